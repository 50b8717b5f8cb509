"""A table played with friends closed off the frame thread. At the host: telling the friends and spectators,
closing their connections, having the mailbox let go of the invites' codes. At a friend's or spectator's app: the
bye to the host and the close of its connection. That takes milliseconds, but seconds when the other side's
network or the mailbox went away (a close handshake waits for its timeout, the mailbox's confirmation for
:data:`game.net.invite.CLOSE_WAIT_S`): the window must not freeze meanwhile. The closes run on threads of their
own, which the process waits for before it ends (they are not daemons: the friends are told even by an app that
quits right after), and which the app waits for, bounded, once its window is gone (:func:`finish`)."""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable

log = logging.getLogger(__name__)

FINISH_WAIT_S = 10.0
"""How long an app that quits waits at most for the closes still running (each is bounded on its own: the host's
goodbye by 5 s, the invites' by 3 s, a joined table's bye by 3 s)."""

_pending: set[threading.Thread] = set()
_lock = threading.Lock()


def in_background(close: Callable[[], None], name: str) -> threading.Thread:
    """Run ``close`` on a thread of its own (named after ``name``); what it raises is logged."""

    def run() -> None:
        try:
            close()
        except Exception:  # noqa: BLE001 - the table is closed anyway; nobody waits for an answer
            log.exception("closing %s failed", name)
        finally:
            with _lock:
                _pending.discard(thread)

    thread = threading.Thread(target=run, name=f"palace-table-close-{name}")
    with _lock:
        _pending.add(thread)
    thread.start()
    return thread


def finish(timeout_s: float = FINISH_WAIT_S) -> bool:
    """Wait up to ``timeout_s`` for every close started so far; False when some still run."""
    deadline = time.monotonic() + timeout_s
    with _lock:
        running = list(_pending)
    for thread in running:
        thread.join(max(0.0, deadline - time.monotonic()))
    return not any(thread.is_alive() for thread in running)


def closing() -> int:
    """How many closes still run."""
    with _lock:
        return len(_pending)
