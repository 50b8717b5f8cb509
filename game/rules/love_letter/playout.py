"""The fast uniformly random playout of Love Letter, for :meth:`.LoveLetterState.random_playout`.

One loop keeps the scalars of the state in locals (current seat, Sycophant mark, removed card, phase) and the
seats as bit masks (``in_round``; ``avail``: in the round and not protected), while the state's lists (hands,
discards, known, tokens, deck, alive, protected) change in place just as ``apply`` changes them. A turn's
plays are counted from a table per pair of cards held and number of other seats one may target, one index is
drawn exactly as ``rng.randrange(count)`` draws it, and only that play is decoded and resolved; a new round
is dealt into the same lists. Uncommon steps (a turn under a Sycophant mark, a Guard at the Assassin, a
Bishop's target deciding, a tie at the showdown) go through the state's own methods, with the locals written
back first and read again after. No events are built.
"""

from __future__ import annotations

import random
from functools import cache
from itertools import combinations

from game.engine import uniform_playout
from game.rules.love_letter.cards import (
    ASSASSIN,
    BARON,
    BARONESS,
    BISHOP,
    CARDINAL,
    CONSTABLE,
    COUNT,
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
    _IN_ORDER,
    _NAMING,
    _NO_TARGET,
    _PLAYABLE_PAIR,
    ANY_PLAYER,
    BISHOP_CHOICE,
    OVER,
    PLAY,
    UNKNOWN,
    LoveLetterState,
    _shuffle,
)

_SEATS: tuple[tuple[int, ...], ...] = tuple(tuple(s for s in range(8) if m >> s & 1) for m in range(256))
"""``_SEATS[mask]``: the seats of a bit mask, ascending."""
_BIT: tuple[int, ...] = tuple(1 << s for s in range(8))
_CLEAR: tuple[int, ...] = tuple(~(1 << s) for s in range(8))
_IN_ROUND: tuple[tuple[bool, ...], ...] = tuple((True,) * n for n in range(9))
_UNPROTECTED: tuple[tuple[bool, ...], ...] = tuple((False,) * n for n in range(9))
_UNKNOWN_ROW: tuple[tuple[int, ...], ...] = tuple((UNKNOWN,) * n for n in range(9))
_PHASE = {PLAY: PLAY, BISHOP_CHOICE: BISHOP_CHOICE, OVER: OVER}  # a phase read from JSON -> the constant
_PAIRS: tuple[tuple[tuple[int, int], ...], ...] = tuple(tuple(combinations(range(m), 2)) for m in range(9))
"""``_PAIRS[m]``: the index pairs ``i < j`` of ``m`` seats, in the order of the legal plays."""


def _cardinal_table(pool: int, me: int) -> tuple[tuple[int, int, int], ...]:
    """The Cardinal's plays ``(a, b, look)`` as indices into a pool of ``pool`` seats where the actor is at
    index ``me``, in the order of :meth:`.LoveLetterState._rare_options`."""
    return tuple((a, b, look) for a, b in _PAIRS[pool]
                 for look in ((b,) if a == me else (a,) if b == me else (a, b)))


_CARDINAL: tuple[tuple[tuple[tuple[int, int, int], ...], ...], ...] = tuple(
    tuple(_cardinal_table(pool, me) for me in range(pool)) for pool in range(9))
"""``_CARDINAL[pool size][actor's index in the pool]``: see :func:`_cardinal_table`."""

_Plan = tuple[int, int, tuple[int, ...], tuple[int, ...]]


def _sizes(kind: int, guesses: int) -> tuple[int, ...]:
    """The number of plays of ``kind`` by the number ``m`` of other seats one may target (0-7), unmarked."""
    how = _HOW[kind]
    if how is _NO_TARGET:
        return (1,) * 8
    if kind in ANY_PLAYER:
        return tuple(m + 1 for m in range(8))  # oneself too
    if kind == BARONESS:
        return tuple(m + len(_PAIRS[m]) or 1 for m in range(8))  # one or two others
    if kind == CARDINAL:
        return tuple(m * m or 1 for m in range(8))  # two of the m + 1 seats, then a look at one of them
    per = guesses if how is _NAMING else 1
    return tuple(m * per or 1 for m in range(8))  # nobody to choose: one play without a target


