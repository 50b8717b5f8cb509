"""The app's last lines of defence (issue 30 items 5, 9, 12): a crash inside a scene is logged, told in one
window and loses no game; a second app on the same data folder says so and touches nothing; settings that cannot
be read or written are told to the player."""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
import threading
from pathlib import Path

import pygame
import pytest
from each_game import a_game

import game
from game import catalog
from game.locks import FileLock
from game.saves import SaveStore
from game.session import SeatConfig, Session
from scenes.core import crash, diagnostics
from scenes.core.app import App, run_app
from scenes.screens.menu import MenuScene
from scenes.table.table import TableScene

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def told(monkeypatch):
    messages: list[tuple[str, str]] = []
    monkeypatch.setattr(crash, "tell", lambda title, message: messages.append((title, message)))
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)  # run_app's hook is undone after the test
    return messages


def folder_state(folder: Path) -> dict[str, tuple[int, int]]:
    return {str(p.relative_to(folder)): (p.stat().st_mtime_ns, p.stat().st_size)
            for p in folder.rglob("*") if p.is_file()}


def test_a_crash_inside_a_scene_is_logged_told_and_keeps_the_game(tmp_path, told, monkeypatch):
    data = tmp_path / "data"
    session = Session(catalog.get_game(a_game(players=2)), [SeatConfig("Ann", "human"), SeatConfig("Bea", "bot", "random")],
                      seed=21)
    for _ in range(2):
        session.apply(session.bot_action())
    store = SaveStore(data)
    store.autosave(session)
    store.close()
    menu_update, table_update = MenuScene.update, TableScene.update
    frames = {"table": 0}

    def menu(self, dt_ms):  # the player chooses Continue as soon as it is offered
        menu_update(self, dt_ms)
        if self.latest is not None:
            self.resume()

    def table(self, dt_ms):
        table_update(self, dt_ms)
        frames["table"] += 1
        if frames["table"] == 3:
            raise RuntimeError("boom inside the table scene")

    monkeypatch.setattr(MenuScene, "update", menu)
    monkeypatch.setattr(TableScene, "update", table)
    logs = tmp_path / "logs"
    assert run_app((1280, 720), data, settings_path=tmp_path / "settings.json", log_folder=logs) == 1
    [log] = list(logs.glob("crash-*.log"))
    text = log.read_text(encoding="utf-8")
    assert "boom inside the table scene" in text and "Traceback" in text
    assert text.startswith(f"Palace Table {game.__version__} crashed (frame loop)") and "Platform:" in text
    app_log = (logs / diagnostics.APP_LOG).read_text(encoding="utf-8")  # the app log names it too
    assert "started" in app_log and "boom inside the table scene" in app_log and str(log) in app_log
    assert not list(logs.glob("native-*.log"))  # nothing native happened: the empty file went with the app
    assert len(told) == 1 and str(log) in told[0][1] and "Continue" in told[0][1]
    latest = SaveStore(data).latest()  # the next start offers Continue, with the game as it was
    assert latest is not None
    assert SaveStore(data).load(latest.path).history[: len(session.history)] == session.history
    assert FileLock(data / crash.INSTANCE_LOCK).acquire(timeout=0)  # the lock went with the app


def test_a_crash_while_starting_is_logged_and_told(tmp_path, told, monkeypatch):
    def broken(self, *args, **kwargs):
        raise OSError(errno.EIO, "the disk fell off")

    monkeypatch.setattr(App, "__init__", broken)
    assert run_app(None, tmp_path / "data", settings_path=tmp_path / "settings.json", log_folder=tmp_path / "logs") == 1
    [log] = list((tmp_path / "logs").glob("crash-*.log"))
    text = log.read_text(encoding="utf-8")
    assert "the disk fell off" in text and str(log) in told[0][1]
    assert text.startswith(f"Palace Table {game.__version__} failed to start (start-up)")


def test_a_second_app_on_the_same_folder_says_so_and_touches_nothing(tmp_path, told):
    data = tmp_path / "data"
    data.mkdir()
    settings = tmp_path / "settings.json"
    settings.write_text(json.dumps({"language": "de", "window_size": [800, 600]}), encoding="utf-8")
    first = FileLock(data / crash.INSTANCE_LOCK)
    assert first.acquire(timeout=0)  # the first app
    before, settings_before = folder_state(data), settings.read_bytes()
    try:
        assert run_app(None, data, settings_path=settings, log_folder=tmp_path / "logs") == 1
    finally:
        first.release()
    assert told == [("Palace Table", "Palace Table läuft bereits.")]  # in the player's language
    assert folder_state(data) == before and settings.read_bytes() == settings_before
    assert not (tmp_path / "logs").exists()


def test_python_m_game_refuses_a_second_instance(tmp_path):
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "XDG_STATE_HOME": str(tmp_path / "state"), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    data = tmp_path / "data" / "PalaceTable"
    first = FileLock(data / crash.INSTANCE_LOCK)
    assert first.acquire(timeout=0)
    try:
        run = subprocess.run([sys.executable, "-m", "game"], cwd=ROOT, env=env, capture_output=True, text=True,
                             timeout=120)
    finally:
        first.release()
    assert run.returncode == 1 and "Palace Table is already running." in run.stderr
    assert [p.name for p in data.iterdir()] == [crash.INSTANCE_LOCK]
    assert not (tmp_path / "config").exists()


def test_unreadable_settings_are_told_to_the_player(tmp_path):
    path = tmp_path / "settings.json"
    path.write_bytes(b"{not json")
    app = App(size=(1280, 720), data_dir=tmp_path / "data", settings_path=path)
    try:
        assert app.toast_text == "Some settings could not be read: their defaults are used." and app.toast_ms > 0
        assert list(tmp_path.glob("settings.json.damaged-*"))  # the file was kept for the player
    finally:
        pygame.quit()


def test_a_failed_settings_save_is_told_without_a_temporary_path(app, tmp_path, monkeypatch):
    app.settings_path = tmp_path / "settings.json"

    def full(fd):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    assert app.save_settings() is False
    assert app.toast_text == "Settings not saved: No space left on device"
    monkeypatch.undo()
    assert not list(tmp_path.glob(".settings.json*"))
