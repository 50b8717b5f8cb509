"""The match's bot requests: an answer is only ever applied to the position it was asked about."""

from __future__ import annotations

import time

from game import catalog
from game.match import Match
from game.saves import SaveStore
from game.session import SeatConfig, Session


def test_a_move_made_while_a_bot_thinks_drops_the_bots_answer_about_the_old_position(tmp_path):
    seats = [SeatConfig("Ana", "bot", "random"), SeatConfig("Ben", "bot", "random")]
    match = Match(Session(catalog.get_game("love-letter"), seats, 7), SaveStore(tmp_path))
    try:
        match.start_bot()
        assert match.bot_thinking()
        match.apply(match.session.legal_actions()[0])  # the position changes under the pending request
        assert not match.bot_thinking()
        assert match.take_bot_action() is None  # nothing stale to apply, now or later
        match.start_bot()  # the next request is about the new position
        deadline = time.monotonic() + 60
        while (action := match.take_bot_action()) is None and time.monotonic() < deadline:
            time.sleep(0.01)
        assert action in match.session.legal_actions()
    finally:
        match.close()
