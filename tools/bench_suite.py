"""Where the whole suite's time goes: runs the README's test command's pytest (every test, spread over every core,
``tools/dev.py``'s arguments; lint and types are left out) with a timeline of every test, and prints one JSON
object: the wall time, each worker's span and CPU (its own and its child processes'), how busy the machine's cores
were (Linux), and the test modules ranked by the CPU they cost, with the time their tests waited (wall time neither
the test's process nor its children spent on a core: a protocol's timeout, a bot process thinking, another
process's turn on the core).

    python3 tools/bench_suite.py [--json FILE] [--top N] [pytest arguments ...]

The README's test command must stay within 4 minutes on a 2-core machine (issue #40): this is the benchmark that
says what a change did to it, module by module. Run it with nothing else busy; the machine's own speed varies
(the same tree ran from 243 to 296 s on one VM in one afternoon), so compare runs made back to back.

The timeline is written by the pytest plugin ``tools/suite_timeline.py``; this script runs on a bare Python (as
``tools/dev.py`` does) and imports nothing of the project.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Sequence
from pathlib import Path
from typing import Any

TOOLS = Path(__file__).resolve().parent
ROOT = TOOLS.parent
TIMELINE_ENV = "PALACE_TABLE_SUITE_TIMELINE"
"""The folder the plugin (``tools/suite_timeline.py``) writes each test process's timeline to."""


def summarise(lines: dict[str, list[dict[str, Any]]], totals: dict[str, dict[str, float]],
              busy: tuple[float, float] | None, wall_s: float, top: int = 25) -> dict[str, Any]:
    """The report of a run: ``lines`` each test process's timeline, ``totals`` its session totals, ``busy`` the
    machine's (busy, all) core-seconds over the run (None: not known)."""
    workers = {}
    modules: dict[str, dict[str, float]] = defaultdict(lambda: {"tests": 0, "wall_s": 0.0, "cpu_s": 0.0,
                                                                 "children_cpu_s": 0.0, "waiting_s": 0.0})
    waits = []
    for name, rows in sorted(lines.items()):
        if not rows:
            continue
        workers[name] = {"span_s": round(max(r["end"] for r in rows) - min(r["start"] for r in rows), 2),
                         "tests": len(rows),
                         "cpu_s": round(totals.get(name, {}).get("cpu_s", sum(r["cpu_s"] for r in rows)), 2),
                         "children_cpu_s": round(totals.get(name, {}).get(
                             "children_cpu_s", sum(r["children_cpu_s"] for r in rows)), 2)}
        for r in rows:
            wall = r["end"] - r["start"]
            waited = max(0.0, wall - r["cpu_s"] - r["children_cpu_s"])
            module = modules[r["test"].split("::", 1)[0]]
            module["tests"] += 1
            module["wall_s"] += wall
            module["cpu_s"] += r["cpu_s"]
            module["children_cpu_s"] += r["children_cpu_s"]
            module["waiting_s"] += waited
            waits.append((waited, wall, r["test"]))
    ranked = sorted(modules.items(), key=lambda kv: -(kv[1]["cpu_s"] + kv[1]["children_cpu_s"]))
    report: dict[str, Any] = {
        "wall_s": round(wall_s, 2),
        "tests": sum(len(rows) for rows in lines.values()),
        "workers": workers,
        "cpu_s": {"tests": round(sum(m["cpu_s"] for m in modules.values()), 2),
                  "children": round(sum(m["children_cpu_s"] for m in modules.values()), 2)},
        "waiting_s": round(sum(m["waiting_s"] for m in modules.values()), 2),
        "machine": None if busy is None else {"busy": round(busy[0] / busy[1], 3) if busy[1] else 0.0,
                                              "idle_core_s": round(busy[1] - busy[0], 2)},
        "modules": [{"module": name, **{k: round(v, 2) if isinstance(v, float) else v for k, v in m.items()}}
                    for name, m in ranked[:top]],
        "waiting": [{"test": test, "wall_s": round(wall, 2), "waiting_s": round(waited, 2)}
                    for waited, wall, test in sorted(waits, reverse=True)[:top] if waited >= 0.1],
    }
    return report


def read_timeline(folder: Path) -> tuple[dict[str, list[dict[str, Any]]], dict[str, dict[str, float]]]:
    """Each test process's lines and totals written by the plugin into ``folder``."""
    lines = {path.stem: [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]
             for path in sorted(folder.glob("*.jsonl"))}
    totals = {path.name.removesuffix(".total.json"): json.loads(path.read_text(encoding="utf-8"))
              for path in sorted(folder.glob("*.total.json"))}
    return lines, totals


def core_ticks() -> tuple[int, int] | None:
    """The machine's busy and total CPU ticks since it started (``/proc/stat``; None where there is none). Idle and
    waiting for I/O count as not busy."""
    try:
        with open("/proc/stat", encoding="ascii") as stat:
            ticks = [int(v) for v in stat.readline().split()[1:9]]
    except (OSError, ValueError):
        return None
    return sum(ticks) - ticks[3] - ticks[4], sum(ticks)


def core_seconds(before: tuple[int, int] | None, after: tuple[int, int] | None) -> tuple[float, float] | None:
    """The busy and total core-seconds between two :func:`core_ticks`."""
    if before is None or after is None:
        return None
    tick = os.sysconf("SC_CLK_TCK")
    return (after[0] - before[0]) / tick, (after[1] - before[1]) / tick


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", type=Path, help="write the report to this file too")
    parser.add_argument("--top", type=int, default=25, help="modules and waiting tests listed (25)")
    args, extra = parser.parse_known_args(argv)
    sys.path.insert(0, str(TOOLS))
    import dev  # the set-up and the pytest arguments of the README's test command

    py = dev.ensure_venv(dev.DEV)
    with tempfile.TemporaryDirectory(prefix="palace-table-suite-") as folder:
        env = {**dev.suite_environment(), TIMELINE_ENV: folder,
               "PYTHONPATH": os.pathsep.join(filter(None, [str(TOOLS), os.environ.get("PYTHONPATH", "")]))}
        started, before = time.perf_counter(), core_ticks()
        code = subprocess.call([str(py), "-m", "pytest", "-p", "suite_timeline", *dev.pytest_args(extra)], cwd=ROOT,
                               env=env)
        wall, busy = time.perf_counter() - started, core_seconds(before, core_ticks())
        lines, totals = read_timeline(Path(folder))
    report = {"exit_code": code, **summarise(lines, totals, busy, wall, args.top)}
    text = json.dumps(report, indent=1)
    if args.json is not None:
        args.json.write_text(text + "\n", encoding="utf-8")
    print(text)
    return code


if __name__ == "__main__":
    sys.exit(main())
