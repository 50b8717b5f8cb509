"""What a host sends a remote app is untrusted too: each message the app reads is checked here, field by field (types,
ranges, seats against the welcome, the game against the catalog, list lengths), before the remote match
(:mod:`game.net.remote`) uses it. Anything else raises :class:`HostError`; the remote match then treats the host as
one that refused it (the connection is closed, the player told why), and never raises out of the frame loop.

The host's own words (an error's message, a reason) are cleaned and cut (:mod:`game.textclean`) before anyone
shows them. Fields a message may carry beyond these are ignored, as are message types this app does not read.
The game-specific parts (a view, actions, events) are checked where they are decoded, by the game's own code.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game import catalog
from game.engine import JSONIn, SomeView
from game.engine.json_read import is_arr, is_obj, obj
from game.net import wire
from game.net.wire import Message
from game.textclean import clean_text, clip

MAX_MOVES = 1_000_000
"""The highest move number a host may name (a remote app keeps one entry per move)."""
MAX_AWAY_S = 24 * 3600
TEXT_LIMIT = 120
"""The most characters of the host's own words shown."""
KINDS = ("local", "bot", "remote")  # as game.net.hosted.KINDS


class HostError(ValueError):
    """A message from the host that breaks the protocol (the text says what, for people)."""


def host_words(value: object, limit: int = TEXT_LIMIT) -> str:
    """Text the host wrote, fit to show: one line, no control or direction marks, at most ``limit`` characters."""
    return clip(" ".join(clean_text(value)[: limit * 4].split()), limit)


def _check(ok: bool, what: str) -> None:
    if not ok:
        raise HostError(what)


def _whole(value: object, low: int, high: int) -> bool:
    return type(value) is int and low <= value <= high


def _seat(value: object, seats: int, what: str) -> int:
    if type(value) is not int or not 0 <= value < seats:
        raise HostError(f"{what} is not a seat")
    return value


def _list(value: object, what: str, length: int | None = None) -> list[JSONIn]:
    if not is_arr(value):
        raise HostError(f"{what} is not a list")
    _check(length is None or len(value) == length, f"{what} has {len(value)} entries, not {length}")
    return value


def _name(value: JSONIn) -> str:
    if not isinstance(value, str) or len(value) > 400:
        raise HostError("a seat's name")
    return value


def _kind(value: JSONIn) -> str:
    if not isinstance(value, str) or value not in KINDS:
        raise HostError("a seat's kind")
    return value


def _connected(value: JSONIn) -> bool | None:
    if value is not None and not isinstance(value, bool):
        raise HostError("a connected seat")
    return value


def _seconds(value: JSONIn, what: str, high: float) -> float | None:
    """None, or a finite number of ``0..high`` (not a bool)."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float) or not _finite(value) or not 0 <= value <= high:
        raise HostError(what)
    return value


def _score(value: JSONIn) -> float | None:
    if value is not None and (isinstance(value, bool) or not isinstance(value, int | float) or not _finite(value)):
        raise HostError("a score")
    return value


def _finite(value: float) -> bool:
    try:
        return math.isfinite(value)
    except OverflowError:  # (a whole number too large for a float)
        return False


def _view(value: JSONIn, what: str) -> SomeView:
    """A view as the host sent it: a JSON object with its log a list (what every view has); the game's presenter
    reads the rest, and a view it cannot read refuses the host (:meth:`game.net.remote.RemoteMatch._show`)."""
    try:
        view = obj(value, what)
    except ValueError:
        raise HostError(what) from None
    _check(is_arr(view.get("log")), f"{what} has no log")
    return view


@dataclass(frozen=True)
class Welcome:
    seat: int
    game_id: str
    names: list[str]
    kinds: list[str]


NO_SEAT = -1
"""A spectator's :attr:`Welcome.seat` (its welcome names none: :func:`check_watch_welcome`)."""


def check_watch_welcome(message: Message) -> Welcome:
    """A spectator's ``welcome``: as :func:`check_welcome`'s, naming no seat (``"seat": null``)."""
    _check("seat" in message and message["seat"] is None, "a spectator's welcome names a seat")
    return check_welcome(message, watch=True)


