"""Road to the Palace components: character cards, bribe cards and mission discs, per player count.

A *card* is a physical character card: its index in :data:`CARDS` (``CARDS[card]`` is its face), which gives
every card a stable identity for the table. Bribe cards and discs are identified by colour alone.
"""

from __future__ import annotations

from typing import NamedTuple

from game.i18n import N_, NC_

YELLOW, RED, BLUE, BLACK, PINK, PURPLE = N_("yellow"), N_("red"), N_("blue"), N_("black"), N_("pink"), N_("purple")
"""The colours (each also the English word the texts show for it, ``tr(colour)``)."""
MISSION_COLOURS: tuple[str, ...] = (YELLOW, RED, BLUE)
"""Colours of the Financial, Military and Politics missions, of the bribes and of their key persons."""
DISC_COLOURS: tuple[str, ...] = (YELLOW, RED, BLUE, PURPLE)
COLUMN_COLOURS: tuple[str, ...] = (YELLOW, RED, BLUE, BLACK, PINK)
"""Colours that form card columns (a Politician goes onto a bribe instead)."""


class Face(NamedTuple):
    face: str  # stable id, e.g. "yellow1"
    colour: str
    impression: int
    count: int  # type: ignore[assignment]  # copies in the full box (the field shadows tuple.count, unused here)


FACES: tuple[Face, ...] = (
    Face("yellow1", YELLOW, 1, 8), Face("red1", RED, 1, 8), Face("blue1", BLUE, 1, 8),
    Face("yellow2", YELLOW, 2, 4), Face("red2", RED, 2, 4), Face("blue2", BLUE, 2, 4),
    Face("black2", BLACK, 2, 7), Face("pink2", PINK, 2, 7),
    Face("black3", BLACK, 3, 4), Face("pink3", PINK, 3, 4),
    Face("purple1", PURPLE, 1, 4),
)
FACE_BY_ID: dict[str, Face] = {f.face: f for f in FACES}

CARDS: tuple[Face, ...] = tuple(f for f in FACES for _ in range(f.count))
"""All 62 character cards of the box; a card id is an index into this tuple."""

CHARACTER: dict[str, str] = {
    YELLOW: "Noble", RED: "Soldier", BLUE: "Priest", BLACK: "King", PINK: "Queen", PURPLE: "Politician",
}
SHORT_IN_CONTEXT = (NC_("short", "Priest"), NC_("short", "Queen"))
"""Titles some language shortens on a small card in its own way (the ``short`` context: a hyphenated German
word, :func:`scenes.art.character.short_titles`); a language that needs no other form gives the title."""
MISSION: dict[str, str] = {YELLOW: N_("Financial"), RED: N_("Military"), BLUE: N_("Politics"), PURPLE: N_("Sneaking")}
RGB: dict[str, tuple[int, int, int]] = {
    YELLOW: (226, 188, 52), RED: (196, 58, 52), BLUE: (58, 110, 196),
    BLACK: (46, 46, 52), PINK: (226, 120, 170), PURPLE: (128, 70, 168),
}
SYMBOL: dict[str, str] = {YELLOW: "$", RED: "⚔", BLUE: "✝", BLACK: "♚", PINK: "♛", PURPLE: "☍"}

START_INFLUENCE = 10

# Cards returned to the box, as printed: face -> copies (4 players: two random cards instead).
_CARDS_REMOVED: dict[int, dict[str, int]] = {
    2: {"black3": 4, "pink3": 4, "yellow2": 2, "red2": 2, "blue2": 2, "black2": 2, "pink2": 2, "purple1": 2,
        "yellow1": 4, "red1": 4, "blue1": 4},
    3: {"black3": 2, "pink3": 2, "yellow2": 1, "red2": 1, "blue2": 1, "black2": 1, "pink2": 1, "purple1": 1,
        "yellow1": 2, "red1": 2, "blue1": 2},
    4: {},
}
RANDOM_REMOVED: dict[int, int] = {2: 0, 3: 0, 4: 2}

# Discs in play (3 players: the cut-off text decided as 2 of each of the four colours removed).
DISCS: dict[int, dict[str, int]] = {
    2: {YELLOW: 5, RED: 5, BLUE: 5, PURPLE: 2},
    3: {YELLOW: 7, RED: 7, BLUE: 7, PURPLE: 3},
    4: {YELLOW: 9, RED: 9, BLUE: 9, PURPLE: 5},
}
SET_ASIDE_PURPLE: dict[int, int] = {2: 0, 3: 0, 4: 1}
"""Purple discs set aside at the start, added to the stock after the first evaluation."""

GRID_COLS: dict[int, int] = {2: 3, 3: 4, 4: 4}
GRID_ROWS = 3


def _removed(num_players: int) -> tuple[int, ...]:
    out: list[int] = []
    for face, copies in _CARDS_REMOVED[num_players].items():
        ids = [i for i, f in enumerate(CARDS) if f.face == face]
        out.extend(ids[-copies:])
    return tuple(sorted(out))


_REMOVED_BY_RULE = {n: _removed(n) for n in _CARDS_REMOVED}


def removed_by_rule(num_players: int) -> list[int]:
    """The card ids returned to the box by the printed rule: the last copies of each listed face."""
    return list(_REMOVED_BY_RULE[num_players])


def cards_in_play(num_players: int) -> int:
    return len(CARDS) - len(removed_by_rule(num_players)) - RANDOM_REMOVED[num_players]


def total_discs(num_players: int) -> int:
    return sum(DISCS[num_players].values())
