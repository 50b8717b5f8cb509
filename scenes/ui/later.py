"""What ``scenes/`` loads at its first use rather than at the app's start, in one place: the match and the
tutorial (with the first table), the bot process (after the first frame), play with friends (websockets and
zeroconf, ~150 ms: when first asked; magic-wormhole is the optional extra ``internet``), the card art's modules
(off the frame thread for the menu's pictures), the table layouts' reader and the command line's size check.

Each name is the real object for the type checker and, at run time, a stand-in (:func:`later`) that imports its
module at its first call and looks the name up at each, as an import in the function did: a class here is made
through it, never named in ``isinstance``. A constant is a function. Every other import in ``scenes/`` stands at the top of its module (``tests/test_import_graph.py``).
It sits in ``scenes/ui`` so that every rank that loads something later (the menu's pictures, the app, the table,
the screens) can import it."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.entry import load


def later(path: str) -> Callable[..., Any]:
    """The function or class ``"module:name"``, imported at the first call and looked up at each (what a test
    stands in for it is found)."""

    def call(*args: Any, **kwargs: Any) -> Any:
        return load(path)(*args, **kwargs)

    call.__qualname__ = call.__name__ = path
    return call


if TYPE_CHECKING:
    from pytmx import TiledMap

    from game.bot_process import warm_bot_pool
    from game.match import Match
    from game.net.hosted import open_table as serve_table
    from game.net.invite import WormholeClient
    from game.net.lan import Announcement, Listener, lan_address, problem_text
    from game.net.spectator import join as join_table
    from game.net.tables import recall, remember_match
    from game.tools.cli import window_size
    from game.tutorial import TutorialMatch, load_script
    from scenes.art.cards import CardArt
    from scenes.art.fonts import Fonts
else:
    Match = later("game.match:Match")
    TutorialMatch = later("game.tutorial:TutorialMatch")
    load_script = later("game.tutorial:load_script")
    warm_bot_pool = later("game.bot_process:warm_bot_pool")
    serve_table = later("game.net.hosted:open_table")
    remember_match = later("game.net.tables:remember_match")
    recall = later("game.net.tables:recall")
    Listener = later("game.net.lan:Listener")
    Announcement = later("game.net.lan:Announcement")
    lan_address = later("game.net.lan:lan_address")
    problem_text = later("game.net.lan:problem_text")
    join_table = later("game.net.spectator:join")
    WormholeClient = later("game.net.invite:WormholeClient")
    CardArt = later("scenes.art.cards:CardArt")
    Fonts = later("scenes.art.fonts:Fonts")
    TiledMap = later("pytmx:TiledMap")
    window_size = later("game.tools.cli:window_size")

__all__ = ["Announcement", "CardArt", "Fonts", "Listener", "Match", "TiledMap", "TutorialMatch", "WormholeClient",
           "join_table", "lan_address", "load_script", "problem_text", "public_mailbox", "recall", "remember_match",
           "serve_table", "warm_bot_pool", "window_size", "wire_version"]


def public_mailbox() -> str:
    """The public magic-wormhole mailbox (invite codes: the optional extra ``internet``)."""
    from game.net.invite import PUBLIC_MAILBOX

    return PUBLIC_MAILBOX


def wire_version() -> int:
    """The version of play with friends' messages (a table's announcement on the network says it)."""
    from game.net.wire import VERSION

    return VERSION
