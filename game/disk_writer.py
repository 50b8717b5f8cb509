"""Writing a match to disk off the frame loop: autosaves (only the newest position of a burst), a finished match
kept in a file of its own, and its statistics. An fsync can take a tenth of a second; the frame loop never waits
for one."""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.engine import JSON, GameDef
from game.i18n import tr
from game.saves import SaveStore, os_error_text
from game.session import Session, one_line
from game.stats import StatsStore


@dataclass(frozen=True)
class SessionSnapshot:
    """What the save store needs of a session, frozen at one moment (written on another thread)."""

    game: GameDef[Any, Any]
    data: JSON
    finished: bool
    summary: JSON

    def to_json(self) -> JSON:
        return self.data

    def is_over(self) -> bool:
        return self.finished

    def listing(self) -> JSON:
        return self.summary


def problem_text(exc: BaseException) -> str:
    """A write failure in a few words, without the (temporary) file's path."""
    return os_error_text(exc) if isinstance(exc, OSError) else one_line(f"{type(exc).__name__}: {exc}")


class DiskWriter:
    """Writes on a background thread so the frame loop never waits for the disk (an fsync can take a tenth of a
    second): autosaves, of which only the newest position of a burst is written, and the statistics of a
    finished match. The thread survives any error: each problem is put in :attr:`error` once (for the player) and
    writing goes on."""

    def __init__(self, store: SaveStore) -> None:
        self.store = store
        self._queue: queue.Queue[SessionSnapshot | Callable[[], None] | None] = queue.Queue()
        self._thread = threading.Thread(target=self._run, name="disk-writer", daemon=True)
        self.error = ""
        self._reported: set[str] = set()
        self._thread.start()

    def autosave(self, session: Session) -> None:
        self._queue.put(SessionSnapshot(session.game, session.to_json(), session.is_over(), session.listing()))

    def moved(self, session: Session, keep: bool, stats: StatsStore | None) -> None:
        """After a move: the autosave; once the match is over, it is kept in a file of its own (``keep``) and
        counted (``stats``)."""
        self.autosave(session)
        if session.is_over() and keep:
            self.keep_finished(session)
        if session.is_over() and stats is not None:
            self.record_stats(stats, session)

    def keep_finished(self, session: Session) -> None:
        """Keep the finished match in a file of its own, listed under "Finished" and watched again from there."""
        snapshot = SessionSnapshot(session.game, session.to_json(), True, session.listing())
        self._queue.put(lambda: self._keep(snapshot))

    def _keep(self, snapshot: SessionSnapshot) -> None:
        try:
            self.store.keep_finished(snapshot)
        except Exception as exc:  # noqa: BLE001 - the writer must outlive any failure
            self._report(tr("Autosave failed: {error}", error=problem_text(exc)))

    def record_stats(self, stats: StatsStore, session: Session) -> None:
        """Count a finished match (the session no longer changes, so it is read on the thread)."""
        self._queue.put(lambda: self._record_stats(stats, session))

    def _run(self) -> None:
        stop = False
        while not stop:
            batch = [self._queue.get()]
            while True:
                try:
                    batch.append(self._queue.get_nowait())
                except queue.Empty:
                    break
            stop = None in batch
            snapshots = [item for item in batch if isinstance(item, SessionSnapshot)]
            try:
                if snapshots:  # only the newest position matters
                    self._autosave(snapshots[-1])
                for item in batch:
                    if callable(item):
                        item()
            finally:
                done = len(batch)
                batch, snapshots = [], []  # an idle writer holds no session (a finished match's is let go at once)
                for _ in range(done):
                    self._queue.task_done()

    def _autosave(self, snapshot: SessionSnapshot) -> None:
        try:
            self.store.autosave(snapshot)
        except Exception as exc:  # noqa: BLE001 - the writer must outlive any failure
            self._report(tr("Autosave failed: {error}", error=problem_text(exc)))

    def _record_stats(self, stats: StatsStore, session: Session) -> None:
        try:
            stats.record(session)
        except Exception as exc:  # noqa: BLE001 - the writer must outlive any failure
            self._report(tr("Statistics not saved: {error}", error=problem_text(exc)))

    def _report(self, message: str) -> None:
        """Show a problem to the player once (the same problem again is not repeated)."""
        if message not in self._reported:
            self._reported.add(message)
            self.error = message

    def flush(self) -> None:
        self._queue.join()

    def close(self) -> None:
        self._queue.put(None)
        self._thread.join(timeout=5)
