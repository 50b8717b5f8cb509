"""Play again on the final scoring screen: a new match with the same seats and the game's options for the
next game (``GameDef.next_game_options``: a game may carry something over, e.g. who deals, issue 18)."""

from __future__ import annotations

from game import catalog
from game.engine import GameDef
from game.match import Match
from game.session import SeatConfig, Session
from scenes.screens.scoring import ScoringScene
from scenes.table.table import TableScene

from .helpers import click_button, pump

SEATS = [SeatConfig(name, "bot", "easy") for name in ("Anna", "Ben", "Carla")]
GAME = next(entry.rules for entry in catalog.entries()  # a game that carries something over to the next game
            if type(entry.rules).next_game_options is not GameDef.next_game_options
            and entry.rules.min_players <= len(SEATS) <= entry.rules.max_players)


def test_play_again_on_the_scoring_screen_starts_the_next_game_with_what_carries_over(app):
    session = Session(GAME, SEATS, 3)
    while not session.is_over():
        session.apply(session.bot_action())
    carried = GAME.next_game_options(session.state, session.options)
    assert carried != session.options  # something carries over (the test would prove nothing otherwise)
    table = TableScene(app, Match(session, app.store))
    app.push(table)
    app.push(ScoringScene(app, table))
    pump(app, frames=2)
    click_button(app, "Play again")
    again = app.top
    assert isinstance(again, TableScene) and again is not table
    assert again.match.session.options == carried
    assert again.match.session.seed != session.seed
