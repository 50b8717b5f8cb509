"""The registry of games: one :class:`GameEntry` per game, registered in one line, loaded lazily.

An entry names every part of its game by module path (a string), so the catalog imports nothing of a game until
it is used and never imports a layer above its own: the rules (``GAME``, a :class:`GameDef`), the bots
(``make_bot(level, seed)``), the presenter class, the rules help (``rules_<language>.md``), the game's own
translations (if it keeps them beside it), the hint hooks, the table layouts and the card art. The UI's parts
(layouts, art) are looked up by the UI from the entry (``scenes.table.layout``, ``scenes.art.games``); the rules never
import the catalog. Everything per game the app or a generic test looks for is an entry field, and
``tests/test_game_conformance.py`` says which one a registered game lacks.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, fields
from functools import cached_property
from typing import Any

from game import i18n
from game.ai.hint import Hint, HintOption, ReasonFor, search_appraise, search_hint
from game.engine import JSON, Action, Capabilities, SomeBot, SomeGame, SomePresenter

APP_ASSETS = ""
"""The :attr:`GameEntry.layouts` of a game whose layouts are in the app's ``assets/layouts/<game id>/``."""


def load(path: str) -> Any:
    """The object a path names: ``"package.module"`` (the module) or ``"package.module:name"`` (an attribute)."""
    module, _, name = path.partition(":")
    found = importlib.import_module(module)
    return getattr(found, name) if name else found


@dataclass(frozen=True)
class GameEntry:
    """One game, each of its parts named by a module path (imported when first used).

    The fields say where things are; the properties load them (``rules``, ``make_bot``, ``presenter``, ...).
    A new per-game part is one more field here (a path string, empty when a game may go without), one property or
    method that loads it, and one requirement in ``tests/game_conformance.py`` (which the checklist of
    ``game/engine/CONVENTIONS.md`` repeats)."""

    id: str
    """The game id (saves, stats, layouts folder, command lines): ``GAME.id`` of :attr:`rules_module`."""
    rules_module: str
    """The rules package: it exposes ``GAME``, an instance of the game's :class:`GameDef`."""
    bots_module: str
    """Exposes ``make_bot(level, seed)`` for every level of :data:`game.engine.BOT_LEVELS`."""
    presenter_class: str
    """``"module:Class"``: the game's :class:`Presenter` (one instance per match)."""
    art_module: str
    """UI: the module of the card art (``design(face)``, ``BACK``, optionally ``token(face)``); imported by
    ``scenes.art.games`` only, never by ``game/``."""
    layouts: str = APP_ASSETS
    """UI: the folder of the ``<n>p.tmx`` table layouts: :data:`APP_ASSETS` (``assets/layouts/<id>/``), or
    ``"package:folder"``, a folder inside a Python package (a game kept outside the app's assets)."""
    help_folder: str = ""
    """The folder holding ``rules_<language>.md`` for every UI language: a package or ``"package:folder"``
    ("" = the folder of :attr:`rules_module`)."""
    locale_folder: str = ""
    """``"package:folder"`` holding ``<language>.json`` with the game's own translations, merged into the app's
    catalogs ("" = the game's texts are in the app's ``game/locale/``)."""
    hint_hook: str = ""
    """``"module:function"``: the game's own ``hint(view, legal, seed)`` ("" = the generic search hint)."""
    appraise_hook: str = ""
    """``"module:function"``: the game's own ``appraise(view, legal, made, seed)`` ("" = the generic one)."""
    hint_reason_hook: str = ""
    """``"module:function"``: ``hint_reason(view, legal, action)`` for the generic hint ("" = none)."""
    reasons_module: str = ""
    """The module of the game's reason codes (``REASONS``, a :class:`game.engine.reasons.ReasonTable` over the shared
    codes) that its rules, bots and presenter word reasons from ("" = the shared codes only)."""
    tutorial_module: str = ""
    """The module of the "Learn to play" script (see :mod:`game.tutorial`; "" = the game has no tutorial)."""

    @cached_property
    def rules(self) -> SomeGame:
        """The game's :class:`GameDef` (``GAME`` of :attr:`rules_module`)."""
        game: SomeGame = load(self.rules_module + ":GAME")
        return game

    @cached_property
    def capabilities(self) -> Capabilities:
        """What the game is like (``CAPABILITIES`` of :attr:`rules_module`): what generic code and tests may rely on,
        never its id."""
        caps: Capabilities = load(self.rules_module + ":CAPABILITIES")
        return caps

    @cached_property
    def make_bot(self) -> Callable[[str, int], SomeBot]:
        """``make_bot(level, seed)`` for a level in :data:`game.engine.BOT_LEVELS` (ValueError for another)."""
        make: Callable[[str, int], SomeBot] = load(self.bots_module + ":make_bot")
        return make

    @cached_property
    def presenter(self) -> Callable[[], SomePresenter]:
        """A new presenter (one per match: it keeps the log lines it formatted)."""
        cls: Callable[[], SomePresenter] = load(self.presenter_class)
        return cls

    @cached_property
    def game_hint(self) -> Callable[[JSON, Sequence[Action], int], Hint] | None:
        return load(self.hint_hook) if self.hint_hook else None

    @cached_property
    def game_appraise(self) -> Callable[[JSON, Sequence[Action], Action, int], tuple[HintOption, HintOption]] | None:
        return load(self.appraise_hook) if self.appraise_hook else None

    @cached_property
    def game_hint_reason(self) -> ReasonFor[Action] | None:
        return load(self.hint_reason_hook) if self.hint_reason_hook else None

    def hint(self, view: JSON, legal: Sequence[Action], seed: int) -> Hint:
        """What Hard would play for the view's seat, and why (:mod:`game.ai.hint`)."""
        if self.game_hint is not None:
            return self.game_hint(view, legal, seed)
        return search_hint(self.make_bot, view, legal, seed, self.game_hint_reason)

    def appraise(self, view: JSON, legal: Sequence[Action], made: Action, seed: int) \
            -> tuple[HintOption, HintOption]:
        """(The best move Hard sees, the move ``made``) with their chances of winning, for a review."""
        if self.game_appraise is not None:
            return self.game_appraise(view, legal, made, seed)
        return search_appraise(self.make_bot, view, legal, made, seed)

    def __reduce__(self) -> tuple[type[GameEntry], tuple[str, ...]]:
        """Pickled as its fields alone (what is loaded is loaded again where it is unpickled)."""
        return type(self), tuple(getattr(self, f.name) for f in fields(self))

    def rules_text(self) -> str:
        """The in-app rules help in the current language (English when a language has none)."""
        return i18n.rules_help(self.help_folder or self.rules_module)


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
register(GameEntry("love-letter", "game.rules.love_letter", "game.ai.love_letter",
                   "game.rules.love_letter.present:LoveLetterPresenter", "scenes.art.games.love_letter",
                   hint_hook="game.ai.love_letter:hint", appraise_hook="game.ai.love_letter:appraise",
                   reasons_module="game.rules.love_letter.reasons", tutorial_module="game.rules.love_letter.tutorial"))
