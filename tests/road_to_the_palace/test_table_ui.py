"""Road to the Palace's bribes, chosen as a person does: the three bribe cards dragged into the slots "Round 1" and
"Round 2" with real posted events, no prompt. The first card waits in its slot (the table holds it); the second
drop makes the move; a card dragged out of its slot is taken back."""

from __future__ import annotations

import pytest

from game import catalog
from game.match import Match
from game.session import SeatConfig, Session
from scenes.table.table import TableScene
from tests.ui.helpers import card_centre, drag, pump, zone_centre


@pytest.fixture
def table(app) -> TableScene:
    seats = [SeatConfig(name, kind, "random") for name, kind in (("Ana", "human"), ("Ben", "bot"), ("Cleo", "bot"))]
    scene = TableScene(app, Match(Session(catalog.get_game("road-to-the-palace"), seats, 3, {"starter": 0}),
                                  app.store))
    app.push(scene)
    pump(app, frames=2)
    return scene


def into(app, table: TableScene, colour: str, zone: str) -> None:
    drag(app, card_centre(app, table, f"bribe.0.{colour}"), zone_centre(app, table, zone))


def token_sizes_drawn_whole(app, table: TableScene) -> list[tuple[str, int]]:
    """The round tokens (face, diameter) drawn as the whole table is drawn anew now."""
    sizes: list[tuple[str, int]] = []
    token = app.cards.token

    def recording(face, diameter):
        sizes.append((face, diameter))
        return token(face, diameter)

    app.cards.token = recording
    table.painter.forget_background()
    table.painter.frame.settled_key = None
    app.draw()
    return sizes


def test_the_first_bribe_waits_in_its_slot_and_the_second_makes_the_move(app, table):
    history = table.match.session.history
    into(app, table, "yellow", "bribe1.0")
    assert app.top is table and history == []  # no prompt, no move yet
    assert table.sprites["bribe.0.yellow"].zone == "bribe1.0"
    assert table.held is not None and {c.drag_to for c in table.shown.choices} == {"bribe2.0"}
    assert table.shown.choices and all(c.action[1] == "yellow" for c in table.shown.choices)
    into(app, table, "red", "bribe2.0")
    assert history[:1] == [("bribes", "yellow", "red")]
    assert table.held is None


def test_the_slot_round_2_may_be_filled_first(app, table):
    into(app, table, "blue", "bribe2.0")
    assert table.sprites["bribe.0.blue"].zone == "bribe2.0" and table.match.session.history == []
    into(app, table, "yellow", "bribe1.0")
    assert table.match.session.history[:1] == [("bribes", "yellow", "blue")]


def test_a_bribe_dragged_out_of_its_slot_is_taken_back(app, table):
    into(app, table, "yellow", "bribe1.0")
    drag(app, card_centre(app, table, "bribe.0.yellow"), zone_centre(app, table, "bribes.0"))
    assert table.held is None and table.sprites["bribe.0.yellow"].zone == "bribes.0"
    assert {c.drag_to for c in table.shown.choices} == {"bribe1.0", "bribe2.0"}  # as before the first drop
    into(app, table, "red", "bribe1.0")
    into(app, table, "blue", "bribe2.0")
    assert table.match.session.history[:1] == [("bribes", "red", "blue")]


def test_a_bribe_dropped_anywhere_else_snaps_back_with_a_reason(app, table):
    into(app, table, "yellow", "grid.r0c0")
    assert table.held is None and table.match.session.history == []
    assert "Round 1" in app.toast_text and app.toast_ms > 0


def test_a_purple_disc_in_a_column_is_a_small_token_as_on_a_grid_card(app, table):
    """A disc on a card of the viewer's own columns (cards at scale 1.0) was drawn nearly half the card wide, over
    its art; it is as small as on a grid card, on the card's right edge, clear of its title strip."""
    session, match = table.match.session, table.match
    while not (session.state.players[0].purple_on and any(session.state.row_disc)):
        match.apply(session.bot_action())
    table.refresh()
    sizes = token_sizes_drawn_whole(app, table)
    model = table.shown
    zone_of = {c.uid: z.id for z in model.zones for c in z.cards}
    foot = next(c for c in model.zones if c.id == "columns.0").cards
    purple = [c for c in foot if c.token == "disc.purple"]
    grid = [c for z in model.zones if z.id.startswith("grid.") for c in z.cards if c.token]
    assert purple and grid
    own = table.screen_rect(table.sprites[purple[0].uid])
    on_grid = table.screen_rect(table.sprites[grid[0].uid])
    from scenes.table.card_paint import TOKEN_MAX, token_rect

    place = token_rect(own, app.viewport.px(TOKEN_MAX))
    assert place.w <= token_rect(on_grid).w + 1 and place.w < own.w * 0.3
    assert place.bottom < own.top + own.h * 0.62 and own.contains(place.clip(own))
    drawn = {d for face, d in sizes if face == "disc.purple"}
    assert drawn and max(drawn) <= token_rect(on_grid).w + 1, (drawn, zone_of[purple[0].uid])


