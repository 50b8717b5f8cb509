"""``python -m game autoplay``: the real GUI loop, headless, bots in every seat, driven by posted input
events (menu → setup → table → scoring) to the end of the game; prints frame-time percentiles as JSON.

With ``--by-hand`` every seat is a person instead (hot seat), each move made with posted mouse and keyboard
events on what is on screen (:mod:`scenes.tools.byhand`); the JSON gives ``moves_by_hand``, ``kinds_by_hand``,
``failures`` and ``finished`` (with ``--undo`` moves are taken back now and then: ``undos``), and the exit status is 0 only for a finished game with no failure.
With ``--remote K`` the last K seats are played by hand on remote apps, each a process of its own, connected to this
host over 127.0.0.1 (:mod:`scenes.tools.remote_play`)."""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

START = time.perf_counter()

from game.engine import BOT_LEVELS  # noqa: E402  (START is taken before the imports)
from game.i18n import LANGUAGES  # noqa: E402
from game.tools import cli  # noqa: E402

if TYPE_CHECKING:
    from scenes.core.app import App
    from scenes.screens.setup import SetupScene
    from scenes.ui.widgets import Widget

CLICK_GAP_FRAMES = 2


def percentiles(values: list[float]) -> dict[str, float]:
    if not values:
        return {"p50": 0.0, "p95": 0.0, "p99": 0.0, "max": 0.0, "frames": 0}
    ordered = sorted(values)

    def pick(q: float) -> float:
        return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))], 3)

    return {"p50": pick(0.50), "p95": pick(0.95), "p99": pick(0.99), "max": round(ordered[-1], 3),
            "frames": len(ordered)}


class Driver:
    """Called after every frame: clicks through the menus like a player, watches the table."""

    def __init__(self, game_id: str, players: int, level: str, deadline: float) -> None:
        self.game_id, self.players, self.level, self.deadline = game_id, players, level, deadline
        self.wait = 0
        self.first_menu_ms: float | None = None
        self.first_menu_epoch: float | None = None  # wall clock, so a launcher can time from its spawn
        self.first_menu_cpu_ms: float | None = None  # CPU time of the process from its start (load-independent)
        self.first_menu_draw: tuple[float, float] | None = None  # the first menu frame's own wall and CPU time (ms)
        self.table_frames: list[float] = []
        self.table_cpu: list[float] = []  # the table frames' CPU time on the frame thread (ms): load-independent
        self.table_since: list[float] = []  # each table frame's time since its table (scene) opened (s)
        self.table_opened: tuple[object, float] | None = None  # the table scene shown last and when it opened
        self.table_firsts: list[float] = []  # each table's first frame (ms)
        self.all_frames: list[float] = []
        self.keep_frames = True
        """Keep every frame's work time for the report (the app keeps only the last ones)."""
        self.rounds = 0
        self.finished = False
        self.timed_out = False

    def table_report(self) -> dict:
        """The table frames' CPU time (frame thread) percentiles, each table's first frame, and the frames after a
        table's first second: their slowest (wall and CPU) and how many took over 33 ms (a hitch at 30 fps)."""
        later = [i for i, since in enumerate(self.table_since) if since >= 1.0]
        return {
            "first_menu_frame_own_ms": None if self.first_menu_draw is None else {
                "wall": round(self.first_menu_draw[0], 1), "cpu": round(self.first_menu_draw[1], 1)},
            "table_frame_cpu_ms": percentiles(self.table_cpu),
            "first_table_frame_ms": [round(ms, 1) for ms in self.table_firsts],
            "table_after_first_s": {
                "max_ms": round(max((self.table_frames[i] for i in later), default=0.0), 1),
                "max_cpu_ms": round(max((self.table_cpu[i] for i in later), default=0.0), 1),
                "over_33ms": sum(self.table_frames[i] > 33 for i in later),
                "over_33ms_cpu": sum(self.table_cpu[i] > 33 for i in later),
            },
        }

    def click(self, widget: Widget, app: App, button: int = 1) -> None:
        self.click_at(widget.screen_rect(app).center, app, button)

    def click_at(self, pos: tuple[int, int], app: App, button: int = 1) -> None:
        import pygame

        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
        self.wait = CLICK_GAP_FRAMES

    def __call__(self, app: App) -> None:
        from scenes.screens.menu import MenuScene

        top = app.top
        if self.first_menu_ms is None and isinstance(top, MenuScene):  # before importing the other screens
            self.first_menu_ms = (time.perf_counter() - START) * 1000
            self.first_menu_epoch = time.time()
            self.first_menu_cpu_ms = time.process_time() * 1000
            self.first_menu_draw = (app.frame_ms[-1], app.frame_cpu_ms[-1])
        from scenes.screens.scoring import ScoringScene
        from scenes.screens.setup import SetupScene
        from scenes.table.table import TableScene

        if self.keep_frames:
            self.all_frames.append(app.frame_ms[-1])
            if isinstance(top, TableScene):
                now = time.perf_counter()
                if self.table_opened is None or self.table_opened[0] is not top:  # a new table (a new match)
                    self.table_opened = (top, now)
                    self.table_firsts.append(app.frame_ms[-1])
                self.table_frames.append(app.frame_ms[-1])
                self.table_cpu.append(app.frame_cpu_ms[-1])
                self.table_since.append(now - self.table_opened[1])
        if time.perf_counter() > self.deadline:
            self.timed_out, app.running = True, False
            return
        if self.wait:
            self.wait -= 1
            return
        if isinstance(top, TableScene) and any(s.via is not None and s.pos == s.via for s in top.sprites.values()):
            self.click_at(app.viewport.point(16, 880), app)  # a bot's move rests on the stage: seen, click on
        elif isinstance(top, MenuScene):
            self.click(top.button("New game"), app)
        elif isinstance(top, SetupScene):
            self.setup(top, app)
        elif isinstance(top, ScoringScene):
            self.rounds += 1
            if top.final:
                self.finished, app.running = True, False
            else:
                self.click(top.button("Next round"), app)

    def setup(self, scene: SetupScene, app: App) -> None:
        from scenes.ui.widgets import Cycler, Stepper

        game_cycler, players = scene.widgets[0], scene.widgets[1]
        assert isinstance(game_cycler, Cycler) and isinstance(players, Stepper)
        if scene.game_id != self.game_id:
            self.click(game_cycler, app)
        elif scene.players != self.players:
            self.click(players.plus if scene.players < self.players else players.minus, app)
        elif any(kind != self.level for kind in scene.kinds[: scene.players]):
            seat = next(s for s, kind in enumerate(scene.kinds[: scene.players]) if kind != self.level)
            kind_cycler = [w for w in scene.widgets if isinstance(w, Cycler)][1 + seat]
            self.click(kind_cycler, app)
        else:
            self.click(scene.button("Start"), app)


