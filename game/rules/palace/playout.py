"""The fast random playout of Palace's play phase, for :meth:`PalaceState.random_playout`.

While it runs, every hand is also kept as rank buckets: ``buckets[seat][r]`` holds the seat's hand cards of
rank index ``r`` (:data:`.cards.RANK_INDEX`) and ``weights[seat][r]`` the number of plays they give, ``2**m - 1``
for ``m`` cards (every non-empty subset). A hand turn's actions are then counted with one ``sum`` over the
allowed ranks, one index is drawn exactly as ``rng.randrange(count)`` draws it, and only that action is decoded
(plays are listed rank by rank, each rank's in ``combinations`` order, then the pick-up). Face-up and
face-down turns are rare and count their actions as ``legal_actions`` lists them. The state's lists change in
place just as ``apply`` changes them; no events are built.
"""

from __future__ import annotations

import random

from .cards import RANK_INDEX, RANK_ORDER
from .state import SORT_KEYS, TEN, PalaceState, combination_indices, top_index

_COMBOS = tuple(combination_indices(m) for m in range(9))  # up to 8 equal cards (two decks)


def draw(rng: random.Random, count: int) -> int:
    """``rng.randrange(count)``, with ``Random._randbelow`` inlined for a plain ``random.Random`` (no actions:
    ``randrange`` raises, as in the generic loop)."""
    if type(rng) is not random.Random or count < 1:
        return rng.randrange(count)
    k = count.bit_length()
    r = rng.getrandbits(k)
    while r >= count:
        r = rng.getrandbits(k)
    return r


def _top_run(pile: list[str]) -> tuple[int, int]:
    """(rank index of the top pile card or -1, how many cards of that rank lie on top)."""
    if not pile:
        return -1, 0
    last, run = RANK_INDEX[pile[-1]], 0
    for card in reversed(pile):
        if RANK_INDEX[card] != last:
            break
        run += 1
    return last, run


def _buckets(hands: list[list[str]]) -> tuple[list[list[list[str]]], list[list[int]]]:
    """Each hand's cards by rank index, and the number of plays of each rank."""
    buckets = [[[] for _ in RANK_ORDER] for _ in hands]
    weights = [[0] * len(RANK_ORDER) for _ in hands]
    for hand, b, w in zip(hands, buckets, weights, strict=True):
        for card in hand:
            r = RANK_INDEX[card]
            b[r].append(card)
            w[r] = 2 * w[r] + 1
    return buckets, weights


def _following(n: int, out: list[int], direction: int) -> list[int]:
    """The seat after each seat in ``direction``, skipping those out."""
    nxt = []
    for seat in range(n):
        s = (seat + direction) % n
        while s in out and s != seat:
            s = (s + direction) % n
        nxt.append(s)
    return nxt


