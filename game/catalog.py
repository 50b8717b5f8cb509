"""The registry of games: id -> :class:`GameEntry`, loaded lazily so start-up imports only what it uses.

The catalog composes a game from three parts that know nothing of each other's users: its rules (a
:class:`GameDef`, ``GAME`` in ``game.rules.<pkg>``), its bots (``make_bot(level, seed)`` in ``game.ai.<pkg>``)
and its presenter (``game.rules.<pkg>.present``). Dependencies point one way: the rules import neither.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from game.ai.hint import Hint, HintOption, ReasonFor, search_appraise, search_hint
from game.engine import JSON, Action, Bot, GameDef, Presenter

GAME_MODULES: dict[str, str] = {
    "love-letter": "game.rules.love_letter",
    "palace": "game.rules.palace",
    "palastgefluester": "game.rules.palastgefluester",
    "road-to-the-palace": "game.rules.road_to_the_palace",
}
"""Each module exposes ``GAME``, an instance of its :class:`GameDef`."""

PARTS: dict[str, tuple[str, str]] = {
    "love-letter": ("game.ai.love_letter", "game.rules.love_letter.present:LoveLetterPresenter"),
    "palace": ("game.ai.palace", "game.rules.palace.present:PalacePresenter"),
    "palastgefluester": ("game.ai.palastgefluester", "game.rules.palastgefluester.present:PalastPresenter"),
    "road-to-the-palace": ("game.ai.road_to_the_palace", "game.rules.road_to_the_palace.present:RoadPresenter"),
}
"""Per game: the bots' module (exposing ``make_bot(level, seed)``) and ``module:class`` of the presenter."""


@dataclass(frozen=True)
class GameEntry:
    """One game as the app uses it: rules, a bot factory and a presenter factory."""

    rules: GameDef
    make_bot: Callable[[str, int], Bot]
    """``make_bot(level, seed)`` for a level in :data:`game.engine.BOT_LEVELS` (ValueError for another)."""
    presenter: Callable[[], Presenter]
    """A new presenter (one per match: it keeps the log lines it formatted)."""
    game_hint: Callable[[JSON, Sequence[Action], int], Hint] | None = None
    """The bots module's own ``hint(view, legal, seed)``, if it has one."""
    game_appraise: Callable[[JSON, Sequence[Action], Action, int], tuple[HintOption, HintOption]] | None = None
    """The bots module's own ``appraise(view, legal, made, seed)``, if it has one."""
    game_hint_reason: ReasonFor | None = None
    """The bots module's ``hint_reason(view, legal, action)`` for the generic hint, if it has one."""

    @property
    def id(self) -> str:
        return self.rules.id

    def hint(self, view: JSON, legal: Sequence[Action], seed: int) -> Hint:
        """What Hard would play for the view's seat, and why (:mod:`game.ai.hint`)."""
        if self.game_hint is not None:
            return self.game_hint(view, legal, seed)
        return search_hint(self.make_bot, view, legal, seed, self.game_hint_reason)

    def appraise(self, view: JSON, legal: Sequence[Action], made: Action, seed: int) -> tuple[HintOption, HintOption]:
        """(The best move Hard sees, the move ``made``) with their chances of winning, for a review."""
        if self.game_appraise is not None:
            return self.game_appraise(view, legal, made, seed)
        return search_appraise(self.make_bot, view, legal, made, seed)


_rules: dict[str, GameDef] = {}
_loaded: dict[str, GameEntry] = {}


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
    """The rules of a game (its bots and presenter are not imported); raise KeyError for an unknown id."""
    if game_id in _loaded:
        return _loaded[game_id].rules
    if game_id not in GAME_MODULES:
        raise KeyError(f"unknown game {game_id!r}; known: {', '.join(GAME_MODULES)}")
    if game_id not in _rules:
        _rules[game_id] = importlib.import_module(GAME_MODULES[game_id]).GAME
    return _rules[game_id]


def get_entry(game_id: str) -> GameEntry:
    """The composed game: rules, bots and presenter; raise KeyError for an unknown id."""
    if game_id not in _loaded:
        rules = get_game(game_id)
        bots, presenter = PARTS[game_id]
        module, _, name = presenter.partition(":")
        ai = importlib.import_module(bots)
        _loaded[game_id] = GameEntry(rules, ai.make_bot, getattr(importlib.import_module(module), name),
                                     getattr(ai, "hint", None), getattr(ai, "appraise", None),
                                     getattr(ai, "hint_reason", None))
    return _loaded[game_id]
