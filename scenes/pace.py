"""How long a bot's move rests on the table's stage: by what the move means to the person watching.

A move aimed at the viewer, one that takes someone out of play or one that ends the round is the news of the
lap: it stays about two seconds. A plain move before the viewer's (or another person's) turn stays about a
second. Plain moves with another bot to move next flow past as a short ticker. The times are for animation
speed 1 (Normal) and scale with it; the bots' pace runs while a move is shown (it is the least time between two
bot moves, not a pause added after the stage).
"""

from __future__ import annotations

from dataclasses import dataclass

TICKER_MS = 300.0  # a plain move with another bot to move next
PLAIN_MS = 850.0  # a plain move before a person's turn
MAJOR_MS = 1700.0  # a move aimed at the viewer, a knock-out, the move that ends the round ...
MAJOR_LINE_MS = 150.0  # ... and a little longer for each further line that tells what it did
MAX_LINES = 3


@dataclass(frozen=True)
class MoveWeight:
    """What a bot's move means to the viewer."""

    aims_at_viewer: bool = False  # the viewer is one of its targets
    takes_out: bool = False  # someone is knocked out (or goes out)
    ends_round: bool = False
    bot_next: bool = False  # another bot moves next (no person is waiting for their turn)

    @property
    def major(self) -> bool:
        return self.aims_at_viewer or self.takes_out or self.ends_round

    @property
    def ticker(self) -> bool:
        return not self.major and self.bot_next


def stage_hold_ms(weight: MoveWeight, lines: int, speed: float) -> float:
    """How long the move's cards rest on the stage (after arriving there), at animation ``speed``."""
    if weight.major:
        base = MAJOR_MS + MAJOR_LINE_MS * max(0, min(lines, MAX_LINES) - 1)
    elif weight.ticker:
        base = TICKER_MS
    else:
        base = PLAIN_MS
    return base * speed
