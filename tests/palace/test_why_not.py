"""The rules say why a play is refused (a reason code and its arguments); the presenter only words it."""

from __future__ import annotations

import pytest

from game.engine import Reason
from game.games.palace.rules import GAME
from game.games.palace.rules.state import allows, why_not_on, why_not_play

from .scenario import position


def why(state, cards, **kwargs):
    return why_not_play(state.rules, GAME.view(state, state.current), cards, **kwargs)


def test_hand_cards_first_then_face_up_then_face_down_one_at_a_time():
    state = position([["9C", "5H"], ["4H"]], faceup=[["AS"], []], facedown=[["3C"], ["3D"]], pile=["9S"])
    assert why(state, {"AS"}) == Reason("hand_first")
    assert why(state, {"4H"}) == Reason("not_yours")
    assert why(state, set(), blind=True) == Reason("face_down_last")
    assert why(state, {"9C"}) is None
    only_blind = position([[], ["4H"]], facedown=[["3C", "8C"], ["3D"]], pile=["9S"])
    assert why(only_blind, set(), blind=True) == Reason("one_face_down")


def test_jokers_alone_equal_ranks_together_and_high_enough():
    hands = [["9C", "9D", "5H", "J1"], ["4H"], ["4C"], ["4D"], ["4S"], ["3H"]]
    state = position(hands, pile=["8S"], options={"jokers": True})
    assert why(state, {"9C", "J1"}) == Reason("joker_alone")
    assert why(state, {"9C", "5H"}) == Reason("equal_rank")
    assert why(state, {"5H"}) == Reason("too_low", {"rank": "5", "top": "8"})
    assert why(state, {"9C", "9D"}) is None and why(state, {"J1"}) is None


@pytest.mark.parametrize("options, rank, top, code", [
    ({"restricted_ten": True}, "10", "Q", "ten_on_high"),
    ({"seven_down": True}, "9", "7", "seven_down"),
    ({}, "3", "K", "too_low"),
    ({}, "2", "A", None),
    ({"seven_down": True}, "5", "7", None),
    ({}, "10", "A", None),
])
def test_one_rule_says_what_goes_on_what_and_the_legal_plays_follow_it(options, rank, top, code):
    rules = position([["4H"], ["5H"]], options=options).rules
    reason = why_not_on(rules, rank, top)
    assert (reason and reason.code) == code
    assert allows(rules, rank, top) == (code is None)


def test_turn_and_setup_reasons_come_from_the_rules():
    from game.games.palace.rules import GAME
    from game.games.palace.rules.state import why_not_now

    swap = GAME.new_game(3, 1)
    me = swap.current
    assert why_not_now(GAME.view(swap, me)) == Reason("setup_swap")
    assert why_not_now(GAME.view(swap, (me + 1) % 3)) == Reason("not_your_turn")
    choose = GAME.new_game(3, 1, {"choose_faceup": True})
    assert why_not_now(GAME.view(choose, choose.current)) == Reason("setup_choose")
    playing = position([["9C"], ["4H"]], pile=["8S"])
    assert why_not_now(GAME.view(playing, 0)) is None


def test_each_card_kind_has_one_rule_object():
    from game.games.palace.rules.ranks import (
        Burn,
        Invisible,
        Joker,
        RankRule,
        Reset,
        SevenGoesDown,
        rank_rules,
    )

    rules = position([["4H"], ["5H"]], options={"invisible": "8", "seven_down": True}).rules
    by_rank = rank_rules(rules)
    assert type(by_rank["2"]) is Reset and type(by_rank["10"]) is Burn and type(by_rank["JK"]) is Joker
    assert type(by_rank["8"]) is Invisible and type(by_rank["7"]) is SevenGoesDown and type(by_rank["9"]) is RankRule
    assert [r for r, rule in by_rank.items() if rule.see_through] == ["JK", "8"]
    assert [r for r, rule in by_rank.items() if rule.reverses] == ["JK", "8"]
    assert [r for r, rule in by_rank.items() if rule.burns] == ["10"] and by_rank["JK"].alone
    assert type(rank_rules(position([["4H"], ["5H"]]).rules)["7"]) is RankRule  # 7 goes down is an option
