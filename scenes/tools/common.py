"""Shared by the headless tools: the dummy video driver, a throw-away app, a bots-only session."""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from pathlib import Path


def headless() -> None:
    """Use SDL's dummy drivers (no window, no sound device); call before pygame initialises."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def scratch_app(size: tuple[int, int] | None, folder: Path | None = None, **settings_values):
    """An :class:`App` with default settings and its saves in ``folder`` (default: a new temporary folder, removed
    when the process ends; never the player's)."""
    from game.settings import Settings
    from scenes.core.app import App

    if folder is None:
        folder = Path(tempfile.mkdtemp(prefix="palace-table-"))
        atexit.register(shutil.rmtree, folder, ignore_errors=True)  # the tool's scratch folder goes with it
    folder = Path(folder)
    app = App(size=size, data_dir=folder, settings=Settings(**settings_values), settings_path=folder / "settings.json")
    app.net_bind, app.net_lan = "127.0.0.1", False  # the tools' sockets stay on this machine, no multicast
    if not app.net_mailbox:
        from scenes.core.app import NO_MAILBOX

        app.net_mailbox = NO_MAILBOX  # nor a public wormhole mailbox
    return app


def pace_settings(app) -> dict:  # noqa: ANN001 - an App
    """The settings that set a table's pace, for a tool's report (the tests check they are the player's)."""
    return {"animation_speed": app.settings.animation_speed, "bot_pace_ms": app.settings.bot_pace_ms}


def bot_session(game_id: str, players: int, seed: int, level: str = "normal", humans: int = 0,
                options: dict | None = None):
    """A session of bots with the game's ``options``; the first ``humans`` seats are people (they still move as bots
    of ``level`` when a tool plays moves for them with ``session.bot_action()``)."""
    from game import catalog
    from game.session import SeatConfig, Session
    from scenes.screens.setup import DEFAULT_NAMES

    seats = [SeatConfig(DEFAULT_NAMES[i], "human" if i < humans else "bot", level) for i in range(players)]
    return Session(catalog.get_game(game_id), seats, seed, options)
