"""Palastgeflüster bots: Easy (never intrigues by choice), Normal (heuristics on the view), Hard (search).

The heuristics reason about *safe* cards: a hand card is safe when its character is not yet in its owner's
display (and it is not a silenced Fool). A player with no safe card left must cause an intrigue, which gives
every other player a point; a player with five characters on display and a safe card completes the display.
Normal plays safely, passes the turn (by the border colour) to players likely to intrigue, never to those
about to complete a display, and uses Magician, Maid, Courtesan and Guard to get rid of its unsafe cards.
Hard is :class:`game.ai.search.SearchBot` playing out to the end of the round with the Easy policy.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from game.ai.levels import bot_for_level
from game.ai.search import SearchBot
from game.engine import Bot, Reason, viewer
from game.games.palastgefluester.rules import GAME
from game.games.palastgefluester.rules.cards import (
    CHARACTER_OF,
    FULL_DISPLAY,
    KIND_COUNT,
    character,
    owner_of_colour,
)
from game.games.palastgefluester.rules.determinize import Determinizer
from game.games.palastgefluester.rules.kinds import COURTESAN, COURTESAN_FROM_PLAY, RULES
from game.games.palastgefluester.rules.state import PalastAction, PalastState
from game.games.palastgefluester.rules.view import PalastView

HARD_ITERATIONS = 128
"""Search iterations per Hard decision; each plays out to the end of the round (about 50 ms of
CPU at the 95th percentile on the reference machine)."""


@dataclass
class Table:
    """What a heuristic may use: public facts plus the deciding seat's own hand."""

    seat: int
    hand: list[int]
    displays: list[list[int]]
    hand_sizes: list[int]
    known: list[list[int] | None]  # hands shown by a Treasurer (the own hand is always known)
    silenced: str | None
    partner: int | None = None  # the other party of a pending Magician exchange

    @staticmethod
    def from_view(view: PalastView) -> Table:
        seat = view["seat"]
        assert seat is not None, "a seat's view, not the public one"
        known = [None if r is None else list(r) for r in view["revealed"]]
        known[seat] = list(view["hand"])
        magic = view["magician"]
        partner = None if magic is None else magic["target"] if view["seat"] == magic["actor"] else magic["actor"]
        return Table(seat, list(view["hand"]), [list(d) for d in view["displays"]],
                     list(view["hand_sizes"]), known, view["silenced"], partner)

    # ----------------------------------------------------------------------------------------- facts

    def chars(self, seat: int) -> set[str]:
        return {character(c) for c in self.displays[seat]}

    def unsafe(self, card: int, shown: set[str]) -> bool:
        char = character(card)
        return char in shown or (char == "fool" and self.silenced == "fool")

    def safe_count(self, hand: Sequence[int], shown: set[str]) -> int:
        """Distinct safe characters in a hand: how many more cards it can add without intrigue."""
        return len({character(c) for c in hand if not self.unsafe(c, shown)})

    def outlook(self, seat: int) -> float:
        """Expected points for *me* if ``seat`` plays next: + when it likely intrigues, - when it completes."""
        shown = self.chars(seat)
        size = len(self.displays[seat])
        hand = self.known[seat]
        if hand is not None:
            safe = self.safe_count(hand, shown)
            p_stuck = 1.0 if safe == 0 else 0.0
            p_full = 1.0 if safe and size == FULL_DISPLAY - 1 else 0.0
        else:
            p_card_unsafe = min(0.95, (size + (self.silenced == "fool")) / KIND_COUNT)
            p_stuck = p_card_unsafe ** self.hand_sizes[seat]
            p_full = (1 - p_stuck) if size == FULL_DISPLAY - 1 else 0.0
        if seat == self.seat:
            return p_full - p_stuck
        return p_stuck - p_full


# --------------------------------------------------------------------------------------------- heuristics