def _plans(edition: str) -> tuple[tuple[_Plan, ...], ...]:
    """``plans[a][b]`` for a hand of kinds ``a`` and ``b``: ``(first kind, second kind, plays of the first by
    the number of others one may target, plays in all by that number)``; the kinds are :func:`.playable`."""
    guesses = len(GUESSES[edition])
    kinds = range(max(DECKS[edition]) + 1)
    plans = []
    for a in kinds:
        row = []
        for b in kinds:
            playable = _PLAYABLE_PAIR[a][b]
            first, second = playable[0], playable[-1]
            sizes = _sizes(first, guesses)
            totals = sizes if len(playable) == 1 else tuple(
                x + y for x, y in zip(sizes, _sizes(second, guesses), strict=True))
            row.append((first, second, sizes, totals))
        plans.append(tuple(row))
    return tuple(plans)


_PLANS: dict[str, tuple[tuple[_Plan, ...], ...]] = {
    edition: tuple(tuple(by_kind[b] for b in deck) for by_kind in (by_kinds[a] for a in deck))
    for edition, deck in DECKS.items() for by_kinds in (_plans(edition),)}
"""``_PLANS[edition][card][card]``: the :func:`_plans` entry of a hand of two cards."""


@cache
def _next_seat(n: int) -> tuple[tuple[int, ...], ...]:
    """``_next_seat(n)[alive][seat]``: the first seat after ``seat`` (clockwise) in the bit mask ``alive``."""
    return tuple(
        tuple(next(((s + i) % n for i in range(1, n + 1) if alive >> (s + i) % n & 1), s) for s in range(n))
        for alive in range(1 << n))


def _cards_of(edition: str, kind: int) -> tuple[int, ...]:
    """The cards of ``kind`` in the edition's deck."""
    return tuple(c for c, k in enumerate(DECKS[edition]) if k == kind)


def _one_card(edition: str, kind: int) -> int:
    """The one card of ``kind`` in the edition's deck, or -1 (which no card list holds)."""
    (card,) = _cards_of(edition, kind) or (-1,)
    return card


_SPECIAL: dict[str, tuple[int, int, int, int, tuple[int, ...]]] = {
    edition: (_one_card(edition, ASSASSIN), _one_card(edition, CONSTABLE), _one_card(edition, BISHOP),
              _one_card(edition, PRINCESS), _cards_of(edition, COUNT)) for edition in DECKS}
"""``_SPECIAL[edition]``: the cards that act when held or discarded: (Assassin, Constable, Bishop, Princess,
the Counts)."""


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


def _trade(hands: list[list[int]], known: list[list[int]], a: int, b: int, knowing: bool) -> None:
    """``a`` and ``b`` trade hands, as :meth:`.LoveLetterState._swap` (``knowing``: some entry of ``known`` may
    be set; when none is, the columns need no swap)."""
    hands[a], hands[b] = hands[b], hands[a]
    if knowing:
        for row in known:
            row[a], row[b] = row[b], row[a]
    known[a][b] = hands[b][0]
    known[b][a] = hands[a][0]
    known[a][a] = known[b][b] = UNKNOWN


def _showdown(hands: list[list[int]], discards: list[list[int]], contenders: tuple[int, ...],
              value_of: tuple[int, ...], counts: tuple[int, ...], bishop: int, princess: int) -> int:
    """The seat with the highest hand value at round end (+1 per Count card in ``counts`` among one's
    discards; the holder of the ``bishop`` card loses to a held Princess), or -1 on a tie on the highest
    value (see :meth:`.LoveLetterState._round_winner`)."""
    drop = -2  # the card that cannot win: the Bishop when someone holds the Princess
    if bishop >= 0:
        for s in contenders:
            if hands[s][0] == princess:
                drop = bishop
    best = top = -1
    for s in contenders:
        card = hands[s][0]
        if card == drop:
            continue
        value = value_of[card]
        for c in counts:
            if c in discards[s]:
                value += 1
        if value > best:
            best, top = value, s
        elif value == best:
            top = -1
    return top


