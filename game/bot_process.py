"""The one worker process in which bots decide, so that a bot thinking never holds up the frame loop."""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import threading
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import TypeVar

from game import catalog
from game.catalog import available_game_ids

_pool: ProcessPoolExecutor | None = None
_stop_registered = False
T = TypeVar("T")


def bot_pool() -> ProcessPoolExecutor:
    """One worker process for bot decisions, so that a bot thinking never holds up the frame loop.

    Spawned, not forked, on every system: a forked child shares the app's memory copy-on-write, so each page the
    frame loop writes afterwards (surfaces, the heap) costs a page fault and a copy, tens of milliseconds of
    hitches at the table; and forking a process that runs threads (autosave, SDL's) is unsafe, on macOS above all.
    """
    global _pool
    if _pool is None:
        added = [entry for entry in catalog.entries() if entry.id not in catalog.SHIPPED]
        _pool = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                                    initializer=start_bot_process, initargs=(added,))
        _stop_at_exit()
    return _pool


def _stop_at_exit() -> None:
    """Have :func:`stop_bot_pool` run as the app's process ends, however it ends (Quit, a crash), before the
    executor's own exit handler, which would wait for the task the bot process is busy with (a review, a hint):
    minutes after the window closed. Registered like that handler (run before the threads are joined, the last
    registered first), hence after it, so it runs first."""
    global _stop_registered
    register = getattr(threading, "_register_atexit", None)
    if register is not None and not _stop_registered:
        with contextlib.suppress(RuntimeError):  # the interpreter is already shutting down
            register(stop_bot_pool)
            _stop_registered = True


def stop_bot_pool() -> None:
    """End the bot process now, whatever it is computing, and forget what was asked of it. It holds nothing
    to save (it only decides), so this is safe at any moment; :func:`bot_pool` starts a new one if asked."""
    global _pool
    pool, _pool = _pool, None
    if pool is None:
        return
    processes = list(pool._processes.values())  # noqa: SLF001 - no public way to end a busy worker before 3.14
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        process.terminate()


def start_bot_process(added: list[catalog.GameEntry]) -> None:
    """In the bot process: end with the app (:func:`exit_with_parent`) and know the games registered in the app
    besides the shipped ones (a plug-in's, the tests' fixture game), as a spawned process starts from scratch."""
    exit_with_parent()
    for entry in added:
        catalog.register(entry)


def exit_with_parent() -> None:
    """In the bot process: end it as soon as the app is gone, however it went (kill -9, a crash).

    The worker otherwise waits for tasks for ever on a queue whose pipe it holds both ends of, so it never sees
    the app die, and multiprocessing's resource tracker (which every spawned process shares) waits for it. A
    daemon thread waits on the parent's sentinel (a pipe on POSIX, the process handle on Windows: no polling)."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def watch() -> None:
        parent.join()
        os._exit(0)

    threading.Thread(target=watch, name="exit-with-parent", daemon=True).start()


def submit_to_bots(fn: Callable[[], T]) -> Future[T]:
    """Ask the bot process to compute ``fn()``. A bot process that died since the last task (killed, out of
    memory) leaves a broken pool behind: a new one is started for this task instead of failing it."""
    try:
        return bot_pool().submit(fn)
    except BrokenProcessPool:
        reset_bot_pool()
        return bot_pool().submit(fn)


def warm_bot_pool() -> None:
    """Start the bot process and let it import the games now, so the first bot move does not wait for that."""
    submit_to_bots(available_game_ids)


def reset_bot_pool() -> None:
    global _pool
    if _pool is not None:
        _pool.shutdown(wait=False, cancel_futures=True)
    _pool = None
