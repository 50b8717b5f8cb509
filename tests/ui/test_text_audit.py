"""Every text of every scene, whole and apart (issue 39): each game's table at several moments (the opening, play
under way, a bot's move on the stage, a confirmation, a prompt, a round's end, the round's and the final summary,
the rules beside the table), its setup and hand-over, and the screens around the games (menu, load, statistics,
settings, play with friends, the rules, About), at 1280x720, 1600x900 and 1024x640, in every language, drawn at
the app's default settings with a recorder of every text drawn (:mod:`text_record`). A text shortened with an
ellipsis, a wrapped text with lines left out, two texts over each other in one layer, or a widget holding words that
shows none of them fails the test.

Cost: one test per game and window size (and one per size for the screens around the games), the languages
inside; the moments are found by bots of the random level and each is drawn for a few frames."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import cache, partial

import pygame
import pytest

from game import catalog
from game.i18n import LANGUAGES, set_language, tr
from game.match import Match, ends_round
from game.session import Session
from scenes.core.clock import WORKER_WAIT_S
from scenes.table import gestures
from scenes.tools.common import bot_session, scratch_app

from . import text_record

SIZES = ((1280, 720), (1600, 900), (1024, 640))
FRAME_MS = 16.0
SEEDS = range(1, 5)
"""The deals looked through for a moment (a confirmation, a prompt) that one deal may not bring."""
MOVES = 300
"""At most this many moves of a deal are played looking for a moment."""
GAME_MOVES = 3000
"""The first deal is played to its end (a round's end, the final) within this many moves."""
SHOTS = os.environ.get("TEXT_AUDIT_SHOTS", "")
"""A folder to write each moment's picture to (for a person to look at), none by default."""


def players_for(game_id: str, size: tuple[int, int]) -> int:
    """The most players at the smaller windows (the most text in the least room), the fewest at 1600x900."""
    game = catalog.get_game(game_id)
    return game.min_players if size == (1600, 900) else game.max_players


def close_all(app) -> None:
    while app.stack:
        scene = app.stack[-1]
        app.stack.pop()
        close = getattr(scene, "close", None)
        if close is not None:
            close()
        table = getattr(scene, "table", None)
        if table is not None and table not in app.stack:
            table.close()


def frames(app, n: int = 3, until: Callable[[], bool] | None = None, most: int = 400) -> None:
    for _ in range(most if until is not None else n):
        app.step(FRAME_MS)
        if until is not None and until():
            return
        top = app.top
        if top is not None and until is not None:
            top.wait_for_worker(WORKER_WAIT_S)


def settled(app) -> None:
    """Frames until the top scene has what it reads off the frame thread and nothing moves."""
    frames(app, until=lambda: not getattr(app.top, "loading", False) and not getattr(app.top, "art_pending", False))
    frames(app, 2)


def a_person_to_move(session: Session) -> bool:
    return not session.is_over() and session.current_seat() == 0


@dataclass
class Moments:
    """Where in a game the moments to draw come (each as a deal, the bots' level and the moves played on it),
    found once for all languages; seat 0 a person (its moves made by a bot here)."""

    found: dict[str, tuple[int, str, list]] = field(default_factory=dict)

    def session(self, game_id: str, players: int, name: str) -> Session | None:
        if name not in self.found:
            return None
        seed, level, moves = self.found[name]
        session = bot_session(game_id, players, seed, level, humans=1)
        for action in moves:
            session.apply(action)
        return session


def find_moments(game_id: str, players: int) -> Moments:
    """:func:`moments_found` for this test (its own lists of moves)."""
    return Moments({name: (seed, level, list(moves))
                    for name, (seed, level, moves) in moments_found(game_id, players).found.items()})


@cache
def moments_found(game_id: str, players: int) -> Moments:
    """The deals and moves of: play under way at seat 0's turn ("play"), a bot to move ("stage"), a move of seat 0
    that asks first ("confirm"), a gesture of seat 0 that several moves share ("prompt"), found by bots of the
    random level; the first round's end ("round-end") and the game's ("final"), played by easy bots (random ones
    may go round a pile for ever). Found once a test worker: the smaller windows both seat the most players."""
    wanted: dict[str, Callable[[Session], bool]] = {
        "play": lambda s: len(s.history) >= 2 * players and a_person_to_move(s),
        "stage": lambda s: len(s.history) >= players and not s.is_over() and s.current_seat() != 0,
        "confirm": lambda s: confirm_choice(s) is not None,
        "prompt": lambda s: prompt_group(s) is not None,
    }
    moments = Moments()
    for seed in SEEDS:
        session = bot_session(game_id, players, seed, "random", humans=1)
        moves: list = []
        while not session.is_over() and len(moves) < MOVES and len(moments.found) < len(wanted):
            for name, holds in wanted.items():
                if name not in moments.found and holds(session):
                    moments.found[name] = (seed, "random", list(moves))
            moves.append(session.bot_action())
            session.apply(moves[-1])
    session, moves = bot_session(game_id, players, SEEDS[0], "easy", humans=1), []
    while not session.is_over() and len(moves) < GAME_MOVES:
        moves.append(session.bot_action())
        if ends_round(session.apply(moves[-1])) and "round-end" not in moments.found:
            moments.found["round-end"] = (SEEDS[0], "easy", list(moves))
    if session.is_over():
        moments.found["final"] = (SEEDS[0], "easy", moves)
    return moments


PRESENTERS: dict[str, object] = {}


def viewer_choices(session: Session):
    """The moves seat 0 may propose, as its table shows them (none when it is not to move)."""
    if not a_person_to_move(session):
        return []
    gid = session.game.id
    presenter = PRESENTERS.get(gid) or PRESENTERS.setdefault(gid, catalog.get_entry(gid).presenter())
    return presenter.table(session.view(0), session.legal_actions(), session.names).choices


def confirm_choice(session: Session):
    return next((c for c in viewer_choices(session) if c.confirm), None)


def prompt_group(session: Session):
    """Choices that one gesture shares and steps tell apart (the prompt asks which), if seat 0 has any."""
    groups: dict[tuple, list] = {}
    for choice in viewer_choices(session):
        if choice.steps:
            key = (choice.drag_from, choice.drag_to, choice.button)
            groups.setdefault(key, []).append(choice)
    return next((group for group in groups.values() if len(group) > 1), None)


def part(table, name: str):
    """The table's ``name`` (a method or state), from the part of the table that holds it where the table is
    composed of parts by job (its moves, its round's end, its bots' pace, its rules)."""
    for holder in (table, *(getattr(table, p, None) for p in ("moves", "round_hold", "pacer", "rules"))):
        if holder is not None and hasattr(holder, name):
            return getattr(holder, name)
    raise AttributeError(name)


class Audit:
    """One app at one window size; :meth:`check` draws the scene shown and notes what is wrong with its texts."""

    def __init__(self, monkeypatch, size: tuple[int, int], tmp_path) -> None:
        self.recorder = text_record.install(monkeypatch)
        self.app = scratch_app(size, tmp_path)
        self.recorder.fonts = self.app.fonts
        self.findings: list[str] = []
        self.size = size

    def check(self, where: str, scrolls: bool = False, at_rest: bool = True) -> None:
        app = self.app
        for i, scene in enumerate(app.stack):  # each scene's drawing one layer
            scene.draw = partial(self.draw_layer, scene, i)
        app.draw()
        for _ in range(5):  # what a frame leaves for the next (faces turned a few at a time)
            if not app.dirty:
                break
            app.draw()
        label = f"{where} {self.size[0]}x{self.size[1]}"
        self.findings += self.recorder.findings(app.screen, label, scrolls, at_rest)
        self.findings += [f"{label}: {found}" for scene in app.stack if (found := status_over_plate(scene))]
        top = app.stack[-1]  # (a scene under another is drawn only where it shows)
        self.findings += self.recorder.silent(app.screen, [(words, w.screen_rect(app)) for w in top.widgets
                                                           if (words := widget_words(w))], label)
        if SHOTS:
            pygame.image.save(app.screen, os.path.join(SHOTS, label.replace(" ", "_").replace("/", "-") + ".png"))

    def draw_layer(self, scene, layer: int, surface: pygame.Surface) -> None:
        self.recorder.layer = 2 * layer
        coach = getattr(scene, "coach", None)
        if coach is not None and "draw" not in vars(coach):  # the coach's bubble: a layer over its table
            coach.draw = partial(self.draw_over, coach, 2 * layer + 1)
        type(scene).draw(scene, surface)

    def draw_over(self, part, layer: int, *args, **kwargs) -> None:
        below, self.recorder.layer = self.recorder.layer, layer
        type(part).draw(part, *args, **kwargs)
        self.recorder.layer = below

    @contextmanager
    def scene(self) -> Iterator[None]:
        self.recorder.forget()
        try:
            yield
        finally:
            close_all(self.app)

    def table(self, session: Session):
        from scenes.table.table import TableScene

        self.recorder.names.update(session.names)  # (a name over 40 characters may be shortened)
        table = TableScene(self.app, Match(session, self.app.store))
        self.app.push(table)
        settled(self.app)
        return table


def status_over_plate(scene) -> str:
    """The status line over the hand standing on the viewer's own plate ("" when it does not, or the scene is no
    table): the pill is drawn over the plate's layer, so the texts' check of one layer does not see it hide the name."""
    from scenes.table.seat_plates import compact_rect, plate_rect, plate_zones

    if not all(hasattr(scene, part) for part in ("hints", "board", "shown", "match")):
        return ""  # (no table: a screen over it)
    hints, board = scene.hints, scene.board
    area = hints.status_area()
    viewer = scene.match.viewer if area is not None else None
    zone = plate_zones(scene.shown, board.layout.zones).get(viewer) if viewer is not None else None
    seat = next((s for s in scene.shown.seats if s.seat == viewer), None)
    if zone is None or seat is None:
        return ""
    plate = compact_rect(scene.ui, plate_rect(board, zone), seat, viewer)
    status = scene.ui.viewport.rect(area)
    return f"the status line {hints.status!r} covers the plate at {tuple(plate)}" if status.colliderect(plate) else ""


def widget_words(widget) -> str:
    """The words a widget holds to show (its text or label; "" for none, a field left empty)."""
    words = getattr(widget, "text", None) or getattr(widget, "label", None)
    return words.strip() if isinstance(words, str) else ""


def table_moments(audit: Audit, game_id: str, players: int, lang: str, moments: Moments) -> None:
    """Each moment of a game's table, drawn and checked."""
    from game.tutorial import has_tutorial
    from scenes.core import flow
    from scenes.screens.handover import HandoverScene
    from scenes.screens.setup import SetupScene
    from scenes.table import openers
    from scenes.table.table import TableScene
    from scenes.tools.shot import show_rules

    app, where = audit.app, f"{game_id} {players}p {lang}"
    with audit.scene():
        audit.table(bot_session(game_id, players, 1, "random", humans=1))
        audit.check(f"{where} opening")
    if (mid := moments.session(game_id, players, "play")) is not None:
        with audit.scene():
            table = audit.table(mid)
            audit.check(f"{where} play")
            table.focus.by_keys = True  # (as a key leaves it: the status line in the keys' words)
            frames(app, 2)
            audit.check(f"{where} play by keys")
            table.focus.by_keys = False
            show_rules(table, at_card=False)
            frames(app, 2)
            audit.check(f"{where} rules-panel", scrolls=True)
            (getattr(table, "open_rules", None) or part(table, "toggle"))()  # the rules put away
            show_rules(table, at_card=True)
            frames(app, 2)
            audit.check(f"{where} card-reference", scrolls=True)
    if (staged := moments.session(game_id, players, "stage")) is not None:
        with audit.scene():
            table = audit.table(staged)
            frames(app, until=lambda: bool(table.board.staging() and part(table, "narration")))
            frames(app, 20)  # the caption in full view
            if table.board.staging():
                audit.check(f"{where} stage", at_rest=False)
    if (confirm := moments.session(game_id, players, "confirm")) is not None:
        with audit.scene():
            table = audit.table(confirm)
            part(table, "play")(confirm_choice(confirm).action)
            settled(app)
            audit.check(f"{where} confirm")
    if (prompt := moments.session(game_id, players, "prompt")) is not None:
        with audit.scene():
            table = audit.table(prompt)
            group = prompt_group(prompt)
            dragged = group[0].drag_from or frozenset()
            titles = [table.spec(table.sprites[u].card.face) for u in table.order if u in dragged]
            title = ", ".join(tr(spec.title) for spec in titles if spec is not None) or tr("Choose")
            part(table, "choose")(title, gestures.drag_options(group))  # as a drop of the cards on their place asks
            settled(app)
            audit.check(f"{where} prompt")
    for name in ("round-end", "final"):
        if (ended := moments.session(game_id, players, name)) is None:
            continue
        with audit.scene():
            audit.recorder.names.update(ended.names)
            table = TableScene(app, Match(ended, app.store))
            app.push(table)
            part(table, "hold_round_end")()
            settled(app)
            if name == "round-end":
                audit.check(f"{where} round-end")
            openers.open_scoring(app, table)
            settled(app)
            audit.check(f"{where} {'summary' if name == 'round-end' else 'final'}")
    with audit.scene():
        setup = SetupScene(app)
        setup.set_game(game_id)
        app.push(setup)
        settled(app)
        audit.check(f"{where} setup")
    with audit.scene():
        table = audit.table(bot_session(game_id, players, 1, "random", humans=2))
        app.push(HandoverScene(app, table, 1))
        settled(app)
        audit.check(f"{where} handover")
    if has_tutorial(game_id):
        with audit.scene():
            from scenes.screens.menu import MenuScene

            app.push(MenuScene(app))
            flow.start_tutorial(app, game_id)  # the coach's first words, over the table
            settled(app)
            audit.check(f"{game_id} {lang} tutorial")


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", catalog.SHIPPED)
def test_every_text_of_a_game_whole_and_apart(game_id, size, monkeypatch, tmp_path):
    players = players_for(game_id, size)
    moments = find_moments(game_id, players)
    audit = Audit(monkeypatch, size, tmp_path)
    try:
        for lang in LANGUAGES:
            set_language(lang)
            table_moments(audit, game_id, players, lang, moments)
    finally:
        close_all(audit.app)
        set_language("en")
    if os.environ.get("TEXT_AUDIT_REPORT"):
        with open(os.environ["TEXT_AUDIT_REPORT"], "a", encoding="utf-8") as report:
            report.writelines(line + "\n" for line in audit.findings)
    assert not audit.findings, "\n".join(audit.findings)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_text_of_the_screens_whole_and_apart(size, monkeypatch, tmp_path):
    from game.stats import StatsStore
    from scenes.screens.about import AboutScene
    from scenes.screens.friends import FriendsScene
    from scenes.screens.learn import LearnScene
    from scenes.screens.load import LoadScene
    from scenes.screens.menu import MenuScene
    from scenes.screens.rules import RulesScene
    from scenes.screens.settings_menu import SettingsScene
    from scenes.screens.statistics import StatisticsScene

    audit = Audit(monkeypatch, size, tmp_path)
    app = audit.app
    for game_id in catalog.SHIPPED:  # a finished game of each in the statistics, a game under way to load
        finished = bot_session(game_id, catalog.get_game(game_id).min_players, 1, "random", humans=1)
        while not finished.is_over():
            finished.apply(finished.bot_action())
        StatsStore(app.data_dir).record(finished)
        app.store.autosave(bot_session(game_id, catalog.get_game(game_id).min_players, 2, "random", humans=1))
    try:
        for lang in LANGUAGES:
            set_language(lang)
            for name, make in (("menu", MenuScene), ("load", LoadScene), ("statistics", StatisticsScene),
                               ("settings", SettingsScene), ("friends", FriendsScene), ("learn", LearnScene),
                               ("about", AboutScene), ("rules", RulesScene)):
                with audit.scene():
                    app.push(make(app))
                    settled(app)
                    audit.check(f"{name} {lang}", scrolls=name == "rules")  # (its text goes on below)
    finally:
        close_all(app)
        set_language("en")
    if os.environ.get("TEXT_AUDIT_REPORT"):
        with open(os.environ["TEXT_AUDIT_REPORT"], "a", encoding="utf-8") as report:
            report.writelines(line + "\n" for line in audit.findings)
    assert not audit.findings, "\n".join(audit.findings)


def test_the_recorder_finds_cut_dropped_overlapping_and_hidden_text(monkeypatch, tmp_path):
    """The recorder behind the audit: a text fitted with an ellipsis, a wrapped text drawn without its last lines,
    two texts drawn over each other, a box over part of a text and a text past the window's edge are each found; the same texts drawn whole,
    apart, or one on a box of its own over the other are not (drawn on a surface of their own and then on the
    window, as the table draws its background); a widget with words that draws none is found too."""
    from scenes.core.scene import Scene
    from scenes.ui.widgets import ScrollText

    long = "A text much too long for the narrow place it is asked to stand in, cut short"

    class Page(Scene):
        def __init__(self, app, faulty: bool) -> None:
            super().__init__(app)
            self.faulty = faulty
            self.widgets = [ScrollText((600, 300, 300, 200), "Words in a box of their own, to be read.")]

        def draw(self, surface: pygame.Surface) -> None:
            fonts, white = self.app.fonts, (255, 255, 255)
            surface.fill((0, 0, 0))
            if not self.faulty:  # (faulty: the box's drawing never reached, as when a class's draw went dead)
                self.draw_widgets(surface)
            width = 120 if self.faulty else 2000
            surface.blit(fonts.text(fonts.fit(long, 16, width), 16, white), (10, 10))
            lines = fonts.wrap(long, 16, 300)
            for i, line in enumerate(lines[:1] if self.faulty else lines):
                surface.blit(fonts.text(line, 16, white), (10, 40 + 20 * i))
            page = pygame.Surface(surface.get_size(), pygame.SRCALPHA)  # a layer of its own, drawn on the window
            page.blit(fonts.text("Round 1", 16, white), (10, 200))
            if not self.faulty:  # a box of its own under the second text
                pygame.draw.rect(page, (40, 40, 40), (5, 195, 200, 30))
            page.blit(fonts.text("Deck", 16, white), (20, 202))
            surface.blit(page, (0, 0))
            surface.blit(fonts.text("Stapel", 16, white), (10, 300))
            pygame.draw.rect(surface, (90, 90, 90), (30 if self.faulty else 200, 295, 20, 20), border_radius=8)
            surface.blit(fonts.text("Edge", 16, white), (surface.get_width() - 15 if self.faulty else 500, 400))

    found = {}
    for faulty in (True, False):
        audit = Audit(monkeypatch, (1024, 640), tmp_path)
        audit.app.push(Page(audit.app, faulty))
        audit.check("page")
        found[faulty] = audit.findings
        close_all(audit.app)
    kinds = [f.split(": ")[1] for f in found[True]]
    assert sorted(kinds) == ["cut at an edge", "ellipsis", "hidden in part", "lines dropped", "overlap",
                             "shows none of its words"], found[True]
    assert found[False] == []
