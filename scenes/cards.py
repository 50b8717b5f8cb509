"""Card faces and backs drawn from a game's :class:`CardSpec`, rendered at the exact pixel size and cached."""

from __future__ import annotations

import pygame

from game.engine import CardSpec
from game.i18n import current_language, tr
from scenes.fonts import Fonts
from scenes.theme import Palette

CARD_W, CARD_H = 100, 140  # logical size of a card at card_scale 1.0
CACHE_LIMIT = 600


def ink_for(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """Black or white, whichever reads better on ``colour``."""
    return (20, 20, 24) if luminance(colour) > 140 else (250, 250, 250)


def luminance(colour: tuple[int, int, int]) -> float:
    r, g, b = colour
    return 0.299 * r + 0.587 * g + 0.114 * b


def darker(colour: tuple[int, int, int], f: float = 0.6) -> tuple[int, int, int]:
    return tuple(int(c * f) for c in colour)  # type: ignore[return-value]


class CardArt:
    def __init__(self, fonts: Fonts, pal: Palette) -> None:
        self.fonts, self.pal = fonts, pal
        self._cache: dict[tuple[CardSpec | None, int, int, str], pygame.Surface] = {}

    def set_palette(self, pal: Palette) -> None:
        self.pal = pal
        self._cache.clear()

    def surface(self, spec: CardSpec | None, w: int, h: int) -> pygame.Surface:
        """The face of ``spec`` (the back when None) at ``w`` x ``h`` pixels."""
        key = (spec, w, h, current_language())
        surf = self._cache.get(key)
        if surf is None:
            if len(self._cache) >= CACHE_LIMIT:
                self._cache.clear()
            surf = (self._back(w, h) if spec is None else self._face(spec, w, h)).convert_alpha()
            self._cache[key] = surf
        return surf

    def _blank(self, w: int, h: int, fill, line) -> tuple[pygame.Surface, int]:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        radius = max(3, w // 12)
        pygame.draw.rect(surf, fill, surf.get_rect(), border_radius=radius)
        pygame.draw.rect(surf, line, surf.get_rect(), width=max(1, w // 50), border_radius=radius)
        return surf, radius

    def _back(self, w: int, h: int) -> pygame.Surface:
        pal = self.pal
        surf, radius = self._blank(w, h, pal.card_back, darker(pal.card_back, 0.5))
        inner = surf.get_rect().inflate(-w // 7, -w // 7)
        pygame.draw.rect(surf, pal.card_back_line, inner, width=max(1, w // 40), border_radius=radius // 2)
        step = max(6, w // 6)
        clip = inner.inflate(-4, -4)
        surf.set_clip(clip)
        line = darker(pal.card_back_line, 0.75)
        for x in range(clip.left - clip.h, clip.right, step):
            pygame.draw.line(surf, line, (x, clip.top), (x + clip.h, clip.bottom), 1)
            pygame.draw.line(surf, line, (x + clip.h, clip.top), (x, clip.bottom), 1)
        surf.set_clip(None)
        emblem = self.fonts.text("♛", max(8, h // 4), pal.card_back_line, bold=True)
        disc = emblem.get_rect(center=inner.center).inflate(w // 8, w // 8)
        pygame.draw.ellipse(surf, pal.card_back, disc)
        pygame.draw.ellipse(surf, pal.card_back_line, disc, width=max(1, w // 50))
        surf.blit(emblem, emblem.get_rect(center=disc.center))
        return surf

    def _title(self, spec: CardSpec, px: int, width: int) -> str:
        """The title if it fits, else a short form (what follows a colon, or the first word), else nothing: the
        value and symbol still show. A title that starts with the value ("3 of Clubs") says no more than the
        value and symbol and is never shown, so that all such cards look alike at every size."""
        if spec.title.split(" ", 1)[0] == spec.value:
            return ""
        full = tr(spec.title)
        head, _, tail = full.replace("：", ": ").partition(": ")
        short = tail or head.split(" ", 1)[0]
        for title in (full, short):
            if title and title != spec.value and self.fonts.font(px, bold=True).size(title)[0] <= width:
                return title
        return ""

    def _face(self, spec: CardSpec, w: int, h: int) -> pygame.Surface:
        pal, fonts = self.pal, self.fonts
        band_ink = ink_for(spec.colour)
        surf, radius = self._blank(w, h, pal.card_paper, darker(spec.colour))
        pad = max(2, w // 20)
        band = pygame.Rect(0, 0, w, max(12, h * 22 // 100))
        pygame.draw.rect(surf, spec.colour, band, border_top_left_radius=radius, border_top_right_radius=radius)
        x = pad
        if spec.value:
            vpx = max(8, band.h * 7 // 10)
            value = fonts.text(spec.value, vpx, band_ink, bold=True)
            surf.blit(value, value.get_rect(midleft=(pad, band.centery)))
            x = pad + value.get_width() + pad
        tpx = max(7, min(band.h // 2, w // 8))
        title = self._title(spec, tpx, w - x - pad)
        if title:
            img = fonts.text(title, tpx, band_ink, bold=True)
            surf.blit(img, img.get_rect(midleft=(x, band.centery)))
        body_top = band.bottom + pad
        text_px = max(9, h // 14)
        show_text = bool(spec.text) and h >= 110
        symbol_h = (h - body_top) * (45 if show_text else 80) // 100
        if spec.symbol:
            ink = darker(spec.colour, 0.5 if luminance(spec.colour) > 170 else 0.85)
            spx = max(8, symbol_h * 8 // 10)
            width = fonts.font(spx, bold=True).size(spec.symbol)[0]
            if width > w - 2 * pad:  # several glyphs: shrink to the card's width
                spx = max(8, spx * (w - 2 * pad) // width)
            sym = fonts.text(spec.symbol, spx, ink, bold=True)
            surf.blit(sym, sym.get_rect(center=(w // 2, body_top + symbol_h // 2)))
        if show_text:
            y = body_top + symbol_h
            line_h = fonts.font(text_px).get_linesize()
            lines = fonts.wrap(tr(spec.text), text_px, w - 2 * pad)
            room = max(1, (h - pad - y) // line_h)
            if len(lines) > room:
                lines = lines[:room]
                lines[-1] = fonts.fit(lines[-1] + " …", text_px, w - 2 * pad)
            for line in lines:
                img = fonts.text(line, text_px, pal.text_dark)
                surf.blit(img, img.get_rect(midtop=(w // 2, y)))
                y += line_h
        return surf
