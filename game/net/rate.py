"""How much a remote app may send the host: messages at a rate (a token bucket per connection), and bad messages
(strikes) before its connection is closed."""

from __future__ import annotations

import time

MAX_STRIKES = 6
"""Bad messages a seat may send (its good moves forgive them) before its connection is closed."""
RATE_PER_S = 30.0
RATE_BURST = 60.0


class Bucket:
    """A token bucket: ``take`` is False once a connection sends faster than the rate for longer than the burst."""

    def __init__(self, rate: float = RATE_PER_S, burst: float = RATE_BURST) -> None:
        self.rate, self.burst, self.tokens, self.at = rate, burst, burst, time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True
