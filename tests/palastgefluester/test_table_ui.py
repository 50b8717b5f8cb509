"""Palastgeflüster's table as a player meets it: the seats a move names (the Magician's partner, who plays next
after a grey card) are picked by clicking them on the table, the buttons still work; through real posted events."""

from __future__ import annotations

import pygame
import pytest

from game import catalog
from game.games.palastgefluester.rules.state import PalastState
from game.match import Match
from game.session import SeatConfig, Session
from scenes.table import table_hints
from scenes.table.prompt import StepPrompt
from scenes.table.table import TableScene
from scenes.ui.widgets import Button
from tests.palastgefluester.rig import card, rig
from tests.ui.helpers import card_centre, click, click_button, drag, pump, zone_centre

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve"]


@pytest.fixture(autouse=True)
def english_afterwards():
    """A table in another language leaves the app's language set: the next test reads English."""
    yield
    from game import i18n

    i18n.set_language("en")
MAGICIAN_HAND = ["magician.blue", "spy.red", "maid.red", "guard.red", "fool.red", "courtesan.red"]
GREY_FOOL_HAND = ["fool.grey", "spy.green", "maid.blue", "guard.yellow", "treasurer.red", "courtesan.red"]
TIED_DISPLAYS = {1: ["spy.blue"], 2: ["maid.green"], 3: ["fool.yellow", "spy.yellow"]}
"""After Ann's grey Fool, Ann, Bob and Cy have one card in their displays each: Ann picks who plays next."""


def palast_table(app, state: PalastState) -> TableScene:
    """Ann (seat 0) a person at a rigged position, the others bots that wait for ever."""
    app.settings.bot_pace_ms = 10**9
    n = state.num_players
    seats = [SeatConfig(name, "human" if i == 0 else "bot", "random") for i, name in enumerate(NAMES[:n])]
    session = Session(catalog.get_game("palastgefluester"), seats, 1)
    session.state = state
    table = TableScene(app, Match(session, app.store))
    app.push(table)
    pump(app, frames=3)
    return table


def play_card(app, table: TableScene, fid: str) -> None:
    uid = f"c{card(table.match.session.state, fid)}"
    drag(app, card_centre(app, table, uid), zone_centre(app, table, "display.0"))
    pump(app, until=lambda: table.board.settled() and not table.stale)


def seat_point(app, table: TableScene, zone_id: str) -> tuple[int, int]:
    """A point on a seat's zone clear of its cards (the felt of the zone, below its plate or label)."""
    r = app.viewport.rect(table.layout.zones[zone_id].rect)
    cards = [table.screen_rect(s) for s in table.sprites.values() if s.zone == zone_id]
    point = next(p for p in ((r.x + dx, r.bottom - 4) for dx in range(6, r.w, 8))
                 if not any(c.collidepoint(p) for c in cards))
    return point


def outlined(app, table: TableScene, zone_id: str) -> bool:
    """The zone wears the green outline of a seat that may be clicked (just outside its box)."""
    app.draw()
    r = app.viewport.rect(table.layout.zones[zone_id].rect)
    good = app.palette.good[:3]
    return any(tuple(app.screen.get_at((x, r.top - 2)))[:3] == good for x in range(r.x + 20, r.right - 20, 5))


def test_the_magicians_partner_is_picked_by_clicking_their_seat(app):
    table = palast_table(app, rig(hands={0: MAGICIAN_HAND}, plays=0))
    play_card(app, table, "magician.blue")
    assert table.match.session.state.phase == "magician_target"
    assert set(table.buttons.seat_groups) == {1, 2, 3}
    assert outlined(app, table, "display.2") and outlined(app, table, "hand.2")
    assert not outlined(app, table, "display.0")
    assert "click a lit player" in table.hints.status  # the seats it may pick are lit (issue 39)
    click(app, seat_point(app, table, "display.2"))  # Cy's display, not a button
    prompt = app.top
    assert isinstance(prompt, StepPrompt) and prompt.title == "Exchange with Cy"
    pick_count(app, 2)
    assert table.match.session.history[-1] == ("magician", 2, 2)


