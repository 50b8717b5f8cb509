"""Round summaries are tables: one row per player with the winners highlighted, in every game; Love Letter's held
cards are faces to draw, Palace lists the finishing order and names the palace fool, Road and Palastgeflüster
break the result down per player."""

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
        table = presenter.round_table(state.view(0), NAMES[:players])
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
        final_state, final = ends[-1]
        winners = set(final_state.winners())
        if gid != "palace":  # Palace highlights who went out first; everyone but the fool "wins"
            assert {row.seat for row in final.rows if row.best} == winners


def test_love_letter_rows_hold_the_cards_held_at_the_end_and_tokens_before_and_after():
    for state, table in round_ends("love-letter", 4, seed=11):
        end = next(e for e in reversed(state.log) if e.kind == "round_end").args
        assert table.card_column == 1
        assert table.revealed() == {int(seat): face for seat, face in end["hands"].items()}
        for row in table.rows:
            tokens = row.cells[table.columns.index("Tokens")]
            assert tokens.split(" → ")[-1] == str(state.tokens[row.seat])
            if row.seat == end["winner"]:  # the round's token: before → after
                before, after = map(int, tokens.split(" → "))
                assert after > before
            assert row.out == (str(row.seat) not in end["hands"])
        winner_rows = [row for row in table.rows if row.best]
        assert [row.seat for row in winner_rows] == ([] if end["winner"] is None else [end["winner"]])


def test_palace_lists_the_finishing_order_and_names_the_palace_fool():
    state, table = next(end for seed in range(20) for end in round_ends("palace", 6, seed)
                        if end[0].returns().count(0.0) == 1)  # a game with a loser (not a turn-limit draw)
    fool = state.returns().index(0.0)
    order = [row.seat for row in table.rows]
    assert order[: len(state.out)] == list(state.out)
    fool_row = next(row for row in table.rows if row.seat == fool)
    assert fool_row.cells[0] == "Palace fool" and fool_row.out and order[-1] == fool
    assert f"{NAMES[fool]} is the palace fool." in table.notes or fool == 0 and "You are the palace fool." in table.notes
    assert [row.cells[0] for row in table.rows[:2]] == ["1.", "2."] and table.rows[0].best


def test_road_breaks_the_evaluation_down_per_player_and_step():
    first, final = list(round_ends("road-to-the-palace", 3, seed=5))
    state, table = final
    first_table = first[1]
    second = [i for i, e in enumerate(state.log) if e.kind == "evaluation"][-1]
    later = [e.args["delta"] for e in state.log[second:] if e.to is None and e.args.get("delta")
             and e.kind not in ("evaluation", "reorder")]
    for row, row_first in zip(table.rows, first_table.rows, strict=True):  # the game's table adds up both rounds
        assert int(row.cells[-2]) == int(row_first.cells[-2]) + sum(delta[row.seat] for delta in later)
    assert table.columns[0] == "Player" and table.columns[-2:] == ("Change", "Influence")
    for row in table.rows:
        steps = [int(cell) for cell in row.cells[1:-2] if cell != "·"]
        assert sum(steps) == int(row.cells[-2])
        assert row.cells[-1] == str(state.players[row.seat].influence)  # all influence is public at the end


def test_palastgefluester_shows_display_points_and_who_gained():
    for state, table in round_ends("palastgefluester", 4, seed=3, options={"intrigues_in_the_dark": True}):
        end = next(e for e in reversed(state.log) if e.kind == "round_end").args
        assert table.columns == ("Player", "Display", "Points", "Record", "Recorded total")
        for row in table.rows:
            assert row.cells[1] == str(len(end["displays"][row.seat]))
            assert row.cells[2].split(" → ")[-1] == str(end["scores"][row.seat])
            assert row.cells[3] == str(end["record"][row.seat])
