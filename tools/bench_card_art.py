"""What the card-art worker renders ahead, and what the frames then draw themselves: whole games in the real app
loop, headless, on the virtual clock, at the app's default settings (animations, staging, pace) — hot seat (every
seat a person, :mod:`scenes.tools.byhand`) and against bots (:mod:`scenes.tools.autoplay`'s driver).

Per run: the faces the worker rendered (``ahead``) and how many of them a frame ever drew (``ahead_shown``), the
worker's CPU seconds on faces and on turns, the faces a frame rendered itself (``frame_renders``) and the frames
that did (``frames_rendering``), the frames that waited for the worker (``waits``, the longest ``wait_ms_max``).

    PYTHONPATH=. SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy python tools/bench_card_art.py [--games palace,...]
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


class Counts:
    """The counters of one run (patched into :class:`scenes.art.cards.CardArt`)."""

    def __init__(self) -> None:
        self.ahead: set[tuple] = set()
        self.ahead_shown: set[tuple] = set()
        self.turned: set[tuple] = set()
        self.turned_shown: set[tuple] = set()
        self.worker_face_s = self.worker_turn_s = 0.0
        self.frame_renders = 0
        self.frames_rendering = 0
        self.waits = 0
        self.wait_ms_max = 0.0
        self.frames = 0
        self._rendered_this_frame = False

    def frame_done(self) -> None:
        self.frames += 1
        self.frames_rendering += self._rendered_this_frame
        self._rendered_this_frame = False

    def report(self) -> dict:
        return {"turned": len(self.turned), "turned_shown": len(self.turned & self.turned_shown),
                "ahead": len(self.ahead), "ahead_shown": len(self.ahead_shown & self.ahead),
                "worker_face_s": round(self.worker_face_s, 2), "worker_turn_s": round(self.worker_turn_s, 2),
                "frame_renders": self.frame_renders, "frames_rendering": self.frames_rendering,
                "sizes": {f"{w}x{h}": [sum(1 for k in self.ahead if k[2:4] == (w, h)),
                                       sum(1 for k in self.ahead & self.ahead_shown if k[2:4] == (w, h)),
                                       sum(1 for k in self.ahead_shown - self.ahead if k[2:4] == (w, h))]
                          for w, h in sorted({k[2:4] for k in self.ahead | self.ahead_shown})},
                "waits": self.waits, "wait_ms_max": round(self.wait_ms_max, 1), "frames": self.frames}


CURRENT = [Counts()]
"""The run being counted."""


def patch() -> None:
    from scenes.art import cards

    art = cards.CardArt
    make, render, wait_for, surface = art._make, art.render, art._wait_for, art.surface
    main = threading.main_thread()

    def counted_make(self, key, source, fonts):  # noqa: ANN001, ANN202
        counts = CURRENT[0]
        start = time.thread_time()
        try:
            return make(self, key, source, fonts)
        finally:
            spent = time.thread_time() - start
            if key[0] in ("turned", "mark"):
                counts.worker_turn_s += spent
                counts.turned.add(key)
            else:
                counts.worker_face_s += spent
                counts.ahead.add(key)

    def counted_render(self, spec, w, h, game, fonts):  # noqa: ANN001, ANN202
        counts = CURRENT[0]
        if threading.current_thread() is main:
            counts.frame_renders += 1
            counts._rendered_this_frame = True
        return render(self, spec, w, h, game, fonts)

    def counted_wait(self, key):  # noqa: ANN001, ANN202
        counts = CURRENT[0]
        pending = key in self._pending
        start = time.perf_counter()
        got = wait_for(self, key)
        if pending:
            counts.waits += 1
            counts.wait_ms_max = max(counts.wait_ms_max, (time.perf_counter() - start) * 1000)
        return got

    def counted_surface(self, spec, w, h, game=None, ahead=True, whole_title=False):  # noqa: ANN001, ANN202
        counts = CURRENT[0]
        from game.i18n import current_language

        counts.ahead_shown.add((game, spec, w, h, current_language()))
        return surface(self, spec, w, h, game, ahead, whole_title)

    turned, turned_mark = art.turned, art.turned_mark

    def counted_turned(self, spec, w, h, game, angle):  # noqa: ANN001, ANN202
        from game.i18n import current_language

        got = turned(self, spec, w, h, game, angle)
        if got is not None:
            CURRENT[0].turned_shown.add(("turned", game, spec, w, h, current_language(), angle))
        return got

    def counted_turned_mark(self, mark, angle):  # noqa: ANN001, ANN202
        got = turned_mark(self, mark, angle)
        if got is not None:
            CURRENT[0].turned_shown.add(("mark", mark, angle))
        return got

    art._make, art.render, art._wait_for, art.surface = counted_make, counted_render, counted_wait, counted_surface
    art.turned, art.turned_mark = counted_turned, counted_turned_mark


def _play(size: tuple[int, int], seed: int, counts: Counts, drive: Callable[[object], None]) -> None:
    """One game from the menu at the app's default settings on the virtual clock, ``drive`` called every frame."""
    from scenes.core.app import FPS
    from scenes.core.clock import VirtualClock
    from scenes.screens.menu import MenuScene
    from scenes.tools.common import scratch_app

    app = scratch_app(size)  # the default settings
    app.fixed_seed = seed

    def frame(app) -> None:  # noqa: ANN001
        counts.frame_done()
        drive(app)

    app.on_frame = frame
    app.push(MenuScene(app))
    app.run(FPS, VirtualClock())


def hot_seat(game_id: str, players: int, seed: int, size: tuple[int, int], counts: Counts) -> bool:
    from scenes.tools.byhand import ByHandPlayer

    with tempfile.TemporaryDirectory(prefix="palace-table-bench-card-art-") as folder:
        player = ByHandPlayer(game_id, players, seed, {}, Path(folder), max_seconds=300)
        _play(size, seed, counts, player)
        return bool(player.report()["finished"])


def bots(game_id: str, players: int, seed: int, size: tuple[int, int], counts: Counts) -> bool:
    from scenes.tools.autoplay import Driver

    driver = Driver(game_id, players, "normal", time.perf_counter() + 300)
    _play(size, seed, counts, driver)
    return driver.finished


def main(argv: list[str]) -> int:
    from game import catalog
    from scenes.tools.common import headless

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", default=",".join(catalog.game_ids()))
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--kind", choices=("hot-seat", "bots", "both"), default="both")
    args = parser.parse_args(argv)
    headless()
    patch()
    size = tuple(int(v) for v in args.size.split("x"))
    kinds = {"hot-seat": [hot_seat], "bots": [bots], "both": [hot_seat, bots]}[args.kind]
    for game_id in args.games.split(","):
        entry = catalog.get_game(game_id)
        for kind in kinds:
            counts = CURRENT[0] = Counts()
            finished = kind(game_id, entry.min_players, 1, size, counts)  # type: ignore[arg-type]
            print(json.dumps({"game": game_id, "kind": kind.__name__, "finished": finished, **counts.report()}),
                  flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
