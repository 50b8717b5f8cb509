"""The Palace Hint says why in facts of the seat's view: a burn, the lowest card that goes, a cheap pick-up, the
blind turn, the setup's swaps; elsewhere the search's figures."""

from __future__ import annotations

import random

import pytest

from game.catalog import get_entry
from game.engine import Reason
from game.games.palace.bots import hint_reason
from game.games.palace.present import hint_text
from game.games.palace.rules import GAME
from game.i18n import LANGUAGES
from tests.hint_wording import worded

from .scenario import position

NAMES = ["Ann", "Ben", "Cy"]


def _reason(state, action) -> Reason | None:
    return hint_reason(GAME.view(state, state.current), state.legal_actions(), action)


def _line(reason: Reason) -> str:
    return get_entry(GAME.id).presenter().hint_line({}, reason, NAMES)


def test_a_ten_on_a_pile_burns_it_and_plays_again():
    state = position([["10D", "4C"], ["4H"]], pile=["3S", "5S", "6S", "7S", "9S", "KS"])
    reason = _reason(state, ("play", "hand", ("10D",)))
    assert reason == Reason("burn_ten", {"count": 6})
    assert _line(reason) == "The 10 burns the pile (6 cards) and you play again."
    assert _reason(position([["10D", "4C"], ["4H"]]), ("play", "hand", ("10D",))) is None  # nothing to burn


def test_the_fourth_card_of_a_kind_burns_the_pile():
    state = position([["5C", "8D"], ["4H"]], pile=["8S", "8H", "8C"])
    assert _line(_reason(state, ("play", "hand", ("8D",)))) == "Four of a kind: the pile burns and you play again."


def test_the_lowest_plain_card_that_goes_is_named_with_the_card_to_beat():
    state = position([["2C", "10D", "6H", "6S", "9C"], ["4H"]], pile=["5S"])
    assert _line(_reason(state, ("play", "hand", ("6H",)))) == \
        "A 6 is your lowest card that goes on a 5; the higher ones wait."
    assert _line(_reason(state, ("play", "hand", ("6H", "6S")))) == \
        "Your lowest cards that go on a 5, 2 at once; the higher ones wait."
    assert _line(_reason(state, ("play", "hand", ("9C",)))) == \
        "The next player must beat a 9, harder to beat than a 6; your 6 waits for a lower pile."  # in game terms
    empty = position([["8C", "QD"], ["4H"]])
    assert _line(_reason(empty, ("play", "hand", ("8C",)))) == "The pile is open: start with your lowest card, an 8."


def test_a_card_that_goes_on_anything_when_nothing_plain_does():
    state = position([["2C", "4D"], ["4H"]], pile=["KS"])
    assert _line(_reason(state, ("play", "hand", ("2C",)))) == "Nothing plain goes on a King: a 2 goes on anything."
    assert _line(_reason(state, ("pickup",))) == "Taking the pile (1 card) costs less than spending a 2 on it."
    plain = position([["2C", "QD"], ["4H"]], pile=["KS", "JS"])  # the Queen goes on the Jack: no special reason
    assert _reason(plain, ("play", "hand", ("2C",))) is None and _reason(plain, ("pickup",)) is None


def test_a_forced_pick_up_takes_the_lowest_face_up_card_along():
    state = position([[], ["4H"]], faceup=[["5C", "9D"], []], pile=["KS"])
    legal = state.legal_actions()
    assert ("pickup", "5C") in legal and not [a for a in legal if a[0] == "play"]
    assert _line(_reason(state, ("pickup", "5C"))) == \
        "Nothing you may play goes on a King: take the pile with your lowest face-up card, the 5♣."
    assert _reason(state, ("pickup", "9D")) is None


def test_setup_and_blind_turns_have_reasons_of_their_own():
    state = GAME.new_game(3, seed=2)
    seat = state.current
    hint = get_entry(GAME.id).hint(GAME.view(state, seat), state.legal_actions(), 1)
    assert hint.reason.code in ("swap", "ready")
    assert _line(hint.reason).endswith(("early.", "you are ready."))
    legal = [("swap", "3C", "AS"), ("swap", "AS", "3C"), ("ready",)]
    assert hint_reason(GAME.view(state, seat), legal, ("swap", "3C", "AS")) is None  # a weaker card face up: no reason
    assert hint_reason(GAME.view(state, seat), legal, ("ready",)) is None  # a stronger card could still go face up
    blind = position([[], ["4H"]], facedown=[["5C", "9D"], []], pile=["KS"])
    assert _line(_reason(blind, ("blind", 0))).startswith("Nobody knows your face-down cards")


def test_the_hint_uses_the_reason_and_keeps_the_searchs_chances():
    state = position([["10D", "4C"], ["4H", "7C", "8C"]], pile=["3S", "5S", "6D", "7S", "9S", "KS"])
    hint = get_entry(GAME.id).hint(GAME.view(state, 0), state.legal_actions(), 3)
    assert hint.reason.code == "burn_ten" and hint.action == ("play", "hand", ("10D",))
    assert hint.options[0].win is not None and len(hint.options) >= 2


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_every_reason_reads_in_every_language(language):
    reasons = [Reason("faceup", {"card": "AS"}), Reason("swap", {"up": "AS", "down": "3C"}),
               Reason("stack", {"card": "KH"}), Reason("ready"), Reason("blind"), Reason("burn_ten", {"count": 1}),
               Reason("burn_ten", {"count": 7}), Reason("burn_four", {"rank": "8"}),
               Reason("lowest", {"rank": "6", "top": "5", "count": 1}),
               Reason("lowest", {"rank": "6", "top": "5", "count": 3}),
               Reason("lowest", {"rank": "8", "top": None, "count": 1}),
               Reason("lowest", {"rank": "8", "top": None, "count": 2}),
               Reason("goes_on_anything", {"rank": "2", "top": "K"}), Reason("higher", {"rank": "9", "lower": "6"}),
               Reason("cheap_pickup", {"count": 2, "rank": "10"}), Reason("pickup_lowest", {"card": "5C", "top": "K"})]
    worded(language, reasons, hint_text)


def test_reasons_hold_throughout_random_games():
    """Every move of random games: a reason, where there is one, is worded."""
    for seed in range(3):
        state = GAME.new_game(3, seed=seed, options={"stacking": True, "invisible": "8"})
        rng = random.Random(seed)
        for _ in range(300):
            if state.is_terminal():
                break
            legal = state.legal_actions()
            action = legal[rng.randrange(len(legal))]
            reason = hint_reason(GAME.view(state, state.current), legal, action)
            assert reason is None or hint_text(reason)
            state.apply(action)
