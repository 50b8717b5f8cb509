"""The by-hand player's common part (:mod:`scenes.tools.byhand`): its settings and counts, the records of a move
being made and of a failure (with a PNG of the screen), and the posting of mouse and key events, one batch a frame.
The other parts (:mod:`scenes.tools.screen_walk`, :mod:`scenes.tools.hand_checks`,
:mod:`scenes.tools.hand_gestures`) build on it."""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

import pygame

from game import catalog
from game.engine import Action, Step
from scenes.tools.replay_walk import ReplayWalk

if TYPE_CHECKING:
    from game.session import Session
    from scenes.core.app import App
    from scenes.table.table import TableScene

RANDOM_KIND_CHANCE = 0.25
DRAG_MOTION_STEPS = 4
SETTLE_FRAMES = 2  # frames after a gesture before the table is looked at again


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
class PlayerBase:
    """The settings, the counts and the event queue of a by-hand player; the parts' methods one part calls on
    another are named here."""

    keys_only: ClassVar[bool] = False  # every event posted is a key (the keys player): Undo by Ctrl+Z, not a click

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
        self.rounds = 0
        self.handovers = 0
        self.confirmations = 0
        self.seat_clicks = 0
        self.undo_rng = random.Random(f"by-hand undo {self.seed}")  # the moves' own streams stay as without undo
        self.order_rng = random.Random(f"by-hand order {self.seed}")  # which pick of a move by drags comes first
        self.undo_attempt: UndoAttempt | None = None
        self.moved_since_undo = False  # a move was made by hand since the last Undo tried
        self.undos = 0
        self.undo_refusals = 0
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

    # ------------------------------------------------------------------ made by the other parts
    def at_table(self, app: App, table: TableScene) -> None:
        raise NotImplementedError  # scenes.tools.hand_checks

    def verify(self, app: App, history: Sequence[Action | None]) -> bool:
        raise NotImplementedError  # scenes.tools.hand_checks

    def give_up(self, app: App, table: TableScene, reason: str) -> None:
        raise NotImplementedError  # scenes.tools.hand_checks

    def gesture(self, app: App, table: TableScene) -> None:
        raise NotImplementedError  # scenes.tools.hand_gestures

    def coach_next(self, app: App, table: TableScene) -> bool:
        raise NotImplementedError  # scenes.tools.screen_walk

    @property
    def expected(self) -> Expectation:
        """The move being made by hand (set by :meth:`at_table` before any gesture)."""
        assert self.expect is not None, "a gesture with no move expected"
        return self.expect

    # ------------------------------------------------------------------ failures
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
    def post_queued(self) -> bool:
        """Post the next batch of queued events (then let the app settle), or wait; False when there is nothing
        to post nor to wait for."""
        if self.queue:
            for event in self.queue.pop(0):
                pygame.event.post(event)
            if not self.queue:
                self.wait = SETTLE_FRAMES
            return True
        if self.wait:
            self.wait -= 1
            return True
        return False

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

    def key(self, key: int, mod: int = 0, text: str = "") -> None:
        """A key pressed (one batch of its own)."""
        self.queue.append([pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=text, scancode=0)])

    # ------------------------------------------------------------------ the report
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


def ui_text(text: str) -> str:
    from game.i18n import tr

    return tr(text)


def local_session(table: TableScene) -> Session:
    """The session of a match played at this screen (--undo: a remote app's match has no undo to try)."""
    from game.match import Match

    match = table.match
    assert isinstance(match, Match), "Undo is tried at a local table"
    return match.session
