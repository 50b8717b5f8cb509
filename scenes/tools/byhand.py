"""The by-hand player: every seat is a person at one shared screen (hot seat), and every move is made only with
posted mouse and keyboard events on what is on screen, through the same hit tests a person gets.

Each turn it picks the move a Normal bot would make, except that with a seeded chance it first picks a kind of
move uniformly among the legal kinds (so rare kinds get tried), then makes it: a press on the top-most sprite of
the card, a drag in steps, a drop on a point inside the visible target; a click on each card to select (or a box
drawn round them) for several cards at once; clicks on the prompt's and the table's buttons, and on Yes when the
table asks to confirm a move (one that knocks the player out, or a big pile picked up); for a move whose picks are
all drags (Road's bribes into their slots), each card into its place in turn. A pick that names a seat
(a target, a Magician's partner, who plays next) is made half the time by clicking that seat on the table
instead of its button (``seat_clicks`` counts them; a route chosen by its own random stream, so the moves of a
seed stay the same). Afterwards the session
must have advanced by exactly that move. A move with no working gesture is a failure: the action, the game, the
move number and a PNG of the screen are recorded, and the move is then made directly so the game goes on to show
what else fails.

With ``undo`` (``--undo``) it also takes moves back now and then, as a person would: after a move made by hand, with
a seeded chance, it clicks the table's Undo button or presses Ctrl+Z. Where Undo is offered the session must go
back to the position before the person's last decision (``undos`` counts them); where it is not, nothing may
change and the table must say why in a toast (``undo_refusals`` counts them).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game import catalog
from game.engine import Action, Choice, Step
from scenes.table import gestures
from scenes.table.table_hints import SeatTargets
from scenes.tools.replay_walk import ReplayWalk

if TYPE_CHECKING:
    from game.session import Session
    from scenes.core.app import App
    from scenes.table.table import TableScene

RANDOM_KIND_CHANCE = 0.25
SEAT_CLICK_CHANCE = 0.5  # a pick that names a seat is made by clicking that seat on the table this often
SEAT_DROP_CHANCE = 0.5  # a card aimed at someone is dropped on that player's place (not in the play area) this often
DRAG_MOTION_STEPS = 4
SETTLE_FRAMES = 2  # frames after a gesture before the table is looked at again
MOVE_TIMEOUT_FRAMES = 90  # frames for a gesture's move to be applied before it counts as failed
GRID = 9  # points tried per axis when looking for a spot to press or drop on
UNDO_CHANCE = 0.3  # after a move made by hand, with --undo: try Undo this often


@dataclass
class UndoAttempt:
    """An Undo posted (button or Ctrl+Z): the history length it must leave (the same when it is refused)."""

    target: int
    seat: int
    undos: int  # the seat's undo count before
    refused: bool


@dataclass
class Failure:
    game: str
    move: int
    action: str
    reason: str
    png: str = ""

    def to_json(self) -> dict:
        return {"game": self.game, "move": self.move, "action": self.action, "reason": self.reason, "png": self.png}


@dataclass
class Expectation:
    """The move being made by hand: its action, its steps still to pick in a prompt, and when it started."""

    action: Action
    history_len: int
    steps: tuple[Step, ...] = ()
    frames: int = 0
    gestured: bool = False  # the last gesture of the move was posted


@dataclass
class ByHandPlayer:
    """Called by the app after every frame (``app.on_frame``)."""

    game_id: str
    players: int
    seed: int
    options: dict = field(default_factory=dict)
    png_dir: Path = Path(".")
    random_kind_chance: float = RANDOM_KIND_CHANCE
    max_seconds: float = 600.0
    realtime: bool = False  # only seat 0 is a person, the others Normal bots, at the app's default pace and clock
    undo: bool = False
    tutorial: bool = False  # Learn to play from the menu: the coach's steps in order, Next clicked, its moves made
    others_move: bool = False  # other machines' seats move on their own (remote play): more moves may follow at once
    replay: bool = False  # after the game, its replay walked from the final screen (scenes.tools.replay_walk)

    def __post_init__(self) -> None:
        if self.tutorial:
            from game.tutorial import load_script

            self.players = load_script(self.game_id).players
        self.game = catalog.get_game(self.game_id)
        self.rng = random.Random(f"by-hand {self.seed}")
        self.route_rng = random.Random(f"by-hand route {self.seed}")  # button or seat: the moves stay the same
        entry = catalog.get_entry(self.game_id)
        self.bots = [entry.make_bot("normal", self.seed * 101 + seat) for seat in range(self.players)]
        self.queue: list[list[pygame.event.Event]] = []  # one batch of events posted per frame
        self.wait = 0
        self.expect: Expectation | None = None
        self.moves_by_hand = 0
        self.kinds_by_hand: dict[str, int] = {}
        self.failures: list[Failure] = []
        self.finished = False
        self.rounds = self.handovers = self.confirmations = self.seat_clicks = 0
        self.undo_rng = random.Random(f"by-hand undo {self.seed}")  # the moves' own streams stay as without undo
        self.order_rng = random.Random(f"by-hand order {self.seed}")  # which pick of a move by drags comes first
        self.undo_attempt: UndoAttempt | None = None
        self.moved_since_undo = False  # a move was made by hand since the last Undo tried
        self.undos = self.undo_refusals = 0
        self.seat_drops = 0  # cards aimed at someone dropped on that player's place
        self.deadline = time.monotonic() + self.max_seconds
        self.table: TableScene | None = None
        self.waits_ms: list[float] = []  # --realtime: from the person's move until their next move can be made
        self.stages_ms: list[float] = []  # --realtime: how long each move stood on the stage
        self.moved_at: float | None = None
        self.moved_history = 0  # the moves made when the person's move was made
        self.stage_from: float | None = None
        self.tutorial_steps = 0  # the coach's steps done by posted events (Next clicked, the move made)
        self.tutorial_next: int | None = None  # the step whose Next was clicked, until the coach went on
        self.tutorial_ended = False  # the last Next ("Now play a real game") was clicked
        self.replay_walk = ReplayWalk() if self.replay else None

    # ------------------------------------------------------------------ the frame hook
    def __call__(self, app: App) -> None:
        from scenes.core.dialogs import ConfirmScene
        from scenes.screens.handover import HandoverScene
        from scenes.screens.learn import LearnScene
        from scenes.screens.menu import MenuScene
        from scenes.screens.replay import ReplayScene
        from scenes.screens.scoring import ScoringScene
        from scenes.screens.setup import SetupScene
        from scenes.table.prompt import StepPrompt
        from scenes.table.table import TableScene

        if time.monotonic() > self.deadline:
            self.fail(app, "timed out", self.expect.action if self.expect else None)
            app.running = False
            return
        if self.queue:
            for event in self.queue.pop(0):
                pygame.event.post(event)
            if not self.queue:
                self.wait = SETTLE_FRAMES
            return
        if self.wait:
            self.wait -= 1
            return
        top = app.top
        if isinstance(top, MenuScene):
            if self.finished:
                app.running = False
            else:
                self.click(app, top.button(_tr("Learn to play" if self.tutorial else "New game")).screen_rect(app).center)
        elif isinstance(top, LearnScene):
            self.click(app, top.button(_tr(self.game.title)).screen_rect(app).center)
        elif isinstance(top, SetupScene) and self.tutorial:
            self.after_tutorial(app, top)
        elif isinstance(top, SetupScene):
            self.set_up(app, top)
        elif isinstance(top, HandoverScene):
            self.handovers += 1
            if self.rng.random() < 0.5:
                self.click(app, top.widgets[0].screen_rect(app).center)
            else:
                self.queue.append([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r",
                                                      scancode=0)])
        elif isinstance(top, StepPrompt):
            self.answer_prompt(app, top)
        elif isinstance(top, ConfirmScene) and self.expect is not None:
            self.confirmations += 1  # a move the presenter asks about (the Princess): yes, that is the move
            self.click(app, top.widgets[0].screen_rect(app).center)
        elif isinstance(top, ScoringScene):
            self.scored(app, top)
        elif isinstance(top, ReplayScene) and self.replay_walk is not None and self.table is not None:
            self.replay_walk(app, top, local_session(self.table))
        elif isinstance(top, TableScene):
            self.at_table(app, top)
        else:
            self.fail(app, f"unexpected screen {type(top).__name__}", self.expect.action if self.expect else None)
            app.running = False

    # ------------------------------------------------------------------ menu and setup
    def set_up(self, app: App, setup) -> None:
        from scenes.ui.widgets import Cycler, Stepper

        if setup.game_id != self.game_id:
            self.click(app, setup.widgets[0].screen_rect(app).center)
            return
        if setup.players != self.players:
            stepper = setup.widgets[1]
            button = stepper.plus if setup.players < self.players else stepper.minus
            self.click(app, button.screen_rect(app).center)
            return
        kinds = setup.kinds[: setup.players]
        if not self.realtime and any(kind != "human" for kind in kinds):
            seat = next(s for s, kind in enumerate(kinds) if kind != "human")
            self.click(app, [w for w in setup.widgets if isinstance(w, Cycler)][1 + seat].screen_rect(app).center)
            return
        for key, wanted in self.options.items():
            if setup.options.get(key) == wanted:
                continue
            widget = setup.option_widgets[key]
            if isinstance(widget, Stepper):
                widget = widget.plus if setup.options[key] < wanted else widget.minus
            self.click(app, widget.screen_rect(app).center)
            return
        self.click(app, setup.button(_tr("Start")).screen_rect(app).center)

    def after_tutorial(self, app: App, setup) -> None:
        """The tutorial ended in the setup of a real game of the same game (or it did not: a failure)."""
        coach = self.table.coach if self.table is not None else None
        total = coach.tutorial.script.lessons if coach is not None else -1
        if coach is not None and self.tutorial_next is not None and coach.tutorial.done:
            self.tutorial_steps += 1  # the last Next, which opened this setup
            self.tutorial_next = None
        if not self.tutorial_ended or setup.game_id != self.game_id or self.tutorial_steps != total:
            self.fail(app, f"setup opened with {self.tutorial_steps} of {total} steps done", None)
        self.finished = self.tutorial_ended
        app.running = False

    def coach_next(self, app: App, table: TableScene) -> bool:
        """Learn to play: go on from the coach's step while it talks (:meth:`press_coach_next`) and check that it
        went on; True when it did."""
        coach = table.coach
        assert coach is not None, "a tutorial's table has a coach"
        tutorial = coach.tutorial
        if self.tutorial_next is not None:
            if tutorial.index > self.tutorial_next:
                self.tutorial_steps += 1
            else:
                self.fail(app, f"Next did not go on from step {self.tutorial_next}", None)
            self.tutorial_next = None
        if not coach.waiting_for_next():
            return False
        if not self.press_coach_next(app, coach):
            app.invalidate()  # the Next button is drawn on the next frame
            return True
        self.tutorial_next = tutorial.index
        self.tutorial_ended = tutorial.index == len(tutorial.script.steps) - 1
        return True

    def press_coach_next(self, app: App, coach) -> bool:
        """Go on from the coach's step as a person does (a click on its Next); False when there is none yet."""
        button = coach.next_button
        if button is None:
            return False
        self.click(app, button.screen_rect(app).center)
        return True

    def scored(self, app: App, scoring) -> None:
        walk = self.replay_walk
        if scoring.final and walk is not None and walk.opened:  # back from the replay
            self.click(app, scoring.button(_tr("Back to menu")).screen_rect(app).center)
            return
        if scoring.final and walk is not None:
            walk.opened = True
            self.finished = True
            self.rounds += 1
            self.verify(app, scoring.table.match.session.history)
            self.click(app, scoring.button(_tr("Watch the replay")).screen_rect(app).center)
            return
        self.verify(app, scoring.table.match.session.history)  # the move that ended the round
        if self.tutorial and self.coach_next(app, scoring.table):
            return  # the coach talks the summary through first
        self.moved_at = self.stage_from = None  # a wait across the summary is not the table's pace
        self.rounds += 1
        if scoring.final:
            self.finished = True
            self.click(app, scoring.button(_tr("Back to menu")).screen_rect(app).center)
        elif self.rng.random() < 0.5:
            self.click(app, scoring.button(_tr("Next round")).screen_rect(app).center)
        else:
            self.queue.append([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r",
                                                  scancode=0)])

    # ------------------------------------------------------------------ the table
    def at_table(self, app: App, table: TableScene) -> None:
        self.table = table
        if self.realtime:
            self.time_the_table(table)
        if self.expect is not None and self.verify(app, table.match.session.history):
            return  # checked as soon as the move is made: on the real clock a bot may reply while cards still move
        if table.stale or table.animating():
            return
        if self.expect is not None:
            self.check_move(app, table)
            return
        if self.undo_attempt is not None:
            self.check_undo(app, table)
            return
        if self.tutorial and self.coach_next(app, table):
            return
        if table.match.session.is_over() or not table.acting():
            return
        if self.undo and self.moved_since_undo and self.undo_rng.random() < UNDO_CHANCE:
            self.try_undo(app, table)
            return
        action = self.pick_action(table)
        self.expect = Expectation(action, len(table.match.session.history))
        self.gesture(app, table)

    def time_the_table(self, table: TableScene) -> None:
        """--realtime: the waits from the person's move to their next one, and how long moves stand on the stage."""
        now = time.perf_counter()
        expect = self.expect
        history = len(table.match.session.history)
        if expect is not None and self.moved_at is None and history > expect.history_len:
            self.moved_at, self.moved_history = now, expect.history_len + 1
        elif expect is None and self.moved_at is not None and table.acting() and not table.stale \
                and table.shown.choices:
            if history > self.moved_history:  # a bot moved in between (not the person's next decision of a turn)
                self.waits_ms.append((now - self.moved_at) * 1000)
            self.moved_at = None
        staging = table.board.staging()
        if staging and self.stage_from is None:
            self.stage_from = now
        elif not staging and self.stage_from is not None:
            self.stages_ms.append((now - self.stage_from) * 1000)
            self.stage_from = None

    def pick_action(self, table: TableScene) -> Action:
        session = table.match.session
        seat = session.current_seat()
        legal = session.legal_actions()
        if self.tutorial and table.coach is not None:
            step = table.coach.tutorial.step
            assert step is not None and step.action is not None, "the coach asks for a move"
            return step.action
        shown = table.shown.choices  # (a move the table dims, a guess that cannot be right, is not offered)
        legal = [a for a in legal if gestures.offered(shown, a)] or legal
        if self.rng.random() < self.random_kind_chance:
            kinds = sorted({self.game.action_kind(a) for a in legal})
            kind = self.rng.choice(kinds)
            return self.rng.choice([a for a in legal if self.game.action_kind(a) == kind])
        return self.bots[seat].choose(session.view(seat), legal)

    def verify(self, app: App, history: Sequence[Action | None]) -> bool:
        """Whether the expected move was made (then it is counted, or a different move is a failure)."""
        expect = self.expect
        if expect is None or len(history) <= expect.history_len:
            return False
        made = history[expect.history_len]
        if made != expect.action or (len(history) != expect.history_len + 1 and not (self.tutorial or self.others_move)):
            self.fail(app, f"the gesture made {made!r}", expect.action)
        else:
            self.moves_by_hand += 1
            self.tutorial_steps += self.tutorial
            self.moved_since_undo = True
            kind = self.game.action_kind(expect.action)
            self.kinds_by_hand[kind] = self.kinds_by_hand.get(kind, 0) + 1
        self.expect = None
        return True

    def try_undo(self, app: App, table: TableScene) -> None:
        """Click the Undo button or press Ctrl+Z (half and half), whether or not Undo is offered now."""
        from scenes.table.undo_button import UndoButton

        self.moved_since_undo = False
        session, seat = local_session(table), table.match.viewer
        assert seat is not None, "a person is at the table"
        refused = bool(table.match.why_no_undo())
        target = session.undo_target(seat)
        self.undo_attempt = UndoAttempt(len(session.history) if refused or target is None else target, seat,
                                        session.undos[seat], refused)
        app.toast_ms = 0.0
        button = next((w for w in table.widgets if isinstance(w, UndoButton)), None)
        if button is not None and self.undo_rng.random() < 0.5:
            self.click(app, button.screen_rect(app).center)
        else:
            self.queue.append([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="\x1a",
                                                  scancode=0)])

    def check_undo(self, app: App, table: TableScene) -> None:
        """After an Undo was posted: the moves went back (or, refused, nothing changed and the table said why)."""
        attempt, self.undo_attempt = self.undo_attempt, None
        assert attempt is not None
        session = local_session(table)
        history = len(session.history)
        if attempt.refused:
            said = app.toast_ms > 0 and app.toast_text == table.match.why_no_undo()
            if history != attempt.target or session.undos[attempt.seat] != attempt.undos or not said:
                self.fail(app, f"a refused Undo changed the game or said nothing ({app.toast_text!r})", None)
            else:
                self.undo_refusals += 1
        elif history != attempt.target or session.undos[attempt.seat] != attempt.undos + 1:
            self.fail(app, f"Undo left {history} moves, not {attempt.target}", None)
        else:
            self.undos += 1

    @property
    def expected(self) -> Expectation:
        """The move being made by hand (set by :meth:`at_table` before any gesture)."""
        assert self.expect is not None, "a gesture with no move expected"
        return self.expect

    def check_move(self, app: App, table: TableScene) -> None:
        """After a gesture: the session advanced by exactly the chosen move, or the next part of the gesture
        is made (the cards are selected now: drag them), or time is up."""
        if self.verify(app, table.match.session.history):
            return
        expect = self.expected
        expect.frames += 1
        if not expect.gestured or table.held is not None and expect.frames <= MOVE_TIMEOUT_FRAMES:
            self.gesture(app, table)  # (held: the first picks lie in their places, the next one is dragged now)
        elif expect.frames > MOVE_TIMEOUT_FRAMES:
            self.give_up(app, table, "the gesture was made but the move did not happen"
                         + (f" ({app.toast_text})" if app.toast_ms > 0 else ""))

    def gesture(self, app: App, table: TableScene) -> None:
        """The next part of the gesture for the expected move (select a card, drag, or click a button)."""
        action = self.expected.action
        choices = [c for c in table.shown.choices if c.action == action]
        drags = [c for c in choices if c.drag_from]
        if any(step.drag_to for c in drags for step in c.steps):  # picks by drag in either order: either first
            self.order_rng.shuffle(drags)
        reasons = []
        for choice in drags:
            reason = self.drag_gesture(app, table, choice)
            if reason is None:
                return
            reasons.append(reason)
        reason = self.button_gesture(app, table)
        if reason is None:
            return
        reasons.append(reason)
        if not choices:
            reasons.append("the table offers no gesture for it")
        self.give_up(app, table, "; ".join(reasons))

    def drag_gesture(self, app: App, table: TableScene, choice: Choice) -> str | None:
        """Select what must be selected, else drag it and drop it; None when a gesture was posted."""
        assert choice.drag_from is not None, "only choices made by a drag are dragged"
        for dragged in self.dragged_sets(choice):
            with table.board.at_rest():  # while cards are dragged no card is hovered
                on_seat = self.route_rng.random() < SEAT_DROP_CHANCE and self.seat_drop_point(table, dragged)
                drop = on_seat or self.drop_point(table, dragged)
            if not drop:
                continue
            if (len(dragged) > 1 or dragged & table.selection) and table.selection != dragged:
                return self.select(app, table, dragged)
            press_uid = sorted(dragged)[0]
            start = self.press_point(table, press_uid)
            if start is None:
                return f"no visible part of card {press_uid} to press"
            self.seat_drops += bool(on_seat)
            self.drag(start, drop)
            self.expected.gestured = True
            return None
        return f"no point inside {choice.drag_to} where a drop of {sorted(choice.drag_from)} makes the move"

    @staticmethod
    def dragged_sets(choice: Choice) -> list[frozenset[str]]:
        """What to drag for ``choice``: one card alone when that makes the move (one of several equal cards),
        else all of ``drag_from`` together."""
        assert choice.drag_from is not None
        singles = [frozenset({uid}) for uid in sorted(choice.drag_from)]
        return [*singles, choice.drag_from] if len(choice.drag_from) > 1 else singles

    def drop_point(self, table: TableScene, dragged: frozenset[str]) -> tuple[int, int] | None:
        """A point of the visible target where dropping ``dragged`` leads to the expected move (through the prompt's
        steps); it also sets the steps to pick."""
        action = self.expected.action
        matching = gestures.by_drag(table.shown.choices, dragged)
        if all(_steps_to([c for c in matching if c.drag_to == t], action) is None for t in {c.drag_to for c in matching}):
            return None  # wherever these cards land, the drop selects choices that cannot make the move
        choice_targets = {c.drag_to for c in table.shown.choices if c.action == action and c.drag_from}
        for target in sorted(t for t in choice_targets if t is not None):
            if target in table.layout.zones:
                rect = table.app.viewport.rect(table.layout.zones[target].rect)
            elif target in table.sprites:
                rect = table.screen_rect(table.sprites[target])
            else:
                continue
            for point in _points(rect.clip(table.app.screen.get_rect())):
                if _under_widget(table, point):
                    continue
                card = table.card_at(point, exclude=dragged)
                zone = table.zone_at(point)
                found = gestures.dropped(table.shown.choices, dragged, [t for t in (card, zone) if t is not None])
                steps = _steps_to(found, action)
                if steps is not None:
                    self.expected.steps = steps
                    return point
        return None

    def seat_drop_point(self, table: TableScene, dragged: frozenset[str]) -> tuple[int, int] | None:
        """A point of the place of the seat the expected move aims at first, where a drop of ``dragged`` picks that
        seat (no zone nor card there takes the drop); it also sets the steps to pick. None for a move that aims
        at no one else."""
        action = self.expected.action
        choices = table.shown.choices
        seat = next((gestures.first_seat(c.steps) for c in gestures.by_drag(choices, dragged) if c.action == action),
                    None)
        if seat is None or seat == table.match.viewer:
            return None
        options = gestures.dropped_on_seat(choices, dragged, seat)
        steps = _steps_to([Choice(o.action, o.steps) for o in options], action)
        if steps is None:
            return None
        for rect in SeatTargets(table.board, table.shown).rects(seat):
            for point in _points(rect.clip(table.app.screen.get_rect())):
                card, zone = table.card_at(point, exclude=dragged), table.zone_at(point)
                if _under_widget(table, point) or gestures.dropped(choices, dragged, [t for t in (card, zone) if t]):
                    continue
                if table.input.drop_seat(point) == seat:
                    self.expected.steps = steps
                    return point
        return None

    @staticmethod
    def press_point(table: TableScene, uid: str) -> tuple[int, int] | None:
        """A point where ``uid`` is the top-most card (what a press there picks up)."""
        with table.board.at_rest():  # the card as it lies (a fan's hovered card rises only as it is drawn)
            rect = table.screen_rect(table.sprites[uid]).clip(table.app.screen.get_rect())
        return next((p for p in _points(rect) if table.card_at(p) == uid and not _under_widget(table, p)), None)

    def select(self, app: App, table: TableScene, wanted: frozenset[str]) -> str | None:
        """One click towards selecting exactly ``wanted``: a box round them (when nothing else lies inside and
        the box can start on empty table), else a click on a card to toggle it."""
        if not all(table.sprites[u].card.selectable for u in wanted if u in table.sprites):
            return f"cards {sorted(wanted)} cannot be selected"
        if not table.selection and len(wanted) > 1 and self.rng.random() < 0.5:
            box = self.lasso_box(table, wanted)
            if box is not None:
                self.drag(*box)
                return None
        toggle = sorted((table.selection - wanted) | (wanted - table.selection))[0]
        point = self.press_point(table, toggle)
        if point is None:
            return f"no visible part of card {toggle} to click"
        self.click(app, point)
        return None

    @staticmethod
    def lasso_box(table: TableScene, wanted: frozenset[str]) -> tuple[tuple[int, int], tuple[int, int]] | None:
        centres = [table.screen_rect(table.sprites[u]).center for u in wanted]
        left, top = min(x for x, _ in centres) - 4, min(y for _, y in centres) - 4
        right, bottom = max(x for x, _ in centres) + 4, max(y for _, y in centres) + 4
        box = pygame.Rect(left, top, right - left, bottom - top)
        others = [s for uid, s in table.sprites.items() if uid not in wanted and s.card.selectable]
        if any(box.collidepoint(table.screen_rect(s).center) for s in others):
            return None
        corners = [((left, top), (right, bottom)), ((right, bottom), (left, top)),
                   ((left, bottom), (right, top)), ((right, top), (left, bottom))]
        for start, end in corners:
            if table.card_at(start) is None and table.app.screen.get_rect().collidepoint(start):
                return start, end
        return None

    def button_gesture(self, app: App, table: TableScene) -> str | None:
        """Click the table's button that starts the expected move; None when a click was posted."""
        action = self.expected.action
        for group, button in table.buttons.action_buttons:
            steps = _steps_to([Choice(o.action, o.steps) for o in group.options], action)
            if steps is None:
                continue
            rect = button.screen_rect(app)
            seat_point = self.table_seat_point(table, group.seat) if group.seat is not None \
                and self.route_rng.random() < SEAT_CLICK_CHANCE else None
            if seat_point is None and not app.screen.get_rect().contains(rect):
                return f"the button {group.label!r} lies outside the window"
            self.expected.steps = steps
            self.expected.gestured = True
            if seat_point is not None:  # the seat the button names, clicked on the table instead
                self.seat_clicks += 1
                self.click(app, seat_point)
            else:
                self.click(app, rect.center)
            return None
        return "no button makes it"

    @staticmethod
    def table_seat_point(table: TableScene, seat: int) -> tuple[int, int] | None:
        """A point of ``seat``'s zones where a click picks that seat (no button nor playable card on it)."""
        targets = SeatTargets(table.board, table.shown)
        for rect in targets.rects(seat):
            for point in _points(rect.clip(table.app.screen.get_rect())):
                uid = table.card_at(point)
                if uid is not None and (table.sprites[uid].card.selectable
                                        or uid in gestures.draggable(table.shown.choices)):
                    continue
                if not _under_widget(table, point) and table.input.seat_under(point) == seat:
                    return point
        return None

    @staticmethod
    def prompt_seat_point(app: App, prompt, seat: int) -> tuple[int, int] | None:
        """A point of ``seat``'s zones, beside the prompt's panel, where a click picks that seat."""
        if prompt.seats is None or seat not in prompt.seat_steps():
            return None
        panel = app.viewport.rect(prompt.panel)
        for rect in prompt.seats.rects(seat):
            for point in _points(rect.clip(app.screen.get_rect())):
                if not panel.collidepoint(point) and prompt.seats.seat_at(point) == seat:
                    return point
        return None

    def answer_prompt(self, app: App, prompt) -> None:
        """Click the prompt's button for the next step of the expected move."""
        if self.expect is None:
            self.fail(app, "a prompt opened that no move asked for", None)
            self.click(app, prompt.button(_tr("Cancel")).screen_rect(app).center)
            return
        picked = len(prompt.picker.picked)
        step = self.expect.steps[picked] if picked < len(self.expect.steps) else None
        button = prompt.step_buttons.get(step.key) if step is not None else None
        if button is None:
            assert self.table is not None, "a prompt opens over the table"
            self.give_up(app, self.table, f"the prompt offers no button for step {picked + 1} "
                         f"({step.label if step else 'none expected'})")
            return
        assert step is not None  # a button was found for it
        if step.seat is not None:
            point = self.prompt_seat_point(app, prompt, step.seat)
            if point is not None:  # the seat the step names, lit and clicked on the table
                self.seat_clicks += 1
                self.click(app, point)
                return
        if step.count is not None and prompt.stepper is not None and button is prompt.stepper:
            value = prompt.stepper.value  # − or + to the count, then OK
            part = prompt.ok_button if value == step.count else \
                prompt.stepper.plus if value < step.count else prompt.stepper.minus
            self.click(app, part.screen_rect(app).center)
            return
        rect = button.screen_rect(app)
        if not app.screen.get_rect().contains(rect):
            assert self.table is not None, "a prompt opens over the table"
            self.give_up(app, self.table, f"the prompt's button {step.label!r} lies outside the window")
            return
        self.click(app, rect.center)

    # ------------------------------------------------------------------ failures
    def give_up(self, app: App, table: TableScene, reason: str) -> None:
        """Record a move with no working gesture, then make it directly so the game goes on."""
        from scenes.core.dialogs import ConfirmScene
        from scenes.table.prompt import StepPrompt

        action = self.expected.action
        self.fail(app, reason, action)
        while isinstance(app.top, StepPrompt | ConfirmScene):
            app.pop()
        table.input.cancel_drag()
        table.moves.play(action, confirmed=True)
        self.expect = None

    def fail(self, app: App, reason: str, action: Action | None) -> None:
        move = len(self.table.match.session.history) if self.table is not None else -1
        png = self.png_dir / f"by-hand-{self.game_id}-{self.players}p-seed{self.seed}-move{move}.png"
        try:
            self.png_dir.mkdir(parents=True, exist_ok=True)
            app.draw()
            pygame.image.save(app.screen, str(png))
        except (OSError, pygame.error):
            png = Path("")
        self.failures.append(Failure(self.game_id, move, repr(action), reason, str(png)))

    # ------------------------------------------------------------------ posting events
    def click(self, app: App, pos: tuple[int, int]) -> None:
        self.queue.append([
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
        ])
        self.queue.append([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])

    def drag(self, start: tuple[int, int], end: tuple[int, int]) -> None:
        self.queue.append([
            pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
        ])
        for i in range(1, DRAG_MOTION_STEPS + 1):
            pos = (start[0] + (end[0] - start[0]) * i // DRAG_MOTION_STEPS,
                   start[1] + (end[1] - start[1]) * i // DRAG_MOTION_STEPS)
            self.queue.append([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))])
        self.queue.append([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)])

    def report(self) -> dict:
        return {"game": self.game_id, "players": self.players, "seed": self.seed, "options": self.options,
                "finished": self.finished, "moves_by_hand": self.moves_by_hand,
                "kinds_by_hand": dict(sorted(self.kinds_by_hand.items())), "rounds": self.rounds,
                "handovers": self.handovers, "confirmations": self.confirmations, "seat_clicks": self.seat_clicks,
                "undos": self.undos, "undo_refusals": self.undo_refusals,
                "seat_drops": self.seat_drops, "failures": [f.to_json() for f in self.failures],
                **({"tutorial_steps": self.tutorial_steps} if self.tutorial else {}),
                **(self.replay_walk.report() if self.replay_walk is not None else {}),
                **(self.timings() if self.realtime else {})}

    def timings(self) -> dict:
        def pick(values: list[float], q: float) -> float:
            ordered = sorted(values)
            return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))], 1) if ordered else 0.0

        return {"waits_ms": {"p50": pick(self.waits_ms, 0.5), "p95": pick(self.waits_ms, 0.95),
                             "max": round(max(self.waits_ms, default=0.0), 1), "count": len(self.waits_ms)},
                "stage_ms": {"p50": pick(self.stages_ms, 0.5), "p95": pick(self.stages_ms, 0.95)}}


