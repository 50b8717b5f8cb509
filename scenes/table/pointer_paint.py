"""What the pointer shows on the table: where dragged cards may go (lit), the box drawn out to select cards, and
the enlarged preview of a card the pointer rests on."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.engine import CardSpec, TableModel
from scenes.table import gestures, table_chrome
from scenes.table.board import Board, Sprite, card_rect
from scenes.table.pointer import Pointer, box_rect
from scenes.table.sidebar import frame

if TYPE_CHECKING:
    from scenes.core.app import App

HOVER_MS = 350
PREVIEW = (200.0, 280.0)


class PointerPainter:
    """Draws what the pointer shows (see the module's docstring)."""

    def __init__(self, app: App, board: Board, pointer: Pointer, spec: Callable[[str | None], CardSpec | None],
                 game_id: str) -> None:
        self.app, self.board, self.pointer, self.spec, self.game_id = app, board, pointer, spec, game_id

    def drop_target_rects(self, model: TableModel, viewer: int | None) -> list[pygame.Rect]:
        """While cards are dragged, where they may go lights up: a zone (a mat's pile, a seat's row), a card, or
        the zones of a seat the cards may be dropped on."""
        vp, board = self.app.viewport, self.board
        assert self.pointer.drag is not None, "drop targets are drawn while dragging"
        lit: list[pygame.Rect] = []
        for target in gestures.drop_targets(model.choices, self.pointer.drag):
            if target in board.layout.zones:
                lit.append(board.zone_rect(target).inflate(vp.px(6), vp.px(6)))
            elif target in board.sprites:
                lit.append(board.screen_rect(board.sprites[target]).inflate(vp.px(8), vp.px(8)))
        aimed = gestures.seat_targets(model.choices, self.pointer.drag) - {viewer}
        lit += [board.zone_rect(z.id).inflate(vp.px(4), vp.px(4)) for z in model.zones
                if z.owner in aimed and z.id in board.layout.zones]
        return lit

    def draw_lit(self, surface: pygame.Surface, r: pygame.Rect, line: int) -> None:
        """A drop target's light."""
        vp = self.app.viewport
        surface.blit(table_chrome.lit(r.size, self.app.palette.good, vp.px(12), line), r.topleft)

    def draw_box(self, surface: pygame.Surface) -> None:
        assert self.pointer.lasso is not None, "the box is drawn while one is drawn out"
        box = box_rect(*self.pointer.lasso)
        if box.w and box.h:
            shade = pygame.Surface(box.size, pygame.SRCALPHA)
            shade.fill((*self.app.palette.good[:3], 40))
            surface.blit(shade, box.topleft)
        pygame.draw.rect(surface, self.app.palette.good, box, width=max(1, self.app.viewport.px(2)))

    def previewed(self) -> Sprite | None:
        """The hovered card whose enlarged preview shows once the pointer rests on it (None: none would)."""
        hover = self.pointer.hover
        s = self.board.sprites.get(hover) if hover is not None else None
        return None if s is None or s.card.face is None or s.target[2] >= PREVIEW[0] * 0.9 else s

    def preview_ahead(self) -> None:
        """The pointer came to a card: its preview's face is rendered on the worker while the pointer rests."""
        s = self.previewed()
        if s is not None:
            w, h = card_rect(self.app.viewport, 0.0, 0.0, PREVIEW).size
            self.app.cards.ahead(self.game_id, [(self.spec(s.card.face), w, h)])

    def draw_preview(self, surface: pygame.Surface) -> None:
        s = self.previewed()
        if s is None:
            return
        vp = self.app.viewport
        x, y = vp.to_logical(self.pointer.mouse)
        _, by, _, bh = vp.bounds
        right = frame(self.app)[0]  # the sidebar's left edge
        px = x + 24 if x + 24 + PREVIEW[0] < right else x - 24 - PREVIEW[0]
        py = min(max(by + 44.0, y - PREVIEW[1] / 2), by + bh - PREVIEW[1] - 4)
        r = card_rect(vp, px, py, PREVIEW)
        surface.blit(self.app.cards.surface(self.spec(s.card.face), r.w, r.h, self.game_id, ahead=False), r.topleft)
