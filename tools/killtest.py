"""Kill the real app with kill -9 at random moments of a match, and check what it leaves behind.

    .venv/bin/python tools/killtest.py [--kills N] [--seed S] [--max-delay SECONDS] [--max-seconds S] [--keep]

Each kill: a fresh data folder; ``python -m game autoplay`` (the real GUI loop, headless, bots in every seat;
the game, player count and bot level rotate) plays until the match's first autosave exists, then on for a
random time, and is killed with SIGKILL. Then:

* stray processes: the app's descendants (bot process, resource tracker) still running after a bounded wait;
* the last good save: ``SaveStore.latest()`` (Continue) loads with ``game.saves``;
* temporary files of the atomic writes (``.NAME.*.tmp``) right after the kill, and after the next start of
  the app in that folder (their times set two minutes back first: the app only cleans stale ones).

Each kill's record goes to stderr as one JSON line as it is done; ``--max-seconds`` stops after the kill that
passes that budget (the report says how many were made). Prints one JSON object with the counts (and the details of anything that went wrong); exits 1 when a save
was unusable, a process was left, or a temporary file survived the next start. Linux only (reads /proc).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import signal
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from reliability.processes import descendants, running, start_app, wait_until  # noqa: E402

from game.saves import SaveStore  # noqa: E402

MATCHES = [("palace", 3, "easy"), ("love-letter", 2, "normal"), ("palastgefluester", 3, "easy"),
           ("road-to-the-palace", 2, "easy"), ("palace", 4, "normal"), ("love-letter", 4, "easy")]
STRAY_WAIT_S = 10.0
STALE_AGE_S = 120.0


def temp_files(folder: Path) -> list[Path]:
    return [p for p in folder.rglob("*.tmp") if p.is_file()]


def one_kill(index: int, rng: random.Random, max_delay: float, keep: bool) -> dict:
    game, players, level = MATCHES[index % len(MATCHES)]
    folder = Path(tempfile.mkdtemp(prefix="palace-killtest-"))
    store = SaveStore(folder)
    args = ["autoplay", "--game", game, "--players", str(players), "--level", level, "--seed", str(index),
            "--pace-ms", "5", "--max-seconds", "120", "--data-dir", str(folder)]
    record: dict = {"kill": index, "game": game, "players": players}
    app = start_app(args, {})
    children: set[int] = set()
    try:
        started = wait_until(lambda: (folder / "continue.json").exists() and len(descendants(app.pid)) >= 2, 60)
        record["started"] = started
        deadline = time.monotonic() + rng.uniform(0.0, max_delay)
        while time.monotonic() < deadline and app.poll() is None:
            children |= descendants(app.pid)
            time.sleep(0.01)
        children |= descendants(app.pid)
        record["finished_before_kill"] = app.poll() is not None
    finally:
        if app.poll() is None:
            os.kill(app.pid, signal.SIGKILL)
        app.wait()
        app.stderr.close()
    wait_until(lambda: not any(running(pid) for pid in children), STRAY_WAIT_S)
    stray = sorted(pid for pid in children if running(pid))
    for pid in stray:
        os.kill(pid, signal.SIGKILL)
    record["stray"] = len(stray)
    record["temp_after_kill"] = len(temp_files(folder))
    latest = store.latest()
    if latest is None:
        record["save"] = "none"
    else:
        try:
            store.load(latest.path)
            record["save"] = "ok"
        except Exception as exc:  # anything at all: the report names it
            record["save"], record["save_error"] = "bad", f"{type(exc).__name__}: {exc}"[:300]
    stale = time.time() - STALE_AGE_S
    for path in temp_files(folder):
        os.utime(path, (stale, stale))
    restart = start_app(["autoplay", "--game", game, "--players", str(players), "--max-seconds", "0",
                         "--data-dir", str(folder)], {})
    restart.wait(timeout=120)
    restart.stderr.close()
    record["temp_after_restart"] = len(temp_files(folder))
    if not keep:
        shutil.rmtree(folder, ignore_errors=True)
    else:
        record["folder"] = str(folder)
    return record


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tools/killtest.py", description=__doc__.splitlines()[0])
    parser.add_argument("--kills", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-delay", type=float, default=3.0, help="longest wait after the first autosave (s)")
    parser.add_argument("--keep", action="store_true", help="keep each kill's data folder")
    parser.add_argument("--max-seconds", type=float, default=float("inf"), help="stop after this long")
    args = parser.parse_args(argv)
    if not sys.platform.startswith("linux"):
        print("killtest reads /proc: Linux only", file=sys.stderr)
        return 2
    rng = random.Random(args.seed)
    start = time.perf_counter()
    records = []
    for i in range(args.kills):
        records.append(one_kill(i, rng, args.max_delay, args.keep))
        print(json.dumps(records[-1]), file=sys.stderr, flush=True)
        if time.perf_counter() - start > args.max_seconds:
            break
    saves = [r["save"] for r in records]
    report = {
        "kills": len(records), "kills_asked": args.kills,
        "seconds": round(time.perf_counter() - start, 1),
        "not_started": sum(not r["started"] for r in records),
        "finished_before_kill": sum(r["finished_before_kill"] for r in records),
        "saves_ok": saves.count("ok"), "saves_missing": saves.count("none"), "saves_bad": saves.count("bad"),
        "stray_processes": sum(r["stray"] for r in records),
        "kills_with_stray_processes": sum(bool(r["stray"]) for r in records),
        "temp_files_after_kill": sum(r["temp_after_kill"] for r in records),
        "kills_with_temp_files": sum(bool(r["temp_after_kill"]) for r in records),
        "temp_files_after_restart": sum(r["temp_after_restart"] for r in records),
        "problems": [r for r in records if r["save"] == "bad" or r["stray"] or r["temp_after_restart"]][:20],
    }
    print(json.dumps(report, indent=2))
    return 1 if report["saves_bad"] or report["stray_processes"] or report["temp_files_after_restart"] else 0


if __name__ == "__main__":
    sys.exit(main())
