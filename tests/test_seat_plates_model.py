"""What each game's presenter tells the table about the seats (plates), the rounds of the log, the seats a move
aims at, and that the log speaks to the viewer as "you" in every game."""

from __future__ import annotations

import random
import re

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
    return presenter.table(get_game(presenter.game_id).view(state, seat), legal, NAMES[:state.num_players])


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


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("language", ["en", "de", "zh-Hant"])
def test_a_seats_points_are_worded_beside_it(game_id, language):
    """What the game writes beside a seat (its badges) words its points: the keyboard's focus says a seat by those
    words alone ("Ben, 2 tokens of 7"), so a score the badges left out would not be said."""
    i18n.set_language(language)
    try:
        for seed, moves in ((1, 30), (2, 90)):
            presenter, state = played(game_id, GAMES[game_id], seed, moves)
            for seat in model(presenter, state, 0).seats:
                if seat.points is not None:
                    assert any(re.search(rf"(?<!\d){seat.points}(?!\d)", badge) for badge in seat.badges), seat
    finally:
        i18n.set_language("en")


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
