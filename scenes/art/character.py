"""The character card: art window with the emblem, value seal (or colour shape, or medallion), title ribbon
and effect text, on card paper inside a frame in the card's colour. Shared by Love Letter, Palastgeflüster
and Road to the Palace (see assets/ART.md)."""

from __future__ import annotations

import re

import pygame

from game.engine import CardSpec
from game.i18n import tr, trc
from scenes.art import shapes
from scenes.art.cast import CAST
from scenes.art.design import Character, FaceReport
from scenes.art.fonts import Fonts
from scenes.art.portrait import MIN_PORTRAIT_PX, portrait
from scenes.art.svg import Inks, document, emblem, hexc, mix, render, rounded_rect, star_path
from scenes.art.text import Title, fit_text, fit_title
from scenes.art.theme import Palette

RGB = tuple[int, int, int]
INK: RGB = (43, 35, 32)
GOLD: RGB = (201, 162, 63)
MIN_ART = 0.26  # the art window keeps at least this part of the card's height when effect text is shown
MIN_TEXT_PX = 12  # effect text and the title of a card that shows it are never smaller (legible at 1280x720)
TEXT_MIN_H = 180  # effect text from this card height up (smaller cards show it in the hover preview)
CROP = 0.64  # a portrait in a short art window shows at least this upper part of its box (the head)
TEXT_SHARE = 0.3  # the effect text's usual box, as a part of the card's height: the same art on every card
BROKEN = re.compile(r"\w- ")
"""Where a short title breaks a word (:func:`broken`)."""


def luminance(c: RGB) -> float:
    return 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]


def shade(c: RGB, f: float) -> RGB:
    return (int(c[0] * f), int(c[1] * f), int(c[2] * f))


def ink_on(c: RGB) -> RGB:
    return (24, 20, 18) if luminance(c) > 150 else (252, 248, 238)


