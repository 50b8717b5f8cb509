"""Benchmark of taking a move back (``Session.undo``), printed as one JSON object.

    .venv/bin/python tools/bench_undo.py [--games N] [--seed S]

Per available game whose moves may be taken back (its capabilities' ``undo`` is not NEVER), at its fewest
players with one person and random bots: ``N`` random games in which the person takes a decision back where it
may, three times in ten, as the statistics test does. Reports the undos made, the moves of the game at each undo
(``history_p50``, ``history_max``), and the undo time in milliseconds (p50, p95, max, total). An undo replays the kept moves
from where the last undo's replay ended (``game/undo_replay.py``), so its time follows the moves since then, not
the length of the game.
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

from game.catalog import available_game_ids, get_entry, get_game  # noqa: E402
from game.engine import Undo  # noqa: E402
from game.session import SeatConfig, Session  # noqa: E402
from game.tools.simulate import percentiles  # noqa: E402

MAX_MOVES = 5000


def bench_game(game_id: str, games: int, seed: int) -> dict[str, object]:
    game = get_game(game_id)
    times: list[float] = []
    lengths: list[int] = []
    for g in range(games):
        seats = [SeatConfig("P0", "human")] + [SeatConfig(f"B{i}", "bot", "random")
                                                for i in range(1, game.min_players)]
        session = Session(game, seats, seed + g)
        rng = random.Random(seed + g)
        while not session.is_over() and len(session.history) < MAX_MOVES:
            if session.undo_target(0) is not None and rng.random() < 0.3:
                lengths.append(len(session.history))
                start = time.perf_counter()
                session.undo(0)
                times.append((time.perf_counter() - start) * 1000)
            session.apply(rng.choice(session.legal_actions()))
    ms = percentiles(times)
    return {"undos": len(times), "history_p50": sorted(lengths)[len(lengths) // 2] if lengths else 0,
            "history_max": max(lengths, default=0),
            "ms": {"p50": ms["p50"], "p95": ms["p95"], "max": ms["max"], "total": round(sum(times), 1)}}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    report = {gid: bench_game(gid, args.games, args.seed) for gid in available_game_ids()
              if get_entry(gid).capabilities.undo is not Undo.NEVER}
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
