"""Love Letter Hard's playout move: what a sensible player does with what it knows, in one cheap rule.

A sure play first (a Guard naming a card the player has seen in that hand, a Baron it knows it wins, a Prince on
a Princess it has seen); else the lower card, keeping the higher (a Baron only beside a card of 5 or more), never
the Princess nor a Prince on oneself while holding her; a Guard names the number with most copies the player has
not seen. After a Bishop's right guess the target keeps a card of 6 or more.

Inside a determinisation every player acts on its own knowledge in that sampled state (``state.known``), never
on the other hands.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import cast

from game.games.love_letter.rules.cards import BARON, GUARD, KIND_BY_FACE, PRINCESS, VALUE
from game.games.love_letter.rules.state import UNKNOWN, LoveLetterAction, LoveLetterState, Naming, Play


def informed_policy(state: LoveLetterState, rng: random.Random) -> LoveLetterAction:
    """The playout move for whoever is to act (see the module docstring)."""
    actions: Sequence[LoveLetterAction] = state.legal_actions()
    if len(actions) == 1:
        return actions[0]
    kind_of = state.kind_of
    actor = state.current
    hand = state.hands[actor]
    if actions[0][0] != "play":  # after a Bishop: keep a card of 6 or more
        return ("keep",) if VALUE[kind_of[hand[0]]] >= 6 else ("redraw",)
    plays: Sequence[Play] = actions  # type: ignore[assignment]  # all plays now (no cast call: a playout's hot path)
    holds_princess = any(kind_of[c] == PRINCESS for c in hand)
    on_self = ("play", "prince", actor)  # a Prince's play is its target alone
    safe = [a for a in plays if not (a[1] == "princess" or (holds_princess and a == on_self))] or list(plays)
    sure = _sure_play(state, actor, safe)
    if sure is not None:
        return sure
    faces = sorted(dict.fromkeys(a[1] for a in safe), key=lambda f: VALUE[KIND_BY_FACE[f]])  # ties: in legal order
    face = faces[0]
    if len(faces) == 2 and face == "baron" and VALUE[KIND_BY_FACE[faces[1]]] < 5:
        face = faces[1]
    mine = [a for a in safe if a[1] == face]
    if face == "guard" and len(mine) > 1:
        return _guard_guess(state, actor, cast("list[Naming]", mine), rng)  # more than one: each names a target
    if face == "prince":
        mine = [a for a in mine if a != on_self] or mine
    return mine[rng.randrange(len(mine))]


def _sure_play(state: LoveLetterState, actor: int, actions: Sequence[Play]) -> Play | None:
    known = state.known[actor]
    hand = state.hands[actor]
    kind_of = state.kind_of
    for a in actions:
        if len(a) < 3 or a[2] is None or a[2] == actor:
            continue
        card = known[a[2]]
        if card == UNKNOWN or card not in state.hands[a[2]]:
            continue
        seen, face = kind_of[card], a[1]
        if face == "guard" and seen != GUARD and len(a) == 4 and a[3] == VALUE[seen]:
            return a
        if face == "prince" and seen == PRINCESS:
            return a
        if face == "baron":
            kept = [c for c in hand if kind_of[c] != BARON] or hand[1:]
            if kept and VALUE[kind_of[kept[0]]] > VALUE[seen]:
                return a
    return None


def _guard_guess(state: LoveLetterState, actor: int, guards: list[Naming], rng: random.Random) -> Naming:
    """A random target; the number with most copies the actor has not seen (ties at random)."""
    target = guards[rng.randrange(len(guards))][2]
    options = [a for a in guards if a[2] == target]
    left = unseen_values(state, actor)
    best = max(left.get(a[3], 0) for a in options)
    top = [a for a in options if left.get(a[3], 0) == best]
    return top[rng.randrange(len(top))]


def unseen_values(state: LoveLetterState, actor: int) -> dict[int, int]:
    """Number -> copies ``actor`` has not seen in ``state``: the deck less the discards, the face-up cards set
    aside and its own hand (what a counting player knows, whatever it peeked at)."""
    kind_of = state.kind_of
    left: dict[int, int] = {}
    for k in kind_of:
        left[VALUE[k]] = left.get(VALUE[k], 0) + 1
    for pile in state.discards:
        for c in pile:
            left[VALUE[kind_of[c]]] -= 1
    for c in state.hands[actor] + state.setaside:
        left[VALUE[kind_of[c]]] -= 1
    return left
