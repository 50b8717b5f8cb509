"""A round's end is a property of the event (``Event.ends_round``, set by the rules), not a suffix of its name
(issue 40, items 6 and 8): every game flags exactly its round-ending kinds (``GameDef.round_ends``), the flag
survives the JSON of a save and of a view (whose shape it leaves as it was), and the generic code reads the flag."""

from __future__ import annotations

import json
import random

import pytest

from game.catalog import available_game_ids, get_game
from game.engine import Event
from game.round_end import ends_round

GAME_IDS = sorted(available_game_ids())


def test_the_generic_check_reads_the_flag_not_the_name():
    assert not ends_round([Event("play"), Event("round_end"), Event("game_end")])
    assert ends_round([Event("play"), Event("finale", ends_round=True)])


def test_the_flag_leaves_the_events_json_as_it_was_and_is_restored_from_the_games_kinds():
    event = Event("finale", {"seat": 1}, None, ends_round=True)
    assert json.dumps(event.to_json()) == '{"kind": "finale", "args": {"seat": 1}, "to": null}'
    assert Event.from_json(event.to_json(), {"finale"}) == event
    assert not Event.from_json(event.to_json()).ends_round


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_flags_exactly_its_round_ending_events_and_the_flag_survives_json(game_id):
    game = get_game(game_id)
    assert game.round_ends, "a game ends at least once"
    rng = random.Random(7)
    state = game.new_game(game.min_players, seed=7)
    state.set_bots_only(True)
    while not state.is_terminal():
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    log = state.log
    assert [e.ends_round for e in log] == [e.kind in game.round_ends for e in log]
    assert log[-1].ends_round or any(e.ends_round for e in log[-3:]), "the game's end is flagged"
    assert game.state_from_json(game.state_to_json(state)).log == log
    assert [game.event_from_json(e.to_json()) for e in log] == log
