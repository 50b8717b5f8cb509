"""A French-suited playing card for Palace: rank and suit in two opposite corners, the pips of a number card
in their classic places (the lower half turned), double-headed court figures in a frame, the joker."""

from __future__ import annotations

import pygame

from game.engine import CardSpec
from game.i18n import tr
from scenes.art.character import MIN_TEXT_PX, TEXT_MIN_H
from scenes.art.design import FaceReport, PlayingCard
from scenes.art.fonts import Fonts
from scenes.art.svg import Inks, document, emblem, hexc, mix, render, rounded_rect, star_path
from scenes.art.text import fit_text, fit_title
from scenes.art.theme import Palette

SUIT_EMBLEM = {"S": "pip_spade", "H": "pip_heart", "D": "pip_diamond", "C": "pip_club"}
COURT_EMBLEM = {"J": "court_jack", "Q": "court_queen", "K": "court_king"}
GOLD = (201, 162, 63)
COURT_RED = (186, 44, 44)
L, C, R = 0.0, 0.5, 1.0
PIPS: dict[str, list[tuple[float, float]]] = {
    "2": [(C, 0), (C, 1)],
    "3": [(C, 0), (C, 0.5), (C, 1)],
    "4": [(L, 0), (R, 0), (L, 1), (R, 1)],
    "5": [(L, 0), (R, 0), (C, 0.5), (L, 1), (R, 1)],
    "6": [(L, 0), (R, 0), (L, 0.5), (R, 0.5), (L, 1), (R, 1)],
    "7": [(L, 0), (R, 0), (C, 0.25), (L, 0.5), (R, 0.5), (L, 1), (R, 1)],
    "8": [(L, 0), (R, 0), (C, 0.25), (L, 0.5), (R, 0.5), (C, 0.75), (L, 1), (R, 1)],
    "9": [(L, 0), (R, 0), (L, 1 / 3), (R, 1 / 3), (C, 0.5), (L, 2 / 3), (R, 2 / 3), (L, 1), (R, 1)],
    "10": [(L, 0), (R, 0), (C, 1 / 6), (L, 1 / 3), (R, 1 / 3), (L, 2 / 3), (R, 2 / 3), (C, 5 / 6), (L, 1), (R, 1)],
}
"""Pip centres per rank: x 0 (left column) .. 1 (right), y 0 (top row) .. 1 (bottom row)."""
COMPACT_W = 48
"""Narrower cards (a glimpse of an opponent's cards) show a large index and one large pip instead."""


def draw_playing_card(spec: CardSpec, d: PlayingCard, w: int, h: int, fonts: Fonts,
                      pal: Palette) -> tuple[pygame.Surface, FaceReport]:
    suit_ink = spec.colour
    line = max(1.0, w * 0.012)
    paper = mix(pal.card_paper, (255, 255, 255), 0.6)
    defs = ""
    parts = [rounded_rect(line / 2, line / 2, w - line, h - line, w * 0.07, hexc(paper), "#6b6459", line)]
    inks = Inks(ink=suit_ink, accent=GOLD, paper=paper, tint=COURT_RED)
    art: list[str] = []
    index_px = max(MIN_TEXT_PX, round(h * 0.135))  # the rank legible on a glimpse of a card too
    corner_w = fonts.font(index_px, bold=True).size("10")[0]
    cx = max(w * 0.1, corner_w / 2 + w * 0.035)
    pip_small = w * 0.11
    if d.rank == "joker":
        return _joker(spec, w, h, fonts, pal, parts, defs, line)
    pip = SUIT_EMBLEM[d.suit]
    art.append(pip)
    if w < COMPACT_W:
        return _compact(spec, pip, w, h, fonts, parts, inks)
    index_img = fonts.text(spec.value, index_px, suit_ink, bold=True)
    if d.rank in COURT_EMBLEM:  # a one-letter index: the court's frame takes the width it leaves
        corner_w = index_img.get_width()
        cx = max(w * 0.1, corner_w / 2 + w * 0.035)
    iy = h * 0.035
    corner_pip_y = iy + index_img.get_height() * 0.92
    parts.append(emblem(pip, cx - pip_small / 2, corner_pip_y, pip_small, inks))
    parts.append(emblem(pip, w - cx - pip_small / 2, h - corner_pip_y - pip_small, pip_small, inks, rotate=180))
    left, right = cx + corner_w / 2 + w * 0.035, w - cx - corner_w / 2 - w * 0.035
    if d.rank in PIPS:
        size = min(w * 0.2, (right - left) / 2.4)
        x0, x1 = left + size / 2 + w * 0.01, right - size / 2 - w * 0.01
        y0, y1 = h * 0.2, h * 0.8
        for fx, fy in PIPS[d.rank]:
            px, py = x0 + (x1 - x0) * fx, y0 + (y1 - y0) * fy
            parts.append(emblem(pip, px - size / 2, py - size / 2, size, inks, rotate=180 if fy > 0.5 else 0))
    elif d.rank == "A":
        size = w * 0.46
        parts.append(f'<circle cx="{w / 2:.2f}" cy="{h / 2:.2f}" r="{size * 0.72:.2f}" fill="none" '
                     f'stroke="{hexc(GOLD)}" stroke-width="{line * 1.2:.2f}"/>')
        parts.append(emblem(pip, w / 2 - size / 2, h / 2 - size / 2, size, inks))
    else:
        fx, fy, fw, fh = left, h * 0.09, right - left, h * 0.82
        parts.append(rounded_rect(fx, fy, fw, fh, w * 0.03, hexc(mix(GOLD, paper, 0.82)), hexc(suit_ink), line))
        fig = COURT_EMBLEM[d.rank]
        art.append(fig)
        size = min(fw - line * 2, fh / 2 - line)
        court_inks = Inks(ink=(34, 30, 32), accent=GOLD, paper=(250, 250, 246), tint=COURT_RED)
        mid = fy + fh / 2
        parts.append(emblem(fig, w / 2 - size / 2, mid - size, size, court_inks))
        parts.append(emblem(fig, w / 2 - size / 2, mid, size, court_inks, rotate=180))
        parts.append(f'<path d="M{fx:.2f} {mid:.2f} L{fx + fw:.2f} {mid:.2f}" stroke="{hexc(suit_ink)}" '
                     f'stroke-width="{line:.2f}"/>')
        small = fw * 0.22
        parts.append(emblem(pip, fx + line * 1.5, fy + line * 1.5, small, inks))
        parts.append(emblem(pip, fx + fw - small - line * 1.5, fy + fh - small - line * 1.5, small, inks,
                            rotate=180))
    surf = render(document(w, h, "".join(parts), defs), w, h)
    surf.blit(index_img, index_img.get_rect(midtop=(round(cx), round(iy))))
    turned = pygame.transform.rotate(index_img, 180)
    surf.blit(turned, turned.get_rect(midbottom=(round(w - cx), round(h - iy))))
    return surf, FaceReport(tuple(art), spec.value, spec.value, title_px=index_px)


