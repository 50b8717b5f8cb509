"""Work a scene needs from the disk (listing the saves), done on a worker thread so that no frame waits for it;
the scene polls :attr:`Background.done` in its update and shows "Loading…" until then."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Generic, NoReturn, TypeVar

T = TypeVar("T")


def _done_already() -> NoReturn:
    raise RuntimeError("a Background runs its work once")


class Background(Generic[T]):
    """Runs ``work`` once on a daemon thread (or on :class:`Coalesced`'s, ``start=False``); :attr:`value` or
    :attr:`error` hold its outcome when :attr:`done`."""

    def __init__(self, work: Callable[[], T], name: str = "background", start: bool = True) -> None:
        self.value: T | None = None
        self.error: Exception | None = None
        self._done = threading.Event()
        self._work = work
        if start:
            threading.Thread(target=self._run, name=name, daemon=True).start()

    def _run(self) -> None:
        work, self._work = self._work, _done_already  # a kept ticket keeps its value, not what made it
        try:
            self.value = work()
        except Exception as exc:  # noqa: BLE001 - handed to the scene, which shows it
            self.error = exc
        finally:
            self._done.set()

    @property
    def done(self) -> bool:
        return self._done.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        """Block until done (tools and tests only; scenes poll :attr:`done`)."""
        return self._done.wait(timeout)


class Coalesced(Generic[T]):
    """One piece of work many screens ask for (the saves listing): at most one run at a time on one worker thread,
    and every request made while it runs is answered by the one next run (30 quick visits to the menu start one
    or two runs, not 30 threads). A request's answer is never older than the request."""

    def __init__(self, work: Callable[[], T], name: str = "background") -> None:
        self._work, self._name = work, name
        self._lock = threading.Lock()
        self._queued: Background[T] | None = None  # the ticket of the next run, not started yet
        self._worker = False  # a worker thread is running

    def request(self) -> Background[T]:
        """A ticket (like :class:`Background`) answered by the next run to start."""
        with self._lock:
            if self._queued is None:
                self._queued = Background(self._work, self._name, start=False)
            ticket = self._queued
            if not self._worker:
                self._worker = True
                threading.Thread(target=self._serve, name=self._name, daemon=True).start()
        return ticket

    def _serve(self) -> None:
        try:
            while True:
                with self._lock:
                    ticket, self._queued = self._queued, None
                    if ticket is None:
                        self._worker = False
                        return
                ticket._run()
        except BaseException:  # the work raised past Background: the next request starts a new worker
            with self._lock:
                self._worker = False
            raise
