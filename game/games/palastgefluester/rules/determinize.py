"""Sampling a full state consistent with one seat's view, for determinized search."""

from __future__ import annotations

import random
from collections import Counter

from game.engine import LogReader
from game.games.palastgefluester.rules.cards import KING_CHARACTERS, deck_for
from game.games.palastgefluester.rules.state import ROUND_ENDS, Magic, PalastState, Why
from game.games.palastgefluester.rules.view import PalastView

_log = LogReader(ROUND_ENDS)  # a search samples one view many times; the next position's log only adds entries


class Determinizer:
    """Samples states for one view; what does not depend on the sample (the log, the unseen cards) is worked
    out once, so that a search can draw many samples cheaply.

    Hidden cards (other unrevealed hands, the deck, face-down discards, the King deck order, a pending secret
    Magician pick) are sampled uniformly from what the viewer cannot rule out; everything public or known to
    the viewer (own hand, displays, Treasurer reveals still valid, own discards) is kept."""

    def __init__(self, view: PalastView) -> None:
        self.view = view
        seat, n = view["seat"], view["num_players"]
        self.known_hands = [
            list(view["hand"]) if p == seat else None if (shown := view["revealed"][p]) is None else list(shown)
            for p in range(n)
        ]
        known = [c for h in self.known_hands if h is not None for c in h]
        known += [c for d in view["displays"] for c in d] + [c for c in view["discard"] if c is not None]
        self.unseen = sorted((Counter(deck_for(n)) - Counter(known)).elements())
        self.kings = sorted((Counter(KING_CHARACTERS) - Counter(view["king_open"])).elements())
        self.events = list(_log.read(view["log"]))

    def sample(self, rng: random.Random) -> PalastState:
        view, n = self.view, self.view["num_players"]
        s = PalastState(n, dict(view["options"]), random.Random(rng.getrandbits(64)))
        pool = self.unseen[:]
        rng.shuffle(pool)
        s.hands = [
            known[:] if known is not None else [pool.pop() for _ in range(view["hand_sizes"][p])]
            for p, known in enumerate(self.known_hands)
        ]
        s.displays = [list(d) for d in view["displays"]]
        s.discard = [c if c is not None else pool.pop() for c in view["discard"]]
        s.discard_by = list(view["discard_by"])
        s.deck = pool
        s.king_open = list(view["king_open"])
        s.king_deck = self.kings[:]
        rng.shuffle(s.king_deck)
        s.points = list(view["scores"])
        s.records = [list(r) for r in view["records"]]
        s.final_sizes = list(view["final_sizes"])
        s.revealed = [None if r is None else list(r) for r in view["revealed"]]
        s.round, s.plays, s.turn, s.phase = view["round"], view["plays"], view["turn"], view["phase"]
        s.last_card, s.why, s.tied = view["last_card"], Why(**view["why"]), list(view["tied"])
        s.magic = self._magic(s.hands, rng)
        s.terminal = view["terminal"]
        s._log = self.events[:]
        return s

    def _magic(self, hands: list[list[int]], rng: random.Random) -> Magic | None:
        magic = self.view["magician"]
        if magic is None:
            return None
        pick = magic["pick"]
        if magic["picked"] and pick is None:
            pick = sorted(rng.sample(hands[magic["actor"]], magic["count"]))
        return {"target": magic["target"], "count": magic["count"], "pick": None if pick is None else list(pick)}


def determinize(view: PalastView, rng: random.Random) -> PalastState:
    return Determinizer(view).sample(rng)
