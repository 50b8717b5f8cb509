"""Legibility on Road to the Palace's table (moved from the generic tests/ui/test_legibility.py): a mission disc leaves
a grid card's title whole, no caption, label or plate overlaps another or a card, each seat is one block named
once by its plate."""

from __future__ import annotations

import pygame
import pytest

from game import catalog, i18n
from scenes.ui.viewport import Viewport
from tests.ui.test_legibility import (  # noqa: F401  (english_afterwards: an autouse fixture)
    DEFAULT,
    LANGUAGES,
    MIN_PX,
    OVERLAP_SIZES,
    cards_px,
    close,
    english_afterwards,
    layouts,
    overlaps,
    table_at,
)


def test_a_mission_disc_on_a_grid_card_leaves_its_title_whole(app):
    """Road's disc lay on the card's lower right corner, over the title strip ("Prie" + a disc)."""
    from scenes.table.card_paint import token_rect

    layout = dict(layouts("road-to-the-palace"))[4]
    w, h = cards_px(layout.zones["grid.r0c0"], Viewport(DEFAULT).scale)
    for language in LANGUAGES:
        i18n.set_language(language)
        for face in ("blue1", "purple1", "pink2", "red2"):
            spec = catalog.get_game("road-to-the-palace").cards()[face]
            card, report = app.cards.face(spec, w, h, "road-to-the-palace")
            assert report.title_px >= MIN_PX
            covered = card.copy()
            place = token_rect(pygame.Rect(0, 0, w, h))
            covered.blit(app.cards.token("disc.yellow", place.w), place)
            strip = pygame.Rect(0, round(h * 0.62), w, h - round(h * 0.62))  # the title strip and below
            assert all(card.get_at(p) == covered.get_at(p) for x in range(strip.left, strip.right)
                       for p in [(x, y) for y in range(strip.top, strip.bottom)]), f"{face} ({language})"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_no_caption_label_or_plate_of_road_overlaps_another_or_a_card(tmp_path, players):
    """Road's side seats at 4 players: their names, labels and captions ran into each other and into cards. At
    1280x720, 1600x900 and 1024x640 and through a whole game (setup, both rounds, each round's end held, the
    end), no caption, zone label, seat plate or the status line overlaps another or a card."""
    from game.match import ends_round

    app, table = table_at(OVERLAP_SIZES[0], "road-to-the-palace", players, tmp_path)
    try:
        session, match = table.match.session, table.match
        problems: list[str] = []

        def check(what: str, model) -> None:
            for size in OVERLAP_SIZES:
                app.resize(size)
                table.on_resize()
                table.show_model(model)
                app.draw()
                problems.extend(f"{players}p {what} {size[0]}x{size[1]}: {p}" for p in overlaps(table))

        moves = 0
        check("start", match.model())
        while not session.is_over():
            events = match.apply(session.bot_action())
            moves += 1
            if ends_round(events) or session.is_over():
                check(f"round end after {moves} moves", match.round_end_model())
            elif moves % 7 == 0:
                check(f"after {moves} moves", match.model())
        assert not problems, f"{len(problems)} overlaps:\n" + "\n".join(problems[:int(__import__("os").environ.get("OVERLAPS_SHOWN", "40"))])
    finally:
        close(app)


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_road_seat_is_one_block_named_once_by_its_plate(tmp_path, language):
    """Road at 3 players: a seat's bribes ("Bens Bestechungen"), its discs ("Ben · 1") and its columns ("Ben") were
    three boxes, each with a label (and "Bribes" / "Discs" in the layout). Now each seat is one block: its plate
    (the seat's name in its colour, once) on top, its slots, discs and columns inside it, unnamed (owned by the seat
    all the same: the keys' ring goes over a seat's block as one area, and the voice reads it as the seat's)."""
    from scenes.table.seat_plates import seat_colour

    app, table = table_at(DEFAULT, "road-to-the-palace", 3, tmp_path, language)
    try:
        drawn: list[tuple[str, tuple]] = []
        text = app.fonts.text

        def recording(string, px, colour, bold=False):
            drawn.append((string, tuple(colour)[:3]))
            return text(string, px, colour, bold)

        app.fonts.text = recording  # type: ignore[method-assign]
        table.painter.forget_background()
        app.draw()
        model, board = table.shown, table.board
        for seat in model.seats:
            rel = (seat.seat - table.match.viewer) % 3
            name = i18n.tr("{name} (you)", name=seat.name) if rel == 0 else seat.name
            assert seat_colour(seat) in [colour for string, colour in drawn if string == name], name
            assert table.painter.ground.plates[seat.seat] == f"seat.{rel}"  # the only place the table names the seat
            assert table.painter.ground.label_rects[f"seat.{rel}"].top == board.zone_rect(f"seat.{rel}").top
            block = board.zone_rect(f"seat.{rel}")
            inside = [z for z in model.zones if z.id.endswith(f".{rel}") and z.id != f"seat.{rel}"]
            assert {z.id.split(".")[0] for z in inside} >= {"bribe1", "bribe2", "board", "columns"}
            for zone in inside:
                assert zone.owner == seat.seat and not zone.badges  # (the seat's: the keys and the voice say so)
                assert block.contains(board.zone_rect(zone.id)), zone.id
                assert all(block.contains(board.screen_rect(board.sprites[c.uid])) for c in zone.cards), zone.id
        labels = [i18n.tr(t) for t in ("Your bribes", "Your discs")]  # (the layouts name no "Bribes" nor "Discs")
        labels += [i18n.tr("{name}'s bribes", name=seat.name) for seat in model.seats]
        unnamed = [*(f"{label} ·" for label in labels), *(f"{seat.name} ·" for seat in model.seats),  # "Ben · 1"
                   f"{i18n.tr('Bribes')} ·", f"{i18n.tr('Discs')} ·"]
        assert not [s for s, _ in drawn if s in labels or any(s.startswith(u) for u in unnamed)]
    finally:
        close(app)
