"""Texts several screens show."""

from __future__ import annotations

from game import catalog
from game.i18n import tr


def game_title(game_id: str) -> str:
    """The title of a game id from a save (the id itself when the game is unknown)."""
    try:
        return tr(catalog.get_game(game_id).title)
    except (KeyError, ModuleNotFoundError):
        return game_id
