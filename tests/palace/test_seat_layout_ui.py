"""Palace's tables use their width (issue 39 §2.1). At 2 and 3 players the middle (stock, pile, burned) and, at
2, the opponent's block kept to the middle third of the felt, left and right of them bare; the own rows' labels
("Face up", "Face down") floated over their cards. Now the middle spans the table's middle, the 2-player
opponent's block lies sideways (hand and rows side by side) across it, and a row's label shows only while the row
is empty (where its cards will go)."""

from __future__ import annotations

import pytest

from game import catalog
from tests.ui import felt_use
from tests.ui.test_legibility import close, table_at


@pytest.mark.parametrize("players", [2, 3])
def test_the_middle_spans_half_the_felt_and_is_centred(tmp_path, players):
    app, table = table_at((1280, 720), "palace", players, tmp_path)
    try:
        app.draw()
        felt, middle = felt_use.felt(table), felt_use.middle(table)
        assert middle.w >= 0.5 * felt.w, (players, middle, felt)
        assert abs(middle.centerx - felt.centerx) <= 0.02 * felt.w, (players, middle, felt)
        if players == 2:  # the opponent's block: as wide, its hand and rows side by side
            seat = next(s.seat for s in table.model.seats if s.seat != table.painter.ground.viewer)
            block, tallest = felt_use.block(table, seat), felt_use.tallest_zone(table, seat)
            assert block.w >= 0.5 * felt.w and block.h <= 1.4 * tallest, (block, tallest, felt)
    finally:
        close(app)


@pytest.mark.parametrize("players", range(2, catalog.get_game("palace").max_players + 1))
def test_the_own_rows_are_labelled_only_while_empty(tmp_path, players):
    app, table = table_at((1280, 720), "palace", players, tmp_path)
    try:
        app.draw()
        rows = [z for z in table.model.zones if z.id in ("faceup.0", "facedown.0")]
        assert len(rows) == 2 and all(z.cards for z in rows)
        labels = table.painter.ground.label_rects
        assert "faceup.0" not in labels and "facedown.0" not in labels, players
    finally:
        close(app)
