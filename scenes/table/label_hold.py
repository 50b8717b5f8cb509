"""What the background tells waits for the cards that show it. While a move's cards are still on their way to a
zone (or rest on the stage first, or wait for a later beat of the move), the zone keeps the label it showed before
the move, and takes the new one as they land (:class:`LabelHold`); while a bot's move comes to the stage, the log
beside the table tells the move, and what came of it once the cards rest there, as the narration under them does
(:class:`LogHold`); the headline and the plates say whose turn it is once the move's cards show it
(:class:`TurnHold`). Otherwise the table told what a move brought before it showed it: "Silenced: Magician" over an
empty place and "… reveals a King card: the Magician is silenced" in the log while the Spy was on its way alone."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from game.engine import TableModel
from scenes.table.board import Board, Sprite


def _arriving(sprite: Sprite) -> bool:
    """The card is not at rest yet: on its way, turning over, on the stage, or waiting for its beat."""
    return sprite.via is not None or sprite.busy()


def busy_zones(board: Board) -> frozenset[str]:
    """The zones with a card not at rest yet."""
    return frozenset(s.zone for s in board.sprites.values() if _arriving(s))


class LabelHold:
    """The label each zone showed, per viewer, and the zones whose new label waits for their cards."""

    def __init__(self) -> None:
        self._shown: dict[int | None, dict[str, str]] = {}  # viewer -> zone -> the label text drawn last
        self._drawing: dict[str, str] = {}
        self._busy: frozenset[str] = frozenset()
        self._viewer: int | None = None
        self.held: frozenset[str] = frozenset()
        """The zones showing the label of before the move (their cards are on their way)."""
        self.model_labels: dict[str, str] = {}
        """Each labelled zone's label as the model drawn last has it."""

    def begin(self, viewer: int | None, board: Board) -> None:
        """A background for ``viewer`` is about to be drawn."""
        self._viewer, self._drawing, self._busy = viewer, {}, busy_zones(board)

    def text(self, zone_id: str, text: str) -> str:
        """The label to draw for ``zone_id`` whose model's label is ``text``: the one shown before while the zone's
        cards are on their way."""
        before = self._shown.get(self._viewer, {}).get(zone_id)
        if before is not None and before != text and zone_id in self._busy:
            text = before
        self._drawing[zone_id] = text
        return text

    def end(self, model_texts: Iterable[tuple[str, str]]) -> None:
        """The background was drawn; ``model_texts``: each zone's label as its model has it."""
        self._shown[self._viewer] = self._drawing
        self.model_labels = dict(model_texts)
        self.held = frozenset(zone for zone, text in self.model_labels.items() if self._drawing.get(zone, text) != text)

    def shown(self, viewer: int | None) -> dict[str, str]:
        """Each zone's label as last drawn for ``viewer``."""
        return dict(self._shown.get(viewer, {}))

    def landed(self, board: Board) -> bool:
        """Whether the cards of a zone whose label waits have all landed (the background is to be drawn anew)."""
        return bool(self.held) and not self.held <= busy_zones(board)


class LogHold:
    """The log's lines a staged move's results wait behind (:meth:`hold`), until its cards rest on the stage."""

    def __init__(self) -> None:
        self._length: int | None = None
        self.drawn: int | None = None
        """How many lines of the log the background was last drawn with (None: not drawn yet)."""

    def hold(self, length: int) -> None:
        """Show the log's first ``length`` lines (up to the line that tells the staged move) until its cards rest
        on the stage."""
        self._length = length

    def cut(self, board: Board) -> int | None:
        """How many lines of the log to show now (None: all of them)."""
        if self._length is not None and board.at_the_stage():  # (the narration's results show: so do these)
            self._length = None
        return self._length

    def model(self, model: TableModel, board: Board) -> TableModel:
        """``model`` as the background shows it now: its log cut while the staged move's results wait."""
        cut = self.cut(board)
        shown = model if cut is None or cut >= len(model.log) else replace(model, log=model.log[:cut])
        self.drawn = len(shown.log)
        return shown

    def released(self, model: TableModel, board: Board) -> bool:
        """Whether the log was drawn cut and may show whole now (the background is to be drawn anew)."""
        return self.drawn is not None and self.drawn < len(model.log) and self.cut(board) is None


class TurnHold:
    """Whose turn the table showed before a move, kept until the move's cards show it: the headline, the current
    seat's plate and sidebar row (and the status line, :meth:`holds`), for a staged move until its cards rest on the
    stage (the narration tells the move there), for another (the viewer's own) until every card is at rest. Before,
    they were the new model's at once: "You won the round" while the round's last card was still on its way, "B2's
    turn" while B1's card flew to the stage. Not kept over a deal, for another viewer, or without animations
    (:meth:`placed`)."""

    def __init__(self) -> None:
        self._held: tuple[str, frozenset[int]] | None = None  # the headline and the current seats of before

    def placed(self, before: TableModel | None, model: TableModel, moves: bool) -> None:
        """``model`` was placed after ``before``; ``moves``: its cards move there from the last one's, seen by the
        same viewer (not a deal). The turn of ``before`` (the one the move was made in), if another, stays until
        they show the move. (Not the turn drawn now: moves coming one after the other faster than their cards
        land, a friend's app catching up, kept the turn of the first of them all along.)"""
        turn = None if before is None else _turn(before)
        self._held = turn if moves and turn != _turn(model) else None

    def holds(self, board: Board) -> bool:
        """Whether the turn shown is the one of before the move (its cards are on their way)."""
        return self._held is not None and self._waits(board)

    def passes(self, model: TableModel) -> bool:
        """Whether the turn held is another seat's than ``model``'s (the move passed the turn on)."""
        return self._held is not None and self._held[1] != _turn(model)[1]

    def model(self, model: TableModel, board: Board) -> TableModel:
        """``model`` as the background shows it now: the turn of before while the move's cards are on their way."""
        if self._held is not None and not self._waits(board):
            self._held = None
        if self._held is None or self._held == _turn(model):
            return model
        headline, current = self._held
        return replace(model, headline=headline, seats=[replace(s, is_current=s.seat in current) for s in model.seats])

    def released(self, board: Board) -> bool:
        """Whether the turn was held and may be the model's now (the background is to be drawn anew)."""
        return self._held is not None and not self._waits(board)

    @staticmethod
    def _waits(board: Board) -> bool:
        return not board.at_the_stage() if board.staging() else bool(busy_zones(board))


def _turn(model: TableModel) -> tuple[str, frozenset[int]]:
    return model.headline, frozenset(s.seat for s in model.seats if s.is_current)
