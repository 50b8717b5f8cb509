"""The replay screen: a finished game watched again from the scoring screen and from Load, driven by posted
input; the table shows the position of each move, nothing can be played, the log's lines go to their moves."""

from __future__ import annotations

import pygame
from each_game import a_game

from game import catalog
from game.match import Match
from game.session import SeatConfig, Session
from scenes.core import flow
from scenes.screens.load import LoadScene
from scenes.screens.menu import MenuScene
from scenes.screens.replay import ReplayScene
from scenes.table.table import TableScene
from ui.helpers import click, click_button, key, pump, settle


def finished_session(game_id: str = "", seed: int = 3, kinds=("human", "bot", "bot")) -> Session:
    seats = [SeatConfig(name, kind, "random") for name, kind in zip(("Ana", "Ben", "Cleo"), kinds, strict=False)]
    session = Session(catalog.get_game(game_id or a_game(players=len(seats))), seats, seed)
    while not session.is_over():
        session.apply(session.bot_action())
    return session


def expected_model(session: Session, number: int, seat: int):
    """The table at move ``number`` for ``seat``, made independently of the replay (from the seed, forward)."""
    replay = Session(session.game, session.seats, session.seed, session.options)
    for action in session.history[:number]:
        replay.apply(action)  # a move that ends a round stops at its end (the next one deals first)
    view = replay.view(seat)
    return catalog.get_entry(session.game.id).presenter().table(view, [], session.names)


def test_keys_step_the_replay_and_the_table_shows_each_position(app):
    session = finished_session()
    app.push(MenuScene(app))
    flow.watch_session(app, session, at=0)
    pump(app)
    scene = app.top
    assert isinstance(scene, ReplayScene)
    table = app.stack[-2]
    assert isinstance(table, TableScene)
    assert table.shown == expected_model(session, 0, 0)
    key(app, pygame.K_TAB)  # the focus ring on a control: the arrows still step the replay (the ring took them)
    assert scene.focus.index is not None
    for number in range(1, 6):
        key(app, pygame.K_RIGHT)
        assert scene.match.moves_played() == number
        assert table.shown == expected_model(session, number, 0)
        assert not table.shown.choices  # nothing can be played
    key(app, pygame.K_LEFT)
    assert table.shown == expected_model(session, 4, 0)
    key(app, pygame.K_END)
    assert scene.match.moves_played() == len(session.history)
    key(app, pygame.K_HOME)
    assert scene.match.moves_played() == 0
    key(app, pygame.K_PAGEDOWN)
    assert scene.match.moves_played() == scene.match.round_starts()[1]
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)


def test_a_click_on_a_log_line_goes_to_its_move_and_the_move_shown_is_highlighted(app):
    session = finished_session()
    app.push(MenuScene(app))
    flow.watch_session(app, session, at=12)
    pump(app)
    scene = app.top
    assert isinstance(scene, ReplayScene)
    marked = scene.match.move_lines()
    assert marked and {line for _, line in scene.log_rows()} >= set(marked)
    rect, line = next((r, ln) for r, ln in scene.log_rows() if scene.match.line_moves()[ln] not in (0, 12))
    click(app, rect.center)
    assert scene.match.moves_played() == scene.match.line_moves()[line]


def test_play_runs_to_the_end_at_instant_speed(app):
    session = finished_session()
    app.push(MenuScene(app))
    scene = flow.watch_session(app, session, at=0) and app.top
    assert isinstance(scene, ReplayScene)
    click_button(app, "Instant")
    key(app, pygame.K_SPACE)
    pump(app, until=lambda: not scene.playing)
    assert scene.match.moves_played() == len(session.history)


def test_finished_games_stay_listed_and_are_watched_from_load(app):
    session = finished_session()
    match = Match(session, app.store)
    match.saver.keep_finished(session)
    match.saver.flush()
    match.close()
    app.push(MenuScene(app))
    flow.open_load(app)
    settle(app)
    load = app.top
    assert isinstance(load, LoadScene)
    assert "finished" in load.entries()
    row = next(i for i in load.entries() if not isinstance(i, str) and i.kept_copy is not None)
    click(app, next(w for w in load.widgets if getattr(w, "label", "") == "Keep").screen_rect(app).center)
    settle(app)
    assert any(not isinstance(i, str) and i.kept_copy for i in load.entries())
    assert row
    click_button(app, "Watch")
    pump(app)
    assert isinstance(app.top, ReplayScene)
    assert app.top.match.moves_played() == len(session.history)


def test_a_hot_seat_replay_asks_whose_view_first(app):
    session = finished_session(kinds=("human", "human", "bot"))
    app.push(MenuScene(app))
    flow.watch_session(app, session, at=3)
    pump(app)
    scene = app.top
    assert isinstance(scene, ReplayScene) and scene.choosing
    click_button(app, "Through Ben's eyes")
    assert not scene.choosing and scene.match.viewer == 1
    assert scene.table.shown == expected_model(session, 3, 1)
    assert scene.button("Show all cards").enabled  # the game is over


def test_a_replay_file_dropped_on_the_window_is_watched_and_a_hostile_one_changes_nothing(app, tmp_path):
    from game.replay import ReplayRecord, export_replay

    session = finished_session()
    good = tmp_path / "good.replay.json"
    export_replay(good, ReplayRecord.of(session))
    bad = tmp_path / "bad.replay.json"
    bad.write_bytes(good.read_bytes()[:100])
    app.push(MenuScene(app))
    pump(app)
    for path in (bad, tmp_path, tmp_path / "missing.json"):
        pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(path)))
        pump(app)
        assert isinstance(app.top, MenuScene) and len(app.stack) == 1
        assert "Cannot open this replay" in app.toast_text and app.toast_ms > 0
    pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(good)))
    pump(app)
    assert isinstance(app.top, ReplayScene) and app.top.match.length == len(session.history)


def test_export_writes_a_file_the_import_list_opens(app):
    session = finished_session()
    app.push(MenuScene(app))
    flow.watch_session(app, session, at=4)
    pump(app)
    click_button(app, "Export")
    files = list((app.store.root / "replays").iterdir())
    assert len(files) == 1 and app.toast_good
    key(app, pygame.K_ESCAPE)
    flow.open_replay_files(app)
    pump(app)
    click_button(app, files[0].name)
    assert isinstance(app.top, ReplayScene) and app.top.match.moves_played() == len(session.history)


def test_a_running_hot_seat_game_asks_again_before_another_view_and_offers_no_card_of_the_others(app):
    finished = finished_session(kinds=("human", "human", "bot"))
    running = Session(finished.game, finished.seats, finished.seed)
    for action in finished.history[:8]:
        running.apply(action)
    app.push(MenuScene(app))
    flow.watch_session(app, running)
    pump(app)
    scene = app.top
    assert isinstance(scene, ReplayScene) and scene.choosing
    click_button(app, "Through Ana's eyes")
    assert not scene.button("Show all cards").enabled
    click_button(app, "View: Ana")
    assert scene.choosing  # the screen changes hands: the question again, no table meanwhile
    click_button(app, "Through Ben's eyes")
    assert scene.match.viewer == 1 and scene.table.shown == expected_model(running, 8, 1)
