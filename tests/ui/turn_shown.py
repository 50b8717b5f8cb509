"""Whose turn a table shows, checked frame by frame (the local table's and a friend's app's tests)."""

from __future__ import annotations

from game.engine import TableModel
from scenes.table.label_hold import busy_zones
from scenes.table.table import TableScene

Turn = tuple[str, frozenset[int]]


def turn_of(model: TableModel) -> Turn:
    """The headline and the seats whose turn the model says it is."""
    return model.headline, frozenset(s.seat for s in model.seats if s.is_current)


def check_turn_shown(table: TableScene, turn_before: Turn | None, status_before: str) -> bool:
    """One frame's check: the turn the background shows (headline, lit plates) is the model's, or while the move's
    cards are on their way, that of the model before the move (``turn_before``), with the status line as it was
    (``status_before``) or empty; once every card rests, the model's. Whether it showed the turn of before.
    (Not on a frame that showed the last picture while the table drew the move's out of sight.)"""
    ground, model = table.painter.ground, table.view.model
    assert model is not None
    if table.painter.frame.background is None:  # a frame that showed the last picture (the new one is drawn next)
        return False
    turn = (ground.headline_text, ground.current)
    staging = table.board.staging()
    if staging and not table.board.at_the_stage() and turn_before is not None:
        assert turn == turn_before, (turn, turn_before)
    if table.board.settled() and not staging:
        assert turn == turn_of(model)
    if turn == turn_of(model):
        return False
    assert busy_zones(table.board) and turn == turn_before, (turn, turn_before, turn_of(model))
    assert table.hints.status in (status_before, ""), (table.hints.status, status_before)
    return True
