"""Advisory file locks between processes, through the ``filelock`` package (``flock`` on POSIX, ``msvcrt``
locking on Windows).

Used for the one-instance lock of the data folder, the statistics' read-modify-write and the autosave slot each
running app owns. The operating system drops a lock when its process ends, however it ends (a kill, a crash), so
a lock is never left stale. This module keeps the small interface those callers need: a non-blocking "is someone
else holding it?" (``acquire(timeout=0)`` is False), a lock taken in one thread and let go in another, and OSError
where the file system cannot lock at all (the callers then go on without the lock, as before).
"""

from __future__ import annotations

import contextlib
import errno
from pathlib import Path
from types import TracebackType

import filelock

POLL_S = 0.01


class LockTimeout(TimeoutError):
    """Another process held the lock for longer than the wait allowed."""


class FileLock:
    """An exclusive lock on ``path`` (created if missing, kept after release; its content is never read). Not
    re-entrant; two :class:`FileLock` objects on one file exclude each other even within one process."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._lock = filelock.FileLock(
            self.path,
            thread_local=False,  # the autosave slot is taken on a worker thread and let go on the frame thread
            fallback_to_soft=False,  # no marker files left behind by a kill: no lock at all is an OSError
            preserve_lock_file=True,  # Windows too keeps the file; a waiter never races its removal
        )

    @property
    def held(self) -> bool:
        return self._lock.is_locked

    def acquire(self, timeout: float | None = None) -> bool:
        """Take the lock, waiting at most ``timeout`` seconds (0: do not wait; None: wait as long as it takes).
        True when taken; OSError when the lock file cannot be opened or the file system has no locks."""
        if self.held:
            return True
        self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            self._lock.acquire(timeout=-1 if timeout is None else timeout, poll_interval=POLL_S)
        except filelock.Timeout:
            return False
        except NotImplementedError as exc:  # no flock here at all
            raise OSError(errno.ENOLCK, str(exc)) from exc
        return True

    def release(self) -> None:
        if not self.held:
            return
        with contextlib.suppress(OSError):  # the OS lets go when the descriptor closes, or when the process ends
            self._lock.release(force=True)

    def __enter__(self) -> FileLock:
        if not self.acquire(timeout=LOCK_WAIT_S):
            raise LockTimeout(f"{self.path.name} is held by another process")
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None) -> None:
        self.release()


LOCK_WAIT_S = 30.0
"""How long ``with FileLock(...)`` waits for another process (a read-modify-write takes milliseconds)."""
