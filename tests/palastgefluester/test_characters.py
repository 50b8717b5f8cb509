"""Each character's action, straight from the rules texts and CLARIFICATIONS.md."""

import json
import random

import pytest

from game.games.palastgefluester.rules import GAME
from game.games.palastgefluester.rules.cards import character, face
from tests.palastgefluester.rig import card, held, kinds, rig, shown

FILLER = ["spy.grey", "maid.grey", "guard.grey", "treasurer.grey", "courtesan.grey"]


# --------------------------------------------------------------------------------------------- Treasurer


def test_treasurer_reveals_hand_to_all_until_it_changes():
    s = rig(hands={0: ["treasurer.blue", "spy.grey", "maid.red", "guard.green", "fool.grey", "courtesan.grey"]})
    s.apply(("play", card(s, "treasurer.blue")))
    assert s.log[-1].kind == "treasurer_reveal" and s.log[-1].to is None
    shown_hand = sorted(s.hands[0])
    for seat in range(4):
        assert GAME.view(s, seat)["revealed"][0] == shown_hand
    # the others keep knowing it while cards leave it openly ...
    s.turn, s.phase = 0, "play"
    s.apply(("play", card(s, "fool.grey")))
    assert GAME.view(s, 2)["revealed"][0] == sorted(s.hands[0])
    # ... and a determinization of another seat holds exactly those cards
    det = GAME.determinize(GAME.view(s, 2), random.Random(3))
    assert sorted(det.hands[0]) == sorted(s.hands[0])
    # a Maid changes it beyond what the others can follow: no longer known
    s.turn, s.phase = 0, "play"
    s.apply(("play", card(s, "maid.red")))
    s.apply(("discard", card(s, "spy.grey")))
    assert GAME.view(s, 2)["revealed"][0] is None


# --------------------------------------------------------------------------------------------- Magician


def magician_position():
    return rig(hands={0: ["magician.blue", "spy.red", "maid.red", "guard.red", "fool.red", "courtesan.red"],
                      1: ["spy.blue", "maid.blue", "guard.blue", "fool.blue", "courtesan.blue", "treasurer.blue"]},
               plays=0)


def test_magician_count_then_two_secret_picks_then_simultaneous_exchange():
    s = magician_position()
    s.apply(("play", card(s, "magician.blue")))
    assert s.phase == "magician_target" and s.current_player() == 0
    counts = {(a[1], a[2]) for a in s.legal_actions()}
    assert (1, 5) in counts and (1, 6) not in counts and all(t != 0 for t, _ in counts)
    assert min(k for _, k in counts) == 1
    s.apply(("magician", 1, 2))
    assert s.current_player() == 0 and s.phase == "magician_give"
    mine = (card(s, "spy.red"), card(s, "maid.red"))
    s.apply(("give", *sorted(mine)))
    assert s.current_player() == 1 and s.phase == "magician_answer"
    # the partner's view does not show the Magician's pick; the Magician's own view does
    assert GAME.view(s, 1)["magician"]["picked"] is True and GAME.view(s, 1)["magician"]["pick"] is None
    assert GAME.view(s, 0)["magician"]["pick"] == sorted(mine)
    assert all(len(a) == 3 for a in s.legal_actions())
    theirs = (card(s, "spy.blue"), card(s, "guard.blue"))
    s.apply(("give", *sorted(theirs)))
    assert set(theirs) <= set(s.hands[0]) and set(mine) <= set(s.hands[1])
    assert len(s.hands[0]) == 5 and len(s.hands[1]) == 6
    private = [e for e in s.log if e.kind == "magician_cards"]
    assert private and private[-1].to == (0, 1)
    assert all(e["kind"] != "magician_cards" for e in GAME.view(s, 2)["log"])
    assert s.current_player() == 1  # the Magician was blue


def test_magician_pick_hidden_from_partner_view_and_json_round_trip_mid_exchange():
    s = magician_position()
    s.apply(("play", card(s, "magician.blue")))
    s.apply(("magician", 1, 1))
    other = s.clone()
    s.apply(("give", card(s, "spy.red")))
    other.apply(("give", card(other, "fool.red")))
    assert GAME.view(s, 1) == GAME.view(other, 1) and GAME.view(s, 0) != GAME.view(other, 0)
    data = json.loads(json.dumps(GAME.state_to_json(s)))
    loaded = GAME.state_from_json(data)
    assert GAME.state_to_json(loaded) == GAME.state_to_json(s) and loaded.current_player() == 1
    answer = ("give", card(loaded, "treasurer.blue"))
    loaded.apply(answer)
    s.apply(answer)
    assert GAME.state_to_json(loaded) == GAME.state_to_json(s)
    # a determinization for the partner samples a pick from the Magician's hand
    det = GAME.determinize(GAME.view(other, 1), random.Random(5))
    assert GAME.view(det, 1) == GAME.view(other, 1) and set(det.magic["pick"]) <= set(det.hands[0])


