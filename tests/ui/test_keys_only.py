"""Every screen and every move by keyboard alone (issue 42, section 1): the focus ring over a screen's widgets
(:mod:`scenes.ui.focus`), the table's areas and moves by keys (:mod:`scenes.table.keyboard`), **?** listing the
keys, and whole games and tutorials played by posted key events only (``autoplay --by-hand --keys-only``)."""

from __future__ import annotations

import re
import unicodedata

import pygame
import pytest
from each_game import a_game, players_near

from game import catalog
from game.match import Match
from game.session import SeatConfig, Session
from game.tutorial import has_tutorial, load_script
from scenes.core import flow
from scenes.core.keys_help import KeysHelp
from scenes.table.table import TableScene
from scenes.tools.bykeys import run
from scenes.ui.widgets import Cycler, TextField

from .helpers import post, post_text, pump


def press(app, k: int, mod: int = 0, text: str = "") -> None:
    post(pygame.KEYDOWN, key=k, mod=mod, unicode=text, scancode=0)
    pump(app, frames=2)


def press_until(app, done, k: int, mod: int = 0, text: str = "", limit: int = 60) -> None:
    """Press ``k`` until ``done()`` holds (at most ``limit`` times: a test never loops for ever)."""
    for _ in range(limit):
        if done():
            return
        press(app, k, mod, text)
    assert done(), f"{limit} presses of key {k} did not get there"


@pytest.fixture
def said(app, monkeypatch) -> list[str]:
    """What the focus announced (the speech service's hook)."""
    out: list[str] = []
    monkeypatch.setattr(app, "announce_focus", out.append)
    return out


def test_the_menu_is_walked_with_tab_and_a_button_pressed_with_enter(app, said):
    menu = flow.open_menu(app)
    pump(app)
    assert menu.focus.current() is None  # no ring until the keyboard is used
    labels = [getattr(w, "label", "") for w in menu.focus.items()]
    target = labels.index("New game")
    for _ in range(target + 1):
        press(app, pygame.K_TAB)
    assert menu.focus.current() is menu.button("New game") and said[-1] == "New game"
    press(app, pygame.K_TAB, mod=pygame.KMOD_LSHIFT)
    press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN, text="\r")
    assert type(app.top).__name__ == "SetupScene"


def test_the_rules_are_read_aloud_a_paragraph_at_a_time_by_tab_and_enter(app, said, monkeypatch):
    """The rules from the menu were a text for the eyes only: the focus stops at it and says its first block (with
    the key that goes on); Enter says the next one and scrolls it into view; the table's rows are said cell by cell."""
    from scenes.ui.widgets import ReadAloudText

    menu = flow.open_menu(app)
    pump(app)
    press_until(app, lambda: menu.focus.current() is menu.button("Rules"), pygame.K_TAB)
    press(app, pygame.K_RETURN, text="\r")
    rules = app.top
    text = next(w for w in rules.widgets if isinstance(w, ReadAloudText))
    press_until(app, lambda: rules.focus.current() is text, pygame.K_TAB)
    assert said[-1] == f"{text.spoken[0]} Enter: Next." and text.spoken[0] and len(text.spoken) > 10
    heard = [said[-1]]
    for _ in range(len(text.spoken) - 1):
        press(app, pygame.K_RETURN, text="\r")
        heard.append(said[-1])
    assert heard[1:] == text.spoken[1:] and text.offset > 0  # every block said once, the last ones scrolled to
    assert not any("|" in words or words.startswith(("#", "- ", "•")) for words in heard)  # no markup read out
    press(app, pygame.K_RETURN, text="\r")
    assert said[-1] == heard[0]  # after the last, the first again
    drawn: list[str] = []  # and the text is drawn where it was scrolled to (its first line shown, at least)
    text_of = app.fonts.text
    monkeypatch.setattr(app.fonts, "text", lambda words, *a, **k: (drawn.append(words), text_of(words, *a, **k))[1])
    app.draw()
    assert text.lines(app)[text.offset].cells[0][1] in drawn


