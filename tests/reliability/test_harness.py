"""The random-play harness itself: quiet on a correct game, and it reports each kind of broken invariant
with the seed that reproduces it (so a green soak means something)."""

from __future__ import annotations

import fixture_games
import pytest
from fixture_games import DuelGame, DuelState

from game.engine import IllegalActionError
from reliability.random_play import Sampling, soak

EVERY_ACTION = Sampling(view_every=1, deep_every=1)


def test_a_correct_game_passes():
    report = soak(fixture_games.GAME, 3000, seed=5, sampling=EVERY_ACTION)
    assert report.failures == [] and report.actions == 3000 and report.games > 50


def leaky_view(self, state, seat):
    return {**ORIGINAL_VIEW(self, state, seat), "deck_order": tuple(state.deck)}  # a tuple does not survive JSON


def unplain_log_view(self, state, seat):
    view = ORIGINAL_VIEW(self, state, seat)
    return {**view, "log": [*view["log"], {"kind": "note", "args": {"cards": (1, 2)}, "to": None}]}


SHOWN: dict[int, tuple[object, int]] = {}
"""How often each first event's JSON was shown: id → (the event, kept so that its id is not reused, the count);
emptied by each test."""


def changing_log_view(self, state, seat):
    """The first event's JSON, shared by every view, is changed (to hold a tuple) once a check has passed it."""
    view = ORIGINAL_VIEW(self, state, seat)
    if view["log"]:
        first = view["log"][0]
        count = SHOWN.get(id(first), (first, 0))[1] + 1
        SHOWN[id(first)] = (first, count)
        if count > state.num_players:
            first["args"]["late"] = ("not", "plain")
    return view


def forgetful_to_json(self, state):
    return {**ORIGINAL_TO_JSON(self, state), "tricks": [0] * state.num_players}


def consuming_from_json(self, data):
    """Reads the state, then takes its log out of the JSON it was given (as a loader that moved it would)."""
    state = ORIGINAL_FROM_JSON(self, data)
    data.pop("log", None)
    return state


def lax_apply(self, action):
    if action in self.legal_actions():
        ORIGINAL_APPLY(self, action)


def careless_apply(self, action):
    if action not in self.legal_actions():
        self.tricks[0] += 1
        raise IllegalActionError(action)
    ORIGINAL_APPLY(self, action)


ORIGINAL_VIEW, ORIGINAL_TO_JSON, ORIGINAL_APPLY = DuelGame.view, DuelGame.state_to_json, DuelState.apply
ORIGINAL_FROM_JSON = DuelGame.state_from_json


@pytest.mark.parametrize("owner, method, broken, message", [
    (DuelGame, "view", leaky_view, "view does not read back from JSON"),
    (DuelGame, "view", unplain_log_view, "view does not read back from JSON"),
    (DuelGame, "view", changing_log_view, "view does not read back from JSON"),
    (DuelGame, "state_to_json", forgetful_to_json, "restored from to_json() plays or shows differently"),
    (DuelGame, "state_from_json", consuming_from_json, "state_from_json() changed the JSON it read"),
    (DuelState, "apply", lax_apply, "was accepted"),
    (DuelState, "apply", careless_apply, "a refused action changed the state"),
])
def test_a_broken_invariant_is_reported_with_its_seed(monkeypatch, owner, method, broken, message):
    monkeypatch.setattr(owner, method, broken)
    SHOWN.clear()
    report = soak(fixture_games.GAME, 3000, seed=5, sampling=EVERY_ACTION, max_failures=2)
    assert len(report.failures) == 2
    assert all(message in failure and "seed=" in failure for failure in report.failures)


def self_holding_view(self, state, seat):
    view = ORIGINAL_VIEW(self, state, seat)
    view["me"] = [view]
    return view


def test_a_view_that_holds_itself_is_reported(monkeypatch):
    """(The harness's encoder keeps no book of the containers it met: such a view fails by its depth instead.)"""
    monkeypatch.setattr(DuelGame, "view", self_holding_view)
    report = soak(fixture_games.GAME, 3000, seed=5, sampling=EVERY_ACTION, max_failures=2)
    assert len(report.failures) == 2 and all("seed=" in failure for failure in report.failures)
