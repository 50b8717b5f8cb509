"""Hostile files through the real app (issue 17): names that cannot be drawn or are huge, a hostile Continue
pointer, an unreadable saves folder, listing off the frame thread, confirming before a save is replaced, and the
stale temporary files cleaned at start."""

from __future__ import annotations

import json
import os
import threading
import time

import pygame
import pytest
from ui.helpers import a_table, click_button, key, pump

from game import catalog
from game.saves import FolderUnreadable
from game.session import SeatConfig, Session
from game.textclean import NAME_LIMIT
from scenes.core.dialogs import ConfirmScene
from scenes.screens.load import LoadScene, SaveRow
from scenes.screens.menu import MenuScene
from scenes.table.table_menu import SaveAsScene

SEATS = [SeatConfig("Ann", "human"), SeatConfig("Bea", "bot", "random")]


def hostile_save(app, fixture_game, seat_name: str, name: str = "Game") -> None:
    data = {**Session(fixture_game, SEATS, seed=5).to_json(), "name": name}
    data["seats"][0]["name"] = seat_name
    app.store.folder.mkdir(parents=True, exist_ok=True)
    (app.store.folder / "hostile.json").write_text(json.dumps(data), encoding="ascii")


def loaded(app) -> bool:
    return not getattr(app.top, "loading", False)


@pytest.mark.parametrize("seat_name", ["A\x00B", "A\ud800", "\x00A\x07", "N" * 100_000])
def test_the_menu_and_load_screen_draw_saves_with_hostile_names(app, fixture_game, seat_name):
    hostile_save(app, fixture_game, seat_name, name=seat_name if len(seat_name) < 10 else "x" * 100_000)
    app.push(MenuScene(app))
    pump(app, until=lambda: loaded(app))
    pump(app)  # the first frames draw the Continue note
    assert app.top.button("Continue").enabled
    click_button(app, "Load")
    pump(app, until=lambda: loaded(app))
    [row] = [w for w in app.top.widgets if isinstance(w, SaveRow)]
    assert len(row.info.name) <= NAME_LIMIT and all(len(p) <= NAME_LIMIT for p in row.info.players)
    pump(app)


def test_a_continue_pointer_with_a_nul_does_not_stop_the_app(app, fixture_game):
    app.store.root.mkdir(parents=True, exist_ok=True)
    (app.store.root / "continue.json").write_text(json.dumps({"path": "saves/a\x00.json"}), encoding="utf-8")
    app.push(MenuScene(app))
    pump(app, until=lambda: loaded(app))
    assert not app.top.button("Continue").enabled


def test_fitting_a_huge_name_measures_it_a_few_times_only(app):
    px, small, width = 20, 14, 300
    calls = []

    class Counting:
        def __init__(self, font):
            self.font = font

        def size(self, text):
            calls.append(len(text))
            return self.font.size(text)

        def __getattr__(self, name):
            return getattr(self.font, name)

    real = {size: app.fonts.font(size) for size in range(small, px + 1)}
    for size, font in real.items():
        app.fonts._fonts[(size, False)] = Counting(font)
    fitted = app.fonts.fit("W" * 5_000, px, width)
    assert fitted.endswith("…") and real[px].size(fitted)[0] <= width < real[px].size(fitted[:-1] + "W…")[0]
    assert len(calls) <= 24
    size, lines = app.fonts.shrink_wrap("W" * 5_000, px, small, width)
    assert size == small and lines[0].endswith("…") and real[small].size(lines[0])[0] <= width
    assert len(calls) <= 80


def test_lists_are_read_off_the_frame_thread_with_loading_shown(app, fixture_game, monkeypatch):
    app.store.save(Session(fixture_game, SEATS, seed=5), "Kept")
    release, threads = threading.Event(), []
    real_list = app.store.list_saves

    def slow_list():
        threads.append(threading.current_thread())
        release.wait(10)
        return real_list()

    monkeypatch.setattr(app.store, "list_saves", slow_list)
    app.push(MenuScene(app))
    pump(app)
    assert app.top.button("Continue").note == "Loading…" and not app.top.button("Continue").enabled
    click_button(app, "Load")
    scene = app.top
    assert isinstance(scene, LoadScene) and scene.loading
    pump(app)
    release.set()
    pump(app, until=lambda: not scene.loading)
    assert [w.info.name for w in scene.widgets if isinstance(w, SaveRow)] == ["Kept"]
    assert threads and threading.main_thread() not in threads