def test_a_button_in_focus_says_the_note_under_its_label(app, said):
    """The menu's Continue shows which game it resumes and whose under its label: the focus said "Continue". The
    choice in force (its outline: a preset, the rules panel's tab, the replay's speed) is said to be selected."""
    from scenes.ui.focus import describe
    from scenes.ui.widgets import Button

    assert describe(Button((0, 0, 10, 10), "Continue", lambda: None, note="Love Letter · Ana, Ben")) == \
        "Continue: Love Letter · Ana, Ben"
    assert describe(Button((0, 0, 10, 10), "Continue", lambda: None, enabled=False, note="Loading…")) == \
        "Continue: Loading… (not now)"
    chosen = Button((0, 0, 10, 10), "Classic", lambda: None)  # a preset in force, a tab open: its outline, in words
    chosen.selected = True
    assert describe(chosen) == "Classic, selected"
    assert describe(Button((0, 0, 10, 10), "Load", lambda: None)) == "Load"


def test_a_card_face_to_pick_says_its_note_in_the_languages_own_sentence(app):
    """A face of a guess is said with the note under it ("Guess: 4. 3 unseen"): the two were joined by an English
    ". " in every language ("猜測：4. 3張未見")."""
    from game.engine import Step
    from game.i18n import set_language
    from scenes.table.choice_widgets import FaceChoice
    from scenes.ui.focus import describe

    face = FaceChoice((0, 0, 10, 10), Step("guess:4", "Guess: 4", face="x", note="3 unseen"), lambda: None, None,
                      lambda note: None)
    assert describe(face) == "Guess: 4. 3 unseen"
    try:
        set_language("zh-Hant")
        assert describe(face) == "Guess: 4。3 unseen"
    finally:
        set_language("en")


def test_setup_steppers_and_cyclers_change_by_arrows(app, said):
    setup = flow.open_setup_screen(app)
    pump(app)
    players = setup.widgets[1]
    press_until(app, lambda: setup.focus.current() is players, pygame.K_TAB)
    before = setup.players
    press(app, pygame.K_RIGHT)
    assert setup.players == before + 1 and said[-1].endswith(str(before + 1))
    press(app, pygame.K_LEFT)
    assert setup.players == before
    game = setup.game_id
    press_until(app, lambda: setup.focus.current() is setup.widgets[0], pygame.K_TAB)
    press(app, pygame.K_RETURN, text="\r")
    assert setup.game_id != game
    assert said[-1] == f"Game: {catalog.get_game(setup.game_id).title}"  # Enter's change is said, as an arrow's
    option = next((w for w in setup.option_widgets.values() if isinstance(w, Cycler)), None)
    if option is not None:
        press_until(app, lambda: setup.focus.current() is option, pygame.K_TAB)
        shown = option.label
        press(app, pygame.K_RETURN, text="\r")
        assert said[-1] == option.label != shown


def test_an_address_and_a_code_are_typed_on_the_join_screen(app):
    join = flow.open_join(app)
    pump(app)
    fields = [w for w in join.focus.items() if isinstance(w, TextField)]
    press_until(app, lambda: join.focus.current() is fields[0], pygame.K_TAB)
    post_text(app, "ws://127.0.0.1:8765")
    press(app, pygame.K_TAB)
    post_text(app, "k7m3p-9qaxe")
    press(app, pygame.K_BACKSPACE)
    assert (join.address, join.code) == ("ws://127.0.0.1:8765", "k7m3p-9qax")
    press(app, pygame.K_TAB, text="?")  # (a ? typed in a field is text, not the keys' list)
    assert not isinstance(app.top, KeysHelp)


MOVES = 60
KEYS_RUNS = [(gid, n) for gid in catalog.game_ids()
             for n in (catalog.get_game(gid).min_players, catalog.get_game(gid).max_players)]


