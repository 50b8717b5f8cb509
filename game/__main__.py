"""``python -m game`` — the app, and the project's scripted tools.

    python -m game                       launch the app
    python -m game simulate --game ID --seats LEVEL,... --games N --seed S [--json]
    python -m game shot --game ID --players N --seed S --moves K --scene SCENE --out FILE.png [--size WxH]
    python -m game autoplay --game ID --players N --seed S [--data-dir DIR] [--by-hand [--remote K [--rejoin]]]
    python -m game join --address ws://HOST:PORT --code CODE      take a seat at a friend's table
"""

from __future__ import annotations

import importlib
import multiprocessing
import sys

COMMANDS = {
    "simulate": "game.tools.simulate",
    "shot": "scenes.tools.shot",
    "autoplay": "scenes.tools.autoplay",
    "join": "scenes.tools.remote_client",
    "hostile": "scenes.tools.hostile",
    "install-desktop": "game.tools.desktop",  # the menu entry and icons for a pip/pipx install
}


def main(argv: list[str] | None = None) -> int:
    multiprocessing.freeze_support()  # in the frozen app, a spawned bot process runs its task here, not the app
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] in ("-h", "--help"):
        print(__doc__)
        return 0
    if argv and argv[0] in COMMANDS:
        return int(importlib.import_module(COMMANDS[argv[0]]).main(argv[1:]) or 0)
    from scenes.core.app import main as app_main

    return int(app_main(argv) or 0)


if __name__ == "__main__":
    sys.exit(main())
