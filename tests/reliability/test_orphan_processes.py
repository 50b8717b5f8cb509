"""The real app killed with kill -9 during a match leaves no process behind: its bot process ends with it, and
so does multiprocessing's resource tracker (issue 17 item 9: both ran on, parented to init)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from each_game import a_game

from reliability.processes import ROOT, descendants, running, start_app, wait_until

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")


def test_killing_the_app_during_a_match_leaves_no_process_behind(tmp_path):
    app = start_app(["autoplay", "--game", a_game(players=3), "--players", "3", "--level", "easy", "--max-seconds", "120",
                     "--data-dir", str(tmp_path)], {})
    try:
        assert wait_until(lambda: len(descendants(app.pid)) >= 2, timeout=60), "the bot process never started"
        children = descendants(app.pid)
    finally:
        os.kill(app.pid, signal.SIGKILL)
        app.wait()
    try:
        assert wait_until(lambda: not any(running(pid) for pid in children), timeout=15), \
            f"still running after the app was killed: {sorted(pid for pid in children if running(pid))}"
    finally:
        for pid in children:
            if running(pid):
                os.kill(pid, signal.SIGKILL)


def test_quitting_during_a_long_review_ends_the_process_at_once(tmp_path):
    """Issue 30 item 2: the window closed while the bot process reviews a long game; the app's process (and its
    bot process) end within seconds, not when the review is done (minutes), and the settings are still saved."""
    script = Path(__file__).with_name("quit_during_review.py")
    app = subprocess.Popen([sys.executable, str(script), str(tmp_path)], cwd=ROOT, stdout=subprocess.PIPE, text=True,
                           env={**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"})
    try:
        line = app.stdout.readline()  # the app prints this line as it posts the QUIT
        assert line.startswith("quit 583 "), line
        quit_at = float(line.split()[2])
        children = descendants(app.pid)
        assert app.wait(timeout=60) == 0
        took = time.time() - quit_at
        assert took < 3.0, f"the process ended {took:.1f} s after the window was closed"
        assert (tmp_path / "settings.json").exists()
        assert wait_until(lambda: not any(running(pid) for pid in children), timeout=5)
    finally:
        if app.poll() is None:
            app.kill()
            app.wait()