ZONE_ID = re.compile(r"\b[a-z]+\d?\.[a-z]?\d")
"""A zone's id ("hand.0", "grid.r0c0", "bribe1.2"): a voice once read "Put it here: grid.r0c0"."""


@pytest.mark.slow
@pytest.mark.parametrize(("gid", "players"), KEYS_RUNS, ids=[f"{g}-{n}p" for g, n in KEYS_RUNS])
def test_a_round_by_keys_alone_from_the_menu_to_its_scoring(gid, players, tmp_path):
    """Menu, setup, every move of the first round and its scoring screen by posted keys alone; a round longer than
    :data:`MOVES` (a Palace game is one round of 100-200 moves) is played that far, to keep the suite short
    (``autoplay --by-hand --keys-only`` plays every round of the game)."""
    said = tmp_path / "speech.txt"  # "Speak the game" on: what the focus says of every element it moves to
    report = run(gid, players, 1, (1280, 720), png_dir=tmp_path, max_seconds=300, speech_log=said,
                 enough=lambda player: player.rounds >= 1 or player.moves_by_hand >= MOVES)
    assert report["failures"] == []
    assert report["rounds"] == 1 or report["moves_by_keys"] >= MOVES
    assert report["mouse_events"] == 0
    lines = said.read_text(encoding="utf-8").splitlines()
    assert unsaid_signs(lines) == [], "a voice reads a sign by its name (●: 'black circle'): say it in words"
    assert [line for line in lines if ZONE_ID.search(line)] == [], "a place is said by its name, not its id"


@pytest.mark.slow
@pytest.mark.parametrize("gid", [gid for gid in catalog.game_ids() if has_tutorial(gid)])
def test_a_tutorial_by_keys_alone(gid, tmp_path):
    """Learn to play by keys alone, with "Speak the game" on: every lesson of the coach is said (its bubble was
    never read out: a player who listens heard the moves and not one lesson), those read with Next with the key
    that goes on; a lesson that asks for a move says how by keys (the lessons say "drag" and "click") and names the
    card the bubble's arrow points at (a lesson may say no more than "play what the arrow points at")."""
    said = tmp_path / "speech.txt"
    report = run(gid, 0, 1, (1280, 720), png_dir=tmp_path, max_seconds=120, tutorial=True, speech_log=said)
    assert report["failures"] == [] and report["finished"] and report["mouse_events"] == 0
    lessons = load_script(gid).lessons
    assert report["tutorial_steps"] == lessons
    heard = re.findall(r"^Learn to play · (\d+) of (\d+)\. (.+)$", said.read_text(encoding="utf-8"), re.MULTILINE)
    assert {int(n) for n, _, _ in heard} == set(range(1, lessons + 1)) and {int(t) for _, t, _ in heard} == {lessons}
    assert any(text.endswith("Enter: Next.") for _, _, text in heard)
    moves = [text for _, _, text in heard if not re.search(r"Enter: [^.]+\.$", text)]  # lessons that ask for a move
    assert moves and "With keys: " in moves[0], "the lessons say drag and click: how by keys is said too"
    pointed = any(step.kind == "do" and step.anchor.partition(":")[0] in ("face", "card", "move")
                  for step in load_script(gid).steps)
    assert not pointed or any("The arrow points at: " in text for text in moves), "which card the arrow shows"


WALKED_MOVES = 14  # moves into a game before its table is walked: cards with captions, marks, a display


