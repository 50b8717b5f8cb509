"""Sampling a full state consistent with one seat's view, for determinized search."""

from __future__ import annotations

import random
from collections import Counter

from game.engine import JSON, Event
from game.rules.palastgefluester.cards import KING_CHARACTERS, deck_for
from game.rules.palastgefluester.state import PalastState


def determinize(view: JSON, rng: random.Random) -> PalastState:
    """Hidden cards (other unrevealed hands, the deck, face-down discards, King deck order, a pending secret
    Magician pick) are sampled uniformly from what the viewer cannot rule out; everything public or known to
    the viewer (own hand, displays, Treasurer reveals still valid, own discards) is kept."""
    seat, n = view["seat"], view["num_players"]
    s = PalastState(n, dict(view["options"]), random.Random(rng.getrandbits(64)))
    known_hands = [
        list(view["hand"]) if p == seat else None if view["revealed"][p] is None else list(view["revealed"][p])
        for p in range(n)
    ]
    s.displays = [list(d) for d in view["displays"]]
    known = [c for h in known_hands if h is not None for c in h] + [c for d in s.displays for c in d]
    known += [c for c in view["discard"] if c is not None]
    pool = list((Counter(deck_for(n)) - Counter(known)).elements())
    rng.shuffle(pool)
    s.hands = [
        known_hands[p] if known_hands[p] is not None else [pool.pop() for _ in range(view["hand_sizes"][p])]
        for p in range(n)
    ]
    s.discard = [c if c is not None else pool.pop() for c in view["discard"]]
    s.discard_by = list(view["discard_by"])
    s.deck = pool
    s.king_open = list(view["king_open"])
    s.king_deck = list((Counter(KING_CHARACTERS) - Counter(s.king_open)).elements())
    rng.shuffle(s.king_deck)
    s.points = list(view["scores"])
    s.records = [list(r) for r in view["records"]]
    s.final_sizes = list(view["final_sizes"])
    s.revealed = [None if r is None else list(r) for r in view["revealed"]]
    s.round, s.plays, s.turn, s.phase = view["round"], view["plays"], view["turn"], view["phase"]
    s.last_card, s.why, s.tied = view["last_card"], dict(view["why"]), list(view["tied"])
    s.magic = _magic(view, s.hands, rng)
    s.terminal = view["terminal"]
    s._log = [Event.from_json(e) for e in view["log"]]
    return s


def _magic(view: JSON, hands: list[list[int]], rng: random.Random) -> dict | None:
    magic = view["magician"]
    if magic is None:
        return None
    pick = magic["pick"]
    if magic["picked"] and pick is None:
        pick = sorted(rng.sample(hands[magic["actor"]], magic["count"]))
    return {"target": magic["target"], "count": magic["count"], "pick": None if pick is None else list(pick)}
