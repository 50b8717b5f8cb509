"""Road to the Palace's bribes by keys alone (moved from the generic tests/ui/test_keys_only.py)."""

from __future__ import annotations

import pygame

from game import catalog
from scenes.table.keyboard import Item
from tests.ui.helpers import pump
from tests.ui.test_keys_only import press, press_until


def test_roads_bribes_by_keys_and_esc_takes_the_held_one_back(app):
    """Road to the Palace: a bribe picked up with Enter, its slot chosen with ← → and Enter (held there), Esc takes
    it back; then one into each slot makes the move."""
    from game.match import Match
    from game.session import SeatConfig, Session
    from scenes.table.table import TableScene

    seats = [SeatConfig(name, kind, "random") for name, kind in (("Ana", "human"), ("Ben", "bot"), ("Cleo", "bot"))]
    table = TableScene(app, Match(Session(catalog.get_game("road-to-the-palace"), seats, 3, {"starter": 0}),
                                  app.store))
    app.push(table)
    pump(app, until=lambda: table.acting())
    keys = table.focus
    history = table.match.session.history

    def bribe(colour: str, slot: str) -> None:
        card = Item("card", f"bribe.0.{colour}")
        for _ in range(10):  # Tab to the area that holds it (the bribes lie in the middle)
            press(app, pygame.K_TAB)
            if card in dict(keys.areas())[keys.area]:
                break
        press_until(app, lambda: keys.focused() == card, pygame.K_RIGHT)
        press(app, pygame.K_RETURN, text="\r")
        if keys.carried is not None:  # the two slots: chosen with the arrows
            press_until(app, lambda: keys.focused() == Item("zone", slot), pygame.K_RIGHT)
            press(app, pygame.K_RETURN, text="\r")

    bribe("yellow", "bribe1.0")
    assert table.held is not None and table.sprites["bribe.0.yellow"].zone == "bribe1.0" and history == []
    press(app, pygame.K_ESCAPE)
    assert table.held is None and app.top is table and history == []
    bribe("yellow", "bribe1.0")
    bribe("red", "bribe2.0")
    pump(app, until=lambda: len(history) > 0)
    assert history[0] == ("bribes", "yellow", "red")