@pytest.mark.parametrize(("gid", "players"), players_near(3))
def test_each_card_in_the_keys_ring_is_said_by_its_name_with_its_caption(app, said, gid, players):
    """Tab over every area of a table in play and the arrow keys over every card in it: a face-up card is said by
    the name the voice gives it (Palastgeflüster's "Guard (red)", "King: Fool": the ring said "Guard" for every
    Guard, and a King card by its character alone), with its caption in words (Road's discs left, the disc on a
    row's first card, Palace's stacks); nothing said names a zone by its id."""
    session = Session(catalog.get_game(gid), [SeatConfig("Ana", "human"),
                                             *(SeatConfig(f"B{i}", "bot", "random") for i in range(1, players))], 5)
    for _ in range(WALKED_MOVES):
        if session.is_over():
            break
        session.apply(session.bot_action())
    app.settings.bot_pace_ms = 10**9  # the bots wait: the table stands still while it is walked (a bot's move
    # between a card said and the card read changed its caption)
    table = TableScene(app, Match(session, app.store))
    app.push(table)
    pump(app, frames=10)  # (a bot's further decision of the same turn follows at once)
    keys = table.focus
    walked = 0
    for _ in keys.areas():
        press(app, pygame.K_TAB, text="\t")
        area = keys.focused_area()
        assert area is not None
        for _ in area[1]:
            item = keys.focused()
            if item is not None and item.kind == "card":
                card = table.sprites[str(item.ref)].card
                words = said[-1]
                if card.face is not None:
                    assert words.startswith(table.voice.card_name(card.face)), (card.face, words)
                if card.caption:
                    assert card.said_caption in words, (card.caption, words)
                walked += 1
            press(app, pygame.K_RIGHT)
    assert walked and said
    assert [text for text in said if ZONE_ID.search(text)] == []


SAID_SIGNS = "+-−=<>/"
"""Signs a voice reads as the word they stand for; any other (a "×", a "●") it reads by its name."""


def unsaid_signs(lines: list[str]) -> list[str]:
    """The lines that hold a sign a voice would read by its name ("×2": "multiplication sign 2")."""
    return [line for line in lines if any(unicodedata.category(ch) in ("So", "Sm") and ch not in SAID_SIGNS
                                          for ch in line)]


def test_the_rules_panels_close_and_the_replays_speeds_are_said_in_words(app, said):
    """The rules panel's close button ("×") and the replay's speeds ("×2") are signs on screen: the focus said
    "multiplication sign 2". Every control of both, reached by Tab, is said in words."""
    from scenes.screens.menu import MenuScene

    session = Session(catalog.get_game(a_game(players=3)), [SeatConfig("Ana", "human"),
                                                          *(SeatConfig(f"B{i}", "bot", "random") for i in (1, 2))], 5)
    app.settings.bot_pace_ms = 10**9
    table = TableScene(app, Match(session, app.store))
    app.push(table)
    pump(app, frames=3)
    press(app, pygame.K_F1)
    assert table.rules.panel is not None
    press_until(app, lambda: (table.focus.focused_area() or ("",))[0] == "rules", pygame.K_TAB, text="\t")
    for _ in table.focus.focused_area()[1]:
        press(app, pygame.K_RIGHT)
    assert "Close" in said
    table.close()
    app.stack.clear()
    app.push(MenuScene(app))
    while not session.is_over():
        session.apply(session.bot_action())
    flow.watch_session(app, session, at=0)
    pump(app)
    replay = app.top
    ring = [w for w in replay.focus.items()]
    for _ in ring:
        press(app, pygame.K_TAB, text="\t")
    assert {"1 move a second, selected", "2 moves a second", "4 moves a second", "Instant"} <= set(said)
    assert unsaid_signs(said) == []


def test_a_save_is_opened_from_the_load_screen_by_keys(app, fixture_game, said):
    from fixture_games import SEATS

    from game.session import Session
    from scenes.screens.load import SaveRow

    session = Session(fixture_game, SEATS, seed=21)
    session.apply(session.bot_action())
    app.store.save(session, "by keys")
    flow.open_menu(app)
    load = flow.open_load(app)
    pump(app, until=lambda: any(isinstance(w, SaveRow) for w in load.widgets))
    press_until(app, lambda: isinstance(load.focus.current(), SaveRow), pygame.K_TAB)
    assert said[-1].startswith("by keys")
    press(app, pygame.K_RETURN, text="\r")
    pump(app, until=lambda: type(app.top).__name__ in ("TableScene", "HandoverScene"))