def play_score(t: Table, card: int) -> float:
    """How good playing ``card`` looks: safety first, then who moves next, then the card's action."""
    shown = t.chars(t.seat)
    if t.unsafe(card, shown):
        return -10.0
    if len(t.displays[t.seat]) + 1 == FULL_DISPLAY:
        return 10.0
    rest = list(t.hand)
    rest.remove(card)
    after = shown | {character(card)}
    score = 0.0
    owner = owner_of_colour(card)
    if owner is None:
        sizes = [len(d) + (s == t.seat) for s, d in enumerate(t.displays)]
        tied = [s for s in range(len(sizes)) if sizes[s] == min(sizes)]
        score += max(_after_play(t, s, rest, after) for s in tied)
    else:
        score += _after_play(t, owner, rest, after)
    char = character(card)
    if char != t.silenced:
        unsafe_rest = sum(t.unsafe(c, after) for c in rest)
        score += {"magician": 0.25 * unsafe_rest, "maid": 0.2 * min(unsafe_rest, 1), "treasurer": -0.1,
                  "guard": 0.15 if shown else 0.0}.get(char, 0.0)
    return score


def _after_play(t: Table, seat: int, rest: list[int], after: set[str]) -> float:
    if seat != t.seat:
        return t.outlook(seat)
    safe = t.safe_count(rest, after)
    if safe == 0:
        return -1.0
    return 1.0 if len(after) == FULL_DISPLAY - 1 else 0.1


def give_score(t: Table, cards: Sequence[int], partner: int) -> float:
    """Giving away unsafe cards is good, more so when they are unsafe for the partner too."""
    mine, theirs = t.chars(t.seat), t.chars(partner)
    keep = [c for c in t.hand if c not in cards]
    return 2 * t.safe_count(keep, mine) + 0.5 * sum(t.unsafe(c, theirs) for c in cards)


def discard_score(t: Table, card: int) -> float:
    keep = [c for c in t.hand if c != card]
    return t.safe_count(keep, t.chars(t.seat)) + 0.1 * len({character(c) for c in keep})


def take_score(t: Table, card: int) -> float:
    shown = t.chars(t.seat) - {character(card)}
    return t.safe_count([*t.hand, card], shown)


def swap_score(t: Table, a: int, b: int) -> float:
    """Own safety gained, plus safety lost by players whose hands are known."""
    owner = {c: s for s, d in enumerate(t.displays) for c in d}
    sa, sb = owner[a], owner[b]
    score = 0.0
    for s, out, inn in ((sa, a, b), (sb, b, a)):
        hand = t.known[s]
        if hand is None:
            continue
        before = t.chars(s)
        after = before - {character(out)} | {character(inn)}
        delta = t.safe_count(hand, after) - t.safe_count(hand, before)
        score += 2 * delta if s == t.seat else -delta
    return score


def magician_score(t: Table, partner: int, count: int) -> float:
    unsafe = sum(t.unsafe(c, t.chars(t.seat)) for c in t.hand)
    fit = -abs(count - max(1, unsafe))
    return fit + 0.1 * t.hand_sizes[partner]


def heuristic_scores(t: Table, legal: Sequence[PalastAction]) -> list[float]:
    """A score per legal action (higher is better), by the action kind."""
    scores = []
    for action in legal:
        if action[0] == "play":
            scores.append(play_score(t, action[1]))
        elif action[0] == "next":
            scores.append(t.outlook(action[1]))
        elif action[0] == "magician":
            scores.append(magician_score(t, action[1], action[2]))
        elif action[0] == "give":
            assert t.partner is not None
            scores.append(give_score(t, action[1:], t.partner))
        elif action[0] == "discard":
            scores.append(discard_score(t, action[1]))
        elif action[0] == "take":
            scores.append(take_score(t, action[1]))
        elif action[0] == "swap":
            scores.append(swap_score(t, action[1], action[2]))
        else:
            raise ValueError(f"no bot decides {action!r}")
    return scores


def best(legal: Sequence[PalastAction], scores: Sequence[float], rng: random.Random) -> PalastAction:
    top = max(scores)
    return rng.choice([a for a, s in zip(legal, scores, strict=True) if s >= top - 1e-9])


# --------------------------------------------------------------------------------------------- bots


class EasyBot:
    """Plays a safe card when it has one (completing a display if it can); everything else at random."""

    level = "easy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: PalastView, legal: Sequence[PalastAction]) -> PalastAction:
        shown = {character(c) for c in view["displays"][viewer(view)]}
        return easy_choice(legal, shown, view["silenced"], self.rng)


