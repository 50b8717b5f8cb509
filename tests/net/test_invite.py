"""Across the Internet by invite code: magic-wormhole's mailbox (a local mailbox server on 127.0.0.1, started
here) carries the same protocol; the code's PAKE keeps strangers out; a player rejoins with the same code."""

from __future__ import annotations

import shutil
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from game import catalog
from game.net.invite import InviteSeat, WormholeClient
from game.net.remote import join
from tests.net.conftest import make_table, next_message


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def mailbox(tmp_path_factory):
    """A magic-wormhole mailbox server on 127.0.0.1 for these tests only (ended afterwards)."""
    twist = Path(sys.executable).with_name("twist")
    if not twist.exists():
        twist = Path(shutil.which("twist") or "twist")
    port = _free_port()
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


def test_a_friend_joins_by_invite_code_plays_to_the_end_rejoins_and_a_stranger_gets_no_seat(tmp_path, mailbox):
    table = make_table(tmp_path, kinds=("local", "remote"))
    match = table.match
    invite = InviteSeat(match.host, 1, mailbox)
    try:
        assert invite.code and invite.code[0].isdigit() and match.host.seats[1].code == invite.code
        stranger = WormholeClient(invite.code.split("-")[0] + "-wrong-guess", "Eve", mailbox).start()
        assert next_message(stranger.inbox, "link", 20)["final"]
        stranger.close()
        assert not match.host.connected(1)
        time.sleep(0.5)  # the host opens the seat again after the failed try
        remote = join("", invite.code, "Ben", timeout_s=20, client=WormholeClient(invite.code, "Ben", mailbox).start())
        assert remote.seat == 1
        bot = catalog.get_entry("love-letter").make_bot("normal", 1)
        stop = threading.Event()

        def play() -> None:
            while not stop.is_set() and not remote.is_over():
                while remote.bot_to_move() and (update := remote.take_bot_action()) is not None:
                    remote.apply(update)
                if remote.viewer_acts():
                    remote.apply(bot.choose(remote.view(), remote.session.legal_actions()))
                else:
                    remote.wait_for_bot(0.05)

        player = threading.Thread(target=play, daemon=True)
        player.start()
        deadline = time.monotonic() + 120
        while not match.is_over() and time.monotonic() < deadline:
            if match.current_seat() == 0:
                match.apply(match.session.bot_action())
            elif (action := match.take_bot_action()) is not None:
                match.apply(action)
            else:
                match.wait_for_bot(0.05)
        stop.set()
        player.join(10)
        assert match.is_over() and match.remote_moves > 0
        assert table.checker.leaks == []
        remote.close()
        time.sleep(0.5)
        again = join("", invite.code, "Ben", timeout_s=20, client=WormholeClient(invite.code, "Ben", mailbox).start())
        assert again.seat == 1 and again.is_over() and match.host.rejoins == 1  # the seat back with the same code
        again.close()
    finally:
        invite.close()
        match.close()


def test_inviting_without_a_mailbox_fails_with_a_message(tmp_path, monkeypatch):
    from game.net import invite

    monkeypatch.setattr(invite, "CODE_TIMEOUT_S", 3.0)
    table = make_table(tmp_path, kinds=("local", "remote"))
    try:
        with pytest.raises(ConnectionError, match="no wormhole mailbox answered"):
            table.match.invite(f"ws://127.0.0.1:{_free_port()}/v1")
        assert table.match.invites == []
    finally:
        table.match.close()
