"""One version number: pyproject.toml's, seen as ``game.__version__`` and written into every save's header."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

from each_game import a_game

import game
from game import catalog
from game.saves import HEADER_KEY, SaveStore
from game.session import SeatConfig, Session

ROOT = Path(__file__).resolve().parent.parent


def test_the_version_is_pyprojects():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert game.__version__ == game.version() == project["version"]
    assert "__version__ =" not in (ROOT / "game" / "__init__.py").read_text(encoding="utf-8")


def test_the_changelog_has_an_entry_for_this_version():
    assert f"## [{game.__version__}]" in (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")


def test_a_save_header_names_the_app_version(tmp_path):
    store = SaveStore(tmp_path)
    gid = a_game(players=2)
    session = Session(catalog.get_game(gid), [SeatConfig("Ann", "human"), SeatConfig("Bot", "bot", "easy")], 4)
    for path in (store.autosave(session), store.save(session, "mine")):
        header = json.loads(path.read_text(encoding="utf-8"))[HEADER_KEY]
        assert header["app_version"] == game.__version__
        assert store.load(path).game.id == gid
