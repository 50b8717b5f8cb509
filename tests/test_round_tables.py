"""Round summaries are tables: one row per player with the winners highlighted, in every game (each game's own
columns are checked in its folder)."""

from __future__ import annotations

import random

import pytest

from game import catalog
from game.engine import RoundSummary

NAMES = ["Ana", "Ben", "Cleo", "Dan", "Eva", "Finn", "Gus", "Hana"]


def round_ends(gid: str, players: int, seed: int, options=None):
    """(state, table seen by seat 0) after every move that ended a round or the game, in a random game."""
    game, presenter = catalog.get_game(gid), catalog.get_entry(gid).presenter()
    state = game.new_game(players, seed, options)
    rng = random.Random(seed)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
        table = presenter.round_table(game.view(state, 0), NAMES[:players])
        if table is not None:
            yield state, table


@pytest.mark.parametrize("gid", catalog.game_ids())
def test_every_round_end_is_a_table_with_one_row_per_player(gid):
    game = catalog.get_game(gid)
    for players in (game.min_players, game.max_players):
        ends = list(round_ends(gid, players, seed=players))
        assert ends and ends[-1][0].is_terminal()
        for _, table in ends:
            assert isinstance(table, RoundSummary) and table.title and table.columns
            assert sorted(row.seat for row in table.rows) == list(range(players))
            assert all(len(row.cells) == len(table.columns) for row in table.rows)
            assert all(cell == "" or cell.strip() for row in table.rows for cell in row.cells)
            assert any(row.cells[table.columns.index("Player") if "Player" in table.columns else 0].endswith("(you)")
                       for row in table.rows)
            if gid in catalog.SHIPPED:  # each column named once and explained (hover, focus, the coach's pointer)
                ids = [table.column_id(i) for i in range(len(table.columns))]
                assert len(set(ids)) == len(ids) == len(table.column_ids), ids
                assert all(table.explain(i) for i in range(len(ids))), table.columns
        final_state, final = ends[-1]
        winners = set(final_state.winners())
        if not catalog.get_entry(gid).capabilities.one_loser:  # else who went out first is highlighted
            assert {row.seat for row in final.rows if row.best} == winners
