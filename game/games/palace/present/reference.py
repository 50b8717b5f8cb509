"""Palace's card reference: one entry per rank, its copies in the deck played and what it does."""

from __future__ import annotations

from collections.abc import Mapping

from game.engine import CardSpec
from game.games.palace.rules.view import PalaceView
from game.i18n import N_

from ..rules.cards import FACE, JOKER, deck, rank_label
from ..rules.ranks import Burn, Invisible, Joker, Reset, SevenGoesDown, rank_rule
from .words import game_rules


def deck_counts(view: PalaceView, cards: Mapping[str, CardSpec]) -> dict[str, int]:
    rules = game_rules(view)
    counts: dict[str, int] = {}
    for uid in deck(two_decks=rules.more_cards, jokers=rules.jokers):
        counts[FACE[uid]] = counts.get(FACE[uid], 0) + 1
    return counts


def card_kind(view: PalaceView, spec: CardSpec) -> tuple[str, str]:
    """Only the rank matters: one entry per rank."""
    rank = JOKER if spec.face == JOKER else spec.value
    return rank, rank_label(rank)


def card_effect(view: PalaceView, spec: CardSpec) -> str:
    rules = game_rules(view)
    rule = rank_rule(JOKER if spec.face == JOKER else spec.value, rules)
    if isinstance(rule, Joker):
        return N_("Played alone on anything and looked through: the next player beats the card beneath. "
                  "Reverses the direction.")
    if isinstance(rule, Invisible):
        return N_("Goes on anything and is looked through: the next player beats the card beneath. "
                  "Reverses the direction.")
    if isinstance(rule, Reset):
        return N_("Goes on any card, and any card goes on it.")
    if isinstance(rule, Burn):
        return N_("Goes on anything but a Jack or higher and burns the pile; you play again.") \
            if rules.restricted_ten else N_("Goes on anything and burns the pile; you play again.")
    if isinstance(rule, SevenGoesDown):
        return N_("Goes on an equal or lower rank; only a 7 or lower goes on it.")
    return N_("Goes on an equal or lower rank.")


def add_burned(view: PalaceView, seen: dict[str, int]) -> dict[str, int]:
    """``seen`` (the faces seen on the table) and the burned ones (seen as they were played)."""
    for uid in view["burned"]:
        seen[FACE[uid]] = seen.get(FACE[uid], 0) + 1
    return seen
