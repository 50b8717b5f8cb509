"""Headless bot tournaments: ``python -m game simulate --game ID --seats LEVEL,... --games N --seed S``.

Entrant ``i`` plays at ``levels[i]``. The seating rotates every game (entrant ``i`` sits at seat
``(i + g) % n`` in game ``g``), so every entrant starts equally often whatever the game's starter rule.
Each game is a :class:`~game.session.Session` of bots, so bots decide exactly as in the app. Results
depend only on the arguments (timings aside), whatever the number of processes.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import statistics
import sys
import time
from collections.abc import Mapping, Sequence
from typing import TypedDict

from game import catalog
from game.engine import BOT_LEVELS, JSONIn, JSONValue, OptionValue, resolve_options
from game.engine.json_read import arr, number, obj
from game.session import SeatConfig, Session, derive_seed
from game.tools import cli

MAX_ACTIONS = 20_000
"""A game still running after this many actions is stopped and counted as a draw shared by all."""


class GameResult(TypedDict):
    """One game of a tournament (:func:`play_one`)."""

    index: int
    seating: list[int]
    """Each entrant's seat."""
    returns: list[float]
    """Each entrant's return."""
    actions: int
    capped: bool
    times: dict[str, list[float]]
    """The decision times (ms) per bot level."""


Job = tuple[str, list[str], int, range, dict[str, OptionValue], int]
"""One process's share of a tournament: game id, levels, seed, game indices, options, action cap."""


def percentiles(samples: Sequence[float]) -> dict[str, float]:
    """Nearest-rank p50/p95/p99 and the maximum, rounded to 0.001."""
    ordered = sorted(samples)
    if not ordered:
        return {"p50": 0.0, "p95": 0.0, "p99": 0.0, "max": 0.0, "count": 0}

    def rank(q: float) -> float:
        return round(ordered[max(0, math.ceil(q * len(ordered)) - 1)], 3)

    return {"p50": rank(0.50), "p95": rank(0.95), "p99": rank(0.99), "max": round(ordered[-1], 3),
            "count": len(ordered)}


def play_one(game_id: str, levels: Sequence[str], seed: int, index: int, options: Mapping[str, JSONIn],
             max_actions: int = MAX_ACTIONS) -> GameResult:
    """Game ``index`` of a tournament: each entrant's seat and return, its length and the decision times."""
    n = len(levels)
    seat_of = [(i + index) % n for i in range(n)]
    entrant_at = {seat: i for i, seat in enumerate(seat_of)}
    seats = [SeatConfig(f"{levels[entrant_at[s]]} {entrant_at[s]}", "bot", levels[entrant_at[s]]) for s in range(n)]
    session = Session(catalog.get_game(game_id), seats, derive_seed(seed, index), options)
    times: dict[str, list[float]] = {}
    while not session.is_over() and len(session.history) < max_actions:
        session.settle()  # a round's end: the next deal (no decision)
        level = seats[session.current_seat()].level
        start = time.perf_counter()
        action = session.bot_action()
        times.setdefault(level, []).append((time.perf_counter() - start) * 1000)
        session.apply(action)
    capped = not session.is_over()
    returns = [1.0 / n] * n if capped else session.state.returns()
    return {"index": index, "seating": seat_of, "returns": [returns[seat_of[i]] for i in range(n)], "actions": len(session.history),
            "capped": capped, "times": times}


def _play_chunk(job: Job) -> list[GameResult]:
    game_id, levels, seed, indices, options, max_actions = job
    return [play_one(game_id, levels, seed, i, options, max_actions) for i in indices]


def run_tournament(game_id: str, levels: Sequence[str], games: int, seed: int,
                   options: Mapping[str, JSONIn] | None = None, processes: int = 1,
                   max_actions: int = MAX_ACTIONS) -> dict[str, JSONValue]:
    """Play ``games`` bot games and summarise them (see the module docstring). ValueError on bad input."""
    game = catalog.get_game(game_id)
    levels = list(levels)
    if not game.min_players <= len(levels) <= game.max_players:
        raise ValueError(f"{game.title} is for {game.min_players}-{game.max_players} players, not {len(levels)}")
    unknown = [level for level in levels if level not in BOT_LEVELS]
    if unknown:
        raise ValueError(f"unknown bot level(s) {unknown}; choose from {', '.join(BOT_LEVELS)}")
    if games < 1:
        raise ValueError("play at least one game")
    resolved = resolve_options(game.option_specs(len(levels)), options)
    processes = max(1, min(processes, games))
    jobs: list[Job] = [(game_id, levels, seed, range(p, games, processes), resolved, max_actions) for p in range(processes)]
    start = time.perf_counter()
    if processes == 1:
        chunks = [_play_chunk(jobs[0])]
    else:
        method = "fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn"
        with multiprocessing.get_context(method).Pool(processes) as pool:
            chunks = pool.map(_play_chunk, jobs)
    seconds = time.perf_counter() - start
    results = sorted((r for chunk in chunks for r in chunk), key=lambda r: r["index"])
    return summarise(game_id, levels, seed, resolved, results, seconds, processes)


