"""The fast uniformly random playout of Love Letter, for :meth:`.LoveLetterState.random_playout`.

One loop keeps the scalars of the state in locals (current seat, Sycophant mark, removed card, phase) and the
seats as bit masks (``alive``; ``avail``: in the round and not protected), while the state's lists (hands,
discards, known, tokens, deck, alive, protected) change in place just as ``apply`` changes them. A turn's
plays are counted from a table per pair of kinds held and number of seats one may target, one index is drawn
exactly as ``rng.randrange(count)`` draws it, and only that play is decoded and resolved. Uncommon turns (a
Sycophant mark, a Baroness or Cardinal in hand, a Guard at the Assassin, a Bishop's target deciding, the
showdown, the deal) go through the state's own methods, with the locals written back first and read again
after. No events are built.
"""

from __future__ import annotations

import random
from functools import cache

from game.rules.love_letter.cards import (
    ASSASSIN,
    BARON,
    BISHOP,
    CONSTABLE,
    DECKS,
    DOWAGER,
    GUARD,
    GUESSES,
    HANDMAID,
    JESTER,
    KING,
    PRIEST,
    PRINCE,
    PRINCESS,
    SYCOPHANT,
)
from game.rules.love_letter.state import (
    _BITS,
    _CARD_VALUE,
    _HOW,
    _NAMING,
    _NO_TARGET,
    _PLAYABLE_PAIR,
    _RARE,
    ANY_PLAYER,
    BISHOP_CHOICE,
    OVER,
    PLAY,
    UNKNOWN,
    LoveLetterState,
)

_SEATS: tuple[tuple[int, ...], ...] = tuple(tuple(s for s in range(8) if m >> s & 1) for m in range(256))
"""``_SEATS[mask]``: the seats of a bit mask, ascending."""
_BIT: tuple[int, ...] = tuple(1 << s for s in range(8))
_CLEAR: tuple[int, ...] = tuple(~(1 << s) for s in range(8))
_PHASE = {PLAY: PLAY, BISHOP_CHOICE: BISHOP_CHOICE, OVER: OVER}  # a phase read from JSON -> the constant

_Plan = tuple[int, int, tuple[int, ...], tuple[int, ...]]


def _sizes(kind: int, guesses: int) -> tuple[int, ...]:
    """The number of plays of ``kind`` by the number of other seats one may target (0-7), with no mark."""
    how = _HOW[kind]
    if how is _NO_TARGET:
        return (1,) * 8
    if kind in ANY_PLAYER:
        return tuple(m + 1 for m in range(8))  # oneself too
    per = guesses if how is _NAMING else 1
    return tuple(m * per or 1 for m in range(8))  # nobody to choose: one play without a target


def _plans(edition: str) -> tuple[tuple[_Plan | None, ...], ...]:
    """``plans[a][b]`` for a hand of kinds ``a`` and ``b``: ``(first kind, second kind, plays of the first by
    the number of others one may target, plays in all by that number)``; None when a kind counted by
    :meth:`.LoveLetterState._rare_options` may be played."""
    guesses = len(GUESSES[edition])
    kinds = range(max(DECKS[edition]) + 1)
    plans: list[tuple[_Plan | None, ...]] = []
    for a in kinds:
        row: list[_Plan | None] = []
        for b in kinds:
            playable = _PLAYABLE_PAIR[a][b]
            if any(_HOW[k] is _RARE and k not in ANY_PLAYER for k in playable):
                row.append(None)
                continue
            first, second = playable[0], playable[-1]
            sizes = _sizes(first, guesses)
            totals = sizes if len(playable) == 1 else tuple(
                x + y for x, y in zip(sizes, _sizes(second, guesses), strict=True))
            row.append((first, second, sizes, totals))
        plans.append(tuple(row))
    return tuple(plans)


_PLANS: dict[str, tuple[tuple[_Plan | None, ...], ...]] = {edition: _plans(edition) for edition in DECKS}


@cache
def _next_seat(n: int) -> tuple[tuple[int, ...], ...]:
    """``_next_seat(n)[alive][seat]``: the first seat after ``seat`` (clockwise) in the bit mask ``alive``."""
    return tuple(
        tuple(next(((s + i) % n for i in range(1, n + 1) if alive >> (s + i) % n & 1), s) for s in range(n))
        for alive in range(1 << n))


def _card_of(edition: str, kind: int) -> int:
    """The card of a kind that has one copy in the deck, or -1 (which no card list holds)."""
    deck = DECKS[edition]
    return deck.index(kind) if kind in deck else -1


