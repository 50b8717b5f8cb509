"""A window that cannot be seen (minimized, or on another virtual desktop): the real clock paces the app's loop at
:data:`UNSEEN_FPS`, so that the game goes on (bots, friends' moves, the voice) drawing six times less for nobody to
see; seen again, it is paced as before (and drawn whole: ``WINDOWRESTORED``/``WINDOWEXPOSED`` invalidate)."""

from __future__ import annotations

import time

import pygame

from game.settings import Settings
from scenes.core.app import FPS, App
from scenes.core.clock import UNSEEN_FPS, RealClock
from tests.ui.helpers import a_table


def test_the_real_clock_paces_a_window_nobody_sees_slower(monkeypatch):
    seen = [True]
    monkeypatch.setattr(pygame.display, "get_active", lambda: seen[0])
    assert RealClock(FPS).rate() == FPS
    seen[0] = False
    assert RealClock(FPS).rate() == UNSEEN_FPS < FPS
    assert RealClock(0).rate() == UNSEEN_FPS  # (an uncapped tool's loop too)
    assert RealClock(5).rate() == 5  # (never faster)


def test_a_minimized_app_goes_on_at_the_slow_pace(tmp_path, monkeypatch):
    """The app's own loop on the real clock at a table of bots, at the default settings, its window minimized: a
    frame at most every tenth of a second (it ran at 60 a second)."""
    monkeypatch.setattr(pygame.display, "get_active", lambda: False)
    app = App(size=(1280, 720), data_dir=tmp_path / "data", settings=Settings())
    frames = 4

    def stop_after_some(app) -> None:
        app.running = len(app.frame_ms) < frames

    try:
        a_table(app, 2, kinds=("bot", "bot"))
        app.on_frame = stop_after_some
        started = time.monotonic()
        app.run(FPS)  # (its shutdown closes the table)
        assert len(app.frame_ms) == frames and time.monotonic() - started >= (frames - 1) / UNSEEN_FPS * 0.9
    finally:
        pygame.quit()
