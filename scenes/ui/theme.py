"""Colours of the app. Two palettes: the default and a colour-blind safe one (Okabe-Ito hues).

One visual language for the table, the sidebar and the menus (see assets/ART.md): green baize felt, the table's
middle on a darker mat, panels and buttons of dark walnut with brass lines, gold for whose turn it is, cream card
paper."""

from __future__ import annotations

from dataclasses import dataclass

RGB = tuple[int, int, int]
RGBA = tuple[int, int, int, int]


@dataclass(frozen=True)
class Palette:
    felt: RGB = (24, 80, 56)
    felt_dark: RGB = (14, 48, 34)
    zone: RGB | RGBA = (4, 28, 18, 44)  # a shaded well in the felt (translucent: the felt's grain shows)
    zone_line: RGB = (78, 132, 100)
    panel: RGB = (30, 25, 22)  # walnut
    panel_line: RGB = (132, 106, 66)  # brass
    text: RGB = (238, 234, 226)
    text_dim: RGB = (172, 164, 150)
    text_dark: RGB = (26, 26, 30)
    accent: RGB = (232, 186, 74)  # whose turn, focus
    button: RGB = (72, 54, 40)
    button_hover: RGB = (100, 76, 54)
    button_text: RGB = (246, 240, 228)
    disabled: RGB = (58, 54, 50)
    good: RGB = (92, 200, 120)  # valid drop zone, selection
    bad: RGB = (220, 84, 72)  # toast of an illegal move
    card_paper: RGB = (250, 246, 236)
    card_back: RGB = (120, 30, 44)
    card_back_line: RGB = (214, 170, 90)
    highlight_new: RGB = (90, 170, 250)
    highlight_target: RGB = (240, 120, 60)


DEFAULT = Palette()
COLOUR_BLIND = Palette(
    good=(86, 180, 233),  # sky blue instead of green
    bad=(213, 94, 0),  # vermillion
    accent=(240, 228, 66),  # yellow
    highlight_new=(0, 114, 178),
    highlight_target=(230, 159, 0),
)


def palette(colour_blind: bool) -> Palette:
    return COLOUR_BLIND if colour_blind else DEFAULT
