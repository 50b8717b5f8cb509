"""The logical canvas every screen, table layout and layout tool is designed on (its size is written in
:mod:`game.engine.art`, where the games' layout generators read it). :class:`scenes.ui.viewport.Viewport` scales it to the window. No pygame here."""

from game.engine.art import LOGICAL_H, LOGICAL_W

__all__ = ["LOGICAL_H", "LOGICAL_W"]
