"""The generic Hint (game.ai.hint): every game without hints of its own gets its Hard bot's move, with the
search's statistics when it searched, and its own reason where its bots module words one (Palace)."""

import random

import pytest
from each_game import generic_hint_games

from game.catalog import get_entry
from game.i18n import set_language

NAMES = ["Ann", "Ben", "Cy", "Di", "Eve"]


@pytest.mark.parametrize("game_id", generic_hint_games())
def test_every_other_game_hints_hards_move(game_id):
    entry = get_entry(game_id)
    players = entry.rules.min_players
    state = entry.rules.new_game(players, 4)
    rng = random.Random(2)
    for _ in range(6):
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    seat = state.current_player()
    view, legal = entry.rules.view(state, seat), state.legal_actions()
    result = entry.hint(view, legal, 9)
    assert result.action == entry.make_bot("hard", 9).choose(view, legal)
    own = entry.hint_reason_hook(view, legal, result.action) if entry.hint_reason_hook else None
    if own is not None:  # the game's own reason (Palace), else the shared ones
        assert result.reason == own
    else:
        assert result.reason.code in ("search", "hard", "only")
    assert entry.presenter().hint_line(view, result.reason, NAMES[:players])


@pytest.mark.parametrize("game_id", generic_hint_games())
def test_a_searched_move_is_hinted_with_chances(game_id):
    """Where Hard searches (not Palace's swap, Road's bribes), the hint lists its best moves with their chances
    of winning from the search's statistics, the suggested move first."""
    entry = get_entry(game_id)
    state = entry.rules.new_game(entry.rules.min_players, 5)
    rng = random.Random(3)
    for _ in range(40):
        legal = state.legal_actions()
        if len(legal) > 2:
            view = entry.rules.view(state, state.current_player())
            result = entry.hint(view, legal, 9)
            if result.reason.code == "search":
                break
        state.apply(legal[rng.randrange(len(legal))])
    else:
        pytest.fail("Hard never searched in 40 moves")
    assert result.options[0].action == result.action and len(result.options) >= 2
    assert all(option.win is not None and 0 <= option.win <= 1 for option in result.options)
    assert len({option.action for option in result.options}) == len(result.options)


def test_the_search_reason_reads_well_for_any_margin():
    from game.engine import Reason

    presenter = get_entry(generic_hint_games()[0]).presenter()  # the shared wording of the search's reason
    line = lambda margin: presenter.hint_line({}, Reason("search", {"win": 54, "margin": margin}), NAMES)  # noqa: E731
    assert line(0) == "Wins 54% of the simulated games; the next best move does about as well."
    # percentage points of winning chance, not the game's points ("7 points ahead" read as a score)
    assert line(1) == "Wins 54% of the simulated games: 1 percentage point more than the next best move."
    assert line(7) == "Wins 54% of the simulated games: 7 percentage points more than the next best move."
    set_language("zh-Hant")  # 個點 (points of the chance), not a bare "%"
    try:
        assert line(7) == "計算中贏54%的對局：勝率比第二好的一步高 7 個點。"
    finally:
        set_language("en")


@pytest.mark.parametrize("game_id", generic_hint_games())
@pytest.mark.parametrize("moves", [3, 12, 30])
def test_the_hint_and_its_reason_do_not_change_when_only_hidden_cards_change(game_id, moves):
    """The real state and another deal the seat cannot tell from it (a determinization of its view) get the
    same hint: the move, the chances and the line of why."""
    entry = get_entry(game_id)
    players = entry.rules.min_players + 1
    state = entry.rules.new_game(players, moves)
    rng = random.Random(moves)
    for _ in range(moves):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    assert not state.is_terminal()
    seat = state.current_player()
    other = entry.rules.determinize(entry.rules.view(state, seat), random.Random(99))
    assert entry.rules.state_to_json(other) != entry.rules.state_to_json(state) and entry.rules.view(other, seat) == entry.rules.view(state, seat)
    first = entry.hint(entry.rules.view(state, seat), state.legal_actions(), 5)
    second = entry.hint(entry.rules.view(other, seat), other.legal_actions(), 5)
    assert first == second
    names = NAMES[:players]
    assert entry.presenter().hint_line(entry.rules.view(state, seat), first.reason, names) == \
        entry.presenter().hint_line(entry.rules.view(other, seat), second.reason, names)
