"""``palace-table doctor [--json]``: what a player (or a friend on the phone) needs to tell why joining fails.
Only addresses are asked for and sockets bound and closed at once: nothing is sent, nothing announced."""

from __future__ import annotations

import importlib.util
import ipaddress
import json
import sys
from pathlib import Path

import game
from game.__main__ import main
from game.net import lan
from game.saves import default_data_dir
from game.settings import default_settings_path


def _doctor_json(capsys) -> dict:
    assert main(["doctor", "--json", "--loopback-only"]) == 0  # (a test opens no socket beyond 127.0.0.1)
    return json.loads(capsys.readouterr().out)


def test_the_json_report_has_the_keys_and_sane_values(capsys):
    from scenes.core import crash

    report = _doctor_json(capsys)
    assert {"version", "lan_address", "zeroconf", "invites", "folders"} <= set(report)
    assert report["version"] == game.version()
    assert report["lan_address"] == lan.lan_address() and ipaddress.ip_address(report["lan_address"])
    assert report["folders"] == {"data": str(default_data_dir()), "config": str(default_settings_path().parent),
                                 "logs": str(crash.log_dir())}
    assert all(Path(folder).is_absolute() for folder in report["folders"].values())
    assert report["zeroconf"] == {"available": True, "version": report["zeroconf"]["version"], "problem": ""}
    assert report["invites"]["available"] is (importlib.util.find_spec("wormhole") is not None)
    assert report["frozen"] is False
    ports = report["ports"]
    assert set(ports) == {"127.0.0.1"}
    assert all(p["ok"] and 0 < p["port"] < 65536 and p["problem"] == "" for p in ports.values())


def test_without_ifaddr_and_zeroconf_the_report_says_why(capsys, monkeypatch):
    """As in the frozen app that left ctypes out: no interface listed, zeroconf not loaded, each said with why."""
    monkeypatch.setitem(sys.modules, "ifaddr", None)
    monkeypatch.setitem(sys.modules, "zeroconf", None)
    report = _doctor_json(capsys)
    assert report["lan_address"] == "127.0.0.1"
    assert report["lan_address_problem"].startswith("the network interfaces cannot be listed (ModuleNotFoundError: ")
    assert report["zeroconf"]["available"] is False
    assert report["zeroconf"]["problem"].startswith("zeroconf cannot be loaded (ModuleNotFoundError: ")
    assert main(["doctor"]) == 0
    text = capsys.readouterr().out
    assert "Address on the network: 127.0.0.1 (friends on other computers cannot reach it: the network " in text
    assert "Finding tables on the network (zeroconf): not available, join by address instead: zeroconf" in text
    assert "A table's port on 127.0.0.1: can be opened (tried port " in text


def test_the_readable_report_names_every_part(capsys):
    assert main(["doctor"]) == 0
    text = capsys.readouterr().out
    assert text.startswith(f"Palace Table {game.version()} (Python ")
    for start in ("Data folder (saves):", "Settings folder:", "Log folder:", "Address on the network:",
                  "Finding tables on the network (zeroconf): available", "Invites over the Internet (magic-wormhole):",
                  "A table's port on every address: can be opened"):
        assert start in text


def test_a_port_that_is_taken_is_reported_not_raised(capsys):
    import socket

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        assert main(["doctor", "--json", "--port", str(port)]) == 0
    loopback = json.loads(capsys.readouterr().out)["ports"]["127.0.0.1"]
    assert loopback["ok"] is False and loopback["port"] == port and "Errno" in loopback["problem"]


def test_without_the_tests_flag_the_port_is_tried_where_a_table_is_served(monkeypatch):
    """A player's ``doctor`` tries the port on 127.0.0.1, the LAN address and every address (a hosted table's
    bind); asked here of a stand-in, so that the test opens no socket beyond loopback."""
    from game.tools import doctor

    asked: list[str] = []
    monkeypatch.setattr(doctor, "open_port", lambda where, port: asked.append(where) or {"ok": True})
    found = doctor.report()
    assert asked == list(dict.fromkeys(["127.0.0.1", found["lan_address"], doctor.ALL_ADDRESSES]))
