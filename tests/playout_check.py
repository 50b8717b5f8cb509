"""Random moves to reach positions, and the check that a game's own ``random_playout`` (``GameDef.random_playout``,
the hook for a faster path) is the engine's generic loop (the same draws from the rng, the same end state)."""

from __future__ import annotations

import random

from game.engine import GameDef, GameState, uniform_playout


def random_moves(state: GameState, rng: random.Random, count: int) -> list:
    """Apply up to ``count`` random legal actions (fewer if the game ends) and return them."""
    applied = []
    while len(applied) < count and not state.is_terminal():
        action = rng.choice(state.legal_actions())
        state.apply(action)
        applied.append(action)
    return applied


def without_log(game: GameDef, state: GameState) -> dict:
    """The state's JSON without its log (a fast playout may leave the log out)."""
    return {key: value for key, value in game.state_to_json(state).items() if key != "log"}


def assert_same_playout(game: GameDef, state: GameState, seed: int, limit: int,
                        make_rng: type[random.Random] = random.Random) -> GameState:
    """Play ``state`` on with its own ``random_playout`` and with the generic loop, from copies and equal rngs:
    the same number of actions, the same rng state and the same end state. Returns the fast path's state."""
    generic, fast = state.clone(), state.clone()
    rng_generic, rng_fast = make_rng(seed), make_rng(seed)
    applied = uniform_playout(generic, rng_generic, limit)
    assert game.random_playout(fast, rng_fast, limit) == applied
    assert rng_fast.getstate() == rng_generic.getstate()
    assert without_log(game, fast) == without_log(game, generic)
    assert fast.is_terminal() == generic.is_terminal()
    assert fast.returns() == generic.returns() and fast.scores() == generic.scores()
    assert fast.legal_actions() == generic.legal_actions()  # a playout cut short goes on as a normal state
    return fast
