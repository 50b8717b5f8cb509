"""Colours of the app. Two palettes: the default and a colour-blind safe one (Okabe-Ito hues), each with the
seats' colours and optionally the four-colour deck (♠ black, ♥ red, ♦ blue, ♣ green).

One visual language for the table, the sidebar and the menus (see assets/ART.md): green baize felt, the table's
middle on a darker mat, panels and buttons of dark walnut with brass lines, gold for whose turn it is, cream card
paper."""

from __future__ import annotations

import colorsys
from dataclasses import dataclass, fields, replace

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
    seat_colours: tuple[RGB, ...] = (
        (236, 120, 110), (110, 168, 250), (120, 206, 130), (240, 200, 84),
        (196, 140, 240), (96, 206, 206), (246, 156, 80), (236, 136, 196),
    )
    """A colour per seat for games that give the seats none (bright enough to read on the walnut panel)."""
    safe_hues: bool = False  # a game's own colours (a seat's, a disc's, a colour-coded card's) as Okabe-Ito hues
    four_colour: bool = False  # playing cards: ♠ black, ♥ red, ♦ blue, ♣ green

    def __hash__(self) -> int:
        """The generated hash (of every field), worked out once: a palette is part of the key of every card image
        and turned face looked up, several times a frame."""
        known = self.__dict__.get("_hash")
        if known is None:
            known = hash(tuple(getattr(self, f.name) for f in fields(self)))
            object.__setattr__(self, "_hash", known)
        return known

    def hue(self, colour: RGB) -> RGB:
        """A game's own colour as this palette shows it (unchanged, or its Okabe-Ito counterpart)."""
        return okabe_ito(colour) if self.safe_hues else colour

    def suit_ink(self, suit: str, ink: RGB) -> RGB:
        """The ink of a playing card of ``suit`` ("S", "H", "D", "C"): the card's own, or the four-colour deck's."""
        return FOUR_COLOUR.get(suit, ink) if self.four_colour else ink


OKABE_ITO: dict[str, RGB] = {
    "orange": (230, 159, 0), "sky_blue": (86, 180, 233), "bluish_green": (0, 158, 115), "yellow": (240, 228, 66),
    "blue": (0, 114, 178), "vermillion": (213, 94, 0), "reddish_purple": (204, 121, 167), "black": (0, 0, 0),
}
"""Okabe & Ito (2008), *Color Universal Design*: eight colours told apart with every common colour vision."""
_HUE_ANCHORS: tuple[tuple[float, str], ...] = (
    (0.0, "vermillion"), (28.0, "orange"), (50.0, "yellow"), (130.0, "bluish_green"), (190.0, "sky_blue"),
    (218.0, "blue"), (275.0, "reddish_purple"), (330.0, "reddish_purple"), (360.0, "vermillion"),
)
"""Hue (degrees) of a game's colour -> the nearest Okabe-Ito colour (a red, a yellow, a blue, a purple...)."""
FOUR_COLOUR: dict[str, RGB] = {"S": (20, 20, 20), "H": (200, 30, 40), "D": (18, 84, 196), "C": (18, 128, 52)}
"""The four-colour deck's suit inks: spades black, hearts red, diamonds blue, clubs green."""


def okabe_ito(colour: RGB) -> RGB:
    """The Okabe-Ito colour nearest in hue to ``colour``; a grey (little saturation) or a near-black stays."""
    r, g, b = (c / 255 for c in colour)
    hue, light, sat = colorsys.rgb_to_hls(r, g, b)
    if sat < 0.2 or light < 0.15:
        return colour
    degrees = hue * 360
    return OKABE_ITO[min(_HUE_ANCHORS, key=lambda anchor: abs(anchor[0] - degrees))[1]]


DEFAULT = Palette()
COLOUR_BLIND = Palette(
    good=(86, 180, 233),  # sky blue instead of green
    bad=(213, 94, 0),  # vermillion
    accent=(240, 228, 66),  # yellow
    highlight_new=(0, 114, 178),
    highlight_target=(230, 159, 0),
    seat_colours=(OKABE_ITO["vermillion"], OKABE_ITO["sky_blue"], OKABE_ITO["bluish_green"], OKABE_ITO["yellow"],
                  OKABE_ITO["reddish_purple"], (64, 150, 220), OKABE_ITO["orange"], (214, 214, 214)),
    safe_hues=True,
)


def palette(colour_blind: bool, four_colour: bool = False) -> Palette:
    """The palette of the settings: colour-blind safe or not, with the four-colour deck or not."""
    chosen = COLOUR_BLIND if colour_blind else DEFAULT
    return replace(chosen, four_colour=True) if four_colour else chosen
