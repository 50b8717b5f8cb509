"""The classic cards, one scenario each, straight from the rules text and CLARIFICATIONS."""

import pytest

from game.engine import IllegalActionError, Reason
from game.games.love_letter.rules import GAME
from game.games.love_letter.rules.cards import GUESSES, KINDS
from game.games.love_letter.rules.state import why_illegal

from .rig import held, kinds_of, rig


def test_guard_right_guess_knocks_out_and_reveals():
    s = rig([["guard", "priest"], ["baron"], ["king"]], ["prince"], removed="handmaid")
    s.apply(("play", "guard", 1, 3))
    assert not s.alive[1]
    assert kinds_of(s, s.discards[1]) == ["baron"]
    assert s.current == 2 and held(s, 2) == ["king", "prince"]


def test_guard_wrong_guess_does_nothing_and_cannot_name_guard():
    s = rig([["guard", "priest"], ["baron"]], ["prince"], removed="handmaid")
    assert ("play", "guard", 1, 1) not in s.legal_actions()
    assert {a[3] for a in s.legal_actions() if a[1] == "guard"} == set(GUESSES["classic"])
    s.apply(("play", "guard", 1, 5))
    assert s.alive[1] and s.log[-1].kind == "guard_miss"


def test_priest_peek_is_private_to_the_actor():
    s = rig([["priest", "guard"], ["baron"], ["king"]], ["prince"], removed="handmaid")
    s.apply(("play", "priest", 2))
    peek = next(e for e in s.log if e.kind == "peek")
    assert peek.to == (0,) and peek.args["card"] == "king"
    assert GAME.view(s, 0)["known"][2] == s.hands[2][0]
    assert GAME.view(s, 1)["known"][2] is None
    assert all(e["kind"] != "peek" for e in GAME.view(s, 1)["log"]) and all(e["kind"] != "peek" for e in GAME.view(s, 2)["log"])


def test_baron_lower_card_is_out_and_compare_is_secret():
    s = rig([["baron", "king"], ["priest"], ["guard"]], ["prince"], removed="handmaid")
    s.apply(("play", "baron", 1))
    assert not s.alive[1] and kinds_of(s, s.discards[1]) == ["priest"]
    compare = next(e for e in s.log if e.kind == "compare")
    assert compare.to == (0, 1) and compare.args["seat_card"] == "king"
    assert all(e["kind"] != "compare" for e in GAME.view(s, 2)["log"])


def test_baron_loser_can_be_the_actor_and_tie_does_nothing():
    s = rig([["baron", "guard"], ["priest"], ["guard"]], ["prince"], removed="handmaid")
    s.apply(("play", "baron", 1))
    assert not s.alive[0] and s.alive[1]
    t = rig([["baron", "priest"], ["priest"], ["guard"]], ["prince"], removed="handmaid")
    t.apply(("play", "baron", 1))
    assert t.alive[0] and t.alive[1]
    assert t.known[0][1] == t.hands[1][0] and t.known[1][0] == t.hands[0][0]


def test_handmaid_protects_until_own_next_turn():
    s = rig([["handmaid", "guard"], ["priest"], ["baron"]], ["guard", "king", "countess"], removed="princess")
    s.apply(("play", "handmaid"))
    assert s.protected[0]
    assert {a[2] for a in s.legal_actions() if a[1] in ("guard", "priest")} == {2}
    s.apply(("play", "guard", 2, 5))
    assert s.protected[0]
    s.apply(s.legal_actions()[0])
    assert s.current == 0 and not s.protected[0]


def test_all_targets_protected_means_no_effect():
    s = rig([["handmaid", "guard"], ["baron"]], ["king", "guard"], removed="princess",
            setaside=["priest", "priest", "prince"])
    s.apply(("play", "handmaid"))
    assert s.current == 1 and held(s, 1) == ["baron", "king"]
    assert s.legal_actions() == [("play", "baron", None), ("play", "king", None)]
    s.apply(("play", "baron", None))
    assert s.alive == [True, True] and s.log[-1].kind == "no_effect"


def test_prince_makes_target_discard_and_draw():
    s = rig([["prince", "guard"], ["baron"], ["king"]], ["priest"], removed="handmaid")
    s.apply(("play", "prince", 2))
    assert kinds_of(s, s.discards[2]) == ["king"] and held(s, 2) == ["priest"]