def tab_to(app, scene, label: str) -> None:
    for _ in range(len(scene.focus.items()) + 1):
        if getattr(scene.focus.current(), "label", None) == label:
            return
        press(app, pygame.K_TAB)
    raise AssertionError(f"Tab does not reach {label!r} on {type(scene).__name__}")


@pytest.mark.parametrize("label", ["Learn to play", "Play with friends", "Load", "Rules", "Statistics", "Settings",
                                   "About"])
def test_each_screen_of_the_menu_is_opened_walked_and_left_by_keys(app, label):
    menu = flow.open_menu(app)
    pump(app)
    tab_to(app, menu, label)
    press(app, pygame.K_RETURN, text="\r")
    screen = app.top
    assert screen is not menu
    press(app, pygame.K_TAB)
    assert screen.focus.ring_rect() is not None  # a visible ring on something to press
    tab_to(app, screen, "Back")
    press(app, pygame.K_RETURN, text="\r")
    assert app.top is menu


def test_the_scoring_screen_and_the_review_by_keys(app):
    from scenes.screens.review import ReviewScene
    from scenes.screens.scoring import ScoringScene

    from .test_review import finished_table

    flow.open_menu(app)
    finished_table(app, 4)
    pump(app, until=lambda: isinstance(app.top, ScoringScene))
    scoring = app.top
    tab_to(app, scoring, "Review your moves")
    press(app, pygame.K_RETURN, text="\r")
    review = app.top
    assert isinstance(review, ReviewScene)
    tab_to(app, review, "Back")
    press(app, pygame.K_RETURN, text="\r")
    assert app.top is scoring
    tab_to(app, scoring, "Back to menu")
    press(app, pygame.K_RETURN, text="\r")
    assert type(app.top).__name__ == "MenuScene"


@pytest.mark.slow
@pytest.mark.parametrize("gid", catalog.game_ids())
def test_moves_by_keys_at_the_apps_default_settings(gid, tmp_path):
    """The twin of the runs above at the app's defaults (animations, the bots' moves staged, the pace) on the
    virtual clock: the keys wait for the table as a person would (the first 10 moves)."""
    from scenes.core.app import FPS
    from scenes.core.clock import VirtualClock
    from scenes.screens.menu import MenuScene
    from scenes.tools.bykeys import KeysPlayer
    from scenes.tools.common import scratch_app

    app = scratch_app((1280, 720), tmp_path)  # every setting at its default
    app.fixed_seed = 1
    player = KeysPlayer(gid, catalog.get_game(gid).min_players, 1, png_dir=tmp_path, max_seconds=120)

    def frame(app) -> None:
        player(app)
        if player.moves_by_hand >= 10 or player.failures:
            app.running = False

    app.on_frame = frame
    app.push(MenuScene(app))
    app.run(FPS, VirtualClock())
    report = player.report()
    assert report["failures"] == [] and report["moves_by_keys"] >= 10 and report["mouse_events"] == 0
    assert app.settings.animation_speed > 0 and app.settings.bot_pace_ms > 0


def test_undo_by_keys_alone_posts_no_mouse_event(tmp_path):
    """``autoplay --game palace --players 3 --keys-only --undo``: Undo is taken by its key (Ctrl+Z), never by clicking
    the Undo button (the report counted the click's mouse events); played until Undo was taken twice and refused
    once (seed 8: seed 1 only ever meets a refused Undo)."""
    from game.engine.capabilities import Undo

    gid = catalog.having(lambda c: c.undo is Undo.SOMETIMES)[0].rules.id  # (the first registered: Palace)
    report = run(gid, 3, 8, (1280, 720), png_dir=tmp_path, max_seconds=120, undo=True,
                 enough=lambda player: player.undos >= 2 and player.undo_refusals >= 1)
    assert report["failures"] == []
    assert report["undos"] >= 2 and report["undo_refusals"] >= 1
    assert report["mouse_events"] == 0
