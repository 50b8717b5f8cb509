"""Palace's words shared by the presenter's parts: ranks as words, card counts, and the rules a view is played by."""

from __future__ import annotations

from game.i18n import NC_, tr, trc, trn

from ..rules.cards import rank_label
from ..rules.options import Rules, resolve_rules
from ..rules.view import PalaceView

CARD_WORDS = (NC_("card", "Queen"),)
"""The ranks whose word as a playing card differs from the character's in some language (German "Dame",
"Königin"); every other rank takes its plain word."""


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
