"""How long a bot's move rests on the table's stage: by what the move means to the person watching.

A move aimed at the viewer, one that takes someone out of play or one that ends the round is the news of the
lap: it stays about two seconds. A plain move before the viewer's (or another person's) turn stays about a
second. Plain moves with another bot to move next flow past as a short ticker, without words (:func:`caption`: the
move feed beside the table tells them). The times are for animation
speed 1 (Normal) and scale with it; the bots' pace runs while a move is shown (it is the least time between two
bot moves, not a pause added after the stage).

A lap is the run of bot moves between two of a person's moves. Once the bots have gone round the table once in
a lap (Palastgeflüster: two bots naming each other to play next), the lap flows: each further bot move waits
less than the one before, and a plain one goes straight to its place (the log and the last move's outlines say
what it did) instead of resting on the stage.
"""

from __future__ import annotations

from dataclasses import dataclass

TICKER_MS = 300.0  # a plain move with another bot to move next
PLAIN_MS = 850.0  # a plain move before a person's turn
MAJOR_MS = 1700.0  # a move aimed at the viewer, a knock-out, the move that ends the round ...
MAJOR_LINE_MS = 150.0  # ... and a little longer for each further line that tells what it did
MAX_LINES = 3
LAP_QUICKEN = 0.6  # past a lap's first round of the table, each bot move waits this much of the one before ...
LAP_MIN_PACE_MS = 120.0  # ... but no less than this


@dataclass(frozen=True)
class MoveWeight:
    """What a bot's move means to the viewer."""

    aims_at_viewer: bool = False  # the viewer is one of its targets
    takes_out: bool = False  # someone is knocked out (or goes out)
    ends_round: bool = False
    bot_next: bool = False  # another bot moves next (no person is waiting for their turn)
    past_round: bool = False  # the bots already went round the table once in this lap
    reveals: bool = False  # its stage brings what it turned up as a beat of its own (a Spy's King card): words

    @property
    def major(self) -> bool:
        return self.aims_at_viewer or self.takes_out or self.ends_round

    @property
    def ticker(self) -> bool:
        return not self.major and self.bot_next and not self.reveals

    @property
    def flows(self) -> bool:
        """A plain move deep in a long lap: it goes straight to its place, unstaged."""
        return self.ticker and self.past_round


def stage_hold_ms(weight: MoveWeight, lines: int, speed: float) -> float:
    """How long the move's cards rest on the stage (after arriving there), at animation ``speed``."""
    if weight.major:
        base = MAJOR_MS + MAJOR_LINE_MS * max(0, min(lines, MAX_LINES) - 1)
    elif weight.ticker:
        base = TICKER_MS
    else:
        base = PLAIN_MS
    return base * speed


def caption(weight: MoveWeight, lines: list[str]) -> list[str]:
    """The words shown under a move on the stage: none for a plain move with another bot to move next (a caption
    up for a ticker's beat could not be read; the move feed beside the table tells it, its cards still pass over
    the stage), else the move's lines."""
    return [] if weight.ticker else list(lines)


def lap_pace_ms(pace_ms: float, lap_moves: int, others: int) -> float:
    """The pause before a bot's move when ``lap_moves`` bot moves were made since a person last moved, at a table
    where ``others`` seats are not the viewer's: the full pace for the lap's first round of the table, then shorter
    and shorter (never longer than the pace set)."""
    extra = lap_moves - max(1, others) + 1
    if extra <= 0:
        return pace_ms
    return min(pace_ms, max(LAP_MIN_PACE_MS, pace_ms * LAP_QUICKEN ** extra))
