"""Quitting while the bot process reviews a long Palace game (583 decisions) ends the app at once (moved here from
the generic tests/reliability/test_orphan_processes.py, with its script quit_during_review.py)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.reliability.processes import ROOT, descendants, running, wait_until

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")



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
