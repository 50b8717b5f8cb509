"""The check that nothing a seat may not see leaves the host: every text sent to a remote seat is compared with
what that seat may know, worked out independently from a shadow match replayed from the seed.

A ``state`` message must carry exactly the seat's view after its move (its log whole, or the entries since the
seat's previous state: :mod:`game.net.logdelta`), the legal actions only on the seat's
turn, only the move's events the seat may see, the round-end position as that seat sees it, the scores the seat
may know and its own action only; any other field, any other message type, or anything else in a known field is
a leak. Other messages carry no game data at all (their fields are checked by type).

A spectator is a viewer with no seat (``None``): its state messages must carry exactly the public view
(:meth:`game.engine.GameDef.public_view`), the public events, no legal action and no action of its own."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from game import catalog
from game.engine import Action, Event, JSONIn, SomeView, view_log
from game.engine.json_read import arr, is_arr, is_obj
from game.net.host import REJOIN_S
from game.net.logdelta import common_prefix
from game.net.wire import Message
from game.session import SeatConfig, Session
from game.textclean import NAME_LIMIT, clean_text

STATE_KEYS = frozenset({"t", "n", "actor", "current", "view", "legal", "events", "held", "scores", "winners", "mine",
                        "delta"})


def _canonical(value: JSONIn) -> bytes:
    return json.dumps(value, sort_keys=True, separators=(",", ":")).encode()


def _digest(value: JSONIn) -> str:
    return hashlib.sha256(_canonical(value)).hexdigest()


def _log_digest(entries: Iterable[JSONIn]) -> str:
    """The digest of a list of log entries (entry by entry, so that a growing log's is kept up to date cheaply)."""
    h = hashlib.sha256()
    for entry in entries:
        h.update(_canonical(entry) + b"\n")
    return h.hexdigest()


def _without_log(view: SomeView | None) -> dict[str, object] | None:
    return None if view is None else {k: v for k, v in view.items() if k != "log"}


@dataclass(frozen=True)
class Expected:
    """What a seat's state message for one move must carry: its data but the logs (``bare``), the view's whole log
    and, sent as new entries (:mod:`game.net.logdelta`), the previous move's number and the entries since it; the
    same for ``held`` (the view as the round ended)."""

    bare: str
    log: str
    base: int | None
    log_from: int
    log_tail: str
    held: str | None
    held_from: int | None
    held_tail: str | None


class _RunningLog:
    """A seat's expected log and its digest, updated by the entries added since the last move."""

    def __init__(self) -> None:
        self.entries: list[JSONIn] = []
        self.hash = hashlib.sha256()

    def update(self, entries: Sequence[JSONIn]) -> int:
        """Now ``entries``; returns how many first entries the last log shared with it."""
        k = common_prefix(self.entries, entries)
        if k < len(self.entries):  # the log changed further back: digest it again
            self.hash = hashlib.sha256()
            k_hashed = 0
        else:
            k_hashed = k
        for entry in entries[k_hashed:]:
            self.hash.update(_canonical(entry) + b"\n")
        self.entries = list(entries)
        return k

    def digest(self) -> str:
        return self.hash.hexdigest()


class LeakChecker:
    """Feed it the host's moves (:meth:`applied`) and every text sent to a seat (:meth:`check`); :attr:`leaks`
    lists what was wrong."""

    def __init__(self, game_id: str, seats: list[SeatConfig], seed: int, options: Mapping[str, JSONIn],
                 remote: set[int], setup: Mapping[str, JSONIn], watch: bool = False) -> None:
        """``watch``: spectators may be sent texts too (:meth:`check` with seat None)."""
        self.game = catalog.get_game(game_id)
        self.presenter = catalog.get_entry(game_id).presenter()
        self.shadow = Session(self.game, seats, seed, options)
        self.remote = set(remote)
        self.viewers: list[int | None] = [*sorted(self.remote), *([None] if watch else [])]
        self.setup = dict(setup)
        self.seats = len(arr(setup.get("names", []), "the names"))
        self.expected: dict[tuple[int | None, int], Expected] = {}  # (seat, move) -> what its state message carries
        self._logs = {seat: _RunningLog() for seat in self.viewers}
        self._move: int | None = None  # the move last remembered
        self.leaks: list[str] = []
        self.checked = 0
        self._remember(None, None, [])

    def applied(self, action: Action) -> None:
        """The host applied ``action``: the shadow does too, independently."""
        shadow = self.shadow
        actor = shadow.current_seat()
        before = len(shadow.state.log)
        held: dict[int | None, SomeView] = {}  # each viewer's view at the round's end, before the next deal
        shadow.state.apply(action, settle=False)
        if shadow.state.is_chance():
            held = {seat: self._view(seat) for seat in self.viewers}
            shadow.state.settle()
        shadow.history.append(action)
        events = shadow.state.log[before:]
        ended = any(e.ends_round for e in events)
        if ended and not held:  # no deal after it: the position as it is
            held = {seat: self._view(seat) for seat in self.viewers}
        self._remember(actor if actor >= 0 else None, action, events, held if ended else None)

    def _view(self, seat: int | None) -> SomeView:
        """The seat's view of the shadow's position; a spectator's (None): the public view."""
        shadow = self.shadow
        return shadow.game.view(shadow.state, seat) if seat is not None else shadow.game.public_view(shadow.state)

    def _remember(self, actor: int | None, action: Action | None, events: Sequence[Event],
                  held: Mapping[int | None, SomeView] | None = None) -> None:
        shadow = self.shadow
        over = shadow.state.is_terminal()
        for seat in self.viewers:
            view = self._view(seat)
            legal = [] if seat is None or over or shadow.state.current_player() != seat else \
                [self.game.action_to_json(a) for a in shadow.state.legal_actions()]
            held_view = held[seat] if held is not None else None
            data = {
                "n": len(shadow.history), "actor": actor, "current": None if over else shadow.state.current_player(),
                "view": _without_log(view), "legal": legal,
                "events": [e.to_json() for e in events if e.to is None or (seat is not None and seat in e.to)],
                "held": _without_log(held_view),
                "scores": self.presenter.shown_scores(view, shadow.state.scores()),
                "winners": shadow.state.winners() if over else [],
                "mine": self.game.action_to_json(action) if action is not None and seat is not None and actor == seat
                else None,
            }
            running = self._logs[seat]
            before = running.entries
            held_from = common_prefix(before, view_log(held_view)) if held_view is not None else None
            log_from = running.update(view_log(view))
            self.expected[(seat, len(shadow.history))] = Expected(
                _digest(data), running.digest(), self._move, log_from, _log_digest(view_log(view)[log_from:]),
                _log_digest(view_log(held_view)) if held_view is not None else None, held_from,
                _log_digest(view_log(held_view)[held_from:]) if held_view is not None else None)
        self._move = len(shadow.history)

    def check(self, seat: int | None, text: str) -> None:
        """One text the host sent to ``seat`` (None: to a spectator)."""
        self.checked += 1
        try:
            message = json.loads(text)
        except ValueError:
            self.leaks.append(f"seat {seat}: a message that is not JSONIn")
            return
        problem = self._problem(seat, message)
        if problem:
            self.leaks.append(f"{'a spectator' if seat is None else f'seat {seat}'}: {problem}")

    def _names(self, names: object) -> bool:
        """The seats' names: one short clean text per seat (the host's, or a joined player's own)."""
        return is_arr(names) and len(names) == self.seats and all(
            isinstance(n, str) and 0 < len(n) <= NAME_LIMIT and clean_text(n) == n for n in names)

    def _state_problem(self, message: Message, want: Expected) -> str:
        """A state message against the seat's: every field but the logs exactly, the logs whole or as the entries
        since the seat's previous state (``delta``)."""
        move, view, held, delta = message["n"], message["view"], message["held"], message["delta"]
        if not is_obj(view) or not is_arr(view.get("log")) or not (
                held is None or is_obj(held) and is_arr(held.get("log"))):
            return f"the state of move {move} carries a view without a log"
        data = {k: v for k, v in message.items() if k not in ("t", "delta")}
        data["view"], data["held"] = _without_log(view), _without_log(held)
        if _digest(data) != want.bare:
            return f"the state of move {move} is not this seat's (view, legal actions, events or scores differ)"
        if (held is None) != (want.held is None):
            return f"the state of move {move} has a round's end where it has none, or none where it has one"
        if delta is None:
            logs_ok = _log_digest(arr(view["log"], "the log")) == want.log and (
                held is None or _log_digest(arr(held["log"], "the log")) == want.held)
        else:
            logs_ok = delta == {"base": want.base, "from": want.log_from, "held_from": want.held_from} \
                and want.base is not None and _log_digest(arr(view["log"], "the log")) == want.log_tail \
                and (held is None or _log_digest(arr(held["log"], "the log")) == want.held_tail)
        return "" if logs_ok else f"the log of move {move}'s state is not this seat's (whole or since its last state)"

    def _problem(self, seat: int | None, message: JSONIn) -> str:
        if seat not in self.viewers:
            return "sent to a seat that is not remote" if seat is not None else "sent to a spectator, not allowed here"
        if not is_obj(message):
            return "not an object"
        kind = message.get("t")
        if kind == "state":
            if set(message) != STATE_KEYS:
                return f"state fields {sorted(set(message) ^ STATE_KEYS)}"
            move = message["n"]
            want = self.expected.get((seat, move)) if isinstance(move, int) else None
            if want is None:
                return f"a state for move {move!r} that the shadow never reached"
            return self._state_problem(message, want)
        if kind == "welcome":
            if message.get("seat") != seat:
                return "a welcome for another seat"
            rest = {k: v for k, v in message.items() if k not in ("t", "seat", "version", "names")}
            public = {k: v for k, v in self.setup.items() if k != "names"}
            ok = rest == public and self._names(message.get("names"))
            return "" if ok else "a welcome with more than the public setup"
        if kind == "seats":
            seats = self.seats
            connected, away = message.get("connected"), message.get("away")
            ok = set(message) == {"t", "connected", "names", "away"} and is_arr(connected) \
                and len(connected) == seats and all(c is None or isinstance(c, bool) for c in connected) \
                and is_arr(away) and len(away) == seats \
                and all(a is None or type(a) is int and 0 <= a <= REJOIN_S for a in away) \
                and self._names(message["names"])
            return "" if ok else "a seats message with more than who is connected, their names and time to rejoin"
        if kind == "error":
            ok = set(message) <= {"t", "code", "message", "strikes", "limit", "host", "client"} and all(
                isinstance(v, str | int) for v in message.values())
            return "" if ok else "an error with more than a code and a message"
        if kind == "closed":
            return "" if set(message) == {"t", "reason"} and isinstance(message["reason"], str) else "a bad closed"
        if kind == "pong":
            return "" if set(message) == {"t", "id"} else "a bad pong"
        return f"an unknown message type {kind!r}"
