"""Love Letter Hard's beliefs: a hidden-Markov reading of every play an opponent made this round.

A seat's card is followed through the round's public events. Each turn the seat held one card, drew another
and played one of the two; a model of play (:func:`play_chance`: players keep the higher card, never discard
the Princess, must play the Countess beside a King or Prince) gives how likely the observed play was for each
card it may have kept, so the whole history weighs the card now held, not only the last play: a Countess played
points to a King or Prince, and a card kept over several high plays is probably higher still. Guard misses,
comparisons won and a Bishop's kept guess cut cards out at the moment they happened; a discard (Prince,
Assassin, Bishop redraw) starts the seat afresh; trades move the beliefs with the hands.

Only the seat's view is read (its log holds only the events the seat may see), so the beliefs never depend on
cards hidden from it.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator

from game.engine import EventArgs
from game.games.love_letter.rules.cards import (
    BARON,
    BARONESS,
    CARDINAL,
    COUNTESS,
    DECKS,
    GUARD,
    HANDMAID,
    KIND_BY_FACE,
    KING,
    PRIEST,
    PRINCE,
    PRINCESS,
    VALUE,
)
from game.games.love_letter.rules.kinds import forbidden_beside
from game.games.love_letter.rules.view import LoveLetterView

Belief = dict[int, float]  # kind -> probability

KEEP_HIGHER = 0.8
"""The model's habit: of two cards of different numbers, a player plays the lower (keeps the higher) this often
(for cards without an :data:`EAGERNESS`)."""
EAGERNESS = {GUARD: 1.2, PRIEST: 0.35, BARON: 0.55, HANDMAID: 0.8, PRINCE: 0.6, KING: -1.3, COUNTESS: -2.2}
"""How readily a player plays each card of the classic deck: of two cards, the first is played with the logistic
chance of the difference (Bradley-Terry). Fitted on the plays of strong search bots (the reference ISMCTS, 738
free choices at 2 players): Guards and the Handmaid go early, the King and the Countess are kept."""


def play_chance(played: int, kept: int, keep_higher: float, eager: bool = True) -> float:
    """How likely a player holding ``played`` and ``kept`` plays ``played``."""
    if kept == PRINCESS:
        return 1.0
    if played == PRINCESS:
        return 0.001
    if played in forbidden_beside(kept):  # the rules forbid playing it beside the other (the Countess rule)
        return 0.0
    if kept in forbidden_beside(played):
        return 1.0
    if VALUE[played] == VALUE[kept]:
        return 1.0 if played == kept else 0.5
    if eager and played in EAGERNESS and kept in EAGERNESS:
        return 1.0 / (1.0 + math.exp(EAGERNESS[kept] - EAGERNESS[played]))
    return keep_higher if VALUE[played] < VALUE[kept] else 1.0 - keep_higher


def unseen_counts(view: LoveLetterView) -> dict[int, int]:
    """Kind -> copies the viewer has not seen (not in own hand, any discard, the set-aside, nor known)."""
    kinds = DECKS[view["edition"]]
    counts: dict[int, int] = {}
    for k in kinds:
        counts[k] = counts.get(k, 0) + 1
    seen = list(view["hand"]) + list(view["setaside"]) + [c for d in view["discards"] for c in d]
    seen += [c for c in view["known"] if c is not None]
    for c in seen:
        counts[kinds[c]] -= 1
    return counts


def round_facts(view: LoveLetterView) -> Iterator[tuple[str, EventArgs]]:
    """The public events of the round that say something of the hands, in order, as ``(kind, args)``: ``play``,
    ``guard_miss`` and ``discard`` as logged; ``beaten`` (``winner``, ``lost``: the number it beat, ``higher``: a
    Baron's comparison, else a Dowager Queen's) once the loser of a comparison is out; ``tie`` (``seat``,
    ``target``) for a comparison nobody lost; ``keeps`` (``seat``, ``number``) when a Bishop's target keeps the
    card it was named."""
    log = view["log"]
    start = max((i for i, e in enumerate(log) if e["kind"] == "round_start"), default=0)
    pending_compare: tuple[int, int, str] | None = None
    bishop_guess = -1
    for e in log[start + 1:]:
        kind, a = e["kind"], e["args"]
        if kind in ("play", "guard_miss", "discard"):
            yield kind, a
        elif kind == "compare_result" and a["loser"] is None:
            yield "tie", {"seat": a["seat"], "target": a["target"]}
        elif kind == "compare_result":
            winner = a["target"] if a["loser"] == a["seat"] else a["seat"]
            pending_compare = (winner, a["loser"], a["card"])
        elif kind == "out" and pending_compare and a["seat"] == pending_compare[1] and a["cards"]:
            winner, _, card = pending_compare
            yield "beaten", {"winner": winner, "lost": VALUE[KIND_BY_FACE[a["cards"][0]]], "higher": card == "baron"}
            pending_compare = None
        elif kind == "bishop_hit":
            bishop_guess = a["guess"]
        elif kind == "bishop_choice" and not a["redraw"]:
            yield "keeps", {"seat": a["seat"], "number": bishop_guess}


def _normalised(weights: list[float]) -> list[float]:
    total = sum(weights)
    return [w / total for w in weights] if total > 0 else weights


def track_round(view: LoveLetterView, keep_higher: float = KEEP_HIGHER, eager: bool = True) -> list[list[float]]:
    """Per seat: a weight per kind for the card it holds, from the round's public events (before the final
    weighing by the cards still unseen, see :func:`play_beliefs`)."""
    kinds = DECKS[view["edition"]]
    size = max(kinds) + 1
    prior = [0.0] * size
    for k in kinds:
        prior[k] += 1.0 / len(kinds)
    n = view["num_players"]
    alpha = [prior[:] for _ in range(n)]
    chance = [[play_chance(x, y, keep_higher, eager) for y in range(size)] for x in range(size)]
    for kind, a in round_facts(view):
        if kind == "play":
            seat, played = a["seat"], KIND_BY_FACE[a["card"]]
            before, odds = alpha[seat], chance[played]
            alpha[seat] = _normalised([odds[h] * (before[played] * prior[h] + before[h] * prior[played])
                                       for h in range(size)])
            if played in (KING, CARDINAL) and a.get("target") is not None:
                x, y = (seat, a["target"]) if played == KING else (a["target"], a["second"])
                alpha[x], alpha[y] = alpha[y], alpha[x]
        elif kind == "guard_miss":
            alpha[a["target"]] = [0.0 if VALUE[k] == a["guess"] else w for k, w in enumerate(alpha[a["target"]])]
        elif kind == "beaten":
            lost, higher = a["lost"], a["higher"]
            alpha[a["winner"]] = [w if VALUE[k] != lost and (VALUE[k] > lost) == higher else 0.0
                                  for k, w in enumerate(alpha[a["winner"]])]
        elif kind == "discard":
            alpha[a["seat"]] = prior[:]
        elif kind == "keeps":
            alpha[a["seat"]] = [w if VALUE[k] == a["number"] else 0.0 for k, w in enumerate(alpha[a["seat"]])]
    return alpha


def seat_beliefs(view: LoveLetterView, weigh: Callable[[int, int, int], float]) -> list[Belief | None]:
    """Per seat: a probability for each kind of the card in hand (None for the viewer and players out), from
    ``weigh(seat, kind, unseen copies)`` over the kinds the viewer has not seen all of; a known card is certain,
    and a seat whose weights are all 0 gets the unseen counts."""
    kinds = DECKS[view["edition"]]
    unseen = unseen_counts(view)
    out: list[Belief | None] = []
    for t in range(view["num_players"]):
        if t == view["seat"] or not view["alive"][t]:
            out.append(None)
            continue
        known = view["known"][t]
        if known is not None:
            out.append({kinds[known]: 1.0})
            continue
        weights = {k: w for k, c in unseen.items() if c > 0 and (w := weigh(t, k, c)) > 0}
        if not weights:
            weights = {k: float(c) for k, c in unseen.items() if c > 0}
        total = sum(weights.values())
        out.append({k: w / total for k, w in weights.items()})
    return out


def play_beliefs(view: LoveLetterView, keep_higher: float = KEEP_HIGHER, eager: bool = True
                 ) -> list[Belief | None]:
    """Per seat: a probability for each kind of the card in hand (None for the viewer and players out): the
    tracked weights (:func:`track_round`) times the share of each kind's copies the viewer has not seen."""
    copies: dict[int, int] = {}
    for k in DECKS[view["edition"]]:
        copies[k] = copies.get(k, 0) + 1
    alpha = track_round(view, keep_higher, eager)
    return seat_beliefs(view, lambda t, k, c: alpha[t][k] * c / copies[k])


