"""Palastgeflüster (3-5 players): play characters to your own display without showing one twice."""

from game.rules.palastgefluester.definition import PalastgefluesterGame

GAME = PalastgefluesterGame()

__all__ = ["GAME"]
