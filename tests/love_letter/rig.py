"""Build Love Letter states with chosen hands and deck order, for scenario tests."""

from __future__ import annotations

import random

from game.engine import Event
from game.games.love_letter.rules.cards import DECKS, KIND_BY_FACE, KINDS, TOKEN_TARGET
from game.games.love_letter.rules.state import LoveLetterState


def rig(hands: list[list[str]], deck: list[str], *, removed: str, edition: str = "classic", current: int = 0,
        setaside: list[str] = (), discards: dict[int, list[str]] | None = None, rest: str = "bottom",
        seed: int = 0) -> LoveLetterState:
    """A round in progress: ``hands`` by seat (the current seat holds two), ``deck`` top card first.

    Cards not named go under the deck (``rest="bottom"``) or into the last seat's discards (``rest="discard"``,
    for rounds that must end when the named deck runs out)."""
    n = len(hands)
    kinds = DECKS[edition]
    pool: dict[int, list[int]] = {}
    for card, kind in enumerate(kinds):
        pool.setdefault(kind, []).append(card)

    def take(face: str) -> int:
        return pool[KIND_BY_FACE[face]].pop(0)

    state = LoveLetterState(n, edition, TOKEN_TARGET[n], random.Random(seed))
    state.hands = [[take(f) for f in hand] for hand in hands]
    state.removed = take(removed)
    state.setaside = [take(f) for f in setaside]
    state.discards = [[take(f) for f in (discards or {}).get(s, [])] for s in range(n)]
    top = [take(f) for f in deck]
    leftover = sorted(c for cards in pool.values() for c in cards)
    if rest == "bottom":
        state.deck = leftover + top[::-1]
    else:
        state.deck = top[::-1]
        state.discards[n - 1].extend(leftover)
    state.round = 1
    state.starter = state.current = current
    state._log = [Event("round_start", {"round": 1, "starter": current,
                                        "setaside": [kinds_face(edition, c) for c in state.setaside]})]
    return state


def after_a_king_trade() -> LoveLetterState:
    """Three players, three plays: seat 0 keeps the Handmaid and guesses Prince at seat 1 (a miss); seat 1
    keeps the Baron it drew, plays a Priest and sees seat 2's King; seat 2 keeps the Guard it drew and plays the
    King on seat 0, so the two trade. From seat 1's view, seat 0 now holds what seat 2 kept over a King."""
    state = rig([["guard", "handmaid"], ["priest"], ["king"]], ["baron", "guard", "countess"], removed="prince")
    state.apply(("play", "guard", 1, 5))
    state.apply(("play", "priest", 2))
    state.apply(("play", "king", 0))
    return state


def kinds_face(edition: str, card: int) -> str:
    return KINDS[DECKS[edition][card]].face


def held(state: LoveLetterState, seat: int) -> list[str]:
    return [kinds_face(state.edition, c) for c in state.hands[seat]]


def kinds_of(state: LoveLetterState, cards: list[int]) -> list[str]:
    return [kinds_face(state.edition, c) for c in cards]
