"""Shared fixtures: keep every platformdirs-based store in a temporary folder; register the fixture game; a save store
in a temporary folder and a short session of the fixture game to save."""

from __future__ import annotations

import platformdirs
import pytest
from fixture_games import SEATS

from game.saves import SaveStore
from game.session import Session


@pytest.fixture(autouse=True)
def isolated_dirs(tmp_path_factory, monkeypatch):
    """Point the user data and config folders (saves, stats, settings) at a fresh temporary folder."""
    root = tmp_path_factory.mktemp("userdirs")
    for name in ("user_data_dir", "user_config_dir", "user_state_dir", "user_cache_dir", "user_log_dir"):
        folder = root / name
        monkeypatch.setattr(platformdirs, name, lambda *args, _folder=folder, **kwargs: str(_folder))
    for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(var, str(root / var.lower()))
    return root


@pytest.fixture
def fixture_game(monkeypatch):
    """The tiny test game of ``tests/fixture_games.py``, registered in the catalog for this test."""
    import fixture_games

    return fixture_games.register(monkeypatch)


@pytest.fixture
def store(tmp_path) -> SaveStore:
    return SaveStore(tmp_path)


@pytest.fixture
def session(fixture_game) -> Session:
    match = Session(fixture_game, SEATS, seed=21)
    for _ in range(3):
        match.apply(match.bot_action())
    return match
