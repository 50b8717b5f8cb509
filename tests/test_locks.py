"""``game.locks`` on the ``filelock`` package: the behaviour its callers rely on (the one-instance lock, the
statistics, the autosave slots)."""

from __future__ import annotations

import subprocess
import sys
import threading
import time

import pytest

from game import locks
from game.locks import FileLock, LockTimeout

HOLDER = """
import sys, time
from game.locks import FileLock
lock = FileLock(sys.argv[1])
assert lock.acquire(timeout=0)
print("held", flush=True)
sys.stdin.readline()
"""


def test_two_locks_on_one_file_exclude_each_other_in_one_process(tmp_path):
    first, second = FileLock(tmp_path / "a" / "x.lock"), FileLock(tmp_path / "a" / "x.lock")
    assert first.acquire(timeout=0) and first.held  # the folder is made
    assert first.acquire(timeout=0)  # taking it again is a no-op
    assert second.acquire(timeout=0) is False and not second.held
    started = time.monotonic()
    assert second.acquire(timeout=0.1) is False
    assert time.monotonic() - started >= 0.1
    first.release()
    first.release()  # releasing twice is harmless
    assert second.acquire(timeout=0)
    second.release()
    assert (tmp_path / "a" / "x.lock").is_file()  # kept: a waiter never races its removal


def test_a_lock_taken_in_one_thread_is_let_go_in_another(tmp_path):
    lock = FileLock(tmp_path / "x.lock")
    taker = threading.Thread(target=lock.acquire, kwargs={"timeout": 0})
    taker.start()
    taker.join()
    assert lock.held
    lock.release()
    assert not lock.held and FileLock(tmp_path / "x.lock").acquire(timeout=0)


def test_another_process_holds_it_until_it_ends(tmp_path, monkeypatch):
    monkeypatch.setattr(locks, "LOCK_WAIT_S", 0.2)
    path = tmp_path / "x.lock"
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(path)], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        with pytest.raises(LockTimeout), FileLock(path):
            pass
    finally:
        holder.kill()  # the OS drops the lock however the process ends
        holder.wait(timeout=30)
    assert FileLock(path).acquire(timeout=5)


def test_with_waits_for_the_lock(tmp_path, monkeypatch):
    monkeypatch.setattr(locks, "LOCK_WAIT_S", 5.0)
    first = FileLock(tmp_path / "x.lock")
    assert first.acquire(timeout=0)
    threading.Timer(0.1, first.release).start()
    with FileLock(tmp_path / "x.lock") as second:
        assert second.held
    assert not second.held


def test_a_file_system_without_locks_is_an_os_error(tmp_path, monkeypatch):
    def no_locks(*args):
        raise OSError(38, "Function not implemented")  # ENOSYS: flock is missing here

    if sys.platform == "win32":
        monkeypatch.setattr("filelock._native._windows.lock_fd_nonblocking", no_locks)
    else:
        monkeypatch.setattr("fcntl.flock", no_locks)
    with pytest.raises(OSError):
        FileLock(tmp_path / "x.lock").acquire(timeout=0)
    assert not [p for p in tmp_path.iterdir() if p.name != "x.lock"]  # no soft-lock marker left behind
