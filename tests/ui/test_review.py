"""The post-game review, through a real click on the scoring screen: the person's moves with their chances and
the costliest marked, computed in the bot process."""

from __future__ import annotations

import random

from game import catalog
from game.match import Match
from game.session import SeatConfig, Session
from scenes.review import ReviewScene
from scenes.scoring import ScoringScene
from scenes.table import TableScene
from ui.helpers import click_button, pump


def finished_table(app, seed: int) -> TableScene:
    seats = [SeatConfig("Ana", "human"), SeatConfig("Ben", "bot", "random")]
    session = Session(catalog.get_game("love-letter"), seats, seed)
    rng = random.Random(seed)
    while not session.is_over():
        legal = session.legal_actions()
        session.apply(legal[rng.randrange(len(legal))])
    table = TableScene(app, Match(session, app.store))
    app.push(table)
    return table


def test_the_scoring_screen_opens_a_review_of_your_moves(app):
    table = finished_table(app, 4)
    pump(app, until=lambda: isinstance(app.top, ScoringScene))
    click_button(app, "Review your moves")
    review = app.top
    assert isinstance(review, ReviewScene)
    pump(app, until=lambda: review.reviews is not None, timeout=300)
    lines = review.text.text.splitlines()
    assert len(lines) == len(review.request.decisions) and lines[0].startswith("Move ")
    marked = [line for line in lines if line.startswith("# Costly")]
    assert 0 < len(marked) <= 3
    assert table.match.session.history  # the review never touched the match
    click_button(app, "Back")
    assert isinstance(app.top, ScoringScene)
