"""``python -m game join --address ws://HOST:PORT --code CODE``: take a seat at a host's table.

Opens the app at that seat's table (the same table scene, fed by :class:`game.net.remote.RemoteMatch`). With
``--by-hand`` it runs headless and plays the seat with posted mouse and keyboard events
(:mod:`scenes.tools.byhand`) to the game's end, then prints a JSON report (``finished``, ``moves_by_hand``,
``failures``, ``seat``, ``errors``, ``settings``: the animation speed and bot pace it ran at); the exit status is 0
only for a finished game with no failure. With ``--keys-only`` as well it plays by posted keys alone
(:mod:`scenes.tools.bykeys`; the report adds ``moves_by_keys`` and ``mouse_events``, which must be 0).

With the table's watch code the app is a spectator's (:class:`game.net.spectator.SpectatorMatch`); ``--watch``
runs it headless to the game's end (:mod:`scenes.tools.watch_app`) and prints its report (``frames``: the tables
it drew)."""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING

from game.tools import cli

if TYPE_CHECKING:
    from game.net.remote import RemoteMatch
    from scenes.core.app import App


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--address", required=True, help="ws://HOST:PORT")
    parser.add_argument("--code", required=True, help="the seat's code the host gave")
    parser.add_argument("--name", default="", help="your name at the table (default: the host's name for the seat)")
    parser.add_argument("--size", default="1280x720", type=cli.window_size_text, metavar="WxH",
                        help="the window's size")
    # the tests' by-hand remote app (scenes.tools.remote_play): accepted, not offered in --help
    parser.add_argument("--by-hand", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--seed", type=int, default=1, help=argparse.SUPPRESS)
    parser.add_argument("--max-seconds", type=float, default=600.0, help=argparse.SUPPRESS)
    parser.add_argument("--png-dir", default=None, help=argparse.SUPPRESS)
    parser.add_argument("--fast", action="store_true", help=argparse.SUPPRESS)  # with --by-hand: animations and pace off
    parser.add_argument("--keys-only", action="store_true", help=argparse.SUPPRESS)  # with --by-hand: keys alone
    parser.add_argument("--watch", action="store_true", help=argparse.SUPPRESS)  # a spectator's app, headless


def check(args: argparse.Namespace) -> None:
    if not args.address.startswith(("ws://", "wss://")):
        raise cli.UsageError(f"--address must be ws://HOST:PORT, not {args.address!r}")
    from websockets.uri import parse_uri

    try:
        parse_uri(args.address)
    except Exception as exc:  # noqa: BLE001 - InvalidURI, or ValueError for a port out of range
        raise cli.UsageError(f"--address {args.address!r}: {exc}") from None


def main(argv: list[str]) -> int:
    return cli.main_of(__name__, "join", argv)


def run(args: argparse.Namespace) -> int:
    from pathlib import Path

    from game.net.spectator import join
    from scenes.core.app import FPS, parse_size
    from scenes.tools.common import headless, pace_settings, scratch_app

    if args.by_hand or args.watch:
        headless()
    try:
        match = join(args.address, args.code, args.name)
    except ConnectionError as exc:
        print(json.dumps({"finished": False, "error": str(exc)}))
        return 1
    fast = {"bot_pace_ms": 0, "animation_speed": 0.0} if args.fast else {}
    app = scratch_app(parse_size(args.size), None, **fast)  # by hand on the virtual clock, at the app's default settings
    from scenes.core import flow
    from scenes.core.clock import VirtualClock
    from scenes.screens.menu import MenuScene

    app.push(MenuScene(app))
    flow.open_table(app, match)
    if args.watch:
        return _watch(app, match, args)
    if not args.by_hand:
        app.run(FPS)
        return 0
    import tempfile

    from scenes.tools.byhand import ByHandPlayer
    from scenes.tools.bykeys import KeysPlayer

    player = (KeysPlayer if args.keys_only else ByHandPlayer)(
        match.game_id, len(match.names), args.seed * 7919 + match.seat,
        png_dir=Path(args.png_dir or Path(tempfile.gettempdir()) / "palace-table-by-hand"),
        max_seconds=args.max_seconds, others_move=True)
    app.on_frame = player
    app.run(FPS, VirtualClock())
    report = {**player.report(), "seat": match.seat, "errors": [e.get("code") for e in match.errors],
              "moves_seen": match.moves_played(), "settings": pace_settings(app)}
    print(json.dumps(report), flush=True)
    import pygame

    pygame.quit()
    return 0 if report["finished"] and not report["failures"] and not report.get("mouse_events") else 1


def _watch(app: App, match: RemoteMatch, args: argparse.Namespace) -> int:
    """A spectator's headless app to the game's end; its report on stdout."""
    from pathlib import Path

    import pygame

    from game.net.spectator import SpectatorMatch
    from scenes.core.app import FPS
    from scenes.core.clock import VirtualClock
    from scenes.tools.common import pace_settings
    from scenes.tools.watch_app import Watcher

    if not isinstance(match, SpectatorMatch):
        print(json.dumps({"finished": False, "error": "that code is a seat's, not the watch code"}))
        return 1
    watcher = Watcher(args.max_seconds, Path(args.png_dir) if args.png_dir else None,
                      f"spectator-{match.game_id}-{args.name or 'anon'}".replace(" ", "-"))
    app.on_frame = watcher
    app.run(FPS, VirtualClock())
    report = {**watcher.report([str(e.get("code")) for e in match.errors]), "moves_seen": match.moves_played(),
              "settings": pace_settings(app)}
    print(json.dumps(report), flush=True)
    pygame.quit()
    return 0 if report["finished"] and not report["failures"] else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
