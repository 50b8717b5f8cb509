"""A Palastgefluester bot's further decisions in one turn do not wait for the pace (moved here from the generic
tests/ui/test_pace.py)."""

from __future__ import annotations

import time

from game import catalog
from game.match import Match
from game.session import SeatConfig, Session
from scenes.table.table import TableScene
from tests.ui.helpers import pump


def test_a_bots_further_decisions_in_one_turn_do_not_wait_for_the_pace(app):
    """The pace is the pause before a bot's turn; the rest of its turn (a Palastgeflüster bot's play, then who plays
    next) follows as soon as the last part was seen."""
    app.settings.animation_speed = 0.0
    seats = [SeatConfig("Ana", "human", "normal"), SeatConfig("Ben", "bot", "random"), SeatConfig("Cleo", "bot", "random")]
    session = Session(catalog.get_game("palastgefluester"), seats, 4)
    table = TableScene(app, Match(session, app.store))
    app.push(table)
    match = table.match

    def same_turn() -> bool:
        return (match.bot_to_move() and match.last_mover() == match.current_seat() and not table.stale
                and len(session.legal_actions()) > 1)  # a decision of the bot's own (not the only move left)

    for _ in range(100):
        pump(app, until=lambda: same_turn() or table.acting() and not table.stale, timeout=30)
        if same_turn():
            break
        table.moves.play(session.bot_action(), confirmed=True)
    else:
        raise AssertionError("no bot turn of several decisions")
    app.settings.bot_pace_ms = 60_000  # a new turn would wait a minute
    moves = len(session.history)
    frames = 0
    while len(session.history) == moves:
        pump(app, frames=1)
        time.sleep(0.002)  # (the bot thinks in its process)
        frames += 1
        assert frames * 16 < 30_000, "the follow-up waited for the pace"
