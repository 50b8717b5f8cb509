"""Processes of a real app run (Linux /proc): its descendants, whether they still run, killing it hard.

Shared by ``test_orphan_processes.py`` and ``tools/killtest.py``.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PROC = Path("/proc")


def _stat(pid: int) -> tuple[str, int] | None:
    """(state letter, parent pid) of ``pid``, None when it no longer exists."""
    try:
        text = (PROC / str(pid) / "stat").read_text()
    except OSError:
        return None
    fields = text[text.rindex(")") + 2:].split()  # the name in brackets may hold spaces
    return fields[0], int(fields[1])


def running(pid: int) -> bool:
    """Exists and is not a zombie (an exited child its new parent has not reaped yet)."""
    stat = _stat(pid)
    return stat is not None and stat[0] not in ("Z", "X")


def descendants(pid: int) -> set[int]:
    """Every running process below ``pid``."""
    parents: dict[int, int] = {}
    for entry in PROC.iterdir():
        if entry.name.isdigit():
            stat = _stat(int(entry.name))
            if stat is not None and stat[0] not in ("Z", "X"):
                parents[int(entry.name)] = stat[1]
    found, frontier = set(), {pid}
    while frontier:
        frontier = {child for child, parent in parents.items() if parent in frontier} - found
        found |= frontier
    return found


def wait_until(condition, timeout: float, step: float = 0.05) -> bool:
    """Poll ``condition()`` until it holds or ``timeout`` seconds passed; return whether it held."""
    deadline = time.monotonic() + timeout
    while True:
        if condition():
            return True
        if time.monotonic() > deadline:
            return False
        time.sleep(step)


def start_app(args: list[str], env: dict[str, str]) -> subprocess.Popen:
    """``python -m game ARGS`` headless, in the repository root."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1",
           **env}
    return subprocess.Popen([sys.executable, "-m", "game", *args], cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE)