def test_a_click_on_a_seats_plate_or_hand_picks_it_too(app):
    table = palast_table(app, rig(hands={0: MAGICIAN_HAND}, plays=0))
    play_card(app, table, "magician.blue")
    hand = app.viewport.rect(table.layout.zones["hand.3"].rect)
    click(app, (hand.x + 12, hand.y + 8))  # Dee's plate
    assert isinstance(app.top, StepPrompt) and app.top.title == "Exchange with Dee"
    click_button(app, "Cancel")
    back = next(s for s in table.sprites.values() if s.zone == "hand.1")
    click(app, table.screen_rect(back).center)  # one of Bob's cards (face down)
    assert isinstance(app.top, StepPrompt) and app.top.title == "Exchange with Bob"


def pick_count(app, count: int) -> None:
    """The Magician's count on the prompt's stepper: − or + clicked to ``count``, then OK."""
    prompt = app.top
    assert isinstance(prompt, StepPrompt) and prompt.stepper is not None
    for _ in range(10):
        if prompt.stepper.value == count:
            break
        part = prompt.stepper.plus if prompt.stepper.value < count else prompt.stepper.minus
        click(app, part.screen_rect(app).center)
    click(app, prompt.ok_button.screen_rect(app).center)


def test_the_magicians_count_is_a_stepper_on_the_table_answered_by_mouse_and_keys(app):
    """The count was a list of buttons ("1 card", "2 cards", ...) over the table: now a stepper in a small panel
    that covers no seat; − + by the mouse, ← → by keys, the count said as it changes, OK or Enter picks it."""
    said: list[str] = []
    app.announce_focus = said.append
    table = palast_table(app, rig(hands={0: MAGICIAN_HAND}, plays=0))
    play_card(app, table, "magician.blue")
    click_button(app, "Exchange with Bob")
    prompt = app.top
    assert isinstance(prompt, StepPrompt) and prompt.stepper is not None
    counts = [s.count for s in prompt.stepper.steps]
    assert len(counts) > 2 and prompt.stepper.value == counts[0]
    assert not any(isinstance(w, Button) and w.label.endswith("cards") for w in prompt.widgets)  # no list of counts
    panel = app.viewport.rect(prompt.panel)
    assert panel.collidelist([r for seat in range(4) for r in prompt.seats.rects(seat)]) < 0
    click(app, prompt.stepper.plus.screen_rect(app).center)
    click(app, prompt.stepper.plus.screen_rect(app).center)
    click(app, prompt.stepper.minus.screen_rect(app).center)
    assert prompt.stepper.value == counts[1] and table.match.session.history[-1][0] == "play"
    assert prompt.focus.current() is prompt.stepper  # the prompt has the keyboard, on the stepper
    press(app, pygame.K_RIGHT)
    assert prompt.stepper.value == counts[2] and said[-1] == f"Exchange with Bob: {counts[2]} cards"
    press(app, pygame.K_LEFT)
    press(app, pygame.K_RETURN, text="\r")
    assert table.match.session.history[-1] == ("magician", 1, counts[1])


def test_the_sidebar_lists_no_stale_choice_while_the_stepper_asks_the_count(app):
    """Issue 39 §2.3: with the Magician's partner picked and the stepper open on the table, the sidebar still listed
    "Exchange with Bob / Cy / Dee" under "choose a partner": a second, stale choice beside the stepper. It now says
    only to choose on the table; Cancel brings the list back."""
    table = palast_table(app, rig(hands={0: MAGICIAN_HAND}, plays=0))
    play_card(app, table, "magician.blue")
    moves = [w.label for w in table.widgets if isinstance(w, Button) and w.label.startswith("Exchange with")]
    assert len(moves) == 3
    click_button(app, "Exchange with Bob")
    prompt = app.top
    assert isinstance(prompt, StepPrompt) and prompt.stepper is not None
    assert not any(isinstance(w, Button) and w.label.startswith("Exchange with") for w in table.widgets)
    assert " ".join(table.sidebar.prompt_lines) == "Exchange with Bob: make your choice on the table."
    click(app, next(w for w in prompt.widgets if getattr(w, "label", "") == "Cancel").screen_rect(app).center)
    pump(app, frames=2)
    assert app.top is table
    assert [w.label for w in table.widgets if isinstance(w, Button) and w.label.startswith("Exchange with")] == moves


def press(app, key: int, text: str = "") -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=text, scancode=0))
    pump(app, frames=2)


def test_the_magicians_partner_by_its_button_still_works(app):
    table = palast_table(app, rig(hands={0: MAGICIAN_HAND}, plays=0))
    play_card(app, table, "magician.blue")
    click_button(app, "Exchange with Bob")
    pick_count(app, 1)
    assert table.match.session.history[-1] == ("magician", 1, 1)


