"""Bot ladders of any game: ``python tools/ladder.py --game ID [--players N] [--games N] [--seed S] [--json]``;
``python tools/ladder.py --all`` prints one table of every step for all four games at 2 and 4 players.

Each lineup is one ``game.tools.simulate`` tournament (seats rotated every game, so every entrant starts equally
often). The default lineups for ``N`` players:

* the mixed table: Hard, Normal, Easy, Random (as many as there are seats; Random fills larger tables);
* each level against ``N - 1`` of the level below (Hard vs Normal, Normal vs Easy, Easy vs Random);
* Hard against ``N - 1`` Random.

A line per lineup gives every entrant's win rate (a game's return: a shared win or a draw counts its share;
in Palace, not being last counts as a win) and each level's decision p95. Run it on a quiet machine: it takes
minutes per lineup with Hard in it.

With ``--all`` each game plays the steps of its ladder (Hard vs Normal, Normal vs Easy, Easy vs Random: one seat
of the upper level against the others of the lower) at 2 and at 4 players (the game's smallest table where 2 is
too few), and one table gives the upper level's win rate with its 95% interval against the even share: one
seat's part of what the games handed out (1/N with one winner a game; about 3/4 in 4-player Palace, where all
but the last win). A step is separated when the whole interval lies above the even share. ``--record FILE``
keeps every finished step in ``FILE`` (see ``tools/records.py``): run the same command again after a stop and
it plays only the steps missing.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from records import Record  # noqa: E402

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


STEPS = tuple(zip(LEVELS_DOWN, LEVELS_DOWN[1:], strict=False))


def interval(rate: float, games: int) -> tuple[float, float]:
    """The Wilson 95% interval of a win rate over ``games`` games (a shared win's share has less variance than a
    whole win, so this is a little wide, never narrow)."""
    z, n = 1.96, max(games, 1)
    centre = (rate + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(max(rate * (1 - rate), 0.0) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def table_sizes(game_id: str) -> list[int]:
    game = get_game(game_id)
    return sorted({max(game.min_players, min(n, game.max_players)) for n in (2, 4)})


def even_share(summary: dict) -> float:
    """One seat's fair part of what a game hands out: 1/N where a game has one winner, more where several seats
    score (in Palace everyone but the last wins)."""
    return sum(s["wins"] for s in summary["seats"]) / summary["games"] / len(summary["seats"])


def step_row(game_id: str, players: int, upper: str, lower: str, summary: dict) -> dict:
    rate = summary["seats"][0]["win_rate"]
    low, high = interval(rate, summary["games"])
    even = even_share(summary)
    return {"game": game_id, "players": players, "step": f"{upper} > {lower}", "games": summary["games"],
            "win_rate": rate, "ci95": [round(low, 4), round(high, 4)], "even": round(even, 4),
            "separated": low > even, "p95_ms": summary["decision_ms"].get(upper, {}).get("p95")}


def format_rows(rows: list[dict]) -> str:
    lines = [f"{'game':20} {'n':>2}  {'step':16} {'games':>5}  {'upper wins':>10}  {'95% interval':>15}  "
             f"{'even':>6}  separated  {'p95 ms':>6}"]
    for r in rows:
        lo, hi = r["ci95"]
        lines.append(f"{r['game']:20} {r['players']:>2}  {r['step']:16} {r['games']:>5}  {r['win_rate']:>10.1%}  "
                     f"{f'{lo:.1%}-{hi:.1%}':>15}  {r['even']:>6.1%}  {'yes' if r['separated'] else 'NO':9}  "
                     f"{'' if r['p95_ms'] is None else round(r['p95_ms']):>6}")
    return "\n".join(lines)


def run_all(games: int, seed: int, processes: int, game_ids: list[str], record: Record | None = None) -> list[dict]:
    """Every step's row; a step already in ``record`` is taken from it (and said so), every other is played."""
    record = record or Record(None)
    rows = []
    for game_id in game_ids:
        for players in table_sizes(game_id):
            for upper, lower in STEPS:
                lineup = (upper,) + (lower,) * (players - 1)
                key = {"tool": "ladder summary", "game": game_id, "lineup": list(lineup), "games": games, "seed": seed}
                summary = record.get(key)
                if summary is None:
                    summary = run_tournament(game_id, lineup, games, seed, processes=processes)
                    record.add(key, summary)
                    note = f"({summary['seconds']:.0f} s)"
                else:
                    note = "(from the record)"
                row = step_row(game_id, players, upper, lower, summary)
                rows.append(row)
                print(format_rows([row]).splitlines()[1], note, file=sys.stderr, flush=True)
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=available_game_ids(), help="one game (or --all)")
    parser.add_argument("--all", action="store_true", help="every step of every game at 2 and 4 players, one table")
    parser.add_argument("--only", action="append", default=[], metavar="GAME", help="with --all: just these games")
    parser.add_argument("--players", type=int, help="table size (default: the game's smallest)")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--lineup", action="append", default=[], metavar="LEVEL,LEVEL,...",
                        help="only these lineups (repeatable; default: the whole ladder)")
    parser.add_argument("--json", action="store_true", help="print one JSON object with every summary at the end")
    parser.add_argument("--record", type=Path, metavar="FILE",
                        help="with --all: keep finished steps in FILE and play only the missing ones (resume)")
    args = parser.parse_args(argv)
    if args.all:
        rows = run_all(args.games, args.seed, args.processes, args.only or available_game_ids(), Record(args.record))
        print(json.dumps({"steps": rows}) if args.json else format_rows(rows))
        return 0
    if args.game is None:
        parser.error("name a --game, or --all")
    if args.record:
        parser.error("--record keeps the steps of --all")
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
