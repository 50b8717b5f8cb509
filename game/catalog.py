"""The registry of games: each game is one package, ``game/games/<pkg>/``, exporting its :class:`GameEntry` as
``ENTRY`` (its rules, bots, presenter, reason codes, tutorial and hint hooks as objects; its card art and layout
generator named, loaded where used; its data in the package's ``data/`` folder), registered here in one line.
Everything per game the app or a generic test looks for is an entry field, and ``tests/test_game_conformance.py``
says which one a registered game lacks. The rules never import the catalog.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game import i18n
from game.engine import Capabilities, SomeGame
from game.entry import GameEntry, load
from game.games import love_letter, palace, palastgefluester, road_to_the_palace

__all__ = ["GameEntry", "available_game_ids", "entries", "game_ids", "get_entry", "get_game", "having", "load",
           "register"]

_entries: dict[str, GameEntry] = {}


def register(entry: GameEntry) -> GameEntry:
    """Add a game to the catalog (its translations, if it keeps its own, join the app's catalogs)."""
    if entry.id in _entries and _entries[entry.id] != entry:
        raise ValueError(f"game id {entry.id!r} is registered twice")
    _entries[entry.id] = entry
    if entry.locale_folder:
        i18n.add_locale_folder(entry.locale_folder)
    return entry


# The games of the app, one line each.
register(love_letter.ENTRY)
register(palace.ENTRY)
register(palastgefluester.ENTRY)
register(road_to_the_palace.ENTRY)

SHIPPED: tuple[str, ...] = tuple(_entries)
"""The ids of the games the app ships (a test or a plug-in may register more: :func:`game_ids`)."""


def entries() -> list[GameEntry]:
    """Every registered game, in the order registered."""
    return list(_entries.values())


def game_ids() -> list[str]:
    return list(_entries)


def available_game_ids() -> list[str]:
    """The ids of every registered game (each entry is loaded when registered, so each is available)."""
    return list(_entries)


def having(wanted: Callable[[Capabilities], bool], among: Sequence[str] | None = None) -> list[GameEntry]:
    """The registered games (or those of ``among``) whose capabilities satisfy ``wanted``, in the order registered:
    how generic code picks "a game whose hand is private" without naming one."""
    pool = _entries.values() if among is None else [_entries[gid] for gid in among]
    return [entry for entry in pool if wanted(entry.capabilities)]


def get_entry(game_id: str) -> GameEntry:
    """The registered game ``game_id``; raise KeyError for an unknown id."""
    try:
        return _entries[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; known: {', '.join(_entries)}") from None


def get_game(game_id: str) -> SomeGame:
    """The rules of a game; raise KeyError for an unknown id."""
    return get_entry(game_id).rules
