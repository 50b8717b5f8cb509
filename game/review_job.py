"""A review computed in the bot process a part at a time, so that it never holds up play: each part is a quarter
of a second of work, the next one is asked for only when the last has come back, and stopping (Back, quitting)
drops what is not yet asked for. A bot move or a hint asked meanwhile waits for one part at most, never for the
review of a whole long game (a Palace game can hold 600 decisions, over a minute of searching)."""

from __future__ import annotations

import time
from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool
from functools import partial

from game.ai.hint import MoveReview
from game.bot_process import reset_bot_pool, submit_to_bots
from game.session import ReviewRequest

PART_S = 0.25
"""Seconds of work in one part (the longest a bot move asked during a review waits, plus one decision)."""
PART_MOST = 64
"""Decisions sent with one part at most (it does as many of them as fit in :data:`PART_S`)."""


class ReviewJob:
    """One review under way; :meth:`poll` it every frame."""

    def __init__(self, request: ReviewRequest) -> None:
        self.request = request
        self.reviews: list[MoveReview] = []
        self.error: BaseException | None = None
        self._pending: Future[list[MoveReview]] | None = None
        self._ask()

    @property
    def total(self) -> int:
        return len(self.request.decisions)

    @property
    def reviewed(self) -> int:
        return len(self.reviews)

    def finished(self) -> bool:
        """Every decision reviewed, or the review failed (:attr:`error`)."""
        return self.error is not None or self.reviewed >= self.total

    def running(self) -> bool:
        return self._pending is not None

    def poll(self) -> bool:
        """Take a part that came back and ask for the next; True when this call brought news (progress, the end
        or a failure)."""
        pending = self._pending
        if pending is None or not pending.done():
            return False
        self._pending = None
        try:
            part = pending.result()
        except BrokenProcessPool as exc:
            reset_bot_pool()
            self.error = exc
        except Exception as exc:  # noqa: BLE001 - the review's failure is shown, never raised into the frame loop
            self.error = exc
        else:
            if not part:  # a part always reviews at least one decision: guard against looping for ever
                self.error = RuntimeError("a part of the review came back empty")
            self.reviews += part
            self._ask()
        return True

    def wait(self, timeout: float) -> None:
        """Poll until the review is finished or ``timeout`` seconds passed (for tools, never the frame loop)."""
        deadline = time.monotonic() + timeout
        while not self.finished() and self.running() and time.monotonic() < deadline:
            if not self.poll():
                time.sleep(0.005)

    def cancel(self) -> None:
        """Stop: the part being computed is left to finish (a quarter of a second), no other is asked for."""
        if self._pending is not None:
            self._pending.cancel()
            self._pending = None

    def _ask(self) -> None:
        if self.finished():
            return
        part = self.request.part(self.reviewed, PART_MOST)
        try:
            self._pending = submit_to_bots(partial(part.compute, PART_S))
        except BrokenProcessPool as exc:  # the bot process died since the last task: the next one starts anew
            reset_bot_pool()
            self.error = exc
