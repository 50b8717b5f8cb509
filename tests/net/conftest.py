"""A hosted table on 127.0.0.1 with its leak check, for the network tests."""

from __future__ import annotations

import queue
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from game import catalog
from game.net.hosted import HostedMatch, open_table, setup_message
from game.net.leaks import LeakChecker
from game.saves import SaveStore
from game.session import SeatConfig, Session

ROOT = Path(__file__).resolve().parents[2]


@dataclass
class Table:
    match: HostedMatch
    checker: LeakChecker

    @property
    def address(self) -> str:
        return f"ws://127.0.0.1:{self.match.host.port}"

    def code(self, seat: int) -> str:
        return self.match.host.seats[seat].code


def make_table(tmp_path, game_id: str = "love-letter", kinds: tuple[str, ...] = ("local", "remote", "remote"),
               seed: int = 3) -> Table:
    seats = [SeatConfig(f"P{i}", "human") for i in range(len(kinds))]
    session = Session(catalog.get_game(game_id), seats, seed)
    remote = {s for s, k in enumerate(kinds) if k == "remote"}
    checker = LeakChecker(game_id, seats, seed, session.options, remote, setup_message(session, list(kinds)))
    match = open_table(session, list(kinds), SaveStore(tmp_path), tap=checker.check)
    match.on_move.append(checker.applied)
    return Table(match, checker)


@pytest.fixture
def table(tmp_path) -> Iterator[Table]:
    t = make_table(tmp_path)
    try:
        yield t
    finally:
        t.match.close()


def next_message(inbox: queue.Queue, kind: str, timeout_s: float = 5.0) -> dict:
    """The next message of type ``kind`` (others before it are dropped)."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        try:
            message = inbox.get(timeout=0.1)
        except queue.Empty:
            continue
        if message.get("t") == kind:
            return message
    raise AssertionError(f"no {kind} message within {timeout_s} s")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def mailbox(tmp_path_factory):
    """A magic-wormhole mailbox server on 127.0.0.1 for these tests only (ended afterwards)."""
    twist = Path(sys.executable).with_name("twist")
    if not twist.exists():
        twist = Path(shutil.which("twist") or "twist")
    port = free_port()
    folder = tmp_path_factory.mktemp("mailbox")
    proc = subprocess.Popen([str(twist), "wormhole-mailbox", f"--port=tcp:{port}:interface=127.0.0.1",
                             f"--channel-db={folder / 'relay.sqlite'}"], cwd=folder, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            with socket.socket() as s:
                if s.connect_ex(("127.0.0.1", port)) == 0:
                    break
            time.sleep(0.1)
        yield f"ws://127.0.0.1:{port}/v1"
    finally:
        proc.kill()
        proc.wait(10)