def draw_character(spec: CardSpec, d: Character, w: int, h: int, fonts: Fonts, pal: Palette,
                   whole_title: bool = False) -> tuple[pygame.Surface, FaceReport]:
    """The face of ``spec``; ``whole_title``: its title is never broken inside a word (a short form such as
    "Assas- sin" is left out; the title goes smaller on one line instead): a row of faces to pick from."""
    colour, paper = spec.colour, pal.card_paper
    pad = max(2.0, w * 0.055)
    title = tr(spec.title)
    text = tr(spec.text) if spec.text else ""
    show_text = bool(text) and h >= TEXT_MIN_H
    ribbon_h = max(11.0, h * (0.11 if show_text else 0.14))
    gap = max(1.5, h * 0.018)
    inner_w = w - 2 * pad
    line = max(1.0, w * 0.012)
    tail = shapes.tail_width(ribbon_h, w)
    title_w = int(w - pad * 0.7 - 2 * tail - 2 * line)
    if h >= TEXT_MIN_H:  # a large card: the title at a legible size, the ribbon grows for a second line
        fitted = fit_title(fonts, title, title_w, int(max(ribbon_h, MIN_TEXT_PX / 0.68)), MIN_TEXT_PX)
        if len(fitted.lines) > 1:
            ribbon_h = fonts.font(fitted.px, bold=fitted.bold).get_linesize() * 1.86 + line * 2
        shorter = [t for t in [tr(spec.short_title)] if spec.short_title and not (whole_title and broken(t))]
        if not fitted.lines and shorter:  # too small a card for the title: its short form
            title = shorter[0]
            fitted = fit_title(fonts, title, title_w, int(ribbon_h))
    else:  # a small card: a compact strip across the whole card, the title (or its short form) at 12 px
        title, fitted, ribbon_h = _compact_title(spec, title, w, h, ribbon_h, line, fonts, whole_title)

    # effect text first: the art window takes what it leaves
    text_lines: list[str]
    text_px, text_lines = MIN_TEXT_PX, []
    art_h = h - 2 * pad - ribbon_h - gap * 2
    if show_text:
        room_w = int(w - 2 * max(pad * 0.75, line * 4.5))  # inside the inner frame line
        max_px = max(MIN_TEXT_PX, round(h * 0.06))
        for budget in (int(h * TEXT_SHARE), int(art_h - h * MIN_ART)):  # the usual box, else all there is
            text_px, text_lines = fit_text(fonts, text, room_w, budget, max_px, MIN_TEXT_PX)
            if text_lines:
                break
        if text_lines:
            used = len(text_lines) * fonts.font(text_px).get_linesize()
            art_h -= max(used, h * TEXT_SHARE) + gap
    art_y = pad
    ribbon_y = art_y + art_h + gap

    frame = shade(colour, 0.55) if luminance(colour) > 60 else mix(colour, (200, 200, 200), 0.3)
    dark_hue = luminance(colour) < 80  # a black card: a lighter window keeps the ink emblem readable
    window_in = mix(colour, paper, 0.86 if dark_hue else 0.78)
    window_out = mix(colour, paper, 0.62 if dark_hue else 0.42)
    tint = colour if luminance(colour) < 110 else shade(colour, 0.78 if luminance(colour) < 200 else 0.62)
    defs = (f'<linearGradient id="paper" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="{hexc(paper)}"/>'
            f'<stop offset="1" stop-color="{hexc(mix(paper, (214, 196, 160), 0.35))}"/></linearGradient>'
            f'<linearGradient id="paper2" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="0" y2="{h}">'
            f'<stop offset="0" stop-color="{hexc(paper)}"/>'
            f'<stop offset="1" stop-color="{hexc(mix(paper, (214, 196, 160), 0.35))}"/></linearGradient>'
            f'<radialGradient id="win" cx="0.5" cy="0.45" r="0.7"><stop offset="0" stop-color="{hexc(window_in)}"/>'
            f'<stop offset="1" stop-color="{hexc(window_out)}"/></radialGradient>')
    radius = w * 0.07
    parts = [
        rounded_rect(line / 2, line / 2, w - line, h - line, radius, "url(#paper)", hexc(frame), line),
        rounded_rect(line * 2.6, line * 2.6, w - line * 5.2, h - line * 5.2, radius * 0.7, "none", hexc(colour),
                     line * 1.1),
        rounded_rect(pad, art_y, inner_w, art_h, radius * 0.6, "url(#win)", hexc(frame), line * 0.9),
    ]
    inks = Inks(ink=INK, accent=GOLD, paper=mix(window_in, (255, 255, 255), 0.5), tint=tint)
    look = CAST.get(d.portrait)
    bust_bottom = ribbon_y + ribbon_h * 0.5  # the bust goes on behind the title ribbon
    room = bust_bottom - art_y - line
    size = min(inner_w - line * 2, room if room >= MIN_PORTRAIT_PX else room / CROP)  # short: the head only
    if look is not None and size >= MIN_PORTRAIT_PX:
        art = [f"portrait:{d.portrait}"]
        top = min(art_y + line, bust_bottom - size)
        parts.append(portrait(look, w / 2 - size / 2, top, size, inks, line * 0.8))
        if top + size > bust_bottom:  # paper again over what goes on below the ribbon
            inset = line * 3.3
            parts.append(f'<rect x="{inset:.2f}" y="{bust_bottom:.2f}" width="{w - 2 * inset:.2f}" '
                         f'height="{top + size - bust_bottom + 1:.2f}" fill="url(#paper2)"/>')
    else:  # a small card: the emblem, the portrait's mark
        art = [d.emblem]
        size = min(inner_w * 0.86, art_h * 0.9)
        parts.append(emblem(d.emblem, w / 2 - size / 2, art_y + art_h / 2 - size / 2 + art_h * 0.03, size, inks))

    badge_r = max(w * 0.125, min(w * 0.24, 10.5))  # small cards keep a readable value (12 px)
    bx, by = pad + badge_r * 0.72, art_y + badge_r * 0.72
    if d.medallion:
        parts.append(shapes.medallion(bx, by, badge_r, hexc(mix(GOLD, paper, 0.5)), hexc(shade(GOLD, 0.6)), line))
        parts.append(emblem(d.medallion, bx - badge_r * 0.8, by - badge_r * 0.82, badge_r * 1.6,
                            Inks(ink=INK, accent=shade(GOLD, 0.8), tint=tint)))
        art.append(d.medallion)
    elif d.badge == "seal" and spec.value:
        seal = colour if luminance(colour) < 215 else shade(colour, 0.75)
        parts.append(shapes.wax_seal(bx, by, badge_r, hexc(seal), hexc(GOLD), line))
    elif d.badge == "shape" and spec.symbol in shapes.SHAPE_OF_GLYPH:
        kind = shapes.SHAPE_OF_GLYPH[spec.symbol]
        sr = w * 0.085
        for cx in (pad + sr * 1.15, w - pad - sr * 1.15):
            parts.append(shapes.shape(kind, cx, art_y + sr * 1.15, sr, hexc(colour), hexc(INK), line * 1.1))
        art.append(f"shape:{kind}")
    if d.corner:
        cr = w * 0.1
        cx, cy = w - pad - cr * 0.9, art_y + cr * 0.9
        parts.append(shapes.medallion(cx, cy, cr, hexc(mix(paper, (255, 255, 255), 0.4)), hexc(frame), line))
        parts.append(emblem(d.corner, cx - cr * 0.78, cy - cr * 0.78, cr * 1.56, inks))
        art.append(d.corner)
    if d.stars:
        sr = min(w * 0.065, (inner_w * 0.55) / (2.1 * d.stars))
        for i in range(d.stars):
            cx = w - pad - sr * 1.3 - i * sr * 2.1
            parts.append(f'<path d="{star_path(cx, art_y + sr * 1.4, sr)}" fill="{hexc(GOLD)}" '
                         f'stroke="{hexc(INK)}" stroke-width="{line * 0.8:.2f}" stroke-linejoin="round"/>')
    ribbon_fill = colour if luminance(colour) < 225 else mix(colour, (150, 140, 120), 0.35)
    if h >= TEXT_MIN_H:
        parts.append(shapes.ribbon(pad * 0.35, ribbon_y, w - pad * 0.7, ribbon_h, hexc(ribbon_fill), hexc(frame),
                                   line * 0.8))
    else:  # the compact strip: a plain band from frame to frame
        parts.append(f'<rect x="{line:.2f}" y="{ribbon_y:.2f}" width="{w - 2 * line:.2f}" height="{ribbon_h:.2f}" '
                     f'fill="{hexc(ribbon_fill)}" stroke="{hexc(frame)}" stroke-width="{line * 0.8:.2f}"/>')
    surf = render(document(w, h, "".join(parts), defs), w, h)

    if d.badge == "seal" and spec.value and not d.medallion:
        vpx = max(MIN_TEXT_PX if w >= 40 else 7, int(badge_r * 1.15))
        seal = colour if luminance(colour) < 215 else shade(colour, 0.75)
        img = fonts.text(spec.value, vpx, ink_on(seal), bold=True)
        surf.blit(img, img.get_rect(center=(round(bx), round(by))))
    tpx, tlines = fitted.px, fitted.lines
    ink = ink_on(ribbon_fill)
    lh = fonts.font(tpx, bold=fitted.bold).get_linesize() * (0.86 if len(tlines) > 1 else 1)
    y = ribbon_y + ribbon_h / 2 - lh * len(tlines) / 2
    for t in tlines:
        img = fonts.text(t, tpx, ink, bold=fitted.bold)
        surf.blit(img, img.get_rect(midtop=(round(w / 2), round(y))))
        y += lh
    drawn_text = ""
    if text_lines:
        lh = fonts.font(text_px).get_linesize()
        box_top = ribbon_y + ribbon_h + gap
        y = box_top + max(gap * 0.4, (h - pad - box_top - lh * len(text_lines)) / 2)  # centred in its box
        for t in text_lines:
            img = fonts.text(t, text_px, pal.text_dark)
            surf.blit(img, img.get_rect(midtop=(round(w / 2), round(y))))
            y += lh
        drawn_text = " ".join(text_lines)
    report = FaceReport(tuple(art), title, " ".join(tlines), text, drawn_text, tpx if tlines else 0,
                        text_px if text_lines else 0)
    return surf, report


