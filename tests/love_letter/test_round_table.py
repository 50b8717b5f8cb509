"""This game's round summary table (moved here from the generic tests/test_round_tables.py)."""

from __future__ import annotations

from test_round_tables import round_ends


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
