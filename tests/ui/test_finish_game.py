""""Finish the game": once no person has anything left to do (every human seat went out, in a game where a seat
goes out; or only bots at the table), the bots play out the rest at once and the final scoring shows (issue 17
item 0)."""

from __future__ import annotations

from each_game import a_game

from game import catalog
from game.match import Match
from game.session import SeatConfig, Session
from scenes.screens.scoring import ScoringScene
from scenes.table.table import TableScene
from scenes.table.table_menu import FinishScene, TableMenu

from .helpers import a_table, click_button, pump

SEATS = [SeatConfig("Anna", "human"), SeatConfig("Ben", "bot", "easy"), SeatConfig("Carla", "bot", "easy")]
GAME = catalog.get_game(a_game(lambda caps: caps.goes_out, players=len(SEATS)))
"""A game where a seat goes out while the others play on."""


def _anna_went_out() -> Session:
    """Anna's moves made by a bot's heuristics until she is out (the other two still hold cards)."""
    for seed in range(30):
        session = Session(GAME, SEATS, seed)
        while not session.is_over() and not session.state.finished_for(0):
            session.apply(session.bot_action())
        if not session.is_over():
            return session
    raise AssertionError("Anna never went out first")


def test_a_person_who_went_out_finishes_the_game_from_the_sidebar(app):
    session = _anna_went_out()
    table = TableScene(app, Match(session, app.store))
    app.push(table)
    pump(app, frames=2)
    moves = len(session.history)
    click_button(app, "Finish the game")  # Easy bots: done within the click's frames
    pump(app, until=lambda: isinstance(app.top, ScoringScene), timeout=60)
    assert session.is_over() and app.top.final and app.top.summary is not None and app.top.summary.rows
    assert len(session.history) > moves


def test_finishing_goes_on_over_frames_and_can_be_stopped(app, monkeypatch):
    import scenes.table.table_menu

    monkeypatch.setattr(scenes.table.table_menu, "FINISH_BUDGET_S", 0.0)  # one move a frame
    session = _anna_went_out()
    table = TableScene(app, Match(session, app.store))
    app.push(table)
    app.push(FinishScene(app, table))
    pump(app, frames=3)
    assert isinstance(app.top, FinishScene) and not session.is_over()
    click_button(app, "Stop")
    assert app.top is table and not any(isinstance(scene, FinishScene) for scene in app.stack)


def test_the_table_menu_offers_it_only_when_nobody_here_has_anything_left_to_do(app):
    playing = a_table(app, seed=3)
    app.push(TableMenu(app, playing))
    assert "Finish the game" not in [w.label for w in app.top.widgets]
    app.pop()
    bots = a_table(app, seed=3, kinds=("bot", "bot"))
    app.push(TableMenu(app, bots))
    click_button(app, "Finish the game")
    pump(app, until=lambda: isinstance(app.top, ScoringScene) and app.top.final, timeout=60)
    assert bots.match.session.is_over()