# --------------------------------------------------------------------------------------------- Maid


@pytest.mark.parametrize("mode", ["face_down", "face_up"])
def test_maid_discards_then_draws(mode):
    s = rig(hands={0: ["maid.blue", "spy.red", "guard.red", "fool.red", "courtesan.red", "treasurer.red"]},
            options={"maid_discard": mode})
    top = s.deck[-1]
    s.apply(("play", card(s, "maid.blue")))
    spy = card(s, "spy.red")
    s.apply(("discard", spy))
    assert s.discard == [spy] and top in s.hands[0] and spy not in s.hands[0] and len(s.hands[0]) == 5
    assert GAME.view(s, 0)["discard"] == [spy]
    assert GAME.view(s, 2)["discard"] == ([spy] if mode == "face_up" else [None])
    public = [e for e in s.log if e.kind == "maid"][-1]
    assert public.args["card"] == (face(spy) if mode == "face_up" else None)


def test_maid_does_nothing_on_an_empty_deck():
    s = rig(hands={0: ["maid.blue", "spy.red", "guard.red", "fool.red", "courtesan.red", "treasurer.red"]})
    s.discard, s.discard_by, s.deck = s.deck[:], [1] * len(s.deck), []
    s.apply(("play", card(s, "maid.blue")))
    assert s.phase == "play" and s.current_player() == 1 and s.log[-1].kind == "no_effect"


# --------------------------------------------------------------------------------------------- Courtesan


def courtesan_position(plays=4, options=None):
    return rig(hands={0: ["courtesan.blue", "spy.grey", "maid.grey", "fool.grey"]},
               displays={0: ["guard.red", "treasurer.red"], 1: ["spy.blue", "guard.blue"], 2: ["maid.green"],
                         3: ["treasurer.yellow"]},
               plays=plays, options=options)


def test_courtesan_swaps_without_creating_a_duplicate_and_never_herself():
    s = courtesan_position()
    s.apply(("play", card(s, "courtesan.blue")))
    assert s.phase == "courtesan_swap"
    swaps = {tuple(sorted((face(a), face(b)))) for _, a, b in s.legal_actions()}
    assert all("courtesan.blue" not in pair for pair in swaps)
    # guard.red <-> spy.blue would give display 1 two Guards: forbidden
    assert ("guard.red", "spy.blue") not in swaps
    # same character swapped (guard.red <-> guard.blue) creates no duplicate: allowed
    assert ("guard.blue", "guard.red") in swaps
    # own display allowed by default
    assert ("maid.green", "treasurer.red") in swaps
    move = next(a for a in s.legal_actions() if {face(a[1]), face(a[2])} == {"maid.green", "treasurer.red"})
    s.apply(move)
    assert "maid.green" in shown(s, 0) and "treasurer.red" in shown(s, 2)
    assert s.current_player() == 1


def test_courtesan_option_not_my_own_display():
    s = courtesan_position(options={"courtesan_own_display": "not_own"})
    s.apply(("play", card(s, "courtesan.blue")))
    assert s.legal_actions()
    assert all(a not in s.displays[0] and b not in s.displays[0] for _, a, b in s.legal_actions())


@pytest.mark.parametrize("plays", [0, 1])
def test_courtesan_as_first_or_second_card_of_round_does_nothing(plays):
    s = courtesan_position(plays=plays)
    s.apply(("play", card(s, "courtesan.blue")))
    assert s.phase == "play" and s.current_player() == 1 and s.log[-1].kind == "no_effect"
    assert "courtesan.blue" in shown(s, 0)


def test_courtesan_with_no_legal_swap_does_nothing():
    s = rig(hands={0: ["courtesan.blue", "spy.grey", "maid.grey", "fool.grey", "guard.grey"]},
            displays={0: ["guard.red"], 1: ["guard.blue"]})
    s.apply(("play", card(s, "courtesan.blue")))
    assert s.phase == "courtesan_swap"  # guard.red <-> guard.blue is still possible
    s2 = rig(hands={0: ["courtesan.blue", "spy.grey", "maid.grey", "fool.grey", "guard.grey"]},
             displays={0: ["guard.red"]})
    s2.apply(("play", card(s2, "courtesan.blue")))
    assert s2.phase == "play" and s2.log[-1].kind == "no_effect"