class Repeating(Driver):
    """The driver of many matches in one process (``tools/memory_curve.py``, the memory tests): at each final
    scoring screen it calls ``after_match(app, played)``, then starts the next match from the main menu (``via``
    "menu", the next seed) or with Play again ("again"), until ``matches`` are played. It keeps no record per
    frame."""

    def __init__(self, game_id: str, players: int, level: str, deadline: float, matches: int, via: str = "menu",
                 after_match: Callable[[App, int], None] | None = None) -> None:
        super().__init__(game_id, players, level, deadline)
        self.matches, self.via, self.after_match = matches, via, after_match
        self.keep_frames = False
        self.played = 0

    def __call__(self, app: App) -> None:
        from scenes.screens.scoring import ScoringScene

        top = app.top
        if self.wait or not isinstance(top, ScoringScene) or not top.final:
            super().__call__(app)
            return
        self.played += 1
        if self.after_match is not None:
            self.after_match(app, self.played)
        if self.played >= self.matches:
            self.finished, app.running = True, False
            return
        if app.fixed_seed is not None:  # a new deal each match from the menu (Play again derives its own)
            app.fixed_seed += 1
        self.click(top.button("Play again" if self.via == "again" else "Back to menu"), app)


def parse_options(pairs: list[str]) -> dict:
    """``["deck=premium", "jokers=true"]`` -> ``{"deck": "premium", "jokers": True}``."""
    options = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise ValueError(f"--option needs KEY=VALUE, not {pair!r}")
        try:
            options[key] = json.loads(value)
        except json.JSONDecodeError:
            options[key] = value
    return options


