"""The base rules of palace.de.txt, scenario by scenario."""

from __future__ import annotations

import pytest

from game.engine import IllegalActionError
from game.games.palace.rules import GAME
from game.games.palace.rules.cards import RANK
from game.games.palace.rules.setup import starter
from game.games.palace.rules.state import MAX_TURNS

from .scenario import plays, position


def test_deal_three_face_down_three_face_up_three_in_hand_rest_is_stock():
    state = GAME.new_game(4, seed=3)
    assert state.phase == "setup"
    for seat in range(4):
        assert len(state.facedown[seat]) == 3 and len(state.hands[seat]) == 3
        assert [len(st) for st in state.faceup[seat]] == [1, 1, 1]
    assert len(state.stock) == 52 - 36
    assert state.setup_queue == state.dealing_order() and state.dealing_order()[0] == (state.dealer + 1) % 4
    assert state.current == state.setup_queue[0]


def test_swap_phase_each_seat_swaps_then_declares_ready_in_turn():
    state = GAME.new_game(3, seed=1)
    first = state.current
    swaps = [a for a in state.legal_actions() if a[0] == "swap"]
    assert ("ready",) in state.legal_actions() and swaps
    _, h, f = swaps[0]
    state.apply(swaps[0])
    assert f in state.hands[first] and [h] in state.faceup[first]
    assert state.known[first] == {f}, "a card taken up from the face-up row is public"
    assert all(RANK[a[1]] != RANK[a[2]] for a in state.legal_actions() if a[0] == "swap")
    state.apply(("ready",))
    assert state.current == state.dealing_order()[1]
    for _ in range(2):
        state.apply(("ready",))
    assert state.phase == "play"


def _setup_position(first_faceup, hands):
    state = GAME.new_game(3, seed=0)
    state.dealer = 2  # dealing order 0, 1, 2
    state.setup_queue = [0, 1, 2]
    state.current = 0
    everything = [c for h in state.hands for c in h]
    state.first_faceup = first_faceup
    state.hands = hands
    state.stock += [c for c in everything if c not in {c for h in hands for c in h}]
    return state


def test_first_face_up_three_in_dealing_order_starts():
    state = GAME.new_game(3, seed=0)
    state.dealer = 2
    state.first_faceup = [(0, "9S"), (1, "3H"), (2, "3S"), (0, "4S")]
    state.setup_queue = [0, 1, 2]
    state.current = 0
    assert starter(state) == (1, "3", "faceup")


def test_without_a_face_up_three_a_three_in_hand_starts_else_the_four():
    state = _setup_position([(0, "9S"), (1, "KH"), (2, "8S")], [["5C", "6C", "7C"], ["4D", "5D", "6D"],
                                                                 ["3C", "4C", "JD"]])
    assert starter(state) == (2, "3", "hand")
    state.hands[2] = ["QC", "4C", "JD"]
    assert starter(state) == (1, "4", "hand"), "nobody has a 3: the first 4 in dealing order"
    for _ in range(3):
        state.apply(("ready",))
    assert state.phase == "play" and state.current == 1
    assert state.log[-1].kind == "start"


def test_play_equal_or_higher_one_or_several_equal_cards():
    state = position([["5H", "9C", "9D", "KS"], ["4H"]], pile=["9S"])
    assert plays(state) == {("9C",), ("9D",), ("9C", "9D"), ("KS",)}
    state.apply(("play", "hand", ("9C", "9D")))
    assert state.pile[-2:] == ["9C", "9D"] and state.current == 1
    with pytest.raises(IllegalActionError):
        state.apply(("play", "hand", ("4H",)))


def test_any_card_on_an_empty_pile_and_the_two_resets():
    state = position([["3H", "2C", "AS"], ["4H"]], pile=["KS"])
    assert plays(state) == {("2C",), ("AS",)}
    state.apply(("play", "hand", ("2C",)))
    assert plays(state) == {("4H",)}, "any card goes on a 2"
    assert plays(position([["3H", "AS"], ["4H"]])) == {("3H",), ("AS",)}


def test_ten_burns_the_pile_and_the_player_goes_again():
    state = position([["10H", "5C"], ["4H"]], pile=["KS", "AS"], stock=["6D"])
    assert ("10H",) in plays(state), "a 10 goes on anything"
    state.apply(("play", "hand", ("10H",)))
    assert state.pile == [] and {"KS", "AS", "10H"} <= set(state.burned)
    assert state.current == 0 and [e.args["reason"] for e in state.log if e.kind == "burn"] == ["ten"]
    assert plays(state) >= {("5C",)}


def test_four_equal_on_top_burn_however_they_got_there():
    # Anna plays 6H, Ben 6C 6S, Carla adds the last 6: burned, Carla goes again.
    state = position([["6H", "8H"], ["6C", "6S", "9H"], ["6D", "KC"]], pile=["4S"])
    state.apply(("play", "hand", ("6H",)))
    state.apply(("play", "hand", ("6C", "6S")))
    state.apply(("play", "hand", ("6D",)))
    assert state.pile == [] and state.current == 2
    assert [e.args["reason"] for e in state.log if e.kind == "burn"] == ["four"]
    at_once = position([["7H", "7C", "7S", "7D", "3C"], ["4H"]])
    at_once.apply(("play", "hand", ("7C", "7D", "7H", "7S")))
    assert at_once.pile == [] and at_once.current == 0


