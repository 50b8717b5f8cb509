"""A bot's decision computed in the bot process (:mod:`game.bot_process`) while the frame loop goes on: asked for
once, taken when it is ready, forgotten when the position it was asked about is gone."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from concurrent.futures import Future, wait
from concurrent.futures.process import BrokenProcessPool

from game.bot_process import reset_bot_pool, submit_to_bots
from game.engine import Action


class BotWorker:
    """At most one bot decision under way, and the position it was asked about."""

    def __init__(self, position: Callable[[], Hashable] = lambda: None) -> None:
        """``position``: what tells the match's positions apart now (a decision is about the one it was asked at)."""
        self._future: Future[Action] | None = None
        self._where = position
        self._position: Hashable = None

    def start(self, decide: Callable[[], Action]) -> None:
        """Ask the bot process for ``decide()`` (unless a decision is under way) about the position now."""
        if self._future is None:
            self._future = submit_to_bots(decide)
            self._position = self._where()

    def thinking(self) -> bool:
        return self._future is not None

    def wait(self, timeout_s: float) -> None:
        """Block up to ``timeout_s`` for the decision asked for, if any (headless tools only)."""
        if self._future is not None:
            wait([self._future], timeout_s)

    def take(self) -> Action | None:
        """The finished decision, if ready (raises what the bot raised; a broken bot process is replaced first).
        A decision about another position than the one now is forgotten, never handed out: the match moved on
        without :meth:`cancel` (None; the next :meth:`start` asks about the position now)."""
        if self._future is not None and self._where() != self._position:
            self.cancel()
        if self._future is None or not self._future.done():
            return None
        future, self._future = self._future, None
        try:
            return future.result()
        except BrokenProcessPool:
            reset_bot_pool()
            raise

    def cancel(self) -> None:
        """Forget the decision asked for (the position it was asked about will have changed)."""
        if self._future is not None:
            self._future.cancel()
            self._future = None
