"""What a frame of the app's loop is worth in time: the real clock (the app, benchmarks), or a virtual one for the
headless tools and tests, where every frame advances a fixed time and nothing waits for real time to pass."""

from __future__ import annotations

from typing import Protocol

import pygame

VIRTUAL_FRAME_MS = 100.0
"""A virtual frame's worth of time: a card crosses the table in a few frames, a stage or a held round end rests
for about ten."""
UNSEEN_FPS = 10
"""The frames a second of a window that cannot be seen (minimized): the game goes on (bots, friends' moves, cards
on their way, the voice) but draws six times less for nobody to see."""
WORKER_WAIT_S = 0.5
"""How long a virtual frame blocks at most for a worker (a bot thinking) before the loop goes on (so that the
tools' deadlines are still checked)."""


class Waiting(Protocol):
    def wait_for_worker(self, timeout_s: float) -> None:
        """Block until the scene's worker (a bot's move, a hint) answers, or ``timeout_s`` passed."""


class Looping(Protocol):
    """What a clock sees of the app: whether it still runs, and the scene on top."""

    @property
    def running(self) -> bool: ...

    @property
    def top(self) -> Waiting | None: ...


class FrameClock(Protocol):
    def tick(self, app: Looping) -> float:
        """Called after each frame: wait as the clock requires, return the milliseconds the next frame advances."""
        ...


class RealClock:
    """Frames paced by pygame's clock at ``fps`` (0: uncapped), at :data:`UNSEEN_FPS` while the window cannot be
    seen (minimized, or on another virtual desktop: ``pygame.display.get_active``); a frame advances the real time
    since the last."""

    def __init__(self, fps: int) -> None:
        self.fps = fps
        self._clock = pygame.time.Clock()

    def rate(self) -> int:
        """The frames a second to pace at now (0: uncapped)."""
        return self.fps if pygame.display.get_active() else min(self.fps or UNSEEN_FPS, UNSEEN_FPS)

    def tick(self, app: Looping) -> float:
        fps = self.rate()
        return self._clock.tick(fps) if fps else max(1.0, self._clock.tick())


class VirtualClock:
    """Every frame advances ``frame_ms`` of virtual time at once, so animations, stages, held round ends and the bot
    pace complete in a few frames. A scene waiting on a worker (a bot's move, a hint, a save listing) is waited for
    here, blocking, instead of spinning frames until the answer arrives."""

    def __init__(self, frame_ms: float = VIRTUAL_FRAME_MS, worker_wait_s: float = WORKER_WAIT_S) -> None:
        self.frame_ms = frame_ms
        self.worker_wait_s = worker_wait_s

    def tick(self, app: Looping) -> float:
        top = app.top
        if app.running and top is not None:
            top.wait_for_worker(self.worker_wait_s)
        return self.frame_ms
