"""Palace: real playing cards (rank and suit in two corners, pips, court figures) and the variants' jokers."""

from __future__ import annotations

from game.engine.art import Back, PlayingCard

BACK = Back(ground=(30, 58, 110), line=(226, 220, 200), emblem="palace", pattern="lattice")
RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
SUITS = ("S", "H", "D", "C")


SHOWCASE = ("10S", "JC", "QD", "KH", "AS")  # the faces fanned out on the setup screen
def design(face: str) -> PlayingCard | None:
    if face == "JK":
        return PlayingCard("joker")
    rank, suit = face[:-1], face[-1:]
    if rank in RANKS and suit in SUITS:
        return PlayingCard(rank, suit)
    return None
