"""A reference Love Letter opponent (never a product level): single-observer ISMCTS after the published
description of Cowling, Powley & Whitehouse (2012), "Information Set Monte Carlo Tree Search", written here.

* The tree holds only the bot's own decisions (its card choices, and its keep/redraw after a Bishop): a node is
  the sequence of its own actions this round. Opponents move by the playout policy inside each determinisation.
* Every iteration samples one determinisation from the seat's view with the game's ``determinize(view, rng)``,
  which honours what the seat knows for sure (peeks, trades, ties); the other hidden cards are uniform.
* Selection is UCB1 with availability counts (a child's exploration term counts the iterations in which it was
  legal, not its parent's visits), expansion adds one node per iteration, the playout runs the rule-based policy
  below to the end of the round, and the result is 1 when the bot gained a token (0 otherwise).
* Rule-based overrides are applied before any search: a Guard naming a card the bot knows, a Baron it knows it
  wins, a Prince on a known Princess; the Princess is never played by choice.

It sees only its seat's view, like every bot here. ``ITERATIONS`` per move (1,000 as in the issue). Its tree
node and playout policy are written out here on purpose, not imported from ``game.ai``: it is the yardstick, and
work on the Hard bot's search or playouts must not move it.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from game.engine import JSON, Action
from game.games.love_letter.rules.cards import BARON, GUARD, KIND_BY_FACE, PRINCESS, VALUE
from game.games.love_letter.rules.determinize import determinize
from game.games.love_letter.rules.state import OVER, UNKNOWN, LoveLetterState

ITERATIONS = 1000
EXPLORATION = 0.7
"""UCB1 constant for rewards in [0, 1]."""


class _Node:
    __slots__ = ("children", "visits", "avail", "reward")

    def __init__(self) -> None:
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.avail = 0
        self.reward = 0.0


# --------------------------------------------------------------------------------------------- the policy


def _not_suicidal(state: LoveLetterState, actor: int, actions: Sequence[Action]) -> list[Action]:
    """Without playing the Princess or a Prince on oneself while holding her (when anything else is legal)."""
    kinds = [state.kind_of[c] for c in state.hands[actor]]
    holds_princess = PRINCESS in kinds
    safe = [a for a in actions if a[0] != "play" or not (
        a[1] == "princess" or (holds_princess and a[1] == "prince" and a[2] == actor))]
    return safe or list(actions)


def _sure_play(state: LoveLetterState, actor: int, actions: Sequence[Action]) -> Action | None:
    """A play the actor knows is good: a Guard naming a card it has seen in a hand, a Baron it wins, a Prince on
    a known Princess."""
    known = state.known[actor]
    hand = state.hands[actor]
    kind_of = state.kind_of
    for a in actions:
        if a[0] != "play" or len(a) < 3 or a[2] is None or a[2] == actor:
            continue
        card = known[a[2]]
        if card == UNKNOWN or card not in state.hands[a[2]]:
            continue
        seen = kind_of[card]
        face = a[1]
        if face == "guard" and seen != GUARD and len(a) == 4 and a[3] == VALUE[seen]:
            return a
        if face == "prince" and seen == PRINCESS:
            return a
        if face == "baron":
            kept = [c for c in hand if kind_of[c] != BARON] or hand[1:]
            if kept and VALUE[kind_of[kept[0]]] > VALUE[seen]:
                return a
    return None


def _guard_guess(state: LoveLetterState, actor: int, guards: list[Action], rng: random.Random) -> Action:
    """A random target; the number with most copies the actor has not seen (ties at random)."""
    target = guards[rng.randrange(len(guards))][2]
    options = [a for a in guards if a[2] == target]
    kind_of = state.kind_of
    left: dict[int, int] = {}
    for k in kind_of:
        left[VALUE[k]] = left.get(VALUE[k], 0) + 1
    for pile in state.discards:
        for c in pile:
            left[VALUE[kind_of[c]]] -= 1
    for c in state.hands[actor] + state.setaside:
        left[VALUE[kind_of[c]]] -= 1
    best = max(left.get(a[3], 0) for a in options)
    top = [a for a in options if left.get(a[3], 0) == best]
    return top[rng.randrange(len(top))]


def policy(state: LoveLetterState, rng: random.Random) -> Action:
    """The rule-based move for whoever is to act, from what that player knows: a sure play if there is one,
    else the lower card (keeping the higher), a Baron only with a high card kept, Guards by counting."""
    actions = state.legal_actions()
    if len(actions) == 1:
        return actions[0]
    if actions[0][0] != "play":  # after a Bishop: keep a card of 6 or more
        held = state.kind_of[state.hands[state.current][0]]
        return ("keep",) if VALUE[held] >= 6 else ("redraw",)
    actor = state.current
    actions = _not_suicidal(state, actor, actions)
    sure = _sure_play(state, actor, actions)
    if sure is not None:
        return sure
    faces = sorted({a[1] for a in actions}, key=lambda f: VALUE[KIND_BY_FACE[f]])
    face = faces[0]
    if len(faces) == 2 and face == "baron" and VALUE[KIND_BY_FACE[faces[1]]] < 5:
        face = faces[1]
    mine = [a for a in actions if a[1] == face]
    if face == "guard" and len(mine) > 1:
        return _guard_guess(state, actor, mine, rng)
    if face == "prince":
        others = [a for a in mine if a[2] != actor]
        mine = others or mine
    return mine[rng.randrange(len(mine))]


# --------------------------------------------------------------------------------------------- the bot


class ReferenceISMCTS:
    """See the module docstring. ``choose(view, legal)`` like every bot."""

    level = "reference"

    def __init__(self, seed: int, iterations: int = ITERATIONS) -> None:
        self.rng = random.Random(seed)
        self.iterations = iterations

    def choose(self, view: JSON, legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        seat = view["seat"]
        here = determinize(view, self.rng)  # the bot's own hand and knowledge are the same in every sample
        if legal[0][0] == "play":
            legal = _not_suicidal(here, seat, legal)
            sure = _sure_play(here, seat, legal)
            if sure is not None:
                return sure
            if len(legal) == 1:
                return legal[0]
        allowed = set(legal)
        root = _Node()
        for _ in range(self.iterations):
            self._iterate(root, determinize(view, self.rng), seat, allowed)
        return max(legal, key=lambda a: root.children[a].visits if a in root.children else -1)

    def _iterate(self, root: _Node, state: LoveLetterState, seat: int, allowed: set[Action]) -> None:
        rng = self.rng
        start_round, start_tokens = state.round, state.tokens[seat]
        node: _Node | None = root
        path: list[_Node] = []
        at_root = True
        while state.phase != OVER and state.round == start_round:
            if state.current != seat or node is None:
                state.apply(policy(state, rng))
                continue
            actions = state.legal_actions()
            if at_root:
                actions = [a for a in actions if a in allowed] or actions
                at_root = False
            else:
                actions = _not_suicidal(state, seat, actions)
            untried = [a for a in actions if a not in node.children]
            for a in actions:
                if a in node.children:
                    node.children[a].avail += 1
            if untried:
                action = untried[rng.randrange(len(untried))]
                child = _Node()
                child.avail = 1
                node.children[action] = child
                path.append(child)
                state.apply(action)
                node = None  # below the tree: the policy plays for everyone
                continue
            action = max(actions, key=lambda a: _ucb(node.children[a]))  # type: ignore[union-attr]
            node = node.children[action]
            path.append(node)
            state.apply(action)
        won = 1.0 if state.tokens[seat] > start_tokens else 0.0
        for n in path:
            n.visits += 1
            n.reward += won


def _ucb(child: _Node) -> float:
    return child.reward / child.visits + EXPLORATION * math.sqrt(math.log(child.avail) / child.visits)


def make_reference(seed: int) -> ReferenceISMCTS:
    return ReferenceISMCTS(seed)

