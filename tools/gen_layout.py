"""Regenerate the Tiled table layouts (``<n>p.tmx``) of the games: each game's own generator (its catalog entry's
``layout_generator``, ``game/games/<pkg>/gen_layout.py``) writes them into the game's layouts folder
(``game/games/<pkg>/data/layouts/``).

    python tools/gen_layout.py                 # every game
    python tools/gen_layout.py palace ...      # the games named (by id)

Commit the generator and the ``.tmx`` files together."""

from __future__ import annotations

import argparse
import importlib
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game import catalog  # noqa: E402
from game.data import package_folder  # noqa: E402


def generate(game_id: str) -> Path:
    """Run the generator of ``game_id`` into its layouts folder; return the folder."""
    entry = catalog.get_entry(game_id)
    if not entry.layout_generator:
        raise SystemExit(f"{game_id} names no layout generator (its entry's layout_generator)")
    out = Path(str(package_folder(entry.layouts)))
    importlib.import_module(entry.layout_generator).main(out)
    return out


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", metavar="GAME",
                        help=f"a game id ({', '.join(catalog.game_ids())}); default: every game")
    args = parser.parse_args(argv)
    unknown = [gid for gid in args.games if gid not in catalog.game_ids()]
    if unknown:
        parser.error(f"unknown game {', '.join(unknown)}; known: {', '.join(catalog.game_ids())}")
    for game_id in args.games or catalog.game_ids():
        out = generate(game_id)
        print(f"{game_id}: {out.relative_to(ROOT).as_posix() if out.is_relative_to(ROOT) else out}")


if __name__ == "__main__":
    main()
