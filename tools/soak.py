"""Soak test of the rules layer: long random play of every game with the protocol's invariants checked.

    .venv/bin/python tools/soak.py [--actions N] [--game ID ...] [--seed S] [--view-every K] [--deep-every K]
                                   [--present-games N]

The longer run of ``tests/reliability/test_random_play.py``: per game, random legal actions over many games
(player counts and options drawn per game) until ``N`` are applied. Prints one JSON object: per game the
actions, games, seconds, actions per second and failures (each with the players, seed and options that
reproduce it). Then the presenters: ``--present-games`` random games per game (each variant at least once), every
position shown to every seat (table model, why-not texts, log lines, summaries), the longer run of
``tests/reliability/test_present_soak.py``. Exits 1 when anything failed.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from reliability.present_soak import present_soak  # noqa: E402
from reliability.random_play import Sampling, sampling_of, soak  # noqa: E402

from game.catalog import available_game_ids, get_game  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tools/soak.py", description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=1_000_000, help="random actions per game")
    parser.add_argument("--game", action="append", choices=available_game_ids(), help="default: every game")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--view-every", type=int, help="check every seat's view each K actions")
    parser.add_argument("--deep-every", type=int, help="round trip and determinize each K actions")
    parser.add_argument("--present-games", type=int, default=30,
                        help="random games per game through the presenter, every seat at every position (0: none)")
    args = parser.parse_args(argv)
    reports, presented = [], []
    for gid in args.game or available_game_ids():
        default = sampling_of(get_game(gid))
        sampling = Sampling(args.view_every or default.view_every, args.deep_every or default.deep_every)
        reports.append({**soak(get_game(gid), args.actions, args.seed, sampling).to_json(),
                        "view_every": sampling.view_every, "deep_every": sampling.deep_every})
        if args.present_games > 0:
            presented.append(present_soak(get_game(gid), args.present_games, args.seed).to_json())
    print(json.dumps({"seed": args.seed, "games": reports, "presenters": presented}, indent=2))
    return 1 if any(r["failures"] for r in reports + presented) else 0


if __name__ == "__main__":
    sys.exit(main())
