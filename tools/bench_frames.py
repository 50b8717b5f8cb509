"""The hot-seat table's frames: a whole game played by hand (every seat a person at one screen, every move made with
posted events, :mod:`scenes.tools.byhand`) as the by-hand play-through plays it (the virtual clock, no animation),
headless; prints one JSON object per run: the frames drawn and their CPU time (the frame thread's: sum, p50, p95,
max in ms), the process's CPU seconds, and with ``--hashes FILE`` a CRC of every frame shown, one per line, so that
a change to the table's painting can be checked to leave every picture as it was (record before and after, compare
the files).

    .venv/bin/python tools/bench_frames.py [GAME PLAYERS SEED WIDTH HEIGHT] [--hashes FILE]

(default: palace 4 1 1280 720). For the hashes the card-art worker's queued work is waited for before each next
frame, so that what it renders ahead is in the same frame every run (without that a face turned ahead or on the
frame, and so the frames, may differ from run to run); it times no faster or slower than a player's machine would.
The very first frame (the menu as the app starts) may still differ from run to run.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game", nargs="?", default="palace")
    parser.add_argument("players", nargs="?", type=int, default=4)
    parser.add_argument("seed", nargs="?", type=int, default=1)
    parser.add_argument("width", nargs="?", type=int, default=1280)
    parser.add_argument("height", nargs="?", type=int, default=720)
    parser.add_argument("--hashes", type=Path, help="write a CRC of every frame shown to this file")
    args = parser.parse_args(argv)

    from scenes.tools.common import headless
    headless()
    import pygame

    from scenes.art.cards import CardArt
    from scenes.core.app import App
    from scenes.tools.byhand import run

    crcs: list[str] = []
    frames_ms: list[float] = []
    shutdown = App.shutdown

    def keep_frame_times(app: App) -> None:
        frames_ms.extend(app.frame_cpu_ms)
        shutdown(app)

    App.shutdown = keep_frame_times  # type: ignore[method-assign, assignment]
    if args.hashes is not None:
        flip, queue = pygame.display.flip, CardArt._queue_keys

        def flip_and_hash() -> None:
            shown = pygame.display.get_surface()
            assert shown is not None
            crcs.append(f"{zlib.crc32(pygame.image.tobytes(shown, 'RGBX')):08x}")
            flip()

        def queue_and_wait(art: CardArt, keys: list[tuple], first: bool) -> None:
            queue(art, keys, first)
            with art._changed:
                art._changed.wait_for(lambda: not art._pending or art._worker is None, 30)

        pygame.display.flip = flip_and_hash
        CardArt._queue_keys = queue_and_wait  # type: ignore[method-assign, assignment]
    cpu = time.process_time()
    report = run(args.game, args.players, args.seed, (args.width, args.height), {})
    cpu = time.process_time() - cpu
    if args.hashes is not None:
        args.hashes.write_text("".join(f"{crc}\n" for crc in crcs))
    ordered = sorted(frames_ms)

    def at(share: float) -> float:
        return round(ordered[min(len(ordered) - 1, int(share * len(ordered)))], 2) if ordered else 0.0

    print(json.dumps({"game": args.game, "players": args.players, "seed": args.seed,
                      "size": [args.width, args.height], "moves_by_hand": report.get("moves_by_hand"),
                      "failures": len(report.get("failures", [])), "frames": len(frames_ms),
                      "frame_cpu_ms": {"sum": round(sum(frames_ms), 1), "p50": at(0.5), "p95": at(0.95),
                                       "max": at(1.0)},
                      "process_cpu_s": round(cpu, 2), "hashed_frames": len(crcs) if args.hashes else None}))
    return 0 if not report.get("failures") else 1


if __name__ == "__main__":
    sys.exit(main())
