"""A contact sheet of card faces: every face of the chosen games at the chosen sizes, side by side, and how long
each face's first render took (the portrait cost; the SVG is rasterised anew for every face).

    .venv/bin/python tools/face_sheet.py --game love-letter --game palastgefluester --size 140x196 --size 60x84 \\
        [--language en] [--out /tmp/faces.png]

Prints the mean, median and slowest render per face and size in ms (a face is never cached by ``CardArt.face``,
so each render is a first render; ``--repeat N`` keeps the fastest of N).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", help="a game id (repeatable; default: every game)")
    parser.add_argument("--size", action="append", help="a face size WxH (repeatable; default 140x196)")
    parser.add_argument("--language", default="en")
    parser.add_argument("--columns", type=int, default=9)
    parser.add_argument("--out", default="/tmp/faces.png")
    parser.add_argument("--repeat", type=int, default=1, help="time each face this often, keep the fastest")
    args = parser.parse_args(argv)

    from scenes.tools.common import headless

    headless()
    import pygame

    from game import catalog, i18n
    from scenes.core.app import parse_size
    from scenes.tools.common import scratch_app

    app = scratch_app((1280, 720))
    i18n.set_language(args.language)
    games = args.game or catalog.game_ids()
    sizes = [parse_size(s) for s in (args.size or ["140x196"])]
    faces = [(g, spec) for g in games for spec in catalog.get_game(g).cards().values()]
    app.cards.face(faces[0][1], *sizes[0], faces[0][0])  # warm-up: fonts, emblem files
    gap = 6
    rows = []
    for w, h in sizes:
        times, surfs = [], []
        for game_id, spec in faces:
            best = float("inf")
            for _ in range(max(1, args.repeat)):  # the fastest of a few: the machine's other load left out
                t0 = time.perf_counter()
                surf, _ = app.cards.face(spec, w, h, game_id)
                best = min(best, (time.perf_counter() - t0) * 1000)
            times.append(best)
            surfs.append(surf)
        print(f"{w}x{h}: {len(faces)} faces, first render mean {statistics.mean(times):.1f} ms, "
              f"median {statistics.median(times):.1f} ms, slowest {max(times):.1f} ms")
        rows.append((w, h, surfs))
    width = max(args.columns * (w + gap) + gap for w, _, _ in rows)
    height = sum(((len(s) + args.columns - 1) // args.columns) * (h + gap) + gap for _, h, s in rows)
    sheet = pygame.Surface((width, height))
    sheet.fill(app.palette.felt)
    y = gap
    for w, h, surfs in rows:
        for i, surf in enumerate(surfs):
            sheet.blit(surf, (gap + (i % args.columns) * (w + gap), y + (i // args.columns) * (h + gap)))
        y += ((len(surfs) + args.columns - 1) // args.columns) * (h + gap) + gap
    pygame.image.save(sheet, args.out)
    print(f"wrote {args.out} ({width}x{height})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
