"""What a card face or back is drawn from: the designs a game's art description (``game/games/<pkg>/art.py``) picks for
each face id. Plain descriptions, no drawing: ``scenes/art`` renders them (dependencies one way: a game describes,
the UI draws)."""

from __future__ import annotations

from dataclasses import dataclass

LOGICAL_W, LOGICAL_H = 1600, 900
"""The logical canvas every screen and every game's table layout (``game/games/<pkg>/data/layouts``) is designed on:
the one place its size is written (``scenes.ui.canvas`` scales it to the window)."""


@dataclass(frozen=True)
class Character:
    """A character card: an emblem in an art window, the value in a wax seal (or a colour shape, or a small
    emblem in a medallion), the title on a ribbon and the effect text below."""

    emblem: str
    badge: str = "seal"  # "seal": the value in a wax seal; "shape": the spec's colour shape; "" nothing
    medallion: str = ""  # an emblem in a gold medallion where the seal would be (e.g. a King card's crown)
    corner: str = ""  # a small emblem in a roundel at the art's top right (e.g. whom a bribe buys)
    stars: int = 0  # impression stars at the art's top right
    portrait: str = ""  # the character's portrait (scenes/art/cast.py), drawn instead of the emblem where room


@dataclass(frozen=True)
class PlayingCard:
    """A French-suited playing card: rank and suit in two corners, pips, court figures, or the joker."""

    rank: str  # "2".."10", "J", "Q", "K", "A" or "joker"
    suit: str = ""  # "S", "H", "D", "C"


@dataclass(frozen=True)
class Token:
    """A round token (a mission disc, a chip): drawn round, centred in a card-sized surface."""

    emblem: str
    colour: tuple[int, int, int]
    light: bool = False  # the emblem in light ink (on a dark or saturated token)
    letter: str = ""  # the kind's initial in a roundel at the lower right (a disc kind told without colour)


@dataclass(frozen=True)
class Back:
    """A card back: a ground colour, a lattice in a line colour, a border and a medallion with an emblem."""

    ground: tuple[int, int, int]
    line: tuple[int, int, int]
    emblem: str
    pattern: str = "lattice"  # "lattice" (diamonds), "grid" (squares) or "rays"


Design = Character | PlayingCard | Token
