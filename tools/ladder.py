"""Bot ladders of any game: ``python tools/ladder.py --game ID [--players N] [--games N] [--seed S] [--json]``.

Each lineup is one ``game.tools.simulate`` tournament (seats rotated every game, so every entrant starts equally
often). The default lineups for ``N`` players:

* the mixed table: Hard, Normal, Easy, Random (as many as there are seats; Random fills larger tables);
* each level against ``N - 1`` of the level below (Hard vs Normal, Normal vs Easy, Easy vs Random);
* Hard against ``N - 1`` Random.

A line per lineup gives every entrant's win rate (a game's return: a shared win or a draw counts its share;
in Palace, not being last counts as a win) and each level's decision p95. Run it on a quiet machine: it takes
minutes per lineup with Hard in it.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.catalog import available_game_ids, get_game  # noqa: E402
from game.tools.simulate import run_tournament  # noqa: E402

LEVELS_DOWN = ("hard", "normal", "easy", "random")


def default_lineups(players: int) -> list[tuple[str, ...]]:
    mixed = tuple(LEVELS_DOWN[:players]) + ("random",) * max(0, players - len(LEVELS_DOWN))
    steps = [(upper,) + (lower,) * (players - 1) for upper, lower in zip(LEVELS_DOWN, LEVELS_DOWN[1:], strict=False)]
    lineups = [mixed, *steps, ("hard",) + ("random",) * (players - 1)]
    return list(dict.fromkeys(lineups))  # at 2 players the mixed table is the first step


def describe(summary: dict) -> str:
    rates = "  ".join(f"{s['level']} {s['win_rate']:.1%}" for s in summary["seats"])
    p95 = "  ".join(f"{level} {t['p95']:.0f}" for level, t in summary["decision_ms"].items())
    return (f"{','.join(s['level'] for s in summary['seats']):28} {summary['games']} games: {rates}"
            f"   | p95 ms: {p95}   ({summary['seconds']:.0f} s)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True, choices=available_game_ids())
    parser.add_argument("--players", type=int, help="table size (default: the game's smallest)")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--lineup", action="append", default=[], metavar="LEVEL,LEVEL,...",
                        help="only these lineups (repeatable; default: the whole ladder)")
    parser.add_argument("--json", action="store_true", help="print one JSON object with every summary at the end")
    args = parser.parse_args(argv)
    players = args.players or get_game(args.game).min_players
    lineups = [tuple(text.split(",")) for text in args.lineup] or default_lineups(players)
    summaries = []
    for levels in lineups:
        summary = run_tournament(args.game, levels, args.games, args.seed, processes=args.processes)
        summaries.append(summary)
        print(describe(summary), file=sys.stderr if args.json else sys.stdout, flush=True)
    if args.json:
        print(json.dumps({"game": args.game, "players": players, "lineups": summaries}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