def play_phase(state: PalaceState, rng: random.Random, limit: int) -> int:
    """Play up to ``limit`` uniformly random actions of the play phase; return how many were applied.

    One loop with the state in locals (written back at the end): this runs ~1,500 times per game."""
    n, rules = state.num_players, state.rules
    hands, faceup, facedown, known = state.hands, state.faceup, state.facedown, state.known
    stock, pile, burned, out = state.stock, state.pile, state.burned, state.out
    table = state._table
    allowed_of, pick_of, mask_of, inv = table.allowed, table.pick, table.mask, table.invisible
    row, back, easy = rules.row, rules.back_to_predecessor, rules.easy_faceup
    index, combos = RANK_INDEX, _COMBOS
    buckets, weights = _buckets(hands)
    at = top_index(pile, inv) + 1  # the play table's row: the rank index to beat + 1 (0: anything goes)
    last, run = _top_run(pile)
    current, direction, pile_last = state.current, state.direction, state.pile_last
    turns = state.turns  # + 1 per action
    # the action that reaches the turn limit ends the game in a draw (0: no limit, never reached)
    cap = 0 if state.turn_limit is None else max(1, state.turn_limit - turns)
    plain = type(rng) is random.Random  # then ``randrange(n)`` is ``_randbelow(n)``, inlined below
    getrandbits, randrange = rng.getrandbits, rng.randrange
    following = _following(n, out, direction)
    applied = 0
    while applied < limit:
        applied += 1
        seat = current
        hand = hands[seat]
        rank = k = -1  # the rank index and number of cards played; -1: the pile is picked up
        if hand:
            w = weights[seat]
            total = sum(pick_of[at](w))
            count = total + 1 if pile else total
            if plain:
                bits = count.bit_length()
                r = getrandbits(bits)
                while r >= count:
                    r = getrandbits(bits)
            else:
                r = randrange(count)
            if r < total:
                for rank in allowed_of[at]:
                    c = w[rank]
                    if r < c:
                        break
                    r -= c
                bucket = buckets[seat][rank]
                if len(bucket) == 1:
                    card = bucket.pop()
                    hand.remove(card)
                    w[rank] = 0
                    k = 1
                    pile.append(card)
                    if known[seat]:
                        known[seat].discard(card)
                else:
                    group = sorted(bucket)
                    cards = [group[j] for j in combos[len(group)][r]]
                    for card in cards:
                        hand.remove(card)
                        bucket.remove(card)
                    w[rank] = (1 << len(bucket)) - 1
                    k = len(cards)
                    pile += cards
                    if known[seat]:
                        known[seat].difference_update(cards)
        elif faceup[seat]:
            cards = [c for st in faceup[seat] for c in st]
            plays = state._plays("faceup", cards)
            count = len(plays) + ((1 if easy else len(cards)) if pile else 0)
            r = draw(rng, count)
            if r < len(plays):
                cards = plays[r][2]  # type: ignore[index]
                state._remove_faceup(seat, cards)
                rank, k = index[cards[0]], len(cards)
                pile += cards
            elif not easy:
                card = sorted(cards, key=SORT_KEYS.__getitem__)[r - len(plays)]
                state._remove_faceup(seat, (card,))
                pile.append(card)
        else:
            row_down = facedown[seat]
            card = row_down.pop(draw(rng, len(row_down)))
            pile.append(card)
            if mask_of[at][index[card]]:
                rank, k = index[card], 1

        if rank >= 0:  # a play: refill, burn, out, next
            if stock and len(hand) < row:
                b, w = buckets[seat], weights[seat]
                while len(hand) < row and stock:
                    card = stock.pop()
                    hand.append(card)
                    r = index[card]
                    b[r].append(card)
                    w[r] = 2 * w[r] + 1
            pile_last = seat
            if rank == 0 or rank == inv:  # the joker (index 0) and the invisible rank reverse the direction
                direction = -direction
                following = _following(n, out, direction)
            else:
                at = rank + 1
            if rank == last:
                run += k
            else:
                last, run = rank, k
            again = rank == TEN or run >= 4
            if again:
                burned += pile
                pile.clear()
                pile_last = None
                last, run, at = -1, 0, 0
            if not (hand or faceup[seat] or facedown[seat]):
                state._go_out(seat)  # quiet: no events; the result if that ends the game
                if state.phase == "over":
                    break
                following = _following(n, out, direction)
                again = False
            if not again:
                current = following[seat]
        else:  # the pile goes to the hand
            b, w = buckets[seat], weights[seat]
            for card in pile:
                r = index[card]
                b[r].append(card)
                w[r] = 2 * w[r] + 1
            hand += pile
            known[seat].update(pile)
            pile.clear()
            last, run, at = -1, 0, 0
            if back and pile_last is not None and pile_last != seat and pile_last not in out:
                current = pile_last
            else:
                current = following[seat]
            pile_last = None
        if applied == cap:
            state._end_in_a_draw()
            break
    state.current, state.direction, state.turns, state.pile_last = current, direction, turns + applied, pile_last
    return applied

