"""The Palastgeflüster Hint says why in facts of the seat's view: a display completed, the turn handed to a
player whose shown hand can only intrigue, a Maid discard or a Magician gift that would repeat the display, a
Guard taking back what the hand holds again; elsewhere the search's figures."""

from __future__ import annotations

import random

import pytest

from game.catalog import get_entry
from game.engine import Reason
from game.games.palastgefluester.bots import hint_reason, rollout_policy
from game.games.palastgefluester.present import hint_text
from game.games.palastgefluester.rules import GAME
from game.games.palastgefluester.rules.cards import character
from game.i18n import LANGUAGES
from tests.hint_wording import worded

from .rig import rig

NAMES = ["Ann", "Ben", "Cy", "Di", "Eve"]


def _stuck_in_truth(state, seat: int) -> bool:
    shown = {character(c) for c in state.displays[seat]}
    return all(character(c) in shown or (character(c) == "fool" and state.silenced == "fool")
               for c in state.hands[seat])


def _check(state, action, reason: Reason) -> None:
    """``reason`` for ``action`` holds in the real state."""
    seat = state.current_player()
    shown = {character(c) for c in state.displays[seat]}
    code, args = reason.code, reason.args
    if code == "completes":
        after = state.clone()
        after.apply(action)
        end = next(e for e in after.log[len(state.log):] if e.kind == "round_end")
        assert end.args["ender"] == seat and end.args["reason"] == "full_display"
    elif code in ("next_stuck", "next_to", "grey_next", "again"):
        after = state.clone()
        after.apply(action)
        if any(e.kind == "round_end" for e in after.log[len(state.log):]):
            return
        while after.current_player() == seat and after.phase != "play" and not after.is_terminal():
            after.apply(after.legal_actions()[0])  # the card's own follow-up (a Maid's discard, a Guard's take)
        if code == "again":
            assert after.current_player() == seat and after.phase == "play"
            rest_shown = {character(c) for c in after.displays[seat]}
            safe = {character(c) for c in after.hands[seat] if character(c) not in rest_shown}
            assert args["safe"] <= len(safe) + 1  # a Maid's draw may bring one more
        elif code == "grey_next":
            assert (after.tied or [after.current_player()]) == args["seats"] or after.current_player() in args["seats"]
        else:
            assert after.current_player() == args["seat"]
            if code == "next_stuck":
                assert _stuck_in_truth(after, args["seat"])
            else:
                assert len({character(c) for c in after.displays[args["seat"]]}) == args["shown"]
    elif code == "discard_unsafe":
        assert character(args["card"]) in shown
    elif code == "discard_silenced":
        assert character(args["card"]) == "fool" == state.silenced
    elif code == "guard_frees":
        assert any(character(c) == character(args["card"]) for c in state.hands[seat])
    elif code in ("magician_unsafe", "courtesan_frees"):  # a Magician or Courtesan played, its action to come
        after = state.clone()
        after.apply(action)
        rest = after.hands[seat]
        now = {character(c) for c in after.displays[seat]}
        if code == "magician_unsafe":
            assert after.phase == "magician_target"
            assert sum(character(c) in now or (character(c) == "fool" == state.silenced) for c in rest) \
                == args["unsafe"]
        else:
            assert after.phase == "courtesan_swap" and character(args["card"]) in {character(c) for c in rest}
            assert any(args["card"] in swap[1:] for swap in after.legal_actions())
    elif code == "magician_count":
        assert args["count"] == sum(character(c) in shown or (character(c) == "fool" == state.silenced)
                                    for c in state.hands[seat])
    elif code == "swap_frees":
        after = state.clone()
        after.apply(action)
        assert args["card"] not in after.displays[seat]
        now = {character(c) for c in after.displays[seat]}
        assert character(args["card"]) not in now
        assert any(character(c) == character(args["card"]) for c in after.hands[seat])
    else:
        assert code == "give_unsafe" and all(character(c) in shown for c in args["cards"])


