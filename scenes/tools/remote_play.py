"""``python -m game autoplay --by-hand --remote K``: a host and K remote apps as separate processes on 127.0.0.1.

The host's app (this process, headless) serves the match; the first N-K seats are people at its screen, played
by hand there (:mod:`scenes.tools.byhand`), the last K are remote: each is played by hand on its own headless app
(``python -m game join --by-hand``, a process of its own). Every text the host sends is checked by the leak
check (:mod:`game.net.leaks`). With ``rejoin`` the first remote app is killed after two of its moves and started
again with the same code, to take its seat back; with ``hostile`` the last remote seat is played by
:mod:`scenes.tools.hostile`. Each remote app joins with a name of its own ("Friend 1", ...; the hostile one's is
hostile), which replaces the host's for its seat. The JSON report: ``finished``, ``remote_moves``, ``leaks``,
``rejoins``, ``wrong_codes`` (key exchanges that no proof of a code followed), ``names`` (the seats' names at the
end), ``peak_links`` (the most connections the host held at once), ``settings`` (the host's animation speed and
bot pace: the app's defaults unless ``fast``), ``clients`` (each remote app's report) and ``failures``. With
``keys_only`` every person, at the host's screen and on each remote app, plays by posted keys alone
(:mod:`scenes.tools.bykeys`); the report adds ``mouse_events`` (all of them together: must be 0).

With ``spectators`` M the host allows watching and, once the game is under way (:data:`WATCH_FROM_MOVE`), M
spectator apps join by the watch code (``python -m game join --watch``, processes of their own: :mod:`scenes.tools.
watch_app`); the report adds ``spectators``, ``spectator_frames`` (the tables they drew, all together),
``spectator_leaks`` (what the leak check found in the texts sent to them: must be 0) and ``watchers`` (their
reports).
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.net.hosted import HostedMatch

WATCH_FROM_MOVE = 3
"""With spectators: they are started once the host's game has made this many moves (they join mid-game)."""
KILL_AFTER_REMOTE_MOVES = 2
"""With ``rejoin``: the first remote app is killed once it made this many moves."""
CLIENT_EXIT_S = 60.0
FAST: dict[str, float] = {"bot_pace_ms": 0, "animation_speed": 0.0}
"""With ``fast``: the settings of the host's and the remote apps (by default the app's own, on the virtual clock)."""
END_GRACE_S = 30.0
"""At the game's end the host's person stays on the final scores until the remote apps have seen the end and
closed (this long at most), as friends would: leaving at once closed the table under an app that had just lost its
connection (cut off for its junk) and was joining again to be told the game is over (connection refused)."""
GRACE_POLL_S = 0.05
"""Meanwhile each frame of the host's loop (uncapped on the virtual clock) waits this long for the remote apps to
end: at 10 ms it spun at up to 100 frames a second there, about 0.08 CPU-s more of each run (the apps' exits are
seen 50 ms later at most)."""


