"""The whole of remote play, as people get it: ``python -m game autoplay --by-hand --remote K --rejoin`` runs a host
and K remote apps as processes on 127.0.0.1, every seat played by posted events on its own headless window, one
remote app killed mid-game and started again with its code; the game ends, nothing leaks, the seat was taken back."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from tests.net.conftest import ROOT

CASES = [("love-letter", 3, 2), ("palace", 3, 2), ("palastgefluester", 3, 2), ("road-to-the-palace", 2, 1)]


@pytest.mark.slow
@pytest.mark.parametrize(("game_id", "players", "remote"), CASES)
def test_a_game_with_remote_apps_and_a_rejoin_is_played_to_its_end(game_id, players, remote, tmp_path):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    done = subprocess.run([sys.executable, "-m", "game", "autoplay", "--by-hand", "--remote", str(remote), "--rejoin",
                           "--game", game_id, "--players", str(players), "--seed", "2", "--max-seconds", "400",
                           "--png-dir", str(tmp_path)], cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["finished"], (report, done.stderr[-2000:])
    assert report["leaks"] == 0 and report["messages_checked"] > report["remote_moves"] > 0
    assert report["rejoins"] == 1
    assert report["failures"] == []
    assert all(c["finished"] and c["moves_by_hand"] > 0 for c in report["clients"])
    assert done.returncode == 0
