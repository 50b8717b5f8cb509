"""Each game's reason codes are declared in one table (``game/games/<pkg>/rules/reasons.py``) that its rules, bots and
presenter share: every declared code has its text in every language, and every code the game's modules give is
declared (read from their source, and seen from the rules and the bots in random games)."""

from __future__ import annotations

import ast
import importlib
import random
import string
from pathlib import Path

import pytest
from source_trees import source_nodes

from game import catalog
from game.engine.reasons import SECTIONS, SHARED, ReasonTable
from game.i18n import LANGUAGES, SOURCE_LANGUAGE
from tools.i18n_catalogs import compiled_table as translations

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = {gid: catalog.get_entry(gid).package for gid in catalog.game_ids()
            if catalog.get_entry(gid).reasons is not None}
"""The games that declare reason codes of their own (their catalog entry holds the table), and their packages."""


def table(game_id: str) -> ReasonTable:
    reasons = catalog.get_entry(game_id).reasons
    assert reasons is not None
    return reasons


def fields(text: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(text) if f}


def sources(game_id: str) -> list[Path]:
    """The modules of the game's package: its rules, bots and presenter."""
    package = importlib.import_module(PACKAGES[game_id])
    assert package.__file__ is not None
    return sorted(Path(package.__file__).parent.rglob("*.py"))


def literal_codes(path: Path) -> set[str]:
    """The codes of the ``Reason("code", ...)`` written out in a module."""
    out = set()
    for node in source_nodes(path):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Reason" and node.args \
                and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str):
            out.add(node.args[0].value)
    return out


def test_every_game_has_a_table_and_every_game_is_listed():
    # that every game the app ships declares its codes is one of tests/game_conformance.py's SHIP_REQUIREMENTS
    for game_id in PACKAGES:
        assert table(game_id).base is SHARED


@pytest.mark.parametrize("language", [lang for lang in LANGUAGES if lang != SOURCE_LANGUAGE])
@pytest.mark.parametrize("game_id", sorted(PACKAGES))
def test_every_declared_code_has_its_text_in_every_language(game_id, language):
    """English is the key itself; every other language translates it with the same fields."""
    translated = translations(language)
    missing, fields_differ = [], []
    for section, code, text in table(game_id).entries():
        assert section in SECTIONS and text.text and (not text.plural or text.count)
        for key in text.msgids():
            if key not in translated:
                missing.append(f"{section}:{code}: {key}")
            elif fields(translated[key]) != fields(key):
                fields_differ.append(f"{section}:{code}: {key}")
    assert not missing and not fields_differ


@pytest.mark.parametrize("game_id", sorted(PACKAGES))
def test_every_code_written_in_the_games_modules_is_declared(game_id):
    declared = table(game_id).codes()
    used = {code: path.name for path in sources(game_id) for code in literal_codes(path)}
    assert used, "the scan found no Reason at all"
    assert {code: where for code, where in used.items() if code not in declared} == {}


def test_the_shared_codes_are_the_generic_hints_and_the_engines():
    used = literal_codes(ROOT / "game" / "ai" / "hint.py") | literal_codes(ROOT / "game" / "engine" / "protocol.py")
    assert used and used <= SHARED.codes()


@pytest.mark.parametrize("game_id", sorted(PACKAGES))
def test_every_hint_reason_given_in_random_games_is_declared(game_id):
    """The bots' reasons for every legal move of random games (the game's ``hint_reason``, or its ``explain``)
    are declared (a game's own refusals are checked in its folder)."""
    entry = catalog.get_entry(game_id)
    ai = importlib.import_module(entry.make_bot.__module__)
    reason_for = getattr(ai, "hint_reason", None)
    explain = getattr(ai, "explain", None)
    hints = table(game_id).codes("hint")
    seen = set()
    for seed in range(3):
        players = entry.rules.min_players + seed % 2
        state = entry.rules.new_game(players, seed)
        rng = random.Random(seed)
        for _ in range(120):
            if state.is_terminal():
                break
            legal = state.legal_actions()
            view = entry.rules.view(state, state.current_player())
            for action in legal[:12]:
                reason = reason_for(view, legal, action) if reason_for else explain(view, action)
                if reason is not None:
                    assert reason.code in hints, (game_id, action, reason)
                    seen.add(reason.code)
            state.apply(legal[rng.randrange(len(legal))])
    assert seen
