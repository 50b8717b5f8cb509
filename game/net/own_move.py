"""A remote app's own move on its way to the host: sent, then confirmed (the host's next state counts past it),
refused, sent again after a refusal for its rate, or given up when no confirmation comes."""

from __future__ import annotations

import time

from game.engine import JSONValue
from game.net.client import Connection


class OwnMove:
    """At most one move of this seat awaiting the host's confirmation (:attr:`awaiting`: the move number it
    answers). The times are the caller's (:mod:`game.net.remote`'s constants, read when they are used)."""

    def __init__(self) -> None:
        self.awaiting: int | None = None
        self.sent_at = 0.0
        self._sent: JSONValue = None  # the action sent (JSON), sent again after a refusal for its rate
        self._resend_at: float | None = None  # when to send it again (monotonic)
        self._resends = 0

    def send(self, client: Connection, move: int, sent: JSONValue) -> bool:
        """Send ``sent`` as this seat's answer to move ``move`` (False: the connection is down, nothing sent)."""
        if not client.act(move, sent):
            return False
        self.awaiting, self.sent_at, self._sent, self._resend_at, self._resends = move, time.monotonic(), sent, None, 0
        return True

    def tick(self, client: Connection, confirm_timeout_s: float) -> bool:
        """Send the move again once its pause after a ``rate`` refusal is over; True when it has waited longer than
        ``confirm_timeout_s`` for the host (it is given up)."""
        now = time.monotonic()
        if self.awaiting is not None and self._resend_at is not None and now >= self._resend_at:
            self._resend_at = None
            self.sent_at = now
            client.act(self.awaiting, self._sent)
        if self.awaiting is not None and now - self.sent_at > confirm_timeout_s:
            self.awaiting = None
            return True
        return False

    def retry(self, after_s: float, retries: int) -> bool:
        """The host refused the move for coming too fast: True if it goes again ``after_s`` from now (at most
        ``retries`` times)."""
        if self.awaiting is None or self._resends >= retries:
            return False
        self._resends += 1
        self._resend_at = time.monotonic() + after_s
        return True

    def confirmed(self, n: int) -> None:
        """The host's position is at move ``n``: a move answering an earlier one was made."""
        if self.awaiting is not None and n > self.awaiting:
            self.awaiting = self._resend_at = None
