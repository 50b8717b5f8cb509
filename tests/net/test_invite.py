"""Across the Internet by invite code: magic-wormhole's mailbox (a local mailbox server on 127.0.0.1, started
here) carries the same protocol; the code's PAKE keeps strangers out, and a wrong guess retires the code (a new
one is made and shown to the host); a player rejoins with the same code."""

from __future__ import annotations

import threading
import time

import pytest

from game import catalog
from game.net.invite import InviteSeat, WormholeClient
from game.net.remote import join
from tests.net.conftest import free_port, make_table, next_message


def _new_code(invite: InviteSeat, old: str, timeout_s: float = 20.0) -> str:
    deadline = time.monotonic() + timeout_s
    while invite.code == old and time.monotonic() < deadline:
        time.sleep(0.05)
    return invite.code


def _reopened(invite: InviteSeat, old: object, timeout_s: float = 20.0) -> bool:
    """Whether the host opened the seat's wormhole again (another one than ``old``) within ``timeout_s``."""
    deadline = time.monotonic() + timeout_s
    while invite.w is old and time.monotonic() < deadline:
        time.sleep(0.02)
    return invite.w is not old


def test_a_friend_joins_by_invite_code_plays_to_the_end_rejoins_and_a_stranger_gets_no_seat(tmp_path, mailbox):
    table = make_table(tmp_path, kinds=("local", "remote"))
    match = table.match
    invite = InviteSeat(match.host, 1, mailbox)
    try:
        assert invite.code and invite.code[0].isdigit() and match.host.seats[1].code != invite.code
        guessed = invite.code
        stranger = WormholeClient(guessed.split("-")[0] + "-wrong-guess", "Eve", mailbox).start()
        assert next_message(stranger.inbox, "link", 20)["final"]
        stranger.close()
        assert not match.host.connected(1)
        # the code had its one guess: a new one (before: the same code again, 0.3 s later, for ever)
        assert _new_code(invite, guessed) != guessed and match.host.seats[1].code != invite.code
        assert invite.code[0].isdigit()
        assert match.take_problem() == f"New code for P1's seat: {invite.code}. Someone tried a wrong one."
        remote = join("", invite.code, "Ben", timeout_s=20, client=WormholeClient(invite.code, "Ben", mailbox).start())
        assert remote.seat == 1
        bot = catalog.get_entry(match.session.game.id).make_bot("normal", 1)
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
            if match.at_round_end():  # the host's table deals when its hold of the round's end is over
                match.deal()
            elif match.current_seat() == 0:
                match.apply(match.session.bot_action())
            elif (action := match.take_bot_action()) is not None:
                match.apply(action)
            else:
                match.wait_for_bot(0.05)
        stop.set()
        player.join(10)
        assert match.is_over() and match.remote_moves > 0
        assert table.checker.leaks == []
        served = invite.w
        remote.close()
        assert _reopened(invite, served)  # the same code again, once the host let go of the old wormhole
        again = join("", invite.code, "Ben", timeout_s=20, client=WormholeClient(invite.code, "Ben", mailbox).start())
        assert again.seat == 1 and again.is_over() and match.host.rejoins == 1  # the seat back with the same code
        again.close()
    finally:
        invite.close()
        match.close()


def test_an_invite_code_never_opens_the_hosts_port_on_the_local_network(tmp_path, mailbox):
    """Issue 38, item 4: the short wormhole code (65,536 choices once its number is known) became the seat's key on
    the host's ws:// port, where a stranger could guess it without the invite's PAKE. The seat keeps its own long
    code there; the invite's code is refused (and counted as a wrong guess) however it is tried."""
    from game.net.client import NetClient

    table = make_table(tmp_path, kinds=("local", "remote"))
    match = table.match
    lan_code = table.code(1)
    match.invite(mailbox)
    [invite] = match.invites
    try:
        stranger = NetClient(table.address, invite.code, "Eve", reconnect=False).start()
        assert next_message(stranger.inbox, "error")["code"] == "proof"
        stranger.close()
        assert not match.host.connected(1)
        assert match.host.seats[1].code == lan_code != invite.code and match.shown_code(1) == invite.code
        deadline = time.monotonic() + 5
        while match.host.wrong_codes < 1 and time.monotonic() < deadline:
            time.sleep(0.02)
        assert match.host.wrong_codes == 1
        friend = join(table.address, lan_code, "Ben")  # the seat's own code still opens it on the network
        assert friend.seat == 1 and match.host.connected(1)
        friend.close()
    finally:
        invite.close()
        match.close()


