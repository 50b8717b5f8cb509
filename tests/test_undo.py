"""Undo in the rules layer (issue 28): what each game declares as revealing, and the session's take-back.

Board Game Arena's rule: a person takes back their own last decision while nothing hidden has been revealed to
anyone since and no other person has acted; the bots' replies after it go too when they revealed nothing."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from plain_json import plain, same_json

from game.catalog import available_game_ids, get_game, having
from game.engine import REVEAL_CODES, GameDef, GameState, Undo
from game.session import SaveError, SeatConfig, Session
from game.stats import StatsStore
from game.undo_text import REVEALED, why_no_undo

GAMES: dict[str, GameDef] = {gid: get_game(gid) for gid in available_game_ids()}
FEWEST = [pytest.param(gid, game.min_players, id=gid) for gid, game in GAMES.items()]
CASES = [pytest.param(gid, n, id=f"{gid}-{n}p") for gid, game in GAMES.items()
         for n in sorted({game.min_players, min(game.max_players, game.min_players + 1)})]
HARNESS = settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
MAX_MOVES = 400
NEVER = [entry.id for entry in having(lambda c: c.undo is Undo.NEVER, list(GAMES))][:1]
"""A game where no move may be taken back (every move reveals something), if one is registered."""
SOMETIMES = [entry.id for entry in having(lambda c: c.undo is Undo.SOMETIMES, list(GAMES))][:1]
"""A game where some moves may be taken back."""


def seats(n: int, humans: int = 1) -> list[SeatConfig]:
    return [SeatConfig(f"P{i}", "human") if i < humans else SeatConfig(f"B{i}", "bot", "random") for i in range(n)]


def same_views(game: GameDef, state: GameState, other: GameState) -> bool:
    """Every seat's view of ``state`` and of ``other`` read back from JSON alike."""
    return all(same_json(game.view(state, seat), game.view(other, seat)) for seat in range(state.num_players))


def test_every_reveal_code_has_a_text():
    assert set(REVEALED) == set(REVEAL_CODES)


@pytest.mark.parametrize(("gid", "n"), CASES)
@HARNESS
@given(seed=st.integers(0, 2**32))
def test_a_move_declared_revealing_nothing_leaves_every_view_known(gid, n, seed):
    """Where a game says a move revealed nothing, each seat's view after it is the same in every full state that
    seat could believe in (a determinization of its view before) where the move was legal: nothing hidden from the
    seat (a card drawn, an opponent's hand, a card turned up) decided what it sees. This is what makes the door
    stay open (a draw of an unseen card closes it)."""
    game, rng = GAMES[gid], random.Random(seed)
    state = game.new_game(n, seed)
    checked = 0
    for _ in range(MAX_MOVES):
        if state.is_terminal():
            break
        action = rng.choice(state.legal_actions())
        before = state.clone()
        mark = len(state.log)
        state.apply(action)
        if game.reveals(state, action, state.log[mark:]) is not None or checked > 30:
            continue
        checked += 1
        for seat in range(n):
            believed = game.determinize(game.view(before, seat), rng)
            if action not in believed.legal_actions():
                continue  # the move itself showed the actor's cards this seat could not know
            believed.apply(action)
            assert same_json(game.view(believed, seat), game.view(state, seat)), (gid, action, seat)


def random_session(gid: str, n: int, seed: int, humans: int = 1) -> Session:
    return Session(GAMES[gid], seats(n, humans), seed)


