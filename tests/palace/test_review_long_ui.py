"""The review of a long Palace game shows its progress, and Back stops it before the next bot move
(moved here from the generic tests/ui/test_review.py)."""

from __future__ import annotations

import time

from each_game import a_game

from game import catalog
from game.match import Match
from game.session import SeatConfig, Session
from scenes.screens.review import ReviewScene
from scenes.screens.scoring import ScoringScene
from tests.ui.helpers import click_button, pump
from tests.ui.test_review import finished_table


def test_a_long_review_shows_its_progress_and_back_stops_it_before_the_next_bot_move(app):
    """Issue 30 item 1: the review of a long Palace game (583 decisions, over a minute of searching) shows how far
    it got, and after Back the next match's first bot move does not wait for the rest of it."""
    finished_table(app, 2, "palace", 3)
    pump(app, until=lambda: isinstance(app.top, ScoringScene))
    click_button(app, "Review your moves")
    review = app.top
    assert isinstance(review, ReviewScene) and len(review.request.decisions) == 583
    pump(app, until=lambda: "(" in review.message and not review.message.startswith("Reviewing your moves… (0 "),
         timeout=60)
    assert review.message.startswith("Reviewing your moves… (") and review.message.endswith(" of 583)")
    click_button(app, "Back")
    assert isinstance(app.top, ScoringScene)
    seats = [SeatConfig("Ana", "bot", "random"), SeatConfig("Ben", "bot", "random")]
    match = Match(Session(catalog.get_game(a_game(players=2)), seats, 1), app.store)
    try:
        asked = time.monotonic()
        match.start_bot()
        while (action := match.take_bot_action()) is None and time.monotonic() - asked < 20:
            time.sleep(0.01)
        assert action is not None, "the bot move waited for the review after Back"
    finally:
        match.close()