def easy_choice(legal: Sequence[PalastAction], shown: set[str], silenced: str | None, rng: random.Random) -> PalastAction:
    """A random safe play (a card whose character ``shown`` lacks) if there is one, else any legal action."""
    if legal[0][0] != "play":  # a play is ("play", card)
        return legal[rng.randrange(len(legal))]
    safe = [a for a in legal if a[0] == "play" and CHARACTER_OF[a[1]] not in shown
            and not (silenced == "fool" and CHARACTER_OF[a[1]] == "fool")]
    pool = safe or legal
    return pool[rng.randrange(len(pool))]


class NormalBot:
    """Greedy on :func:`heuristic_scores`; ties broken by its seeded RNG."""

    level = "normal"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: PalastView, legal: Sequence[PalastAction]) -> PalastAction:
        return best(legal, heuristic_scores(Table.from_view(view), legal), self.rng)


# --------------------------------------------------------------------------------------------- hard


def rollout_policy(state: PalastState, rng: random.Random) -> PalastAction:
    """The Easy policy on a (determinized) state, for playouts."""
    seat = state.current_player()
    shown = {CHARACTER_OF[c] for c in state.displays[seat]}
    return easy_choice(state.legal_actions(), shown, state.silenced, rng)


def round_value(state: PalastState, seat: int) -> float:
    """A seat's share of the win, estimated from the points alone (a softmax over seats)."""
    points = state.points
    weights = [math.exp(1.2 * p) for p in points]
    return weights[seat] / sum(weights)


def _prepared_determinize(view: PalastView) -> Callable[[PalastView, random.Random], PalastState]:
    """The game's determinization, prepared once for the view being searched."""
    prepared = Determinizer(view)

    def determinize(v: PalastView, rng: random.Random) -> PalastState:
        return prepared.sample(rng) if v is prepared.view else GAME.determinize(v, rng)

    return determinize


class HardBot:
    """:class:`SearchBot` whose playouts stop at the end of the current round."""

    level = "hard"

    def __init__(self, seed: int, iterations: int = HARD_ITERATIONS) -> None:
        self.seed, self.iterations = seed, iterations
        self.search: SearchBot[PalastState, PalastAction, PalastView] | None = None
        """The last decision's search (its root statistics give the hint's chances)."""

    def choose(self, view: PalastView, legal: Sequence[PalastAction]) -> PalastAction:
        this_round = view["round"]
        self.search = SearchBot(GAME, self.seed, iterations=self.iterations, rollout=rollout_policy,
                                evaluate=round_value, leaf=lambda s: s.round != this_round,
                                determinize=_prepared_determinize(view))
        return self.search.choose(view, legal)


def make_bot(level: str, seed: int) -> Bot[PalastAction, PalastView]:
    return bot_for_level(level, seed, {"easy": EasyBot, "normal": NormalBot, "hard": HardBot})


# --------------------------------------------------------------------------------------------- the hint's why



