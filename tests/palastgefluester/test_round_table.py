"""This game's round summary table (moved here from the generic tests/test_round_tables.py)."""

from __future__ import annotations

from test_round_tables import round_ends


def test_palastgefluester_shows_display_points_and_who_gained():
    for state, table in round_ends("palastgefluester", 4, seed=3, options={"intrigues_in_the_dark": True}):
        end = next(e for e in reversed(state.log) if e.kind == "round_end").args
        assert table.columns == ("Player", "Display", "Points", "Record", "Recorded total")
        for row in table.rows:
            assert row.cells[1] == str(len(end["displays"][row.seat]))
            assert row.cells[2].split(" → ")[-1] == str(end["scores"][row.seat])
            assert row.cells[3] == str(end["record"][row.seat])
