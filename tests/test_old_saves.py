"""Every save an earlier release wrote still loads, lands where its writer was, and plays on (the files of
``tests/fixtures/saves/v<N>/``, see ``tests/save_fixtures.py``)."""

from __future__ import annotations

import json
import shutil

import pytest
from save_fixtures import FIXTURES, INDEX, where

from game.saves import SaveStore

CASES = [(folder.name, case) for folder in sorted(FIXTURES.iterdir())
         for case in json.loads((folder / INDEX).read_text(encoding="utf-8"))]


def test_there_are_old_saves_of_every_moment():
    stems = {case["file"].rsplit("-", 1)[-1] for _, case in CASES}
    assert {"finished.json", "round.json", "end.json", "variant.json"} <= stems
    assert len({case["game"] for _, case in CASES}) >= 2


@pytest.mark.parametrize("version, case", CASES, ids=[f"{v}/{c['file']}" for v, c in CASES])
def test_an_old_save_loads_where_it_was_and_plays_on(tmp_path, version, case):
    store = SaveStore(tmp_path)
    store.folder.mkdir(parents=True)
    path = store.folder / case["file"]
    shutil.copyfile(FIXTURES / version / case["file"], path)
    listed = store.inspect(path)
    assert listed.ok and listed.game == case["game"] and listed.players == case["names"]
    assert listed.moves == case["moves"] and listed.finished == case["over"] and listed.name == case["name"]
    session = store.load(path)
    expected = {key: value for key, value in case.items() if key not in ("file", "game", "name")}
    assert where(session) == expected
    assert store.inspect(path, verify=True).ok
    again = store.load(store.save(session, "again"))  # saved again in today's format, it lands there too
    assert where(again) == expected
    if not session.is_over():
        session.apply(session.bot_action())
        assert len(session.history) == case["moves"] + 1
