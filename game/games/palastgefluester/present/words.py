"""Palastgeflüster's words shared by the presenter's parts: card ids and titles, the Magician's partner."""

from __future__ import annotations

from game.games.palastgefluester.rules.cards import CHARACTER_TITLES, card_title, character, face
from game.games.palastgefluester.rules.view import PalastView
from game.i18n import tr


def uid(card: int) -> str:
    return f"c{card}"


def title(card: int) -> str:
    return card_title(face(card))


def character_name(card: int) -> str:
    """The card's character alone ("Spy"), where the sentence already says its colour."""
    return tr(CHARACTER_TITLES[character(card)])


def magician_partner(view: PalastView) -> int:
    """Whom the viewer gives cards to in a Magician's exchange: the partner, or the Magician answered."""
    m = view["magician"]
    assert m is not None  # set in every Magician phase
    return m["target"] if view["phase"] == "magician_give" else m["actor"]