@dataclass
class Clients:
    """The remote apps' processes (killed in :meth:`stop`, whatever happened)."""

    args: dict[int, list[str]]
    procs: dict[int, subprocess.Popen] = field(default_factory=dict)
    reports: dict[int, dict] = field(default_factory=dict)
    killed: list[int] = field(default_factory=list)

    def start(self, seat: int) -> None:
        self.procs[seat] = subprocess.Popen(self.args[seat], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                            text=True)

    def kill(self, seat: int) -> None:
        proc = self.procs[seat]
        proc.kill()
        proc.wait(10)
        self.killed.append(seat)

    def running(self) -> bool:
        """A remote app is still running."""
        return any(proc.poll() is None for proc in self.procs.values())

    def crashed(self) -> bool:
        """A remote app ended with a failure before the host's game did."""
        return any(proc.poll() not in (None, 0) for proc in self.procs.values())

    def collect(self, timeout_s: float) -> None:
        deadline = time.monotonic() + timeout_s
        for seat, proc in self.procs.items():
            try:
                out, err = proc.communicate(timeout=max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                proc.kill()
                out, err = proc.communicate()
            line = next((x for x in reversed(out.splitlines()) if x.startswith("{")), "")
            try:
                self.reports[seat] = json.loads(line)
            except ValueError:
                self.reports[seat] = {"finished": False, "error": (err or out)[-400:]}

    def stop(self) -> None:
        for proc in self.procs.values():
            if proc.poll() is None:
                proc.kill()
                proc.wait(10)


def run(game_id: str, players: int, seed: int, remote: int, size: tuple[int, int] | None, rejoin: bool,
        max_seconds: float, png_dir: Path | None = None, hostile: bool = False, fast: bool = False,
        spectators: int = 0, keys_only: bool = False) -> dict:
    import tempfile

    from game import catalog
    from game.net.hosted import open_table, setup_message
    from game.net.leaks import LeakChecker
    from game.net.watch import MAX_SPECTATORS
    from game.session import SeatConfig, Session
    from game.stats import StatsStore
    from scenes.core import flow
    from scenes.core.app import FPS
    from scenes.core.clock import VirtualClock
    from scenes.screens.menu import MenuScene
    from scenes.screens.setup import DEFAULT_NAMES
    from scenes.tools.byhand import ByHandPlayer, Failure
    from scenes.tools.bykeys import KeysPlayer
    from scenes.tools.common import headless, pace_settings, scratch_app

    if not 1 <= remote < players:
        raise ValueError(f"--remote must be 1 to {players - 1}: the host's screen keeps a seat of its own")
    if not 0 <= spectators <= MAX_SPECTATORS:
        raise ValueError(f"--spectators must be 0 to {MAX_SPECTATORS}: a host holds no more")
    headless()
    app = scratch_app(size, None, **FAST if fast else {})
    game = catalog.get_game(game_id)
    seats = [SeatConfig(DEFAULT_NAMES[i], "human") for i in range(players)]
    session = Session(game, seats, seed)
    kinds = ["local"] * (players - remote) + ["remote"] * remote
    checker = LeakChecker(game_id, seats, seed, session.options, {s for s, k in enumerate(kinds) if k == "remote"},
                          setup_message(session, kinds), watch=spectators > 0)
    match = open_table(session, kinds, app.store, StatsStore(app.data_dir), tap=checker.check)
    if spectators:
        match.allow_watching(True)
    match.on_move.append(checker.applied)
    address = f"ws://127.0.0.1:{match.host.port}"
    png = str(png_dir or Path(tempfile.gettempdir()) / "palace-table-by-hand")
    clients = Clients({seat: [sys.executable, "-m", "game", "join", "--address", address, "--code", remote_seat.code,
                              "--name", f"Friend {seat}", "--by-hand", "--seed", str(seed),
                              "--max-seconds", str(max_seconds), "--png-dir", png, *(["--fast"] if fast else []),
                              *(["--keys-only"] if keys_only else [])]
                       for seat, remote_seat in match.host.seats.items()})
    if hostile:  # the last remote seat is played by a hostile app (scenes/tools/hostile.py)
        last = max(clients.args)
        clients.args[last] = [sys.executable, "-m", "scenes.tools.hostile", "--address", address, "--code",
                              match.host.seats[last].code, "--seed", str(seed), "--max-seconds", str(max_seconds)]
    watchers = Clients({i: [sys.executable, "-m", "game", "join", "--address", address, "--code",
                            match.watch_code or "", "--name", f"Watcher {i + 1}", "--watch",
                            "--max-seconds", str(max_seconds), "--png-dir", png, *(["--fast"] if fast else [])]
                        for i in range(spectators)})
    player = (KeysPlayer if keys_only else ByHandPlayer)(game_id, players, seed, png_dir=Path(png),
                                                         max_seconds=max_seconds, others_move=True)
    first = min(match.host.seats)

    grace: list[float] = []  # when the host's game ended (plus END_GRACE_S)

    def frame(app_: Any) -> None:
        if match.is_over():
            if not grace:
                grace.append(time.monotonic() + END_GRACE_S)
            if (clients.running() or watchers.running()) and time.monotonic() < grace[0]:
                time.sleep(GRACE_POLL_S)  # (the loop runs uncapped: leave the remote apps the cores)
                return
        player(app_)
        if watchers.args and not watchers.procs and match.moves_played() >= WATCH_FROM_MOVE:
            for i in watchers.args:  # mid-game, by the watch code
                watchers.start(i)
        if clients.crashed() or watchers.crashed():
            player.failures.append(Failure(game_id, match.moves_played(), "None", "a remote app ended early"))
            app_.running = False
        if rejoin and not clients.killed and match.moves_by_seat.get(first, 0) >= KILL_AFTER_REMOTE_MOVES \
                and not match.is_over():
            clients.kill(first)
            clients.start(first)

    try:
        for seat in clients.args:
            clients.start(seat)
        app.on_frame = frame
        app.push(MenuScene(app))
        flow.open_table(app, match)
        app.run(FPS, VirtualClock())
        clients.collect(CLIENT_EXIT_S)
        watchers.collect(CLIENT_EXIT_S)
    finally:
        clients.stop()
        watchers.stop()
    host = player.report()
    reports = [clients.reports.get(seat, {"finished": False}) for seat in sorted(clients.args)]
    replay_ok = _replays(match)
    watched = [watchers.reports.get(i, {"finished": False}) for i in sorted(watchers.args)]
    watch_report = {"spectators": spectators, "spectator_frames": sum(int(r.get("frames", 0)) for r in watched),
                    "spectator_leaks": sum(1 for leak in checker.leaks if leak.startswith("a spectator")),
                    "watchers": watched} if spectators else {}
    return {"game": game_id, "players": players, "seed": seed, "remote": remote,
            "finished": bool(host["finished"] and all(r.get("finished") for r in reports + watched) and replay_ok),
            "remote_moves": match.remote_moves, "leaks": len(checker.leaks), "leak_details": checker.leaks[:5],
            "messages_checked": checker.checked, "rejoins": match.host.rejoins,
            "bad_messages": match.host.bad_messages, "refused": match.host.refused,
            "wrong_codes": match.host.wrong_codes, "replays": replay_ok,
            "names": match.names, "peak_links": match.host.peak_links, "settings": pace_settings(app),
            "peak_sockets": match.host.gate.peak,
            "host": host, "clients": reports, **watch_report,
            **({"mouse_events": sum(int(r.get("mouse_events", 0)) for r in [host, *reports])} if keys_only else {}),
            "failures": host["failures"] + [f for r in reports + watched for f in r.get("failures", [])]}


def _replays(match: HostedMatch) -> bool:
    """The host's match, saved and read back, replays from its seed to the same position: every move it took was
    legal, whatever the remote apps sent."""
    from game.session import Session

    try:
        game = match.session.game
        return game.state_to_json(Session.from_json(match.session.to_json()).state) == \
            game.state_to_json(match.session.state)
    except Exception:  # noqa: BLE001 - a match that does not replay is the failure reported
        return False
