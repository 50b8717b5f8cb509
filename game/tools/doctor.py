"""``palace-table doctor [--json]``: what this computer offers for play with friends, to tell why joining fails
(read out to a friend on the phone, or pasted into a bug report).

The version, the app's folders (data, settings, logs), this machine's address on the local network (or why there
is none), whether zeroconf (finding tables on the network) and the invite extra (magic-wormhole) can be loaded, and
whether a port can be opened for a hosted table: a socket is bound on 127.0.0.1, on the LAN address and on every
address (where the app serves), to port 0 (any free port, as the app does) or ``--port``, and closed at once.
Nothing is sent, nothing is announced."""

from __future__ import annotations

import argparse
import json
import platform
import socket
import sys
from importlib import metadata
from pathlib import Path
from typing import TypedDict

ALL_ADDRESSES = "0.0.0.0"  # where a hosted table is served (scenes.core.app: net_bind)


class Component(TypedDict):
    """An optional part (:func:`component`)."""

    available: bool
    version: str | None
    problem: str


class PortCheck(TypedDict):
    """A port tried (:func:`open_port`)."""

    ok: bool
    port: int
    problem: str


class Folders(TypedDict):
    data: str
    config: str
    logs: str


class Report(TypedDict):
    """Everything ``doctor`` tells (:func:`report`)."""

    version: str
    python: str
    platform: str
    frozen: bool
    folders: Folders
    lan_address: str
    lan_address_problem: str
    zeroconf: Component
    invites: Component
    ports: dict[str, PortCheck]


def log_dir() -> Path:
    """The user log folder, where the app writes its crash logs (``scenes.core.crash.log_dir``)."""
    import platformdirs

    from game.saves import APP_DIR

    return Path(platformdirs.user_log_dir(APP_DIR, appauthor=False))


def folders() -> Folders:
    from game.saves import default_data_dir
    from game.settings import default_settings_path

    return {"data": str(default_data_dir()), "config": str(default_settings_path().parent), "logs": str(log_dir())}


def component(module: str, distribution: str, problem: str | None = None) -> Component:
    """Whether ``module`` can be loaded here: ``available``, ``version`` (of ``distribution``, when its metadata is
    there) and ``problem`` ("" or why not). ``problem`` given: the caller already tried."""
    if problem is None:
        problem = ""
        try:
            __import__(module)
        except Exception as exc:  # noqa: BLE001 - missing, or broken in this build: said, whatever it raised
            from game.net.lan import error_text

            problem = error_text(exc)
    try:
        version: str | None = metadata.version(distribution)
    except metadata.PackageNotFoundError:  # (the download carries no metadata of its libraries: their own word)
        loaded = None if problem else sys.modules.get(module)
        version = str(getattr(loaded, "__version__", "")) or None
    return {"available": not problem, "version": version, "problem": problem}


def open_port(address: str, port: int) -> PortCheck:
    """Bind a TCP socket on ``address``:``port`` and close it at once: ``ok``, the ``port`` bound, ``problem``."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
            sock.bind((address, port))
            return {"ok": True, "port": sock.getsockname()[1], "problem": ""}
    except OSError as exc:
        from game.net.lan import error_text

        return {"ok": False, "port": port, "problem": error_text(exc)}


def report(port: int = 0, loopback_only: bool = False) -> Report:
    """Everything ``doctor`` tells, as JSON-ready values (``loopback_only``: the port is tried on 127.0.0.1 alone,
    as the tests do: they open no socket beyond it)."""
    from game import version
    from game.net.lan import LOOPBACK, find_lan_address, zeroconf_problem

    address, address_problem = find_lan_address()
    return {
        "version": version(),
        "python": platform.python_version(),
        "platform": platform.platform(),
        "frozen": bool(getattr(sys, "frozen", False)),
        "folders": folders(),
        "lan_address": address,
        "lan_address_problem": address_problem,
        "zeroconf": component("zeroconf", "zeroconf", zeroconf_problem()),
        "invites": component("wormhole", "magic-wormhole"),
        "ports": {where: open_port(where, port)
                  for where in dict.fromkeys([LOOPBACK] if loopback_only else [LOOPBACK, address, ALL_ADDRESSES])},
    }


def _component_line(found: Component, missing: str) -> str:
    if found["available"]:
        return "available" + (f" ({found['version']})" if found["version"] else "")
    return f"{missing}: {found['problem']}"


def lines(found: Report) -> list[str]:
    """The report as readable lines."""
    kind = "the downloaded app, " if found["frozen"] else ""
    out = [
        f"Palace Table {found['version']} ({kind}Python {found['python']}, {found['platform']})",
        f"Data folder (saves):   {found['folders']['data']}",
        f"Settings folder:       {found['folders']['config']}",
        f"Log folder:            {found['folders']['logs']}",
        f"Address on the network: {found['lan_address']}"
        + (f" (friends on other computers cannot reach it: {found['lan_address_problem']})"
           if found["lan_address_problem"] else ""),
        "Finding tables on the network (zeroconf): "
        + _component_line(found["zeroconf"], "not available, join by address instead"),
        "Invites over the Internet (magic-wormhole): "
        + _component_line(found["invites"], "not installed (pip install 'palace-table[internet]')"),
    ]
    for where, result in found["ports"].items():
        label = "every address" if where == ALL_ADDRESSES else where
        out.append(f"A table's port on {label}: "
                   + (f"can be opened (tried port {result['port']})" if result["ok"] else
                      f"cannot be opened: {result['problem']}"))
    return out


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print the report as one JSON object")
    parser.add_argument("--port", type=int, default=0,
                        help="the port to try opening (default 0: any free port, as a hosted table does)")
    parser.add_argument("--loopback-only", action="store_true", help=argparse.SUPPRESS)  # the tests: 127.0.0.1 only


def check(args: argparse.Namespace) -> None:
    from game.tools.cli import UsageError

    if not 0 <= args.port <= 65535:
        raise UsageError(f"--port must be 0 to 65535, not {args.port}")


def run(args: argparse.Namespace) -> int:
    found = report(args.port, args.loopback_only)
    print(json.dumps(found) if args.json else "\n".join(lines(found)))
    return 0


def main(argv: list[str] | None = None) -> int:
    from game.tools.cli import main_of

    return main_of(__name__, "doctor", list(sys.argv[1:] if argv is None else argv))


if __name__ == "__main__":
    sys.exit(main())
