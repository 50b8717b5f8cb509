"""The one worker process in which bots decide, so that a bot thinking never holds up the frame loop."""

from __future__ import annotations

import multiprocessing
import os
import threading
from concurrent.futures import ProcessPoolExecutor

from game.catalog import available_game_ids

_pool: ProcessPoolExecutor | None = None


def bot_pool() -> ProcessPoolExecutor:
    """One worker process for bot decisions, so that a bot thinking never holds up the frame loop.

    Spawned, not forked, on every system: a forked child shares the app's memory copy-on-write, so each page the
    frame loop writes afterwards (surfaces, the heap) costs a page fault and a copy, tens of milliseconds of
    hitches at the table; and forking a process that runs threads (autosave, SDL's) is unsafe, on macOS above all.
    """
    global _pool
    if _pool is None:
        _pool = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                                    initializer=exit_with_parent)
    return _pool


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


def warm_bot_pool() -> None:
    """Start the bot process and let it import the games now, so the first bot move does not wait for that."""
    bot_pool().submit(available_game_ids)


def reset_bot_pool() -> None:
    global _pool
    if _pool is not None:
        _pool.shutdown(wait=False, cancel_futures=True)
    _pool = None
