"""Fitting a face's texts: a title that shrinks (then takes two lines) rather than being cut, and effect text
that wraps and shrinks to its box; neither ever ends in an ellipsis."""

from __future__ import annotations

from dataclasses import dataclass

from scenes.art.fonts import WRAP_UNITS, Fonts, join_units


def fit_title(fonts: Fonts, text: str, width: int, height: int, min_px: int = 6) -> Title:
    """The largest size at which ``text`` fits ``width`` x ``height``: bold on one line, else bold on two
    lines (broken between words), else (long single words on small cards) in the regular weight; a title
    with no lines when it fits nowhere."""
    top = max(min_px, int(height * 0.68))
    for px in range(top, min_px - 1, -1):
        if fonts.font(px, bold=True).size(text)[0] <= width:
            return Title(px, [text])
    for px in range(max(min_px, int(height * 0.42)), min_px - 1, -1):
        if lines := two_lines(fonts, text, px, width, bold=True):
            return Title(px, lines)
    for px in range(top, min_px - 1, -1):
        if fonts.font(px).size(text)[0] <= width:
            return Title(px, [text], bold=False)
    for px in range(max(min_px, int(height * 0.42)), min_px - 1, -1):
        if lines := two_lines(fonts, text, px, width, bold=False):
            return Title(px, lines, bold=False)
    return Title(min_px, [])


def two_lines(fonts: Fonts, text: str, px: int, width: int, bold: bool) -> list[str] | None:
    """``text`` on two lines no wider than ``width``, broken where the longer line is shortest (a greedy wrap
    leaves "財務大/臣"); None when no break fits."""
    units = WRAP_UNITS.findall(text)
    font = fonts.font(px, bold)
    best: tuple[int, list[str]] | None = None
    for cut in range(1, len(units)):
        lines = [join_units(units[:cut]), join_units(units[cut:])]
        widest = max(font.size(line)[0] for line in lines)
        if widest <= width and (best is None or widest < best[0]):
            best = (widest, lines)
    return best[1] if best else None


@dataclass(frozen=True)
class Title:
    px: int
    lines: list[str]
    bold: bool = True


def fit_text(fonts: Fonts, text: str, width: int, height: int, max_px: int, min_px: int) -> tuple[int, list[str]]:
    """The largest size from ``max_px`` down to ``min_px`` at which ``text`` wrapped to ``width`` fits
    ``height``; ``(min_px, [])`` when it does not fit even at ``min_px``."""
    for px in range(max_px, min_px - 1, -1):
        lines = fonts.wrap(text, px, width)
        font = fonts.font(px)
        if len(lines) * font.get_linesize() <= height and all(font.size(line)[0] <= width for line in lines):
            return px, lines
    return min_px, []
