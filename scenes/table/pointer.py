"""The pointer at the table, without drawing: a press on a card becomes a drag past a few pixels or a click that
toggles its selection; a press on empty table draws a selection box; a release ends either. The table scene
decides what a press may pick up and what a drop means."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes.table.board import SELECT_LIFT, Board, card_rect

DRAG_THRESHOLD = 6  # window pixels before a press becomes a drag


@dataclass(frozen=True)
class Drop:
    """Cards let go at ``pos`` (window pixels) after a drag."""

    dragged: frozenset[str]
    pos: tuple[int, int]


class Pointer:
    """``selection`` is the set of selected cards (shared with the board, which lifts them; changed in place)."""

    def __init__(self, board: Board) -> None:
        self.board = board
        self.selection: set[str] = board.lifted
        self.press: tuple[str, tuple[int, int]] | None = None
        self.drag: frozenset[str] | None = None
        self.drag_offsets: dict[str, tuple[float, float]] = {}
        self.lasso: tuple[tuple[int, int], tuple[int, int]] | None = None  # (start, pointer) of a selection box
        self.mouse = (0, 0)
        self.hover: str | None = None
        self.hover_ms = 0.0

    def busy(self) -> bool:
        """A press, drag or box is under way (buttons do not take the pointer meanwhile)."""
        return self.drag is not None or self.press is not None or self.lasso is not None

    def press_card(self, uid: str, pos: tuple[int, int]) -> None:
        self.press = (uid, pos)

    def start_box(self, pos: tuple[int, int]) -> None:
        self.lasso = (pos, pos)

    def move(self, pos: tuple[int, int]) -> bool:
        """Follow the pointer; True when the table must be redrawn."""
        self.mouse = pos
        if self.lasso is not None:
            self.lasso = (self.lasso[0], pos)
            return True
        if self.press is not None and self.drag is None:
            uid, start = self.press
            if abs(pos[0] - start[0]) + abs(pos[1] - start[1]) >= DRAG_THRESHOLD:
                self.begin_drag(uid, start)
        if self.drag is not None:
            return True
        hover = self.board.card_at(pos)
        if hover != self.hover:
            self.hover, self.hover_ms = hover, 0.0
            self.board.hovered = hover  # a fan's card rises under the pointer
            return True
        return False

    def begin_drag(self, uid: str, start: tuple[int, int]) -> None:
        """A selected card drags the whole selection with it."""
        dragged = frozenset(self.selection) if uid in self.selection else frozenset({uid})
        self.drag = dragged
        sx, sy = self.board.viewport.to_logical(start)
        lift = SELECT_LIFT if uid in self.selection else 0.0
        sprites = self.board.sprites
        shift = {u: self.board.fan_shift(sprites[u]) if sprites[u].zone in self.board.fans else (0.0, 0.0)
                 for u in dragged}  # a risen fan card is picked up where it is drawn
        self.drag_offsets = {u: (sprites[u].pos[0] + shift[u][0] - sx, sprites[u].pos[1] + shift[u][1] - lift - sy)
                             for u in dragged}
        self.hover = self.board.hovered = None

    def release(self, pos: tuple[int, int]) -> Drop | None:
        """End the press, box or drag: a click toggles a selectable card, a box selects what it covers, a drag
        is a :class:`Drop` (its cards start from where they were let go)."""
        if self.lasso is not None:
            self.end_box(pos)
            return None
        press, self.press = self.press, None
        sprites = self.board.sprites
        pressed_gone = press is not None and press[0] not in sprites
        dragged_gone = self.drag is not None and not self.drag <= sprites.keys()
        if pressed_gone or dragged_gone:  # the table changed under the pointer: nothing to drop
            self.drag = None
            return None
        if self.drag is None:
            if press is not None and sprites[press[0]].card.selectable:
                self.selection.symmetric_difference_update({press[0]})
            return None
        dragged, self.drag = self.drag, None
        x, y = self.board.viewport.to_logical(pos)
        for uid in dragged:
            ox, oy = self.drag_offsets[uid]
            sprites[uid].pos = (x + ox, y + oy)
        return Drop(dragged, pos)

    def end_box(self, pos: tuple[int, int]) -> None:
        """The selectable cards whose middle the box covers become the selection; a click on empty table clears
        it."""
        assert self.lasso is not None, "end_box without begin_box"
        start = self.lasso[0]
        self.lasso = None
        box = box_rect(start, pos)
        self.selection.clear()
        if box.w + box.h >= DRAG_THRESHOLD:
            self.selection.update(uid for uid, s in self.board.sprites.items()
                                  if s.card.selectable and box.collidepoint(self.board.screen_rect(s).center))

    def cancel(self) -> None:
        self.drag, self.press, self.lasso = None, None, None

    def dragged_rect(self, uid: str) -> pygame.Rect:
        """Where a dragged card is drawn: under the pointer, as it was picked up, at the pixel size it has at rest
        wherever the pointer is (measured from its edges, a pixel wider now and then: its face rendered anew on the
        frame, and the game's every face queued at that size for nothing)."""
        x, y = self.board.viewport.to_logical(self.mouse)
        s = self.board.sprites[uid]
        ox, oy = self.drag_offsets[uid]
        return card_rect(self.board.viewport, x + ox, y + oy, (s.target[2], s.target[3]))


def box_rect(start: tuple[int, int], end: tuple[int, int]) -> pygame.Rect:
    return pygame.Rect(min(start[0], end[0]), min(start[1], end[1]), abs(end[0] - start[0]), abs(end[1] - start[1]))
