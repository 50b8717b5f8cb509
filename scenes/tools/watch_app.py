"""A spectator's app in the headless tools: ``python -m game join --watch`` with a watch code (a process of its own,
started by ``python -m game autoplay --by-hand --remote K --spectators M``).

The app is the real one at a spectator's table (:class:`game.net.spectator.SpectatorMatch`, drawn by the table
scene at the app's default settings on the virtual clock). :class:`Watcher` is its frame hook: it counts the tables
drawn (each position the table scene showed), checks that no move is ever offered, tries once to act (the host must
refuse it: ``spectator``), walks past the round summaries as a person would, and ends the app once the game is over.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.i18n import tr

if TYPE_CHECKING:
    from scenes.core.app import App

SETTLE_FRAMES = 3
END_FRAMES = 30
"""Frames the final table stays once the game is over (then the app ends)."""


@dataclass
class Watcher:
    """The frame hook of a spectator's headless app (see the module's text)."""

    max_seconds: float = 600.0
    png_dir: Path | None = None
    tag: str = "spectator"
    drawn: set[int] = field(default_factory=set)  # the positions (moves played) the table drew
    offered: int = 0  # frames whose table offered a move (must stay 0)
    acted: bool = False  # the one action tried (the host refuses it)
    failures: list[str] = field(default_factory=list)
    finished: bool = False
    shots: list[str] = field(default_factory=list)
    _queue: list[list[pygame.event.Event]] = field(default_factory=list)
    _wait: int = 0
    _end: int = 0
    _deadline: float = 0.0

    def __call__(self, app: App) -> None:
        from scenes.screens.menu import MenuScene
        from scenes.screens.scoring import ScoringScene
        from scenes.table.table import TableScene

        if not self._deadline:
            self._deadline = time.monotonic() + self.max_seconds
        if time.monotonic() > self._deadline:
            self.failures.append("timed out")
            app.running = False
            return
        if self._queue:
            for event in self._queue.pop(0):
                pygame.event.post(event)
            self._wait = SETTLE_FRAMES
            return
        if self._wait:
            self._wait -= 1
            return
        top = app.top
        if isinstance(top, TableScene):
            self.at_table(app, top)
        elif isinstance(top, ScoringScene):
            if top.final:
                self.finished = True
                self.shot(app, "final")
                app.running = False
            else:
                self.click(top.button(tr("Next round")).screen_rect(app).center)
        elif isinstance(top, MenuScene):
            app.running = False
        # (a toast or another screen on top: wait)

    def at_table(self, app: App, table: object) -> None:
        match = table.match  # type: ignore[attr-defined]
        model = match.model()
        if model.choices or match.viewer_acts():
            self.offered += 1
        number = match.moves_played()
        if number not in self.drawn:
            self.drawn.add(number)
            if len(self.drawn) == 1:
                self.shot(app, "first")
        if not self.acted and match.session.current_seat() >= 0:
            self.acted = True  # past the table's own refusal: straight to the host, who must refuse it
            match.client.act(number, ["pass"])
        if match.is_over() or match.host_gone:
            self._end += 1
            if self._end > END_FRAMES:
                self.finished = match.is_over()
                self.shot(app, "end")
                app.running = False

    def click(self, pos: tuple[int, int]) -> None:
        self._queue.append([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
        self._queue.append([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])

    def shot(self, app: App, when: str) -> None:
        if self.png_dir is None:
            return
        path = self.png_dir / f"{self.tag}-{when}.png"
        try:
            self.png_dir.mkdir(parents=True, exist_ok=True)
            pygame.image.save(app.screen, str(path))
            self.shots.append(str(path))
        except (OSError, pygame.error):
            pass

    def report(self, errors: list[str]) -> dict:
        refused = errors.count("spectator")
        failures = list(self.failures)
        if self.offered:
            failures.append(f"a move was offered to a spectator on {self.offered} frames")
        if self.acted and not refused:
            failures.append("the host did not refuse a spectator's action")
        return {"finished": self.finished, "frames": len(self.drawn), "offered": self.offered,
                "refused_actions": refused, "errors": errors, "shots": self.shots, "failures": failures}
