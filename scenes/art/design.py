"""What a face is drawn from: a design per face id (chosen by each game's art module) and what was drawn."""

from __future__ import annotations

from dataclasses import dataclass


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


@dataclass(frozen=True)
class FaceReport:
    """What a rendered face shows, for tests: the emblems drawn, and each text as wanted and as drawn."""

    art: tuple[str, ...]
    title_wanted: str
    title_drawn: str
    text_wanted: str = ""
    text_drawn: str = ""
    title_px: int = 0  # the pixel sizes the title and the effect text were drawn at (0: not drawn)
    text_px: int = 0

    @property
    def title_fits(self) -> bool:
        return "".join(self.title_drawn.split()) == "".join(self.title_wanted.split()) and "…" not in self.title_drawn

    @property
    def text_fits(self) -> bool:
        squash = "".join(self.text_wanted.split())
        return "".join(self.text_drawn.split()) == squash and "…" not in self.text_drawn
