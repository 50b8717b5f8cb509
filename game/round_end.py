"""A round's end at the table: which events end one, the rounds a match remembers (each ended round's summary),
and the table as a round ended, held in view before the next deal."""

from __future__ import annotations

from dataclasses import replace

from game.engine import RoundSummary, TableModel, ZoneView
from game.engine import ends_round as ends_round


def reveal_hand(zone: ZoneView, face: str | None) -> ZoneView:
    """A seat's hand zone with the card it held at the round's end face up (its other cards are gone)."""
    if face is None or not zone.id.startswith("hand") or not zone.cards:
        return zone
    shown = next((c for c in zone.cards if c.face == face), zone.cards[-1])
    return replace(zone, cards=[replace(shown, face=face, selectable=False, highlight="new")])


class RoundMemory:
    """Every round that ended while the match was at the table."""

    def __init__(self) -> None:
        self.rounds: list[RoundSummary] = []

    def ended(self, table: RoundSummary | None) -> None:
        """A round ended: its summary (listed unless None)."""
        if table is not None:
            self.rounds.append(table)


def end_model(base: TableModel, table: RoundSummary | None) -> TableModel:
    """The table as the round ended, for the moment it is held before the summary ``table``: ``base`` is the
    position at the round's end (the chance step before the next deal, or the game's final position); the cards the
    players held at the end lie face up in their hands; nothing can be played."""
    revealed = table.revealed() if table is not None else {}
    zones = [reveal_hand(zone, revealed.get(zone.owner)) if zone.owner is not None else zone for zone in base.zones]
    headline = table.title if table is not None else base.headline
    seats = [replace(seat, is_current=False) for seat in base.seats]  # nobody is to move: the round is over
    return replace(base, zones=zones, seats=seats, choices=[], prompt="", headline=headline)
