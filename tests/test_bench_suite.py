"""``tools/bench_suite.py``, the benchmark of the README's test command: its plugin's timeline and its report."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import bench_suite  # noqa: E402


def line(test: str, start: float, wall: float, cpu: float, children: float = 0.0) -> dict:
    return {"test": test, "start": start, "end": start + wall, "cpu_s": cpu, "children_cpu_s": children}


def test_the_report_ranks_modules_by_cpu_and_lists_what_waited():
    lines = {"gw0": [line("tests/a.py::t1", 0.0, 2.0, 1.9), line("tests/b.py::t", 2.0, 3.0, 0.5, 2.4)],
             "gw1": [line("tests/a.py::t2", 0.0, 1.0, 0.9), line("tests/net.py::t", 1.0, 2.0, 0.2)]}
    totals = {"gw0": {"cpu_s": 3.0, "children_cpu_s": 2.4, "end": 5.0}}
    report = bench_suite.summarise(lines, totals, busy=(9.0, 10.0), wall_s=5.5, top=2)
    assert report["tests"] == 4 and report["wall_s"] == 5.5
    assert report["workers"]["gw0"] == {"span_s": 5.0, "tests": 2, "cpu_s": 3.0, "children_cpu_s": 2.4}
    assert report["workers"]["gw1"]["cpu_s"] == 1.1  # (no totals written: its tests' sum)
    assert [m["module"] for m in report["modules"]] == ["tests/b.py", "tests/a.py"]  # 2.9 CPU-s, then 2.8
    assert report["modules"][1] == {"module": "tests/a.py", "tests": 2, "wall_s": 3.0, "cpu_s": 2.8,
                                    "children_cpu_s": 0.0, "waiting_s": 0.2}
    assert report["waiting"][0] == {"test": "tests/net.py::t", "wall_s": 2.0, "waiting_s": 1.8}
    assert report["machine"] == {"busy": 0.9, "idle_core_s": 1.0}
    assert bench_suite.summarise({}, {}, None, 1.0)["machine"] is None


def test_the_plugin_writes_a_line_per_test_and_the_session_totals(tmp_path):
    (tmp_path / "test_two.py").write_text("import time\n\ndef test_waits():\n    time.sleep(0.2)\n\n"
                                          "def test_works():\n    sum(range(10**5))\n", encoding="utf-8")
    folder = tmp_path / "timeline"
    folder.mkdir()
    env = {**os.environ, bench_suite.TIMELINE_ENV: str(folder), "PYTHONPATH": str(ROOT / "tools")}
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "suite_timeline", "-p", "no:cacheprovider",
                          "-p", "no:xdist", "test_two.py"], cwd=tmp_path, env=env, capture_output=True, text=True,
                         timeout=60)
    assert run.returncode == 0, run.stdout + run.stderr
    lines, totals = bench_suite.read_timeline(folder)
    assert [r["test"] for r in lines["main"]] == ["test_two.py::test_waits", "test_two.py::test_works"]
    assert totals["main"]["cpu_s"] > 0
    report = bench_suite.summarise(lines, totals, None, 1.0)
    assert report["waiting"][0]["test"] == "test_two.py::test_waits" and report["waiting"][0]["waiting_s"] >= 0.15
