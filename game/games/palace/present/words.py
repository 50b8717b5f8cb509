"""Palace's words shared by the presenter's parts: ranks as words, card counts, and the rules a view is played by."""

from __future__ import annotations

import re
from collections.abc import Callable

from game.engine import CardSpec
from game.i18n import NC_, tr, trc, trn

from ..rules.cards import SUIT_SYMBOL, card_specs, rank_label
from ..rules.options import Rules, resolve_rules
from ..rules.view import PalaceView

CARD_WORDS = (NC_("card", "Queen"),)
"""The ranks whose word as a playing card differs from the character's in some language (German "Dame",
"Königin"); every other rank takes its plain word."""


SPECS = card_specs()
SUIT_OF_SYMBOL = {symbol: suit for suit, symbol in SUIT_SYMBOL.items()}
CARD_IN_SIGNS = re.compile("(?<![0-9A-Za-z])(10|[2-9JQKA])([" + "".join(SUIT_OF_SYMBOL) + "])")
"""A card as the texts write it (``card_label``: "Q♥", "10♠")."""


def spoken(text: str, name: Callable[[CardSpec], str]) -> str:
    """``text`` with each card written in signs named in words by ``name`` ("You play Q♥." → "You play Queen of
    Hearts."), as "Speak the game" names the cards new in a hand."""
    return CARD_IN_SIGNS.sub(lambda m: name(SPECS[m[1] + SUIT_OF_SYMBOL[m[2]]]), text)


def rank_word(rank: str) -> str:
    """A rank as a word of the current language ("Queen": a playing card's, not a character's)."""
    return trc("card", rank_label(rank))


def a_rank(rank: str) -> str:
    word = rank_label(rank)
    return tr("an {rank}", rank=rank_word(rank)) if word[0] in "A8" else tr("a {rank}", rank=rank_word(rank))


def card_count(n: int) -> str:
    return trn("{n} card", "{n} cards", n)


def capital(text: str) -> str:
    return text[0].upper() + text[1:]


def game_rules(view: PalaceView) -> Rules:
    return resolve_rules(view["num_players"], view["options"])
