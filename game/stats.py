"""Win statistics per player name, game and opponent bot level, stored beside the saves.

Only human seats are counted. A match is filed under the strongest bot level among a player's opponents,
or ``"hotseat"`` when all opponents were people. A win is the seat's return (a shared win counts a
fraction); ``hinted`` counts the games in which the player asked for a hint, ``undos`` the moves they took back
(each Undo once). A damaged file (or one of a newer version) gives empty statistics with a warning, never an error, and
is kept aside as ``stats.json.damaged-<time>`` before the next match is recorded; counts are bounded integers.

Beside the totals the file keeps the last :data:`HISTORY_KEPT` results one by one (``"history"``: who, which game,
when, the place and of how many seats, the win), so that the statistics screen can draw results over time; a file
without it (written before) is read as having none.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TypeGuard

from game.engine import BOT_LEVELS, JSONIn, JSONValue
from game.engine.json_read import is_arr, is_obj
from game.locks import LOCK_WAIT_S, FileLock, LockTimeout
from game.saves import SaveError, default_data_dir, keep_aside, read_json_file, write_json_atomic
from game.session import Session
from game.textclean import clip, clip_name

log = logging.getLogger(__name__)

STATS_FORMAT = "palace-table-stats"
STATS_VERSION = 1
STATS_FILE = "stats.json"
MAX_COUNT = 10**9
"""The largest games count believed (a bigger one is a damaged entry)."""
HOTSEAT = "hotseat"
MAX_STATS_BYTES = 4 * 1024 * 1024

HISTORY_KEPT = 500
"""The results kept one by one (the oldest go first)."""

Record = dict[str, dict[str, dict[str, dict[str, float]]]]
"""player name -> game id -> opponent level -> {"games": n, "wins": w} and ``"hinted": h`` once
some of those games were hinted, ``"undos": u`` once the player took moves back in them."""


def opponent_level(session: Session, seat: int) -> str:
    levels = [s.level for i, s in enumerate(session.seats) if i != seat and s.kind == "bot"]
    return max(levels, key=BOT_LEVELS.index) if levels else HOTSEAT


@dataclass(frozen=True)
class Result:
    """One finished game of one person: ``place`` among ``of`` seats (1: won or shared the win), the win counted
    (a shared win a fraction), ``at`` seconds since the epoch."""

    player: str
    game: str
    at: int
    place: int
    of: int
    win: float

    def to_json(self) -> dict[str, JSONValue]:
        return {"player": self.player, "game": self.game, "at": self.at, "place": self.place, "of": self.of,
                "win": self.win}


def _result(entry: JSONIn) -> Result | None:
    """A history entry as read, or None when any part of it is odd."""
    if not is_obj(entry):
        return None
    player, game, at, place, of, win = (entry.get(k) for k in ("player", "game", "at", "place", "of", "win"))
    if not (isinstance(player, str) and isinstance(game, str) and isinstance(at, int)
            and not isinstance(at, bool) and 0 <= at < 10**11 and _count(place) and _count(of) and 1 <= place <= of
            <= 64 and isinstance(win, int | float) and not isinstance(win, bool) and 0 <= win <= 1):
        return None
    return Result(clip_name(player), clip_name(game), at, place, of, float(win))


class StatsStore:
    def __init__(self, root: Path | None = None) -> None:
        self.path = (Path(root) if root is not None else default_data_dir()) / STATS_FILE
        self.warnings: list[str] = []
        self.history: list[Result] = []  # the results one by one, oldest first, as :meth:`load` read them

    def load(self) -> Record:
        """The statistics on disk; damaged parts are dropped (see :attr:`warnings`)."""
        self.warnings, self.history = [], []
        if not self.path.exists():
            return {}
        try:
            data = read_json_file(self.path, MAX_STATS_BYTES)
        except SaveError as exc:
            return self._damaged(str(exc))
        saved = data.get("players") if is_obj(data) else None
        if not is_obj(data) or data.get("format") != STATS_FORMAT or not is_obj(saved):
            return self._damaged("not a statistics file")
        version = data.get("version")
        if not _count(version) or version < 1:
            return self._damaged("the file has no valid version number")
        if version > STATS_VERSION:
            return self._damaged(f"made by a newer version of Palace Table (format {clip(str(version), 9)})")
        players: Record = {}
        for raw_name, games in saved.items():
            name = clip_name(raw_name)
            if not is_obj(games):
                self.warnings.append(f"dropped the damaged statistics of {name!r}")
                continue
            for raw_game, levels in games.items():
                game_id = clip_name(raw_game)
                if not is_obj(levels):
                    self.warnings.append(f"dropped the damaged statistics of {name!r} in {game_id!r}")
                    continue
                for raw_level, entry in levels.items():
                    level = clip_name(raw_level)
                    known = players.get(name, {}).get(game_id, {})
                    kept = _read_entry(entry)
                    if kept is not None and level not in known:
                        players.setdefault(name, {}).setdefault(game_id, {})[level] = kept
                    else:
                        self.warnings.append(f"dropped a damaged entry for {name!r}")
        history = data.get("history", [])
        read = [_result(entry) for entry in history] if is_arr(history) else [None]
        valid = [r for r in read if r is not None]
        if len(valid) < len(read):
            self.warnings.append("dropped damaged results of the history")
        self.history = valid[-HISTORY_KEPT:]
        for warning in self.warnings:
            log.warning("stats: %s", warning)
        return players

    def _damaged(self, why: str) -> Record:
        self.warnings = [f"{self.path.name}: {why}; starting fresh statistics"]
        log.warning("stats: %s", self.warnings[0])
        return {}

    def record(self, session: Session) -> None:
        """Count a finished match for each human seat: read, count and write under a file lock, so that two apps
        recording at once lose neither's match (LockTimeout when another process never lets go)."""
        if not session.is_over():
            raise ValueError("only finished matches are counted")
        lock = FileLock(self.path.with_name(STATS_FILE + ".lock"))
        try:
            taken = lock.acquire(timeout=LOCK_WAIT_S)
        except OSError:  # no lock can be made here (a file system without locks): record as before
            taken = None
        if taken is False:
            raise LockTimeout("the statistics are held by another process")
        try:
            self._record(session)
        finally:
            lock.release()

    def _record(self, session: Session) -> None:
        players = self.load()
        if self.warnings:  # what could not be read is kept, not overwritten
            keep_aside(self.path)
        returns = session.state.returns()
        now = int(time.time())
        for seat, config in enumerate(session.seats):
            if config.kind != "human":
                continue
            entry = (players.setdefault(config.name, {}).setdefault(session.game.id, {})
                     .setdefault(opponent_level(session, seat), {"games": 0, "wins": 0.0}))
            entry["games"] += 1
            entry["wins"] += returns[seat]
            if seat in session.hinted:
                entry["hinted"] = entry.get("hinted", 0) + 1
            if session.undos[seat]:
                entry["undos"] = entry.get("undos", 0) + session.undos[seat]
            place = 1 + sum(other > returns[seat] for other in returns)
            self.history.append(Result(config.name, session.game.id, now, place, len(returns), returns[seat]))
        self.history = self.history[-HISTORY_KEPT:]
        write_json_atomic(self.path, {"format": STATS_FORMAT, "version": STATS_VERSION, "players": players,
                                      "history": [r.to_json() for r in self.history]})

    def for_player(self, name: str) -> dict[str, dict[str, dict[str, float]]]:
        return self.load().get(name, {})


def _count(value: JSONIn) -> TypeGuard[int]:
    """A whole number from 0 to :data:`MAX_COUNT`."""
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_COUNT


def _read_entry(entry: JSONIn) -> dict[str, float] | None:
    """A level's record as read (games, wins, and the hinted and undone games where there were any), or None when
    any part of it is odd."""
    if not is_obj(entry):
        return None
    games, wins, hinted, undos = entry.get("games"), entry.get("wins"), entry.get("hinted", 0), entry.get("undos", 0)
    if not (_count(games) and isinstance(wins, int | float) and not isinstance(wins, bool) and 0 <= wins <= games
            and _count(hinted) and hinted <= games and _count(undos)):
        return None
    kept: dict[str, float] = {"games": games, "wins": float(wins)}
    if hinted:
        kept["hinted"] = hinted
    if undos:
        kept["undos"] = undos
    return kept
