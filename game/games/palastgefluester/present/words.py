"""Palastgeflüster's words shared by the presenter's parts: card ids and titles, the Magician's partner."""

from __future__ import annotations

from game.games.palastgefluester.rules.cards import (
    CHARACTER_TITLES,
    COLOUR_SYMBOLS,
    card_title,
    character,
    face,
)
from game.games.palastgefluester.rules.view import PalastView
from game.i18n import tr


def uid(card: int) -> str:
    return f"c{card}"


def title(card: int) -> str:
    return card_title(face(card))


def character_name(card: int) -> str:
    """The card's character alone ("Spy"), where the sentence already says its colour."""
    return tr(CHARACTER_TITLES[character(card)])


def spoken(text: str) -> str:
    """``text`` as "Speak the game" says it: each colour's glyph (the sign a seat and its cards wear beside the
    colour, for eyes that tell no colours apart) said as the colour's word, once ("● red" -> "red"; a glyph alone,
    as the sidebar shows it in the dark, -> "red"): a voice reads a glyph by its name ("black circle")."""
    for colour, glyph in COLOUR_SYMBOLS.items():
        if glyph in text:
            word = tr(colour)
            text = text.replace(f"{glyph} {word}", word).replace(glyph, word)
    return text


def magician_partner(view: PalastView) -> int:
    """Whom the viewer gives cards to in a Magician's exchange: the partner, or the Magician answered."""
    m = view["magician"]
    assert m is not None  # set in every Magician phase
    return m["target"] if view["phase"] == "magician_give" else m["actor"]
