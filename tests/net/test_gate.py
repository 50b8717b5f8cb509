"""The host's door, by itself: which socket it closes when too many are open (no network)."""

from __future__ import annotations

from game.net import gate
from game.net.gate import Gate, address_key


def test_one_address_holds_a_few_unseated_sockets_its_oldest_closed_first():
    door = Gate(cap=64, per_address=3, max_unseated=12)
    assert [door.admit(i, "10.0.0.9", i) for i in range(3)] == [[], [], []]
    assert door.admit(3, "10.0.0.9", 3) == [0]
    assert door.admit(4, "10.0.0.7", 4) == []  # another address has its own few
    door.seat(4, seat=1)
    assert door.unseated == 3 and len(door) == 4


def test_when_too_many_are_unseated_the_busiest_address_pays_and_a_seats_address_is_spared():
    door = Gate(cap=64, per_address=3, max_unseated=4)
    door.admit("ann", "10.0.0.1", 0)
    door.seat("ann", seat=1)  # Ann played from 10.0.0.1: that address is kept for her rejoin
    door.gone("ann")  # she dropped
    door.admit("ann again", "10.0.0.1", 1)
    door.admit("s1", "10.0.0.66", 2)
    door.admit("s2", "10.0.0.66", 3)
    door.admit("t1", "10.0.0.77", 4)
    assert door.admit("t2", "10.0.0.77", 5) == ["s1"]  # the busiest (a tie: the oldest of them), never Ann's
    assert door.admit("u1", "10.0.0.88", 6) == ["t1"]  # 10.0.0.77 holds two
    assert door.admit("u2", "10.0.0.99", 7) == ["s2"]  # one each: the oldest but Ann's
    assert "ann again" in door.entries


def test_the_newcomer_is_closed_only_when_every_other_socket_is_seated():
    door = Gate(cap=3, per_address=3, max_unseated=12)
    for i in range(3):
        door.admit(i, f"10.0.0.{i}", i)
        door.seat(i, seat=i)
    assert door.admit("late", "10.0.0.50", 9) == ["late"] and len(door) == 3


def test_the_socket_cap_is_a_quarter_of_a_low_file_limit(monkeypatch):
    import resource

    monkeypatch.setattr(resource, "getrlimit", lambda _what: (256, 10240))  # macOS's default
    assert gate.socket_cap() == 64 and Gate().cap == 64
    monkeypatch.setattr(resource, "getrlimit", lambda _what: (100, 10240))
    assert gate.socket_cap() == 25
    monkeypatch.setattr(resource, "getrlimit", lambda _what: (1 << 20, 1 << 20))
    assert gate.socket_cap() == gate.MAX_SOCKETS


def test_an_ipv6_machine_counts_as_one_address_per_64():
    assert address_key(("2001:db8::1", 5000, 0, 0)) == address_key(("2001:db8::ffff:1", 5001, 0, 0)) == "2001:db8::/64"
    assert address_key(("::ffff:10.0.0.9", 1, 0, 0)) == "10.0.0.9" and address_key(("127.0.0.2", 9)) == "127.0.0.2"
