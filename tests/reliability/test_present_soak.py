"""Every position of random games of every game (each variant at least once) through the game's presenter:
table models, why-not texts, log lines and summaries build and make sense (issue 17 item 0: the rules soak
never looked at what the screens show). ``tools/soak.py --present-games N`` runs the longer version."""

from __future__ import annotations

import pytest

from game.catalog import available_game_ids, get_game
from reliability.present_soak import present_soak

GAMES = 3
SEED = 20261203


@pytest.mark.parametrize("game_id", available_game_ids())
def test_every_position_of_random_games_presents_without_error(game_id):
    report = present_soak(get_game(game_id), GAMES, SEED, all_seats_every=4)
    assert report.failures == []
    assert report.games >= GAMES and report.positions > report.games
