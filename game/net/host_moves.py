"""The host's desk between the frame thread and the server's loop: what the remote apps were last told (the move
number, whose turn, the legal actions, each seat's last state message), and the actions they sent for it. An
action is taken only if it answers the move the table is at, comes from the seat to move, is one of the legal
actions published, and no other of that seat's waits (:meth:`MoveDesk.accept`); the match takes it on its own
thread (:meth:`MoveDesk.take`)."""

from __future__ import annotations

import threading
from dataclasses import dataclass, field

from game.engine import JSONValue
from game.net import wire
from game.net.wire import Outgoing


@dataclass
class Snapshot:
    """What the remote apps were last told: the move number, whose turn, the legal actions (canonical JSON)."""

    move: int = -1
    current: int = -1
    legal: frozenset[str] = frozenset()
    latest: dict[int, Outgoing] = field(default_factory=dict)  # seat -> its last state message whole
    public: Outgoing | None = None  # the last public state message whole, for a spectator who joins


class MoveDesk:
    """The last :class:`Snapshot` and the checked actions waiting for the match (one per seat at most)."""

    def __init__(self) -> None:
        self.snapshot = Snapshot()
        self._inbox: dict[int, tuple[int, JSONValue]] = {}
        self._lock = threading.Lock()
        self._arrived = threading.Condition()

    def published(self, move: int, current: int, legal: frozenset[str], whole: dict[int, Outgoing],
                  public: Outgoing | None) -> None:
        """The table is at move ``move`` now: what the apps are told (``whole``: the seats' state messages, kept
        for one that joins); an action for an earlier move is dropped."""
        with self._lock:
            self.snapshot = Snapshot(move, current, legal, {**self.snapshot.latest, **whole}, public)
            self._inbox = {s: v for s, v in self._inbox.items() if v[0] == move}

    def accept(self, seat: int, act: wire.Act) -> None:
        """Keep ``seat``'s action for the match (:class:`game.net.wire.WireError` if it is no move now)."""
        with self._lock:
            snapshot = self.snapshot
            if act.move != snapshot.move:
                raise wire.WireError("stale", f"that answers move {act.move}, the table is at move {snapshot.move}")
            if snapshot.current != seat:
                raise wire.WireError("turn", "it is not your turn")
            if wire.canonical(act.action) not in snapshot.legal:
                raise wire.WireError("illegal", "that action is not legal now")
            if seat in self._inbox:
                raise wire.WireError("wait", "your move is being made")
            self._inbox[seat] = (act.move, act.action)
        with self._arrived:
            self._arrived.notify_all()

    def take(self, seat: int, move: int) -> JSONValue | None:
        """The action JSON ``seat`` sent for move ``move`` (already checked), if it arrived."""
        with self._lock:
            got = self._inbox.get(seat)
            if got is None or got[0] != move:
                return None
            del self._inbox[seat]
            return got[1]

    def has(self, seat: int, move: int) -> bool:
        with self._lock:
            got = self._inbox.get(seat)
            return got is not None and got[0] == move

    def wait(self, timeout_s: float) -> None:
        """Block up to ``timeout_s`` until an action arrives (at once if one waits)."""
        with self._arrived:
            if not self._inbox:
                self._arrived.wait(timeout_s)
