"""What Love Letter's table shows the viewer may do, on its known deals (moved from the generic
tests/ui/test_table_hints.py): glowing and dimmed cards, a refused card's reason next to it, the toast and the status
line, seats clicked as targets, confirmation of a move that knocks the player out, the pace changed from the table's
menu, a remote player away."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import set_language
from scenes.core.dialogs import ConfirmScene
from scenes.table import table_hints
from scenes.table.prompt import StepPrompt
from scenes.table.table_menu import TableMenu
from scenes.ui.widgets import Cycler
from tests.love_letter.tables import COUNTESS_SEED, GUARD_SEED, SIMPLE_SEED, love_letter_table
from tests.ui.helpers import (
    card_centre,
    click,
    click_button,
    drag,
    drag_choices,
    pump,
    zone_centre,
)

PRINCESS_SEED = 3  # seat 0 starts holding the Priest and the Princess


PRINCE_PRINCESS_SEED = 78  # seat 0 starts holding the Prince and the Princess


def hand_cards(table) -> list:
    return next(z for z in table.model.zones if z.id == "hand.0").cards


def brightness(surface: pygame.Surface, rect: pygame.Rect) -> float:
    """The mean of the RGB channels over ``rect``."""
    area = surface.subsurface(rect.clip(surface.get_rect()))
    r, g, b, _ = pygame.transform.average_color(area)
    return (r + g + b) / 3


def test_on_your_turn_playable_cards_glow_and_your_other_cards_are_dimmed(app):
    app.settings.bot_pace_ms = 10**9  # Ben waits for ever before his move
    table = love_letter_table(app, COUNTESS_SEED)
    pump(app)
    cards = {c.face: c.uid for c in hand_cards(table)}
    marks = table.painter.cards.marks
    assert marks[cards["countess"]] == table_hints.GLOW and marks[cards["king"]] == table_hints.DIM
    app.draw()
    king, countess = (table.screen_rect(table.sprites[cards[f]]) for f in ("king", "countess"))
    drawn_king = brightness(app.screen, king)
    plain_king = brightness(app.cards.surface(table.spec("king"), king.w, king.h, "love-letter"),
                            pygame.Rect(0, 0, king.w, king.h))
    assert drawn_king < plain_king * 0.7  # drawn under a shade
    halo = pygame.Rect(countess.x - 6, countess.y + countess.h // 2, 4, 4)  # just left of the Countess
    glowing = app.screen.get_at(halo.center)
    saved, table.painter.cards.marks = table.painter.cards.marks, {}
    table.painter.forget_background()
    app.draw()
    plain = app.screen.get_at(halo.center)  # the same point with nothing marked
    table.painter.cards.marks = saved
    assert glowing.g > plain.g + 10  # a green glow round it

    drag(app, card_centre(app, table, cards["countess"]), zone_centre(app, table, "play"))
    pump(app, until=lambda: not table.stale)
    assert table.painter.cards.marks == {}  # Ben's turn: nothing glows, nothing is dimmed


def test_pressing_a_dimmed_card_says_why_next_to_the_card(app):
    table = love_letter_table(app, COUNTESS_SEED)
    pump(app)
    king = next(c.uid for c in hand_cards(table) if c.face == "king")
    click(app, card_centre(app, table, king))
    tip = table.hints.tip
    assert tip is not None and tip.text == "You must play the Countess while you hold the King or a Prince."
    assert app.toast_ms <= 0  # not a toast at the bottom of the screen
    card, box = table.screen_rect(table.sprites[king]), table.hints.tip_rect(tip)
    assert box.bottom <= card.top and card.top - box.bottom < 20  # just over the card
    assert box.left <= card.centerx <= box.right
    assert not any(box.colliderect(table.screen_rect(table.sprites[c.uid])) for c in hand_cards(table))


def test_the_toast_goes_when_your_next_move_starts(app):
    table = love_letter_table(app, SIMPLE_SEED)
    pump(app)
    uid = next(iter(drag_choices(table)[0].drag_from))
    drag(app, card_centre(app, table, uid), zone_centre(app, table, "deck"))  # refused: a toast says why
    assert app.toast_ms > 0
    app.toast_ms = 10**9  # however long it would last
    pump(app, frames=5)
    assert app.toast_ms > 0  # the same turn: it stays
    choice = drag_choices(table)[0]
    drag(app, card_centre(app, table, sorted(choice.drag_from)[0]), zone_centre(app, table, "play"))
    pump(app, until=lambda: table.match.viewer_acts() and not table.stale)  # Ben moved: your turn again
    assert app.toast_ms <= 0


def test_the_status_line_over_your_hand_says_whose_turn_it_is(app):
    app.settings.bot_pace_ms = 10**9
    table = love_letter_table(app, SIMPLE_SEED)
    pump(app)
    assert table.hints.status == "Your turn — drag a card to the centre"
    area = app.viewport.rect(table.hints.status_area())
    hand = app.viewport.rect(table.layout.zones["hand.0"].rect)
    assert area.bottom <= hand.top + 2 and area.bottom > hand.top - 60  # just over the hand
    assert not any(area.colliderect(table.screen_rect(s)) for s in table.sprites.values())  # no card covers it
    choice = drag_choices(table)[0]
    drag(app, card_centre(app, table, sorted(choice.drag_from)[0]), zone_centre(app, table, "play"))
    pump(app, until=lambda: not table.stale)
    assert table.hints.status == "Ben is thinking…"


def test_a_target_is_chosen_by_clicking_the_seat(app):
    app.settings.bot_pace_ms = 10**9
    table = love_letter_table(app, GUARD_SEED, kinds=("human", "bot", "bot"))
    pump(app)
    guard = next(c for c in drag_choices(table) if c.action[1] == "guard")
    drag(app, card_centre(app, table, sorted(guard.drag_from)[0]), zone_centre(app, table, "play"))
    prompt = app.top
    assert isinstance(prompt, StepPrompt) and set(prompt.seat_steps()) == {1, 2}
    cleo = app.viewport.rect(table.layout.zones["hand.2"].rect)
    assert not app.viewport.rect(prompt.panel).collidepoint(cleo.center)
    click(app, cleo.center)  # Cleo's hand, not the prompt's button
    assert app.top is prompt and prompt.picker.picked[0].seat == 2  # now the guess
    click(app, prompt.step_buttons[next(iter(prompt.step_buttons))].screen_rect(app).center)
    assert table.match.session.history[0][:3] == ("play", "guard", 2)


def test_playing_the_princess_asks_first_and_cancel_keeps_the_card(app):
    app.settings.bot_pace_ms = 10**9
    table = love_letter_table(app, PRINCESS_SEED)
    pump(app)
    princess = next(c.uid for c in hand_cards(table) if c.face == "princess")
    drag(app, card_centre(app, table, princess), zone_centre(app, table, "play"))
    assert isinstance(app.top, ConfirmScene) and "Princess" in app.top.title
    click_button(app, "Cancel")
    pump(app, until=lambda: table.board.settled())
    assert app.top is table and table.match.session.history == []
    assert table.sprites[princess].pos == table.sprites[princess].target[:2]
    drag(app, card_centre(app, table, princess), zone_centre(app, table, "play"))
    click_button(app, "Play the Princess")  # the button names the act (it said a bare "Yes")
    assert table.match.session.history == [("play", "princess")]


@pytest.mark.parametrize("language", ["en", "de", "zh-Hant"])
def test_the_princess_warning_wraps_whole_and_its_button_names_the_act(tmp_path, language):
    """1024x640, settings at their defaults: the warning was one line cut mid-word ("... knocks you out of the
    roun...", "... scheidet aus der R...") over a bare "Yes". It wraps whole inside its panel, over the buttons,
    and the first button says what it does."""
    from game.i18n import tr
    from game.settings import Settings
    from scenes.core.app import App

    app = App(size=(1024, 640), data_dir=tmp_path / "data", settings=Settings(language=language))
    try:
        table = love_letter_table(app, PRINCESS_SEED)
        pump(app, until=lambda: table.acting() and table.board.settled())
        princess = next(c.uid for c in hand_cards(table) if c.face == "princess")
        drag(app, card_centre(app, table, princess), zone_centre(app, table, "play"))
        confirm = app.top
        assert isinstance(confirm, ConfirmScene)
        question = tr("Playing the Princess knocks you out of the round. Play it anyway?")
        lines = confirm.question_lines()
        joiner = "" if language == "zh-Hant" else " "
        assert (len(lines) > 1 or language == "zh-Hant") and joiner.join(lines) == question  # every word, none cut
        panel = app.viewport.rect(confirm.panel)
        px = app.viewport.px(24)
        assert all(app.fonts.text(line, px, (0, 0, 0), bold=True).get_width() <= panel.w for line in lines)
        yes, cancel = confirm.widgets[:2]
        first_button = min(yes.screen_rect(app).top, cancel.screen_rect(app).top)
        text_bottom = panel.y + app.viewport.px(20 + (len(lines) - 1) * 30) + app.fonts.font(px, True).get_linesize()
        assert text_bottom <= first_button and panel.contains(cancel.screen_rect(app))
        assert yes.label == tr("Play the {card}", card=tr("Princess")) and cancel.label == tr("Cancel")
        click(app, yes.screen_rect(app).center)
        assert table.match.session.history == [("play", "princess")]
    finally:
        for scene in app.stack:
            scene.close() if hasattr(scene, "close") else None
        set_language("en")


def test_the_prince_on_yourself_while_holding_the_princess_asks_first(app):
    table = love_letter_table(app, PRINCE_PRINCESS_SEED)
    pump(app)
    by_action = {c.action: c.confirm for c in table.model.choices}
    assert by_action[("play", "prince", 0)] and by_action[("play", "princess")]
    assert by_action[("play", "prince", 1)] == ""


def test_pace_and_animation_speed_change_from_the_table_menu_at_once(app):
    table = love_letter_table(app, SIMPLE_SEED)
    pump(app)
    click_button(app, "Menu")
    menu = app.top
    assert isinstance(menu, TableMenu)
    pace, animation = (w for w in menu.widgets if isinstance(w, Cycler))
    assert pace.caption == "Bot pace" and animation.caption == "Animation"
    assert all(app.viewport.rect(menu.panel).contains(w.screen_rect(app)) for w in (pace, animation))
    click(app, pace.screen_rect(app).center)
    assert app.settings.bot_pace_ms == 300  # from Instant to Quick
    click(app, animation.screen_rect(app).center)
    assert app.settings.animation_speed == 0.5  # from Off to Fast
    from game.settings import Settings

    assert Settings.load().bot_pace_ms == 300  # saved too
    click_button(app, "Resume")
    assert app.top is table
    choice = drag_choices(table)[0]
    drag(app, card_centre(app, table, sorted(choice.drag_from)[0]), zone_centre(app, table, "play"))
    pump(app, frames=3)
    assert table.pacer.bot_wait > 0 and not table.match.bot_thinking()  # the bot waits the new pace before it starts


def test_one_reason_at_a_time_a_tip_and_a_toast_never_show_together(app):
    """The same reason showed twice, beside the pressed card and in a toast: a refused drop's toast takes the
    place of a pressed card's tip, and pressing a card that cannot be played takes the toast away."""
    app.settings.bot_pace_ms = 10**9
    table = love_letter_table(app, COUNTESS_SEED)
    pump(app)
    cards = {c.face: c.uid for c in hand_cards(table)}
    click(app, card_centre(app, table, cards["king"]))
    assert table.hints.tip is not None and app.toast_ms <= 0
    drag(app, card_centre(app, table, cards["countess"]), zone_centre(app, table, "deck"))
    assert app.toast_ms > 0 and table.hints.tip is None
    click(app, card_centre(app, table, cards["king"]))
    assert table.hints.tip is not None and app.toast_ms <= 0


def test_a_tip_goes_with_the_next_move(app):
    """Why-not tips outlived the move that followed (2.8 s across the next bot's stage). Settings at their defaults;
    Love Letter's Countess (Palace's swap before the start: tests/palace/test_table_hints_ui.py)."""
    from game.settings import Settings

    app.settings = Settings()
    love = love_letter_table(app, COUNTESS_SEED)
    pump(app, until=lambda: love.acting() and love.board.settled())
    cards = {c.face: c.uid for c in hand_cards(love)}
    click(app, card_centre(app, love, cards["king"]))
    assert love.hints.tip is not None
    drag(app, card_centre(app, love, cards["countess"]), zone_centre(app, love, "play"))
    assert love.match.session.history == [("play", "countess")]
    assert love.hints.tip is None  # gone with the move, not 2.8 s later over Ben's


def test_a_remote_player_who_is_away_is_waited_for_not_said_to_be_thinking(app, monkeypatch):
    """A remote table said "Bea is thinking…" while Bea was away. Ben's turn: while his plate shows him away with
    minutes left to come back (as the host tells another remote app), or the match says the table waits for him
    (the host), the status line says he is away and the table waits; back, he is thinking again."""
    from dataclasses import replace

    app.settings.bot_pace_ms = 10**9  # Ben's move waits: his turn is looked at
    table = love_letter_table(app, SIMPLE_SEED)
    pump(app)
    drag(app, card_centre(app, table, sorted(drag_choices(table)[0].drag_from)[0]), zone_centre(app, table, "play"))
    pump(app, until=lambda: not table.stale and table.match.current_seat() == 1)
    table.update_status()
    assert table.hints.status == "Ben is thinking…"
    seats = [replace(s, icons=(*s.icons, "away"), rejoin_min=9) if s.seat == 1 else s for s in table.model.seats]
    table.view.model = replace(table.model, seats=seats)  # what a remote app's model says of an away player
    table.update_status()
    assert table.hints.status == "Ben is away — the table waits"
    table.view.model = table.match.model()
    monkeypatch.setattr(table.match, "away_players", lambda: [1])  # the host's match: it waits for him
    table.update_status()
    assert table.hints.status == "Ben is away — the table waits"
    monkeypatch.setattr(table.match, "away_players", lambda: [])
    table.update_status()
    assert table.hints.status == "Ben is thinking…"
