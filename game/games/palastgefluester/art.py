"""Palastgeflüster: seven characters in five player colours and grey (colour plus a shape in both top
corners, so that colour-blind players tell them apart), and the King cards (gold, a crown medallion)."""

from __future__ import annotations

from game.engine.art import Back, Character

BACK = Back(ground=(72, 32, 76), line=(222, 186, 104), emblem="mask", pattern="grid")
COLOURS = ("red", "blue", "green", "yellow", "purple", "grey")

SHOWCASE = ("spy.red", "magician.blue", "courtesan.purple", "fool.yellow", "treasurer.green")  # the faces fanned out on the setup screen
PORTRAIT = {"guard": "guard", "fool": "jester"}  # the same guard and fool as Love Letter's
EMBLEM = {
    "treasurer": "chest",
    "magician": "wizard_hat",
    "maid": "broom",
    "courtesan": "mask",
    "guard": "halberd",
    "fool": "jester",
    "spy": "eye",
}


def design(face: str) -> Character | None:
    kind, _, colour = face.partition(".")
    if kind == "king" and colour in EMBLEM:
        return Character(EMBLEM[colour], badge="", medallion="crown", portrait=PORTRAIT.get(colour, colour))
    if kind in EMBLEM and colour in COLOURS:
        return Character(EMBLEM[kind], badge="shape", portrait=PORTRAIT.get(kind, kind))
    return None
