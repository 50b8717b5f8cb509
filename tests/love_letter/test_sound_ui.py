"""Love Letter's table sounds a played card, a refused drop, a round's end, and animated cards as they land
(moved here from the generic tests/ui/test_sound.py)."""

from __future__ import annotations

from tests.ui.helpers import pump


def test_the_table_sounds_a_played_card_a_refused_drop_and_the_end_of_a_round(app, played):
    from scenes.screens.scoring import ScoringScene
    from tests.love_letter.tables import love_letter_table
    from tests.ui.helpers import card_centre, drag, drag_choices, zone_centre

    table = love_letter_table(app, 5)  # seat 0 starts; its cards play without further choices
    pump(app)
    assert played == []  # opening the table is silent
    uid = next(iter(drag_choices(table)[0].drag_from))
    drag(app, card_centre(app, table, uid), zone_centre(app, table, "deck"))
    assert played == ["snap"]  # refused, and it goes home without a landing sound
    drag(app, card_centre(app, table, uid), zone_centre(app, table, "play"))
    pump(app)
    assert "card" in played[1:] or "deal" in played[1:]
    session = table.match.session
    pump(app, until=lambda: isinstance(app.top, ScoringScene) or (session.is_human_turn() and not table.stale))
    while not isinstance(app.top, ScoringScene):  # play on until the round ends
        table.moves.play(session.legal_actions()[0])
        pump(app, until=lambda: isinstance(app.top, ScoringScene) or (session.is_human_turn() and not table.stale))
    assert played[-1] == ("win" if session.is_over() else "round")


def test_animated_cards_sound_as_they_land(app, played):
    from tests.love_letter.tables import love_letter_table
    from tests.ui.helpers import card_centre, drag, drag_choices, zone_centre

    app.settings.animation_speed = 1.0
    table = love_letter_table(app, 5)
    pump(app)
    choice = drag_choices(table)[0]
    uid = next(iter(choice.drag_from))
    drag(app, card_centre(app, table, uid), zone_centre(app, table, "deck"))
    pump(app, until=lambda: not table.animating())
    assert played == ["snap"]  # the refused card flew home quietly
    table.moves.play(choice.action)
    pump(app, frames=1)  # the table is re-read: the played card sets off for the discards

    def in_flight() -> bool:
        sprite = table.sprites[uid]
        return sprite.pos != sprite.target[:2]

    assert in_flight()
    for _ in range(200):
        heard = len(played)
        pump(app, frames=1)
        if not in_flight():
            break
    assert not in_flight() and "card" in played[heard:]  # in the frame it landed
