"""PNGs of the Play with friends screens, headless, to look at: the choice, the host's setup, the host's waiting
screen (one friend connected with their own name, one not), the Join screen, a remote seat's table (a real host
on 127.0.0.1), and the host's table once that friend dropped (their plate: away, the minutes left to rejoin).

    python tools/net_shots.py --out-dir DIR [--size 1280x720] [--languages en,de,zh-Hant] [--game ID]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out-dir", required=True)
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--languages", default="en,de,zh-Hant")
    parser.add_argument("--game", default="love-letter")
    args = parser.parse_args()
    from scenes.tools.common import headless

    headless()
    from game import catalog
    from game.i18n import set_language
    from game.net.hosted import open_table
    from game.net.remote import join
    from game.saves import SaveStore
    from game.session import SeatConfig, Session
    from scenes.core.app import parse_size
    from scenes.screens.friends import FriendsScene, HostWaitScene, JoinScene
    from scenes.screens.setup import SetupScene
    from scenes.table.table import TableScene
    from scenes.tools.common import scratch_app

    out = Path(args.out_dir)
    out.mkdir(parents=True, exist_ok=True)
    app = scratch_app(parse_size(args.size))
    for language in args.languages.split(","):
        set_language(language)
        seats = [SeatConfig(n, "human") for n in ("Ana", "Ben", "Cleo")]
        session = Session(catalog.get_game(args.game), seats, 4)
        match = open_table(session, ["local", "remote", "remote"], SaveStore(Path(tempfile.mkdtemp())))
        remote = join(f"ws://127.0.0.1:{match.host.port}", match.host.seats[1].code, "Bea")
        try:
            setup = SetupScene(app, host=True)
            setup.set_game(args.game)
            setup.set_players(3)
            scenes = {"friends": FriendsScene(app), "host": setup, "waiting": HostWaitScene(app, match),
                      "join": JoinScene(app, "192.168.1.20:45678", "k7m3p-9qaxe", "Bea")}
            for _ in range(3):  # the host's local seat moves, so that the remote table shows a game under way
                match.apply(match.session.bot_action()) if match.current_seat() == 0 else None
            time.sleep(0.3)
            table = TableScene(app, remote)
            for _ in range(20):
                table.update(100.0)
                remote.wait_for_bot(0.05)
            scenes["remote-table"] = table
            for name, scene in scenes.items():
                shoot(app, scene, out / f"net-{name}-{language}-{args.size}.png")
            remote.close()  # Bea drops: the host's table shows her plate away
            for _ in range(100):
                if not match.host.connected(1):
                    break
                time.sleep(0.02)
            shoot(app, TableScene(app, match), out / f"net-host-table-away-{language}-{args.size}.png")
        finally:
            remote.close()
            match.close()
    return 0


def shoot(app, scene, path: Path) -> None:  # noqa: ANN001 - an App and a Scene
    import pygame

    app.stack = [scene]
    scene.on_enter()
    scene.update(10.0)
    app.draw()
    pygame.image.save(app.screen, str(path))
    print(path)


if __name__ == "__main__":
    sys.exit(main())