def _compact_title(spec: CardSpec, title: str, w: int, h: int, ribbon_h: float, line: float,
                   fonts: Fonts, whole_title: bool = False) -> tuple[str, Title, float]:
    """A small card's title, its fit and the strip's height: the title, else its short form, at 12 px or more
    across the card (bold, on two lines, or regular); only when neither fits, the one drawn largest below that
    (``whole_title``: no short form broken inside a word is tried)."""
    width = int(w - 2 * line - 2)
    candidates = [title, *(t for t in short_titles(spec) if not (whole_title and broken(t)))]
    box = int(max(ribbon_h, MIN_TEXT_PX / 0.68))
    for candidate in candidates:
        fitted = fit_title(fonts, candidate, width, box, MIN_TEXT_PX)
        if fitted.lines:
            break
    else:
        fits = [(fit_title(fonts, c, width, box, 6), c) for c in candidates]
        if whole_title:  # one line, in the weight that draws it larger (the regular is narrower)
            fits += [(Title(px, [c], bold=False), c) for c in candidates if (px := one_line_px(fonts, c, width, box))]
        fitted, candidate = max(fits, key=lambda fc: (bool(fc[0].lines), fc[0].px))
    size = fonts.font(fitted.px, bold=fitted.bold).get_linesize()
    need = size * (1 + 0.86 * (len(fitted.lines) - 1)) + line * 2
    return candidate, fitted, min(max(ribbon_h, need), h * 0.5)


def one_line_px(fonts: Fonts, text: str, width: int, box: int) -> int:
    """The largest size (6 px or more) at which ``text`` fits ``width`` on one line in the regular weight in a
    strip ``box`` tall; 0 if none."""
    return next((px for px in range(int(box * 0.68), 5, -1) if fonts.font(px).size(text)[0] <= width), 0)


def broken(title: str) -> bool:
    """A short form that breaks a word over two lines ("Assas- sin", "Wäch- terin": a hyphen, then a space)."""
    return BROKEN.search(title) is not None


def short_titles(spec: CardSpec) -> list[str]:
    """The card's short titles in the current language, to try in turn when the title does not fit: its
    ``short_title``, then the catalog's ``short|<title>`` (or ``short|<short_title>``) where a language needs a
    shorter form than the source language does."""
    out = [tr(spec.short_title)] if spec.short_title else []
    for msgid in filter(None, (spec.title, spec.short_title)):
        short = trc("short", msgid)
        if short != tr(msgid) and short not in out:
            out.append(short)
    return out
