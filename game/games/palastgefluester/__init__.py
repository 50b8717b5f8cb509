"""Palastgeflüster, the whole game in this package: the rules (``rules/``: state, view, codec, reason codes,
``GAME`` and ``CAPABILITIES``), the bots (``bots.py``), the presenter (``present/``), the card art description
(``art.py``), the "Learn to play" script (``tutorial.py``), the layout generator (``gen_layout.py``) and the data
(``data/``: the Tiled table layouts ``layouts/<n>p.tmx``, the rules help ``rules_<language>.md`` and the
translations of the game's own texts ``locale/``).

:data:`ENTRY` is what the catalog registers (``game/catalog.py``, one line)."""

from __future__ import annotations

from game.entry import GameEntry, later

from . import tutorial
from .rules import CAPABILITIES, GAME
from .rules.reasons import REASONS

ENTRY = GameEntry(
    __name__,
    GAME,
    CAPABILITIES,
    later(f"{__name__}.bots:make_bot"),
    later(f"{__name__}.present:PalastPresenter"),
    art_module=f"{__name__}.art",
    reasons=REASONS,
    tutorial=tutorial,
    hint_reason_hook=later(f"{__name__}.bots:hint_reason"),
    layout_generator=f"{__name__}.gen_layout",
    locale_folder=f"{__name__}:data/locale",
)
