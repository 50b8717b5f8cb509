"""What the table shows the viewer may do: glowing and dimmed cards, a refused card's reason next to it, toasts
clear of the hand, the status line over the hand, seats clicked as targets, confirmation of a move that knocks the
player out, and the pace and animation speed changed from the table's menu; through real posted events."""

from __future__ import annotations

import pytest
from each_game import players_near

from game import catalog
from game.engine import CardView, Choice, TableModel, ZoneView
from game.i18n import set_language
from game.match import Match
from game.session import SeatConfig, Session
from scenes.table import table_hints
from scenes.table.table import TableScene
from ui.helpers import (
    pump,
)

# ------------------------------------------------------------------ glow and dim


# ------------------------------------------------------------------ toasts
HANDS = [(gid, n) for gid, n in players_near(2) if catalog.get_entry(gid).capabilities.private_hand]
"""Every game where the viewer holds a hand, at 2 players (or its fewest)."""


@pytest.mark.parametrize(("game", "players"), HANDS)
def test_a_toast_never_covers_your_hand_or_the_status_line(app, game, players):
    seats = [SeatConfig("Ana", "human"), *(SeatConfig(f"B{i}", "bot", "random") for i in range(1, players))]
    table = TableScene(app, Match(Session(catalog.get_game(game), seats, 1), app.store))
    app.push(table)
    pump(app)
    app.toast("A reason why that move is not allowed now, long enough to be wide.")
    app.draw()
    hand = app.viewport.rect(table.layout.zones["hand.0"].rect)
    status = app.viewport.rect(table.hints.status_area())
    assert not app.toast_rect().colliderect(hand)
    assert not app.toast_rect().colliderect(status)


# ------------------------------------------------------------------ the status line


def test_the_status_line_words_for_each_case_and_language():
    model = TableModel([], [Choice(("x",), drag_from=frozenset({"a"}), drag_to="b")], [])
    assert table_hints.status_text(model, True, False, "Ana", False) == "Your turn — drag a glowing card"
    assert table_hints.status_text(model, False, False, "Ben", False) == "Waiting for Ben"
    assert table_hints.status_text(model, False, False, "Ben", True) == "Ben is thinking…"
    assert table_hints.status_text(model, False, True, "Ben", True) == ""
    assert table_hints.status_text(model, True, False, "Ana", False, by_keys=True) == \
        "Your turn — Tab to a card, Enter"
    try:
        set_language("de")
        assert table_hints.status_text(model, False, False, "Ben", False) == "Warte auf Ben"
        set_language("zh-Hant")
        assert table_hints.status_text(model, True, False, "Ana", False) == "輪到你——拖動發亮的牌"
    finally:
        set_language("en")


# ------------------------------------------------------------------ targets by clicking a seat


# ------------------------------------------------------------------ confirmation


# ------------------------------------------------------------------ pace from the table's menu


@pytest.mark.parametrize(("game", "players"), HANDS)
def test_the_status_line_says_what_to_do_for_the_keys_after_a_key_and_for_the_mouse_after_a_click(app, game,
                                                                                               players):
    """"Your turn — drag a glowing card" to a player on the keys said the pointer's gesture: after a key the status
    line says the keys' (the table's words, or the game's beside its own hint), after a press of the pointer the
    pointer's again."""
    import pygame

    from ui.helpers import click, post

    seats = [SeatConfig("Ana", "human"), *(SeatConfig(f"B{i}", "bot", "random") for i in range(1, players))]
    table = TableScene(app, Match(Session(catalog.get_game(game), seats, 1), app.store))
    app.push(table)
    pump(app, until=lambda: table.match.viewer_acts() and table.hints.status.startswith("Your turn"))
    by_mouse = table.hints.status
    post(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t")
    pump(app, frames=2)
    by_keys = table.hints.status
    if table.shown.hint and not table.shown.hint_keys:  # the game's own words, no gesture in them: for both
        assert by_keys == by_mouse
    else:
        assert by_keys != by_mouse and "Tab" in by_keys and "Tab" not in by_mouse
    click(app, app.viewport.point(5.0, 5.0))
    pump(app, frames=2)
    assert table.hints.status == by_mouse
    post(pygame.KEYDOWN, key=pygame.K_LALT, mod=pygame.KMOD_LALT, unicode="")  # (on its way to Alt+Tab)
    pump(app, frames=2)
    assert table.hints.status == by_mouse


def test_the_eye_of_a_known_card_is_explained_to_each_viewer_in_their_words():
    """A card everyone has seen wears an eye; its note says whose card and who saw it: to a spectator no card is
    theirs and "you have seen it" said too little (everyone at the table has)."""
    zones = [ZoneView("hand.1", [CardView("c1", "x", highlight="known")], owner=1)]
    model = TableModel(zones, [], [])
    assert table_hints.known_legend(model, 1) == "An eye on a card of yours: the other players have seen it."
    assert table_hints.known_legend(model, 0) == "An eye on another player's card: you have seen it."
    assert table_hints.known_legend(model, None) == "An eye on a player's card: everyone at the table has seen it."
    assert table_hints.known_legend(TableModel([ZoneView("hand.1", [CardView("c1", "x")], owner=1)], [], []), 0) \
        is None


LONG_STATUS = "Du bist dran — Tab zu einer leuchtenden Karte und dann Enter drücken"
"""A status line longer than any shipped (the first German words for the keys, which stood on Road's plate)."""


@pytest.mark.parametrize(("game", "players"), HANDS)
@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)])
def test_a_status_too_long_for_the_room_beside_the_plate_is_set_smaller_not_on_the_plate(app, game, players, size):
    """A status line wider than the room right of the viewer's plate (a longer translation) is set smaller, then
    cut short: it stood on the plate, over the player's name and points."""
    from scenes.table.seat_plates import compact_rect, plate_rect, plate_zones

    app.resize(size)
    seats = [SeatConfig("Ana", "human"), *(SeatConfig(f"B{i}", "bot", "random") for i in range(1, players))]
    table = TableScene(app, Match(Session(catalog.get_game(game), seats, 1), app.store))
    app.push(table)
    pump(app)
    zone = table_hints.own_zone(table.board, table.shown, table.match.viewer)
    table.hints.set_status(LONG_STATUS, zone, True)
    app.draw()
    area = table.hints.status_area()
    assert area is not None
    viewer = table.match.viewer
    plate_zone = plate_zones(table.shown, table.board.layout.zones).get(viewer)
    seat = next(s for s in table.shown.seats if s.seat == viewer)
    plate = compact_rect(app, plate_rect(table.board, plate_zone), seat, viewer)
    assert not app.viewport.rect(area).colliderect(plate), (table.hints.status_look(), area, tuple(plate))
    px, shown = table.hints.status_look()
    assert shown == LONG_STATUS or (shown.endswith("…") and LONG_STATUS.startswith(shown[:-1]))