def check_welcome(message: Message, watch: bool = False) -> Welcome:
    """A ``welcome``: this protocol's version, a game this app has, its seats' names and kinds, and our seat (a
    remote one among them; ``watch``: a spectator's, :data:`NO_SEAT`)."""
    _check(message.get("version") == wire.VERSION and type(message.get("version")) is int, "the welcome's version")
    game_id = message.get("game")
    _check(isinstance(game_id, str) and game_id in catalog.available_game_ids(),
           f"a game this app does not have ({host_words(game_id, 40)!r})")
    rules = catalog.get_game(str(game_id))
    names = _list(message.get("names"), "the names")
    _check(rules.min_players <= len(names) <= rules.max_players, "the number of seats")
    seat_names = [_name(n) for n in names]
    kinds = [_kind(k) for k in _list(message.get("kinds"), "the seats' kinds", len(names))]
    seat = NO_SEAT if watch else _seat(message.get("seat"), len(names), "the welcome's seat")
    _check(watch or kinds[seat] == "remote", "the welcome's seat is not a remote one")
    _check(is_obj(message.get("options", {})), "the options")
    return Welcome(seat, str(game_id), seat_names, kinds)


def check_same_table(welcome: Welcome, again: Welcome) -> None:
    """A welcome after a rejoin names the same seat at the same game."""
    _check((again.seat, again.game_id, len(again.names)) == (welcome.seat, welcome.game_id, len(welcome.names)),
           "a welcome to another seat or game")


@dataclass(frozen=True)
class Seats:
    connected: list[bool | None]
    names: list[str]
    away: list[int | float | None]


def check_seats(message: Message, seats: int) -> Seats:
    """A ``seats``: who is connected (None: not a remote seat), the names, the seconds each dropped player has."""
    connected = [_connected(c) for c in _list(message.get("connected"), "the connected seats", seats)]
    names = [_name(n) for n in _list(message.get("names"), "the names", seats)]
    away = [_seconds(a, "an away seat's time", MAX_AWAY_S)
            for a in _list(message.get("away", [None] * seats), "the away seats", seats)]
    return Seats(connected, names, away)


def check_error(message: Message) -> Message:
    """An ``error``: its code and message as short clean text, the versions (whole numbers) a mismatch names."""
    out: Message = {"t": "error", "code": host_words(message.get("code"), 24),
                           "message": host_words(message.get("message"))}
    for key in ("host", "client", "strikes", "limit"):
        if _whole(message.get(key), 0, 10**6):
            out[key] = message[key]
    return out


def check_closed(message: Message) -> str:
    reason = message.get("reason", "host_quit")
    _check(isinstance(reason, str), "the reason the table closed")
    return host_words(reason, 24)


@dataclass(frozen=True)
class State:
    """A ``state`` checked for its form; its view, actions and events are JSON the game decodes."""

    n: int
    actor: int | None
    current: int | None
    view: SomeView
    legal: list[JSONIn]
    events: list[JSONIn]
    held: SomeView | None
    scores: list[float | None]
    winners: list[int]
    mine: JSONIn


def check_state(message: Message, seats: int) -> State:
    """A ``state``: the move number, the seats that moved and move now (None: nobody / the game is over), the
    view, the legal actions, the events, the scores (one per seat, a number or None) and the winners (seats)."""
    n = message.get("n")
    if type(n) is not int or not 0 <= n <= MAX_MOVES:
        raise HostError("the move number")
    actor, current = message.get("actor"), message.get("current")
    _check(actor is None or _whole(actor, 0, seats - 1), "the seat that moved")
    _check(current is None or _whole(current, 0, seats - 1), "the seat to move")
    _check(message.get("view") is not None, "the view")
    view = _view(message["view"], "the view")
    held = None if message.get("held") is None else _view(message.get("held"), "the view as the round ended")
    legal = _list(message.get("legal", []), "the legal actions")
    events = _list(message.get("events", []), "the events")
    _check(all(is_obj(e) for e in events), "an event")
    scores = [_score(s) for s in _list(message.get("scores", [None] * seats), "the scores", seats)]
    winners = [_seat(w, seats, "a winner") for w in _list(message.get("winners", []), "the winners")]
    _check(len(set(winners)) == len(winners), "the winners")
    return State(n, _opt_seat(actor), _opt_seat(current), view, legal, events, held, scores, winners,
                 message.get("mine"))


def _opt_seat(value: JSONIn) -> int | None:
    """A seat checked by :func:`check_state` (a whole number), or None."""
    return value if type(value) is int else None