@pytest.mark.parametrize("players", [3, 4, 5])
def test_reasons_are_facts_of_the_position_throughout_random_games(players):
    """Every legal move of games of safe random play: a reason, where there is one, holds in the real state
    and is worded."""
    seen: set[str] = set()
    for seed in range(6):
        state = GAME.new_game(players, seed)
        rng = random.Random(seed)
        for _ in range(400):
            if state.is_terminal():
                break
            legal = state.legal_actions()
            view = GAME.view(state, state.current_player())
            for action in legal:
                reason = hint_reason(view, legal, action)
                if reason is not None:
                    seen.add(reason.code)
                    assert hint_text(reason, NAMES[:players])
                    _check(state, action, reason)
            state.apply(rollout_policy(state, rng))  # safe plays at random: displays fill up
    assert {"completes", "discard_unsafe", "guard_frees", "next_to", "again", "grey_next", "magician_unsafe",
            "magician_count", "courtesan_frees", "swap_frees"} <= seen


def test_the_turn_handed_to_a_shown_hand_that_can_only_intrigue():
    """Ben (seat 1, blue) showed his hand: a Spy, a Maid and a Fool, all already in his display. Ann's blue
    Guard gives him the turn; her grey Fool would not."""
    state = rig(3, hands={0: ["guard.blue", "fool.grey", "spy.red", "maid.red", "courtesan.red"],
                          1: ["spy.grey", "maid.grey", "fool.red"]},
                displays={0: ["treasurer.grey"], 1: ["spy.green", "maid.green", "fool.green"]}, turn=0)
    state.revealed[1] = sorted(state.hands[1])
    view, legal = GAME.view(state, 0), state.legal_actions()
    blue = next(c for c in state.hands[0] if character(c) == "guard")
    reason = hint_reason(view, legal, ("play", blue))
    assert reason == Reason("next_stuck", {"seat": 1})
    _check(state, ("play", blue), reason)
    assert hint_text(reason, NAMES[:3]) == ("Ben moves next, and every card Ben has shown repeats their display: "
                                             "an intrigue, a point for you.")
    fool = next(c for c in state.hands[0] if character(c) == "fool")  # grey: Cy shows fewest cards
    assert hint_reason(view, legal, ("play", fool)) == Reason("grey_next", {"seats": [2]})
    state.revealed[1] = None  # unseen, the same move only hands the turn to Ben and his display
    assert hint_reason(GAME.view(state, 0), legal, ("play", blue)) == Reason("next_to", {"seat": 1, "shown": 3})
    line = get_entry(GAME.id).presenter().hint_line(GAME.view(state, 0), Reason("grey_next", {"seats": [0, 2]}),
                                                     NAMES[:3])
    assert line == "A grey border: whoever shows the fewest cards plays next (you, Cy)."


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_every_reason_reads_in_every_language(language):
    reasons = [Reason("completes", {"card": 0}), Reason("next_stuck", {"seat": 1}),
               Reason("next_to", {"seat": 1, "shown": 1}), Reason("next_to", {"seat": 2, "shown": 3}),
               Reason("again", {"safe": 1}), Reason("again", {"safe": 2}), Reason("grey_next", {"seats": [0, 2]}),
               Reason("discard_unsafe", {"card": 3}), Reason("discard_silenced", {"card": 5}),
               Reason("guard_frees", {"card": 4}),
               Reason("give_unsafe", {"cards": [0, 8]}), Reason("magician_unsafe", {"unsafe": 1}),
               Reason("magician_unsafe", {"unsafe": 2}), Reason("magician_count", {"seat": 1, "count": 1}),
               Reason("magician_count", {"seat": 2, "count": 3}), Reason("courtesan_frees", {"card": 9}),
               Reason("swap_frees", {"card": 10})]
    worded(language, reasons, lambda r: hint_text(r, NAMES[:3]))
