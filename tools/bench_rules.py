"""CPU of the rules' hot paths, per available game, printed as one JSON object (CPU milliseconds, best of a few):

    .venv/bin/python tools/bench_rules.py [--games N] [--repeat R] [--game ID ...]

* ``play``: ``N`` random games (the fewest players, default options, seeds 0..N-1): ``legal_actions`` and
  ``apply`` of every move, the events each move emits (what a bot's playout and a random soak run);
* ``views``: every seat's view after every 10th move of those games (what the table, the bots and a host ask for);
* ``save_load``: each game's last position written as JSON text and read back (``state_to_json``, ``json``,
  ``state_from_json``: what a save, an undo replay and a loaded match do), ten times.

Compare two trees by running the same command in each (CPU time: the machine may be shared).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.catalog import available_game_ids, get_game  # noqa: E402
from game.engine import GameDef, GameState  # noqa: E402
from game.tools.simulate import MAX_ACTIONS  # noqa: E402


def _best(repeat: int, run) -> float:  # noqa: ANN001 - a no-argument callable
    """The least CPU milliseconds of ``repeat`` runs of ``run()``."""
    times = []
    for _ in range(repeat):
        start = time.process_time()
        run()
        times.append((time.process_time() - start) * 1000)
    return round(min(times), 1)


def _play(game: GameDef, seeds: range) -> list[GameState]:
    ends = []
    for seed in seeds:
        state, rng = game.new_game(game.min_players, seed), random.Random(seed)
        for _ in range(MAX_ACTIONS):
            if state.is_terminal():
                break
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        ends.append(state)
    return ends


def _views(game: GameDef, seeds: range) -> None:
    for seed in seeds:
        state, rng = game.new_game(game.min_players, seed), random.Random(seed)
        moves = 0
        while not state.is_terminal() and moves < MAX_ACTIONS:
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
            moves += 1
            if moves % 10 == 0:
                for seat in range(state.num_players):
                    game.view(state, seat)


def _save_load(game: GameDef, states: list[GameState]) -> None:
    for _ in range(10):
        for state in states:
            game.state_from_json(json.loads(json.dumps(game.state_to_json(state))))


def bench(game_id: str, games: int, repeat: int) -> dict[str, float]:
    game, seeds = get_game(game_id), range(games)
    ends = _play(game, seeds)
    return {"play": _best(repeat, lambda: _play(game, seeds)), "views": _best(repeat, lambda: _views(game, seeds)),
            "save_load": _best(repeat, lambda: _save_load(game, ends))}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--game", action="append", help="a game id (default: every available game)")
    args = parser.parse_args()
    print(json.dumps({gid: bench(gid, args.games, args.repeat) for gid in args.game or available_game_ids()}))


if __name__ == "__main__":
    main()