def by_hand(args: argparse.Namespace, options: dict) -> int:
    from pathlib import Path

    if args.remote:
        return by_hand_remote(args)

    from scenes.core.app import parse_size
    from scenes.tools import byhand, bykeys

    run = bykeys.run if args.keys_only else byhand.run
    report = run(args.game, args.players or 0, args.seed, parse_size(args.size), options,
                 png_dir=Path(args.png_dir) if args.png_dir else None, max_seconds=args.max_seconds,
                 realtime=args.realtime, undo=args.undo, tutorial=args.tutorial, replay=args.replay,
                 speech_log=Path(args.speech_log) if args.speech_log else None, language=args.language)
    print(json.dumps(report))
    import pygame

    pygame.quit()
    replayed = not args.replay or (report["replay_steps"] > 0 and report["replay_mismatches"] == 0)
    keys_only = not report.get("mouse_events")  # (--keys-only: no mouse event was posted)
    return 0 if report["finished"] and not report["failures"] and replayed and keys_only else 1


def by_hand_remote(args: argparse.Namespace) -> int:
    """``--by-hand --remote K``: a host and K remote apps, each a process (:mod:`scenes.tools.remote_play`)."""
    from pathlib import Path

    from scenes.core.app import parse_size
    from scenes.tools.remote_play import run

    report = run(args.game, args.players, args.seed, args.remote, parse_size(args.size), args.rejoin,
                 args.max_seconds, Path(args.png_dir) if args.png_dir else None, hostile=args.hostile,
                 fast=args.fast, spectators=args.spectators, keys_only=args.keys_only)
    print(json.dumps(report))
    import pygame

    pygame.quit()
    keys_only = not report.get("mouse_events")  # (--keys-only: no mouse event was posted on any screen)
    return 0 if report["finished"] and not report["failures"] and not report["leaks"] and keys_only else 1


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--game", required=True, type=cli.game_id)
    parser.add_argument("--players", type=int, default=None, help="required but with --tutorial")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--size", default="1600x900", type=cli.window_size_text, metavar="WxH")
    parser.add_argument("--level", default="normal", choices=BOT_LEVELS, help="bot level of every seat")
    parser.add_argument("--pace-ms", type=int, default=20, help="bot pace (default 20 ms)")
    parser.add_argument("--fps", type=int, default=60, help="frame cap; 0 runs uncapped")
    parser.add_argument("--virtual-clock", action="store_true",
                        help="every frame advances a fixed virtual time and bots are waited for, no real-time waits "
                             "(the tests: a game in seconds; --fps is not used, frame times are still measured)")
    parser.add_argument("--max-seconds", type=float, default=600.0)
    parser.add_argument("--by-hand", action="store_true",
                        help="every seat a person, every move made with mouse and keyboard events")
    parser.add_argument("--realtime", action="store_true",
                        help="with --by-hand: seat 0 a person, the others Normal bots, the app's default settings and "
                             "real clock; the JSON adds waits_ms and stage_ms")
    parser.add_argument("--undo", action="store_true",
                        help="with --by-hand: take moves back now and then (the Undo button or Ctrl+Z)")
    parser.add_argument("--tutorial", action="store_true",
                        help="with --by-hand: Learn to play the game from the menu, each coach's step by hand")
    parser.add_argument("--replay", action="store_true",
                        help="with --by-hand: after the game, open its replay from the final screen and walk it by "
                             "posted events (forward to the end, back to the start, by round, by log clicks), "
                             "comparing the table shown with the match's at each move; the JSON adds replay_steps, "
                             "replay_mismatches and replay_back_ms_p95 (exit 0 only with no mismatch)")
    parser.add_argument("--keys-only", action="store_true",
                        help="with --by-hand: every move, menu, setup and prompt by posted key events alone (no mouse "
                             "event); the JSON adds moves_by_keys and mouse_events (with --remote: on every screen, "
                             "the host's and each remote app's)")
    parser.add_argument("--remote", type=int, default=0, metavar="K",
                        help="with --by-hand: the last K seats are played on K remote apps (processes) on 127.0.0.1; "
                             "the JSON adds remote_moves, leaks, rejoins and clients")
    parser.add_argument("--rejoin", action="store_true",
                        help="with --remote: kill the first remote app mid-game and start it again with its code")
    parser.add_argument("--fast", action="store_true",
                        help="with --remote: the host's and the remote apps' animations and bot pace off (by default "
                             "they run at the app's default settings, on the virtual clock)")
    parser.add_argument("--spectators", type=int, default=0, metavar="M",
                        help="with --remote: the host allows watching and M spectator apps (processes, at most 8) "
                             "join mid-game by the watch code; the JSON adds spectators, spectator_frames (the tables "
                             "they drew) and spectator_leaks (must be 0)")
    parser.add_argument("--hostile", action="store_true",
                        help="with --remote: the last remote seat is a hostile app (random bytes, out-of-turn and "
                             "illegal moves, a forged seat, a 10 MB message) that also plays legal moves")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help="a game option for setup (VALUE as JSON: true, 2, \"premium\"; bare words as text)")
    parser.add_argument("--speech-log", default=None, type=cli.writable_file, metavar="FILE",
                        help="with --by-hand: \"Speak the game\" on, its voice this file (one announcement a line); "
                             "the JSON adds announcements and silent_moves (moves with no announcement)")
    parser.add_argument("--language", default="en", choices=sorted(LANGUAGES),
                        help="with --by-hand: the app's language (default en)")
    parser.add_argument("--png-dir", default=None, help="where --by-hand writes a PNG of each failure")
    parser.add_argument("--data-dir", help="the app's data folder (saves, settings); default: a new temporary one")