def _deal_again(state: LoveLetterState, starter: int, knowing: bool) -> None:
    """:meth:`.LoveLetterState.deal_round` quietly, refilling the state's lists in place rather than building
    new ones (``knowing``: some entry of ``known`` may be set)."""
    n, deck = state.num_players, state.deck
    deck[:] = _IN_ORDER[len(state.kind_of)]
    _shuffle(state.rng, deck)
    pop = deck.pop
    state.removed = pop()
    if n == 2:
        state.setaside = [pop(), pop(), pop()]
    for hand in state.hands:  # a round ends with one card or none in each hand
        if hand:
            hand[0] = pop()
        else:
            hand.append(pop())
    for discard in state.discards:
        discard.clear()
    state.alive[:] = _IN_ROUND[n]
    state.protected[:] = _UNPROTECTED[n]
    if knowing:
        for row in state.known:
            row[:] = _UNKNOWN_ROW[n]
    state.mark = UNKNOWN
    if state.jester:
        state.jester = []
    state.round += 1
    state.starter = state.current = starter
    state.phase = PLAY
    state.hands[starter].append(pop())


def _in_play(state: LoveLetterState) -> bool:
    """Whether every hand holds what a game in progress leaves there (one card each, two for the player to
    act), as :func:`.codec.state_from_json` checks: the loop relies on it."""
    if state.phase == OVER:
        return True
    acting = state.current if state.phase == PLAY else -1
    return all(len(hand) == (2 if s == acting else 1) for s, hand in enumerate(state.hands) if state.alive[s])