def test_no_part_of_a_block_is_a_box_and_an_empty_bribe_slot_shows_where_a_bribe_goes(app, table, monkeypatch):
    """The slots, discs and columns of a seat were boxes of their own; on the designed table no zone is a box (the
    seat's plate names its block) and an empty slot "Round 1" / "Round 2" is a card's placeholder in the felt."""
    import scenes.table.captions as captions
    import scenes.table.stage_paint as stage_paint
    import scenes.table.table_chrome as chrome

    boxes: list = []
    places: list = []
    draw_box, draw_placeholder = captions.draw_box, chrome.draw_placeholder
    for paint in (captions, stage_paint):  # the table's painters that draw boxes (a caption, the narration)
        monkeypatch.setattr(paint, "draw_box", lambda surface, rect, *a, **k: (boxes.append(rect.copy()),
                                                                               draw_box(surface, rect, *a, **k)))
    monkeypatch.setattr(chrome, "draw_placeholder", lambda surface, rect, *a, **k: (
        places.append(rect.copy()), draw_placeholder(surface, rect, *a, **k)))
    table.painter.ground.zones_key = None
    table.painter.forget_background()
    app.draw()
    framed = {z for z in table.layout.zones if table.board.zone_rect(z) in boxes}
    assert not framed
    empty_slots = [z.id for z in table.model.zones if z.id.startswith("bribe") and z.id[5] in "12" and not z.cards]
    assert empty_slots, "the table of this test shows the bribe choice"
    for zone_id in empty_slots:
        assert any(table.board.zone_rect(zone_id).contains(r) for r in places), zone_id


def test_no_empty_zones_outline_shows_under_cards_or_where_discs_go(app, table, monkeypatch):
    """An empty zone's outline is a card's place in the felt: none is drawn where another zone's cards rest (the
    seats' card columns lie under the bribes still to choose: their edges showed round the bribes as a stray
    frame), nor for an empty zone of mission discs (round tokens, not cards: a tiny card's outline there)."""
    import scenes.table.table_chrome as chrome

    places: list = []
    draw_placeholder = chrome.draw_placeholder
    monkeypatch.setattr(chrome, "draw_placeholder", lambda surface, rect, *a, **k: (
        places.append(rect.copy()), draw_placeholder(surface, rect, *a, **k)))
    table.painter.ground.zones_key = None
    table.painter.forget_background()
    app.draw()
    board = table.board
    resting = [app.viewport.sized(*s.target) for s in board.sprites.values()]
    assert places and all(p.collidelist(resting) < 0 for p in places)
    empty_discs = [z.id for z in table.model.zones if z.id.startswith("board.") and not z.cards]
    assert empty_discs, "the table of this test has seats without discs yet"
    assert not [z for z in empty_discs for p in places if board.zone_rect(z).colliderect(p)]
    empty_columns = [z.id for z in table.model.zones if z.id.startswith("columns.") and not z.cards]
    assert "columns.0" in empty_columns and any(board.zone_rect("columns.0").contains(p) for p in places)


def test_the_starting_discs_are_dragged_onto_the_rows_one_after_another(app):
    """The three starting discs, each dragged from the stock onto a row's leftmost card in any order: the first
    two wait on their cards (the table holds them, no prompt opens), the third makes the move."""
    seats = [SeatConfig(name, kind, "random") for name, kind in (("Ana", "human"), ("Ben", "bot"), ("Cleo", "bot"))]
    session = Session(catalog.get_game("road-to-the-palace"), seats, 3, {"starter": 1})
    for _ in range(3):
        session.apply(("bribes", "yellow", "red"))
    assert session.current_seat() == 0 and session.legal_actions()[0][0] == "start"
    table = TableScene(app, Match(session, app.store))
    app.push(table)
    pump(app, frames=2)
    history = session.history
    for colour, row in (("red", 1), ("blue", 0)):
        drag(app, card_centre(app, table, f"stock.{colour}"), zone_centre(app, table, f"grid.r{row}c0"))
        assert app.top is table and len(history) == 3 and table.held is not None
        assert table.sprites[f"stock.{colour}"].zone == f"grid.r{row}c0"
    assert {c.drag_to for c in table.shown.choices} == {"grid.r2c0"}
    sizes = token_sizes_drawn_whole(app, table)  # a held disc lies on its card as a small token, as placed
    from scenes.table.card_paint import TOKEN_MAX, token_rect

    card = table.screen_rect(table.sprites[next(c.uid for c in table.shown.zones[0].cards)])  # a grid card
    largest = token_rect(card, app.viewport.px(TOKEN_MAX)).w
    held = [d for face, d in sizes if face in ("disc.red", "disc.blue")]
    assert len(held) >= 2 and max(held) <= largest
    drag(app, card_centre(app, table, "stock.yellow"), zone_centre(app, table, "grid.r2c0"))
    assert history[3] == ("start", "blue", "red", "yellow") and table.held is None  # (a bot may have replied)


def test_round_over_shows_only_the_influence_the_people_at_the_screen_may_know(app):
    """Road to the Palace: influence chips lie face down; the others' totals show only at the end."""
    import random

    from game import catalog
    from game.match import Match
    from game.session import SeatConfig, Session
    from scenes.screens.scoring import ScoringScene
    from scenes.table.table import TableScene

    seats = [SeatConfig("Ana", "human", "normal"), SeatConfig("Ben", "bot", "random")]
    session = Session(catalog.get_game("road-to-the-palace"), seats, 3)
    rng = random.Random(3)
    while not any(e.kind == "round_end" for e in session.state.log):
        session.apply(rng.choice(session.legal_actions()))
    table = TableScene(app, Match(session, app.store))
    app.push(table)
    app.push(ScoringScene(app, table))
    pump(app)
    own, other = session.state.scores()
    assert app.top.scores == [("Ana", own), ("Ben", None)]
    while not session.is_over():
        session.apply(rng.choice(session.legal_actions()))
    app.pop()
    app.push(ScoringScene(app, table))
    pump(app)
    assert app.top.scores == list(zip(["Ana", "Ben"], session.state.scores(), strict=True))