def hint_reason(view: PalastView, legal: Sequence[PalastAction], action: PalastAction) -> Reason | None:
    """Why the hinted ``action`` is good, in facts of the seat's view (:class:`~game.engine.Reason`, worded by the
    presenter), or None where the search's figures say more:

    * ``completes`` (``card``): a sixth different character completes the display, a point;
    * ``next_stuck`` (``seat``): the turn goes to a player whose shown hand holds only characters already in
      their display; else ``next_to`` (``seat``, ``shown``: the characters on their display they must
      avoid); ``again`` (``safe``: safe characters left) for the own colour; ``grey_next`` (``seats``: who
      shows fewest cards then). Only for a card whose action leaves the others' hands and displays alone;
    * ``discard_unsafe`` (``card``): the Maid discards a card that repeats the display; ``discard_silenced``
      (``card``): the silenced Fool, which may not be played;
    * ``guard_frees`` (``card``): the Guard takes back a character the hand holds again, making it safe;
    * ``give_unsafe`` (``cards``): every card given in an exchange repeats the display;
    * ``magician_unsafe`` (``unsafe``): a Magician played with cards in hand that repeat the display, to exchange
      away; ``magician_count`` (``seat``, ``count``): the exchange takes as many cards as repeat the display;
    * ``courtesan_frees`` (``card``): a Courtesan played can swap out of the display a character the hand holds
      again; ``swap_frees`` (``card``): the swap does."""
    t = Table.from_view(view)
    shown = t.chars(t.seat)
    if action[0] == "play":
        card = action[1]
        if t.unsafe(card, shown):
            return None
        if len(t.displays[t.seat]) + 1 == FULL_DISPLAY:
            return Reason("completes", {"card": card})
        owner = owner_of_colour(card)
        passive = not RULES[character(card)].touches_others or character(card) == t.silenced
        if not passive:  # a Magician or Courtesan changes hands or displays before the turn passes
            return _touching_reason(view, t, card)
        if owner == t.seat:
            rest = list(t.hand)
            rest.remove(card)
            return Reason("again", {"safe": t.safe_count(rest, shown | {character(card)})})
        if owner is not None:
            return _next_reason(t, owner)
        if character(card) == "guard" and character(card) != t.silenced:
            return None  # the Guard may shrink the display before the fewest are counted
        sizes = [len(d) + (s == t.seat) for s, d in enumerate(t.displays)]
        return Reason("grey_next", {"seats": [s for s, n in enumerate(sizes) if n == min(sizes)]})
    if action[0] == "next":
        return _next_reason(t, action[1]) if action[1] != t.seat else None
    if action[0] == "discard":
        if character(action[1]) in shown:
            return Reason("discard_unsafe", {"card": action[1]})
        return Reason("discard_silenced", {"card": action[1]}) if t.unsafe(action[1], shown) else None
    if action[0] == "take":
        char = character(action[1])
        return Reason("guard_frees", {"card": action[1]}) if any(character(c) == char for c in t.hand) else None
    if action[0] == "give":
        given = list(action[1:])
        return Reason("give_unsafe", {"cards": given}) if all(character(c) in shown for c in given) else None
    if action[0] == "magician":
        unsafe = sum(t.unsafe(c, shown) for c in t.hand)
        return Reason("magician_count", {"seat": action[1], "count": action[2]}) if action[2] == unsafe else None
    if action[0] == "swap":
        return _swap_frees(t, action[1], action[2])
    return None


def _touching_reason(view: PalastView, t: Table, card: int) -> Reason | None:
    """Why playing a Magician or a Courtesan is good, in what its action can do: exchange away the hand's cards
    that repeat the display; swap a character the hand holds again out of the display."""
    shown = t.chars(t.seat) | {character(card)}
    rest = list(t.hand)
    rest.remove(card)
    if character(card) == "magician":
        unsafe = sum(t.unsafe(c, shown) for c in rest)
        partners = any(n for s, n in enumerate(t.hand_sizes) if s != t.seat)
        return Reason("magician_unsafe", {"unsafe": unsafe}) if unsafe and rest and partners else None
    if view["plays"] + 1 < COURTESAN_FROM_PLAY:
        return None
    displays = [d + [card] if s == t.seat else d for s, d in enumerate(t.displays)]
    in_hand = {character(c) for c in rest}
    for mine in t.displays[t.seat]:
        if character(mine) not in in_hand:
            continue
        for s, d in enumerate(displays):
            if s != t.seat and any(character(b) != character(mine) and COURTESAN.swap_refusal(
                    displays, t.seat, card, view["options"], mine, b) is None for b in d):
                return Reason("courtesan_frees", {"card": mine})
    return None


def _swap_frees(t: Table, a: int, b: int) -> Reason | None:
    """A swap that takes a character out of the own display which the hand holds again (and brings in another)."""
    mine = t.displays[t.seat]
    out, into = (a, b) if a in mine else (b, a) if b in mine else (None, None)
    if out is None or into is None or character(out) == character(into):
        return None
    return Reason("swap_frees", {"card": out}) if any(character(c) == character(out) for c in t.hand) else None


def _next_reason(t: Table, seat: int) -> Reason | None:
    """Why handing the turn to ``seat`` is good: their shown hand can only intrigue, or the characters on their
    display they must avoid."""
    if _stuck(t, seat):
        return Reason("next_stuck", {"seat": seat})
    shown = len(t.chars(seat))
    return Reason("next_to", {"seat": seat, "shown": shown}) if shown else None


def _stuck(t: Table, seat: int) -> bool:
    """Has ``seat`` shown a hand in which every card repeats their display (or is the silenced Fool)?"""
    hand = t.known[seat]
    return hand is not None and len(hand) == t.hand_sizes[seat] and t.safe_count(hand, t.chars(seat)) == 0
