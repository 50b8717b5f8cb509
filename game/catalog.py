"""The registry of games: id -> GameDef, loaded lazily so start-up imports only what it uses."""

from __future__ import annotations

import importlib

from game.engine import GameDef

GAME_MODULES: dict[str, str] = {
    "love-letter": "game.rules.love_letter",
    "palace": "game.rules.palace",
    "palastgefluester": "game.rules.palastgefluester",
    "road-to-the-palace": "game.rules.road_to_the_palace",
}
"""Each module exposes ``GAME``, an instance of its :class:`GameDef`."""

_loaded: dict[str, GameDef] = {}


def game_ids() -> list[str]:
    return list(GAME_MODULES)


def available_game_ids() -> list[str]:
    """The ids whose module is present (a game may still be under construction)."""
    out = []
    for gid in GAME_MODULES:
        try:
            get_game(gid)
        except ModuleNotFoundError as exc:
            if exc.name != GAME_MODULES[gid]:
                raise  # the game is there but broken: fail loudly, never hide it
            continue
        out.append(gid)
    return out


def get_game(game_id: str) -> GameDef:
    """Raise KeyError for an unknown id."""
    if game_id not in GAME_MODULES:
        raise KeyError(f"unknown game {game_id!r}; known: {', '.join(GAME_MODULES)}")
    if game_id not in _loaded:
        _loaded[game_id] = importlib.import_module(GAME_MODULES[game_id]).GAME
    return _loaded[game_id]
