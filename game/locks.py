"""Advisory file locks between processes: ``fcntl.flock`` on POSIX, ``msvcrt.locking`` on Windows.

Used for the one-instance lock of the data folder, the statistics' read-modify-write and the autosave slot each
running app owns. The operating system drops a lock when its process ends, however it ends (a kill, a crash), so
a lock is never left stale. Our own few lines rather than the ``filelock`` package: no new dependency in the
frozen build, and the non-blocking "is someone else holding it?" test this needs is one call on each system.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path
from types import TracebackType

POLL_S = 0.01

if sys.platform == "win32":  # pragma: no cover - exercised on Windows
    import msvcrt

    def _try_lock(fd: int) -> bool:
        os.lseek(fd, 0, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)


class LockTimeout(TimeoutError):
    """Another process held the lock for longer than the wait allowed."""


class FileLock:
    """An exclusive lock on ``path`` (created if missing; its content is never read). Not re-entrant; two
    :class:`FileLock` objects on one file exclude each other even within one process."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self, timeout: float | None = None) -> bool:
        """Take the lock, waiting at most ``timeout`` seconds (0: do not wait; None: wait as long as it takes).
        True when taken; OSError when the lock file cannot be opened."""
        if self._fd is not None:
            return True
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT | getattr(os, "O_NOINHERIT", 0), 0o644)
        deadline = None if timeout is None else time.monotonic() + timeout
        try:
            while not _try_lock(fd):
                if deadline is not None and time.monotonic() >= deadline:
                    os.close(fd)
                    return False
                time.sleep(POLL_S)
        except BaseException:
            os.close(fd)
            raise
        self._fd = fd
        return True

    def release(self) -> None:
        fd, self._fd = self._fd, None
        if fd is None:
            return
        try:
            _unlock(fd)
        except OSError:
            pass
        finally:
            os.close(fd)

    def __enter__(self) -> FileLock:
        if not self.acquire(timeout=LOCK_WAIT_S):
            raise LockTimeout(f"{self.path.name} is held by another process")
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None) -> None:
        self.release()


LOCK_WAIT_S = 30.0
"""How long ``with FileLock(...)`` waits for another process (a read-modify-write takes milliseconds)."""
