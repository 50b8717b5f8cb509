"""Shared fixtures: keep every platformdirs-based store in a temporary folder; register the fixture game; a save store
in a temporary folder and a short session of the fixture game to save."""

from __future__ import annotations

import platformdirs
import pytest
from fixture_games import SEATS

from game.saves import SaveStore
from game.session import Session

SHARED_FOLDER_GROUPS = {"test_frozen_build.py": "frozen-build"}
"""Test modules whose tests share one fixed folder (the frozen build goes to dist/ and build/): under pytest-xdist
their tests run on one worker (``--dist loadgroup``, set by ``tools/dev.py test``)."""


@pytest.hookimpl(tryfirst=True)  # before pytest-xdist reads the groups
def pytest_collection_modifyitems(config, items):
    """Group the tests of :data:`SHARED_FOLDER_GROUPS`; the slow ones first, so that spread over workers the longest
    start early and do not end the run alone."""
    for item in items:
        group = SHARED_FOLDER_GROUPS.get(item.path.name)
        if group is not None:
            item.add_marker(pytest.mark.xdist_group(group))
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)


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
