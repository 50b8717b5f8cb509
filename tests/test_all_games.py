"""The protocol tests every game gets for free, over every available game and player count.

The catalog holds the fixture game of ``tests/fixture_games.py`` too (``tests/conftest.py`` registers it), so
that the harness itself is exercised whatever real games exist. Example counts are kept small: the whole file must stay within a few minutes.
"""

from __future__ import annotations

import itertools
import json
import operator
import random

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from plain_json import dumps, same_json
from playout_check import assert_same_playout, random_moves

from game.catalog import available_game_ids, get_entry, get_game
from game.engine import (
    BOT_LEVELS,
    JSON,
    TERMINAL,
    GameDef,
    GameState,
    OptionsError,
    OptionSpec,
    StateFormatError,
)
from game.saves import SaveStore
from game.session import SeatConfig, Session
from game.tools.simulate import MAX_ACTIONS

GAMES: dict[str, GameDef] = {gid: get_game(gid) for gid in available_game_ids()}
ENTRIES = {gid: get_entry(gid) for gid in available_game_ids()}
CASES = [pytest.param(gid, n, id=f"{gid}-{n}p")
         for gid, game in GAMES.items() for n in range(game.min_players, game.max_players + 1)]



def harness(max_examples: int) -> settings:
    return settings(max_examples=max_examples, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])


VIEW_CHECK_RATE = 0.05  # share of positions where the acting seat's view is checked (views hold the whole log)
DEEP_CHECK_RATE = 0.01  # share of positions where every seat's view is checked and determinized


def plain(data: JSON) -> JSON:
    """``data`` as it reads back from a JSON file; fails on anything JSON cannot hold."""
    return json.loads(dumps(data, allow_nan=False))


def option_values(spec: OptionSpec) -> st.SearchStrategy:
    if spec.kind == "bool":
        return st.booleans()
    if spec.kind == "choice":
        return st.sampled_from([value for value, _ in spec.choices])
    if spec.kind == "int" and spec.bounds:
        return st.integers(*spec.bounds)
    return st.just(spec.default)


@st.composite
def new_games(draw, game: GameDef, n: int) -> tuple[GameState, int]:
    """A fresh state with drawn options (combinations the game refuses are skipped) and its seed."""
    specs = game.option_specs(n)
    options = draw(st.fixed_dictionaries({spec.key: option_values(spec) for spec in specs}))
    seed = draw(st.integers(0, 2**32 - 1))
    try:
        state = game.new_game(n, seed, options)
    except ValueError:
        assume(False)
    return state, seed


class Serializable:
    """Checks that views are JSON (``dumps(view, allow_nan=False)`` succeeds), for less along one game.

    A view's log holds the events' own JSON, shared by every view of the game, so the log is checked entry by
    entry: an entry met before that still equals the plain copy kept of it then (an equality that fails on
    anything JSON cannot hold) is known to encode; the others are encoded (all at once: the first that cannot be
    raises as the whole view's encoding would) and their copies kept. The rest of the view is encoded whole.

    A seat's log mostly grows: when it begins with the very entries of that seat's log checked last, those are
    compared with their copies all at once (one list equality, the same comparisons); else entry by entry."""

    def __init__(self) -> None:
        self._kept: dict[int, tuple[object, JSON]] = {}  # id(entry) -> (entry, its plain copy): kept alive here
        self._last: dict[object, tuple[list[JSON], list[JSON]]] = {}  # seat -> its log checked last, its copies

    def check(self, view: JSON) -> None:
        log = view.get("log")
        if not isinstance(log, list):
            dumps(view, allow_nan=False)
            return
        dumps({key: value for key, value in view.items() if key != "log"}, allow_nan=False)
        seat = view.get("seat")
        seat = seat if seat is None or type(seat) is int else ...  # (the seat of a view, or one key for any other)
        start, copies = 0, []
        last = self._last.get(seat)
        if last is not None:
            entries, copied = last
            if len(entries) <= len(log) and all(map(operator.is_, log, entries)) and copied == log[:len(entries)]:
                start, copies = len(entries), copied
        kept = self._kept
        fresh = []
        for entry in log[start:]:
            known = kept.get(id(entry))
            if known is None or known[0] is not entry or known[1] != entry:
                fresh.append(entry)
        for entry, copy in zip(fresh, plain(fresh), strict=True):
            kept[id(entry)] = (entry, copy)
        self._last[seat] = (list(log), copies + [kept[id(entry)][1] for entry in log[start:]])


