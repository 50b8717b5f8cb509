"""Statistics against the re-test of issue 30: entries that are not objects are reported and kept aside before
the next match is recorded."""

from __future__ import annotations

import errno
import json
import sys

import pytest
from fixture_games import SEATS

from game.session import Session
from game.stats import STATS_FILE, StatsStore

NOT_OBJECTS = {
    "player is a number": {"Cid": 5},
    "player is a list": {"Cid": [1, 2]},
    "game is a string": {"Cid": {"a-game": "lots"}},
    "game is null": {"Cid": {"a-game": None}},
}
BEA = {"Bea": {"a-game": {"easy": {"games": 2, "wins": 1.0}}}}


def finished(session: Session) -> Session:
    while not session.is_over():
        session.apply(session.bot_action())
    return session


@pytest.mark.parametrize("kind", sorted(NOT_OBJECTS))
def test_non_object_entries_warn_and_are_kept_aside_before_the_next_match(fixture_game, tmp_path, kind):
    path = tmp_path / STATS_FILE
    path.write_text(json.dumps({"format": "palace-table-stats", "version": 1, "players": {**BEA, **NOT_OBJECTS[kind]}}),
                    encoding="utf-8")
    store = StatsStore(tmp_path)
    assert store.load() == BEA
    assert store.warnings and "Cid" in store.warnings[0], kind
    store.record(finished(Session(fixture_game, SEATS, seed=3)))
    [kept] = sorted(tmp_path.glob(f"{STATS_FILE}.damaged-*"))
    assert json.loads(kept.read_text(encoding="utf-8"))["players"]["Cid"] == NOT_OBJECTS[kind]["Cid"]
    after = store.load()
    assert after["Bea"] == BEA["Bea"] and after["Ann"]["fixture-duel"]["random"]["games"] == 1


RECORDER = """
import sys
from pathlib import Path
from game.stats import StatsStore

class Seat:
    def __init__(self, name, kind, level):
        self.name, self.kind, self.level = name, kind, level

class Game:
    id = "a-game"

class State:
    def returns(self):
        return [1.0, 0.0]

class Finished:
    game, state, hinted, undos = Game(), State(), set(), [0, 0]
    seats = [Seat("Ann", "human", "normal"), Seat("Bot", "bot", "easy")]
    def is_over(self):
        return True

store = StatsStore(Path(sys.argv[1]))
for _ in range(int(sys.argv[2])):
    store.record(Finished())
"""


def test_two_processes_recording_at_once_lose_no_match(tmp_path):
    """Issue 30 item 5: two apps on one data folder, 2 x 120 matches recorded at once, all 240 kept."""
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    each = 120
    writers = [subprocess.Popen([sys.executable, "-c", RECORDER, str(tmp_path), str(each)], cwd=root)
               for _ in range(2)]
    assert [w.wait(timeout=300) for w in writers] == [0, 0]
    store = StatsStore(tmp_path)
    entry = store.load()["Ann"]["a-game"]["easy"]
    assert store.warnings == []
    assert entry["games"] == 2 * each and entry["wins"] == 2 * each


def test_a_folder_without_locks_still_records(fixture_game, tmp_path, monkeypatch):
    def no_locks(*args):
        raise OSError(errno.ENOLCK, "No locks available")

    if sys.platform == "win32":  # the filelock package's own call of LockFileEx
        monkeypatch.setattr("filelock._native._windows.lock_fd_nonblocking", no_locks)
    else:
        monkeypatch.setattr("fcntl.flock", no_locks)
    store = StatsStore(tmp_path)
    store.record(finished(Session(fixture_game, SEATS, seed=3)))
    assert store.load()["Ann"]["fixture-duel"]["random"]["games"] == 1
