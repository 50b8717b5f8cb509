"""Each game's art: which design draws each face id, and the game's card back. A face id is looked up in the
game's own module; without a game id, in every module (face ids do not clash between the games)."""

from __future__ import annotations

from scenes.art.design import Back, Design, Token
from scenes.art.games import love_letter, palace, palastgefluester, road

MODULES = {m.GAME_ID: m for m in (love_letter, palace, palastgefluester, road)}
DEFAULT_BACK = Back(ground=(96, 28, 40), line=(214, 170, 90), emblem="palace")


def design_for(face: str, game: str | None = None) -> Design | None:
    modules = [MODULES[game]] if game in MODULES else list(MODULES.values())
    for module in modules:
        found = module.design(face)
        if found is not None:
            return found
    return None


def back_for(game: str | None) -> Back:
    module = MODULES.get(game or "")
    return module.BACK if module is not None else DEFAULT_BACK


def token_for(face: str) -> Token | None:
    """The round token drawn for ``face`` (e.g. "disc.red", "token.affection"), or None."""
    for module in MODULES.values():
        found = getattr(module, "token", lambda _f: None)(face)
        if found is not None:
            return found
    return None


def showcase(game: str) -> tuple[str, ...]:
    """A few of ``game``'s faces that show what it looks like (the setup screen fans them out)."""
    module = MODULES.get(game)
    return tuple(getattr(module, "SHOWCASE", ())) if module is not None else ()