def test_the_pile_may_always_be_picked_up_and_the_next_player_starts_afresh():
    state = position([["AS", "3C"], ["4H"], ["5D"]], pile=["9S", "JD"], current=0, pile_last=2)
    assert ("pickup",) in state.legal_actions() and ("AS",) in plays(state)
    state.apply(("pickup",))
    assert sorted(state.hands[0]) == sorted(["AS", "3C", "9S", "JD"]) and state.pile == []
    assert state.known[0] == {"9S", "JD"}, "picked-up pile cards are public"
    assert state.current == 1


def test_draw_back_up_to_three_while_the_stock_lasts():
    state = position([["3H", "6H", "7H"], ["4H", "4C", "4D"]], stock=["KC"])
    state.apply(("play", "hand", ("3H",)))
    assert len(state.hands[0]) == 3 and state.stock == []
    state.apply(("play", "hand", ("4C", "4D")))
    assert state.hands[1] == ["4H"], "no stock: no drawing"


def test_hand_first_then_face_up_cards():
    state = position([["5H"], ["4H"]], faceup=[["KS", "KD"], []], facedown=[["3C"], ["3D"]])
    assert plays(state) == {("5H",)}, "with hand cards the table cards must wait"
    state.hands[0] = []
    state._legal = None
    assert plays(state) == {("KS",), ("KD",), ("KD", "KS")}
    state.apply(("play", "faceup", ("KD", "KS")))
    assert state.faceup[0] == [] and state.pile == ["KD", "KS"]


def test_no_face_up_card_fits_lay_one_and_pick_up_the_pile():
    state = position([[], ["4H"], ["5C"]], faceup=[["5D", "6S"], [], []], facedown=[["3C"], ["3D"], ["3H"]],
                     pile=["9S"], pile_last=2)
    assert plays(state) == set()
    assert set(state.legal_actions()) == {("pickup", "5D"), ("pickup", "6S")}
    state.apply(("pickup", "5D"))
    assert sorted(state.hands[0]) == ["5D", "9S"] and state.faceup[0] == [["6S"]] and state.current == 1


def test_blind_face_down_card_counts_if_it_fits():
    state = position([[], ["4H"]], facedown=[["JC", "3S"], ["3D"]], pile=["9S"])
    assert state.legal_actions() == [("blind", 0), ("blind", 1)]
    state.apply(("blind", 0))
    assert state.pile == ["9S", "JC"] and state.current == 1


def test_blind_card_too_low_picks_up_the_pile_with_it():
    # Top is Q♦; Dan turns over 5♣: too low, he takes the pile and the 5♣.
    state = position([["4H"], [], ["KH"]], facedown=[["3D"], ["5C", "8C"], ["3H"]], pile=["9S", "QD"], current=1,
                     pile_last=0)
    state.apply(("blind", 0))
    assert sorted(state.hands[1]) == ["5C", "9S", "QD"] and state.pile == [] and state.current == 2
    assert state.log[-2].kind == "blind_fail"
    assert all(a[0] != "blind" for a in (state.clone().legal_actions())), "his hand must go first"


def test_out_of_cards_is_safe_and_the_last_with_cards_loses():
    state = position([[], ["2H"], ["KC"]], facedown=[["AS"], [], []], pile=["9S"])
    state.apply(("blind", 0))
    assert state.out == [0] and state.current == 1
    state.apply(("play", "hand", ("2H",)))
    assert state.out == [0, 1] and state.is_terminal()
    assert state.returns() == [1.0, 1.0, 0.0] and state.winners() == [0, 1]


def test_going_out_with_a_ten_passes_the_turn_on():
    state = position([["10H"], ["4H"], ["KC"]])
    state.apply(("play", "hand", ("10H",)))
    assert state.out == [0] and state.current == 1 and state.pile == []


def test_the_two_thousandth_turn_ends_the_game_in_a_draw():
    state = position([["5H", "6H"], ["4H", "7C"]])
    state.turns = MAX_TURNS - 1
    state.apply(("play", "hand", ("5H",)))
    assert state.is_terminal() and state.returns() == [0.5, 0.5]
    assert state.log[-1].kind == "game_end" and state.log[-1].args == {"draw": True}


def test_at_the_turn_cap_a_player_already_out_is_safe():
    state = position([["5H", "6H"], ["4H", "7C"], []])
    state.out = [2]
    state.turns = MAX_TURNS - 1
    state.apply(("play", "hand", ("5H",)))
    assert state.is_terminal() and state.returns() == [0.5, 0.5, 1.0]


def test_a_face_up_card_may_be_laid_and_the_pile_taken_even_when_one_fits():
    state = position([[], ["4H"]], faceup=[["KD"], []], facedown=[["3C"], ["3D"]], pile=["9S"])
    assert set(state.legal_actions()) == {("play", "faceup", ("KD",)), ("pickup", "KD")}


def test_players_who_are_out_are_skipped():
    state = position([[], ["4H", "5H"], ["6C", "7C"]], pile=["3S"], current=2)
    state.out = [0]
    state.apply(("play", "hand", ("6C",)))
    assert state.current == 1
    state.apply(("pickup",))
    assert state.current == 2