def watchers(view: LoveLetterView) -> list[tuple[int, int]]:
    """(x, y): seat ``x`` knows the card seat ``y`` holds, from public plays: ``x`` looked at it (Priest,
    Baroness), traded it (King, Cardinal: each knows the other's new card) or tied a comparison with it, and ``y``
    has not played nor discarded since (after a play it may hold the other card). The card is the one ``y`` held
    before its draw: ``hand[0]`` (the view's own hand keeps that order). Pairs with the viewer as ``x`` are left
    out (the view's ``known`` has them)."""
    n = view["num_players"]
    knows = [[False] * n for _ in range(n)]
    for kind, a in round_facts(view):
        if kind == "play":
            seat, played, target = a["seat"], KIND_BY_FACE[a["card"]], a.get("target")
            for row in knows:
                row[seat] = False
            if target is None:
                continue
            if played in (KING, CARDINAL):
                x, y = (seat, target) if played == KING else (target, a["second"])
                for row in knows:  # what others knew moves with the cards
                    row[x], row[y] = row[y], row[x]
                knows[x][y] = knows[y][x] = True
            elif played in (PRIEST, BARONESS):
                for t in (target, a.get("second")):
                    if t is not None and t != seat:
                        knows[seat][t] = True
        elif kind == "discard":
            for row in knows:
                row[a["seat"]] = False
        elif kind == "tie":
            knows[a["seat"]][a["target"]] = knows[a["target"]][a["seat"]] = True
    alive = view["alive"]
    return [(x, y) for x in range(n) for y in range(n)
            if knows[x][y] and x != y and x != view["seat"] and alive[x] and alive[y]]
