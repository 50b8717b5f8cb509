"""Each game's art: which design draws each face id, and the game's card back. The module of a game's art (its
package's ``art.py``, a description in the designs of :mod:`game.engine.art`) is the
one its catalog entry names (:attr:`game.entry.GameEntry.art_module`: ``design(face)``, ``BACK`` and optionally
``token(face)``), imported when first asked for. A face id is looked up in the game's own module; without a game
id, in every registered game's module (face ids do not clash between the games)."""

from __future__ import annotations

import importlib
from types import ModuleType

from game import catalog
from scenes.art.design import Back, Design, Token

DEFAULT_BACK = Back(ground=(96, 28, 40), line=(214, 170, 90), emblem="palace")


def art_module(game: str) -> ModuleType | None:
    """The art module of a registered game (None for an unknown id)."""
    if game not in catalog.game_ids():
        return None
    return importlib.import_module(catalog.get_entry(game).art_module)


def _modules(game: str | None) -> list[ModuleType]:
    own = art_module(game) if game else None
    if own is not None:
        return [own]
    return [m for m in (art_module(gid) for gid in catalog.game_ids()) if m is not None]


def design_for(face: str, game: str | None = None) -> Design | None:
    for module in _modules(game):
        found: Design | None = module.design(face)
        if found is not None:
            return found
    return None


def back_for(game: str | None) -> Back:
    module = art_module(game) if game else None
    return module.BACK if module is not None else DEFAULT_BACK


def token_for(face: str) -> Token | None:
    """The round token drawn for ``face`` (e.g. "disc.red", "token.affection"), or None."""
    for module in _modules(None):
        found: Token | None = getattr(module, "token", lambda _f: None)(face)
        if found is not None:
            return found
    return None


def showcase(game: str) -> tuple[str, ...]:
    """A few of ``game``'s faces that show what it looks like (the setup screen fans them out)."""
    module = art_module(game)
    return tuple(getattr(module, "SHOWCASE", ())) if module is not None else ()
