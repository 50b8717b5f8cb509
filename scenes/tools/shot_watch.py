"""The shot tool's scenes of spectators (``python -m game shot --scene host-wait|spectator|host-table``): a friends'
table hosted on 127.0.0.1 with every other seat remote and watching allowed, after the K moves, seen on the host's
waiting screen (a spectator already watching), by a spectator who joined with the watch code, or at the host's
table with two spectators (the eye)."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.session import Session
    from scenes.core.app import App
    from scenes.core.scene import Scene

SCENES = ("host-wait", "spectator", "host-table")
_opened: list[Any] = []  # the host's match and the spectators' matches of the last scene built


def close_all() -> None:
    """Close what :func:`build` opened (the host's table, the spectators' connections)."""
    while _opened:
        _opened.pop().close()


def build(app: App, name: str, session: Session) -> Scene:
    from game.net.hosted import open_table
    from game.net.spectator import join
    from scenes.screens.friends import HostWaitScene
    from scenes.table.table import TableScene

    kinds = ["local"] + ["remote"] * (len(session.seats) - 1)
    match = open_table(session, kinds, app.store)
    _opened.append(match)
    match.allow_watching(True)
    address = f"ws://127.0.0.1:{match.host.port}"
    watchers: list[Any] = [join(address, match.watch_code or "", f"Watcher {i + 1}")
                           for i in range(2 if name == "host-table" else 1)]
    _opened.extend(watchers)
    deadline = time.monotonic() + 5
    while match.watching < len(watchers) and time.monotonic() < deadline:
        time.sleep(0.01)
    if name == "spectator":
        return TableScene(app, watchers[0])
    if name == "host-table":
        return TableScene(app, match)
    return HostWaitScene(app, match)
