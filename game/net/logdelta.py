"""A seat's view carries the game's log (every event the seat may see, from the first move): sent whole in every
state message, it made the traffic grow with the square of a game's length (a Palace game of 2,677 moves: 421 KB a
message at the end). So a state message carries the log as what is new since the seat's previous state.

``"delta": null`` — the message is whole: its view (and ``held``, the view as the round ended) carries the whole
log. Sent first, and to an app that (re)joins.

``"delta": {"base": B, "from": K, "held_from": H}`` — the seat's previous state message was for move ``B``; the
view's log is that state's log up to entry ``K`` followed by the entries this message carries (``held``'s likewise
from ``H``; None when there is no ``held``). A log that only grows (every game's so far) sends ``K`` = the old
length and only the new entries; one that changed further back resends from the first difference.

The host makes them (:func:`shrink`), a remote app rebuilds the whole view from the log it kept
(:class:`LogKeeper`); :mod:`game.net.leaks` checks every text against the seat's whole view. Pure: no I/O."""

from __future__ import annotations

from collections.abc import Sequence

from game.engine import JSONIn
from game.engine.json_read import arr, integer, is_arr, is_obj, obj
from game.net.wire import Message


def common_prefix(old: Sequence[JSONIn], new: Sequence[JSONIn]) -> int:
    """How many first entries ``old`` and ``new`` share (equal JSON)."""
    if len(new) >= len(old) and new[:len(old)] == old:  # a log that grew (checked at C speed, same objects first)
        return len(old)
    k = 0
    for a, b in zip(old, new, strict=False):
        if a != b:
            break
        k += 1
    return k


def shrink(message: Message, before: tuple[int, Sequence[JSONIn]] | None) -> Message:
    """The whole state ``message`` as sent to a seat whose previous state message was for move ``before[0]``, with
    the log ``before[1]``; ``before`` None: the message stays whole."""
    if before is None:
        return message
    base, old = before
    view, held = obj(message["view"], "the view"), message.get("held")
    log = arr(view["log"], "the view's log")
    k = common_prefix(old, log)
    out: Message = {**message, "view": {**view, "log": log[k:]}}
    held_from = None
    if held is not None:
        held_view = obj(held, "the view as the round ended")
        held_log = arr(held_view["log"], "the log as the round ended")
        held_from = common_prefix(old, held_log)
        out["held"] = {**held_view, "log": held_log[held_from:]}
    out["delta"] = {"base": base, "from": k, "held_from": held_from}
    return out


class LogKeeper:
    """A remote app's side: the log of the last state message received, to rebuild the next one's whole view."""

    def __init__(self) -> None:
        self.move: int | None = None
        self.log: list[JSONIn] = []

    def whole(self, message: Message) -> Message | None:
        """``message`` with its view (and ``held``) whole again, and kept; None for a part that does not follow
        the state this app has (a state sent before the whole one a rejoin brings: that one is on its way).
        ValueError for a message that is not a state message's shape."""
        view, held, delta = message.get("view"), message.get("held"), message.get("delta")
        if not is_obj(view) or not is_arr(view.get("log")) or not (
                held is None or is_obj(held) and is_arr(held.get("log"))):
            raise ValueError("a state whose view carries no log")
        n = message.get("n")
        if delta is not None:
            if not is_obj(delta) or set(delta) != {"base", "from", "held_from"}:
                raise ValueError("a bad log delta")
            base, k, held_from = delta["base"], delta["from"], delta["held_from"]
            if base != self.move or self.move is None:
                return None
            if not _index(k, len(self.log)) or (held is None) != (held_from is None) or (
                    held_from is not None and not _index(held_from, len(self.log))):
                raise ValueError("a log delta past the log this app has")
            start = integer(k, "the log delta")
            view = {**view, "log": [*self.log[:start], *_log(view)]}
            if held is not None:
                held = {**held, "log": [*self.log[:integer(held_from, "the log delta")], *_log(held)]}
            message = {**message, "view": view, "held": held, "delta": None}
        self.move, self.log = n if isinstance(n, int) else None, _log(view)
        return message


def _log(view: dict[str, JSONIn]) -> list[JSONIn]:
    """The log of a view this keeper has checked to have one."""
    log = view["log"]
    if not is_arr(log):
        raise ValueError("a state whose view carries no log")
    return log


def _index(k: object, size: int) -> bool:
    return isinstance(k, int) and not isinstance(k, bool) and 0 <= k <= size
