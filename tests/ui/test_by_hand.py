"""Every move playable by hand: whole games in the real app loop where every seat is a person and every move is
made with posted mouse and keyboard events on what is on screen (:mod:`scenes.tools.byhand`), for every game at
its fewest and most players, at the default window (1280×720) and at 1600×900, at windows of other aspects
(16:10, tall, 21:9), and the variants each game asks for (``Capabilities.by_hand_runs``); together they make every
kind of move of every game by hand."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest

from game import catalog
from scenes.tools.byhand import run

ROOT = Path(__file__).resolve().parents[2]
SMALL, LARGE = (1280, 720), (1600, 900)

RUNS: list[tuple[str, int, int, tuple[int, int], dict]] = [
    *[(gid, n, seed, size, {})
      for gid in catalog.game_ids()
      for n in (catalog.get_game(gid).min_players, catalog.get_game(gid).max_players)
      for seed, size in ((1, SMALL), (2, LARGE))],
    *[(entry.id, n, seed, tuple(size), dict(options))  # a game's own: variants, a busier table, other aspects
      for entry in catalog.entries() for n, seed, size, options in entry.capabilities.by_hand_runs],
]
"""Every game at its fewest and most players at two windows, then the runs each game asks for besides
(``Capabilities.by_hand_runs``: its variants; windows of other aspects, where the layout's zones keep to the edges
their anchors name)."""


REPLAYED = {next(i for i, r in enumerate(RUNS) if r[0] == gid) for gid in catalog.game_ids()}
"""The runs (one per game: its fewest players, the default window) whose replay is then walked from the final
screen (``--replay``, :mod:`scenes.tools.replay_walk`)."""


def run_id(r) -> str:
    gid, n, seed, size, options = r
    return f"{gid}-{n}p-seed{seed}-{size[0]}x{size[1]}" + ("-" + "-".join(sorted(options)) if options else "")


@cache
def report(index: int) -> dict:
    gid, n, seed, size, options = RUNS[index]
    return run(gid, n, seed, size, options, png_dir=ROOT / ".by-hand-failures", max_seconds=600,
               replay=index in REPLAYED)


@pytest.mark.parametrize("index", range(len(RUNS)), ids=[run_id(r) for r in RUNS])
def test_a_whole_game_is_played_by_hand(index):
    result = report(index)
    assert result["failures"] == []
    assert result["finished"] and result["moves_by_hand"] > 0


@pytest.mark.parametrize("index", sorted(REPLAYED), ids=[run_id(RUNS[i]) for i in sorted(REPLAYED)])
def test_the_replay_of_a_game_played_by_hand_shows_the_match_at_every_move(index):
    """Opened from the final screen and walked by posted events (every move forward and back, by round, by log
    clicks): the table shown is the match's at each move, and a step back is quick (rebuilt from a kept position)."""
    result = report(index)
    assert result["replay_mismatches"] == 0, result.get("replay_problems")
    assert result["replay_steps"] > 2 * result["moves_by_hand"]  # every move forward and back at least
    assert result["replay_back_ms_p95"] < 250


@pytest.mark.parametrize("gid", [e.id for e in catalog.having(lambda c: c.asks_to_confirm)])
def test_a_move_the_table_asks_to_confirm_is_confirmed_by_hand(gid):
    """A move the table asks about (a card that puts its own player out, a big pick-up): the confirmation is
    answered with a click on Yes."""
    assert sum(report(i)["confirmations"] for i, r in enumerate(RUNS) if r[0] == gid) > 0


@pytest.mark.parametrize("gid", [e.id for e in catalog.having(lambda c: c.picks_seats)])
def test_seats_named_by_a_pick_are_clicked_on_the_table_by_hand(gid):
    """A target in the prompt, a partner or who plays next on the table: some by a click on the seat, some by the
    button, in every run of the game (a move that is a seat's pick alone, ``seat_kinds``, not always by a click)."""
    runs = [report(i) for i, r in enumerate(RUNS) if r[0] == gid]
    assert all(r["seat_clicks"] > 0 for r in runs), [(r["players"], r["seed"], r["seat_clicks"]) for r in runs]
    kinds = catalog.get_entry(gid).capabilities.seat_kinds
    if kinds:
        assert all(r["seat_clicks"] < sum(r["kinds_by_hand"].get(k, 0) for k in kinds) for r in runs)


