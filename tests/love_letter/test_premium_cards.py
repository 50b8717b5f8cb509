"""The Premium cards and their interactions (official Premium texts, CLARIFICATIONS)."""

from game.games.love_letter.rules import GAME
from game.games.love_letter.rules.cards import GUESSES

from .rig import held, kinds_of, rig


def prem(hands, deck, **kw):
    kw.setdefault("removed", "count")
    return rig(hands, deck, edition="premium", **kw)


def test_premium_guard_names_zero_and_two_to_nine():
    s = prem([["guard", "priest"], ["jester"], ["baron"]], ["prince"])
    assert {a[3] for a in s.legal_actions() if a[1] == "guard"} == set(GUESSES["premium"]) == {0, 2, 3, 4, 5, 6, 7,
                                                                                              8, 9}
    s.apply(("play", "guard", 1, 0))
    assert not s.alive[1]


def test_guard_against_the_assassin_knocks_out_the_guard_player():
    s = prem([["guard", "priest"], ["assassin"], ["baron"]], ["prince", "king"])
    s.apply(("play", "guard", 1, 5))  # whatever the guess
    assert not s.alive[0] and kinds_of(s, s.discards[0]) == ["guard", "priest"]
    assert s.alive[1] and kinds_of(s, s.discards[1]) == ["assassin"] and held(s, 1) == ["prince", "king"]
    assert [e.kind for e in s.log[-3:]] == ["assassin", "out", "discard"]


def test_assassin_does_not_stop_other_cards():
    s = prem([["baron", "king"], ["assassin"], ["baron"]], ["prince"])
    s.apply(("play", "baron", 1))
    assert not s.alive[1]


def test_jester_gives_a_token_when_the_marked_player_wins_the_round():
    s = prem([["jester", "guard"], ["king"], ["priest"]], ["guard"], rest="discard")
    s.apply(("play", "jester", 1))
    assert s.jester == [0, 1]
    s.apply(("play", "guard", 2, 9))  # miss; the deck is empty: seat 1 wins with the King
    end = next(e for e in s.log if e.kind == "round_end")
    assert end.args["winner"] == 1
    assert s.tokens == [1, 1, 0]


def test_cardinal_trades_two_hands_and_actor_looks_at_one():
    s = prem([["cardinal", "guard"], ["princess"], ["baron"]], ["prince"])
    s.apply(("play", "cardinal", 1, 2, 2))
    assert held(s, 1)[0] == "baron" and held(s, 2) == ["princess"]
    peek = next(e for e in s.log if e.kind == "peek")
    assert peek.to == (0,) and peek.args == {"seat": 0, "target": 2, "card": "princess", "via": "cardinal"}
    trade = next(e for e in s.log if e.kind == "cardinal_trade")
    assert trade.to == (1, 2)
    assert GAME.view(s, 0)["known"][2] == s.hands[2][0]


def test_cardinal_with_oneself_looks_at_the_other_hand_only():
    s = prem([["cardinal", "guard"], ["princess"], ["baron"]], ["prince"])
    assert ("play", "cardinal", 0, 1, 1) in s.legal_actions()
    assert ("play", "cardinal", 0, 1, 0) not in s.legal_actions()


def test_baroness_looks_at_one_or_two_hands():
    s = prem([["baroness", "guard"], ["princess"], ["baron"]], ["prince"])
    assert ("play", "baroness", 1) in s.legal_actions() and ("play", "baroness", 1, 2) in s.legal_actions()
    s.apply(("play", "baroness", 1, 2))
    peeks = [e for e in s.log if e.kind == "peek"]
    assert [p.args["card"] for p in peeks] == ["princess", "baron"] and all(p.to == (0,) for p in peeks)


def test_sycophant_forces_the_next_target():
    s = prem([["sycophant", "guard"], ["guard"], ["baron"], ["priest"]], ["priest"])
    s.apply(("play", "sycophant", 3))
    assert s.current == 1
    assert {a[2] for a in s.legal_actions() if a[1] == "guard"} == {3}
    assert {a[2] for a in s.legal_actions() if a[1] == "priest"} == {3}
    s.apply(("play", "priest", 3))
    assert s.mark == -1


def test_sycophant_mark_ignored_when_marked_is_protected_or_cannot_be_chosen():
    s = prem([["guard", "priest"], ["guard"], ["baron"], ["priest"]], ["baron"])
    s.mark, s.protected[3] = 3, True
    assert {a[2] for a in s.legal_actions() if a[1] == "guard"} == {1, 2}
    t = prem([["sycophant", "guard"], ["baron"], ["guard"]], ["guard"])
    assert ("play", "sycophant", 0) in t.legal_actions()  # any player, oneself included
    t.apply(("play", "sycophant", 1))  # seat 1 cannot Guard themselves: the mark is ignored
    assert {a[2] for a in t.legal_actions() if a[1] == "guard"} == {0, 2}


def test_sycophant_mark_applies_to_a_prince_on_oneself():
    s = prem([["sycophant", "guard"], ["prince"], ["guard"]], ["baron"])
    s.apply(("play", "sycophant", 1))
    assert [a for a in s.legal_actions() if a[1] == "prince"] == [("play", "prince", 1)]


def test_count_adds_to_the_hand_at_round_end():
    s = prem([["guard", "prince"], ["king"], ["priest"]], [], discards={0: ["count"]}, rest="discard",
             removed="assassin")
    s.apply(("play", "guard", 2, 9))
    end = next(e for e in s.log if e.kind == "round_end")
    # Prince 5 + Count = 6 ties the King 6: the discards decide (Count 5 + Guard 1 = 6 against 0)
    assert end.args["values"]["0"] == 6 and end.args["winner"] == 0 and end.args["reason"] == "discards"


def test_constable_gives_a_token_when_knocked_out():
    s = prem([["guard", "priest"], ["baron"], ["king"]], ["prince"], discards={1: ["constable"]})
    s.apply(("play", "guard", 1, 3))
    assert not s.alive[1] and s.tokens[1] == 1


def test_dowager_queen_knocks_out_the_higher_card():
    s = prem([["dowager", "guard"], ["king"], ["priest"]], ["prince"])
    s.apply(("play", "dowager", 1))
    assert not s.alive[1] and s.alive[0]


def test_bishop_hit_gives_a_token_and_target_may_redraw():
    s = prem([["bishop", "guard"], ["king"], ["priest"]], ["prince", "baron"])
    s.apply(("play", "bishop", 1, 6))
    assert s.tokens[0] == 1 and s.current == 1 and s.legal_actions() == [("keep",), ("redraw",)]
    s.apply(("redraw",))
    assert kinds_of(s, s.discards[1]) == ["king"]
    assert s.current == 1 and held(s, 1) == ["prince", "baron"]  # seat 1's own turn follows


def test_bishop_redraw_of_the_princess_knocks_out():
    s = prem([["bishop", "guard"], ["princess"], ["priest"]], ["prince"])
    s.apply(("play", "bishop", 1, 8))
    s.apply(("redraw",))
    assert not s.alive[1]


def test_bishop_token_can_end_the_game_at_once():
    s = prem([["bishop", "guard"], ["king"], ["priest"]], ["prince"])
    s.tokens = [4, 0, 0]
    s.apply(("play", "bishop", 1, 6))
    assert s.is_terminal() and s.returns() == [1.0, 0.0, 0.0]


def test_princess_beats_bishop_at_round_end():
    s = prem([["guard", "bishop"], ["princess"], ["priest"]], [], rest="discard")
    s.apply(("play", "guard", 2, 9))
    end = next(e for e in s.log if e.kind == "round_end")
    assert end.args["winner"] == 1