def test_the_view_check_fails_where_json_dumps_fails():
    """The incremental view check: an entry met before is compared with its copy, so one changed since (to hold
    what JSON cannot) fails it as the whole view's encoding would, as do a new entry or the rest of the view."""
    serializable = Serializable()
    entry = {"kind": "step", "args": {"n": 1}, "to": None}
    view = {"seat": 0, "log": [entry, {"kind": "step", "args": {"n": 2}, "to": None}]}
    serializable.check(view)
    serializable.check({**view, "log": [*view["log"], {"kind": "step", "args": {"n": 3}, "to": [1]}]})
    for bad in ({**view, "seat": float("nan")}, {**view, "log": [*view["log"], {"kind": {1, 2}}]}):
        with pytest.raises((ValueError, TypeError)):
            serializable.check(bad)
    for late in (float("inf"), {3}):
        entry["args"]["n"] = late
        with pytest.raises((ValueError, TypeError)):
            serializable.check(view)
    entry["args"]["n"] = True  # changed, and still JSON
    serializable.check(view)


def check_view(game: GameDef, state: GameState, seat: int, rng: random.Random, deep: bool,
               serializable: Serializable | None = None) -> None:
    view = game.view(state, seat)
    (serializable or Serializable()).check(view)
    assert view["seat"] == seat and view["current"] == state.current_player()
    assert view["log"] == [e.to_json() for e in state.log if e.visible_to(seat)]
    if deep and not state.is_terminal():
        sampled = game.determinize(view, random.Random(rng.getrandbits(32)))
        assert sampled.num_players == state.num_players
        assert game.view(sampled, seat) == game.view(state, seat), f"seat {seat}'s view reveals what determinize cannot know"
        assert game.public_view(sampled) == game.public_view(state), \
            f"the public view changed when only cards hidden from seat {seat} changed"


def check_public_view(game: GameDef, state: GameState, serializable: Serializable | None = None) -> None:
    """A spectator's view: no seat, the public events only, plain JSON."""
    public = game.public_view(state)
    (serializable or Serializable()).check(public)
    assert public["seat"] is None and public["current"] == state.current_player()
    assert public["log"] == [e.to_json() for e in state.log if e.to is None]


def check_position(game: GameDef, state: GameState, rng: random.Random, first: bool,
                   serializable: Serializable | None = None) -> None:
    """The turn contract at every position; views at a sample of them (always at the first ones)."""
    n = state.num_players
    current = state.current_player()
    assert 0 <= current < n and not state.is_terminal()
    legal = state.legal_actions()
    assert legal and len(set(legal)) == len(legal)
    assert [game.action_from_json(a) for a in plain([game.action_to_json(a) for a in legal])] == legal
    assert state.returns() == [0.0] * n and len(state.scores()) == n
    draw = rng.random()
    if first or draw < DEEP_CHECK_RATE:
        check_public_view(game, state, serializable)
        for seat in range(n):
            check_view(game, state, seat, rng, deep=True, serializable=serializable)
    elif draw < VIEW_CHECK_RATE:
        check_view(game, state, current, rng, deep=False, serializable=serializable)


@pytest.mark.parametrize("game_id, n", CASES)
@harness(40)
@given(data=st.data())
def test_every_choice_of_the_setup_screens_options_starts_or_is_refused_in_the_players_words(game_id, n, data):
    """What the setup screen lets a player choose (every shown option, the hidden ones at their defaults) starts a
    game, or is refused with an ``OptionsError`` that names the options by their labels (the screen says it in the
    player's language): a bare ValueError reached the player as the program's own English ("options jokers and
    more_cards cannot be combined", "six players need the two jokers or two decks")."""
    game = GAMES[game_id]
    specs = [spec for spec in game.option_specs(n) if not spec.hidden]
    options = {spec.key: data.draw(option_values(spec), label=spec.key) for spec in specs}
    try:
        game.new_game(n, 0, options)
    except OptionsError as refused:
        assert set(refused.labels.values()) <= {spec.label for spec in specs} and refused.said()


@pytest.mark.parametrize("game_id, n", CASES)
@harness(8)
@given(data=st.data())
def test_random_play_keeps_the_contract_to_the_end(game_id, n, data):
    game = GAMES[game_id]
    state, seed = data.draw(new_games(game, n))
    rng = random.Random(seed)
    serializable = Serializable()  # (the views of one game share their log entries)
    for step in range(MAX_ACTIONS):
        if state.is_terminal():
            break
        check_position(game, state, rng, first=step < 2, serializable=serializable)
        state.apply(rng.choice(state.legal_actions()))
    assert state.is_terminal(), f"no end after {MAX_ACTIONS} random actions"
    assert state.current_player() == TERMINAL and state.legal_actions() == []
    assert [e.kind for e in state.log].count("game_end") == 1 and state.log[-1].kind == "game_end"
    returns = state.returns()
    assert len(returns) == n and all(0.0 <= r <= 1.0 for r in returns)
    assert len(state.scores()) == n
    for seat in range(n):
        check_view(game, state, seat, rng, deep=False, serializable=serializable)


