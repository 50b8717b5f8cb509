"""What a round (or the game) came to, as a table the scoring screen draws: one row per player, with the card a
player held drawn as a card image where there is one, and the winners highlighted. Pure data; the presenters
build it in the current language."""

from __future__ import annotations

from dataclasses import dataclass, replace


@dataclass(frozen=True)
class SummaryRow:
    """One player's row: ``cells`` under the summary's ``columns`` (the card column holds the card's title)."""

    seat: int
    cells: tuple[str, ...]
    card: str | None = None  # the face of the card this player held at the end, drawn in the card column
    best: bool = False  # a winner of the round or game: highlighted
    out: bool = False  # out of the round: dimmed


@dataclass(frozen=True)
class RoundSummary:
    """A round's (or the game's) result: a headline, a table, and notes under it."""

    title: str
    columns: tuple[str, ...]
    rows: tuple[SummaryRow, ...]
    notes: tuple[str, ...] = ()
    card_column: int | None = None  # the column drawn as a card image where a row has a card
    name_column: int = 0  # the column naming the player (it says "(you)" in the reader's row)
    column_ids: tuple[str, ...] = ()  # a stable id per column (a tutorial's coach points at ``column:<id>``)
    explains: tuple[str, ...] = ()  # per column: how its figures came about (shown on hover, spoken on focus)

    def column_id(self, i: int) -> str:
        """Column ``i``'s id (its number where the summary names none)."""
        return self.column_ids[i] if i < len(self.column_ids) else str(i)

    def explain(self, i: int) -> str:
        """What column ``i`` tells and how its figures came about ("" where the summary says nothing)."""
        return self.explains[i] if i < len(self.explains) else ""

    def lines(self) -> list[str]:
        """The summary as plain text lines (a headline, one line per row, the notes)."""
        rows = ["  ".join(f"{head}: {cell}" if i else cell for i, (head, cell) in
                          enumerate(zip(self.columns, row.cells, strict=True)) if cell) for row in self.rows]
        return [self.title, *rows, *self.notes]

    def revealed(self) -> dict[int, str]:
        """The card each seat held at the end, where the table shows it face up."""
        return {row.seat: row.card for row in self.rows if row.card is not None}


def hide_differences(summary: RoundSummary, other: RoundSummary) -> RoundSummary:
    """``summary`` with "?" in every cell (but the names) that ``other``, the same summary seen from another
    seat, shows differently: what one of two people at a shared screen may not know stays hidden from both."""
    rows = []
    for row, seen in zip(summary.rows, other.rows, strict=True):
        cells = tuple(cell if i == summary.name_column or cell == seen.cells[i] else "?"
                      for i, cell in enumerate(row.cells))
        rows.append(replace(row, cells=cells, card=row.card if row.card == seen.card else None))
    return replace(summary, rows=tuple(rows))
