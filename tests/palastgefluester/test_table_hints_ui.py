"""Palastgeflüster's status line where no felt is free over the hand (moved from the generic
tests/ui/test_table_hints.py)."""

from __future__ import annotations

from tests.ui.helpers import (
    pump,
)


def test_where_no_felt_is_free_over_the_hand_the_status_line_sits_beside_the_plate(app):
    """Palastgeflüster's own display fills the felt over the hand at five players: the status line sits in the
    hand's plate strip, beside the plate, clear of its name and card count. (Palace's own rows now
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
    app.draw()
    plate = table.painter.ground.label_rects["hand.0"]  # the compact plate in the strip's middle (issue 39)
    assert not area.colliderect(plate) and area.left > plate.right  # beside it, clear of the name and the count
    assert area.right < hand.right - app.viewport.px(60)