def test_who_plays_next_after_a_grey_card_is_a_click_on_that_seat_yourself_included(app):
    table = palast_table(app, rig(hands={0: GREY_FOOL_HAND}, displays=TIED_DISPLAYS))
    play_card(app, table, "fool.grey")
    assert table.match.session.state.phase == "choose_next"
    assert set(table.buttons.seat_groups) == {0, 1, 2}
    assert outlined(app, table, "display.1") and not outlined(app, table, "display.3")
    click(app, seat_point(app, table, "display.3"))  # Dee is not among the fewest: nothing happens
    assert table.match.session.history[-1][0] == "play" and app.top is table
    click(app, seat_point(app, table, "display.1"))
    pump(app, until=lambda: not table.stale)
    assert table.match.session.history[-1] == ("next", 1)


def test_you_may_pick_yourself_to_play_next_by_clicking_your_own_hand(app):
    table = palast_table(app, rig(hands={0: GREY_FOOL_HAND}, displays=TIED_DISPLAYS))
    play_card(app, table, "fool.grey")
    own = next(s for s in table.sprites.values() if s.zone == "hand.0")
    click(app, table.screen_rect(own).center)
    assert table.match.session.history[-1] == ("next", 0)


def test_a_press_on_a_seat_released_elsewhere_picks_nothing(app):
    table = palast_table(app, rig(hands={0: GREY_FOOL_HAND}, displays=TIED_DISPLAYS))
    play_card(app, table, "fool.grey")
    start, end = seat_point(app, table, "display.1"), seat_point(app, table, "display.2")
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    pump(app, frames=2)
    assert table.match.session.history[-1][0] == "play"


# ------------------------------------------------------------------ the Magician's cards by a drag
def magician_exchange_of(app, count: int) -> TableScene:
    table = palast_table(app, rig(hands={0: MAGICIAN_HAND}, plays=0))
    play_card(app, table, "magician.blue")
    click_button(app, "Exchange with Bob")
    pick_count(app, count)
    assert table.match.session.state.phase == "magician_give"
    return table


def test_the_cards_for_the_magicians_exchange_are_selected_and_dragged_onto_the_partners_hand(app):
    """Three of five cards were ten sidebar buttons (twenty of six, past the window's bottom): now no button."""
    table = magician_exchange_of(app, 3)
    assert table.buttons.action_buttons == []
    assert table.shown.prompt == "Give 3 cards of your hand to Bob (secret)."  # (the status line says how)
    assert table.hints.status == "Your turn — select 3 cards, drag them onto Bob's hand"
    state = table.match.session.state
    give = sorted(card(state, f) for f in ("spy.red", "maid.red", "fool.red"))
    for c in give:
        click(app, card_centre(app, table, f"c{c}"))
    assert table.selection == {f"c{c}" for c in give}
    drag(app, card_centre(app, table, f"c{give[0]}"), zone_centre(app, table, "hand.1"))
    assert table.match.session.history[-1] == ("give", *give)


def test_one_card_dragged_onto_the_partners_hand_asks_for_the_others(app):
    table = magician_exchange_of(app, 2)
    state = table.match.session.state
    spy, fool = card(state, "spy.red"), card(state, "fool.red")
    drag(app, card_centre(app, table, f"c{spy}"), zone_centre(app, table, "hand.1"))
    prompt = app.top
    assert isinstance(prompt, StepPrompt) and len(prompt.step_buttons) == 4  # the spy and one of the other four
    key = next(k for k in prompt.step_buttons if str(fool) in k.split(":")[1].split(","))
    click(app, prompt.step_buttons[key].screen_rect(app).center)
    assert table.match.session.history[-1] == ("give", *sorted((spy, fool)))


def test_the_magicians_cards_dropped_elsewhere_say_where_they_go(app):
    table = magician_exchange_of(app, 1)
    spy = card(table.match.session.state, "spy.red")
    drag(app, card_centre(app, table, f"c{spy}"), zone_centre(app, table, "hand.2"))
    assert table.match.session.history[-1] == ("magician", 1, 1)
    assert app.toast_text == "Give 1 card of your hand to your partner."