def summarise(game_id: str, levels: list[str], seed: int, options: dict[str, OptionValue], results: list[GameResult],
              seconds: float, processes: int) -> dict[str, JSONValue]:
    games = len(results)
    wins = [sum(r["returns"][i] for r in results) for i in range(len(levels))]
    times: dict[str, list[float]] = {}
    for r in results:
        for level, samples in r["times"].items():
            times.setdefault(level, []).extend(samples)
    lengths = [r["actions"] for r in results]
    return {
        "game": game_id,
        "players": len(levels),
        "games": games,
        "seed": seed,
        "options": options,
        "seats": [{"seat": i, "level": level, "wins": round(wins[i], 4), "win_rate": round(wins[i] / games, 4)}
                  for i, level in enumerate(levels)],
        "draws": sum(1 for r in results if max(r["returns"]) < 1.0),
        "capped": sum(1 for r in results if r["capped"]),
        "turns_per_game": {"mean": round(statistics.fmean(lengths), 2), "min": min(lengths), "max": max(lengths)},
        "decision_ms": {level: percentiles(times[level]) for level in BOT_LEVELS if level in times},
        "seconds": round(seconds, 3),
        "games_per_s": round(games / seconds, 3) if seconds > 0 else None,
        "processes": processes,
    }


def parse_option(text: str) -> tuple[str, JSONIn]:
    """``key=value`` with the value read as JSON (true, 3, "x") or else taken as text."""
    key, sep, raw = text.partition("=")
    if not sep or not key:
        raise argparse.ArgumentTypeError(f"expected key=value, got {text!r}")
    try:
        return key, json.loads(raw)
    except ValueError:
        return key, raw


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--game", required=True, type=cli.game_id, help=f"one of: {', '.join(catalog.game_ids())}")
    parser.add_argument("--seats", required=True, help=f"comma-separated bot levels ({', '.join(BOT_LEVELS)})")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--option", type=parse_option, action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--processes", type=int, default=1)
    parser.add_argument("--max-actions", type=int, default=MAX_ACTIONS)
    parser.add_argument("--json", action="store_true", help="print only the JSON summary")


def check(args: argparse.Namespace) -> None:
    levels = args.seats.split(",")
    unknown = [level for level in levels if level not in BOT_LEVELS]
    if unknown:
        raise cli.UsageError(f"unknown bot level {unknown[0]!r} (one of: {', '.join(BOT_LEVELS)})")
    cli.check_players(args.game, len(levels))
    if args.games < 1 or args.processes < 1:
        raise cli.UsageError("--games and --processes must be at least 1")


def run(args: argparse.Namespace) -> int:
    try:
        summary = run_tournament(args.game, args.seats.split(","), args.games, args.seed, dict(args.option),
                                 args.processes, args.max_actions)
    except (KeyError, ValueError) as exc:
        raise cli.UsageError(str(exc).strip("'\"")) from None
    if args.json:
        print(json.dumps(summary))
    else:
        print(json.dumps(summary, indent=2))
        print(format_table(summary), file=sys.stderr)
    return 0


def main(argv: list[str] | None = None) -> int:
    return cli.main_of(__name__, "simulate", list(sys.argv[1:] if argv is None else argv))


def format_table(summary: Mapping[str, JSONValue]) -> str:
    lines = [f"{summary['game']}: {summary['games']} games, {summary['games_per_s']} games/s, "
             f"{summary['draws']} draws ({summary['capped']} capped)"]
    decision_ms = obj(summary["decision_ms"], "decision_ms")
    for entry in arr(summary["seats"], "seats"):
        seat = obj(entry, "a seat")
        level = str(seat["level"])
        ms = obj(decision_ms.get(level, {}), "a level's decision times")
        lines.append(f"  seat {seat['seat']} {level:>6}: win rate {number(seat['win_rate'], 'a win rate'):.3f}  "
                     f"decision p95 {ms.get('p95', 0)} ms")
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