@pytest.mark.parametrize("game_id, n", CASES)
@harness(8)
@given(data=st.data(), moves=st.integers(0, 400))
def test_json_round_trip_mid_game_continues_identically(game_id, n, data, moves):
    game = GAMES[game_id]
    state, seed = data.draw(new_games(game, n))
    rng = random.Random(seed)
    random_moves(state, rng, moves)
    saved = plain(game.state_to_json(state))
    restored = game.state_from_json(json.loads(dumps(saved)))
    assert same_json(game.state_to_json(restored), saved, allow_nan=False)
    copied = state.clone()
    for seat in range(n):
        assert game.view(restored, seat) == game.view(state, seat)
    for _ in range(300):
        assert restored.current_player() == state.current_player() == copied.current_player()
        assert restored.legal_actions() == state.legal_actions() == copied.legal_actions()
        if state.is_terminal():
            break
        action = rng.choice(state.legal_actions())
        for s in (state, restored, copied):
            s.apply(action)
    assert same_json(game.state_to_json(restored), game.state_to_json(state), game.state_to_json(copied), allow_nan=False)
    assert restored.returns() == state.returns()


def test_clone_is_independent():
    for game_id, game in GAMES.items():
        state = game.new_game(game.min_players, 1)
        before = plain(game.state_to_json(state))
        copied = state.clone()
        copied.apply(copied.legal_actions()[0])
        assert plain(game.state_to_json(state)) == before, f"{game_id}: clone() shares state with the original"


JUNK = st.sampled_from([None, True, False, 0, 1, -1, 7, 10**12, -(10**12), 0.5, "", "x", "c1", [], {}, [None],
                        [0], {"x": 1}])


def mutated(data: st.DataObject, doc: JSON) -> JSON:
    """A plain copy of ``doc`` (as it reads back from JSON) with one node, picked by walking down from the root, replaced, removed or
    resized."""
    doc = plain(doc)  # (the same copy as copy.deepcopy for plain JSON, in C: a state holds its generator's 625 ints)
    parent, key, node = None, None, doc
    while isinstance(node, dict | list) and len(node) and data.draw(st.integers(0, 3), label="descend"):
        key = data.draw(st.sampled_from(list(node) if isinstance(node, dict) else range(len(node))), label="key")
        parent, node = node, node[key]
    tweaks = [JUNK]
    if isinstance(node, int) and not isinstance(node, bool):
        tweaks.append(st.sampled_from([node + 1, node - 1, -node - 1, node * 1000]))
    if isinstance(node, str):
        tweaks.append(st.just(node + "x"))
    if isinstance(node, list) and node:
        tweaks.append(st.sampled_from([node[:-1], node + node[-1:], node[::-1], node * 2]))
    if isinstance(node, dict) and node:
        tweaks.append(st.sampled_from(list(node)).map(lambda k, _n=node: {x: v for x, v in _n.items() if x != k}))
    replacement = data.draw(st.one_of(tweaks), label="replacement")
    if parent is None:
        return replacement
    if data.draw(st.integers(0, 5), label="delete") == 0:
        del parent[key]
    else:
        parent[key] = replacement
    return doc


@pytest.mark.parametrize("game_id, n", CASES)
@harness(60)
@given(data=st.data(), moves=st.integers(0, 80))
def test_damaged_state_json_raises_only_state_format_error(game_id, n, data, moves):
    game = GAMES[game_id]
    state, seed = data.draw(new_games(game, n))
    random_moves(state, random.Random(seed), moves)
    damaged = mutated(data, game.state_to_json(state))  # (a plain copy of it)
    try:
        accepted = game.state_from_json(damaged)
    except StateFormatError:
        return
    # whatever passes validation must be a usable state
    dumps(game.state_to_json(accepted), allow_nan=False)
    if not accepted.is_terminal():
        assert 0 <= accepted.current_player() < accepted.num_players
        assert accepted.legal_actions()
    for seat in range(accepted.num_players):
        dumps(game.view(accepted, seat), allow_nan=False)
    assert len(accepted.returns()) == accepted.num_players


@pytest.mark.parametrize("game_id", list(GAMES))
@pytest.mark.parametrize("junk", [None, [], "state", 3, {}, {"log": []}])
def test_foreign_json_is_a_state_format_error(game_id, junk):
    with pytest.raises(StateFormatError):
        GAMES[game_id].state_from_json(junk)


