"""Road to the Palace bot ladder at 3 players: ``python tools/bench_road_ladder.py [--games N] [--seed S]``.

Each line is one ``game.tools.simulate`` tournament (seats rotated every game): the 3-way ladders
Normal/Easy/Random and Hard/Normal/Easy, Normal and Easy against two of the level below, and Hard against two
Random; with the win rate
of every entrant and each level's decision p95 (ms). Run it once, bounded, on a quiet machine.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.tools.simulate import run_tournament  # noqa: E402

LINEUPS: tuple[tuple[str, ...], ...] = (
    ("normal", "easy", "random"),
    ("normal", "easy", "easy"),
    ("easy", "random", "random"),
    ("hard", "normal", "easy"),
    ("hard", "random", "random"),
)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=150)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--lineup", action="append", default=[], metavar="LEVEL,LEVEL,LEVEL",
                        help="only these lineups (default: the whole ladder)")
    args = parser.parse_args(argv)
    lineups = [tuple(text.split(",")) for text in args.lineup] or LINEUPS
    for levels in lineups:
        summary = run_tournament("road-to-the-palace", levels, args.games, args.seed, processes=args.processes)
        rates = "  ".join(f"{s['level']} {s['win_rate']:.1%}" for s in summary["seats"])
        p95 = "  ".join(f"{level} {t['p95']:.0f}" for level, t in summary["decision_ms"].items())
        print(f"{','.join(levels):20} {args.games} games: {rates}   | p95 ms: {p95}   ({summary['seconds']:.0f} s)",
              flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
