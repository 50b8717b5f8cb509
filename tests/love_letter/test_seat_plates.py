"""Love Letter's seat plates in the table model (moved here from the generic tests/test_seat_plates_model.py)."""

from __future__ import annotations

from test_seat_plates_model import model, played

from game.games.love_letter.rules import GAME


def test_love_letter_plates_show_tokens_of_the_target_as_hearts_and_who_is_out_or_protected():
    presenter, state = played("love-letter", 4, 2, 0)
    state.tokens[1] = 2
    state.protected[2] = True
    state.alive[3] = False
    seats = model(presenter, state, 0).seats
    assert (seats[1].points, seats[1].target, seats[1].pip) == (2, 4, "heart")
    assert "protected" in seats[2].icons and not seats[2].dimmed
    assert "out" in seats[3].icons and seats[3].dimmed
    starter = state.log[-1].args["starter"]
    assert [s.seat for s in seats if "start" in s.icons] == [starter]
    assert [s.cards for s in seats] == [len(h) for h in state.hands]


def test_love_letter_marks_each_round_and_the_target_of_a_card():
    presenter, state = played("love-letter", 3, 4, 300)
    log = GAME.view(state, 0)["log"]
    starts = [e["args"]["round"] for e in log if e["kind"] == "round_start"]
    assert sorted(model(presenter, state, 0).log_rounds.values()) == starts and len(starts) > 1
    play = next(e for e in log if e["kind"] == "play" and e["args"]["target"] is not None)
    assert presenter.event_targets(play) == (play["args"]["target"],)
    assert presenter.event_targets(next(e for e in log if e["kind"] != "play")) == ()
