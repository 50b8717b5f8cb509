"""Work a scene needs from the disk (listing the saves), done on a worker thread so that no frame waits for it;
the scene polls :attr:`Background.done` in its update and shows "Loading…" until then."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Generic, TypeVar

T = TypeVar("T")


class Background(Generic[T]):
    """Runs ``work`` once on a daemon thread; :attr:`value` or :attr:`error` hold its outcome when :attr:`done`."""

    def __init__(self, work: Callable[[], T], name: str = "background") -> None:
        self.value: T | None = None
        self.error: Exception | None = None
        self._done = threading.Event()
        self._work = work
        threading.Thread(target=self._run, name=name, daemon=True).start()

    def _run(self) -> None:
        try:
            self.value = self._work()
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
