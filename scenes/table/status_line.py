"""The status line over the viewer's hand: whose turn, and what to do on the viewer's own. While the table still
shows the move before (its cards on their way: :class:`scenes.table.label_hold.TurnHold`) it keeps what it said
(but not the viewer's own "drag a card" once their turn is over), and says whose turn it is with the headline and the
plates."""

from __future__ import annotations

from typing import TYPE_CHECKING

from scenes.table import table_hints

if TYPE_CHECKING:
    from scenes.table.host import TableHost


def update_status(table: TableHost, asked: bool) -> None:
    """Set the status line for the position shown. ``asked``: a prompt of the move asks on the table (the line keeps
    quiet: "drag a card …" would tell of the step before it)."""
    hints, match = table.hints, table.match
    hold = table.painter.turn_hold
    if hold.holds(table.board):
        if hints.mine and hold.passes(table.shown) and hints.set_status("", hints.zone, False):
            table.ui.invalidate()  # the viewer's turn is over: not "drag a card" while their card lands
        return
    over = match.is_over()
    acts = bool(table.model and table.model.choices) and match.viewer_acts()
    name = "" if over or table.holding() else match.seat_name(match.current_seat())  # held: the round is over
    away = not over and table_hints.waits_for_away(table.shown, match.current_seat(), match.away_players())
    text = table_hints.status_text(table.shown, acts, over, name, match.bot_to_move(), away, table.focus.by_keys)
    if acts and asked:
        text = ""
    if hints.set_status(text, table_hints.own_zone(table.board, table.shown, match.viewer), acts):
        table.ui.invalidate()
