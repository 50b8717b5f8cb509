"""What each game's presenter tells the table about the seats (plates), the rounds of the log, the seats a move
aims at, and that the log speaks to the viewer as "you" in every game."""

from __future__ import annotations

import random

import pytest
from each_game import players_near

from game import i18n
from game.catalog import get_entry, get_game
from game.engine import SEAT_ICONS, Presenter, TableModel

NAMES = ["Ana", "Ben", "Cleo", "Dan", "Eva", "Finn"]
GAMES = dict(players_near(4))


def played(game_id: str, n: int, seed: int, moves: int):
    entry = get_entry(game_id)
    state = get_game(game_id).new_game(n, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return entry.presenter(), state


def model(presenter, state, seat: int):
    legal = state.legal_actions() if state.current_player() == seat else []
    return presenter.table(state.view(seat), legal, NAMES[:state.num_players])


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("language", ["en", "de", "zh-Hant"])
def test_the_log_never_names_the_viewer_it_says_you(game_id, language):
    i18n.set_language(language)
    try:
        for seed in range(3):
            presenter, state = played(game_id, GAMES[game_id], seed, 400)
            lines = model(presenter, state, 0).log
            assert lines and not [line for line in lines if "Ana" in line], (seed, language)
            assert any("Ana" in line for line in model(presenter, state, 1).log)  # others see the name
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("game_id", GAMES)
def test_every_seat_view_is_typed_for_its_plate(game_id):
    presenter, state = played(game_id, GAMES[game_id], 1, 60)
    seats = model(presenter, state, 0).seats
    assert [s.seat for s in seats] == list(range(GAMES[game_id]))
    for seat in seats:
        assert set(seat.icons) <= SEAT_ICONS and seat.pip in ("dot", "heart")
        assert seat.cards is None or seat.cards >= 0


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
    log = state.view(0)["log"]
    starts = [e["args"]["round"] for e in log if e["kind"] == "round_start"]
    assert sorted(model(presenter, state, 0).log_rounds.values()) == starts and len(starts) > 1
    play = next(e for e in log if e["kind"] == "play" and e["args"]["target"] is not None)
    assert presenter.event_targets(play) == (play["args"]["target"],)
    assert presenter.event_targets(next(e for e in log if e["kind"] != "play")) == ()


def test_palace_plates_show_the_dealer_the_cards_in_hand_and_the_finishing_place():
    presenter, state = played("palace", 3, 3, 10_000)
    assert state.is_terminal() or state.out
    view = state.view(0)
    seats = model(presenter, state, 0).seats
    assert [s.seat for s in seats if "dealer" in s.icons] == [view["dealer"]]
    for place, seat in enumerate(view["out"], start=1):
        assert seats[seat].place == place and seats[seat].dimmed
    assert [s.cards for s in seats] == view["hand_sizes"]


def test_palastgefluester_plates_show_points_of_the_target_and_rounds_are_marked():
    presenter, state = played("palastgefluester", 3, 2, 400)
    view = state.view(0)
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


def test_road_shows_influence_only_where_it_is_public_and_the_start_player():
    presenter, state = played("road-to-the-palace", 3, 1, 40)
    seats = model(presenter, state, 1).seats
    assert seats[1].points is not None and seats[0].points is None and seats[2].points is None
    assert [s.seat for s in seats if "start" in s.icons] == [state.view(1)["starter"]]
    presenter, state = played("road-to-the-palace", 3, 1, 10_000)
    assert state.is_terminal()
    assert all(s.points is not None for s in model(presenter, state, 1).seats)


class RoundsPresenter(Presenter):
    """Events ``{"n": k}``: a round begins at every n that is a multiple of 10; n 0 gives no line."""

    def table(self, view, legal, names) -> TableModel:
        return TableModel([], [], [], **self.log_fields(view, names))

    def describe_event(self, event, names, viewer) -> str:
        n = event["args"]["n"]
        return str(n) if n else ""

    def log_round(self, log, i):
        n = log[i]["args"]["n"]
        return n // 10 if n % 10 == 0 else None


def test_where_rounds_begin_is_kept_as_the_log_grows_and_counts_only_lines_shown():
    def view(*numbers):
        return {"seat": 0, "log": [{"kind": "step", "args": {"n": n}, "to": None} for n in numbers]}

    presenter = RoundsPresenter()
    assert presenter.table(view(1, 0, 10, 11), [], ["Ana"]).log_rounds == {1: 1}  # the line "10" is the 2nd
    grown = presenter.table(view(1, 0, 10, 11, 20, 21), [], ["Ana"])
    assert grown.log == ["1", "10", "11", "20", "21"] and grown.log_rounds == {1: 1, 3: 2}
    assert RoundsPresenter().table(view(1, 0, 10, 11, 20, 21), [], ["Ana"]).log_rounds == grown.log_rounds
