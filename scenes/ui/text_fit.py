"""Text at the text size setting in a place of fixed size: as large as the setting makes it where it fits, else
the largest that fits down to the size 100 % text has there (so a larger text size never cuts what 100 % shows
whole), and never taller than a strip it is written in."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from scenes.art.fonts import Fonts


def base_px(fonts: Fonts, px: int) -> int:
    """The size to ask for that draws as ``px`` does at 100 % (the text size setting undone)."""
    return max(1, math.ceil(px / fonts.scale))


def grown_px(fonts: Fonts, text: str, px: int, width: int, bold: bool = False) -> int:
    """The size for one line of ``text`` in ``width`` pixels: ``px`` if it fits, else the largest that fits down
    to the 100 % size (at which it is fitted as 100 % text was)."""
    if fonts.scale <= 1 or fonts.font(px, bold).size(text)[0] <= width:
        return px
    low, high = min(px, base_px(fonts, px)), px  # by bisection: the largest that fits (low: the 100 % size)
    while low < high:
        middle = (low + high + 1) // 2
        if fonts.font(middle, bold).size(text)[0] <= width:
            low = middle
        else:
            high = middle - 1
    return low


def strip_px(fonts: Fonts, px: int, height: int) -> int:
    """``px`` for text in a strip ``height`` pixels high: as the text size makes it, but never taller than the
    strip allows (three quarters of it) unless 100 % text was already that tall."""
    return max(min(px, base_px(fonts, px)), min(px, int(height * 0.75 / fonts.scale)))


def wrapped_px(fonts: Fonts, text: str, px: int, width: int, bold: bool = False) -> int:
    """The size for ``text`` wrapped to ``width``: ``px`` if it takes no more lines there than 100 % text does
    (each whole), else the largest that does, down to the 100 % size. A place sized for 100 % text's lines, each
    as much taller as the text size, then holds them."""
    base = min(px, base_px(fonts, px))
    if fonts.scale <= 1 or px <= base:
        return px
    lines = len(fonts.wrap(text, base, width, bold))

    def fits(size: int) -> bool:
        wrapped = fonts.wrap(text, size, width, bold)
        return len(wrapped) <= lines and all(fonts.font(size, bold).size(line)[0] <= width for line in wrapped)

    if fits(px):
        return px
    low, high = base, px - 1
    while low < high:
        middle = (low + high + 1) // 2
        if fits(middle):
            low = middle
        else:
            high = middle - 1
    return low