def check(args: argparse.Namespace) -> None:
    """Everything argparse cannot see alone, before anything starts (a wrong player count was a 600 s timeout)."""
    try:
        options = parse_options(args.option)
    except ValueError as exc:
        raise cli.UsageError(str(exc)) from None
    if args.players is None:
        if not (args.by_hand and args.tutorial):
            raise cli.UsageError("--players is required (but with --by-hand --tutorial)")
        return
    cli.check_players(args.game, args.players)
    cli.check_options(args.game, args.players, options)
    if args.keys_only and not args.by_hand:
        raise cli.UsageError("--keys-only is played --by-hand")
    if args.remote and not args.by_hand:
        raise cli.UsageError("--remote is played --by-hand")
    if args.speech_log and (not args.by_hand or args.remote):
        raise cli.UsageError("--speech-log is for --by-hand at one screen (not with --remote)")
    if args.replay and (not args.by_hand or args.remote or args.tutorial):
        raise cli.UsageError("--replay is played --by-hand at one screen (not with --remote or --tutorial)")
    if args.spectators and not args.remote:
        raise cli.UsageError("--spectators watch a game played --by-hand with --remote")
    if not 0 <= args.spectators <= 8:
        raise cli.UsageError("--spectators must be 0 to 8: a host holds no more")
    if not 0 <= args.remote < args.players:
        raise cli.UsageError(f"--remote must be 1 to {args.players - 1}: the host's screen keeps a seat of its own")


def main(argv: list[str]) -> int:
    return cli.main_of(__name__, "autoplay", argv)


def run(args: argparse.Namespace) -> int:
    options = parse_options(args.option)
    if args.by_hand:
        return by_hand(args, options)
    from scenes.core.app import parse_size
    from scenes.core.clock import VirtualClock
    from scenes.tools.common import headless, scratch_app

    headless()
    import pygame

    from scenes.screens.menu import MenuScene

    app = scratch_app(parse_size(args.size), args.data_dir, bot_pace_ms=args.pace_ms, animation_speed=0.5)
    app.fixed_seed = args.seed
    driver = Driver(args.game, args.players, args.level, time.perf_counter() + args.max_seconds)
    app.on_frame = driver
    app.push(MenuScene(app))
    app.run(args.fps, VirtualClock() if args.virtual_clock else None)
    report = {
        "game": args.game, "players": args.players, "level": args.level, "seed": args.seed, "finished": driver.finished,
        "rounds": driver.rounds, "first_menu_frame_ms": round(driver.first_menu_ms or -1, 1),
        "first_menu_frame_epoch": driver.first_menu_epoch,
        "first_menu_frame_cpu_ms": round(driver.first_menu_cpu_ms or -1, 1),
        "table_frame_ms": percentiles(driver.table_frames), "all_frame_ms": percentiles(driver.all_frames),
        **driver.table_report(),
    }
    print(json.dumps(report))
    pygame.quit()
    if not driver.finished:
        print("autoplay: the game did not reach its end" + (" (timed out)" if driver.timed_out else ""),
              file=sys.stderr)
        return 1
    return 0
