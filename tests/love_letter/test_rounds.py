"""Round end, tie-breaks, starters, token targets and the 2-player setup."""

import pytest

from game.games.love_letter.rules import GAME
from game.games.love_letter.rules.cards import TOKEN_TARGET

from .rig import rig


def _last_turn(hands, discards, *, removed="handmaid"):
    """Seat 0 plays a Guard with a miss on the last turn of the round (the deck is empty)."""
    s = rig(hands, [], removed=removed, discards=discards, rest="discard")
    s.apply(("play", "guard", 1, 8) if hands[1] != ["princess"] else ("play", "guard", 1, 2))
    return next(e for e in s.log if e.kind == "round_end"), s


def test_deck_empty_after_a_turn_ends_the_round_highest_card_wins():
    end, s = _last_turn([["guard", "king"], ["prince"], ["priest"]], {})
    assert end.args["winner"] == 0 and end.args["reason"] == "highest"
    assert end.args["hands"] == {"0": "king", "1": "prince", "2": "priest"}
    assert s.tokens == [1, 0, 0]


def test_tie_is_broken_by_the_sum_of_own_discards():
    end, s = _last_turn([["guard", "baron"], ["baron"], ["priest"]], {1: ["prince"]})
    # seat 0 discarded a Guard (1), seat 1 a Prince (5): seat 1 wins the tie of Barons
    assert end.args["winner"] == 1 and end.args["reason"] == "discards"
    assert end.args["sums"]["1"] == 5 and end.args["sums"]["0"] == 1
    assert s.starter == 1 and s.current == 1  # the round winner starts the next


def test_full_tie_gives_nobody_a_token():
    end, s = _last_turn([["guard", "baron"], ["baron"], ["priest"]], {1: ["guard"]})
    assert end.args["winner"] is None and s.tokens == [0, 0, 0]


@pytest.mark.parametrize(("n", "target"), [(2, 7), (3, 5), (4, 4), (5, 4), (8, 4)])
def test_token_targets(n, target):
    s = GAME.new_game(n, 1)
    assert TOKEN_TARGET[n] == target == s.target


def test_game_ends_at_once_at_the_target():
    s = rig([["guard", "king"], ["prince"], ["priest"]], [], removed="handmaid", rest="discard")
    s.tokens = [4, 0, 0]
    s.apply(("play", "guard", 1, 5))
    assert s.is_terminal() and s.round == 1
    assert s.log[-1].kind == "game_end" and s.log[-1].args["winners"] == [0]
    assert s.returns() == [1.0, 0.0, 0.0] and s.legal_actions() == []


def test_two_players_set_aside_three_face_up_cards():
    s = GAME.new_game(2, 5)
    assert len(s.setaside) == 3 and s.removed >= 0
    assert len(s.deck) == 16 - 1 - 3 - 2 - 1
    v = GAME.view(s, 1)
    assert v["setaside"] == s.setaside and v["removed_present"] is True
    assert s.log[0].args["setaside"]


def test_first_starter_option_and_validation():
    assert GAME.new_game(3, 1, {"starter": 2}).current == 2
    with pytest.raises(ValueError):
        GAME.new_game(3, 1, {"starter": 3})
    with pytest.raises(ValueError):
        GAME.new_game(2, 1, {"deck": "premium"})
    with pytest.raises(ValueError):
        GAME.new_game(6, 1, {"deck": "classic"})
    assert GAME.new_game(6, 1).edition == "premium"
    assert GAME.new_game(4, 1, {"deck": "premium"}).edition == "premium"