def test_a_closed_table_has_the_mailbox_let_go_of_its_invites(tmp_path, mailbox):
    """Closing a hosted table waits a moment (off the frame thread: :mod:`game.net.teardown`) for the mailbox to
    confirm that its invites' wormholes are closed: the codes are let go of then, not left open when the app quits
    right after (it waits for the closes still running), and no wormhole goes on trying to reach a mailbox that
    went away meanwhile."""
    from game.net import invite as invites
    from game.net import teardown

    table = make_table(tmp_path, kinds=("local", "remote"))
    table.match.invite(mailbox)
    table.match.close()
    assert teardown.finish(5)
    assert invites.wait_closed(0)


def test_a_closed_invite_keeps_nothing_of_its_table_alive(tmp_path, mailbox):
    """magic-wormhole keeps the exception that ended a wormhole (a wrong guess, the close): its traceback kept the
    seat's serving coroutine, and through it the host, the match and its leak check, alive for the process's life."""
    import gc
    import weakref

    table = make_table(tmp_path, kinds=("local", "remote"))
    invite = InviteSeat(table.match.host, 1, mailbox)
    guessed = invite.code
    stranger = WormholeClient(guessed.split("-")[0] + "-wrong-guess", "Eve", mailbox).start()
    assert next_message(stranger.inbox, "link", 20)["final"]
    stranger.close()
    assert _new_code(invite, guessed) != guessed  # the host opens the seat again after the failed try
    invite.close()
    table.match.close()
    refs = [weakref.ref(o) for o in (table.match, table.checker, invite)]
    del table, invite, stranger
    deadline = time.monotonic() + 10  # the reactor thread may still be closing the wormholes
    while (alive := [type(r()).__name__ for r in refs if r() is not None]) and time.monotonic() < deadline:
        time.sleep(0.1)
        gc.collect()
    assert alive == []


def test_inviting_without_a_mailbox_fails_with_a_message(tmp_path, monkeypatch):
    from game.net import invite

    monkeypatch.setattr(invite, "CODE_TIMEOUT_S", 3.0)
    table = make_table(tmp_path, kinds=("local", "remote"))
    try:
        with pytest.raises(ConnectionError, match="no wormhole mailbox answered"):
            table.match.invite(f"ws://127.0.0.1:{free_port()}/v1")
        assert table.match.invites == []
    finally:
        table.match.close()


