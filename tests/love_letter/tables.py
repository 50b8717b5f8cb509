"""Love Letter tables to test on: deals (2 players) that put seat 0 in a known spot on its first turn (moved from
the generic tests/ui/helpers.py)."""

from __future__ import annotations

from game import catalog
from game.match import Match
from game.session import SeatConfig, Session
from scenes.table.table import TableScene

# Love Letter deals (2 players) that put seat 0 in a known spot on its first turn
SIMPLE_SEED = 5  # seat 0 starts and both its cards are played without any further choice
GUARD_SEED = 0  # seat 0 starts holding a Guard (target + guess)
COUNTESS_SEED = 58  # seat 0 starts holding the Countess and the King: the King cannot be played


def love_letter_table(app, seed: int, kinds=("human", "bot")) -> TableScene:
    seats = [SeatConfig(name, kind, "random") for name, kind in zip(("Ana", "Ben", "Cleo"), kinds, strict=False)]
    session = Session(catalog.get_game("love-letter"), seats, seed)
    table = TableScene(app, Match(session, app.store))
    app.push(table)
    return table
