"""Palastgefluester's seat plates in the table model (moved here from the generic tests/test_seat_plates_model.py)."""

from __future__ import annotations

from test_seat_plates_model import NAMES, model, played

from game.catalog import get_entry
from game.games.palastgefluester.rules import GAME


def test_palastgefluester_plates_show_points_of_the_target_and_rounds_are_marked():
    presenter, state = played("palastgefluester", 3, 2, 400)
    view = GAME.view(state, 0)
    table = model(presenter, state, 0)
    assert [(s.points, s.target) for s in table.seats] == [(p, view["target"]) for p in view["scores"]]
    assert all(s.colour is not None for s in table.seats)
    rounds = list(table.log_rounds.values())
    assert rounds == list(range(1, len(rounds) + 1)) and len(rounds) > 1


def test_palastgefluester_names_the_magicians_partner_as_the_target():
    presenter = get_entry("palastgefluester").presenter()
    event = {"kind": "magician", "args": {"seat": 0, "target": 2, "count": 1}, "to": None}
    assert presenter.event_targets(event) == (2,)
    assert presenter.describe_event(event, NAMES[:3], 2) == "Ana will exchange 1 card with you."
    assert presenter.describe_event(event, NAMES[:3], 0) == "You will exchange 1 card with Cleo."
