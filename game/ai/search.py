"""The Hard level for every game: single-observer information-set MCTS (SO-ISMCTS).

Each iteration samples a full state consistent with the bot's view (``GameDef.determinize``), walks one shared
tree keyed by actions (children a determinisation does not allow are skipped, and UCB uses how often a child was
*available*, as in Cowling, Powley & Whitehouse 2012), expands one node, plays out with a game-supplied policy
and backs up every seat's result. The tree therefore never depends on cards the bot cannot see, beyond the
uniform sampling of them. Work is bounded by ``iterations`` (deterministic for a given seed).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from typing import Any, Generic, TypeVar  # Any: a position of any action type (GameState is invariant in it)

from game.engine import A, Action, GameDef, GameState, V

S = TypeVar("S", bound=GameState[Any])
"""The searched game's state type: the policies below receive the game's own states."""

RolloutPolicy = Callable[[S, random.Random], A]
Determinizer = Callable[[V, random.Random], S]
Evaluator = Callable[[S, int], float]
LeafTest = Callable[[S], bool]


class _Node:
    __slots__ = ("children", "visits", "avail", "reward")

    def __init__(self) -> None:
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.avail = 0
        self.reward = 0.0  # summed result, for the seat that chose the action leading here


def random_rollout(state: GameState[A], rng: random.Random) -> A:
    actions = state.legal_actions()
    return actions[rng.randrange(len(actions))]


class SearchBot(Generic[S, A, V]):
    """Determinized search on the view. See the module docstring. Generic in the game's state type ``S``, action
    type ``A`` and view type ``V``, so the rollout, evaluation, leaf test and determinizer a game passes take its own state
    class."""

    level = "hard"

    def __init__(
        self,
        game: GameDef[S, A, V],
        seed: int = 0,
        *,
        iterations: int = 300,
        rollout: RolloutPolicy[S, A] | None = None,
        evaluate: Evaluator[S] | None = None,
        max_depth: int | None = None,
        leaf: LeafTest[S] | None = None,
        exploration: float = 0.7,
        tree_depth: int | None = None,
        determinize: Determinizer[V, S] | None = None,
    ) -> None:
        """``evaluate(state, seat)`` scores a non-terminal state in [0, 1]; it is used where a playout stops
        early: after ``max_depth`` playout moves or where ``leaf(state)`` is true (e.g. a round ended).

        ``tree_depth`` bounds how many moves deep the tree grows; below it every move is a playout move.
        ``tree_depth=1`` is flat Monte Carlo over the root's moves: opponents then play by the playout policy
        instead of by tree statistics, which in a determinized search are learnt as if they could see the
        bot's own cards (the known over-pessimism of single-observer ISMCTS).

        ``determinize`` samples the hidden cards (default ``game.determinize``, uniform over what the view allows);
        a game's bot may pass one steered by its beliefs."""
        if (max_depth is not None or leaf is not None) and evaluate is None:
            raise ValueError("a playout that stops early needs an evaluate function")
        self.game = game
        self.rng = random.Random(seed)
        self.iterations = iterations
        self.rollout: RolloutPolicy[S, A] = rollout or random_rollout
        self.evaluate = evaluate
        self.max_depth = max_depth
        self.leaf = leaf
        self.exploration = exploration
        self.tree_depth = tree_depth
        self.determinize: Determinizer[V, S] = determinize or game.determinize
        self.last_stats: list[tuple[A, int, float | None]] = []
        """:meth:`root_statistics` of the last search :meth:`choose` ran (for a hint)."""

    def choose(self, view: V, legal: Sequence[A]) -> A:
        if len(legal) == 1:
            return legal[0]
        stats = self.last_stats = self.root_statistics(view, legal)
        # Most visited; ties broken by the order of ``legal`` (stable, deterministic).
        return max(zip(legal, stats, strict=True), key=lambda pair: pair[1][1])[0]

    def root_statistics(self, view: V, legal: Sequence[A]) -> list[tuple[A, int, float | None]]:
        """Search the view; per legal action (in order): its visits and mean result for the seat (None: never
        tried; visits -1 then)."""
        allowed = set(legal)
        root = _Node()
        for _ in range(self.iterations):
            self._iterate(root, self.determinize(view, self.rng), allowed)
        out: list[tuple[A, int, float | None]] = []
        for a in legal:
            child = root.children.get(a)
            out.append((a, child.visits, child.reward / child.visits) if child and child.visits else (a, -1, None))
        return out

    # ----------------------------------------------------------------------------------------- one iteration

    def _iterate(self, root: _Node, state: S, allowed: set[A]) -> None:
        path: list[tuple[_Node, int]] = []  # (node, seat that chose the move into it)
        node = root
        at_root = True
        deepest = math.inf if self.tree_depth is None else self.tree_depth
        while (len(path) < deepest and not state.is_terminal()
               and not (self.leaf and not at_root and self.leaf(state))):
            actor = state.current_player()
            actions = state.legal_actions()
            if at_root:
                actions = [a for a in actions if a in allowed] or actions
            untried = [a for a in actions if a not in node.children]
            if untried:
                action = untried[self.rng.randrange(len(untried))]
                for a in actions:
                    if a in node.children:
                        node.children[a].avail += 1
                child = _Node()
                child.avail = 1
                node.children[action] = child
                state.apply(action)
                path.append((child, actor))
                break
            action = self._select(node, actions)
            state.apply(action)
            node = node.children[action]
            path.append((node, actor))
            at_root = False
        results = self._playout(state)
        for child, actor in path:
            child.visits += 1
            child.reward += results[actor]

    def _select(self, node: _Node, actions: list[A]) -> A:
        best, best_score = actions[0], -math.inf
        c = self.exploration
        for a in actions:
            child = node.children[a]
            child.avail += 1
            score = child.reward / child.visits + c * math.sqrt(math.log(child.avail) / child.visits)
            if score > best_score:
                best, best_score = a, score
        return best

    def _playout(self, state: S) -> list[float]:
        if self.rollout is random_rollout and self.leaf is None:  # same draws, the game's fast path
            self.game.random_playout(state, self.rng, 1 << 30 if self.max_depth is None else self.max_depth)
            if state.is_terminal():
                return state.returns()
            assert self.evaluate is not None
            return [self.evaluate(state, s) for s in range(state.num_players)]
        depth = 0
        while not state.is_terminal():
            if (self.leaf and self.leaf(state)) or (self.max_depth is not None and depth >= self.max_depth):
                assert self.evaluate is not None
                return [self.evaluate(state, s) for s in range(state.num_players)]
            state.apply(self.rollout(state, self.rng))
            depth += 1
        return state.returns()
