"""The statistics screen: reached from the menu, it lists what the stats store counted, and copes with a
damaged file."""

from __future__ import annotations

import json
import random

import pygame
from each_game import a_game

from game import catalog
from game.session import SeatConfig, Session
from game.stats import HOTSEAT, STATS_FILE, StatsStore
from scenes.screens.menu import MenuScene
from scenes.screens.statistics import StatisticsScene, StatsRow, stats_rows
from ui.helpers import click_button, pump

GAME = a_game(players=2)
"""Any game for two (the statistics are the same for every game)."""


def finished(game_id: str, seats: list[SeatConfig], seed: int) -> Session:
    session = Session(catalog.get_game(game_id), seats, seed)
    rng = random.Random(seed)
    while not session.is_over():
        legal = session.legal_actions()
        session.apply(legal[rng.randrange(len(legal))])
    return session


def test_the_menu_opens_the_statistics_of_finished_games(app):
    store = StatsStore(app.data_dir)
    hard = finished(GAME, [SeatConfig("Zoe", "human"), SeatConfig("Bot", "bot", "hard")], 1)
    hotseat = finished(GAME, [SeatConfig("ann", "human"), SeatConfig("Zoe", "human")], 2)
    easy = finished(GAME, [SeatConfig("ann", "human"), SeatConfig("Bot", "bot", "easy")], 3)
    for session in (hard, hotseat, easy):
        store.record(session)
    app.push(MenuScene(app))
    pump(app)
    click_button(app, "Statistics")
    scene = app.top
    assert isinstance(scene, StatisticsScene)
    assert [(r.player, r.opponent, r.games) for r in scene.rows] == [
        ("ann", "easy", 1), ("ann", HOTSEAT, 1), ("Zoe", "hard", 1), ("Zoe", HOTSEAT, 1)]
    assert scene.rows[2].wins == hard.state.returns()[0]
    pump(app)  # it draws
    click_button(app, "Back")
    assert isinstance(app.top, MenuScene)


def test_rows_read_as_the_player_sees_them():
    row = StatsRow("Ann", GAME, "hard", 4, 1.5)
    assert row.cells() == ("Ann", catalog.get_game(GAME).title, "Bot: Hard", "4", "1.5", "38%")
    assert StatsRow("Ann", GAME, HOTSEAT, 2, 2.0).cells()[2:] == ("Other people", "2", "2", "100%")


def test_the_statistics_are_said_as_they_open_with_speak_the_game_on(app, tmp_path):
    """The table of results was for the eyes only: with "Speak the game" on it is said as it opens, a sentence a
    row (or that no game is finished yet)."""
    from scenes.tools import speech_log

    path = tmp_path / "speech.txt"
    speech_log.attach(app, path)
    app.push(StatisticsScene(app))
    pump(app)
    assert path.read_text(encoding="utf-8").splitlines()[:2] == ["Statistics", "No finished games yet."]
    app.pop()
    store = StatsStore(app.data_dir)
    store.record(finished(GAME, [SeatConfig("Zoe", "human"), SeatConfig("Bot", "bot", "hard")], 1))
    app.push(StatisticsScene(app))
    pump(app)
    row = app.top.rows[0]
    title, games = catalog.get_game(GAME).title, row.games
    assert games == 1 and path.read_text(encoding="utf-8").splitlines()[-2:] == [
        "Statistics", f"Zoe, {title}, Bot: Hard: 1 game, {row.cells()[4]} won, {row.cells()[5]}."]


def test_no_statistics_and_damaged_statistics_are_shown_not_raised(app):
    app.push(StatisticsScene(app))
    pump(app)
    assert app.top.rows == [] and app.top.warnings == []
    app.pop()
    (app.data_dir / STATS_FILE).parent.mkdir(parents=True, exist_ok=True)
    (app.data_dir / STATS_FILE).write_text('{"format": "palace-table-st', encoding="utf-8")
    app.push(StatisticsScene(app))
    pump(app)
    assert app.top.rows == [] and app.top.warnings


def test_a_long_list_scrolls_with_the_wheel(app):
    players = {f"P{i:02d}": {GAME: {"normal": {"games": 2, "wins": 1.0}}} for i in range(30)}
    (app.data_dir / STATS_FILE).parent.mkdir(parents=True, exist_ok=True)
    (app.data_dir / STATS_FILE).write_text(json.dumps({"format": "palace-table-stats", "version": 1,
                                                       "players": players}), encoding="utf-8")
    assert len(stats_rows(StatsStore(app.data_dir))) == 30
    app.push(StatisticsScene(app))
    pump(app)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False, precise_x=0.0,
                                         precise_y=-3.0, touch=False))
    pump(app)
    assert app.top.first == 3


def test_hinted_games_are_counted_and_shown(tmp_path):
    store = StatsStore(tmp_path)
    seats = [SeatConfig("Zoe", "human"), SeatConfig("Bot", "bot", "hard")]
    plain, hinted = finished(GAME, seats, 1), Session(catalog.get_game(GAME), seats, 5)
    hinted.hint_request()  # seat 0 starts: Zoe asks for a hint, then the game is played out
    rng = random.Random(5)
    while not hinted.is_over():
        legal = hinted.legal_actions()
        hinted.apply(legal[rng.randrange(len(legal))])
    store.record(plain)
    store.record(hinted)
    assert store.for_player("Zoe")[GAME]["hard"]["hinted"] == 1
    (row,) = stats_rows(store)
    assert (row.games, row.hinted) == (2, 1) and row.cells()[2] == "Bot: Hard, 1 hinted"
