"""Palace's seat plates in the table model (moved here from the generic tests/test_seat_plates_model.py)."""

from __future__ import annotations

from test_seat_plates_model import model, played

from game.games.palace.rules import GAME


def test_palace_plates_show_the_dealer_the_cards_in_hand_and_the_finishing_place():
    presenter, state = played("palace", 3, 3, 10_000)
    assert state.is_terminal() or state.out
    view = GAME.view(state, 0)
    seats = model(presenter, state, 0).seats
    assert [s.seat for s in seats if "dealer" in s.icons] == [view["dealer"]]
    for place, seat in enumerate(view["out"], start=1):
        assert seats[seat].place == place and seats[seat].dimmed
    assert [s.cards for s in seats] == view["hand_sizes"]
