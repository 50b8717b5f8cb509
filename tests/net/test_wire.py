"""The protocol's messages: what a remote app may send, and every way it may get it wrong."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.net import wire


def test_a_hello_act_ping_and_bye_are_read():
    assert wire.parse_client(wire.encode(wire.hello("Ann"))) == wire.Hello(wire.VERSION, "Ann")
    assert wire.parse_client('{"t":"act","n":3,"action":["play","guard",1,4]}') == wire.Act(3, ["play", "guard", 1, 4])
    assert wire.parse_client('{"t":"ping","id":7}') == wire.Ping(7)
    assert wire.parse_client('{"t":"bye"}') == wire.Bye()


@pytest.mark.parametrize(("raw", "code"), [
    (b"\x00\xff binary", "text"),
    ("not json", "json"),
    ("[1, 2]", "schema"),
    ('{"t": "act", "n": 1}', "schema"),  # no action
    ('{"t": "act", "n": 1, "action": "x", "seat": 2}', "schema"),  # a forged seat
    ('{"t": "act", "n": -1, "action": "x"}', "schema"),
    ('{"t": "act", "n": true, "action": "x"}', "schema"),
    ('{"t": "act", "n": 1, "action": NaN}', "json"),
    ('{"t": "act", "n": 1, "action": [[[[[[["deep"]]]]]]]}', "schema"),
    ('{"t": "shout"}', "schema"),
    ('{"t": "hello", "protocol": "other", "version": 1, "code": "x", "name": ""}', "protocol"),
    ('{"t": "hello", "protocol": "palace-table", "version": 2, "code": "k7m3p-9qaxe", "name": ""}', "schema"),  # no code
    ('{"t": "hello", "protocol": "palace-table", "name": ""}', "schema"),
    ("x" * (wire.MAX_CLIENT_BYTES + 1), "size"),
])
def test_a_bad_message_names_what_is_wrong(raw, code):
    with pytest.raises(wire.WireError) as caught:
        wire.parse_client(raw)
    assert caught.value.code == code
    assert str(caught.value)


def test_another_versions_hello_is_read_for_its_version_whatever_its_fields():
    """An older app's hello (version 1 had the code in it) or a newer one's: the host names both versions."""
    old = '{"t": "hello", "protocol": "palace-table", "version": 1, "code": "k7m3p-9qaxe", "name": "Ann"}'
    assert wire.parse_client(old) == wire.Hello(1, "")
    assert wire.parse_client('{"t": "hello", "protocol": "palace-table", "version": 9, "x": 1}') == wire.Hello(9, "")


def test_a_name_is_cleaned_and_clipped():
    hello = wire.parse_client(wire.encode(wire.hello("A\x00nn\n" + "x" * 100)))
    assert isinstance(hello, wire.Hello) and "\x00" not in hello.name and len(hello.name) <= 40


@given(st.one_of(st.binary(max_size=200), st.text(max_size=200),
                 st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=5),
                              lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=4), inner,
                                                                                           max_size=4),
                              max_leaves=20).map(json.dumps)))
def test_anything_is_read_or_refused_with_a_wire_error(raw):
    try:
        wire.parse_client(raw)
    except wire.WireError as exc:
        assert exc.code in {"size", "text", "json", "schema", "protocol"}
