"""A full state consistent with one seat's view: the cards that seat cannot see, shuffled uniformly.

Hidden from a seat are the stock, every face-down card (its own too) and the opponents' hand cards nobody has
seen; cards picked up from the pile, swapped up from the face-up row or played are public.
"""

from __future__ import annotations

import random
from functools import lru_cache

from game.engine import LogReader
from game.games.palace.rules.view import PalaceView

from .cards import deck
from .options import resolve_rules
from .state import MAX_TURNS, ROUND_ENDS, PalaceState

_log = LogReader(ROUND_ENDS)


@lru_cache(maxsize=4)
def _deck(two_decks: bool, jokers: bool) -> tuple[str, ...]:
    return tuple(deck(two_decks, jokers))


def determinize(view: PalaceView, rng: random.Random) -> PalaceState:
    n, me = view["num_players"], view["seat"]
    rules = resolve_rules(n, view["options"])
    state = PalaceState(n, rules, random.Random(rng.getrandbits(64)))
    for key in ("phase", "dealer", "direction", "turns", "pile_last", "result"):
        setattr(state, key, view[key])
    state.turn_limit = view.get("turn_limit", MAX_TURNS)
    state.current = view["current"] if view["phase"] != "over" else 0
    state.setup_queue = list(view["setup_queue"])
    state.faceup = [[list(st) for st in stacks] for stacks in view["faceup"]]
    state.pile = list(view["pile"])
    state.burned = list(view["burned"])
    state.out = list(view["out"])
    state.first_faceup = [(int(s), str(c)) for s, c in view["first_faceup"]]
    state.known = [set(k) for k in view["known"]]
    state._log = list(_log.read(view["log"]))
    state._log_json = list(view["log"])

    seen = set(view["hand"])
    seen.update(state.pile, state.burned)
    for seat in range(n):
        for st in state.faceup[seat]:
            seen.update(st)
        if seat != me:
            seen.update(state.known[seat])
    hidden = [c for c in _deck(rules.more_cards, rules.jokers) if c not in seen]  # in deck order
    rng.shuffle(hidden)
    for seat in range(n):
        if seat == me:
            state.hands[seat] = list(view["hand"])
        else:
            unknown = view["hand_sizes"][seat] - len(state.known[seat])
            state.hands[seat] = sorted(state.known[seat]) + [hidden.pop() for _ in range(unknown)]
        state.facedown[seat] = [hidden.pop() for _ in range(view["facedown"][seat])]
    state.stock = hidden
    return state
