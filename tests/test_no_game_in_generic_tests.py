"""No generic test names a game (issue 40): a generic test reads what it needs of a game from the catalog — its
capabilities (``GameEntry.capabilities``), its player range, its entry — so a new game runs through every one of
them unedited. Only a game's own tests (``tests/<package>/``) and the fixture game (``tests/fixture_game/``) may
name a game, by id (``"<id>"``) or by package (``game.games.<package>``, ``tests/<package>/``)."""

from __future__ import annotations

import re
from pathlib import Path

from game import catalog

TESTS = Path(__file__).resolve().parent

PENDING: frozenset[str] = frozenset()
"""Generic test files that still name a game: none left (issue 40, item 1); this list may only shrink — a file taken
off it must name no game, and a file on it that no longer names one must leave it."""
ARRIVING: frozenset[str] = frozenset()
"""Files of PENDING that another branch adds: listed so that the merge finds them expected."""


def packages(entry: catalog.GameEntry) -> set[str]:
    """The names a game's package goes by: the package that exports its entry (``game.games.<package>``, which
    holds its rules, bots, presenter and art)."""
    return {entry.package.rsplit(".", 1)[-1]}


def game_pattern() -> re.Pattern[str]:
    """A shipped game's id in quotes or as a hyphenated word, or its package as a module or folder name."""
    parts = []
    for entry in catalog.entries():
        if entry.id not in catalog.SHIPPED:
            continue
        parts.append(rf"[\"']{re.escape(entry.id)}[\"']")
        if "-" in entry.id:
            parts.append(rf"(?<![\w-]){re.escape(entry.id)}(?![\w-])")
        for name in packages(entry):
            parts.append(rf"(?<=[./]){re.escape(name)}(?![\w-])|(?<![\w.-]){re.escape(name)}(?=[./])")
            if "_" in name:
                parts.append(rf"(?<![A-Za-z0-9]){re.escape(name)}(?![A-Za-z0-9])")  # <package>_table too
    return re.compile("|".join(parts))


def generic_test_files() -> list[str]:
    """The test sources outside a game's own folder and the fixture game's."""
    own = {name for entry in catalog.entries() for name in packages(entry)} | {"fixture_game"}
    return sorted(path.relative_to(TESTS).as_posix() for path in TESTS.rglob("*.py")
                  if path.relative_to(TESTS).parts[0] not in own)


def names_a_game(relative: str, pattern: re.Pattern[str]) -> list[str]:
    text = (TESTS / relative).read_text(encoding="utf-8")
    return [f"{relative}:{number}: {line.strip()}" for number, line in enumerate(text.splitlines(), 1)
            if pattern.search(line)]


def test_no_generic_test_names_a_game():
    pattern = game_pattern()
    found = [hit for relative in generic_test_files() if relative not in PENDING
             for hit in names_a_game(relative, pattern)]
    assert not found, "a generic test names a game (read its capabilities from the catalog):\n" + "\n".join(found)


def test_the_list_of_files_still_to_mend_only_shrinks():
    pattern = game_pattern()
    files = set(generic_test_files())
    assert files >= PENDING - ARRIVING, sorted(PENDING - ARRIVING - files)
    assert not [relative for relative in sorted(PENDING & files) if not names_a_game(relative, pattern)]


def test_the_scan_sees_a_game_named_in_every_form():
    pattern = game_pattern()
    entry = next(e for e in catalog.entries() if e.id in catalog.SHIPPED)
    package = entry.package
    for line in (f'get_entry("{entry.id}")', f"x = '{entry.id}'", f"from {package}.rules import GAME",
                 f"tests/{package.rsplit('.', 1)[-1]}/test_rules.py"):
        assert pattern.search(line), line
    assert not pattern.search("the Palace Table app, palace-table.po, catalog.SHIPPED[0]")
