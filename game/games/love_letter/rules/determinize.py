"""Full states sampled back from one seat's view (``determinize``), for search."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from game.engine import LogReader
from game.games.love_letter.rules.state import ROUND_ENDS, UNKNOWN, LoveLetterState
from game.games.love_letter.rules.view import LoveLetterView

_log = LogReader(ROUND_ENDS)


def determinize(view: LoveLetterView, rng: random.Random, beliefs: Sequence[Mapping[int, float] | None] | None = None
                ) -> LoveLetterState:
    """A full state with ``view_of(state, seat) == view``: hidden cards are dealt uniformly from the cards
    the seat has not seen, except opponents' cards the seat knows for sure (peeks, trades, ties).

    ``beliefs`` (per seat, a probability per kind of the card it holds; a bot's inference) steers the
    opponents' held cards: each is drawn from the unseen cards with a weight of its kind's probability over
    that kind's unseen copies; a seat whose belief fits no unseen card gets a uniform one."""
    n, seat = view["num_players"], view["seat"]
    state = LoveLetterState(n, view["edition"], view["target"], random.Random(rng.getrandbits(64)))
    known = view["known"]
    seen = set(view["hand"])
    seen.update(view["setaside"])
    for pile in view["discards"]:
        seen.update(pile)
    seen.update(c for c in known if c is not None)
    unseen = [c for c in range(len(state.kind_of)) if c not in seen]
    rng.shuffle(unseen)
    copies: dict[int, int] = {}  # kind -> unseen copies, as the beliefs counted them
    if beliefs is not None:
        for c in unseen:
            copies[state.kind_of[c]] = copies.get(state.kind_of[c], 0) + 1
    hands: list[list[int]] = []
    for t, count in enumerate(view["hand_counts"]):
        if t == seat:
            hands.append(view["hand"][:])
        elif (card := known[t]) is not None:
            hands.append([card] + [unseen.pop() for _ in range(count - 1)])
        elif beliefs is not None and (belief := beliefs[t]) and count:
            hands.append([unseen.pop(_weighted_index(unseen, state.kind_of, belief, copies, rng))]
                         + [unseen.pop() for _ in range(count - 1)])
        else:
            hands.append([unseen.pop() for _ in range(count)])
    state.hands = hands
    state.removed = unseen.pop() if view["removed_present"] else UNKNOWN
    state.deck = unseen
    state.setaside = view["setaside"][:]
    state.discards = [d[:] for d in view["discards"]]
    state.alive = view["alive"][:]
    state.protected = view["protected"][:]
    state.tokens = view["tokens"][:]
    assert seat is not None, "a seat's view, not the public one"
    state.known[seat] = [UNKNOWN if c is None else c for c in known]
    state.mark, state.jester, state.bishop_by = view["mark"], view["jester"][:], view["bishop_by"]
    state.starter, state.round, state.phase = view["starter"], view["round"], view["phase"]
    state.current = max(view["current"], 0)
    state._log = list(_log.read(view["log"]))
    return state


def _weighted_index(cards: Sequence[int], kind_of: Sequence[int], belief: Mapping[int, float],
                    copies: Mapping[int, int], rng: random.Random) -> int:
    """Index of a card drawn from ``cards`` with weight ``belief[kind] / copies[kind]`` (uniform if all are 0)."""
    weights = [belief.get(kind_of[c], 0.0) / copies[kind_of[c]] for c in cards]
    total = sum(weights)
    if total <= 0.0:
        return rng.randrange(len(cards))
    pick = rng.random() * total
    for i, w in enumerate(weights):
        pick -= w
        if pick < 0.0:
            return i
    return max(i for i, w in enumerate(weights) if w > 0.0)