@pytest.mark.parametrize("level", BOT_LEVELS)
@pytest.mark.parametrize("game_id, n", CASES)
@harness(4)
@given(data=st.data(), moves=st.integers(0, 200), bot_seed=st.integers(0, 2**32 - 1))
def test_bots_decide_from_the_view_alone(level, game_id, n, data, moves, bot_seed):
    """The real state and a determinization of the acting seat's view make a fresh bot choose alike."""
    game = GAMES[game_id]
    state, seed = data.draw(new_games(game, n))
    rng = random.Random(seed)
    random_moves(state, rng, moves)
    assume(not state.is_terminal())
    seat = state.current_player()
    view = game.view(state, seat)
    other = game.determinize(view, random.Random(rng.getrandbits(32)))
    assert game.view(other, seat) == game.view(state, seat) and other.legal_actions() == state.legal_actions()
    real_choice = ENTRIES[game_id].make_bot(level, bot_seed).choose(game.view(state, seat), state.legal_actions())
    sampled_choice = ENTRIES[game_id].make_bot(level, bot_seed).choose(game.view(other, seat), other.legal_actions())
    assert real_choice in state.legal_actions()
    assert real_choice == sampled_choice


@pytest.mark.parametrize("game_id, n", CASES)
@harness(3)
@given(moves=st.integers(0, 300), seed=st.integers(0, 2**32 - 1))
def test_saved_match_resumes_exactly(game_id, n, moves, seed, tmp_path_factory):
    """A session saved through the save store (JSON text, history replayed on load) plays on identically."""
    seats = [SeatConfig(f"P{s}", "bot", "random") for s in range(n)]
    session = Session(GAMES[game_id], seats, seed)
    while len(session.history) < moves and not session.is_over():
        session.apply(session.bot_action())
    store = SaveStore(tmp_path_factory.mktemp("saves"))
    restored = store.load(store.save(session, "resume"))
    assert restored.history == session.history
    for _ in range(50):
        if session.is_over():
            break
        action = session.bot_action()
        assert restored.bot_action() == action
        session.apply(action)
        restored.apply(action)
    assert same_json(restored.to_json(), session.to_json(), allow_nan=False)


@pytest.mark.parametrize("game_id, n", CASES)
@harness(12)
@given(data=st.data())
def test_a_fast_random_playout_is_the_generic_loop(game_id, n, data):
    """A game's own ``random_playout`` draws from the rng as the generic loop does and ends in the same state."""
    game = GAMES[game_id]
    state, seed = data.draw(new_games(game, n))
    random_moves(state, random.Random(seed), data.draw(st.integers(0, 40)))
    assert_same_playout(game, state, seed, data.draw(st.sampled_from([3, 50, MAX_ACTIONS])))


@pytest.mark.parametrize("game_id, n", CASES)
def test_the_presenter_draws_the_public_view_for_a_viewer_with_no_seat(game_id, n):
    """A spectator's table: every game's presenter draws its public view (no seat) along a game, offers nothing and
    never speaks to the viewer as a player ("you")."""
    import re

    game, presenter = GAMES[game_id], ENTRIES[game_id].presenter()
    names = [f"P{i}" for i in range(n)]
    state, rng = game.new_game(n, 7), random.Random(7)
    for step in range(400):
        if step % 7 == 0 or state.is_terminal():
            public = game.public_view(state)
            model = presenter.table(public, [], names)
            assert model.choices == []
            texts = [model.headline, model.prompt, *model.log, *(s.name for s in model.seats),
                     *(b for s in model.seats for b in s.badges), *(z.label for z in model.zones)]
            texts += presenter.round_summary(public, names) or []
            assert not [t for t in texts if re.search(r"\b(you|your|yourself)\b", t, re.I)], texts
            presenter.shown_scores(public, state.scores())
        if state.is_terminal():
            break
        state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_latest_round_begun_is_the_logs_newest_round(game_id):
    """A save's header tells the round from :meth:`Presenter.log_round_now` (the events beginning a round
    described, no others): the largest round of the log's lines (:meth:`Presenter.log_marked`), at every fourth
    position of a whole game and its end, for a seat and for the public view."""
    game, presenter, memo = GAMES[game_id], ENTRIES[game_id].presenter(), ENTRIES[game_id].presenter()
    n = game.max_players
    names = [f"P{i}" for i in range(n)]
    state, rng = game.new_game(n, 5), random.Random(5)
    for step in itertools.count():
        for view in (game.view(state, 0), game.public_view(state)) if step % 4 == 0 or state.is_terminal() else ():
            rounds = memo.log_fields(view, names)["log_rounds"]
            assert presenter.log_round_now(view, names) == max(rounds.values(), default=None)
        if state.is_terminal():
            break
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
