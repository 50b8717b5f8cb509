"""A pytest plugin (``-p suite_timeline``, with ``tools/`` on the path) for ``tools/bench_suite.py``: each test
process appends one JSON line per test to its own file in the folder :data:`TIMELINE_ENV` names (its start and end,
its process's CPU seconds and those of the child processes it waited for), and at the session's end its totals
(imports and collection too). Without that variable it does nothing."""

from __future__ import annotations

import json
import os
import resource
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from bench_suite import TIMELINE_ENV


def _folder() -> Path | None:
    folder = os.environ.get(TIMELINE_ENV)
    return Path(folder) if folder else None


def _process_name(config: pytest.Config) -> str:
    """The test process: a pytest-xdist worker's id ("gw0"), or "main" (a process the tests start inherits a
    worker's environment, so it is asked of pytest, not of the environment)."""
    return getattr(config, "workerinput", {}).get("workerid", "main")


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


@pytest.hookimpl(wrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> Iterator[None]:
    """One line per test: set-up, call and tear-down together."""
    folder = _folder()
    if folder is None:
        return (yield)
    start, cpu, children = time.time(), time.process_time(), _children_cpu()
    try:
        return (yield)
    finally:
        line = {"test": item.nodeid, "start": start, "end": time.time(), "cpu_s": time.process_time() - cpu,
                "children_cpu_s": _children_cpu() - children}
        with (folder / f"{_process_name(item.config)}.jsonl").open("a", encoding="utf-8") as out:
            out.write(json.dumps(line) + "\n")


def pytest_sessionfinish(session: pytest.Session) -> None:
    folder = _folder()
    if folder is None:
        return
    own = resource.getrusage(resource.RUSAGE_SELF)
    totals = {"cpu_s": own.ru_utime + own.ru_stime, "children_cpu_s": _children_cpu(), "end": time.time()}
    (folder / f"{_process_name(session.config)}.total.json").write_text(json.dumps(totals), encoding="utf-8")
