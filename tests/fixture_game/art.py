"""The fixture game's card art (named by its catalog entry): each card 1-9 a duelling emblem, the value in a seal."""

from __future__ import annotations

from game.engine.art import Back, Character

BACK = Back(ground=(40, 70, 60), line=(220, 200, 150), emblem="swords", pattern="rays")
EMBLEMS = ("dagger", "shield", "halberd", "swords", "keys", "ring", "star", "crown", "goblet")
"""Emblem of card 1, 2, ... 9."""


def design(face: str) -> Character | None:
    if face.isdigit() and 1 <= int(face) <= len(EMBLEMS):
        return Character(EMBLEMS[int(face) - 1])
    return None
