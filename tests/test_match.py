"""The match's bot requests: an answer is only ever applied to the position it was asked about."""

from __future__ import annotations

import random
import time

from each_game import a_game

from game import catalog
from game.match import Match
from game.saves import SaveStore
from game.session import SeatConfig, Session
from game.stats import StatsStore


def test_a_move_made_while_a_bot_thinks_drops_the_bots_answer_about_the_old_position(tmp_path):
    seats = [SeatConfig("Ana", "bot", "random"), SeatConfig("Ben", "bot", "random")]
    match = Match(Session(catalog.get_game(a_game(players=2)), seats, 7), SaveStore(tmp_path))
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


def test_a_bots_answer_about_a_position_the_match_left_unannounced_is_never_handed_out(tmp_path):
    """The session moved on without the match cancelling the request (a move applied to the session itself, as a
    test's helper or a replayed history does): the finished answer about the old position is dropped, not applied
    to the new one (it was handed out, and the table applied an illegal move)."""
    seats = [SeatConfig("Ana", "bot", "random"), SeatConfig("Ben", "bot", "random")]
    match = Match(Session(catalog.get_game(a_game(players=2)), seats, 7), SaveStore(tmp_path))
    try:
        match.start_bot()
        match.wait_for_bot(60)  # the answer about the first position is ready
        match.session.apply(match.session.legal_actions()[0])  # behind the match's back
        assert match.take_bot_action() is None
        assert not match.bot_thinking()
        match.start_bot()
        match.wait_for_bot(60)
        assert match.take_bot_action() in match.session.legal_actions()
    finally:
        match.close()


def test_a_hint_asked_is_in_the_autosave_before_any_move_and_counts_after_resuming(tmp_path):
    """Ask for a hint, then the app ends (quit or crash) before the move: the resumed match is still hinted, and
    its statistics count it (issue 30 item 6)."""
    store, stats = SaveStore(tmp_path), StatsStore(tmp_path)
    seats = [SeatConfig("Zoe", "human"), SeatConfig("Bot", "bot", "random")]
    gid = a_game(players=2)
    match = Match(Session(catalog.get_game(gid), seats, 5), store, stats)
    match.hint_request()  # seat 0 starts: Zoe asks, and the app ends before she moves
    match.saver.flush()  # what the writer thread had written by then (a crash does not close the match)
    resumed = store.load(store.autosave_path(gid))
    match.close()
    assert resumed.hinted == {0}
    rng = random.Random(5)
    while not resumed.is_over():
        legal = resumed.legal_actions()
        resumed.apply(legal[rng.randrange(len(legal))])
    stats.record(resumed)
    assert stats.for_player("Zoe")[gid]["random"]["hinted"] == 1
