"""The last move played at a table, as the table points at it: who made it, whom it aimed at, whom it took out."""

from __future__ import annotations

from typing import NamedTuple

from game.engine import Event, SomePresenter


class LastMove(NamedTuple):
    """Who made the last move and its events (a pair: ``actor, events = last``)."""

    actor: int
    events: list[Event]

    def _seen(self, seat: int | None) -> list[Event]:
        return [event for event in self.events if seat is None or event.visible_to(seat)]

    def targets(self, presenter: SomePresenter, seat: int | None) -> list[int]:
        """The seats the move aimed at (a Guard's target), of the events ``seat`` may see (None: all of them)."""
        targets: dict[int, None] = {}
        for event in self._seen(seat):
            targets.update(dict.fromkeys(presenter.event_targets(event.to_json())))
        return list(targets)

    def outs(self, presenter: SomePresenter, seat: int | None) -> list[int]:
        """The seats the move took out of play (a knock-out), of the events ``seat`` may see (None: all of them)."""
        return list(dict.fromkeys(s for event in self._seen(seat) for s in presenter.event_outs(event.to_json())))
