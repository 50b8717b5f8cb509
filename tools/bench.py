"""Benchmarks of every available game, printed as one JSON object.

    .venv/bin/python tools/bench.py [--quick] [--game ID ...] [--seed S]

Per game: random playouts per second (fewest, four and most players), bot decision-time percentiles per level
at positions sampled from random play, and, when the UI's ``scenes/tools/autoplay.py`` exists, its frame-time
report and the wall time of the whole headless run (both at four players where the game allows it). Ends with the peak memory of this process and of the
UI runs. Every part is bounded by a time budget, so ``--quick`` finishes in about a minute.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.catalog import available_game_ids, get_entry, get_game  # noqa: E402
from game.engine import BOT_LEVELS, GameDef, GameState  # noqa: E402
from game.session import derive_seed  # noqa: E402
from game.tools.simulate import MAX_ACTIONS, percentiles  # noqa: E402

BUDGETS = {  # seconds per measurement, and decisions timed per bot level
    "quick": {"playouts_s": 1.0, "decisions": {"random": 40, "easy": 40, "normal": 30, "hard": 8},
              "level_s": 4.0, "ui_s": 45},
    "full": {"playouts_s": 5.0, "decisions": {"random": 300, "easy": 300, "normal": 200, "hard": 60},
             "level_s": 40.0, "ui_s": 240},
}


def random_playout(state: GameState, rng: random.Random) -> int:
    """Play ``state`` to the end with uniformly random actions (the game's own fast path, if it has one)."""
    return state.random_playout(rng, MAX_ACTIONS)


def playout_rate(game: GameDef, players: int, seed: int, budget_s: float) -> dict:
    rng = random.Random(seed)
    games = actions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < budget_s:
        actions += random_playout(game.new_game(players, derive_seed(seed, games)), rng)
        games += 1
    seconds = time.perf_counter() - start
    return {"players": players, "playouts_per_s": round(games / seconds, 2),
            "actions_per_s": round(actions / seconds), "actions_per_game": round(actions / games, 1)}


def sample_positions(game: GameDef, players: int, seed: int, count: int) -> list[GameState]:
    """Non-terminal positions spread over whole random games (about five per game)."""
    rng = random.Random(seed)
    positions: list[GameState] = []
    while len(positions) < count:
        state = game.new_game(players, rng.getrandbits(32))
        length = random_playout(state.clone(), random.Random(rng.getrandbits(32)))
        stops = sorted(rng.randrange(max(1, length)) for _ in range(5))
        step = 0
        for stop in stops:
            while step < stop and not state.is_terminal():
                state.apply(rng.choice(state.legal_actions()))
                step += 1
            if not state.is_terminal():
                positions.append(state.clone())
    return positions[:count]


def decision_times(game: GameDef, players: int, seed: int, budget: dict) -> dict:
    positions = sample_positions(game, players, seed, max(budget["decisions"].values()))
    out = {}
    for level in BOT_LEVELS:
        samples: list[float] = []
        start = time.perf_counter()
        for index, state in enumerate(positions[: budget["decisions"][level]]):
            seat = state.current_player()
            bot = get_entry(game.id).make_bot(level, derive_seed(seed, level, index))
            view, legal = state.view(seat), state.legal_actions()
            begin = time.perf_counter()
            bot.choose(view, legal)
            samples.append((time.perf_counter() - begin) * 1000)
            if time.perf_counter() - start > budget["level_s"]:
                break
        out[level] = percentiles(samples)
    return {"players": players, "ms": out}


def ui_run(game_id: str, players: int, seed: int, budget_s: float) -> dict | None:
    """The UI's headless autoplay report, its game cut after ``budget_s`` (None when there is no autoplay)."""
    if not (ROOT / "scenes" / "tools" / "autoplay.py").exists():
        return None
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    command = [sys.executable, "-m", "game", "autoplay", "--game", game_id, "--players", str(players),
               "--seed", str(seed), "--max-seconds", str(budget_s)]
    timeout_s = budget_s + 60
    start, launched = time.perf_counter(), time.time()
    try:
        done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=timeout_s)
    except subprocess.TimeoutExpired:
        return {"error": f"timed out after {timeout_s} s"}
    wall = round(time.perf_counter() - start, 2)
    for line in reversed(done.stdout.splitlines()):
        try:
            report = json.loads(line)
            first = report.get("first_menu_frame_epoch")
            launch_ms = None if first is None else round((first - launched) * 1000, 1)
            return {"wall_s": wall, "launch_to_first_menu_frame_ms": launch_ms, "report": report}
        except ValueError:
            continue
    return {"wall_s": wall, "error": f"exit {done.returncode}: {done.stderr.strip()[-300:]}"}


def peak_memory_mb() -> dict | None:
    try:
        import resource
    except ImportError:  # Windows
        return None
    scale = 1 / 1024 if sys.platform != "darwin" else 1 / 1024 / 1024  # ru_maxrss: KiB on Linux, bytes on macOS
    return {"bench": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * scale, 1),
            "ui_children": round(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss * scale, 1)}


TYPICAL_PLAYERS = 4
"""The table size of the decision timings and the UI run where a game allows it (else its smallest)."""


def bench_game(game_id: str, seed: int, budget: dict) -> dict:
    game = get_game(game_id)
    typical = TYPICAL_PLAYERS if game.min_players <= TYPICAL_PLAYERS <= game.max_players else game.min_players
    counts = sorted({game.min_players, typical, game.max_players})
    return {
        "random_playouts": [playout_rate(game, n, seed, budget["playouts_s"]) for n in counts],
        "bot_decisions": decision_times(game, typical, seed, budget),
        "ui": ui_run(game_id, typical, seed, budget["ui_s"]),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="small budgets (about a minute)")
    parser.add_argument("--game", action="append", help="only these game ids (repeatable)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    budget = BUDGETS["quick" if args.quick else "full"]
    start = time.perf_counter()
    report = {"games": {gid: bench_game(gid, args.seed, budget) for gid in args.game or available_game_ids()}}
    report["peak_memory_mb"] = peak_memory_mb()
    report["seconds"] = round(time.perf_counter() - start, 1)
    print(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
