"""This game's round summary table (moved here from the generic tests/test_round_tables.py)."""

from __future__ import annotations

from test_round_tables import NAMES, round_ends


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
