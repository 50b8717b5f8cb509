"""What the pointer shows on the table: where dragged cards may go (lit), the box drawn out to select cards, and
the card the pointer rests on, lifted and enlarged in its place."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.engine import CardSpec, TableModel
from scenes.table import gestures, seat_plates, table_chrome
from scenes.table.board import Board, Sprite, card_rect
from scenes.table.pointer import Pointer, box_rect
from scenes.table.sidebar import frame

if TYPE_CHECKING:
    from scenes.ui.context import UI

HOVER_MS = 350
PREVIEW = (200.0, 280.0)
LIFT = 0.15  # the enlarged hovered card rises by this part of the card's own height
AIM_GAP = 34.0
"""Layout units between a carried card that aims at a seat and that seat's plate: the aim line's room."""


class PointerPainter:
    """Draws what the pointer shows (see the module's docstring)."""

    def __init__(self, ui: UI, board: Board, pointer: Pointer, spec: Callable[[str | None], CardSpec | None],
                 game_id: str) -> None:
        self.ui, self.board, self.pointer, self.spec, self.game_id = ui, board, pointer, spec, game_id

    def drop_target_rects(self, model: TableModel, viewer: int | None) -> list[tuple[pygame.Rect, bool]]:
        """While cards are dragged, the legal drops near the pointer light up softly, each at a card's size: the
        place a card would take in a zone (its top card, or its empty place), a card to drop on, or a seat's
        cards; the one under the pointer glows brighter (True). A drop far from the pointer shows nothing: the
        table is not covered in boxes while a card is carried (issue 39)."""
        vp, board = self.ui.viewport, self.board
        assert self.pointer.drag is not None, "drop targets are drawn while dragging"
        places: list[pygame.Rect] = []
        for target in gestures.drop_targets(model.choices, self.pointer.drag):
            if target in board.layout.zones:
                places.append(self.zone_place(target))
            elif target in board.sprites:
                places.append(board.screen_rect(board.sprites[target]))
        aimed = gestures.seat_targets(model.choices, self.pointer.drag) - {viewer}
        for seat in aimed:
            zones = self.seat_zones(model, seat)  # (once, not for each card: every frame of a drag asks)
            cards = [board.screen_rect(s) for s in board.sprites.values() if s.zone in zones
                     and s.uid not in self.pointer.drag]
            places += [cards[0].unionall(cards[1:])] if cards else [board.zone_rect(z) for z in zones]
        size = next((board.screen_rect(board.sprites[uid]).size for uid in self.pointer.drag
                     if uid in board.sprites), (vp.px(90), vp.px(126)))
        reach = max(size) * 1.2  # "toward": the pointer within this many pixels of the place
        mouse = self.pointer.mouse
        lit = []
        for r in places:
            r = r.inflate(vp.px(6), vp.px(6))
            dx = max(r.left - mouse[0], 0, mouse[0] - r.right)
            dy = max(r.top - mouse[1], 0, mouse[1] - r.bottom)
            if dx * dx + dy * dy <= reach * reach:
                lit.append((r, r.collidepoint(mouse)))
        return lit

    def aimed_seat(self, model: TableModel, viewer: int | None) -> int | None:
        """The other seat under the pointer that the dragged cards may aim at (None: none)."""
        if self.pointer.drag is None:
            return None
        zone = self.board.zone_at(self.pointer.mouse, model)
        seat = next((z.owner for z in model.zones if z.id == zone), None)
        aims = gestures.seat_targets(model.choices, self.pointer.drag) - {viewer}
        return seat if seat in aims else None

    def aim_plate(self, model: TableModel, viewer: int | None, plates: dict[int, pygame.Rect]) -> pygame.Rect | None:
        """The plate of the seat the carried cards aim at under the pointer (None: none)."""
        seat = self.aimed_seat(model, viewer)
        return plates.get(seat) if seat is not None else None

    def carried_rects(self, model: TableModel, viewer: int | None,
                      plates: dict[int, pygame.Rect]) -> dict[str, pygame.Rect]:
        """Where the carried cards are drawn: under the pointer as they were picked up; over a seat they may aim
        at, moved off its plate (below it, or above where they came from above) with room for the line between,
        so that the name they aim at stays in sight."""
        board, vp = self.board, self.ui.viewport
        assert self.pointer.drag is not None, "cards are carried while dragging"
        rects = {uid: self.pointer.dragged_rect(uid) for uid in self.pointer.drag if uid in board.sprites}
        plate = self.aim_plate(model, viewer, plates)
        if plate is None or not rects:
            return rects
        every = list(rects.values())
        carried, gap = every[0].unionall(every[1:]), vp.px(AIM_GAP)
        if not carried.colliderect(plate.inflate(2 * gap, 2 * gap)):
            return rects
        home = board.screen_rect(board.sprites[next(iter(rects))])
        dy = plate.bottom + gap - carried.top if home.centery >= plate.centery else plate.top - gap - carried.bottom
        return {uid: r.move(0, dy) for uid, r in rects.items()}

    def draw_aim(self, surface: pygame.Surface, model: TableModel, viewer: int | None,
                 plates: dict[int, pygame.Rect], carried: dict[str, pygame.Rect]) -> bool:
        """A card that aims at someone, carried over a seat it may aim at: a line from the carried card to that
        seat's plate, drawn before the card (it runs from the card's edge; True: drawn)."""
        seat = self.aimed_seat(model, viewer)
        plate = plates.get(seat) if seat is not None else None
        if plate is None or not carried:
            return False
        every = list(carried.values())
        card = every[0].unionall(every[1:])
        view = next((s for s in model.seats if s.seat == seat), None)
        colour = seat_plates.seat_colour(view, self.ui.palette) if view is not None else self.ui.palette.accent
        end = plate.midbottom if plate.centery < card.centery else plate.midtop
        seat_plates.draw_arrow(surface, card.center, end, colour, max(3, self.ui.viewport.px(5)))
        return True

    def seat_zones(self, model: TableModel, seat: int) -> list[str]:
        return [z.id for z in model.zones if z.owner == seat and z.id in self.board.layout.zones]

    def zone_place(self, zone_id: str) -> pygame.Rect:
        """Where a card dropped on ``zone_id`` would show: over its top card, or on its empty place."""
        board = self.board
        on = [uid for uid in board.draw_order() if board.sprites[uid].zone == zone_id
              and (self.pointer.drag is None or uid not in self.pointer.drag)]
        if on:
            return board.screen_rect(board.sprites[on[-1]])
        spec = board.layout.zones[zone_id]
        return self.ui.viewport.rect(table_chrome.placeholder_rect(spec, board.label_height(zone_id)))

    def draw_lit(self, surface: pygame.Surface, r: pygame.Rect, line: int, under: bool = False) -> None:
        """A drop target's soft glow (brighter under the pointer)."""
        vp = self.ui.viewport
        surface.blit(table_chrome.lit(r.size, self.ui.palette.good, vp.px(10), line, under), r.topleft)

    def draw_box(self, surface: pygame.Surface) -> None:
        assert self.pointer.lasso is not None, "the box is drawn while one is drawn out"
        box = box_rect(*self.pointer.lasso)
        if box.w and box.h:
            shade = pygame.Surface(box.size, pygame.SRCALPHA)
            shade.fill((*self.ui.palette.good[:3], 40))
            surface.blit(shade, box.topleft)
        pygame.draw.rect(surface, self.ui.palette.good, box, width=max(1, self.ui.viewport.px(2)))

    def previewed(self) -> Sprite | None:
        """The hovered card whose enlarged preview shows once the pointer rests on it (None: none would)."""
        hover = self.pointer.hover
        s = self.board.sprites.get(hover) if hover is not None else None
        return None if s is None or s.card.face is None or s.target[2] >= PREVIEW[0] * 0.9 else s

    def preview_ahead(self) -> None:
        """The pointer came to a card: its preview's face is rendered on the worker while the pointer rests."""
        s = self.previewed()
        if s is not None:
            w, h = card_rect(self.ui.viewport, 0.0, 0.0, PREVIEW).size
            self.ui.cards.ahead(self.game_id, [(self.spec(s.card.face), w, h)])

    def preview_rect(self) -> pygame.Rect | None:
        """Where the hovered card shows enlarged: in its own place, lifted a little and grown from its middle (no
        second copy beside it), kept on the table left of the sidebar (None: no card to enlarge)."""
        s = self.previewed()
        if s is None:
            return None
        vp, board = self.ui.viewport, self.board
        at = board.screen_rect(s)
        r = card_rect(vp, 0.0, 0.0, PREVIEW)
        r.center = (at.centerx, at.centery - round(at.h * LIFT))
        bx, by, _, bh = vp.bounds
        return r.clamp(vp.rect((bx + 4, by + 44, frame(self.ui)[0] - bx - 8, bh - 48)))

    def draw_preview(self, surface: pygame.Surface) -> None:
        s, r = self.previewed(), self.preview_rect()
        if s is None or r is None:
            return
        surface.blit(table_chrome.shadow(r.size, self.ui.viewport.px(10)), table_chrome.shadow_offset(r))
        surface.blit(self.ui.cards.surface(self.spec(s.card.face), r.w, r.h, self.game_id, ahead=False), r.topleft)
