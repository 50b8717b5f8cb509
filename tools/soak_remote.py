"""Soak of play with friends: many whole remote games, each a host and remote apps as processes on 127.0.0.1.

    .venv/bin/python tools/soak_remote.py [--games N] [--seed S] [--game ID ...] [--players P] [--remote K]

Each game is ``python -m game autoplay --by-hand --remote K --rejoin --hostile`` (the app's default settings: the
remote apps animate, stage and pace as a player's do, on the virtual clock): the host's person and K remote apps
play by hand, the first remote app is killed mid-game and joins again, the last remote seat is a hostile app. The
games go round the chosen games with seeds S, S+1, ... one after another (two cores: one game at a time keeps the
timing of a real session). Prints one JSON object: ``games``, ``crashes`` (games that did not finish or reported a
failure, or a process that ended badly), ``leaks`` (texts a seat may not see, summed), ``rejoins``,
``bad_messages`` and one row per game. Exits 1 unless every game finished with no failure and no leak.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAMES = ("love-letter", "palace", "palastgefluester", "road-to-the-palace")
GAME_TIMEOUT_S = 900.0


def play_one(game_id: str, players: int, remote: int, seed: int) -> dict:
    """One remote game; its row of the report (what autoplay printed, cut to the figures, or why it failed)."""
    command = [sys.executable, "-m", "game", "autoplay", "--game", game_id, "--players", str(players),
               "--seed", str(seed), "--by-hand", "--remote", str(remote), "--rejoin", "--hostile"]
    started = time.monotonic()
    try:
        done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=GAME_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        return {"game": game_id, "seed": seed, "crashed": True, "why": f"no end in {GAME_TIMEOUT_S:.0f} s"}
    seconds = round(time.monotonic() - started, 1)
    line = next((x for x in reversed(done.stdout.splitlines()) if x.startswith("{")), "")
    try:
        report = json.loads(line)
    except ValueError:
        return {"game": game_id, "seed": seed, "crashed": True, "seconds": seconds,
                "why": (done.stderr or done.stdout)[-600:]}
    crashed = done.returncode != 0 or not report.get("finished") or bool(report.get("failures"))
    return {"game": game_id, "seed": seed, "crashed": crashed, "seconds": seconds,
            "exit": done.returncode, "leaks": report.get("leaks", 0), "rejoins": report.get("rejoins", 0),
            "remote_moves": report.get("remote_moves", 0), "bad_messages": report.get("bad_messages", 0),
            "failures": report.get("failures", [])[:3]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tools/soak_remote.py", description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="remote games in all (default 20)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", action="append", choices=GAMES, help="default: the four games in turn")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--remote", type=int, default=3, help="remote apps per game (default 3)")
    args = parser.parse_args(argv)
    chosen = args.game or list(GAMES)
    rows = []
    for i in range(args.games):
        row = play_one(chosen[i % len(chosen)], args.players, args.remote, args.seed + i)
        rows.append(row)
        print(json.dumps(row), file=sys.stderr, flush=True)
    summary = {"games": len(rows), "crashes": sum(r["crashed"] for r in rows),
               "leaks": sum(r.get("leaks", 0) for r in rows), "rejoins": sum(r.get("rejoins", 0) for r in rows),
               "bad_messages": sum(r.get("bad_messages", 0) for r in rows), "rows": rows}
    print(json.dumps(summary, indent=2))
    return 0 if summary["crashes"] == 0 and summary["leaks"] == 0 else 1


if __name__ == "__main__":
    raise SystemExit(main())