# --------------------------------------------------------------------------------------------- Guard, Fool


def test_guard_takes_another_card_back():
    s = rig(hands={0: ["guard.green", "spy.grey", "maid.grey", "fool.grey"]},
            displays={0: ["treasurer.red", "magician.red"]})
    s.apply(("play", card(s, "guard.green")))
    assert s.phase == "guard_take" and {face(a[1]) for a in s.legal_actions()} == {"treasurer.red", "magician.red"}
    s.apply(next(a for a in s.legal_actions() if face(a[1]) == "magician.red"))
    assert "magician.red" in held(s, 0) and shown(s, 0) == ["treasurer.red", "guard.green"]
    assert s.current_player() == 2


def test_guard_alone_in_display_does_nothing():
    s = rig(hands={0: ["guard.green", "spy.grey", "maid.grey", "fool.grey", "treasurer.grey", "courtesan.grey"]})
    s.apply(("play", card(s, "guard.green")))
    assert s.phase == "play" and s.current_player() == 2 and shown(s, 0) == ["guard.green"]


def test_fool_does_nothing():
    s = rig(hands={0: ["fool.yellow", *FILLER]})
    before = [held(s, p) for p in range(4)]
    s.apply(("play", card(s, "fool.yellow")))
    assert s.current_player() == 3 and s.log[-1].kind == "play"
    assert [held(s, p) for p in range(1, 4)] == before[1:]


# --------------------------------------------------------------------------------------------- Spy, King cards


def test_spy_reveals_king_card_which_silences_that_character():
    s = rig(hands={0: ["spy.red", "magician.grey", "maid.grey", "fool.grey", "guard.grey", "courtesan.grey"]})
    s.king_deck = ["treasurer", "maid", "fool", "courtesan", "guard", "magician"]
    s.apply(("play", card(s, "spy.red")))
    assert s.silenced == "magician" and GAME.view(s, 3)["silenced"] == "magician" and s.current_player() == 0
    s.apply(("play", card(s, "magician.grey")))
    assert s.log[-1].kind == "silenced" and s.phase != "magician_target"


def test_spy_with_empty_king_deck_reshuffles_all_six():
    s = rig(hands={0: ["spy.red", *FILLER]},
            king_open=["treasurer", "magician", "maid", "courtesan", "guard", "fool"])
    assert s.king_deck == []
    s.apply(("play", card(s, "spy.red")))
    event = s.log[-1]
    assert event.kind == "king_revealed" and event.args["reshuffled"] is True
    assert len(s.king_open) == 1 and len(s.king_deck) == 5
    assert sorted(s.king_open + s.king_deck) == sorted(["treasurer", "magician", "maid", "courtesan", "guard", "fool"])


def test_king_cards_carry_over_to_the_next_round():
    s = rig(hands={0: ["spy.red", "maid.grey", "fool.grey", "guard.grey"]},
            displays={0: ["spy.blue", "treasurer.red"]}, king_open=["maid"])
    s.apply(("play", card(s, "spy.red")))  # intrigue: two Spies; the Spy's action is not carried out
    assert s.round == 2 and s.king_open == ["maid"] and s.silenced == "maid"


def test_silenced_fool_cannot_be_played_unless_forced():
    s = rig(hands={0: ["fool.grey", "spy.grey", "maid.grey", "guard.grey", "courtesan.grey", "treasurer.grey"]},
            king_open=["fool"])
    assert all(character(a[1]) != "fool" for a in s.legal_actions())
    forced = rig(hands={0: ["fool.grey", "fool.red"]},
                 displays={0: ["spy.red", "maid.red", "guard.red", "treasurer.red"]}, king_open=["fool"])
    assert {face(a[1]) for a in forced.legal_actions()} == {"fool.grey", "fool.red"}
    forced.apply(forced.legal_actions()[0])
    end = next(e for e in forced.log if e.kind == "round_end")
    assert end.args["reason"] == "silenced_fool" and end.args["gained"] == [0, 1, 1, 1]
    assert forced.points == [0, 1, 1, 1] and forced.round == 2 and forced.current_player() == 0
    assert kinds(forced)[-1] == "round_end"
