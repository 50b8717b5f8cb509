"""Road to the Palace's seat plates in the table model (moved here from the generic tests/test_seat_plates_model.py)."""

from __future__ import annotations

from test_seat_plates_model import model, played

from game.games.road_to_the_palace.rules import GAME


def test_road_shows_influence_only_where_it_is_public_and_the_start_player():
    presenter, state = played("road-to-the-palace", 3, 1, 40)
    seats = model(presenter, state, 1).seats
    assert seats[1].points is not None and seats[0].points is None and seats[2].points is None
    assert [s.seat for s in seats if "start" in s.icons] == [GAME.view(state, 1)["starter"]]
    presenter, state = played("road-to-the-palace", 3, 1, 10_000)
    assert state.is_terminal()
    assert all(s.points is not None for s in model(presenter, state, 1).seats)
