"""Memory over many matches in one process: bots-only matches played through the real headless GUI loop (menu →
setup → table → scoring → back to the menu, or Play again), the resident set size sampled after every ``--every``
matches. Prints one JSON object: the curve (matches played, RSS in MB, objects the collector tracks, seconds) and
the growth per match over the second half of the run; the samples also go to stderr as they come.

    .venv/bin/python tools/memory_curve.py [--matches 200] [--every 20] [--game love-letter] [--players 2]
                                           [--level random] [--via menu|again] [--top N [--trace]]

``--top N`` also lists the N object types whose count grew most between the first sample and the last, and with
``--trace`` the N source lines whose allocations grew most (tracemalloc, much slower): a leak's suspects.
Linux only (reads /proc/self/statm).
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import sys
import time
import tracemalloc
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT)]

from scenes.tools.autoplay import Repeating  # noqa: E402
from scenes.tools.common import headless, scratch_app  # noqa: E402


def rss_mb() -> float:
    """This process's resident set size in MB (Linux)."""
    pages = int(Path("/proc/self/statm").read_text().split()[1])
    return round(pages * os.sysconf("SC_PAGE_SIZE") / 2**20, 1)


def type_counts() -> Counter[str]:
    return Counter(type(o).__qualname__ for o in gc.get_objects())


class Sampler:
    """Called after each match: samples the memory after the first match and then every ``every`` matches."""

    def __init__(self, every: int, top: int) -> None:
        self.every, self.top = every, top
        self.t0 = time.perf_counter()
        self.curve: list[dict] = []
        self.first_counts: Counter[str] | None = None
        self.first_trace: tracemalloc.Snapshot | None = None
        self(None, 0)

    def __call__(self, app, played: int) -> None:
        if played > 1 and played % self.every:
            return
        gc.collect()
        self.curve.append({"matches": played, "rss_mb": rss_mb(), "gc_objects": len(gc.get_objects()),
                           "seconds": round(time.perf_counter() - self.t0, 1)})
        print(json.dumps(self.curve[-1]), file=sys.stderr, flush=True)
        if self.top and played == 1:
            self.first_counts = type_counts()
            self.first_trace = tracemalloc.take_snapshot() if tracemalloc.is_tracing() else None

    def suspects(self) -> dict:
        """What grew between the first sample and now."""
        if self.first_counts is None:
            return {}
        out: dict = {"grown_types": dict((type_counts() - self.first_counts).most_common(self.top))}
        if self.first_trace is not None:
            stats = tracemalloc.take_snapshot().compare_to(self.first_trace, "traceback")
            out["grown_lines"] = [{"kib": round(s.size_diff / 1024, 1), "blocks": s.count_diff,
                                   "where": s.traceback.format()[-8:]} for s in stats[: self.top]]
        return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tools/memory_curve.py", description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=200)
    parser.add_argument("--every", type=int, default=20, help="sample the memory after every N matches")
    parser.add_argument("--game", default="love-letter")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--level", default="random", help="bot level of every seat")
    parser.add_argument("--via", choices=("menu", "again"), default="menu",
                        help="the next match from the main menu (New game) or with Play again")
    parser.add_argument("--top", type=int, default=0, help="list the N object types that grew most")
    parser.add_argument("--trace", action="store_true", help="with --top: the source lines that grew most")
    parser.add_argument("--max-seconds", type=float, default=3600.0)
    args = parser.parse_args(argv)
    headless()
    if args.trace:
        tracemalloc.start(8)
    import pygame

    from scenes.screens.menu import MenuScene

    app = scratch_app((1280, 720), bot_pace_ms=0, animation_speed=0.0)
    app.fixed_seed = 1
    sampler = Sampler(args.every, args.top)
    driver = Repeating(args.game, args.players, args.level, time.perf_counter() + args.max_seconds, args.matches,
                       args.via, sampler)
    app.on_frame = driver
    app.push(MenuScene(app))
    app.run(0)
    half = [point for point in sampler.curve if point["matches"] >= args.matches // 2]
    span = half[-1]["matches"] - half[0]["matches"] if half else 0
    per_match = (half[-1]["rss_mb"] - half[0]["rss_mb"]) / span if span else None
    report: dict = {"game": args.game, "players": args.players, "level": args.level, "via": args.via,
                    "matches": driver.played, "finished": driver.finished, "curve": sampler.curve,
                    "rss_mb_per_match_second_half": None if per_match is None else round(per_match, 3),
                    **sampler.suspects()}
    print(json.dumps(report, indent=1))
    pygame.quit()
    return 0 if driver.finished else 1


if __name__ == "__main__":
    sys.exit(main())
