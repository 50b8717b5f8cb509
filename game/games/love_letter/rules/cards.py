"""Love Letter card kinds and the two decks.

A *kind* is a small int (``GUARD``, ``PRINCESS`` ...). A *card* is a physical card: its index in the edition's
deck list (``DECKS[edition][card]`` is its kind), which gives every card a stable identity for the table.
"""

from __future__ import annotations

from typing import NamedTuple

from game.i18n import NC_

SHORT_IN_CONTEXT = (NC_("short", "Guard"), NC_("short", "Jester"), NC_("short", "Bishop"))
"""Titles some language shortens on a small card in its own way (the ``short`` context: a hyphenated German
word, :func:`scenes.art.character.short_titles`); a language that needs no other form gives the title."""


class Kind(NamedTuple):
    face: str  # stable id, used in JSON and by the presenter
    title: str
    value: int
    text: str
    colour: tuple[int, int, int]
    symbol: str


KINDS: tuple[Kind, ...] = (
    Kind("assassin", "Assassin", 0, "If a Guard targets you while you hold this, that player is out; "
         "discard this and draw.", (60, 60, 70), "†"),
    Kind("jester", "Jester", 0, "Choose another player. If they win this round, you gain a token.",
         (150, 90, 170), "☺"),
    Kind("guard", "Guard", 1, "Name a number other than 1 and choose another player. If they hold it, "
         "they are out.", (70, 120, 200), "⚔"),
    Kind("priest", "Priest", 2, "Look at another player's hand.", (230, 210, 120), "✝"),
    Kind("cardinal", "Cardinal", 2, "Two players trade hands; look at one of those hands.",
         (190, 40, 50), "✠"),
    Kind("baron", "Baron", 3, "Compare hands with another player; the lower card is out.",
         (120, 160, 80), "⚖"),
    Kind("baroness", "Baroness", 3, "Look at the hands of one or two other players.", (110, 190, 150), "❀"),
    Kind("handmaid", "Handmaid", 4, "Until your next turn, other players' cards do not affect you.",
         (240, 240, 240), "☂"),
    Kind("sycophant", "Sycophant", 4, "Choose a player: the next card played must target them if it can.",
         (210, 140, 60), "☝"),
    Kind("prince", "Prince", 5, "Choose any player: they discard their hand and draw a new card.",
         (80, 90, 180), "♜"),
    Kind("count", "Count", 5, "At round end, +1 to your hand's number for each Count in your discards.",
         (140, 110, 80), "♞"),
    Kind("king", "King", 6, "Trade hands with another player.", (200, 160, 30), "♚"),
    Kind("constable", "Constable", 6, "If you are knocked out while this is in your discards, gain a token.",
         (90, 110, 130), "★"),
    Kind("countess", "Countess", 7, "Must be played if you also hold the King or a Prince.",
         (170, 60, 120), "♛"),
    Kind("dowager", "Dowager Queen", 7, "Compare hands with another player; the higher card is out.",
         (120, 50, 90), "♕"),
    Kind("princess", "Princess", 8, "If you discard the Princess, you are out of the round.",
         (240, 130, 170), "♥"),
    Kind("bishop", "Bishop", 9, "Name a number (not 1) and another player. If they hold it, gain a token; they "
         "may redraw. The Princess beats it at round end.", (230, 230, 200), "☩"),
)

(ASSASSIN, JESTER, GUARD, PRIEST, CARDINAL, BARON, BARONESS, HANDMAID, SYCOPHANT, PRINCE, COUNT, KING,
 CONSTABLE, COUNTESS, DOWAGER, PRINCESS, BISHOP) = range(len(KINDS))

KIND_BY_FACE: dict[str, int] = {k.face: i for i, k in enumerate(KINDS)}
VALUE: tuple[int, ...] = tuple(k.value for k in KINDS)

CLASSIC_COUNTS = {GUARD: 5, PRIEST: 2, BARON: 2, HANDMAID: 2, PRINCE: 2, KING: 1, COUNTESS: 1, PRINCESS: 1}
PREMIUM_COUNTS = {
    ASSASSIN: 1, JESTER: 1, GUARD: 8, PRIEST: 2, CARDINAL: 2, BARON: 2, BARONESS: 2, HANDMAID: 2, SYCOPHANT: 2,
    PRINCE: 2, COUNT: 2, KING: 1, CONSTABLE: 1, COUNTESS: 1, DOWAGER: 1, PRINCESS: 1, BISHOP: 1,
}


def _deck(counts: dict[int, int]) -> tuple[int, ...]:
    return tuple(kind for kind in sorted(counts) for _ in range(counts[kind]))


DECKS: dict[str, tuple[int, ...]] = {"classic": _deck(CLASSIC_COUNTS), "premium": _deck(PREMIUM_COUNTS)}
"""edition -> kind of each physical card."""

GUESSES: dict[str, tuple[int, ...]] = {"classic": (2, 3, 4, 5, 6, 7, 8), "premium": (0, 2, 3, 4, 5, 6, 7, 8, 9)}
"""The numbers a Guard (or Bishop) may name, per edition."""

SHORT_TITLES: dict[str, str] = {
    "assassin": "Assas- sin", "cardinal": "Cardi- nal", "baroness": "Baro- ness", "handmaid": "Hand- maid",
    "sycophant": "Syco- phant", "constable": "Con- stable", "countess": "Coun- tess", "dowager": "Dow- ager",
    "princess": "Prin- cess",
}
"""What a small card (an opponent's discard) shows when its title does not fit: broken over two lines."""

TOKEN_TARGET: dict[int, int] = {2: 7, 3: 5, 4: 4, 5: 4, 6: 4, 7: 4, 8: 4}


def card_uid(card: int) -> str:
    return f"c{card}"
