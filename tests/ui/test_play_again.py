"""Play again on the final scoring screen: a new match with the same seats and the game's options for the
next game (Palace: the loser deals, issue 18)."""

from __future__ import annotations

from game.match import Match
from game.rules.palace import GAME
from game.session import SeatConfig, Session
from scenes.screens.scoring import ScoringScene
from scenes.table.table import TableScene

from .helpers import click_button, pump

SEATS = [SeatConfig(name, "bot", "easy") for name in ("Anna", "Ben", "Carla")]


def test_play_again_on_the_scoring_screen_lets_the_palace_loser_deal(app):
    session = Session(GAME, SEATS, 3)
    while not session.is_over():
        session.apply(session.bot_action())
    loser = session.state.returns().index(0.0)
    table = TableScene(app, Match(session, app.store))
    app.push(table)
    app.push(ScoringScene(app, table))
    pump(app, frames=2)
    click_button(app, "Play again")
    again = app.top
    assert isinstance(again, TableScene) and again is not table
    assert again.match.session.state.dealer == loser
    assert again.match.session.seed != session.seed