@pytest.mark.parametrize(("gid", "n"), CASES)
@HARNESS
@given(seed=st.integers(0, 2**32))
def test_undo_restores_the_position_and_every_view(gid, n, seed):
    """Played at random (one person, the rest bots): wherever Undo is offered, it goes back exactly to the
    position before the person's last decision (state JSON and every seat's view), no move taken back revealed
    anything, and playing the same decision again gives the same position (undo then redo)."""
    rng = random.Random(seed)
    session = random_session(gid, n, seed)
    game = session.game
    before: list[GameState] = []  # per history length: a copy of the position then
    offered = 0
    for _ in range(MAX_MOVES // 2):
        if session.is_over():
            break
        session.settle()  # a round's end: the next round is dealt before the next decision
        before.append(session.state.clone())
        session.apply(rng.choice(session.legal_actions()))
        target = session.undo_target(0)
        assert (target is None) == (session.why_no_undo(0) is not None)
        if target is None or rng.random() < 0.5:
            continue
        offered += 1
        assert session.actors[target] == 0 and all(session.seats[a].kind == "bot" for a in session.actors[target + 1:])
        replay = before[target].clone()
        for action in session.history[target:]:  # never offered across a reveal
            mark = len(replay.log)
            replay.apply(action)
            assert game.reveals(replay, action, replay.log[mark:]) is None
        after_json, redo = plain(game.state_to_json(session.state)), session.history[target:]  # (a copy: now)
        taken = session.undo(0)
        assert taken == len(redo) and len(session.history) == target
        assert same_json(game.state_to_json(session.state), game.state_to_json(before[target]))
        assert same_views(game, session.state, before[target])
        del before[target:]  # before[i]: the position at history length i, for i < len(history)
        for action in redo:  # the same decision (and the same bot replies) again: the same position
            before.append(session.state.clone())
            session.apply(action)
        assert same_json(game.state_to_json(session.state), after_json)
    assert sum(session.undos) == offered


@pytest.mark.parametrize(("gid", "n"), FEWEST)
def test_undo_state_survives_a_save(gid, n):
    """A saved game resumes with the same undo state and the same count of undos."""
    rng = random.Random(7)
    session = random_session(gid, n, 11)
    for _ in range(MAX_MOVES):
        if session.is_over():
            break
        session.apply(rng.choice(session.legal_actions()))
        if session.undo_target(0) is not None and not session.undos[0]:
            session.undo(0)
        loaded = Session.from_json(plain(session.to_json()))
        assert (loaded.undo_target(0), loaded.why_no_undo(0), loaded.undos) == (
            session.undo_target(0), session.why_no_undo(0), session.undos)
        if session.undos[0] and len(session.history) > 30:
            break


@pytest.mark.parametrize("gid", NEVER)
def test_undo_is_refused_with_a_reason(gid):
    """A game whose every move reveals something (a card drawn): nothing can be taken back; the reason says so."""
    session = random_session(gid, GAMES[gid].min_players, 3)
    assert session.why_no_undo(0) is not None
    with pytest.raises(ValueError):
        session.undo(0)
    while session.current_seat() != 0:
        session.apply(session.bot_action())
    session.apply(session.legal_actions()[0])
    reason = session.why_no_undo(0)
    assert reason is not None and reason.code == "revealed" and reason.args["what"] in REVEAL_CODES
    assert why_no_undo(reason, session.names) == f"No undo: {REVEALED[reason.args['what']]}."


@pytest.mark.parametrize("gid", SOMETIMES)
def test_another_persons_move_closes_the_door(gid):
    """Hot seat (every seat a person): a person's move that revealed nothing may be taken back; once another
    person has made a move, the first may no longer take theirs back, and the other may take back only theirs."""
    n = GAMES[gid].min_players
    session = random_session(gid, n, 5, humans=n)
    rng = random.Random(5)
    for _ in range(MAX_MOVES):
        assert not session.is_over(), "the game ended before"
        first = session.current_seat()
        session.apply(rng.choice(session.legal_actions()))
        if session.is_over() or session.why_no_undo(first) is not None or session.current_seat() == first:
            continue
        second, mark = session.current_seat(), list(session.history)
        session.apply(rng.choice(session.legal_actions()))
        reason = session.why_no_undo(first)
        assert reason is not None and reason.code == "person" and reason.args["seat"] == second
        assert why_no_undo(reason, session.names) == f"No undo: P{second} made the last move."
        if session.why_no_undo(second) is None:
            assert session.undo(second) == 1 and session.history == mark
            break
    else:
        pytest.fail("no person's move was followed by another's that could be taken back")


@pytest.mark.parametrize("gid", SOMETIMES)
def test_statistics_count_undos(gid, tmp_path):
    rng = random.Random(1)
    session = random_session(gid, 2, 2)
    for _ in range(5000):
        if session.is_over():
            break
        if session.undo_target(0) is not None and rng.random() < 0.3:
            session.undo(0)
        session.apply(rng.choice(session.legal_actions()))
    assert session.is_over() and session.undos[0] > 0
    store = StatsStore(tmp_path)
    store.record(session)
    entry = next(iter(store.load()["P0"][gid].values()))
    assert entry["undos"] == session.undos[0]


@pytest.mark.parametrize("gid", SOMETIMES)
def test_an_undo_replays_from_the_last_undo_to_the_position_a_replay_from_the_deal_reaches(gid):
    """An undo replays the kept moves from where the last undo's replay ended when they begin with its moves (a long
    game is not replayed whole at every undo), from the deal otherwise; either way the position, its actors and
    what sealed it are those of the kept moves played from the deal."""
    rng = random.Random(5)
    session = random_session(gid, 2, 3)
    deals: list[int] = []
    deal = session._deal
    session._deal = lambda: deals.append(1) or deal()
    undone = 0
    while not session.is_over() and undone < 12 and len(session.history) < MAX_MOVES * 3:
        if session.undo_target(0) is not None and rng.random() < 0.03:  # (undos spread over a long game)
            session.undo(0)
            undone += 1
            fresh = Session(session.game, session.seats, session.seed, session.options)
            for action in session.history:
                fresh.apply(action)
            fresh.settle()
            assert same_json(session.game.state_to_json(session.state), fresh.game.state_to_json(fresh.state))
            assert (session.actors, session.sealed, session.sealed_by) == (fresh.actors, fresh.sealed, fresh.sealed_by)
        session.apply(rng.choice(session.legal_actions()))
    assert undone and (undone == 1 or len(deals) < undone)  # (the first undo replays from the deal)


@pytest.mark.parametrize("gid", SOMETIMES)
def test_a_damaged_undo_count_is_refused(gid):
    data = plain(random_session(gid, 2, 2).to_json())
    data["undos"] = [-1, 0]
    with pytest.raises(SaveError):
        Session.from_json(data)
    del data["undos"]  # saves before undo have none
    assert Session.from_json(data).undos == [0, 0]
