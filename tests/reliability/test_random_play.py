"""10^5 random legal actions per game, over many seeds, player counts and options, with the protocol's
invariants checked at the sampling of ``random_play.sampling_of`` (7 to 15 s per game on a 2-core
machine); ``tools/soak.py`` runs the longer version."""

from __future__ import annotations

import pytest

from game.catalog import available_game_ids, get_game
from reliability.random_play import soak

ACTIONS = 100_000
SEED = 20261202


@pytest.mark.parametrize("game_id", available_game_ids())
def test_random_play_keeps_every_invariant(game_id):
    report = soak(get_game(game_id), ACTIONS, SEED)
    assert report.failures == []
    assert report.actions >= ACTIONS and report.games >= 50
