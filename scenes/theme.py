"""Colours of the app. Two palettes: the default and a colour-blind safe one (Okabe-Ito hues)."""

from __future__ import annotations

from dataclasses import dataclass

RGB = tuple[int, int, int]


@dataclass(frozen=True)
class Palette:
    felt: RGB = (22, 74, 52)
    felt_dark: RGB = (15, 52, 37)
    zone: RGB = (34, 96, 70)
    zone_line: RGB = (70, 140, 105)
    panel: RGB = (24, 30, 38)
    panel_line: RGB = (70, 80, 96)
    text: RGB = (236, 238, 240)
    text_dim: RGB = (150, 158, 168)
    text_dark: RGB = (26, 26, 30)
    accent: RGB = (232, 186, 74)  # whose turn, focus
    button: RGB = (52, 64, 82)
    button_hover: RGB = (72, 88, 112)
    button_text: RGB = (240, 242, 245)
    disabled: RGB = (60, 64, 70)
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
