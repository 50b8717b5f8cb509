"""Palastgeflüster's status line where no felt is free over the hand (moved from the generic
tests/ui/test_table_hints.py)."""

from __future__ import annotations

from tests.ui.helpers import (
    pump,
)


def test_where_no_felt_is_free_over_the_hand_the_status_line_sits_mid_plate(app):
    """Palastgeflüster's own display fills the felt over the hand at five players: the status line sits centred
    on the hand's plate, clear of the name at its left and the card count at its right. (Palace's own rows now
    leave the felt over the hand free for the status line and a toast.)"""
    from game import catalog
    from game.match import Match
    from game.session import SeatConfig, Session
    from scenes.table.table import TableScene

    seats = [SeatConfig("Ana", "human")] + [SeatConfig(n, "bot", "random") for n in ("Ben", "Cleo", "Dan", "Eva")]
    table = TableScene(app, Match(Session(catalog.get_game("palastgefluester"), seats, 1), app.store))
    app.push(table)
    pump(app)
    area = app.viewport.rect(table.hints.status_area())
    hand = app.viewport.rect(table.layout.zones["hand.0"].rect)
    assert hand.top - 4 <= area.top < hand.top + app.viewport.px(24)  # on the plate's strip
    assert abs(area.centerx - hand.centerx) <= 2
    name_w = app.fonts.font(app.viewport.px(15), bold=True).size("Ana (you)")[0]
    assert area.left > hand.left + name_w + 10
    assert area.right < hand.right - app.viewport.px(60)