def test_prince_on_princess_knocks_out_and_self_target_allowed():
    s = rig([["prince", "guard"], ["princess"], ["king"]], ["priest"], removed="handmaid")
    assert ("play", "prince", 0) in s.legal_actions()
    s.apply(("play", "prince", 1))
    assert not s.alive[1] and kinds_of(s, s.discards[1]) == ["princess"]


def test_prince_must_target_self_when_others_protected():
    s = rig([["prince", "princess"], ["guard"]], ["guard"], removed="handmaid",
            setaside=["priest", "priest", "baron"])
    s.protected[1] = True
    assert s.legal_actions() == [("play", "prince", 0), ("play", "princess")]
    s.apply(("play", "prince", 0))
    out = next(e for e in s.log if e.kind == "out")  # discarding the Princess knocks you out
    assert out.args["seat"] == 0 and out.args["reason"] == "princess_discard"
    assert s.tokens == [0, 1] and s.round == 2


def test_prince_on_empty_deck_draws_the_removed_card():
    s = rig([["prince", "guard"], ["baron"], ["priest"]], [], removed="handmaid", rest="discard")
    assert not s.deck
    s.apply(("play", "prince", 1))
    assert any(e.kind == "draw_removed" and e.args["seat"] == 1 for e in s.log)
    # the deck was empty after the turn: the round ended and the Handmaid counted for seat 1
    end = next(e for e in s.log if e.kind == "round_end")
    assert end.args["hands"]["1"] == "handmaid"


def test_king_trades_hands_and_both_learn():
    s = rig([["king", "guard"], ["princess"], ["priest"]], ["baron"], removed="handmaid")
    s.apply(("play", "king", 1))
    assert held(s, 0) == ["princess"] and held(s, 1) == ["guard", "baron"]
    assert GAME.view(s, 0)["known"][1] == s.hands[1][0] and GAME.view(s, 1)["known"][0] == s.hands[0][0]
    trade = next(e for e in s.log if e.kind == "king_trade")
    assert trade.to == (0, 1)


def test_king_trade_event_names_the_card_given_and_the_card_got():
    """Regression: the event said the actor got the card they gave ("gave the Guard and got the Guard")."""
    s = rig([["king", "guard"], ["princess"], ["priest"]], ["baron"], removed="handmaid")
    s.apply(("play", "king", 1))
    trade = next(e for e in s.log if e.kind == "king_trade")
    assert trade.args == {"seat": 0, "target": 1, "gave": "guard", "got": "princess"}


@pytest.mark.parametrize("royal", ["king", "prince"])
def test_countess_is_forced_with_king_or_prince(royal):
    s = rig([["countess", royal], ["guard"]], ["baron"], removed="handmaid", setaside=["priest", "priest", "guard"])
    assert s.legal_actions() == [("play", "countess")]
    with pytest.raises(IllegalActionError):
        s.apply(("play", royal, 1))


@pytest.mark.parametrize("royal", ["king", "prince"])
def test_the_rules_say_why_a_card_may_not_be_played(royal):
    s = rig([["countess", royal], ["guard"]], ["baron"], removed="handmaid", setaside=["priest", "priest", "guard"])
    countess, other = sorted(s.hands[0], key=lambda c: KINDS[s.kind_of[c]].face != "countess")
    assert why_illegal(GAME.view(s, 0), [other]) == Reason("countess")
    assert why_illegal(GAME.view(s, 0), [countess]) is None
    assert why_illegal(GAME.view(s, 1), [other]) == Reason("not_your_turn")
    assert why_illegal(GAME.view(s, 0), [s.hands[1][0]]) == Reason("not_in_hand")
    assert why_illegal(GAME.view(s, 0), []) == Reason("not_in_hand")
    s.apply(("play", "countess"))
    while not s.is_terminal():
        s.apply(s.legal_actions()[0])
    assert why_illegal(GAME.view(s, 0), [countess]) == Reason("game_over")


def test_countess_not_forced_otherwise():
    s = rig([["countess", "baron"], ["guard"]], ["baron"], removed="handmaid", setaside=["priest", "priest", "guard"])
    assert ("play", "baron", 1) in s.legal_actions() and ("play", "countess") in s.legal_actions()


def test_playing_the_princess_knocks_you_out():
    s = rig([["princess", "guard"], ["baron"]], ["priest"], removed="handmaid", setaside=["priest", "guard", "guard"])
    s.apply(("play", "princess"))
    assert [e.args["seat"] for e in s.log if e.kind == "out"] == [0]
    end = next(e for e in s.log if e.kind == "round_end")
    assert end.args["winner"] == 1 and end.args["reason"] == "last" and s.tokens == [0, 1]
