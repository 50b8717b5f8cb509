"""Build Palace positions card by card for the rule scenarios; unused cards go to the burned heap."""

from __future__ import annotations

import random

from game.games.palace.rules.cards import deck
from game.games.palace.rules.options import resolve_rules
from game.games.palace.rules.state import PalaceState


def position(
    hands: list[list[str]],
    *,
    faceup: list[list[str]] | None = None,
    facedown: list[list[str]] | None = None,
    pile: list[str] | None = None,
    stock: list[str] | None = None,
    current: int = 0,
    pile_last: int | None = None,
    options: dict | None = None,
) -> PalaceState:
    """A play-phase position; ``stock`` is drawn from its end. Cards not placed anywhere are burned."""
    n = len(hands)
    rules = resolve_rules(n, options)
    state = PalaceState(n, rules, random.Random(0))
    state.phase = "play"
    state.dealer = n - 1
    state.hands = [list(h) for h in hands]
    state.faceup = [[[c] for c in row] for row in (faceup or [[] for _ in range(n)])]
    state.facedown = [list(row) for row in (facedown or [[] for _ in range(n)])]
    state.pile = list(pile or [])
    state.stock = list(stock or [])
    state.current = current
    state.pile_last = pile_last
    placed = set(state.pile + state.stock)
    for seat in range(n):
        placed.update(state.hands[seat] + state.facedown[seat] + [c for st in state.faceup[seat] for c in st])
    state.burned = [c for c in deck(rules.more_cards, rules.jokers) if c not in placed]
    return state


def plays(state: PalaceState) -> set[tuple[str, ...]]:
    """The card sets of the legal plays."""
    return {a[2] for a in state.legal_actions() if a[0] == "play"}
