"""Road to the Palace's bribes, chosen as a person does: the three bribe cards dragged into the slots "Round 1" and
"Round 2" with real posted events, no prompt. The first card waits in its slot (the table holds it); the second
drop makes the move; a card dragged out of its slot is taken back."""

from __future__ import annotations

import pytest

from game import catalog
from game.match import Match
from game.session import SeatConfig, Session
from scenes.table import TableScene
from tests.ui.helpers import card_centre, drag, pump, zone_centre


@pytest.fixture
def table(app) -> TableScene:
    seats = [SeatConfig(name, kind, "random") for name, kind in (("Ana", "human"), ("Ben", "bot"), ("Cleo", "bot"))]
    scene = TableScene(app, Match(Session(catalog.get_game("road-to-the-palace"), seats, 3, {"starter": 0}),
                                  app.store))
    app.push(scene)
    pump(app, frames=2)
    return scene


def into(app, table: TableScene, colour: str, zone: str) -> None:
    drag(app, card_centre(app, table, f"bribe.0.{colour}"), zone_centre(app, table, zone))


def test_the_first_bribe_waits_in_its_slot_and_the_second_makes_the_move(app, table):
    history = table.match.session.history
    into(app, table, "yellow", "bribe1.0")
    assert app.top is table and history == []  # no prompt, no move yet
    assert table.sprites["bribe.0.yellow"].zone == "bribe1.0"
    assert table.held is not None and {c.drag_to for c in table.shown.choices} == {"bribe2.0"}
    assert table.shown.choices and all(c.action[1] == "yellow" for c in table.shown.choices)
    into(app, table, "red", "bribe2.0")
    assert history[:1] == [("bribes", "yellow", "red")]
    assert table.held is None


def test_the_slot_round_2_may_be_filled_first(app, table):
    into(app, table, "blue", "bribe2.0")
    assert table.sprites["bribe.0.blue"].zone == "bribe2.0" and table.match.session.history == []
    into(app, table, "yellow", "bribe1.0")
    assert table.match.session.history[:1] == [("bribes", "yellow", "blue")]


def test_a_bribe_dragged_out_of_its_slot_is_taken_back(app, table):
    into(app, table, "yellow", "bribe1.0")
    drag(app, card_centre(app, table, "bribe.0.yellow"), zone_centre(app, table, "bribes.0"))
    assert table.held is None and table.sprites["bribe.0.yellow"].zone == "bribes.0"
    assert {c.drag_to for c in table.shown.choices} == {"bribe1.0", "bribe2.0"}  # as before the first drop
    into(app, table, "red", "bribe1.0")
    into(app, table, "blue", "bribe2.0")
    assert table.match.session.history[:1] == [("bribes", "red", "blue")]


def test_a_bribe_dropped_anywhere_else_snaps_back_with_a_reason(app, table):
    into(app, table, "yellow", "grid.r0c0")
    assert table.held is None and table.match.session.history == []
    assert "Round 1" in app.toast_text and app.toast_ms > 0
