"""Every variant of palace.de.txt as a setup option."""

from __future__ import annotations

import pytest

from game.games.palace.rules import GAME
from game.games.palace.rules.cards import JOKER, RANK

from .scenario import plays, position


def test_options_offered_and_their_conflicts():
    keys = {spec.key for spec in GAME.option_specs(4) if not spec.hidden}
    assert keys == {"choose_faceup", "restricted_ten", "easy_faceup", "seven_down", "invisible", "stacking",
                    "back_to_predecessor", "more_cards", "play_to_win"}
    assert "jokers" in {spec.key for spec in GAME.option_specs(6)}
    with pytest.raises(ValueError):
        GAME.new_game(4, 0, {"jokers": True})
    with pytest.raises(ValueError):
        GAME.new_game(6, 0, {"jokers": True, "more_cards": True})
    with pytest.raises(ValueError):
        GAME.new_game(6, 0, {"jokers": False})
    GAME.new_game(6, 0, {"jokers": False, "more_cards": True})


def test_six_players_deal_all_54_cards_with_the_jokers_and_no_stock():
    state = GAME.new_game(6, seed=5)
    assert state.rules.jokers and state.stock == []
    dealt = [c for s in range(6) for c in state.hands[s] + state.facedown[s] + [st[0] for st in state.faceup[s]]]
    assert len(dealt) == 54 and {"J1", "J2"} <= set(dealt)


def test_a_joker_goes_on_anything_alone_reverses_and_is_seen_through():
    opts = {"jokers": True}
    hands = [["J1", "J2", "3C"], ["4H"], ["5H"], ["KH"], ["AH"], ["6H"]]
    state = position(hands, pile=["QS"], options=opts)
    assert plays(state) == {("J1",), ("J2",), ("J1", "J2")}, "never together with other cards"
    state.apply(("play", "hand", ("J1", "J2")))
    assert state.direction == -1 and state.current == 5
    assert state.top_rank() == "Q" and plays(state) == set(), "the next player must beat the card beneath"


def test_choose_face_up_cards_from_six_hand_cards():
    state = GAME.new_game(3, seed=2, options={"choose_faceup": True})
    seat = state.current
    assert len(state.hands[seat]) == 6 and state.faceup[seat] == [] and len(state.facedown[seat]) == 3
    assert {a[0] for a in state.legal_actions()} == {"faceup"}
    for _ in range(3):
        state.apply(state.legal_actions()[-1])
    assert len(state.faceup[seat]) == 3 and len(state.hands[seat]) == 3
    assert state.legal_actions() == [("ready",)]
    for _ in range(2):
        state.apply(("ready",))
        while state.legal_actions() != [("ready",)]:
            state.apply(state.legal_actions()[0])
    state.apply(("ready",))
    assert state.phase == "play" and len(state.first_faceup) == 9


def test_restricted_ten_not_on_jack_queen_king_ace():
    for top, ok in (("JS", False), ("AS", False), ("9S", True)):
        state = position([["10H"], ["4H"]], pile=[top], options={"restricted_ten": True})
        assert (("10H",) in plays(state)) == ok
    assert ("10H",) in plays(position([["10H"], ["4H"]], pile=["AS"]))


def test_easier_table_cards_pick_up_without_laying_one():
    state = position([[], ["4H"]], faceup=[["5D"], []], facedown=[["3C"], ["3D"]], pile=["9S"],
                     options={"easy_faceup": True})
    assert state.legal_actions() == [("pickup",)]
    state.apply(("pickup",))
    assert state.hands[0] == ["9S"] and state.faceup[0] == [["5D"]]


def test_seven_goes_down():
    state = position([["3H", "7C", "8H", "2S", "10D", "AS"], ["4H"]], pile=["7S"], options={"seven_down": True})
    assert plays(state) == {("3H",), ("7C",), ("2S",), ("10D",)}
    assert ("8H",) in plays(position([["8H"], ["4H"]], pile=["7S"]))


@pytest.mark.parametrize("rank, card, under", [("8", "8H", "KS"), ("3", "3H", "KS")])
def test_invisible_card_on_anything_reverses_and_the_next_beats_the_card_beneath(rank, card, under):
    state = position([[card, "4C"], ["QH", "AH"], ["KH"]], pile=[under], options={"invisible": rank})
    assert (card,) in plays(state)
    state.apply(("play", "hand", (card,)))
    assert state.direction == -1 and state.current == 2
    assert state.top_rank() == "K" and plays(state) == {("KH",)}


def test_four_invisible_eights_still_burn():
    state = position([["8C"], ["4H"]], pile=["8S", "8H", "8D"], options={"invisible": "8"})
    state.apply(("play", "hand", ("8C",)))
    assert state.pile == [] and state.current == 0 and state.direction == -1


def test_stacking_equal_cards_on_a_face_up_card_refills_the_hand():
    state = GAME.new_game(2, seed=0, options={"stacking": True})
    seat = state.current
    state.hands[seat] = ["AS", "5C", "6C"]
    state.faceup[seat] = [["AH"], ["9D"], ["KD"]]
    state.stock = ["3S", "4S"]
    state._legal = None
    assert [a for a in state.legal_actions() if a[0] == "stack"] == [("stack", "AS", "AH")]
    state.apply(("stack", "AS", "AH"))
    assert state.faceup[seat][0] == ["AH", "AS"]
    assert sorted(state.hands[seat]) == ["4S", "5C", "6C"] and state.stock == ["3S"]
    assert not any(a[0] == "swap" and a[2] == "AH" for a in state.legal_actions()), "a stack is not swapped"


def test_back_to_the_predecessor_after_a_pick_up():
    hands = [["5H"], ["4H"], ["3H"], ["KC"]]
    state = position(hands, pile=["9S"], current=2, pile_last=0, options={"back_to_predecessor": True})
    state.apply(("pickup",))
    assert state.current == 0
    plain = position(hands, pile=["9S"], current=2, pile_last=0)
    plain.apply(("pickup",))
    assert plain.current == 3


def test_more_cards_two_decks_four_four_four():
    state = GAME.new_game(5, seed=1, options={"more_cards": True})
    for seat in range(5):
        assert len(state.facedown[seat]) == len(state.hands[seat]) == len(state.faceup[seat]) == 4
    assert len(state.stock) == 104 - 60
    everything = state.stock + [c for s in range(5) for c in state.hands[s] + state.facedown[s]]
    assert any(c.endswith("2") and len(c) >= 3 for c in everything), "second-deck uids like QH2"
    s = position([["3H", "5H", "6H", "7H"], ["4H"]], stock=["KC", "QH2"], options={"more_cards": True})
    s.apply(("play", "hand", ("3H",)))
    assert len(s.hands[0]) == 4, "the hand is refilled to four"


def test_play_for_the_win_ends_when_the_first_player_is_out():
    state = position([["AS"], ["4H"], ["5C"]], pile=["9S"], options={"play_to_win": True})
    state.apply(("play", "hand", ("AS",)))
    assert state.is_terminal() and state.returns() == [1.0, 0.0, 0.0] and state.winners() == [0]


def test_joker_rank_table():
    assert RANK["J1"] == RANK["J2"] == JOKER and RANK["JH"] == "J"
