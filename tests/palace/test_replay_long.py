"""A step back in the replay of a long game (Palace at six, over a thousand moves) replays at most one kept
interval (moved here from the generic tests/test_replay.py, which needs no long game)."""

from __future__ import annotations

import time

from test_replay import played

from game.replay import CHECKPOINT_EVERY, Replay, ReplayRecord
from game.session import Session


def test_a_step_back_replays_at_most_one_kept_interval_in_a_long_game(monkeypatch):
    session = played("palace", 6, 1)
    assert len(session.history) > 1000  # a long game
    replay = Replay(ReplayRecord.of(session))
    applied = []
    real = Session.apply
    monkeypatch.setattr(Session, "apply", lambda self, *a, **k: applied.append(1) or real(self, *a, **k))
    worst, slowest = 0, 0.0
    for number in [replay.length, *range(replay.length - 1, 1, -37), CHECKPOINT_EVERY + 1, CHECKPOINT_EVERY]:
        replay.seek(number)
        applied.clear()
        started = time.perf_counter()
        assert replay.seek(number - 1).number == number - 1  # one step back
        slowest = max(slowest, time.perf_counter() - started)
        worst = max(worst, len(applied))
    assert worst <= CHECKPOINT_EVERY  # rebuilt from the nearest kept position, never from move 0
    assert len(replay.checkpoints) == 1 + replay.length // CHECKPOINT_EVERY  # a position kept every 50 moves only
    assert slowest < 0.5
