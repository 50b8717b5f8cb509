"""The whole of remote play, as people get it: ``python -m game autoplay --by-hand --remote K --rejoin --hostile``
runs a host and K remote apps as processes on 127.0.0.1, at the app's default settings (animations, the moves
staged, the bots' pace) on the virtual clock. Every seat of a person is played by posted events on its
own headless window; one remote app is killed mid-game and started again with its code; the last remote seat is
a hostile app (random bytes, out-of-turn and illegal moves, a forged seat, a 10 MB message, all sealed after the
key exchange on its code; as a stranger a wrong code, a wrong version, a broken key exchange; a replayed frame, a
flood of connections, a hostile name) that also plays legal moves. A spectator app joins mid-game by the watch code,
draws the public table to the end and has its one try at a move refused. The game ends, nothing leaks (to the
seats nor to the spectator), the host's match replays move by move, every bad message was answered and none
changed the game."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from game import catalog
from game.net.gate import PER_ADDRESS
from game.settings import Settings
from game.textclean import NAME_LIMIT
from scenes.tools.hostile import FLOOD
from tests.net.conftest import ROOT

CASES = [(gid, 3) for gid in catalog.SHIPPED  # every game the app ships (a remote app plays what it ships)
         if catalog.get_game(gid).min_players <= 3 <= catalog.get_game(gid).max_players]


@pytest.mark.slow
@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_a_game_with_remote_apps_a_rejoin_a_hostile_app_and_a_spectator_is_played_to_its_end(game_id, players,
                                                                                              tmp_path):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    done = subprocess.run([sys.executable, "-m", "game", "autoplay", "--by-hand", "--remote", "2", "--rejoin",
                           "--hostile", "--spectators", "1", "--game", game_id, "--players", str(players), "--seed", "2",
                           "--max-seconds", "400", "--png-dir", str(tmp_path)],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["finished"], (report, done.stderr[-2000:])
    assert report["leaks"] == 0 and report["messages_checked"] > report["remote_moves"] > 0
    assert report["replays"] and report["failures"] == []
    assert report["rejoins"] >= 2  # the killed app, and the hostile one after its 10 MB message
    by_hand, hostile = report["clients"]
    defaults = {"animation_speed": Settings().animation_speed, "bot_pace_ms": Settings().bot_pace_ms}
    assert report["settings"] == by_hand["settings"] == defaults  # animations, staging and pace as players have them
    assert by_hand["finished"] and by_hand["moves_by_hand"] > 0
    assert hostile["finished"] and hostile["moves"] > 0
    assert hostile["refused"] == ["code", "version", "schema", "closed"]  # strangers, then a replayed frame
    assert hostile["closed_by_host"] == 1  # the 10 MB message
    answered = sum(hostile["errors"].values())
    assert answered == hostile["bad_sent"] - 1 and {"text", "json", "illegal"} <= set(hostile["errors"])
    assert hostile["flood_refused"] >= FLOOD - PER_ADDRESS  # a flood of connections: all but the newest closed
    watcher, = report["watchers"]  # the spectator: joined mid-game, drew the public table, could not act
    assert report["spectators"] == 1 and report["spectator_leaks"] == 0 and watcher["finished"]
    assert report["spectator_frames"] == watcher["frames"] > 1 and watcher["offered"] == 0
    assert watcher["refused_actions"] == 1 and watcher["settings"] == defaults
    assert report["bad_messages"] == answered + 1 and report["refused"] >= 3 + hostile["flood_refused"]
    assert report["wrong_codes"] >= 1  # the stranger's made-up proof (the flood's connections never opened one)
    # the sockets the host counted at once: the seats, the spectator, a rejoin's old connection, the few waiting and
    # a newcomer (the flood's oldest being closed meanwhile, at most a second each, are no longer counted)
    assert report["peak_sockets"] <= 2 + 1 + 1 + PER_ADDRESS + 1
    names = report["names"]  # each remote app's own name; the hostile one's cleaned and clipped
    assert names[1] == "Friend 1" and names[2].startswith("Mallory[2J") and names[2].endswith("…")
    assert len(names[2]) <= NAME_LIMIT and all(ch >= " " and ch != "\u202e" for ch in names[2])
    assert done.returncode == 0


KEYS_CASES = [entry.id for entry in catalog.having(lambda c: c.aims_at_seats, among=catalog.SHIPPED)] \
    or list(catalog.SHIPPED[:1])
"""The shipped games whose moves ask the most of the keyboard (a seat to aim at, besides cards, prompts and
confirmations; else the first shipped game): played by keys alone with a friend's app."""


@pytest.mark.slow
@pytest.mark.parametrize("game_id", KEYS_CASES)
def test_a_game_with_a_friends_app_is_played_by_keys_alone_on_both_screens(game_id, tmp_path):
    """``--keys-only --remote 1``: the host's person and the friend's (a remote app, a process of its own) make
    every move by posted keys alone, at the app's default settings: the joined table offers every move to the
    keyboard as the table at one screen does, while the host's moves arrive and are staged on it."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    players = catalog.get_game(game_id).min_players
    done = subprocess.run([sys.executable, "-m", "game", "autoplay", "--by-hand", "--keys-only", "--remote", "1",
                           "--game", game_id, "--players", str(players), "--seed", "2", "--max-seconds", "300",
                           "--png-dir", str(tmp_path)],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=400)
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["finished"] and report["failures"] == [], (report, done.stderr[-2000:])
    assert report["leaks"] == 0 and report["remote_moves"] > 0
    assert report["mouse_events"] == 0
    friend, = report["clients"]
    assert report["host"]["moves_by_keys"] > 0 and friend["moves_by_keys"] > 0 and friend["mouse_events"] == 0
    defaults = {"animation_speed": Settings().animation_speed, "bot_pace_ms": Settings().bot_pace_ms}
    assert report["settings"] == friend["settings"] == defaults
    assert done.returncode == 0