def _steps_to(found: list[Choice], action: Action) -> tuple[Step, ...] | None:
    """The steps to pick in the prompt after a gesture that ``found`` these choices, so that it makes ``action``;
    None when no picking does."""
    mine = [c for c in found if c.action == action]
    if not mine:
        return None
    for choice in mine:
        picker = gestures.StepPicker(gestures.drag_options(found))
        for step in choice.steps[len(picker.picked):]:
            if picker.done() is not None:
                break
            try:
                picker.pick(step.key)
            except ValueError:
                break
        if picker.done() == action:
            return choice.steps
    return None


def _points(rect: pygame.Rect) -> list[tuple[int, int]]:
    """Points inside ``rect``, the middle first, then a grid from the middle outwards."""
    if rect.w <= 0 or rect.h <= 0:
        return []
    xs = [rect.x + (rect.w - 1) * i // (GRID - 1) for i in range(GRID)]
    ys = [rect.y + (rect.h - 1) * i // (GRID - 1) for i in range(GRID)]
    cx, cy = rect.center
    return sorted({(x, y) for x in xs for y in ys} | {(cx, cy)},
                  key=lambda p: ((p[0] - cx) ** 2 + (p[1] - cy) ** 2, p))


def _under_widget(table: TableScene, point: tuple[int, int]) -> bool:
    """A button or other widget of the table lies over ``point`` (it would take the press)."""
    return any(w.screen_rect(table.app).collidepoint(point) for w in table.widgets)


def _tr(text: str) -> str:
    from game.i18n import tr

    return tr(text)


def local_session(table: TableScene) -> Session:
    """The session of a match played at this screen (--undo: a remote app's match has no undo to try)."""
    from game.match import Match

    match = table.match
    assert isinstance(match, Match), "Undo is tried at a local table"
    return match.session


def run(game_id: str, players: int, seed: int, size: tuple[int, int] | None = (1280, 720), options: dict | None = None,
        png_dir: Path | None = None, max_seconds: float = 600.0, realtime: bool = False,
        undo: bool = False, tutorial: bool = False, replay: bool = False,
        enough: Callable[[ByHandPlayer], bool] | None = None, speech_log: Path | None = None,
        language: str = "en", player_class: type[ByHandPlayer] | None = None) -> dict:
    """A whole game played by hand in the real app loop, headless; the JSON report. The loop runs on a virtual
    clock (no real-time waits); with ``realtime``, on the real clock with the app's default settings. ``enough``:
    ends the run early once it holds (a test that needs only part of a game). ``speech_log``: the game is spoken
    into that file (:mod:`scenes.tools.speech_log`), the report adds ``announcements`` and ``silent_moves``.
    ``player_class``: another player (:class:`scenes.tools.bykeys.KeysPlayer`: by posted keys alone)."""
    import tempfile

    from scenes.core.app import FPS
    from scenes.core.clock import RealClock, VirtualClock
    from scenes.screens.menu import MenuScene
    from scenes.tools.common import headless, scratch_app
    from scenes.tools.speech_log import attach as speech_log_attach

    headless()
    app = scratch_app(size, language=language) if realtime else \
        scratch_app(size, bot_pace_ms=0, animation_speed=0.0, language=language)
    app.fixed_seed = seed
    spoken = None if speech_log is None else speech_log_attach(app, speech_log)
    player = (player_class or ByHandPlayer)(game_id, players, seed, dict(options or {}),
                          png_dir or Path(tempfile.gettempdir()) / "palace-table-by-hand", max_seconds=max_seconds,
                          realtime=realtime, undo=undo, tutorial=tutorial, replay=replay)
    def frame(app: App) -> None:
        player(app)
        if spoken is not None:
            spoken(app)
        if enough is not None and enough(player):
            app.running = False

    app.on_frame = frame
    app.push(MenuScene(app))
    app.run(FPS, RealClock(FPS) if realtime else VirtualClock())
    return {**player.report(), **(spoken.report(player.finished) if spoken is not None else {})}
