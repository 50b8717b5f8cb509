"""The README's screenshots: one table per game, rendered headless by ``python -m game shot``.

    .venv/bin/python tools/screenshots.py [--out docs/screenshots] [--size 1280x720] [--language en]

Each game is shot from a fixed seed after a fixed number of bot moves, so the pictures only change when the
table's look does. Writes ``<out>/<game id>.png``.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

SHOTS: dict[str, dict[str, int]] = {
    "love-letter": {"players": 4, "seed": 3, "moves": 11},
    "palace": {"players": 4, "seed": 1, "moves": 33},
    "palastgefluester": {"players": 4, "seed": 4, "moves": 23},
    "road-to-the-palace": {"players": 3, "seed": 3, "moves": 23},
}
"""Per game: players, seed and bot moves of the position shown: seat 0 (a person's) to move with a choice to make
(Love Letter: two cards to play; Palace: beat a King or pick up; Palastgeflüster: a card onto the display; Road: a
mission disc to place), a table in full play around it (tests/test_screenshots_tool.py checks each)."""


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--language", default="en")
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    args = parser.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    for game_id, shot in SHOTS.items():
        if args.game and game_id not in args.game:
            continue
        cmd = [sys.executable, "-m", "game", "shot", "--game", game_id, "--players", str(shot["players"]),
               "--seed", str(shot["seed"]), "--moves", str(shot["moves"]), "--scene", "table",
               "--size", args.size, "--language", args.language, "--out", str(out / f"{game_id}.png")]
        subprocess.run(cmd, cwd=ROOT, env=env, check=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
