"""Palace's toast and the eyes of known cards leave the own rows and the plates free (moved here from the generic
tests/ui/test_table_chrome.py)."""

from __future__ import annotations

import pytest

from tests.ui.test_legibility import (
    OVERLAP_SIZES,
    close,
    table_at,
)
from tests.ui.test_table_chrome import own_fan, play_on  # noqa: F401


@pytest.mark.parametrize("players", [2, 4, 6])
def test_palace_toast_and_eyes_leave_the_own_rows_and_the_plates_free(tmp_path, players):
    """Palace at 1280x720: a toast (the eye explained, a refused drop's reason) stood over the status line and
    covered the own face-up row; the eyes of the known cards in the opponents' held hands and in the own hand ran
    onto the seats' plates. With a toast showing and known cards in hands, at every window size, nothing of it
    overlaps a card, a label or a plate."""
    from scenes.table.card_paint import KNOWN
    from tests.ui.test_legibility import toast_and_eye_overlaps

    app, table = table_at(OVERLAP_SIZES[0], "palace", players, tmp_path)
    problems: list[str] = []
    try:
        session = table.match.session
        seen_known = False
        for step in range(3 * players):
            for size in OVERLAP_SIZES:
                app.resize(size)
                table.on_resize()
                table.show_model(table.match.model())
                app.toast("An eye on another player's card: you have seen it.")
                app.draw()
                problems += [f"step {step} {size[0]}x{size[1]}: {p}" for p in toast_and_eye_overlaps(table)]
            seen_known |= any(c.highlight == KNOWN for z in table.shown.zones for c in z.cards)
            if session.is_over():
                break
            table.moves.after_move(session.apply(session.bot_action()))
            table.refresh()
        assert seen_known  # the eyes were checked, not only the toast
        assert not problems, "\n".join(problems[:30])
    finally:
        close(app)
