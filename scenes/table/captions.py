"""The captions under cards: a caption's text on its rounded backing, wrapped rather than shrunk, as large as the
room under its card allows at a larger text size; made once per text, width and room, and kept."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes.table.background_paint import CAPTION_LINES, MIN_TEXT
from scenes.table.board import CAPTION_GAP, Board, Sprite, caption_gap
from scenes.ui.text_fit import base_px, wrapped_px
from scenes.ui.widgets import draw_box

if TYPE_CHECKING:
    from scenes.ui.context import UI


class Captions:
    """Lays out and draws the cards' captions (see the module's docstring)."""

    def __init__(self, ui: UI, board: Board) -> None:
        self.ui, self.board = ui, board
        self._pills: dict[tuple[object, ...], pygame.Surface] = {}  # caption_pill's surfaces

    def release(self) -> None:
        self._pills = {}

    def draw_caption(self, surface: pygame.Surface, caption: str, r: pygame.Rect, gap: float = CAPTION_GAP,
                     room: int | None = None) -> None:
        """The caption under a card: on more lines when it is wider than the card and its gap."""
        pill = self.caption_pill(caption, r.w, gap, room)
        surface.blit(pill, pill.get_rect(midtop=(r.centerx, r.bottom + 1)))

    def caption_gap(self, s: Sprite) -> float:
        """The logical gap beside the card ``s`` its caption may use (its zone's, see :func:`scenes.table.board.caption_gap`)."""
        zone = self.board.layout.zones.get(s.zone)
        return caption_gap(zone) if zone is not None else CAPTION_GAP

    def caption_rect(self, s: Sprite, r: pygame.Rect | None = None) -> pygame.Rect | None:
        """Where the caption of the card ``s`` at rest (at ``r``, by default where it is) is drawn (None: it has
        none)."""
        if not s.card.caption:
            return None
        r = r or self.board.screen_rect(s)
        return self.caption_pill(s.card.caption, r.w, self.caption_gap(s), self.room_below(s, r)).get_rect(
            midtop=(r.centerx, r.bottom + 1))

    def room_below(self, s: Sprite, r: pygame.Rect) -> int | None:
        """The pixels under the card ``s`` (at ``r``) down to the next card of its zone below it, else to its zone's
        bottom (which keeps a caption's room); None at 100 % text (the layout keeps a caption's room)."""
        if self.ui.fonts.scale <= 1:
            return None
        board = self.board
        tops = [o.top for u, o in ((u, board.screen_rect(board.sprites[u])) for u in board.order)
                if u != s.uid and board.sprites[u].zone == s.zone and o.top >= r.bottom - 1
                and o.left < r.right and o.right > r.left]
        if not tops and s.zone in board.layout.zones:
            tops = [board.zone_rect(s.zone).bottom]
        return min(tops) - r.bottom - 2 if tops else None

    def caption_pill(self, caption: str, card_w: int, gap: float = CAPTION_GAP,
                     room: int | None = None) -> pygame.Surface:
        """A caption's text on its rounded backing, made once per text, card width, gap, palette and the ``room``
        under the card (a larger text size: the caption is as large as its room allows, as small as 100 %)."""
        key = (caption, card_w, gap, self.ui.viewport.scale, self.ui.palette, self.ui.fonts.scale, room)
        pill = self._pills.get(key)
        if pill is None:
            vp, pal, fonts = self.ui.viewport, self.ui.palette, self.ui.fonts
            px, width = vp.px(MIN_TEXT), card_w + vp.px(gap) - 2  # neighbours' captions never touch
            px = wrapped_px(fonts, caption[: 4 * max(1, width)], px, width, bold=True)  # as many lines as at 100 %
            if room is not None:  # and no taller than the room down to the next card
                lines_n = min(CAPTION_LINES, len(fonts.wrap(caption[: 4 * max(1, width)], px, width, bold=True)))
                while px > base_px(fonts, vp.px(MIN_TEXT)) and \
                        lines_n * fonts.font(px, bold=True).get_height() + 2 > room:
                    px -= 1
            lines = fonts.wrap(caption[: 4 * max(1, width)], px, width, bold=True)  # legible size: wrap, not shrink
            if len(lines) > CAPTION_LINES:
                lines = [*lines[: CAPTION_LINES - 1], " ".join(lines[CAPTION_LINES - 1:])]
            lines = [fonts.fit(line, px, width, bold=True) for line in lines]
            imgs = [fonts.text(line, px, pal.text, bold=True) for line in lines]
            box = pygame.Rect(0, 0, max(img.get_width() for img in imgs), sum(img.get_height() for img in imgs))
            box = box.inflate(vp.px(4), 2)
            box.topleft = (0, 0)
            pill = pygame.Surface(box.size, pygame.SRCALPHA)
            draw_box(pill, box, pal.panel, None, radius=vp.px(5))
            y = 1
            for img in imgs:
                pill.blit(img, img.get_rect(midtop=(box.centerx, y)))
                y += img.get_height()
            if len(self._pills) > 512:  # a long game at many window sizes: start afresh
                self._pills.clear()
            self._pills[key] = pill
        return pill
