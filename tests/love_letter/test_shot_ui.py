"""A shot of Love Letter's table seats a person at seat 0 unless all bots (moved here from tests/ui/test_tools.py)."""

from __future__ import annotations

from scenes.tools import shot


def test_a_shot_of_the_table_seats_a_person_at_seat_0_unless_all_bots(app):
    from game.match import Match
    from scenes.table.table import TableScene

    session = shot.shot_session("love-letter", 4, 3, 0)
    assert [s.kind for s in session.seats] == ["human", "bot", "bot", "bot"]
    table = TableScene(app, Match(session, app.store))
    assert table.match.viewer == 0 and table.hints.status == "Your turn — drag a card to the centre"
    assert "Finish the game" not in {getattr(w, "label", "") for w in table.widgets}
    table.close()
    assert {s.kind for s in shot.shot_session("love-letter", 4, 3, 0, all_bots=True).seats} == {"bot"}