def test_invite_over_the_internet_and_join_by_code_with_the_mouse_and_keyboard(tmp_path, mailbox):
    """The waiting screen's Invite gives the seat a wormhole code; a friend's app joins with the code alone."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from game.settings import Settings
    from scenes.core.app import App
    from scenes.screens.menu import MenuScene
    from scenes.table.table import TableScene
    from scenes.ui.widgets import TextField
    from tests.ui.helpers import click, click_button, post_text, pump, settle

    host = App(size=(1280, 720), data_dir=tmp_path / "host", settings=Settings(animation_speed=0.0, bot_pace_ms=0))
    try:
        host.net_mailbox = mailbox
        host.push(MenuScene(host))
        settle(host)
        click_button(host, "Play with friends")
        click_button(host, "Host a game")
        click_button(host, "Start")
        waiting = host.top
        old_code = waiting.match.host.seats[1].code
        click_button(host, "Invite over the Internet")
        pump(host, until=lambda: not waiting.inviting, timeout=30)
        code = waiting.match.shown_code(1)
        assert code != old_code and code[0].isdigit() and any(getattr(w, "text", None) == code
                                                              for w in waiting.widgets)
        assert waiting.match.host.seats[1].code == old_code  # the seat's own code still opens it on the network
        stranger = WormholeClient(code.split("-")[0] + "-wrong-guess", "Eve", mailbox).start()
        assert next_message(stranger.inbox, "link", 20)["final"]
        stranger.close()
        pump(host, until=lambda: host.toast_text.startswith("New code for"), timeout=30)
        guessed, code = code, waiting.match.shown_code(1)
        assert code != guessed and host.toast_text == \
            f"New code for {waiting.match.seat_name(1)}'s seat: {code}. Someone tried a wrong one."
        assert any(getattr(w, "text", None) == code for w in waiting.widgets)  # the waiting screen shows it
        assert waiting.match.host.seats[1].code == old_code
        guest = App(size=(1280, 720), data_dir=tmp_path / "guest", settings=Settings())  # a player's defaults
        guest.net_mailbox = mailbox
        guest.push(MenuScene(guest))
        settle(guest)
        click_button(guest, "Play with friends")
        click_button(guest, "Join a game")
        code_field = [w for w in guest.top.widgets if isinstance(w, TextField)][1]
        click(guest, code_field.screen_rect(guest).center)
        post_text(guest, code)  # no address: the code goes through the wormhole
        click_button(guest, "Join")
        pump(guest, until=lambda: isinstance(guest.top, TableScene), timeout=30)
        assert guest.top.match.seat == 1
        pump(host, until=lambda: waiting.present == [True], timeout=30)
        guest.top.close()
    finally:
        for scene in host.stack:
            if hasattr(scene, "close"):
                scene.close()
        pygame.quit()


def test_a_spectator_watches_by_the_watch_invite_code_and_a_wrong_guess_gets_a_new_one(tmp_path, mailbox):
    """The spectators' invite (one spectator at a time through the wormhole) opens a spectator's table while watching
    is allowed; a wrong guess retires its code like a seat's, and the host is told the new one."""
    from game.net.spectator import SpectatorMatch
    from game.net.spectator import join as watch
    from game.net.watch import SPECTATOR_CODE

    table = make_table(tmp_path, kinds=("local", "remote"))
    match = table.match
    try:
        match.allow_watching(True)
        match.invite(mailbox)
        code = match.shown_watch_code()
        assert code and code[0].isdigit() and code != match.watch_code and code != match.shown_code(1)
        stranger = WormholeClient(code.split("-")[0] + "-wrong-guess", "Eve", mailbox).start()
        assert next_message(stranger.inbox, "link", 20)["final"]
        stranger.close()
        invite = match.watch_invite
        code = _new_code(invite, code)
        assert match.shown_watch_code() == code
        assert match.take_problem() == f"New watch code: {code}. Someone tried a wrong one."
        match.apply(match.session.bot_action())
        spectator = watch("", code, "Wanda", timeout_s=20, client=WormholeClient(code, "Wanda", mailbox).start())
        try:
            assert isinstance(spectator, SpectatorMatch)
            assert spectator.view() == match.session.game.public_view(match.session.state)
            spectator.client.act(1, ["pass"])
            assert next_message(spectator.client.inbox, "error", 20)["code"] == SPECTATOR_CODE
        finally:
            spectator.close()
    finally:
        match.close()
    assert table.checker.leaks == []


class _Invites:
    """Stands in for :class:`InviteSeat` (no mailbox): records the invites opened and which were closed; the
    ``n``-th opened first does ``then`` (the host's Cancel arriving, a mailbox that stops answering)."""

    def __init__(self, n: int, then) -> None:
        self.made: list[_Invites.Invite] = []
        self.n, self.then = n, then

    def __call__(self, host, seat: int, mailbox: str) -> _Invites.Invite:
        if len(self.made) == self.n:
            self.then()
        invite = _Invites.Invite(seat)
        self.made.append(invite)
        return invite

    class Invite:
        def __init__(self, seat: int) -> None:
            self.seat, self.closed = seat, False

        def close(self) -> None:
            self.closed = True


def test_invites_opened_while_the_table_closes_are_closed_too(tmp_path, monkeypatch):
    """The host cancels while the invites are being opened (off the frame thread, one code at a time from a slow
    mailbox): the codes opened after the table closed are closed as they come, not left open at the mailbox."""
    from game.net import invite, teardown

    table = make_table(tmp_path, kinds=("local", "remote", "remote"))
    invites = _Invites(1, table.match.close)
    monkeypatch.setattr(invite, "InviteSeat", invites)
    table.match.invite("ws://127.0.0.1:1/v1")
    assert teardown.finish(10)
    assert len(invites.made) == 3 and all(made.closed for made in invites.made)  # two seats, the spectators
    assert table.match.invites == [] and table.match.watch_invite is None


def test_a_mailbox_that_stops_answering_half_way_leaves_no_invite_open(tmp_path, monkeypatch):
    from game.net import invite, teardown

    def unreachable() -> None:
        raise ConnectionError("no wormhole mailbox answered")

    table = make_table(tmp_path, kinds=("local", "remote", "remote"))
    invites = _Invites(1, unreachable)
    monkeypatch.setattr(invite, "InviteSeat", invites)
    try:
        with pytest.raises(ConnectionError):
            table.match.invite("ws://127.0.0.1:1/v1")
        assert teardown.finish(10)
        assert len(invites.made) == 1 and invites.made[0].closed
        assert table.match.invites == []
    finally:
        table.match.close()
        teardown.finish()