def test_an_unreadable_saves_folder_says_so(app, monkeypatch):
    def denied():
        raise FolderUnreadable("Permission denied")

    monkeypatch.setattr(app.store, "list_saves", denied)
    app.push(LoadScene(app))
    pump(app, until=lambda: loaded(app))
    assert app.top.notice() == "The saves folder cannot be read: Permission denied"
    pump(app)


def save_as(app, name: str) -> None:
    key(app, pygame.K_ESCAPE)
    click_button(app, "Save as…")
    assert isinstance(app.top, SaveAsScene)
    app.top.field.value = name
    key(app, pygame.K_RETURN)


def test_saving_under_an_existing_name_asks_before_replacing(app):
    table = a_table(app, 3)
    pump(app)
    first = app.store.save(table.match.session, "Game")
    app.store.save(table.match.session, "game")
    before = first.read_bytes()
    save_as(app, "Game")
    assert isinstance(app.top, ConfirmScene) and "Replace" in app.top.title
    key(app, pygame.K_ESCAPE)  # no: nothing written, the name can be changed
    assert isinstance(app.top, SaveAsScene) and first.read_bytes() == before
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, ConfirmScene)
    os.utime(first, (1, 1))
    key(app, pygame.K_RETURN)  # yes
    assert app.top is table and app.toast_good
    assert first.stat().st_mtime > 1
    assert sorted(i.name for i in app.store.list_saves() if not i.path.name.startswith("autosave")) == ["Game", "game"]


def test_stale_temporary_files_are_cleaned_at_start(tmp_path):
    from game.settings import Settings
    from scenes.core.app import App

    saves = tmp_path / "data" / "saves"
    saves.mkdir(parents=True)
    stale, fresh = saves / ".autosave-palace.json.palace-tmp-abcdefgh", saves / ".x.json.palace-tmp-abcdefgi"
    for path in (stale, fresh):
        path.write_bytes(b"{")
    os.utime(stale, (time.time() - 300,) * 2)
    App(size=(800, 450), data_dir=tmp_path / "data", settings=Settings())
    try:
        assert not stale.exists() and fresh.exists()
    finally:
        pygame.quit()


def test_setup_limits_names_to_40_characters_and_cleans_them(app):
    from ui.helpers import click, post_text

    from scenes.screens.setup import SetupScene
    from scenes.table.table import TableScene
    from scenes.ui.widgets import TextField

    app.push(SetupScene(app, seed=3))
    pump(app)
    field = next(w for w in app.top.widgets if isinstance(w, TextField))
    click(app, field.screen_rect(app).center)
    post_text(app, "x" * 60)
    assert len(field.value) == NAME_LIMIT
    app.top.names[1] = "B\x00\ud800" + "y" * 100
    click_button(app, "Start")
    assert isinstance(app.top, TableScene)
    names = app.top.match.session.names
    assert len(names[0]) == NAME_LIMIT and names[1].startswith("B\ufffdy") and len(names[1]) == NAME_LIMIT


@pytest.mark.parametrize("bad", ["A\x00B", "A\ud800", "\x1b[2J", "Z" * 100_000])
def test_the_statistics_screen_draws_hostile_names_games_and_levels(app, bad):
    from game.stats import STATS_FILE
    from scenes.screens.statistics import StatisticsScene

    app.data_dir.mkdir(parents=True, exist_ok=True)
    (app.data_dir / STATS_FILE).write_text(json.dumps({"format": "palace-table-stats", "version": 1, "players": {
        bad: {catalog.SHIPPED[0]: {bad: {"games": 2, "wins": 1}}, bad: {"easy": {"games": 1, "wins": 0}}}}}),
        encoding="ascii")
    app.push(StatisticsScene(app))
    pump(app)
    assert len(app.top.rows) == 2
    for row in app.top.rows:
        for text in (row.player, row.game_id, row.opponent):
            assert len(text) <= NAME_LIMIT and "\x00" not in text and "\ud800" not in text and "\x1b" not in text
