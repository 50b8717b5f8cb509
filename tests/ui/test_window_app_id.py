"""The app's window carries the application id as its X11 class and Wayland app id, set before SDL opens the
display (SDL reads it from the environment then): a desktop matches the window to its menu entry and icon."""

from __future__ import annotations

import os

import pygame

from game.appid import APP_ID, SDL_WINDOW_CLASS_ENV
from game.settings import Settings
from scenes.core.app import App


def test_the_window_class_is_the_app_id_before_the_display_opens(tmp_path, monkeypatch):
    for variable in SDL_WINDOW_CLASS_ENV:
        monkeypatch.setenv(variable, "placeholder")  # so that teardown restores the variable's absence
        monkeypatch.delenv(variable)
    seen: dict[str, dict[str, str | None]] = {}
    real_init, real_set_mode = pygame.display.init, pygame.display.set_mode

    def init() -> None:
        seen["init"] = {v: os.environ.get(v) for v in SDL_WINDOW_CLASS_ENV}
        real_init()

    def set_mode(*args, **kwargs):
        seen["set_mode"] = {v: os.environ.get(v) for v in SDL_WINDOW_CLASS_ENV}
        return real_set_mode(*args, **kwargs)

    monkeypatch.setattr(pygame.display, "init", init)
    monkeypatch.setattr(pygame.display, "set_mode", set_mode)
    App(size=(1280, 720), data_dir=tmp_path / "data", settings=Settings(),
        settings_path=tmp_path / "settings.json")
    pygame.quit()
    expected = dict.fromkeys(SDL_WINDOW_CLASS_ENV, APP_ID)
    assert seen == {"init": expected, "set_mode": expected}


def test_a_window_class_given_by_whoever_starts_the_app_is_kept(tmp_path, monkeypatch):
    monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", "chosen-by-the-launcher")
    App(size=(1280, 720), data_dir=tmp_path / "data", settings=Settings(),
        settings_path=tmp_path / "settings.json")
    pygame.quit()
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == "chosen-by-the-launcher"
