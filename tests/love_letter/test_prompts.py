"""The prompts after a play: two players picked one after the other (Cardinal, Baroness), and guesses that say how
many cards of each number are still unseen from what the player may see."""

from __future__ import annotations

import copy

from game.catalog import get_entry
from game.games.love_letter.rules import GAME
from game.games.love_letter.rules.view import unseen_by_number
from scenes.table.gestures import StepPicker, drag_options, dropped

from .rig import rig

P = get_entry(GAME.id).presenter()
NAMES = ["Ana", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"]
EIGHT = [["cardinal", "baroness"], ["guard"], ["priest"], ["baron"], ["handmaid"], ["prince"], ["king"], ["count"]]


def reachable(picker: StepPicker, most: list[int]) -> set:
    """Every action some sequence of picks makes; ``most[0]`` becomes the largest number of buttons at once."""
    done = picker.done()
    if done is not None:
        return {done}
    steps = picker.choices()
    most[0] = max(most[0], len(steps))
    reached: set = set()
    for step in steps:
        fork = copy.copy(picker)
        fork.picked = list(picker.picked)
        fork.pick(step.key)
        reached |= reachable(fork, most)
    return reached


def prompt_for(face: str, state) -> tuple[set, set, int]:
    """(the legal plays of ``face``, the plays the prompt after dropping it reaches, the most buttons at once)."""
    table = P.table(GAME.view(state, 0), state.legal_actions(), NAMES[:state.num_players])
    uid = next(c.uid for z in table.zones if z.id == "hand.0" for c in z.cards if c.face == face)
    most = [0]
    reached = reachable(StepPicker(drag_options(dropped(table.choices, frozenset({uid}), ["play"]))), most)
    legal = {a for a in state.legal_actions() if a[1] == face}
    return legal, reached, most[0]


def test_the_cardinal_at_eight_players_is_two_picks_that_reach_every_pair():
    s = rig(EIGHT, ["princess"], removed="guard", edition="premium")
    legal, reached, most = prompt_for("cardinal", s)
    assert len({a[2:4] for a in legal}) == 28  # every pair of the eight players
    assert reached == legal
    assert most <= 8


def test_the_baroness_at_eight_players_picks_one_player_then_maybe_another():
    s = rig(EIGHT, ["princess"], removed="guard", edition="premium")
    legal, reached, most = prompt_for("baroness", s)
    assert len(legal) == 7 + 21
    assert reached == legal
    assert most <= 8


def guess_labels(state, seat: int = 0) -> list[str]:
    """Each guess as the player meets it: the card named and what they know of it (its note)."""
    table = P.table(GAME.view(state, seat), state.legal_actions(), NAMES[:state.num_players])
    return sorted({f"{c.steps[-1].label}: {c.steps[-1].note}" for c in table.choices if c.action[1] == "guard"})


def test_guesses_count_the_unseen_cards_of_each_number_from_what_the_player_sees():
    s = rig([["guard", "priest"], ["baron"], ["king"]], ["prince"], removed="handmaid",
            discards={1: ["priest", "guard"], 2: ["handmaid"]})
    assert unseen_by_number(GAME.view(s, 0)) == {1: 5 - 2, 2: 2 - 2, 3: 2, 4: 2 - 1, 5: 2, 6: 1, 7: 1, 8: 1}
    assert "Guess: Priest (2): All seen" in guess_labels(s)
    assert "Guess: Handmaid (4): 1 unseen" in guess_labels(s)
    assert "Guess: Baron (3): 2 unseen" in guess_labels(s)  # Bob's Baron is hidden from Ana


def test_at_two_players_the_cards_set_aside_face_up_are_seen():
    s = rig([["guard", "priest"], ["baron"]], ["prince"], removed="handmaid", setaside=["king", "countess", "guard"])
    assert unseen_by_number(GAME.view(s, 0))[6] == 0 and unseen_by_number(GAME.view(s, 0))[1] == 5 - 2


def test_unseen_counts_do_not_change_with_hidden_cards_nor_with_a_secret_peek():
    s = rig([["guard", "priest"], ["baron"], ["king"]], ["prince", "countess"], removed="handmaid")
    before = guess_labels(s)
    other = s.clone()
    other.hands[1], other.deck[-1] = [other.deck[-1]], other.hands[1][0]  # Bob holds another card
    other.removed, other.deck[0] = other.deck[0], other.removed
    assert GAME.view(other, 0)["hand_counts"] == GAME.view(s, 0)["hand_counts"] and guess_labels(other) == before
    peeked = s.clone()
    peeked.known[0][2] = peeked.hands[2][0]  # Ana has seen Cy's King in secret: still unseen on the table
    assert GAME.view(peeked, 0)["known"][2] is not None
    assert unseen_by_number(GAME.view(peeked, 0)) == unseen_by_number(GAME.view(s, 0))
    assert "Guess: King (6): Cy holds it — you saw it" in guess_labels(peeked)  # what Ana knows, said on it
