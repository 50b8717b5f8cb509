"""Every registered game (the shipped ones and the tests' fixture game) has every piece a game needs, and a game
that lacks one is told which, in words (``tests/game_conformance.py``); the checklist of CONVENTIONS.md is the
list of these requirements."""

from __future__ import annotations

import copy
from dataclasses import replace
from pathlib import Path

import fixture_games
import pytest
from game_conformance import REQUIREMENTS, SHIP_REQUIREMENTS, checklist, missing

from game import catalog

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("requirement", REQUIREMENTS, ids=[r.name for r in REQUIREMENTS])
@pytest.mark.parametrize("game_id", catalog.game_ids())
def test_every_registered_game_has_every_piece(game_id, requirement):
    problems = requirement.check(catalog.get_entry(game_id))
    assert not problems, f"{game_id} lacks its {requirement.name}: " + "; ".join(problems)


@pytest.mark.parametrize("requirement", SHIP_REQUIREMENTS, ids=[r.name for r in SHIP_REQUIREMENTS])
@pytest.mark.parametrize("game_id", catalog.SHIPPED)
def test_every_shipped_game_has_what_shipping_requires(game_id, requirement):
    problems = requirement.check(catalog.get_entry(game_id))
    assert not problems, f"{game_id} lacks its {requirement.name}: " + "; ".join(problems)


def test_a_game_without_what_shipping_requires_is_told_each_piece():
    unrecorded = copy.copy(fixture_games.GAME)
    unrecorded.id = "no-such-game"  # a game nothing is recorded of (the fixture game has a Hard record)
    found = missing(replace(fixture_games.ENTRY, rules=unrecorded, tutorial=None, reasons=None), SHIP_REQUIREMENTS)
    assert set(found) == {r.name for r in SHIP_REQUIREMENTS}, found
    assert all(problems and all(problems) for problems in found.values())


def test_the_fixture_game_is_registered_beside_the_shipped_games_not_in_them():
    assert fixture_games.GAME.id in catalog.game_ids() and fixture_games.GAME.id not in catalog.SHIPPED
    assert set(catalog.SHIPPED) < set(catalog.game_ids())


@pytest.mark.parametrize(("field", "wrong", "lacks"), [
    ("layouts", "fixture_game:nowhere", "layouts"),
    ("help_folder", "fixture_game:nowhere", "rules help"),
    ("locale_folder", "fixture_game:nowhere", "translations"),
    ("art_module", "fixture_game.no_art", "card art"),
    ("presenter", fixture_games.GreedyBot, "presenter"),
    ("make_bot", None, "bots"),
    ("capabilities", None, "capabilities"),
])
def test_a_game_missing_one_piece_is_told_that_piece_alone(field, wrong, lacks):
    found = missing(replace(fixture_games.ENTRY, **{field: wrong}))
    assert set(found) == {lacks}, found
    assert all(problem and not problem.startswith("Traceback") for problem in found[lacks])


def test_a_hint_hook_the_bots_module_defines_but_the_entry_does_not_hold_is_reported():
    entry = next(e for e in catalog.entries() if e.hint_hook and e.appraise_hook)  # a game with its own hints
    bots = entry.make_bot.__module__
    assert missing(replace(entry, hint_hook=None, appraise_hook=None)) == {"hint hooks": [
        f"{bots} defines hint() but the entry's hint_hook does not hold it",
        f"{bots} defines appraise() but the entry's appraise_hook does not hold it"]}


def test_an_entry_of_nothing_names_each_missing_piece():
    found = missing(catalog.GameEntry("no_such", object(), object(), object(), object, "no_such.art"))  # type: ignore[arg-type]
    assert set(found) == {"rules", "bots", "presenter", "rules help", "card art", "capabilities"}
    assert "not a GameDef" in found["rules"][0] and "no_such.art" in found["card art"][0]


def test_the_conventions_checklist_is_the_list_of_requirements():
    text = (ROOT / "game" / "engine" / "CONVENTIONS.md").read_text(encoding="utf-8")
    begin, end = "<!-- checklist: tests/game_conformance.py -->", "<!-- end of checklist -->"
    assert begin in text and end in text
    assert text.split(begin, 1)[1].split(end, 1)[0].strip() == checklist()
