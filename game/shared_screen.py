"""Who sees the table of a match played at one screen: on a shared screen (hot seat) the people take turns, the
screen is passed on between them, each is told what happened since they last looked, and nothing is shown that
any of them may not know."""

from __future__ import annotations

from collections.abc import Sequence

from game.engine import LogEntry, RoundSummary, SomePresenter, view_log
from game.engine.summary import hide_differences
from game.session import Session

HANDOVER_NEWS = 8
"""The most lines of what happened that the hand-over screen shows."""


class SharedScreen:
    """The people at the screen (``humans``, their seats) and the one looking now (``viewer``), as the match
    says each time."""

    def __init__(self, session: Session, presenter: SomePresenter) -> None:
        self.session = session
        self.presenter = presenter
        self._public_seen: dict[int, int] = {}  # seat -> public events it had seen when the screen was passed on

    def handover_to(self, humans: Sequence[int], viewer: int | None) -> int | None:
        """The human seat the screen must be passed to before play goes on, if any (hot seat only)."""
        if len(humans) < 2 or self.session.is_over() or self.session.at_round_end:
            return None  # (at a round's end nobody is to move: the screen is passed after the deal)
        current = self.session.current_seat()
        if self.session.seats[current].kind == "human":
            return current if current != viewer else None
        return humans[0] if viewer is None else None

    def passed(self, viewer: int | None, seat: int) -> None:
        """The screen goes from ``viewer`` to ``seat``: the one who looked has seen every public event so far."""
        if viewer is not None and viewer != seat:
            self._public_seen[viewer] = len(self._public_events(viewer))

    def _public_events(self, seat: int) -> list[LogEntry]:
        return [e for e in view_log(self.session.view(seat)) if e.get("to") is None]

    def news_for(self, seat: int, limit: int = HANDOVER_NEWS) -> tuple[list[str], int]:
        """What happened since ``seat`` last looked, for the hand-over screen (seen by whoever is at the screen,
        so public events only), as told to ``seat``: the last ``limit`` lines and how many earlier ones are left
        out."""
        events = self._public_events(seat)[self._public_seen.get(seat, 0):]
        lines = [line for e in events if (line := self.presenter.describe_event(e, self.session.names, seat))]
        return lines[-limit:], max(0, len(lines) - limit)

    def round_table(self, humans: Sequence[int], viewer: int | None) -> RoundSummary | None:
        """The viewer's summary of the round (or game) just ended, as a table (None if none just ended). On a
        shared screen (hot seat) a cell some person there may not know shows "?"."""
        names = self.session.names
        table = self.presenter.round_table(self.session.view(viewer if viewer is not None else 0), names)
        for seat in humans:
            if table is not None and seat != viewer:
                seen = self.presenter.round_table(self.session.view(seat), names)
                table = hide_differences(table, seen) if seen is not None else table
        return table

    def shown_scores(self, humans: Sequence[int]) -> list[float | None]:
        """Every seat's score as the people at the screen may know it: None where it is hidden from any human
        seat (on a shared screen all of them look); a table of bots shows every score."""
        scores = self.session.state.scores()
        shown: list[float | None] = list(scores)
        for seat in humans:
            seen = self.presenter.shown_scores(self.session.view(seat), scores)
            shown = [score if known is not None else None for score, known in zip(shown, seen, strict=True)]
        return shown