# ------------------------------------------------------------------ a hand the Treasurer shows
TREASURER_HAND = ["treasurer.blue", "courtesan.grey", "magician.green", "guard.red", "maid.grey", "spy.red"]


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("language", ["en", "de", "zh-Hant"])
def test_a_hand_the_treasurer_shows_is_drawn_with_whole_titles_at_12_px_at_1280x720(tmp_path, players, language):
    """Bob's five cards lay face up at 34x47 px ("Treas-urer" at 7 px): now at a display's size."""
    from game.settings import Settings
    from scenes.core.app import App

    state = rig(players, hands={1: TREASURER_HAND}, turn=1)
    state.apply(("play", card(state, "treasurer.blue")))
    app = App(size=(1280, 720), data_dir=tmp_path / "data",
              settings=Settings(animation_speed=0.0, bot_pace_ms=0, language=language))
    try:
        table = palast_table(app, state)
        shown = [s for s in table.sprites.values() if s.zone == "hand.1"]
        assert len(shown) == 5 and all(s.card.face is not None for s in shown)
        problems = []
        for sprite in shown:
            r = table.screen_rect(sprite)
            _, report = app.cards.face(table.spec(sprite.card.face), r.w, r.h, "palastgefluester")
            if not report.title_fits or report.title_px < 12:
                problems.append(f"{sprite.card.face} at {r.size}: {report.title_drawn!r} at {report.title_px} px")
        assert not problems, problems
        zone = app.viewport.rect(table.layout.zones["hand.1"].rect)
        assert all(zone.contains(table.screen_rect(s)) for s in shown)
    finally:
        for scene in app.stack:
            scene.close()
        pygame.quit()


# ------------------------------------------------------------------ the status line beside your plate
@pytest.mark.parametrize("players", [3, 5])
def test_the_status_line_leaves_your_plates_name_points_and_cards_in_view(tmp_path, players):
    """Over the own hand there is no room above (the display lies just over it): the status line sat in the top
    right of the hand's label strip, over the plate's points and cards; now in the strip beside the compact plate
    in its middle (issue 39: a plate as wide as what it shows), clear of it."""
    from game.settings import Settings
    from scenes.core.app import App

    app = App(size=(1280, 720), data_dir=tmp_path / "data", settings=Settings(animation_speed=0.0, bot_pace_ms=0))
    try:
        state = rig(players, turn=1)
        table = palast_table(app, state)
        assert table.hints.status == "Bob is thinking…"
        x, y, w, h = table.hints.status_area()
        hx, hy, hw, _ = table.layout.zones["hand.0"].rect
        assert y < hy + 24  # in the plate's strip
        app.draw()
        area = app.viewport.rect((x, y, w, h))
        drawn = table.painter.ground.label_rects["hand.0"]  # the plate: its name, points and cards stay clear
        assert not area.colliderect(drawn) and area.left > drawn.right and x + w <= hx + hw
    finally:
        for scene in app.stack:
            scene.close()
        pygame.quit()


# ------------------------------------------------------------------ what glows, what is dimmed
def test_on_your_turn_your_hand_glows_and_your_display_stays_legible(app):
    """Your display tells which characters you may not play again: it was dimmed with your unplayable cards."""
    table = palast_table(app, rig(hands={0: GREY_FOOL_HAND[:4]}, displays={0: ["spy.red", "maid.red"]}))
    marks = table.painter.cards.marks
    hand = [c.uid for z in table.shown.zones if z.id == "hand.0" for c in z.cards]
    display = [c.uid for z in table.shown.zones if z.id == "display.0" for c in z.cards]
    assert len(display) == 2 and all(marks.get(u) == table_hints.GLOW for u in hand)
    assert not any(u in marks for u in display)


def test_while_you_pick_a_seat_nothing_of_yours_is_dimmed(app):
    table = palast_table(app, rig(hands={0: MAGICIAN_HAND}, plays=0))
    play_card(app, table, "magician.blue")
    assert table.painter.cards.marks == {}


# ------------------------------------------------------------------ the log
@pytest.mark.parametrize("language", ["en", "de", "zh-Hant"])
def test_the_logs_continued_lines_fit_beside_their_indent(app, language):
    """A continued line was wrapped to the whole width and then indented: its end ran past the sidebar's edge
    ("...zum Schweigen gebracht." cut at 1280x720)."""
    from game import i18n
    from scenes.table.log_view import INDENT, wrap_entry
    from scenes.tools.shot import shot_session

    i18n.set_language(language)
    try:
        session = shot_session("palastgefluester", 4, 2, 40)
        table = TableScene(app, Match(session, app.store))
        lines = table.shown.log
        px, width = 12, 300
        font = app.fonts.font(px)
        wrapped = 0
        for line in lines:
            first, *rest = wrap_entry(app.fonts, line, px, width)
            assert font.size(first)[0] <= width and all(font.size(INDENT + r)[0] <= width for r in rest), line
            joiner = "" if language == "zh-Hant" else " "
            assert joiner.join([first, *rest]).replace(" ", "") == line.replace(" ", "")
            wrapped += bool(rest)
        assert wrapped >= 3
        table.close()
    finally:
        i18n.set_language("en")


