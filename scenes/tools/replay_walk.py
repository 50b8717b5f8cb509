"""``autoplay --by-hand --replay``: after the game, its replay opened from the final screen and walked by posted
events only — one move forward to the end (→), one back to the start (←), by round (Page Down, then Page Up) and
by clicks on lines of the log. At each move shown, the table model on screen is compared with the model of the
match at that move, made independently (the match's moves applied from the seed, forward, for the seat whose view
is shown). Report: ``replay_steps`` (positions compared), ``replay_mismatches``, ``replay_back_ms_p95`` (one step
back: the position rebuilt and the table re-read)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game import catalog
from game.engine import Action, TableModel
from game.session import Session

if TYPE_CHECKING:
    from scenes.core.app import App
    from scenes.screens.replay import ReplayScene

LOG_CLICKS = 6


def reference_models(session: Session, history: Sequence[Action], seat: int) -> list[TableModel]:
    """The table for ``seat`` after each number of moves (0 to all), as a replay shows it: after a move that ended
    a round, the position as it ended (before the next deal)."""
    replay = Session(session.game, session.seats, session.seed, session.options)
    presenter = catalog.get_entry(session.game.id).presenter()
    names = session.names
    models = [presenter.table(replay.view(seat), [], names)]
    for action in history:
        replay.apply(action)  # a move that ends a round stops at its end: the next one deals first
        models.append(presenter.table(replay.view(seat), [], names))
    return models


class ReplayWalk:
    """Drives the replay screen one posted event per frame (see the module's text)."""

    def __init__(self) -> None:
        self.opened = False
        self.done = False
        self.phase = "choose"
        self.steps = 0
        self.mismatches = 0
        self.problems: list[str] = []
        self.models: list[TableModel] = []
        self.expect: int | None = None  # the move the last posted event should show
        self.clicked: set[int] = set()
        self.back_ms: list[float] = []

    def report(self) -> dict:
        ordered = sorted(self.back_ms)
        p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))] if ordered else 0.0
        unfinished = 0 if self.done else 1  # a walk that did not get through counts against it
        return {"replay_steps": self.steps, "replay_mismatches": self.mismatches + unfinished,
                "replay_back_ms_p95": round(p95, 2), **({"replay_problems": self.problems[:10]} if self.problems else {})}

    def check(self, scene: ReplayScene) -> None:
        """The move shown is the one expected, and the table on screen is the match's at that move."""
        match = scene.match
        shown = match.moves_played()
        self.steps += 1
        if self.expect is not None and shown != self.expect:
            self.mismatches += 1
            self.problems.append(f"{self.phase}: move {shown} shown, {self.expect} expected")
        elif scene.table.shown != self.models[shown]:
            self.mismatches += 1
            self.problems.append(f"{self.phase}: the table at move {shown} is not the match's")
        self.expect = None

    def key(self, k: int) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))

    def click(self, pos: tuple[int, int]) -> None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))

    def __call__(self, app: App, scene: ReplayScene, session: Session) -> None:
        """One frame's work: check what the last event showed, post the next."""
        match = scene.match
        if scene.choosing:  # a hot-seat game: whose view (the first person's)
            self.click(scene.widgets[0].screen_rect(app).center)
            return
        if not self.models:
            seat = match.viewer if match.viewer is not None else 0
            self.models = reference_models(session, session.history, seat)
            self.expect = None
            self.key(pygame.K_HOME)
            self.phase = "start"
            self.expect = 0
            return
        self.check(scene)
        now, length = match.moves_played(), match.length
        if self.phase == "start":
            self.phase = "forward"
        if self.phase == "forward":
            if now < length:
                self.expect = now + 1
                self.key(pygame.K_RIGHT)
                return
            self.phase = "back"
            scene.back_ms.clear()
        if self.phase == "back":
            if now > 0:
                self.expect = now - 1
                self.key(pygame.K_LEFT)
                return
            self.back_ms = list(scene.back_ms)
            self.phase = "rounds"
        if self.phase == "rounds":
            later = [s for s in match.round_starts() if s > now]
            if later:
                self.expect = later[0]
                self.key(pygame.K_PAGEDOWN)
                return
            if now < length:
                self.expect = length
                self.key(pygame.K_PAGEDOWN)
                return
            self.phase = "rounds back"
        if self.phase == "rounds back":
            earlier = [s for s in match.round_starts() if s < now]
            if earlier and len(match.round_starts()) > 1:
                self.expect = earlier[-1]
                self.key(pygame.K_PAGEUP)
                return
            self.phase = "end"
            self.expect = length
            self.key(pygame.K_END)
            return
        if self.phase == "end":
            self.phase = "log"
        if self.phase == "log":
            lines = match.line_moves()
            rows = [(rect, line) for rect, line in scene.log_rows() if line not in self.clicked]
            if rows and len(self.clicked) < LOG_CLICKS:
                rect, line = rows[len(self.clicked) * 3 % len(rows)]
                self.clicked.add(line)
                self.expect = lines[line]
                self.click(rect.center)
                return
            self.phase = "closed"
            self.done = True
            self.key(pygame.K_ESCAPE)
