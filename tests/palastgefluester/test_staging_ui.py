"""Staging at Palastgefluester's table: the Spy first, the King card it reveals as its own beat; at five players
the stage on the free felt (moved here from the generic tests/ui/test_staging.py)."""

from __future__ import annotations

import pytest

from game import catalog
from game.match import Match
from game.session import SeatConfig, Session
from scenes.table.table import TableScene
from tests.ui.helpers import pump
from tests.ui.test_staging import staged_cover


def a_bot_with_a_spy_to_play() -> tuple[Session, list]:
    """A three-player game (Ana a person, Ben and Cleo bots) played at random up to a bot's turn with a Spy to play;
    the Spy moves it may make."""
    import random

    from game.games.palastgefluester.rules.cards import face

    seats = [SeatConfig("Ana", "human"), SeatConfig("Ben", "bot", "random"), SeatConfig("Cleo", "bot", "random")]
    session = Session(catalog.get_game("palastgefluester"), seats, 1)
    rng = random.Random(1)
    while True:
        legal = session.legal_actions()
        spies = [a for a in legal if a[0] == "play" and face(a[1]).startswith("spy")]
        if session.current_seat() != 0 and spies:
            return session, spies
        session.apply(rng.choice(legal))


def test_a_spy_is_staged_first_and_the_king_card_it_reveals_joins_as_its_own_beat(app):
    """Palastgeflüster: the stage showed the King card while the caption named the Spy played. The Spy comes to
    the stage alone with "Ben plays Spy"; the King card it reveals stays out of sight, then joins it, and the
    line of what it silenced shows as it arrives; both go home together."""
    from scenes.table.stage_paint import narration_parts

    app.settings.animation_speed = 1.0
    app.settings.bot_pace_ms = 10**9  # the bots wait: the Spy is played here
    session, spies = a_bot_with_a_spy_to_play()
    table = TableScene(app, Match(session, app.store))
    app.push(table)
    pump(app)
    table.pacer.staged_for = session.current_seat()
    table.match.apply(spies[0])
    table.refresh()
    spy = next(s for s in table.sprites.values() if s.via is not None and s.card.face.startswith("spy"))
    king = next(s for s in table.sprites.values() if s.via is not None and s.card.face.startswith("king"))
    assert king.wait_ms > 0 and spy.wait_ms == 0
    drawn: list[str] = []
    faces = app.cards.surface
    app.cards.surface = lambda spec, *a, **k: (drawn.append(spec.face if spec else ""), faces(spec, *a, **k))[1]  # type: ignore
    while spy.pos != spy.via:
        app.step(16.0)
        assert king.pos == king.target[:2]  # not on its way yet
    table.painter.forget_background()
    app.invalidate()
    app.draw()
    assert spy.card.face in drawn and king.card.face not in drawn  # out of sight while the Spy rests alone
    assert [text for text, _ in narration_parts(table.pacer.narration, table.board.at_the_stage())] == [table.pacer.narration[0]]
    assert table.pacer.narration[0].startswith("Ben plays Spy")
    while king.pos != king.via:
        app.step(16.0)
        assert spy.via is not None  # the Spy stays on the stage for the reveal
    assert len(narration_parts(table.pacer.narration, True)) == 2 and "silenced" in table.pacer.narration[1]


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900), (1024, 640)])
def test_palastgefluester_at_five_rests_a_bots_move_on_the_free_felt_not_the_middle_block(tmp_path, size):
    """Palastgeflüster at 5 players: the stage lay over the middle block (the staged card covered the discard
    and the King card); it is now the felt between the two seats along the top edge."""
    assert not staged_cover(tmp_path, "palastgefluester", 5, size)


def test_the_king_cards_label_names_the_silenced_character_when_the_king_card_has_landed(app):
    """The label over the King cards said "Silenced: …" while the Spy rested alone on the stage and the place
    under it was still empty. At the app's animation speed it keeps its label until the revealed King card lands."""
    app.settings.animation_speed = 1.0
    app.settings.bot_pace_ms = 10**9
    session, spies = a_bot_with_a_spy_to_play()
    table = TableScene(app, Match(session, app.store))
    app.push(table)
    pump(app)
    hold = table.painter.ground.label_hold
    before = hold.shown(table.match.viewer)["king"]
    table.pacer.staged_for = session.current_seat()
    table.match.apply(spies[0])
    table.refresh()
    king = next(s for s in table.sprites.values() if s.via is not None and s.card.face.startswith("king"))
    assert table.view.model is not None
    after = next(z.label for z in table.view.model.zones if z.id == "king")
    assert after != before and after.startswith("Silenced")
    log, told = table.view.model.log, table.painter.log_hold
    reveal = next(i for i, line in enumerate(log) if "reveals a King card" in line)
    frames = results = 0
    while True:
        app.step(16.0)
        app.draw()
        frames += 1
        now = table.sprites[king.uid]  # (the same card: a model placed again makes its sprite anew)
        if now.via is None and not now.busy():  # (landed in this frame)
            break
        assert hold.shown(table.match.viewer)["king"] == before, frames
        on_stage = table.board.at_the_stage()
        if table.view.model.log is log:  # (the next move may come while the King card is on its way home)
            assert told.drawn == (len(log) if on_stage else reveal), frames  # the log says it as the narration does
            results += on_stage
    assert hold.shown(table.match.viewer)["king"] == after and frames > 20 and results > 0
    table.close()
