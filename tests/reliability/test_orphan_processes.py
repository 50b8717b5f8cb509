"""The real app killed with kill -9 during a match leaves no process behind: its bot process ends with it, and
so does multiprocessing's resource tracker (issue 17 item 9: both ran on, parented to init)."""

from __future__ import annotations

import os
import signal
import sys

import pytest
from each_game import a_game

from reliability.processes import descendants, running, start_app, wait_until

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