# ------------------------------------------------------------------ words whole at 1280x720
def recorded_fits(app) -> list[tuple[str, str, int]]:
    """Every ``fonts.fit`` call from now on: (text, what fit, px)."""
    calls: list[tuple[str, str, int]] = []
    fit = app.fonts.fit

    def recording(text, px, width, bold=False):
        out = fit(text, px, width, bold)
        calls.append((text, out, px))
        return out

    app.fonts.fit = recording
    return calls


@pytest.mark.parametrize("language", ["en", "de", "zh-Hant"])
def test_the_round_ends_headline_and_the_seats_badges_are_whole_at_1280x720(tmp_path, language):
    """The intrigue's headline was cut ("...erhalten einen Pu…"), a seat's row in the sidebar too ("Hand gez…",
    "Rec…"): the headline now takes a smaller size (12 px at least) before it is cut, the row says less."""
    from game import i18n
    from game.settings import Settings
    from scenes.core.app import App

    app = App(size=(1280, 720), data_dir=tmp_path / "data",
              settings=Settings(animation_speed=0.0, bot_pace_ms=0, language=language))
    try:
        state = rig(5, hands={1: ["spy.green", "maid.grey", "treasurer.grey", "guard.grey"]},
                    displays={1: ["spy.blue", "treasurer.blue"]}, turn=1, options={"intrigues_in_the_dark": True})
        state.records = [[3, 0, 5, 2, 1]]
        table = palast_table(app, state)
        session = table.match.session
        table.moves.after_move(session.apply(("play", card(session.state, "spy.green"))))  # Bob's intrigue
        app.step(0.0)  # the next frame holds the round's end
        assert table.holding()
        calls = recorded_fits(app)
        table.painter.forget_background()
        app.draw()
        headline = table.shown.headline
        assert i18n.tr("Spy") in headline and any(text == out == headline and px >= 12 for text, out, px in calls), calls[:3]
        badges = [" · ".join(seat.badges) for seat in table.shown.seats]
        wrapped = {"".join(lines).replace(" ", "") for _, _, lines in table.sidebar.seat_rows if lines}  # under a name

        def whole(badge: str) -> bool:
            return badge.replace(" ", "") in wrapped or any(text == out == badge for text, out, _ in calls)

        assert len(badges) == 5 and all(whole(b) for b in badges), [c for c in calls if "·" in c[0]]
    finally:
        for scene in app.stack:
            scene.close()
        pygame.quit()


def test_the_log_never_starts_with_the_end_of_a_cut_entry():
    """The log's top row was "(yellow), Fool (purple), Magician (grey)." with its beginning scrolled away."""
    from game.engine import TableModel
    from scenes.table.log_view import log_rows, plain_rows

    model = TableModel([], [], [], log=["Ben shows his hand: Spy, Maid, Fool, Magician.", "Cy plays Fool."])
    halves = {"Ben shows his hand: Spy, Maid, Fool, Magician.": ["Ben shows his hand:", "Spy, Maid,",
                                                                  "Fool, Magician."]}
    rows = log_rows(model, lambda text: halves.get(text, [text]), room=3)
    assert plain_rows(rows) == ["Cy plays Fool."]
    assert len(log_rows(model, lambda text: halves.get(text, [text]), room=4)) == 4


def test_chinese_lines_never_end_on_an_opening_bracket_nor_start_on_closing_punctuation(app):
    """The log broke "弄臣（" | "紅）": an opening bracket was left at the end of a line."""
    text = "Ben展示手牌：女僕（紅），弄臣（紅），交際花（藍），女僕（綠），弄臣（綠）。Cleo將Ben的弄臣（藍）與你的衛兵（灰）交換。"
    for width in range(60, 400, 7):
        lines = app.fonts.wrap(text, 16, width)
        assert "".join(lines) == text
        assert not any(line.endswith(("（", "「")) for line in lines), (width, lines)
        assert not any(line.startswith(("）", "，", "。", "：")) for line in lines), (width, lines)
