"""The cards of Palastgeflüster: 7 characters in 5 player colours plus 2 grey sets, and 6 King cards.

A physical character card is an ``int``: ``colour_set * 7 + character``. Sets 0-4 are the player colours
(seat ``s`` owns set ``s``); sets 5 and 6 are the two grey sets. With ``n`` players the deck holds sets
``0..n-1`` and both grey sets.
"""

from __future__ import annotations

from game.engine import CardSpec
from game.i18n import N_, tr

CHARACTERS: tuple[str, ...] = ("treasurer", "magician", "maid", "courtesan", "guard", "fool", "spy")
CHARACTER_TITLES: dict[str, str] = {
    "treasurer": "Treasurer", "magician": "Magician", "maid": "Maid", "courtesan": "Courtesan",
    "guard": "Guard", "fool": "Fool", "spy": "Spy",
}
CHARACTER_TEXTS: dict[str, str] = {
    "treasurer": "Show your hand to everyone.",
    "magician": "Exchange N cards with another player; both choose secretly.",
    "maid": "Discard a card from your hand, then draw one.",
    "courtesan": "Swap one card each between two displays (no duplicates). Not as 1st/2nd card of a round.",
    "guard": "Take another card of your display back into your hand.",
    "fool": "Nothing happens. Cannot be played while silenced.",
    "spy": "Reveal the next King card: it silences a character.",
}
KING_CHARACTERS: tuple[str, ...] = ("treasurer", "magician", "maid", "courtesan", "guard", "fool")
"""One King card per character except the Spy."""

PLAYER_COLOURS: tuple[str, ...] = (N_("red"), N_("blue"), N_("green"), N_("yellow"), N_("purple"))
GREY = N_("grey")
"""The colours (each also the English word the texts show for it, ``tr(colour)``)."""
GREY_SETS: tuple[int, ...] = (5, 6)
COLOUR_RGB: dict[str, tuple[int, int, int]] = {
    "red": (205, 62, 58), "blue": (58, 112, 212), "green": (56, 158, 84), "yellow": (226, 188, 40),
    "purple": (148, 82, 192), GREY: (150, 150, 150),
}
COLOUR_SYMBOLS: dict[str, str] = {
    "red": "●", "blue": "▲", "green": "■", "yellow": "◆", "purple": "★", GREY: "○",
}
"""A distinct glyph per colour, so that borders are told apart without colour vision."""

HAND_SIZE = 6
FULL_DISPLAY = 6
WIN_POINTS: dict[int, int] = {3: 6, 4: 5, 5: 4}
KIND_COUNT = len(CHARACTERS)


CHARACTER_OF: tuple[str, ...] = tuple(CHARACTERS[c % KIND_COUNT] for c in range(7 * KIND_COUNT))
"""The character of every card id (a lookup for hot loops)."""


def character(card: int) -> str:
    return CHARACTER_OF[card]


def colour_set(card: int) -> int:
    return card // KIND_COUNT


def colour(card: int) -> str:
    """The border colour name of a card."""
    s = colour_set(card)
    return GREY if s in GREY_SETS else PLAYER_COLOURS[s]


def owner_of_colour(card: int) -> int | None:
    """The seat whose colour the card's border shows, or None for grey."""
    s = colour_set(card)
    return None if s in GREY_SETS else s


def face(card: int) -> str:
    """The face id, e.g. ``"guard.red"``; both grey sets share faces."""
    return f"{character(card)}.{colour(card)}"


def king_face(char: str) -> str:
    return f"king.{char}"


def deck_for(num_players: int) -> list[int]:
    """Every character card in play, in id order."""
    sets = [*range(num_players), *GREY_SETS]
    return [s * KIND_COUNT + c for s in sets for c in range(KIND_COUNT)]


def card_title(card_face: str) -> str:
    """``"guard.red"`` -> ``"Guard (red)"``; ``"king.fool"`` -> ``"King: Fool"``."""
    kind, col = card_face.split(".")
    if kind == "king":
        return tr("King: {character}", character=tr(CHARACTER_TITLES[col]))
    return tr("{character} ({colour})", character=tr(CHARACTER_TITLES[kind]), colour=tr(col))


SHORT_TITLES = {"treasurer": "Treas- urer", "courtesan": "Cour- tesan", "magician": "Magi- cian"}
"""What a small card (an opponent's display) shows when its title does not fit: broken over two lines."""


def card_specs() -> dict[str, CardSpec]:
    """A spec for every face: each character in each colour, and the King cards."""
    specs: dict[str, CardSpec] = {}
    for col in (*PLAYER_COLOURS, GREY):
        for char in CHARACTERS:
            fid = f"{char}.{col}"
            specs[fid] = CardSpec(
                face=fid, title=CHARACTER_TITLES[char], text=CHARACTER_TEXTS[char],
                colour=COLOUR_RGB[col], symbol=COLOUR_SYMBOLS[col], count=2 if col == GREY else 1,
                short_title=SHORT_TITLES.get(char, ""),
            )
    for char in KING_CHARACTERS:
        fid = king_face(char)
        specs[fid] = CardSpec(
            face=fid, title=CHARACTER_TITLES[char],
            text=f"The {CHARACTER_TITLES[char]} is silenced: its action is not carried out.",
            colour=(212, 175, 55), symbol="♛", short_title=SHORT_TITLES.get(char, ""),
        )
    return specs
