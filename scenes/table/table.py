"""The table scene: the match's table model for the viewer, made of parts that each do one job — the view state
(:mod:`scenes.table.table_view`: the layout in the window, the model's cards on the board), the pointer and keys
turned into proposed moves (:mod:`scenes.table.table_input`), the bots' pace and stage
(:mod:`scenes.table.bot_pacer`), the round's end held (:mod:`scenes.table.round_hold`), the sidebar's buttons
(:mod:`scenes.table.table_buttons`), the rules panel and the remote presence (:mod:`scenes.table.rules_overlay`,
:mod:`scenes.table.remote_presence`), the drawing (:mod:`scenes.table.table_paint`). The scene itself makes the
moves, re-reads the model and runs the frame."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.engine import CardSpec, TableModel
from scenes.core import flow
from scenes.core.scene import Scene
from scenes.table import openers, status_line
from scenes.table.board import Board, Sprite, still_look
from scenes.table.bot_pacer import BotPacer
from scenes.table.coach import coach_for
from scenes.table.feed import Feed, feed_input
from scenes.table.held_picks import Held
from scenes.table.hint_view import HintHelper
from scenes.table.keyboard import TableKeys
from scenes.table.layout import Layout
from scenes.table.pointer import Pointer, box_rect
from scenes.table.remote_presence import RemotePresence
from scenes.table.round_hold import RoundHold
from scenes.table.rules_overlay import RulesOverlay
from scenes.table.sidebar import WIDTH, SidebarLayout
from scenes.table.table_buttons import TableButtons
from scenes.table.table_input import TableInput
from scenes.table.table_moves import TableMoves
from scenes.table.table_paint import TablePainter
from scenes.table.table_view import TableView
from scenes.table.table_voice import TableVoice

if TYPE_CHECKING:
    from game.table_match import TableMatch
    from scenes.core.scene import Stage


class TableScene(Scene):
    def __init__(self, app: Stage, match: TableMatch) -> None:
        super().__init__(app)
        self.match = match
        game = match.game
        self.specs = game.cards()
        self.view = TableView(self, match)  # the layout in the window, the model on the board
        self.board: Board = self.view.board
        self.pointer = Pointer(self.board)
        self.painter = TablePainter(app, self.board, self.pointer, self.spec, game.id, lambda: self.services.reduce_motion)
        self.feed = Feed(self.spec)  # the move feed's reading place (the sidebar's log)
        self.hints = self.painter.hints
        self.stale = False  # a move was applied and the model not re-read yet
        self.pacer = BotPacer(self)  # the bots' pace and their moves on the stage
        self.round_hold = RoundHold(self)  # the round's end held in view, then the summary
        self.input = TableInput(self)  # the pointer and the table's keys, turned into proposed moves
        self.moves = TableMoves(self)  # the viewer's moves made on the match
        self.buttons = TableButtons(self)  # the sidebar and its buttons
        self.rules = RulesOverlay(self)  # the rules beside the table, over the log (F1, Rules)
        self.remote = RemotePresence(self)  # spectators, remote players connected or away
        self.hint = HintHelper(self.ui, self.services, match, self.board)
        self.coach = coach_for(self)  # Learn to play: the coach's bubble and its gate on moves (else None)
        self.held: Held | None = None  # a move's first picks dropped into their places (scenes.table.held_picks)
        self.drawn_on_top = False  # the last frame drew the table with nothing over it (the screen shows it)
        self.drawn_look: tuple | None = None  # the cards as the last frame drew them (board.still_look)
        self.asked_over = False  # what was over it last is a prompt of the move (the status line keeps quiet)
        self.voice = TableVoice(self)  # "Speak the game": each new model announced, the read-out keys
        self.focus = TableKeys(self)  # the table by keyboard alone (scenes.table.keyboard)
        self.refresh()
        self.ui.cards.know(game.id, self.specs.values())
        self.view.prefetch_art()

    # ------------------------------------------------------------------ what other layers, tests and tools look at
    @property
    def toast_at(self) -> tuple[float, float]:  # type: ignore[override]  # read-only here; nothing assigns a scene's toast_at
        return self.view.toast_at()

    @property
    def layout(self) -> Layout:
        return self.view.layout

    @property
    def model(self) -> TableModel | None:
        return self.view.model

    @property
    def sidebar(self) -> SidebarLayout:
        assert self.buttons.sidebar is not None, "the sidebar is laid out with the first model"
        return self.buttons.sidebar

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

    def spec(self, face: str | None) -> CardSpec | None:
        return None if face is None else self.specs.get(face) or CardSpec(face, face.replace("_", " ").title())

    def holding(self) -> bool:
        """The table is held as the round ended (:mod:`scenes.table.round_hold`)."""
        return self.round_hold.holding()

    def acting(self) -> bool:
        return not self.holding() and self.match.viewer_acts() and not self.match.bot_thinking()

    # ------------------------------------------------------------------ model -> screen
    def refresh(self) -> None:
        """Re-read the table model when the position or the viewer changed."""
        self.stale = False
        model = self.match.model()  # the same object until a move is made or the viewer changes
        if model is self.model:
            return
        dealt, self.view.held_shown = self.view.held_shown, False  # after the held round end: the next round's deal
        self.held = None  # a new position: picks held for the last one are gone
        before, fast, pacer = self.model, self.pacer.to_my_turn, self.pacer
        self.show_model(model, dealt)
        actor, pacer.staged_for = pacer.staged_for, None
        if actor is not None and before is not None and not fast:  # (T: the lap up to the viewer goes by)
            pacer.stage_move(actor, before.log)

    def show_model(self, model: TableModel, dealt: bool = False) -> None:
        self.view.place(model, dealt)
        if model.choices:  # the viewer's next move starts: what was said about the last one goes
            self.pacer.to_my_turn = False
            self.pacer.lap_moves = 0
            self.app.toast_ms = 0.0
            self.hints.tip = None
        self.view.explain_known(model)
        self.update_status()
        self.buttons.build()
        self.voice.shown(model)
        self.rules.shown()
        self.painter.background_changed()
        self.ui.invalidate()

    def update_status(self) -> None:
        """The status line over the viewer's hand (:mod:`scenes.table.status_line`)."""
        status_line.update_status(self, self.asked_over and not self.drawn_on_top)

    def finish_with_bots(self) -> None:
        openers.open_finish(self.app, self)

    def back(self) -> None:
        openers.open_table_menu(self.app, self)

    def leave(self) -> None:
        self.close()
        flow.back_to_menu(self.app)

    def close(self) -> None:
        self.match.close()

    def joined_game(self) -> bool:
        return self.match.joined

    # ------------------------------------------------------------------ the scene's life
    def on_enter(self) -> None:
        self.drawn_on_top = False  # a screen over the table went: the screen shows its last frame
        self.voice.take_the_words()
        self.buttons.ask(None)  # (a prompt of a move went: the sidebar lists the moves again)
        self.refresh()
        self.ui.invalidate()

    def on_resize(self) -> None:
        self.view.fit_layout()
        self.view.prefetch_art()
        self.hints.set_status("", None, False)  # measured again at the new size
        self.update_status()
        self.buttons.build()
        self.painter.background_changed()

    def on_exit(self) -> None:
        """Let go of the window-sized surfaces, the caches and the sprites at once (and of the voice's wording)."""
        super().on_exit()
        self.voice.let_go_of_the_words()
        self.buttons.fixed = []
        self.rules.panel = None
        self.painter.release()
        self.board.sprites, self.board.order = {}, []

    def update(self, dt_ms: float) -> None:
        self.remote.update()
        self.hint.update(self.model)
        if self.painter.effects.active():
            self.painter.effects.update(dt_ms, self.board.moving())
        if self.round_hold.update(dt_ms):
            return
        if self.stale:
            self.moves.catch_up()
            self.hand_over_now()
            return
        if self.hints.update(dt_ms):
            self.ui.invalidate()
        self.input.tick_long_press(dt_ms)
        self.update_status()
        self.board.animate(dt_ms, self.services.settings.animation_speed, self.ui.sounds.play)
        self.input.tick_hover(dt_ms)
        if self.pacer.staged(dt_ms):  # the table shows a bot's move: the next move waits until it was seen
            return
        if self.hand_over_now():
            return
        if self.match.is_over():
            if self.round_hold.scoring_shown_for < 0:
                self.round_hold.hold_round_end()
            return
        if self.match.at_round_end():  # (a match loaded at a round's end) held, then dealt
            self.round_hold.hold_round_end()
            return
        if self.match.bot_to_move():
            self.pacer.run_bot(dt_ms)

    def hand_over_now(self) -> bool:
        """Pass the screen to the next person at it when play waits for them (hot seat), but not while a move is
        held or staged for the viewer to see, nor during a drag. Also in the frame that read a move's position: the
        hand-over comes in the frame of the move, with no frame of the mover's table drawn first (it showed for
        1/60 s before the hand-over covered it)."""
        seat = self.match.handover_to()
        if seat is None or self.pointer.drag is not None or self.holding() or self.board.staging():
            return False
        openers.open_handover(self.app, self, seat)
        return True

    def wait_for_worker(self, timeout_s: float) -> None:
        self.match.wait_for_bot(timeout_s)
        self.hint.wait(timeout_s)

    def animating(self) -> bool:
        return (self.holding() or self.pointer.drag is not None or not self.board.settled()
                or self.painter.effects.active())

    def needs_frame(self) -> bool:
        """While it animates, but not while its cards only rest (a move on the stage for the bots' pace, cards
        waiting to set off) as they were last drawn: that frame would be the last one again."""
        if not self.animating():
            return False
        if self.holding() or self.pointer.drag is not None or self.painter.effects.active():
            return True
        look = still_look(self.board)  # (the frame after one with an effect, a drag or a held round end: drawn)
        return look is None or look != self.drawn_look

    def handle(self, event: pygame.event.Event) -> None:
        if self.voice.handle(event):  # a read-out key while speaking is on (R, C, B, L)
            return
        if self.round_hold.handle(event):  # held: a click or a key skips the move that ended the round, then
            return  # goes on to the summary
        if self.stale:  # input always acts on the current position
            self.moves.catch_up()
            if self.holding():  # the move ended the round: the input acts on its end held
                self.handle(event)
                return
        if self.coach is not None and self.coach.handle(event):
            return
        if event.type == pygame.MOUSEMOTION and self.pointer.move(event.pos):
            self.ui.invalidate()
        if self.rules.handle(event):
            return
        self.input.long_press.handle(event, self.input.face_at)
        if self.pacer.handle(event):  # a click or Space skips a bot's move on the stage, T to the viewer's turn
            return
        if not self.pointer.busy():
            if feed_input(self.app, self.feed, event, self.sidebar, WIDTH, self.shown, self.painter.background_changed):
                return
            for widget in self.widgets:
                if widget.handle(event, self.app):
                    return
        self.input.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        timed = self.holding() or self.pointer.drag is not None or self.painter.effects.active()
        self.drawn_look = None if timed else still_look(self.board)  # (None: the next frame is drawn too)
        if self.hint.version != self.buttons.hint_version:  # the Hint's panel came, changed or went: the log makes room
            self.buttons.build()
            self.painter.background_changed()
        top = self.app.top
        drawn_on_top, self.drawn_on_top = self.drawn_on_top, top is self
        if drawn_on_top != self.drawn_on_top:
            self.asked_over = bool(getattr(top, "part_of_a_move", False))
            self.update_status()  # a prompt of the move came or went
        on_top, uncovered = drawn_on_top and self.drawn_on_top, not drawn_on_top and self.drawn_on_top
        if (on_top and self.painter.wait_a_frame(surface, self.shown, self.sidebar, self.match.viewer)
                or uncovered and self.painter.draw_out_of_sight(surface, self.shown, self.sidebar, self.match.viewer)):
            self.ui.invalidate()  # the screen keeps the last frame (this one's work: the move, the background)
            return
        if self.painter.turn_hold.released(self.board):  # the move's cards show it: whose turn it is now
            self.update_status()
        staging = self.board.staging()
        narration = self.pacer.narration if staging else []
        own = self.match.last_mover() == self.match.viewer and not self.stale and not self.view.dealt_since_move
        targets = self.match.last_move_targets() if staging or own else []
        self.painter.draw(surface, self.shown, self.sidebar, self.match.viewer, self.draw_widgets_and_hint, narration,
                          targets)
        self.remote.draw(surface)
        if staging:
            self.painter.stage.draw_skip_hint(surface, self.pacer.skip_hint())
        if self.coach is not None and self.app.top is self:
            self.coach.draw(surface)

    def draw_over_shade(self, surface: pygame.Surface, panel: pygame.Rect, keep: Sequence[pygame.Rect] = ()) -> None:
        if self.coach is not None:  # the coach's words stay in view over a prompt of the move
            self.coach.draw(surface, avoid=panel, keep=keep)

    def draw_widgets_and_hint(self, surface: pygame.Surface) -> None:
        self.draw_widgets(surface)
        self.hint.draw(surface, self.shown, self.sidebar)
        self.rules.draw(surface)
flow.open_table.register(TableScene)
