"""The table scene: the match's table model for the viewer on the board, the pointer's gestures turned into
legal actions (or a reason), the action buttons, the bots' pace, hand-over between human seats and the scoring
scene after a round. The cards are placed by :mod:`scenes.table.board`, the pointer is :mod:`scenes.table.pointer`, the
drawing :mod:`scenes.table.table_paint`."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.engine import Action, CardSpec, TableModel
from game.i18n import tr, trn
from game.match import ends_round
from scenes.core import flow
from scenes.core.scene import Scene
from scenes.table import gestures, openers, pace, table_hints
from scenes.table.arrange import GAP
from scenes.table.board import LABEL_H, STAGE_CARD, STAGE_MAX_CARDS, Board, Sprite
from scenes.table.cascade import grow_cascades
from scenes.table.coach import coach_for
from scenes.table.hand_size import HAND_CARD_PX, grow_own_hand
from scenes.table.held_picks import Held, by_drag
from scenes.table.hint_view import HINT_KEY, HintHelper
from scenes.table.keyboard import TableKeys
from scenes.table.layout import Layout, load_layout
from scenes.table.pointer import Pointer, box_rect
from scenes.table.rules_panel import RulesPanel, panel_rect
from scenes.table.sidebar import BUTTON_GAP, BUTTON_H, WIDTH, frame, layout_sidebar
from scenes.table.table_paint import HOVER_MS, TablePainter
from scenes.table.table_voice import TableVoice
from scenes.table.undo_button import UndoButton, is_undo_key
from scenes.ui import watch_mark
from scenes.ui.long_press import LongPress
from scenes.ui.widgets import Button

if TYPE_CHECKING:
    from game.table_match import TableMatch
    from scenes.core.app import App

NARRATION_LINES = 4  # the move and what came of it (a round's result and the next deal: the summary's)
ROUND_HOLD_MS = 1700.0  # the table as the round ended stays in view this long before the summary opens
SKIP_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE)
STAGE_SKIP_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)  # skip a bot's move on the stage
TO_MY_TURN_KEY = pygame.K_t  # the bots' moves up to the viewer's turn go by at once

class TableScene(Scene):
    def __init__(self, app: App, match: TableMatch) -> None:
        super().__init__(app)
        self.match = match
        game = match.game
        self.specs = game.cards()
        self.base_layout = load_layout(match.layout_file())
        self.window_layout = self.layout = self.fitted_layout()  # the layout in this window; ``layout``: and model
        self.board = Board(self.layout, app.viewport, set())
        self.board.text_scale = app.fonts.scale
        self.pointer = Pointer(self.board)
        self.painter = TablePainter(app, self.board, self.pointer, self.spec, game.id)
        self.hints = self.painter.hints
        self.watching = match.spectators()  # spectators shown (the eye, left of the Rules button)
        self.painter.reserve = watch_mark.WIDTH if self.watching else 0.0
        self.model: TableModel | None = None  # the model shown: the match's (cached there) or the held round end
        self.held_shown = False  # the model shown is the held round end (the next one brings a new deal)
        self.dealt_since_move = False  # a new round was dealt after the last move: its aim is the last round's
        self.bot_wait = 0.0
        self.lap_moves = 0  # bot moves made since a person last moved (see :func:`pace.lap_pace_ms`)
        self.staged_for: int | None = None  # the seat whose move the next refresh shows on the stage
        self.narration: list[str] = []  # what the staged move did, in words
        self.stage_weight = pace.MoveWeight()  # what the staged move means to the viewer
        self.to_my_turn = False  # the bots' moves go by unstaged and unpaced until the viewer may act
        self.known_explained = False  # the toast said once what the eye on a known card means
        self.scoring_shown_for = -1
        self.hold_ms = 0.0  # > 0: the table is held as the round ended, the summary opens when it runs out
        self.celebrated = True  # the round's winners got their token (they get it as the held table shows)
        self.placed_for: int | None = None  # the viewer the cards on the board were placed for
        self.stale = False  # a move was applied and the model not re-read yet
        self.round_ended = False  # ... and it ended the round
        self.presence: Mapping[int, object] = {}  # remote players connected or away, as the plates show them
        self.hint = HintHelper(app, match, self.board)
        self.hint_version = 0  # the Hint's version the sidebar was laid out for
        self.fixed: list[Button] = []
        self.seat_groups: dict[int, gestures.ButtonGroup] = {}  # seat -> the button a click on that seat makes
        self.pressed_seat: int | None = None  # a seat pressed on the table, picked when released on it
        self.lent_buttons = 0  # sidebar rows lent to a screen over the table (the summary's, while it is put aside)
        self.rules_panel: RulesPanel | None = None  # the rules beside the table, over the log (F1, Rules)
        self.long_press = LongPress()  # a card held still: its entry in the card reference, as a right-click
        self.coach = coach_for(self)  # Learn to play: the coach's bubble and its gate on moves (else None)
        self.held: Held | None = None  # a move's first picks dropped into their places (scenes.table.held_picks)
        self.drawn_on_top = False  # the last frame drew the table with nothing over it (the screen shows it)
        self.voice = TableVoice(app, self)  # "Speak the game": each new model announced, the read-out keys
        self.focus = TableKeys(self)  # the table by keyboard alone (scenes.table.keyboard)
        self.refresh()
        app.cards.know(game.id, self.specs.values())
        self.prefetch_art()

    def prefetch_art(self) -> None:
        """Have the faces rendered ahead at the sizes this table shows cards at (in the zones, on the stage), so
        that no frame waits for one (the hover preview draws its one face when asked)."""
        vp, game_id = self.app.viewport, self.match.game.id
        shown = {(s.card.face, *self.board.screen_rect(s).size) for s in self.board.sprites.values()}
        self.app.cards.ahead(game_id, [(self.spec(face), w, h) for face, w, h in sorted(shown, key=str)])  # first
        sizes = {(w, h) for _, w, h in shown}
        sizes.add((vp.px(STAGE_CARD[0]), vp.px(STAGE_CARD[1])))
        self.app.cards.prefetch(game_id, sorted(sizes))

    # ------------------------------------------------------------------ where things are (for other layers)
    @property
    def toast_at(self) -> tuple[float, float]:  # type: ignore[override]  # read-only here; nothing assigns a scene's toast_at
        """Toasts show just above the status line and the own hand (their box's bottom middle), where they cover
        no card of it."""
        over_status = self.hints.toast_at()
        if over_status is not None:
            return over_status
        own = self.layout.own_hand
        if own is None:
            return (620.0, 860.0)
        x, y, w, _ = own.rect
        return (x + w / 2, y - 4)

    def hand_rect(self) -> pygame.Rect | None:
        """The viewer's own hand zone in window pixels (None for a layout without one): a status line, seat
        plates or hints place themselves relative to it."""
        own = self.layout.own_hand
        return self.app.viewport.rect(own.rect) if own is not None else None

    def fitted_layout(self) -> Layout:
        """The layout in the window: zones kept to their anchored edges, the own hand's cards as large in pixels as
        at the default window (:mod:`scenes.table.hand_size`)."""
        vp = self.app.viewport
        return grow_own_hand(self.base_layout.fit(vp.bounds), HAND_CARD_PX / vp.scale, LABEL_H,
                             self.table_area())

    def table_area(self) -> tuple[float, float, float, float]:
        """The logical rectangle of the table: the window left of the sidebar."""
        bx, by, _, bh = self.app.viewport.bounds
        return (bx, by, frame(self.app)[0] - bx, bh)

    def layout_for(self, model: TableModel) -> None:
        """The window's layout with the rows of face-up cards ``model`` overfills grown (:mod:`scenes.table.cascade`)."""
        self.layout = grow_cascades(self.window_layout, model, LABEL_H, GAP, self.table_area())
        self.board.layout = self.layout

    def fit_layout(self) -> None:
        """Lay the table out for the window's aspect (zones keep to their anchored edges) and move the cards."""
        self.window_layout = self.layout = self.fitted_layout()
        self.board.layout, self.board.text_scale = self.layout, self.app.fonts.scale
        if self.model is not None:
            self.layout_for(self.model)
            self.board.place(self.model, False, lambda _name: None)

    # ------------------------------------------------------------------ what tests and tools look at
    @property
    def sprites(self) -> dict[str, Sprite]:
        return self.board.sprites

    @property
    def order(self) -> list[str]:
        return self.board.order

    @property
    def selection(self) -> set[str]:
        return self.pointer.selection

    @property
    def drag(self) -> frozenset[str] | None:
        return self.pointer.drag

    def screen_rect(self, s: Sprite) -> pygame.Rect:
        return self.board.screen_rect(s)

    def card_at(self, pos: tuple[int, int], exclude: frozenset[str] = frozenset()) -> str | None:
        return self.board.card_at(pos, exclude)

    def zone_at(self, pos: tuple[int, int]) -> str | None:
        return self.board.zone_at(pos, self.shown)

    lasso_rect = staticmethod(box_rect)

    @property
    def shown(self) -> TableModel:
        """The table model on screen (:meth:`refresh` sets it before any input or drawing)."""
        assert self.model is not None, "the table is shown before its first refresh"
        return self.model

    # ------------------------------------------------------------------ model -> sprites
    def refresh(self) -> None:
        """Re-read the table model when the position or the viewer changed."""
        self.stale = False
        model = self.match.model()  # the same object until a move is made or the viewer changes
        if model is self.model:
            return
        dealt, self.held_shown = self.held_shown, False  # after the held round end: the next round's deal
        self.held = None  # a new position: picks held for the last one are gone
        before, fast = self.model, self.to_my_turn
        self.show_model(model, dealt)
        actor, self.staged_for = self.staged_for, None
        if actor is not None and before is not None and not fast:  # (T: the lap up to the viewer goes by)
            self.stage_move(actor, before.log)

    def show_model(self, model: TableModel, dealt: bool = False) -> None:
        self.model = model
        if dealt:  # the last round's last move points at nobody in this one (the arrow would say "play on them")
            self.dealt_since_move = True
        selectable = {c.uid for z in model.zones for c in z.cards if c.selectable}
        self.pointer.selection.intersection_update(selectable)
        self.layout_for(model)
        speed = self.app.settings.animation_speed
        same_viewer, self.placed_for = self.placed_for == self.match.viewer, self.match.viewer
        # another person at the screen: their table is shown at once (no card turns over from what the last saw)
        parties = [s for s in (self.match.last_mover(), *self.match.last_move_targets()) if s is not None]
        self.board.place(model, speed > 0 and same_viewer, self.app.sounds.play, speed, dealt, parties)
        self.painter.just_placed = True
        for zone_id, uids in self.board.piles:  # a pile put on a common stack (burned): marked as it lands
            if (spec := self.layout.zones.get(zone_id)) is not None:
                x, y, w, h = spec.rect
                self.painter.effects.mark_when_landed((x + w / 2, y + h / 2), max(w, h) * 0.7, uids, speed)
        self.painter.marks = table_hints.card_marks(model, self.match.viewer)
        self.painter.turn_ahead()  # (the fans' faces, shadows and halos, as marked)
        if model.choices:  # the viewer's next move starts: what was said about the last one goes
            self.to_my_turn = False
            self.lap_moves = 0
            self.app.toast_ms = 0.0
            self.hints.tip = None
        if not self.known_explained and (legend := table_hints.known_legend(model, self.match.viewer)):
            self.known_explained = True
            self.app.toast(legend, good=None)  # a note on the table's marks, not an error
        self.update_status()
        self.build_buttons()
        self.voice.shown(model)
        if self.rules_panel is not None:
            self.rules_panel.set_reference(self.match.card_reference())
        self.painter.background_changed()
        self.app.invalidate()

    def show_presence(self) -> None:
        """A remote player came or went (or their minutes to rejoin ran down): the plates say so at once, the
        position being the same (a new one shows it anyway)."""
        model = self.match.model()
        if self.model is None or self.stale or self.holding() or model.zones is not self.model.zones:
            return
        self.model = replace(self.model, seats=model.seats)
        self.build_buttons()  # the sidebar's seat list says it in words
        self.painter.background_changed()
        self.app.invalidate()

    def stage_move(self, actor: int, log_before: list[str]) -> None:
        """Show a bot's move: the cards it played come from its seat to the middle of the table and rest there
        with what the move did in words (longer for a move that says more), then go to their places."""
        speed = self.app.settings.animation_speed
        board = self.board
        lines = self.shown.log[len(log_before):] if self.shown.log[:len(log_before)] == log_before else []
        viewer_zones = {z.id for z in self.shown.zones if z.owner is not None and z.owner == self.match.viewer}
        in_viewer_zone = {c.uid for z in self.shown.zones if z.id in viewer_zones for c in z.cards}
        cards = [u for u in board.order if u in board.last_moved and u not in in_viewer_zone]
        if speed <= 0 or not 0 < len(cards) <= STAGE_MAX_CARDS:
            return
        seat_zone = next((z.id for z in self.shown.zones if z.owner == actor and z.id in self.layout.zones), None)
        origin = board.zone_rect(seat_zone) if seat_zone else None
        centre = self.layout.stage_centre
        origin_point = self.app.viewport.to_logical(origin.center) if origin else centre
        self.narration = lines[:NARRATION_LINES]  # the first tells who did what
        self.stage_weight = self.move_weight()
        if self.stage_weight.flows:  # deep in a long lap of the bots: a plain move goes straight to its place
            self.narration = []
            return
        actors = {z.id for z in self.shown.zones if z.owner == actor}
        later = [u for u in cards if board.sprites[u].zone not in actors]  # what the move brought about: a beat
        board.stage(cards, origin_point, centre, pace.stage_hold_ms(self.stage_weight, len(self.narration), speed),
                    later=later if len(later) < len(cards) else (), speed=speed)

    def move_weight(self) -> pace.MoveWeight:
        """What the last move means to the viewer (seat 0 at a table of bots only)."""
        match = self.match
        viewer = match.viewer if match.viewer is not None else 0
        return pace.MoveWeight(aims_at_viewer=viewer in match.last_move_targets(),
                               takes_out=bool(match.last_move_outs()), ends_round=self.holding(),
                               bot_next=not self.holding() and match.bot_to_move(),
                               past_round=self.lap_moves > self.others())

    def others(self) -> int:
        """How many seats are not the viewer's: the bots' moves of one round of the table."""
        return len(self.match.names) - 1

    def update_status(self) -> None:
        """The status line over the viewer's hand: whose turn, and what to do on the viewer's own."""
        match = self.match
        over = match.is_over()
        acts = bool(self.model and self.model.choices) and match.viewer_acts()
        name = "" if over or self.holding() else match.seat_name(match.current_seat())  # held: the round is over
        away = not over and table_hints.waits_for_away(self.shown, match.current_seat(), match.away_players())
        text = table_hints.status_text(self.shown, acts, over, name, match.bot_to_move(), away)
        if self.hints.set_status(text, table_hints.own_zone(self.board, self.shown, match.viewer), acts):
            self.app.invalidate()

    def build_buttons(self) -> None:
        groups = gestures.buttons(self.shown.choices)
        self.seat_groups = gestures.seat_buttons(groups)
        finish = not groups and not self.holding() and self.match.can_finish_with_bots()
        hint = self.hint.available() and not self.holding()
        self.hint_version = self.hint.version
        lay = layout_sidebar(self.app, self.shown, len(groups) + finish + hint + self.lent_buttons,
                             partial(self.hint.panel_height, self.shown))
        self.sidebar = lay
        left, top = lay.left, lay.top - 42
        side, middle = (WIDTH - 16) * 0.3, (WIDTH - 16) * 0.4  # Undo the widest: "Rückgängig"
        self.fixed = [
            Button((left, top, side, 32), tr("Rules"), self.open_rules, size=18),
            UndoButton((left + side + 8, top, middle, 32), tr("Undo"), self.undo, self.say_why_no_undo,
                       enabled=not self.holding() and not self.match.why_no_undo()),
            Button((left + side + middle + 16, top, side, 32), tr("Menu"), self.back, size=18),
        ]
        self.fixed[0].selected = self.rules_panel is not None
        self.action_buttons = [  # (what a button starts, the button)
            (group, Button((left, lay.buttons_y + i * (BUTTON_H + BUTTON_GAP), WIDTH, BUTTON_H), group.label,
                           partial(self.choose, group.label, group.options), size=19))
            for i, group in enumerate(groups)]
        self.widgets = [*self.fixed, *(button for _, button in self.action_buttons)]
        if finish:  # nobody here has anything left to do: let the bots play out the rest at once
            self.widgets.append(Button((left, lay.buttons_y, WIDTH, BUTTON_H), tr("Finish the game"),
                                       self.finish_with_bots, size=19))
        if hint:  # below the moves: what Hard would play (key H)
            self.widgets.append(Button((left, lay.buttons_y + len(groups) * (BUTTON_H + BUTTON_GAP), WIDTH, BUTTON_H),
                                       tr("Hint (H)"), self.hint.ask, size=19))
        if self.rules_panel is not None:
            self.rules_panel.place(panel_rect(lay))

    def lend_button_rows(self, n: int) -> tuple[float, float]:
        """Make room for ``n`` buttons of a screen over the table below the sidebar's own (the log gives way), so
        that they cover no card; returns the logical left and top of the first (0 gives the room back)."""
        self.lent_buttons = n
        self.build_buttons()
        self.painter.background_changed()
        own = len(self.widgets) - len(self.fixed)
        return self.sidebar.left, self.sidebar.buttons_y + own * (BUTTON_H + BUTTON_GAP)

    def undo(self) -> None:
        """Take the viewer's last move back (and the bots' replies to it), or say why not (button, Ctrl+Z)."""
        if self.holding() or self.match.why_no_undo():
            self.say_why_no_undo()
            return
        self.pointer.cancel()
        self.pointer.selection.clear()
        self.board.end_staging()
        self.staged_for, self.bot_wait = None, 0.0
        taken = self.match.undo()
        self.refresh()
        self.app.toast(trn("Took back {n} move.", "Took back {n} moves.", taken), good=True)

    def say_why_no_undo(self) -> None:
        self.app.toast(self.match.why_no_undo() or tr("No undo: {why}.", why=tr("the game is over")))

    def finish_with_bots(self) -> None:
        openers.open_finish(self.app, self)

    def on_enter(self) -> None:
        self.drawn_on_top = False  # a screen over the table went: the screen shows its last frame
        self.refresh()
        self.app.invalidate()

    def on_resize(self) -> None:
        self.fit_layout()
        self.prefetch_art()
        self.hints.set_status("", None, False)  # measured again at the new size
        self.update_status()
        self.build_buttons()
        self.painter.background_changed()

    # ------------------------------------------------------------------ actions
    def choose(self, title: str, options: list[gestures.Option],
               dropped: tuple[frozenset[str], str] | None = None, cards: frozenset[str] = frozenset()) -> None:
        """Make the move ``options`` leave, or ask what else to pick: the next picks by drag where they are all
        drags (``dropped``: the cards the gesture dropped and where; they are held there), else in a prompt that
        leaves the ``cards`` dropped for it in sight."""
        self.app.toast_ms = 0.0  # a refused drop's reason is done with: it would stay over the hand under the prompt
        if self.held is not None and dropped is not None:  # a further pick of a move whose first picks are held
            self.held.placed.append(dropped)
            done = self.held.done()
            if done is None:
                self.show_model(self.held.model())
            else:
                self.held = None
                self.play(done)
            return
        picker = gestures.StepPicker(options)
        action = picker.done()
        if action is not None:
            self.play(action)
            return
        if dropped is not None and by_drag(picker):
            self.held = Held(self.shown, options, [dropped])
            self.show_model(self.held.model())
            return
        openers.open_prompt(self.app, title, picker, self.play, seats=table_hints.SeatTargets(self.board, self.shown),
                         cards=[self.board.screen_rect(self.sprites[u]) for u in sorted(cards) if u in self.sprites],
                         face_art=lambda face, w, h: self.app.cards.surface(self.spec(face), w, h, self.match.game.id))

    def play(self, action: Action, confirmed: bool = False) -> None:
        """Make the viewer's move; one the presenter flags (it knocks the player out, say) is asked about first."""
        if self.coach is not None and not self.coach.allows(action):
            self.pointer.selection.clear()
            return
        question = gestures.confirm_question(self.shown.choices, action)
        if question and not confirmed:
            flow.open_confirm(self.app, question, partial(self.play, action, True),
                              yes=gestures.confirmed_act(self.shown.choices, action))
            return
        self.pointer.selection.clear()
        self.lap_moves = 0
        events = self.match.apply(action)
        self.after_move(events)

    def after_move(self, events) -> None:
        """The table is re-read on the next frame, so that no frame both applies a move and redraws (a move that
        ended the round: its end is held from the next frame on)."""
        self.bot_wait = 0.0
        self.stale = True
        self.dealt_since_move = False
        if self.hints.tip is not None:  # a refused card's reason is about the position the move left behind
            self.hints.tip = None
            self.app.invalidate()
        self.round_ended = bool(ends_round(events)) or (self.match.is_over() and self.scoring_shown_for < 0)

    def catch_up(self) -> None:
        """Show the position the last move left: the next one, or the round's end held."""
        if self.round_ended:
            self.round_ended = False
            self.hold_round_end()
        else:
            self.refresh()

    def hold_round_end(self) -> None:
        """Keep the table as the round ended in view (the held cards face up) for a moment, then the summary."""
        self.scoring_shown_for = self.match.moves_played()
        self.pointer.cancel()
        before, actor, self.staged_for = self.model, self.staged_for, None
        self.stale = False
        self.to_my_turn = False
        self.hold_ms = ROUND_HOLD_MS
        self.celebrated = False
        self.show_model(self.match.round_end_model())
        self.held_shown = True
        if actor is not None and before is not None:  # a bot's move ended the round: shown first, then the hold
            self.stage_move(actor, before.log)

    def holding(self) -> bool:
        return self.hold_ms > 0

    def celebrate_round(self) -> None:
        """A token flies from the middle of the table to each winner of the round, onto their place."""
        self.celebrated = True
        summary = self.match.round_table()
        seats = [row.seat for row in summary.rows if row.best] if summary is not None else []
        places = {z.owner: self.layout.zones[z.id].rect for z in reversed(self.shown.zones)
                  if z.owner is not None and z.id in self.layout.zones}  # a seat's first zone: its plate's
        for i, (x, y, w, _) in enumerate(places[seat] for seat in seats if seat in places):
            self.painter.effects.fly_token(self.layout.stage_centre, (x + w / 2, y + 20), self.app.settings.animation_speed,
                                           delay=160.0 * i)

    def show_scoring(self) -> None:
        self.hold_ms = 0.0
        self.painter.effects.clear()
        won = self.match.is_over() and bool(set(self.match.winners()) & set(self.match.humans))
        self.app.sounds.play("win" if won else "round")  # no fanfare when the bots won
        openers.open_scoring(self.app, self)

    def open_rules(self) -> None:
        """The rules beside the table, over the log (the table stays playable); again: put away."""
        if self.rules_panel is not None:
            self.rules_panel = None
        else:
            self.rules_panel = RulesPanel(self.app, self.match.game, self.specs)
            self.rules_panel.on_close = self.open_rules
            self.rules_panel.set_reference(self.match.card_reference())
        self.build_buttons()
        self.app.invalidate()

    def face_at(self, pos: tuple[int, int]) -> str | None:
        uid = self.board.card_at(pos)
        return self.sprites[uid].card.face if uid is not None else None

    def show_card_entry(self, face: str | None) -> None:
        """A right-click (or a long press) on a face-up card: its entry in the card reference, with the copies not
        seen yet."""
        if face is None:
            return
        if self.rules_panel is None:
            self.open_rules()
        assert self.rules_panel is not None
        self.rules_panel.show_card(face)

    def back(self) -> None:
        openers.open_table_menu(self.app, self)

    def leave(self) -> None:
        self.close()
        flow.back_to_menu(self.app)

    def close(self) -> None:
        self.match.close()

    def joined_game(self) -> bool:
        return self.match.joined

    def on_exit(self) -> None:
        """Let go of the window-sized surfaces, the caches and the sprites at once."""
        super().on_exit()
        self.fixed = []
        self.rules_panel = None
        self.painter.release()
        self.board.sprites, self.board.order = {}, []

    # ------------------------------------------------------------------ frame update
    def update(self, dt_ms: float) -> None:
        watching = self.match.spectators()  # an eye with the number, left of the Rules button
        if watching != self.watching:
            self.watching, self.painter.reserve = watching, watch_mark.WIDTH if watching else 0.0
            self.painter.background_changed()
            self.app.invalidate()
        problem = self.match.take_problem()
        if problem:
            self.app.toast(problem)
        if (presence := self.match.presence()) != self.presence:
            self.presence = presence
            self.show_presence()
        self.hint.update()
        if self.painter.effects.active():
            self.painter.effects.update(dt_ms, self.board.moving())
        if self.holding():
            self.board.animate(dt_ms, self.app.settings.animation_speed, self.app.sounds.play)
            if self.board.staging():  # the move that ended the round is shown before the hold runs
                return
            if not self.celebrated:
                self.celebrate_round()
            self.hold_ms -= dt_ms
            if not self.holding():
                self.show_scoring()
            return
        if self.stale:
            self.catch_up()
            return
        if self.hints.update(dt_ms):
            self.app.invalidate()
        if (face := self.long_press.tick(dt_ms)) is not None:
            self.pointer.cancel()  # the press was for the card's entry: it does not lift the card
            self.show_card_entry(face)
        self.update_status()
        self.board.animate(dt_ms, self.app.settings.animation_speed, self.app.sounds.play)
        pointer = self.pointer
        if pointer.hover and pointer.hover_ms < HOVER_MS:
            if pointer.hover_ms == 0.0:
                self.painter.preview_ahead()
            pointer.hover_ms += dt_ms
            if pointer.hover_ms >= HOVER_MS:
                self.app.invalidate()
        if self.match.viewer_acts() or self.match.is_over():
            self.to_my_turn = False
        if self.to_my_turn:
            self.board.end_staging()
        if self.board.staging():  # the table shows a bot's move: the next move waits until it was seen ...
            if self.match.bot_to_move() and self.match.handover_to() is None:
                self.match.start_bot()  # ... while the next bot thinks and its pace runs
                self.bot_wait += dt_ms
                if self.match.remote_ready():  # a player on another machine moved: shown (and sent on) at once
                    self.board.end_staging()
            return
        seat = self.match.handover_to()
        if seat is not None and pointer.drag is None:
            openers.open_handover(self.app, self, seat)
            return
        if self.match.is_over():
            if self.scoring_shown_for < 0:
                self.hold_round_end()
            return
        if self.match.bot_to_move():
            self.run_bot(dt_ms)

    def run_bot(self, dt_ms: float) -> None:
        """The bot's move is made once the pace (counted from the last move, its stage included) has run out. The
        pace is the pause before a bot's turn: the further decisions of the same turn follow as soon as the last
        one was seen."""
        self.bot_wait += dt_ms
        same_turn = self.match.last_mover() == self.match.current_seat()
        wait = pace.lap_pace_ms(self.app.settings.bot_pace_ms, self.lap_moves, self.others())
        if self.bot_wait < wait and not self.to_my_turn and not same_turn and not self.match.remote_turn():
            return
        self.match.start_bot()
        try:
            action = self.match.take_bot_action()
        except Exception as exc:  # a bot bug: show it, keep the table alive, retry after the pace
            self.app.toast(tr("Bot error: {error}", error=exc)[:120])
            self.bot_wait = 0.0
            return
        if action is not None:
            self.lap_moves += 1
            self.staged_for = self.match.current_seat()
            self.after_move(self.match.apply(action))

    def wait_for_worker(self, timeout_s: float) -> None:
        self.match.wait_for_bot(timeout_s)
        self.hint.wait(timeout_s)

    def animating(self) -> bool:
        return (self.holding() or self.pointer.drag is not None or not self.board.settled()
                or self.painter.effects.active())

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> None:
        if self.voice.handle(event):  # a read-out key while speaking is on (R, C, B, L)
            return
        if self.holding():  # a click or a key skips the move that ended the round, then goes on to the summary
            if self.board.staging():
                if event.type == pygame.MOUSEBUTTONDOWN or event.type == pygame.KEYDOWN and event.key in SKIP_KEYS:
                    self.board.end_staging()
            elif event.type == pygame.MOUSEBUTTONUP or event.type == pygame.KEYDOWN and event.key in SKIP_KEYS:
                self.show_scoring()
            return
        if self.stale:  # input always acts on the current position
            self.catch_up()
            if self.holding():  # the move ended the round: the input acts on its end held
                self.handle(event)
                return
        if self.coach is not None and self.coach.handle(event):
            return
        if event.type == pygame.MOUSEMOTION and self.pointer.move(event.pos):
            self.app.invalidate()
        if self.rules_panel is not None and not self.pointer.busy() and self.rules_panel.handle(event):
            return
        self.long_press.handle(event, self.face_at)
        if self.board.staging() and (event.type == pygame.MOUSEBUTTONDOWN
                                     or event.type == pygame.KEYDOWN and event.key in STAGE_SKIP_KEYS):
            self.board.end_staging()  # a click (or Space) skips the bot's move
            return
        if event.type == pygame.KEYDOWN and event.key == TO_MY_TURN_KEY:
            self.skip_to_my_turn()
            return
        if not self.pointer.busy():
            for widget in self.widgets:
                if widget.handle(event, self.app):
                    return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.on_press(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.on_release(event.pos)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.pointer.drag is not None or self.pointer.lasso is not None:
                self.cancel_drag()
            else:
                self.back()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.open_rules()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.show_card_entry(self.face_at(event.pos))
        elif event.type == pygame.KEYDOWN and event.key == HINT_KEY:
            self.hint.ask()
        elif is_undo_key(event) and not self.pointer.busy():
            self.undo()

    def skip_to_my_turn(self) -> None:
        """Let the bots' moves up to the viewer's next turn go by at once (they stay in the log); once the viewer
        has nothing left to do in the game (Palace: went out), let the bots finish it."""
        if self.match.can_finish_with_bots() and not self.holding():
            self.finish_with_bots()
            return
        if self.match.bot_to_move() and self.match.viewer is not None:
            self.to_my_turn = True
            self.board.end_staging()

    def acting(self) -> bool:
        return not self.holding() and self.match.viewer_acts() and not self.match.bot_thinking()

    def on_press(self, pos: tuple[int, int]) -> None:
        uid = self.board.card_at(pos)
        if not self.acting():
            if uid is not None and self.match.viewer is not None:
                self.refuse_press(uid)
            return
        if uid is not None and (self.sprites[uid].card.selectable or uid in gestures.draggable(self.shown.choices)
                                or self.held is not None and uid in self.held.uids()):
            self.pointer.press_card(uid, pos)
        elif (seat := self.seat_under(pos)) is not None:
            self.pressed_seat = seat  # picked on release, so that the prompt it may open gets no half click
        elif uid is not None:
            self.refuse_press(uid)
        elif any(s.card.selectable for s in self.sprites.values()):
            self.pointer.start_box(pos)  # a box drawn from empty table selects the cards it covers

    def refuse_press(self, uid: str) -> None:
        """A card that cannot be picked up now was pressed: say why, at once and next to it (it does not lift)."""
        if self.coach is not None and self.acting():
            self.coach.wrong()
            return
        self.hints.show_tip(reason := self.match.why_not(frozenset({uid}), None), uid)
        self.voice.alert(reason)
        self.app.toast_ms = 0.0  # one reason at a time: the last refused drop's toast goes
        self.app.invalidate()

    def seat_under(self, pos: tuple[int, int]) -> int | None:
        """The seat under ``pos`` whose click makes a move's first pick (its zones are outlined), if any."""
        if not self.seat_groups:
            return None
        seat = table_hints.SeatTargets(self.board, self.shown).seat_at(pos)
        return seat if seat in self.seat_groups else None

    def on_release(self, pos: tuple[int, int]) -> None:
        pressed, self.pressed_seat = self.pressed_seat, None
        if pressed is not None and self.seat_under(pos) == pressed:
            group = self.seat_groups[pressed]
            self.app.sounds.play("click")
            self.choose(group.label, group.options)
            return
        drop = self.pointer.release(pos)
        self.app.invalidate()
        if drop is None:
            return
        card = self.board.card_at(pos, exclude=drop.dragged)
        zone = self.zone_at(pos)
        if self.held is not None and drop.dragged & self.held.uids():
            self.move_held(drop.dragged, zone)
            return
        choices = self.shown.choices
        hits = gestures.dropped(choices, drop.dragged, [t for t in (card, zone) if t is not None])
        found = gestures.drag_options(hits)
        seat = self.drop_seat(pos)
        if not found and seat is not None:  # a card aimed at someone, dropped on them: that picks the target
            found = gestures.dropped_on_seat(choices, drop.dragged, seat)
            if found:  # it waits on the place the move plays it to, not over the target's plate
                self.rest_on_place(drop.dragged)
        if not found:
            self.hints.tip = None  # one reason at a time: the toast, not also a pressed card's tip
            if self.coach is not None:
                self.coach.wrong()
            else:
                self.app.toast(self.why_not_dropped(drop.dragged, zone or card, seat))
            self.app.sounds.play("snap")
            self.board.snap_back(drop.dragged)
            return
        titles = [self.spec(self.sprites[u].card.face) for u in self.order if u in drop.dragged]
        title = ", ".join(tr(spec.title) for spec in titles if spec is not None) or tr("Choose")
        target = hits[0].drag_to if hits else None
        self.choose(title, found, (drop.dragged, target) if target is not None else None, drop.dragged)

    def rest_on_place(self, cards: frozenset[str]) -> None:
        """Put ``cards`` on the middle of the place their move drops them on (one not the viewer's own first), where
        they wait while a prompt asks the rest of the move."""
        owners = {z.id: z.owner for z in self.shown.zones}
        places = sorted((owners.get(t) == self.match.viewer, t) for t in gestures.drop_targets(self.shown.choices, cards)
                        if t in self.layout.zones)
        if not places:
            return
        x, y, w, h = self.layout.zones[places[0][1]].rect
        for i, uid in enumerate(u for u in self.order if u in cards):
            cw, ch = self.sprites[uid].size()
            self.sprites[uid].pos = (x + (w - cw) / 2 + i * GAP, y + (h - ch) / 2 + LABEL_H / 2)

    def move_held(self, cards: frozenset[str], zone: str | None) -> None:
        """A held pick's cards were dragged: dropped back in their place they stay; anywhere else the pick (and any
        after it) is taken back, and the cards go home."""
        held = self.held
        assert held is not None, "only held cards are moved back"
        if held.target_of(cards) == zone:
            self.board.snap_back(cards)
            return
        self.app.sounds.play("card")
        if held.take_back(cards):
            self.held = None
        self.show_model(held.base if self.held is None else held.model())

    def drop_seat(self, pos: tuple[int, int]) -> int | None:
        """The other seat whose place at the table lies under a drop at ``pos`` (the own places take the cards
        back, or play them where the presenter says)."""
        seat = table_hints.SeatTargets(self.board, self.shown).seat_at(pos)
        return seat if seat is not None and seat != self.match.viewer else None

    def why_not_dropped(self, dragged: frozenset[str], target: str | None, seat: int | None) -> str:
        """Why a drop made no move, and where to drop instead: a card that aims at someone, dropped on a player it
        cannot aim at, says so; else the presenter's reason."""
        aims = gestures.seat_targets(self.shown.choices, dragged)
        if seat is not None and aims:
            return tr("{name} cannot be chosen now: drop the card on the table or on an outlined player.",
                      name=self.match.seat_name(seat))
        reason = self.match.why_not(dragged, target)
        if reason == tr("That move is not allowed now."):  # the presenter has no words of its own: where they go
            return self.where_to_drop(dragged, bool(aims)) or reason
        return reason

    def where_to_drop(self, dragged: frozenset[str], aims: bool) -> str:
        """Where the cards can go, in words, for cards that have a move but were dropped elsewhere (a Prince on the
        deck was told to "drop the card on the table", where it lay): the labelled place the move drops them on
        (one in the middle rather than the player's own), and the players where it aims at one; "" for a drop
        onto cards, or cards that have no move (the presenter says why)."""
        targets = gestures.drop_targets(self.shown.choices, dragged)
        zones = {z.id: z for z in self.shown.zones}
        if not targets and not aims or any(t not in zones for t in targets):
            return ""
        viewer = self.match.viewer
        named = [(zones[t].owner is not None and zones[t].owner == viewer, label) for t in sorted(targets)
                 if (label := zones[t].label or (tr(spec.label) if (spec := self.layout.zones.get(t)) else ""))]
        place = min(named)[1] if named else ""
        if place and aims:
            return tr("Drop it on “{place}” or on a player.", place=place)
        if place:
            return tr("Drop it on “{place}”.", place=place)
        return tr("Drop it on a player.") if aims else ""

    def cancel_drag(self) -> None:
        self.pointer.cancel()
        self.app.invalidate()

    # ------------------------------------------------------------------ drawing
    def spec(self, face: str | None) -> CardSpec | None:
        if face is None:
            return None
        return self.specs.get(face) or CardSpec(face, face.replace("_", " ").title())

    def draw(self, surface: pygame.Surface) -> None:
        if self.hint.version != self.hint_version:  # the Hint's panel came, changed or went: the log makes room
            self.build_buttons()
            self.painter.background_changed()
        drawn_on_top, self.drawn_on_top = self.drawn_on_top, self.app.top is self
        on_top, uncovered = drawn_on_top and self.drawn_on_top, not drawn_on_top and self.drawn_on_top
        if (on_top and self.painter.wait_a_frame(surface, self.shown, self.sidebar, self.match.viewer)
                or uncovered and self.painter.draw_out_of_sight(surface, self.shown, self.sidebar, self.match.viewer)):
            self.app.invalidate()  # the screen keeps the last frame (this one's work: the move, the background)
            return
        watching = self.watching
        staging = self.board.staging()
        narration = self.narration if staging else []
        own = self.match.last_mover() == self.match.viewer and not self.stale and not self.dealt_since_move
        targets = self.match.last_move_targets() if staging or own else []
        self.painter.draw(surface, self.shown, self.sidebar, self.match.viewer, self.draw_widgets_and_hint, narration,
                          targets)
        if watching:
            watch_mark.draw_eye(self.app, surface, (self.sidebar.left - watch_mark.WIDTH / 2 - 4,
                                                    self.sidebar.top - 26), watching)
        if staging:
            self.painter.draw_skip_hint(surface, self.skip_hint())
        if self.coach is not None and self.app.top is self:
            self.coach.draw(surface)

    def draw_over_shade(self, surface: pygame.Surface, panel: pygame.Rect) -> None:
        if self.coach is not None:  # the coach's words stay in view over a prompt of the move
            self.coach.draw(surface, avoid=panel)

    def skip_hint(self) -> str:
        """What skips the bot's move on the stage (and, with more bots to come, what skips to the viewer's turn)."""
        if self.holding():
            return tr("Click or Space to skip")
        if self.match.can_finish_with_bots():
            return tr("Click or Space to skip · T: finish the game")
        if self.match.viewer is not None and self.match.bot_to_move():
            return tr("Click or Space to skip · T: to your turn")
        return tr("Click or Space to skip")

    def draw_widgets_and_hint(self, surface: pygame.Surface) -> None:
        self.draw_widgets(surface)
        self.hint.draw(surface, self.shown, self.sidebar)
        if self.rules_panel is not None:
            self.rules_panel.draw(surface)


flow.open_table.register(TableScene)