def _masks(alive: list[bool], protected: list[bool]) -> tuple[int, int]:
    """(seats in the round, seats in the round and not protected) as bit masks."""
    in_round = avail = 0
    for s, a in enumerate(alive):
        if a:
            in_round |= 1 << s
            if not protected[s]:
                avail |= 1 << s
    return in_round, avail


def _knock_out(hands: list[list[int]], discards: list[list[int]], alive: list[bool], protected: list[bool],
               known: list[list[int]], tokens: list[int], seat: int, constable: int) -> int:
    """``seat`` is out of the round, as :meth:`.LoveLetterState._knock_out`; returns their tokens after a
    Constable token, or 0 when they gain none (the caller ends the game at the target)."""
    discard = discards[seat]
    gain = constable in discard  # -1 (no Constable in the deck) is in no card list
    discard += hands[seat]
    hands[seat] = []
    alive[seat] = protected[seat] = False
    for row in known:
        row[seat] = UNKNOWN
    if gain:
        tokens[seat] += 1
        return tokens[seat]
    return 0


def playout(state: LoveLetterState, rng: random.Random, limit: int) -> int:
    """Play up to ``limit`` uniformly random actions; return how many were applied (see the module doc)."""
    n, edition, kind_of, goal = state.num_players, state.edition, state.kind_of, state.target
    value_of = _CARD_VALUE[edition]
    plans = _PLANS[edition]
    guesses = GUESSES[edition]
    per = len(guesses)
    next_seat = _next_seat(n)
    seats, bit, clear, bits = _SEATS, _BIT, _CLEAR, _BITS
    assassin, constable = _card_of(edition, ASSASSIN), _card_of(edition, CONSTABLE)
    hands, discards, known, tokens, deck = state.hands, state.discards, state.known, state.tokens, state.deck
    alive, protected = state.alive, state.protected
    current, mark, removed, phase = state.current, state.mark, state.removed, _PHASE[state.phase]
    in_round, avail = _masks(alive, protected)
    knowing = any(c != UNKNOWN for row in known for c in row)  # False: every known entry is UNKNOWN
    plain = type(rng) is random.Random  # then ``randrange(n)`` is ``_randbelow(n)``, inlined below
    getrandbits, randrange = rng.getrandbits, rng.randrange
    applied = 0
    state._legal = None
    state._quiet = True
    try:
        while applied < limit:
            applied += 1
            if phase is not PLAY:
                if phase is OVER:
                    applied -= 1
                    break
                r = getrandbits(2) if plain else randrange(2)  # a Bishop's target decides: keep, redraw
                while r >= 2:
                    r = getrandbits(2)
                state.current, state.removed = current, removed
                state._resolve_bishop_choice(r == 1)
                current, removed, phase = state.current, state.removed, state.phase
                in_round, avail = _masks(alive, protected)
                knowing = True
            else:
                actor = current
                hand = hands[actor]
                plan = plans[kind_of[hand[0]]][kind_of[hand[1]]] if mark < 0 and len(hand) == 2 else None
                if plan is None:  # through the state's methods
                    state.current, state.mark, state.removed = current, mark, removed
                    count, group, second = state._choices(actor)
                    if plain:
                        k = bits[count] if count < 256 else count.bit_length()
                        r = getrandbits(k)
                        while r >= count:
                            r = getrandbits(k)
                    else:
                        r = randrange(count)
                    kind, opts, named, single, size = group
                    if r >= size:
                        r -= size
                        kind, opts, named, single, size = second  # type: ignore[misc]
                    if named:
                        state._play(actor, kind, (opts[r // len(named)], named[r % len(named)]))
                    else:
                        state._play(actor, kind, (opts[r],) if single else opts[r])
                    current, mark, removed, phase = state.current, state.mark, state.removed, state.phase
                    in_round, avail = _masks(alive, protected)
                    knowing = True
                else:
                    first, kind, sizes, totals = plan
                    others = seats[avail & clear[actor]]
                    m = len(others)
                    count = totals[m]
                    if plain:
                        k = bits[count]
                        r = getrandbits(k)
                        while r >= count:
                            r = getrandbits(k)
                    else:
                        r = randrange(count)
                    if r < sizes[m]:
                        kind = first
                    else:
                        r -= sizes[m]
                    card = hand[0]  # the played card leaves the hand
                    if kind_of[card] == kind:
                        del hand[0]
                    else:
                        card = hand.pop()
                    discards[actor].append(card)
                    if knowing:
                        for row in known:
                            if row[actor] == card:
                                row[actor] = UNKNOWN
                    if kind == GUARD:
                        if m:
                            t = others[r // per]
                            held = hands[t][0]
                            if held == assassin:
                                state.removed = removed
                                state._guard(actor, t, guesses[r % per])
                                removed, phase = state.removed, state.phase
                                in_round, avail = _masks(alive, protected)
                            elif value_of[held] == guesses[r % per]:
                                in_round &= clear[t]
                                avail &= clear[t]
                                if _knock_out(hands, discards, alive, protected, known, tokens, t,
                                              constable) >= goal:
                                    phase = OVER
                    elif kind == PRIEST:
                        if m:
                            t = others[r]
                            known[actor][t] = hands[t][0]
                            knowing = True
                    elif kind in (BARON, DOWAGER):
                        if m:
                            t = others[r]
                            mine, theirs = hand[0], hands[t][0]
                            diff = value_of[mine] - value_of[theirs]
                            if diff == 0:
                                known[actor][t] = theirs
                                known[t][actor] = mine
                                knowing = True
                            else:
                                loser = t if (diff > 0) is (kind == BARON) else actor
                                in_round &= clear[loser]
                                avail &= clear[loser]
                                if _knock_out(hands, discards, alive, protected, known, tokens, loser,
                                              constable) >= goal:
                                    phase = OVER
                    elif kind == HANDMAID:
                        protected[actor] = True
                        avail &= clear[actor]
                    elif kind == PRINCE:  # any seat one may target, oneself too
                        t = seats[avail | bit[actor]][r]
                        theirs = hands[t]
                        card = theirs.pop()
                        discards[t].append(card)
                        if knowing:
                            for row in known:
                                row[t] = UNKNOWN
                        if kind_of[card] == PRINCESS:
                            in_round &= clear[t]
                            avail &= clear[t]
                            if _knock_out(hands, discards, alive, protected, known, tokens, t,
                                          constable) >= goal:
                                phase = OVER
                        elif deck:
                            theirs.append(deck.pop())
                        elif removed != UNKNOWN:
                            theirs.append(removed)
                            removed = UNKNOWN
                    elif kind == KING:
                        if m:
                            t = others[r]
                            hands[actor], hands[t] = hands[t], hand
                            if knowing:
                                for row in known:
                                    row[actor], row[t] = row[t], row[actor]
                            known[actor][t] = hand[0]
                            known[t][actor] = hands[actor][0]
                            known[actor][actor] = known[t][t] = UNKNOWN
                            knowing = True
                    elif kind == PRINCESS:
                        in_round &= clear[actor]
                        avail &= clear[actor]
                        if _knock_out(hands, discards, alive, protected, known, tokens, actor,
                                      constable) >= goal:
                            phase = OVER
                    elif kind == SYCOPHANT:
                        mark = seats[avail | bit[actor]][r]
                    elif kind == JESTER:
                        if m:
                            state.jester = [actor, others[r]]
                    elif kind == BISHOP and m:
                        t = others[r // per]
                        if value_of[hands[t][0]] == guesses[r % per]:
                            tokens[actor] += 1
                            if tokens[actor] >= goal:
                                phase = OVER
                            else:
                                phase = BISHOP_CHOICE
                                state.bishop_by = actor
                                current = t
                    # Countess, Assassin, Count, Constable: no effect when played
            if phase is not PLAY:
                continue
            if deck and in_round & (in_round - 1):  # the next seat in the round draws
                current = next_seat[in_round][current]
                protected[current] = False
                avail |= bit[current]
                hands[current].append(deck.pop())
                continue
            state.current, state.mark, state.removed = current, mark, removed  # the round ends
            winner = seats[in_round][0] if not in_round & (in_round - 1) else state._round_winner()[0]
            if winner is not None:
                tokens[winner] += 1
                jester = state.jester
                if jester and jester[1] == winner:
                    tokens[jester[0]] += 1
                if max(tokens) >= goal:
                    phase = OVER
                    continue
            state.deal_round(state.starter if winner is None else winner)
            hands, discards, known, deck = state.hands, state.discards, state.known, state.deck
            alive, protected = state.alive, state.protected
            current, mark, removed = state.current, UNKNOWN, state.removed
            in_round = avail = (1 << n) - 1
            knowing = False
    finally:
        state.current, state.mark, state.removed, state.phase = current, mark, removed, phase
        state._quiet = False
    return applied
