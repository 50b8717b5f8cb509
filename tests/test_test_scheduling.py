"""The suite's spread over pytest-xdist's workers (tests/conftest.py): tests that share one computed result run in
one process, and nothing more is tied together than that."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from conftest import ONE_WORKER_PER_GAME, SHARED_WORKER, xdist_scope

from game import catalog

ROOT = Path(__file__).resolve().parent.parent


def collected(module: str) -> list[str]:
    out = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-p", "no:xdist",
                          "-m", "slow or not slow", module], cwd=ROOT, capture_output=True, text=True, timeout=120)
    return [line for line in out.stdout.splitlines() if "::" in line]


def test_a_games_by_hand_tests_share_a_worker_and_the_games_spread() -> None:
    """Every parametrized by-hand test goes with its game's runs (their reports are shared within a process), and
    each game is a scope of its own, so the games are played on every worker at once."""
    (module,) = [f"tests/ui/{name}" for name in ONE_WORKER_PER_GAME]
    nodes = collected(module)
    parametrized = [node for node in nodes if "[" in node]
    assert parametrized and all(xdist_scope(node) != node for node in parametrized), parametrized
    scopes = {xdist_scope(node) for node in parametrized}
    assert scopes == {f"{module}::{gid}" for gid in catalog.game_ids()}


def test_other_tests_go_wherever_a_worker_is_free() -> None:
    node = "tests/test_saves.py::test_something[" + catalog.game_ids()[0] + "]"
    assert xdist_scope(node) == node


def test_the_wheel_and_the_sdist_share_a_worker_and_so_their_build_backend() -> None:
    """Each module's tests go together (one wheel, one sdist), both modules to one worker (one build backend)."""
    nodes = [f"tests/{name}::test_{i}" for name in SHARED_WORKER for i in range(2)]
    assert len(SHARED_WORKER) == 2 and len({xdist_scope(node) for node in nodes}) == 1
    assert xdist_scope("tests/test_frozen_build.py::test_x") == "tests/test_frozen_build.py"


def test_the_invite_tests_share_a_worker_and_so_their_mailbox_server() -> None:
    nodes = [f"tests/net/test_invite.py::test_{i}" for i in range(3)]
    assert {xdist_scope(node) for node in nodes} == {"tests/net/test_invite.py"}
