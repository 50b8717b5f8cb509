"""Headless UI tests: SDL's dummy drivers and an app with instant bots and no animation."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.settings import Settings  # noqa: E402
from scenes.core.app import App  # noqa: E402


@pytest.fixture
def app(tmp_path):
    settings = Settings(animation_speed=0.0, bot_pace_ms=0)
    application = App(size=(1600, 900), data_dir=tmp_path / "data", settings=settings)
    yield application
    for scene in application.stack:
        close = getattr(scene, "close", None)
        if close is not None:
            close()
    pygame.quit()