@pytest.mark.parametrize("gid", [e.id for e in catalog.having(lambda c: c.aims_at_seats)])  # the game first: its
def test_a_card_aimed_at_someone_is_dropped_on_their_place_by_hand(gid):  # runs' worker plays them (conftest.py)
    """A card that aims at a player is sometimes dropped on that player's place instead of the play area, which
    picks the target (the prompt asks the rest), in every run."""
    runs = [report(i) for i, r in enumerate(RUNS) if r[0] == gid]
    assert all(r["seat_drops"] > 0 for r in runs), [(r["players"], r["seed"], r["seat_drops"]) for r in runs]


def kinds_in_random_play(gid: str, players: int, options: dict, games: int = 40) -> set[str]:
    """Every kind of move that is ever legal in random games of this set-up (what the rules can ask for): the kind
    of each distinct action ever legal (an action's kind is a function of the action alone, so each is asked once,
    not at every position it is legal in)."""
    game = catalog.get_game(gid)
    legal_ever: set = set()
    for seed in range(games):
        state = game.new_game(players, seed, options)
        rng = random.Random(seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            legal_ever.update(legal)
            state.apply(rng.choice(legal))
    return {game.action_kind(a) for a in legal_ever}


@pytest.mark.parametrize("gid", catalog.game_ids())
def test_every_kind_of_move_of_every_game_is_made_by_hand(gid):
    runs = [i for i, r in enumerate(RUNS) if r[0] == gid]
    # what the rules can ask for, once per set-up (runs that differ only in seed and window size share it)
    setups = {(RUNS[i][1], json.dumps(RUNS[i][4], sort_keys=True)): RUNS[i][4] for i in runs}
    possible = set().union(*(kinds_in_random_play(gid, n, options) for (n, _), options in setups.items()))
    made: set[str] = set().union(*(report(i)["kinds_by_hand"] for i in runs))
    assert possible - made == set()


def a_shipped_game_with_a_starter(players: int) -> str:
    """The shipped game of the shortest games (``Capabilities.shortest_game``) that seats ``players`` and has a
    "starter" option."""
    fits = [e for e in catalog.having(lambda c: True, catalog.SHIPPED)
            if e.rules.min_players <= players <= e.rules.max_players
            and any(spec.key == "starter" for spec in e.rules.option_specs(players))]
    return min(fits, key=lambda e: e.capabilities.shortest_game).id


def test_autoplay_by_hand_prints_its_report_and_exits_0(tmp_path):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    gid = a_shipped_game_with_a_starter(2)
    out = subprocess.run([sys.executable, "-m", "game", "autoplay", "--by-hand", "--game", gid,
                          "--players", "2", "--seed", "4", "--size", "1280x720", "--option", "starter=1",
                          "--png-dir", str(tmp_path), "--replay"],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout.strip().splitlines()[-1])
    assert result["finished"] and result["failures"] == [] and result["options"] == {"starter": 1}
    assert result["moves_by_hand"] == sum(result["kinds_by_hand"].values()) > 0
    assert result["replay_mismatches"] == 0 and result["replay_steps"] > 0 and result["replay_back_ms_p95"] > 0


def test_a_move_is_counted_as_soon_as_it_is_made_even_while_cards_still_move(app):
    """On the real clock a bot may reply while the person's cards are still on their way: the person's move is
    checked the frame it is made, not once the table is still (then two moves had been made: a false failure)."""
    from game.match import Match
    from game.session import SeatConfig, Session
    from scenes.table.table import TableScene
    from scenes.tools.byhand import ByHandPlayer, Expectation

    seats = [SeatConfig("Ann", "human"), SeatConfig("Bob", "bot", "random")]
    gid = a_shipped_game_with_a_starter(2)
    table = TableScene(app, Match(Session(catalog.get_game(gid), seats, 3, {"starter": 0}), app.store))
    app.push(table)
    session = table.match.session
    player = ByHandPlayer(gid, 2, 3)
    action = session.legal_actions()[0]
    player.expect = Expectation(action, len(session.history))
    table.moves.play(action, confirmed=True)
    table.animating = lambda: True  # the cards still move
    player.at_table(app, table)
    assert player.moves_by_hand == 1 and player.expect is None and player.failures == []
