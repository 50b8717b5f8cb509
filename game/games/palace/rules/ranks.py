"""One rule object per Palace card kind: what it may go on, what may go on it, and what it does (the cards carry
no text but the joker's, see :func:`.cards.card_specs`).

Only the rank matters in play, and the setup options give some ranks a special role (the invisible 8 or 3, the
restricted 10, "7 goes down"), so :func:`rank_rules` makes the rule of every rank for one rule set:

* a plain rank goes on an equal or lower rank;
* the 2 (reset) goes on anything and anything goes on it;
* the 10 burns the pile and goes on anything (with *Restricted 10*: not on a Jack or higher);
* the joker and the invisible rank go on anything, are looked through (the next player beats the card beneath)
  and reverse the direction; a joker is played alone;
* with *7 goes down*, only a 7 or lower goes on a 7 (and the cards that go on anything).

The rules say why a play is refused with a :class:`Reason` (:meth:`RankRule.why_not_on`); the state asks these
objects for the legal plays and the effects, the presenter only words the reasons.
"""

from __future__ import annotations

from functools import lru_cache

from game.engine import Reason

from .cards import JOKER, RANK_ORDER, VALUE
from .options import Rules

HIGH_RANKS = frozenset({"J", "Q", "K", "A"})


class RankRule:
    """The rule of a plain rank: it goes on an equal or lower rank (or an empty pile)."""

    goes_on_anything = False
    """Played on any pile (the 2, the joker, the invisible rank); the card on top is not asked."""
    see_through = False
    """Looked through on the pile: the next player must beat the card beneath."""
    reverses = False
    """Reverses the direction of play."""
    burns = False
    """Burns the pile (the player then plays again)."""
    alone = False
    """May not be played together with other cards (a joker: code ``joker_alone``)."""

    def __init__(self, rank: str, rules: Rules) -> None:
        self.rank, self.rules = rank, rules

    def why_not_on(self, top: RankRule | None) -> Reason | None:
        """Why cards of this rank may not go on a pile whose rank to beat is ``top`` (None: anything goes), or
        None when they may."""
        if self.goes_on_anything or top is None:
            return None
        return top.why_not_under(self)

    def why_not_under(self, played: RankRule) -> Reason | None:
        """Why ``played`` may not go on this rank, the rank to beat (the played card's own rule allows it)."""
        if VALUE[played.rank] >= VALUE[self.rank]:
            return None
        return Reason("too_low", {"rank": played.rank, "top": self.rank})


class Reset(RankRule):
    """The 2: goes on any card, and any card goes on it."""

    goes_on_anything = True

    def why_not_under(self, played: RankRule) -> Reason | None:
        return None


class Burn(RankRule):
    """The 10: goes on anything (with *Restricted 10* not on a Jack or higher) and burns the pile."""

    burns = True

    def why_not_on(self, top: RankRule | None) -> Reason | None:
        if self.rules.restricted_ten and top is not None and top.rank in HIGH_RANKS:
            return Reason("ten_on_high")
        return None


class SevenGoesDown(RankRule):
    """The 7 under *7 goes down*: the next card must be a 7 or lower."""

    def why_not_under(self, played: RankRule) -> Reason | None:
        return None if VALUE[played.rank] <= 7 else Reason("seven_down")


class Invisible(RankRule):
    """The invisible rank (an option): goes on anything, is looked through and reverses the direction."""

    goes_on_anything = see_through = reverses = True


class Joker(Invisible):
    """Like the invisible rank, and played alone."""

    alone = True


def rank_rule(rank: str, rules: Rules) -> RankRule:
    """The rule of ``rank`` under ``rules``."""
    if rank == JOKER:
        return Joker(rank, rules)
    if rank == rules.invisible_rank:
        return Invisible(rank, rules)
    if rank == "2":
        return Reset(rank, rules)
    if rank == "10":
        return Burn(rank, rules)
    if rank == "7" and rules.seven_down:
        return SevenGoesDown(rank, rules)
    return RankRule(rank, rules)


@lru_cache(maxsize=64)
def rank_rules(rules: Rules) -> dict[str, RankRule]:
    """The rule of every rank (:data:`.cards.RANK_ORDER`) under ``rules``. Cached: the rules of a game never
    change."""
    return {rank: rank_rule(rank, rules) for rank in RANK_ORDER}
