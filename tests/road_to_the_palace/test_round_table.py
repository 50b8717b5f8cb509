"""This game's round summary table (moved here from the generic tests/test_round_tables.py)."""

from __future__ import annotations

from test_round_tables import round_ends


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
