"""An asyncio event loop on a thread of its own (the host's server runs there, the frame loop never waits for it):
started, told when its server is ready, and stopped from any thread."""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import Callable, Coroutine


class LoopThread:
    """Runs ``main`` (see :meth:`start`) on a daemon thread named ``name`` until :meth:`stop`."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.loop: asyncio.AbstractEventLoop | None = None
        self.error: BaseException | None = None  # what ended the thread, if anything did
        self._stop: asyncio.Event | None = None
        self._ready = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self, main: Callable[[], Coroutine[object, object, None]], timeout_s: float) -> bool:
        """Run ``main()`` on the thread; True once it called :meth:`ready` within ``timeout_s`` (False: it did not,
        or it failed first: :attr:`error`). ``main`` serves until :meth:`stopped` returns."""
        self._thread = threading.Thread(target=self._run, args=(main,), name=self.name, daemon=True)
        self._thread.start()
        return self._ready.wait(timeout_s) and self.error is None

    def _run(self, main: Callable[[], Coroutine[object, object, None]]) -> None:
        try:
            asyncio.run(self._main(main))
        except BaseException as exc:  # noqa: BLE001 - reported to start() or kept for close()
            self.error = exc
            self._ready.set()

    async def _main(self, main: Callable[[], Coroutine[object, object, None]]) -> None:
        self.loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        await main()

    def ready(self) -> None:
        """``main`` serves now (:meth:`start` returns)."""
        self._ready.set()

    async def stopped(self) -> None:
        """Returns once :meth:`stop` was called (on the loop)."""
        if self._stop is not None:
            await self._stop.wait()

    def running(self) -> bool:
        loop, stop = self.loop, self._stop
        return loop is not None and stop is not None and not loop.is_closed()

    def stop(self, timeout_s: float) -> None:
        """Let :meth:`stopped` return (any thread), and wait up to ``timeout_s`` for the thread to end."""
        loop, stop = self.loop, self._stop
        if loop is not None and stop is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(stop.set)
        if self._thread is not None:
            self._thread.join(timeout_s)
