"""A game's entry: every part of one game, as the game's own package exports it (``ENTRY`` of
``game/games/<pkg>/__init__.py``; :mod:`game.catalog` registers it in one line).

The parts are objects (the rules' :class:`GameDef`, the reason codes, the tutorial script), imported with the
package; the bots' ``make_bot``, the presenter class and the hint hooks are :class:`Later`: named, imported at
their first call (the app's start needs none of them: 100 ms of imports before the menu's first frame). Two parts are named by module path and imported
only where used: the card art (:attr:`GameEntry.art_module`, UI only: ``scenes.art.games`` draws from it, no
headless process — the bot worker, a host, a tool — needs it) and the layout generator
(:attr:`GameEntry.layout_generator`, a tool: it writes files through ``game.tools.tmx``, a layer above the entry;
``tools/gen_layout.py`` runs it). The data (layouts, rules help, the game's own translations if any) are folders
named ``"package:folder"``, found inside the installed package (:mod:`game.data`)."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import (
    Any,  # Any: one entry type for every game (its GameDef, bots, presenter of its own types), lazy loads
)

from game import i18n
from game.ai.hint import Hint, HintOption, ReasonFor, search_appraise, search_hint
from game.engine import Action, Bot, Capabilities, GameDef, Presenter, SomeView
from game.engine.reasons import ReasonTable

HintHook = Callable[[SomeView, Sequence[Any], int], Hint]
"""A game's own ``hint(view, legal, seed)`` (over the game's own action type)."""
AppraiseHook = Callable[[SomeView, Sequence[Any], Any, int], tuple[HintOption, HintOption]]
"""A game's own ``appraise(view, legal, made, seed)``."""


def load(path: str) -> Any:
    """The object a path names: ``"package.module"`` (the module) or ``"package.module:name"`` (an attribute)."""
    module, _, name = path.partition(":")
    found = importlib.import_module(module)
    return getattr(found, name) if name else found


class Later:
    """A function or class named ``"module:name"``, imported on its first call: a game's bots and presenter stay
    out of the app's start (the menu's first frame needs neither). ``__module__`` names where it is, as the
    object's own would."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.__module__ = path.partition(":")[0]
        self._found: Callable[..., Any] | None = None

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        found = self._found
        if found is None:
            found = self._found = load(self.path)
        return found(*args, **kwargs)

    def __repr__(self) -> str:
        return f"Later({self.path!r})"


def later(path: str) -> Callable[..., Any]:
    """:class:`Later` of ``path``, typed as the callable it stands for."""
    return Later(path)


@dataclass(frozen=True)
class GameEntry:
    """One game. A new per-game part is one more field here (an object; a module path only for a part that must
    load lazily), and one requirement in ``tests/game_conformance.py`` (which the checklist of
    ``game/engine/CONVENTIONS.md`` repeats)."""

    package: str
    """The module that exports this entry as ``ENTRY`` (``__name__`` of ``game/games/<pkg>/__init__.py``): where
    a pickled entry is found again, and the default home of the data folders (``<package>:data``)."""
    rules: GameDef[Any, Any, Any]
    """The game's :class:`GameDef` (``GAME`` of its rules)."""
    capabilities: Capabilities
    """What the game is like: what generic code and tests may rely on, never its id."""
    make_bot: Callable[[str, int], Bot[Any, Any]]
    """``make_bot(level, seed)`` for a level in :data:`game.engine.BOT_LEVELS` (ValueError for another)."""
    presenter: Callable[[], Presenter[Any, Any]]
    """A new presenter (its class: one instance per match, it keeps the log lines it formatted)."""
    art_module: str
    """UI, lazy: the module of the card art description (``design(face)``, ``BACK``, optionally ``token(face)``,
    ``SHOWCASE``), imported by ``scenes.art.games`` only."""
    reasons: ReasonTable | None = None
    """The game's reason codes over the shared ones (None = the shared codes only)."""
    tutorial: ModuleType | None = None
    """The "Learn to play" script (see :mod:`game.tutorial`; None = the game has no tutorial)."""
    hint_hook: HintHook | None = None
    """The game's own ``hint(view, legal, seed)`` (None = the generic search hint)."""
    appraise_hook: AppraiseHook | None = None
    """The game's own ``appraise(view, legal, made, seed)`` (None = the generic one)."""
    hint_reason_hook: ReasonFor[Any, Any] | None = None
    """``hint_reason(view, legal, action)`` for the generic hint (None = none)."""
    layout_generator: str = ""
    """Tool, lazy: the module whose ``main(out)`` writes the ``<n>p.tmx`` layouts into :attr:`layouts`
    ("" = none; ``tools/gen_layout.py`` runs it)."""
    layouts: str = ""
    """UI data: ``"package:folder"`` of the ``<n>p.tmx`` table layouts ("" = ``<package>:data/layouts``)."""
    help_folder: str = ""
    """``"package:folder"`` of ``rules_<language>.md`` for every UI language ("" = ``<package>:data``)."""
    locale_folder: str = ""
    """``"package:folder"`` holding the game's own gettext catalogs, merged into the app's ("" = the game's texts
    are in the app's ``game/locale/``)."""

    def __post_init__(self) -> None:
        if not self.layouts:
            object.__setattr__(self, "layouts", f"{self.package}:data/layouts")
        if not self.help_folder:
            object.__setattr__(self, "help_folder", f"{self.package}:data")

    @property
    def id(self) -> str:
        """The game id (saves, stats, command lines): ``rules.id``."""
        return self.rules.id

    def hint(self, view: SomeView, legal: Sequence[Action], seed: int) -> Hint:
        """What Hard would play for the view's seat, and why (:mod:`game.ai.hint`)."""
        if self.hint_hook is not None:
            return self.hint_hook(view, legal, seed)
        return search_hint(self.make_bot, view, legal, seed, self.hint_reason_hook)

    def appraise(self, view: SomeView, legal: Sequence[Action], made: Action, seed: int) \
            -> tuple[HintOption, HintOption]:
        """(The best move Hard sees, the move ``made``) with their chances of winning, for a review."""
        if self.appraise_hook is not None:
            return self.appraise_hook(view, legal, made, seed)
        return search_appraise(self.make_bot, view, legal, made, seed)

    def part_modules(self) -> dict[str, str]:
        """Part -> the module it is defined in (``rules``, ``bots``, ``presenter``, ``art``): where its source
        and its texts are."""
        return {"rules": type(self.rules).__module__, "bots": self.make_bot.__module__,
                "presenter": getattr(self.presenter, "__module__", self.package), "art": self.art_module}

    def rules_text(self) -> str:
        """The in-app rules help in the current language (English when a language has none)."""
        return i18n.rules_help(self.help_folder)

    def __reduce__(self) -> tuple[Callable[[str, str], GameEntry], tuple[str, str]]:
        """Pickled as where it is exported (another process imports the game's package for it)."""
        return exported_entry, (self.package, self.id)


def exported_entry(package: str, game_id: str) -> GameEntry:
    """``ENTRY`` of the module ``package``, the entry of ``game_id``."""
    entry = importlib.import_module(package).ENTRY
    if not isinstance(entry, GameEntry) or entry.id != game_id:
        raise ValueError(f"{package}.ENTRY is not the entry of {game_id!r}")
    return entry
