"""A joining player's own name: sent in the hello, checked and cleaned by the host, it replaces the host's
placeholder for that seat at the host's table (plates, sidebar, waiting screen) and on every remote app."""

from __future__ import annotations

import json

from websockets.sync.client import connect

from game.net import wire
from game.net.client import NetClient
from game.net.remote import join
from game.textclean import NAME_LIMIT
from tests.net.conftest import Secured, next_message


def test_the_joining_players_name_replaces_the_hosts_placeholder_everywhere(table):
    match = table.match
    assert match.names == ["P0", "P1", "P2"]
    first = join(table.address, table.code(1), "Bea")
    second = join(table.address, table.code(2), "Cy")
    try:
        assert match.names == ["P0", "Bea", "Cy"]
        assert [s.name for s in match.model().seats] == ["P0", "Bea", "Cy"]
        assert "Bea joined the table." in [match.take_problem() for _ in range(3)]
        for _ in range(50):  # the first app learns the second's name from the host's "seats" message
            first.pump()
            if first.names == ["P0", "Bea", "Cy"]:
                break
            first.wait_for_bot(0.05)
        assert first.names == ["P0", "Bea", "Cy"] and second.names == ["P0", "Bea", "Cy"]
        assert [s.name for s in first.model().seats] == ["P0", "Bea", "Cy"]
    finally:
        first.close()
        second.close()
    assert table.checker.leaks == [] and table.checker.checked > 0


def test_a_hostile_name_is_cleaned_and_clipped_or_refused(table):
    match = table.match
    hostile = "\x00Mal\x1b[31mlory\n\t\u202e" + "\ud800" * 3 + "x" * (3 * NAME_LIMIT)  # within the hello's limit
    with connect(table.address) as ws:
        app = Secured(ws, table.code(1), name=None)
        app.send(json.dumps(wire.hello(hostile)))  # JSON's escapes: its lone surrogates are no UTF-8
        assert app.recv()["t"] == "welcome"
        name = match.seat_name(1)
        assert len(name) <= NAME_LIMIT and name.startswith("Mal[31mlory") and name.endswith("…")
        assert "\u202e" not in name and not any(ord(ch) < 32 or 0x7f <= ord(ch) <= 0x9f or 0xd800 <= ord(ch) <= 0xdfff for ch in name)
        assert match.model().seats[1].name == name
    with connect(table.address) as ws:  # far too long: refused, the seat keeps its name
        answer = Secured(ws, table.code(2), "y" * (4 * NAME_LIMIT + 1)).recv()
    assert answer["t"] == "error" and answer["code"] == "schema" and match.seat_name(2) == "P2"
    blank = NetClient(table.address, table.code(2), " \x00\n ").start()  # nothing left: the host's name stays
    try:
        next_message(blank.inbox, "welcome")
        assert match.seat_name(2) == "P2" and match.host.connected(2)
    finally:
        blank.close()
    assert table.checker.leaks == []