def _joker(spec: CardSpec, w: int, h: int, fonts: Fonts, pal: Palette, parts: list[str], defs: str,
           line: float) -> tuple[pygame.Surface, FaceReport]:
    colour = spec.colour
    r = w * 0.075
    for cx, cy in ((w * 0.12, h * 0.09), (w * 0.88, h * 0.91)):
        parts.append(f'<path d="{star_path(cx, cy, r)}" fill="{hexc(GOLD)}" stroke="{hexc(colour)}" '
                     f'stroke-width="{line:.2f}" stroke-linejoin="round"/>')
    title, text = tr(spec.title), tr(spec.text) if spec.text else ""
    title_h = h * 0.12
    text_lines: list[str]
    text_px, text_lines = (MIN_TEXT_PX, [])
    large = h >= TEXT_MIN_H
    if text and large:
        text_px, text_lines = fit_text(fonts, text, int(w * 0.84), int(h * 0.2),
                                       max(MIN_TEXT_PX, round(h * 0.05)), MIN_TEXT_PX)
    text_h = len(text_lines) * fonts.font(text_px).get_linesize()
    fitted = fit_title(fonts, title, int(w * 0.8), int(max(title_h, MIN_TEXT_PX / 0.68)), MIN_TEXT_PX)
    upright = bool(fitted.lines) or large
    if not upright:  # a narrow card: the title runs up its left side, as on printed jokers
        side = fonts.text(title, MIN_TEXT_PX, colour, bold=True)
        upright = side.get_width() > h * 0.92
        if upright:  # not even that: the largest that fits across
            fitted = fit_title(fonts, title, int(w * 0.8), int(title_h), 6)
    if not upright:
        title_h = 0.0
    art_top, art_bottom = h * 0.16, h * 0.86 - title_h - text_h
    left = 0.0 if upright else side.get_height() * 0.8
    size = min(w * 0.78 - left, art_bottom - art_top)
    inks = Inks(ink=(34, 30, 32), accent=GOLD, tint=colour)
    parts.append(emblem("jester", left + (w - left) / 2 - size / 2, art_top + (art_bottom - art_top - size) / 2,
                        size, inks))
    surf = render(document(w, h, "".join(parts), defs), w, h)
    if not upright:
        turned = pygame.transform.rotate(side, 90)
        surf.blit(turned, turned.get_rect(midleft=(round(w * 0.05), round(h / 2))))
        return surf, FaceReport(("jester",), title, title, title_px=MIN_TEXT_PX)
    tlines = fitted.lines
    y = art_bottom + title_h * 0.1
    for t in tlines:
        img = fonts.text(t, fitted.px, colour, bold=fitted.bold)
        surf.blit(img, img.get_rect(midtop=(round(w / 2), round(y))))
        y += fonts.font(fitted.px, bold=fitted.bold).get_linesize()
    y = art_bottom + title_h
    for t in text_lines:
        img = fonts.text(t, text_px, pal.text_dark)
        surf.blit(img, img.get_rect(midtop=(round(w / 2), round(y))))
        y += fonts.font(text_px).get_linesize()
    return surf, FaceReport(("jester",), title, " ".join(tlines), text if large else "", " ".join(text_lines),
                            fitted.px if tlines else 0, text_px if text_lines else 0)


def _compact(spec: CardSpec, pip: str, w: int, h: int, fonts: Fonts, parts: list[str],
             inks: Inks) -> tuple[pygame.Surface, FaceReport]:
    """A narrow card: the rank large at the top left, its suit below it, a large pip at the bottom right."""
    px = max(7, min(round(h * 0.3), round(w * 0.55)))
    index_img = fonts.text(spec.value, px, spec.colour, bold=True)
    while index_img.get_width() > w * 0.9 and px > 6:
        px -= 1
        index_img = fonts.text(spec.value, px, spec.colour, bold=True)
    small, big = w * 0.3, w * 0.5
    top = h * 0.04 + index_img.get_height() * 0.95
    parts.append(emblem(pip, w * 0.08, top, small, inks))
    parts.append(emblem(pip, w - big - w * 0.1, h - big - h * 0.06, big, inks))
    surf = render(document(w, h, "".join(parts)), w, h)
    surf.blit(index_img, (round(w * 0.08), round(h * 0.04)))
    return surf, FaceReport((pip,), spec.value, spec.value, title_px=px)