register(GameEntry("palace", "game.rules.palace", "game.ai.palace", "game.rules.palace.present:PalacePresenter",
                   "scenes.art.games.palace", hint_reason_hook="game.ai.palace:hint_reason",
                   reasons_module="game.rules.palace.reasons", tutorial_module="game.rules.palace.tutorial"))
register(GameEntry("palastgefluester", "game.rules.palastgefluester", "game.ai.palastgefluester",
                   "game.rules.palastgefluester.present:PalastPresenter", "scenes.art.games.palastgefluester",
                   hint_reason_hook="game.ai.palastgefluester:hint_reason",
                   reasons_module="game.rules.palastgefluester.reasons", tutorial_module="game.rules.palastgefluester.tutorial"))
register(GameEntry("road-to-the-palace", "game.rules.road_to_the_palace", "game.ai.road_to_the_palace",
                   "game.rules.road_to_the_palace.present:RoadPresenter", "scenes.art.games.road",
                   hint_reason_hook="game.ai.road_to_the_palace:hint_reason",
                   reasons_module="game.rules.road_to_the_palace.reasons", tutorial_module="game.rules.road_to_the_palace.tutorial"))

SHIPPED: tuple[str, ...] = tuple(_entries)
"""The ids of the games the app ships (a test or a plug-in may register more: :func:`game_ids`)."""


def entries() -> list[GameEntry]:
    """Every registered game, in the order registered."""
    return list(_entries.values())


def game_ids() -> list[str]:
    return list(_entries)


def available_game_ids() -> list[str]:
    """The ids whose rules module is present (a game may still be under construction)."""
    out = []
    for entry in _entries.values():
        try:
            entry.rules  # noqa: B018  # importing it is the test
        except ModuleNotFoundError as exc:
            if exc.name != entry.rules_module:
                raise  # the game is there but broken: fail loudly, never hide it
            continue
        out.append(entry.id)
    return out


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
    """The rules of a game (its bots and presenter are not imported); raise KeyError for an unknown id."""
    return get_entry(game_id).rules