def playout(state: LoveLetterState, rng: random.Random, limit: int) -> int:
    """Play up to ``limit`` uniformly random actions; return how many were applied (see the module doc)."""
    if not _in_play(state):  # a hand-made position no game reaches: the generic loop
        return uniform_playout(state, rng, limit)
    n, edition, kind_of, goal = state.num_players, state.edition, state.kind_of, state.target
    value_of = _CARD_VALUE[edition]
    plans = _PLANS[edition]
    guesses = GUESSES[edition]
    per = len(guesses)
    next_seat = _next_seat(n)
    seats, bit, clear, bits, pairs = _SEATS, _BIT, _CLEAR, _BITS, _PAIRS
    assassin, constable, bishop, princess, counts = _SPECIAL[edition]
    hands, discards, known, tokens, deck = state.hands, state.discards, state.known, state.tokens, state.deck
    alive, protected = state.alive, state.protected
    current, mark, removed, phase = state.current, state.mark, state.removed, _PHASE[state.phase]
    in_round, avail = _masks(alive, protected)
    knowing = sum(map(sum, known)) > -n * n  # False: every entry is UNKNOWN (-1), the least value one can hold
    plain = type(rng) is random.Random  # then ``randrange(n)`` is ``_randbelow(n)``, inlined below
    getrandbits, randrange = rng.getrandbits, rng.randrange
    applied = 0
    state._legal = None
    state._quiet = True
    try:
        for applied in range(1, limit + 1):
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
                if phase is not PLAY:
                    continue
            elif mark >= 0:  # the plays that can target the marked seat: through the state's methods
                actor = current
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
                if phase is not PLAY:
                    continue
            else:
                actor = current
                hand = hands[actor]
                card, kept = hand
                first, kind, sizes, totals = plans[card][kept]
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
                if kind_of[card] == kind:  # the played card leaves the hand
                    del hand[0]
                else:
                    card, kept = kept, card
                    del hand[1]
                discards[actor].append(card)
                if knowing:
                    for row in known:
                        if row[actor] == card:
                            row[actor] = UNKNOWN
                loser = -1  # a seat knocked out
                if kind == GUARD:
                    if m:
                        t = others[r // per]
                        held = hands[t][0]
                        if held == assassin:
                            state.removed = removed
                            state._guard(actor, t, guesses[r % per])
                            removed, phase = state.removed, state.phase
                            in_round, avail = _masks(alive, protected)
                            if phase is not PLAY:
                                continue
                        elif value_of[held] == guesses[r % per]:
                            loser = t
                elif kind == PRIEST:
                    if m:
                        t = others[r]
                        known[actor][t] = hands[t][0]
                        knowing = True
                elif kind in (BARON, DOWAGER):  # the lower card is out (the Dowager: the higher)
                    if m:
                        t = others[r]
                        theirs = hands[t][0]
                        if value_of[kept] == value_of[theirs]:
                            known[actor][t] = theirs
                            known[t][actor] = kept
                            knowing = True
                        else:
                            loser = t if (value_of[kept] > value_of[theirs]) == (kind == BARON) else actor
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
                        loser = t
                    elif deck:
                        theirs.append(deck.pop())
                    elif removed != UNKNOWN:
                        theirs.append(removed)
                        removed = UNKNOWN
                elif kind == KING:
                    if m:
                        _trade(hands, known, actor, others[r], knowing)
                        knowing = True
                elif kind == PRINCESS:
                    loser = actor
                elif kind > PRINCESS or kind in (JESTER, SYCOPHANT, BARONESS, CARDINAL):
                    # the Premium kinds that act (the Assassin, Count and Constable do nothing when played)
                    if kind == BISHOP:
                        if m:
                            t = others[r // per]
                            if value_of[hands[t][0]] == guesses[r % per]:
                                tokens[actor] += 1
                                if tokens[actor] >= goal:
                                    phase = OVER
                                else:
                                    phase = BISHOP_CHOICE
                                    state.bishop_by = actor
                                    current = t
                                continue
                    elif kind == SYCOPHANT:
                        mark = seats[avail | bit[actor]][r]
                    elif kind == BARONESS:
                        if m:
                            if r < m:
                                t = others[r]
                                known[actor][t] = hands[t][0]
                            else:
                                i, j = pairs[m][r - m]
                                t = others[i]
                                known[actor][t] = hands[t][0]
                                t = others[j]
                                known[actor][t] = hands[t][0]
                            knowing = True
                    elif kind == CARDINAL:
                        if m:
                            pool = seats[avail | bit[actor]]
                            i, j, look = _CARDINAL[m + 1][pool.index(actor)][r]
                            _trade(hands, known, pool[i], pool[j], knowing)
                            knowing = True
                            look = pool[look]
                            if look != actor:
                                known[actor][look] = hands[look][0]
                    elif m:  # the Jester
                        state.jester = [actor, others[r]]
                if loser >= 0:
                    in_round &= clear[loser]
                    avail &= clear[loser]
                    if _knock_out(hands, discards, alive, protected, known, tokens, loser, constable) >= goal:
                        phase = OVER
                        continue
            if deck and in_round & (in_round - 1):  # the next seat in the round draws
                current = next_seat[in_round][current]
                protected[current] = False
                avail |= bit[current]
                hands[current].append(deck.pop())
                continue
            if in_round & (in_round - 1):  # the round ends: the highest hand wins, the last one left else
                winner = _showdown(hands, discards, seats[in_round], value_of, counts, bishop, princess)
                if winner < 0:
                    winner = state._round_winner()[0]
            else:
                winner = seats[in_round][0]
            if winner is not None:
                tokens[winner] += 1
                jester = state.jester
                if jester and jester[1] == winner:
                    tokens[jester[0]] += 1
                if max(tokens) >= goal:
                    phase = OVER
                    continue
            current = state.starter if winner is None else winner
            _deal_again(state, current, knowing)
            mark, removed = UNKNOWN, state.removed
            in_round = avail = (1 << n) - 1
            knowing = False
    finally:
        state.current, state.mark, state.removed, state.phase = current, mark, removed, phase
        state._quiet = False
    return applied
