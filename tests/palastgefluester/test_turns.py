"""Setup, turn order by border colour, grey cards and the tie choice, the round-1 starter."""

import pytest

from game.games.palastgefluester.rules import GAME
from game.games.palastgefluester.rules.cards import KING_CHARACTERS
from tests.palastgefluester.rig import card, rig


@pytest.mark.parametrize(("n", "deck"), [(3, 35), (4, 42), (5, 49)])
def test_deck_is_grey_sets_plus_colours_in_play_and_six_card_hands(n, deck):
    s = GAME.new_game(n, 7)
    assert [len(h) for h in s.hands] == [6] * n
    assert len(s.deck) + 6 * n == deck
    assert sorted(s.king_deck) == sorted(KING_CHARACTERS) and s.king_open == []
    view = GAME.view(s, 0)
    assert view["deck_size"] == deck - 6 * n and view["king_deck_size"] == 6
    assert "deck" not in view and "king_deck" not in view


def test_starter_option_chooses_round_one_player():
    assert GAME.new_game(4, 3).current_player() == 0
    assert GAME.new_game(4, 3, {"starter": 2}).current_player() == 2
    with pytest.raises(ValueError):
        GAME.new_game(4, 3, {"starter": 4})
    with pytest.raises(ValueError):
        GAME.new_game(2, 3)


def test_card_is_played_to_own_display_and_border_colour_names_next_player():
    s = rig(hands={0: ["fool.green", "spy.red", "maid.blue", "guard.grey", "treasurer.grey", "magician.grey"]})
    s.apply(("play", card(s, "fool.green")))
    assert [c for c in s.displays[0]] and s.current_player() == 2
    assert GAME.view(s, 0)["why"]["kind"] == "colour"


def test_own_colour_plays_again():
    s = rig(hands={0: ["fool.red", "spy.green", "maid.blue", "guard.grey", "treasurer.grey", "magician.grey"]})
    s.apply(("play", card(s, "fool.red")))
    assert s.current_player() == 0 and s.phase == "play"


def test_grey_card_goes_to_unique_fewest_display():
    s = rig(hands={0: ["fool.grey", "spy.green", "maid.blue", "guard.yellow"]},
            displays={0: ["spy.red", "maid.red"], 1: ["spy.blue"], 2: ["maid.green", "guard.green"],
                      3: ["fool.yellow", "spy.yellow"]})
    s.apply(("play", card(s, "fool.grey")))
    assert s.current_player() == 1 and s.why["kind"] == "grey"


def test_grey_card_tie_is_chosen_by_its_player_who_may_pick_themself():
    s = rig(hands={0: ["fool.grey", "spy.green", "maid.blue", "guard.yellow", "treasurer.red", "courtesan.red"]},
            displays={1: ["spy.blue"], 2: ["maid.green"], 3: ["fool.yellow", "spy.yellow"]})
    s.apply(("play", card(s, "fool.grey")))
    assert s.phase == "choose_next" and s.current_player() == 0
    assert s.legal_actions() == [("next", 0), ("next", 1), ("next", 2)]
    s.apply(("next", 2))
    assert s.current_player() == 2 and s.phase == "play" and s.why == {"kind": "grey_choice", "by": 0,
                                                                       "card": s.why["card"]}
    assert s.log[-1].kind == "next_chosen"


def test_grey_card_counts_displays_after_its_action():
    """A grey Guard shrinks its player's display before the fewest display is found."""
    s = rig(hands={0: ["guard.grey", "spy.green", "maid.grey", "fool.blue"]},
            displays={0: ["spy.red", "maid.red"], 1: ["spy.blue", "treasurer.blue"],
                      2: ["maid.green", "guard.green", "fool.green"],
                      3: ["fool.yellow", "spy.yellow", "guard.yellow"]})
    s.apply(("play", card(s, "guard.grey")))
    assert s.phase == "guard_take"
    s.apply(("take", next(c for c in s.displays[0] if c != s.last_card)))
    assert len(s.displays[0]) == 2
    assert s.phase == "choose_next" and s.tied == [0, 1]
