"""Legible at the window people have: the table fills windows of every aspect (no bars), the own hand has the
largest cards, whose faces show the title and the whole effect text at 12 px or more in every language at the
default 1280x720 window, and no text the table draws around the cards is smaller than 12 px there."""

from __future__ import annotations

import os
import random
import sys
from dataclasses import replace
from functools import cache

import pygame
import pytest
from each_game import a_game, players_near

from game import catalog, i18n
from game.match import Match
from game.session import SeatConfig, Session
from scenes.art.character import short_titles
from scenes.art.design import PlayingCard, Token
from scenes.art.games import design_for
from scenes.core.app import App
from scenes.table.arrange import card_size
from scenes.table.board import LABEL_H
from scenes.table.layout import OWN_HAND, Layout, ZoneSpec, load_layout
from scenes.table.sidebar import frame
from scenes.table.table import TableScene
from scenes.ui.viewport import Viewport
from tests.ui.helpers import pump

DEFAULT = (1280, 720)
SIZES = [(1280, 720), (1600, 900), (1024, 640), (1920, 1080), (800, 1100), (2560, 1080)]
LANGUAGES = ("en", "de", "zh-Hant")
MIN_PX = 12


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.set_language("en")


def layouts(game_id: str) -> list[tuple[int, Layout]]:
    game = catalog.get_game(game_id)
    presenter = catalog.get_entry(game_id).presenter()
    return [(n, load_layout(presenter.layout_file(n))) for n in range(game.min_players, game.max_players + 1)]


def cards_px(zone: ZoneSpec, scale: float) -> tuple[int, int]:
    """The size in pixels of a card of ``zone`` (below its label strip, as the board places it)."""
    x, y, w, h = zone.rect
    cw, ch = card_size(replace(zone, rect=(x, y + LABEL_H, w, h - LABEL_H)))
    return round(cw * scale), round(ch * scale)


@cache
def own_hand_px(game_id: str) -> tuple[int, int]:
    """The smallest size the own hand's cards have in the game's layouts at the 1280x720 window."""
    scale = Viewport(DEFAULT).scale
    sizes = [cards_px(layout.own_hand, scale) for _, layout in layouts(game_id) if layout.own_hand is not None]
    return min(sizes)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game_id", catalog.game_ids())
def test_every_card_face_shows_its_title_and_whole_text_at_12_px_at_the_own_hand_size(app, game_id, language):
    """Premium Love Letter's, Palastgeflüster's King cards and Road's bribes and discs included: every card spec."""
    i18n.set_language(language)
    w, h = max(own_hand_px(gid) for gid in catalog.game_ids())  # the hand of a hand game at 1280x720
    problems = []
    for spec in catalog.get_game(game_id).cards().values():
        _, report = app.cards.face(spec, w, h, game_id)
        where = f"{spec.face} ({language}) at {w}x{h}"
        if isinstance(design_for(spec.face, game_id), Token):
            continue  # a mission disc: a round token with no text on it
        if not report.title_fits or report.title_px < MIN_PX:
            problems.append(f"{where}: title {report.title_wanted!r} drawn as {report.title_drawn!r} "
                            f"at {report.title_px} px")
        if spec.text and (not report.text_wanted or not report.text_fits or report.text_px < MIN_PX):
            problems.append(f"{where}: text {report.text_wanted!r} drawn as {report.text_drawn!r} "
                            f"at {report.text_px} px")
    assert not problems, "\n".join(problems)


def hand_games() -> list[str]:
    """The games whose own cards are a hand (the layouts' own zone ``hand.0``; Road's is its column of discs)."""
    return [gid for gid in catalog.game_ids() if all(layout.own_zone == OWN_HAND for _, layout in layouts(gid))]


@pytest.mark.parametrize("game_id", hand_games())
def test_a_hand_games_own_hand_is_large_enough_for_every_face_at_1280x720(game_id):
    assert own_hand_px(game_id) == max(own_hand_px(gid) for gid in catalog.game_ids())
    assert own_hand_px(game_id)[1] >= 180  # from this height a face shows its effect text


@pytest.mark.parametrize("game_id", catalog.game_ids())
def test_the_own_hands_cards_are_larger_than_any_other_zones(game_id):
    scale = Viewport(DEFAULT).scale
    for n, layout in layouts(game_id):
        own = layout.own_hand
        assert own is not None, f"{game_id} {n}p: no own hand"
        ow, oh = cards_px(own, scale)
        for zone in layout.zones.values():
            if zone.name != own.name:
                w, h = cards_px(zone, scale)
                assert (w, h) < (ow, oh) and w < ow, f"{game_id} {n}p: {zone.name} {w}x{h} >= own {ow}x{oh}"


@pytest.mark.parametrize("game_id", catalog.game_ids())
def test_every_layout_has_a_stage_in_the_play_area(game_id):
    for n, layout in layouts(game_id):
        assert layout.stage is not None, f"{game_id} {n}p"
        x, y = layout.stage_centre
        assert 0 < x < 1240 and 40 < y < 900


def table_at(size: tuple[int, int], game_id: str, players: int, tmp_path, language: str = "en") -> tuple[App, TableScene]:
    from game.settings import Settings

    app = App(size=size, data_dir=tmp_path / "data", settings=Settings(animation_speed=0.0, bot_pace_ms=0,
                                                                        language=language))
    seats = [SeatConfig(f"P{i}", "human" if i == 0 else "bot", "random") for i in range(players)]
    table = TableScene(app, Match(Session(catalog.get_game(game_id), seats, 5), app.store))
    app.push(table)
    pump(app, frames=2)
    return app, table


def close(app: App) -> None:
    for scene in app.stack:
        scene.close()
    pygame.quit()


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("game_id", catalog.game_ids())
def test_the_table_fills_the_window_with_no_bars(tmp_path, game_id, size):
    players = catalog.get_game(game_id).max_players
    app, table = table_at(size, game_id, players, tmp_path)
    try:
        app.draw()
        screen = app.screen
        w, h = screen.get_size()
        assert (w, h) == size
        edges = [(x, y) for x in range(0, w, 7) for y in (0, h - 1)] + [(x, y) for y in range(0, h, 7)
                                                                         for x in (0, w - 1)]
        black = [p for p in edges if tuple(screen.get_at(p))[:3] == (0, 0, 0)]
        assert not black, f"bars at {black[:5]}"
        window = screen.get_rect()
        zones = {z: app.viewport.rect(spec.rect) for z, spec in table.layout.zones.items()}
        assert all(window.contains(r) for r in zones.values())
        sidebar = app.viewport.rect((table.sidebar.left, table.sidebar.top, 342, 10))
        assert window.right - sidebar.right < 0.02 * w  # the sidebar keeps to the right edge
        assert all(not r.colliderect(sidebar.inflate(0, 4000)) for r in zones.values())
        hand = table.view.hand_rect()
        assert hand is not None and window.bottom - hand.bottom < 0.03 * h  # the own hand keeps to the bottom
        top = min(r.top for r in zones.values())
        assert top < 0.1 * h  # the opponents keep to the top
    finally:
        close(app)


def test_a_resized_window_moves_the_cards_with_their_zones(tmp_path):
    app, table = table_at((1280, 720), a_game(lambda c: c.private_hand, players=4), 4, tmp_path)
    try:
        post = pygame.event.Event(pygame.VIDEORESIZE, size=(1280, 1000), w=1280, h=1000)
        app.dispatch(post)
        pump(app, frames=2)
        hand = table.view.hand_rect()
        assert hand is not None and hand.bottom > 960
        for uid in table.order:
            sprite = table.sprites[uid]
            if sprite.zone == "hand.0":
                assert hand.contains(table.screen_rect(sprite))
    finally:
        close(app)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game_id", catalog.game_ids())
def test_no_text_around_the_cards_is_below_12_px_at_1280x720(tmp_path, game_id, language):
    """Labels, captions, badges, the headline, the sidebar and the log (card faces: the test above)."""
    players = catalog.get_game(game_id).max_players
    app, table = table_at(DEFAULT, game_id, players, tmp_path, language)
    try:
        session = table.match.session
        for _ in range(12):  # a position with discards, captions and a log
            if session.is_over() or session.current_seat() == 0:
                break
            table.moves.after_move(session.apply(session.bot_action()))
        table.refresh()
        sizes = drawn_text_sizes(app, table)
        assert sizes
        small = [(px, s) for px, s in sizes if px < MIN_PX]
        assert not small, small[:5]
    finally:
        close(app)


def drawn_text_sizes(app: App, table: TableScene) -> list[tuple[int, str]]:
    """The pixel size and text of every text a full redraw of the table draws, but on card faces."""
    sizes: list[tuple[int, str]] = []
    text = app.fonts.text

    def recording(string, px, colour, bold=False):
        caller = sys._getframe(1).f_code.co_filename  # (inspect.stack() reads every frame's source: seconds)
        if "/scenes/art/" not in caller.replace(os.sep, "/") and string.strip():
            sizes.append((px, string))
        return text(string, px, colour, bold)

    app.fonts.text = recording  # type: ignore[method-assign]
    try:
        table.painter.forget_background()
        app.draw()
    finally:
        app.fonts.text = text  # type: ignore[method-assign]
    return sizes


def test_a_bots_move_rests_on_the_layouts_stage(app):
    app.settings.animation_speed = 1.0
    seats = [SeatConfig("Ana", "human", "normal"), SeatConfig("Ben", "bot", "random"),
             SeatConfig("Cleo", "bot", "random")]
    game = a_game(lambda c: True, players=3)  # a bot starts
    table = TableScene(app, Match(Session(catalog.get_game(game), seats, 11, {"starter": 1}), app.store))
    app.push(table)
    pump(app, until=lambda: table.board.staging())
    staged = [s for s in table.sprites.values() if s.via is not None]
    left = min(s.via[0] for s in staged)
    right = max(s.via[0] + s.size()[0] for s in staged)
    middle = staged[0].via[1] + staged[0].size()[1] / 2
    x, y = table.layout.stage_centre
    assert (left + right) / 2 == pytest.approx(x)
    # at the stage's centre, raised straight up only as far as the narration under them needs (one stack down to
    # the status line over the own hand), still on the stage
    stage = table.layout.stage
    assert stage is not None and stage.rect[1] <= middle <= y
    if middle < y:
        app.draw()
        narration = table.painter.stage.narration_box
        assert narration is not None
        assert narration.top == table.board.screen_rect(staged[0]).bottom + app.viewport.px(12)
    assert table.layout.stage_centre != (625.0, 420.0)


@cache
def face_up_zones(game_id: str) -> frozenset[str]:
    """Zones (by name before the seat) where a face-up card (not a round token) lies at some point of a random game
    at each player count, as seat 0 sees it; the others (a deck, a face-down pile, Road's boards of discs) never
    draw a face."""
    game, presenter = catalog.get_game(game_id), catalog.get_entry(game_id).presenter()
    found: set[str] = set()
    for n in range(game.min_players, game.max_players + 1):
        state, rng, names = game.new_game(n, 1), random.Random(1), [f"P{i}" for i in range(n)]
        for _ in range(300):
            for zone in presenter.table(game.view(state, 0), [], names).zones:
                if any(c.face and not isinstance(design_for(c.face, game_id), Token) for c in zone.cards):
                    found.add(zone.id.split(".")[0])
            if state.is_terminal():
                break
            state.apply(rng.choice(state.legal_actions()))
    return frozenset(found)


@cache
def smallest_face_px(game_id: str) -> tuple[int, int]:
    """The smallest size a face-up card has in any of the game's layouts at the 1280x720 window."""
    scale = Viewport(DEFAULT).scale
    return min((cards_px(zone, scale) for _, layout in layouts(game_id) for zone in layout.zones.values()
                if zone.name.split(".")[0] in face_up_zones(game_id)), key=lambda wh: wh[0] * wh[1])


def playing_cards(game_id: str) -> bool:
    """The game's faces are playing cards (their index, rank and suit, is the title: 12 px at any width)."""
    return all(isinstance(design_for(face, game_id), PlayingCard) for face in catalog.get_game(game_id).cards()
               if face != "JK")


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game_id", catalog.game_ids())
def test_every_card_face_shows_its_title_at_12_px_at_the_smallest_size_at_1280x720(app, game_id, language):
    """Opponents' discards, displays, hands shown at a round's end, Road's grid and columns: the title (or its
    short form) is drawn whole, never dropped nor cut, at 12 px or more."""
    i18n.set_language(language)
    w, h = smallest_face_px(game_id)
    problems = []
    for spec in catalog.get_game(game_id).cards().values():
        if isinstance(design_for(spec.face, game_id), Token):
            continue
        _, report = app.cards.face(spec, w, h, game_id)
        if report.title_wanted not in {i18n.tr(spec.title), spec.value, *short_titles(spec)}:
            problems.append(f"{spec.face}: wanted {report.title_wanted!r}")
        if not report.title_fits or report.title_px < MIN_PX:
            problems.append(f"{spec.face} ({language}) at {w}x{h}: title {report.title_wanted!r} drawn as "
                            f"{report.title_drawn!r} at {report.title_px} px")
    assert not problems, "\n".join(problems)


def test_the_smallest_face_up_cards_are_at_least_as_wide_as_a_hand_card_of_an_opponent():
    """Love Letter's discards were 39 px wide (titles at 7 px), Road's bribes 32 px: now all 47 px or more."""
    assert all(smallest_face_px(g)[0] >= (32 if playing_cards(g) else 47) for g in catalog.game_ids())


# ------------------------------------------------------------------ nothing drawn around the cards overlaps
OVERLAP_SIZES = [(1280, 720), (1600, 900), (1024, 640)]


def drawn_around_the_cards(table: TableScene) -> tuple[dict[str, pygame.Rect], dict[str, pygame.Rect],
                                                        dict[str, pygame.Rect]]:
    """What the last frame drew, in window pixels: the cards at rest (a fan's turned cards by the box round them),
    their captions, the zones' labels and seat plates (by zone), the status line (by the name ``status``)."""
    painter, board = table.painter, table.board
    cards = {uid: drawn_rect(board, s) for uid, s in board.sprites.items()}
    captions = {uid: r for uid, s in board.sprites.items() if (r := painter.cards.captions.caption_rect(s)) is not None}
    labels = dict(painter.ground.label_rects)
    status = table.hints.status_area()
    if status is not None:
        labels["status"] = table.app.viewport.rect(status)
    return cards, captions, labels


def drawn_rect(board, s) -> pygame.Rect:
    """The box round a card as drawn: a fan's card is turned."""
    from scenes.table.fan import corners

    r = board.screen_rect(s)
    angle = board.angle(s)
    if not angle:
        return r
    points = corners(r, angle)
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return pygame.Rect(int(min(xs)), int(min(ys)), int(max(xs) - min(xs)) + 1, int(max(ys) - min(ys)) + 1)


def mat_overlaps(table: TableScene) -> list[str]:
    """The mats of the table's middle that run under a seat's plate or a seat's card."""
    board, painter = table.board, table.painter
    owned = {z.id for z in table.shown.zones if z.owner is not None}
    problems = []
    for mat in painter.ground.mat_rects:
        problems += [f"mat {mat} runs under the plate of {zone} {r}" for zone, r in painter.ground.label_rects.items()
                     if zone in painter.ground.plate_ends and mat.colliderect(r)]
        problems += [f"mat {mat} runs under card {uid} of {s.zone}" for uid, s in board.sprites.items()
                     if s.zone in owned and s.via is None and mat.colliderect(drawn_rect(board, s))]
    return problems


def overlaps(table: TableScene) -> list[str]:
    """Captions, labels, plates and the status line that overlap each other or a card (cards may lie on cards; a
    fan's turned cards by the box round them), or that the window's edge or the sidebar cut; the status line may
    lie on its seat's plate between what the plate wrote at its ends; a mat of the table's middle under a seat's
    plate or cards."""
    cards, captions, labels = drawn_around_the_cards(table)
    sprites = table.board.sprites
    texts = {f"caption {u}": r for u, r in captions.items()} | {f"label {z}": r for z, r in labels.items()}
    problems = []
    vp = table.app.viewport
    table_area = vp.rect(vp.bounds).clip(pygame.Rect(0, 0, vp.point(table.sidebar.left - 6, 0)[0], 100000))
    problems += [f"{a} {r} is cut by the window or the sidebar" for a, r in texts.items() if not table_area.contains(r)]
    names = sorted(texts)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            if not texts[a].colliderect(texts[b]):
                continue
            if "label status" in (a, b):
                other = b if a == "label status" else a
                zone = other.removeprefix("label ")
                ends = table.painter.ground.plate_ends.get(zone)
                if ends is not None and not texts["label status"].collidelistall(ends):
                    continue
            problems.append(f"{a} {texts[a]} overlaps {b} {texts[b]}")
        for uid, card in cards.items():
            if a == f"caption {uid}" or not texts[a].colliderect(card):
                continue
            problems.append(f"{a} {texts[a]} overlaps card {uid} ({sprites[uid].zone}) {card}")
    return problems + mat_overlaps(table) + toast_and_eye_overlaps(table)


def toast_and_eye_overlaps(table: TableScene) -> list[str]:
    """A toast showing that covers a card, a label, a plate or the status line (Palace's own face-up row lay under
    it); the eye of a known card that runs onto a seat's plate (Palace's opponents' held cards)."""
    from scenes.table.card_paint import KNOWN, known_badge_rect

    cards, _, labels = drawn_around_the_cards(table)
    board, app = table.board, table.app
    problems = []
    if app.toast_ms > 0:
        toast = app.toast_rect()
        problems += [f"the toast {toast} covers card {uid} ({board.sprites[uid].zone}) {r}"
                     for uid, r in cards.items() if board.sprites[uid].via is None and toast.colliderect(r)]
        problems += [f"the toast {toast} covers label {z} {r}" for z, r in labels.items() if toast.colliderect(r)]
    plates = {z: r for z, r in table.painter.ground.label_rects.items() if z in table.painter.ground.plate_ends}
    for uid, s in board.sprites.items():
        if s.card.highlight != KNOWN or s.card.face is None or s.via is not None:
            continue
        eye = known_badge_rect(board.screen_rect(s))
        problems += [f"the eye of {uid} ({s.zone}) {eye} runs onto the plate of {z} {r}"
                     for z, r in plates.items() if eye.colliderect(r)]
    return problems


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1024, 1000), (1920, 1080)])
@pytest.mark.parametrize("game_id", hand_games())
def test_the_own_hand_keeps_its_effect_text_at_every_window_size_the_app_allows(tmp_path, game_id, size):
    """At 1024x640 the own hand's cards were 157 px high, below the 180 px from which a face shows its effect
    text, in every game. The smallest window the app allows is 1024x640; at it and at larger ones every face
    drawn at the size of the own hand's cards shows its title and whole effect text at 12 px or more (English and
    German), and the grown hand overlaps no other zone nor the sidebar."""
    from scenes.core.app import MIN_SIZE

    assert MIN_SIZE[0] <= size[0] and MIN_SIZE[1] <= size[1]
    game = catalog.get_game(game_id)
    smallest: tuple[int, int] | None = None
    for players in range(game.min_players, game.max_players + 1):
        app, table = table_at(size, game_id, players, tmp_path)
        own = table.layout.own_hand
        assert own is not None
        cards = [table.screen_rect(table.sprites[c.uid]) for z in table.model.zones if z.id == own.name
                 for c in z.cards]
        assert cards, f"{game_id} {players}p: no card in the own hand"
        size_px = min((r.w, r.h) for r in cards)
        smallest = size_px if smallest is None else min(smallest, size_px)
        zone = app.viewport.rect(own.rect)
        for name, other in table.layout.zones.items():
            assert name == own.name or not zone.colliderect(app.viewport.rect(other.rect)), \
                f"{game_id} {players}p at {size}: the own hand overlaps {name}"
        sidebar_left = app.viewport.point(frame(app)[0], 0)[0]
        assert zone.right <= sidebar_left, f"{game_id} {players}p at {size}: the own hand reaches the sidebar"
        if players < game.max_players:
            pygame.quit()
    assert smallest is not None
    w, h = smallest
    problems = []
    for language in ("en", "de"):
        i18n.set_language(language)
        for spec in game.cards().values():
            _, report = app.cards.face(spec, w, h, game_id)
            if spec.text and (not report.text_fits or report.text_px < MIN_PX):
                problems.append(f"{spec.face} ({language}) at {w}x{h}: text drawn as {report.text_drawn!r}")
            if not report.title_fits or report.title_px < MIN_PX:
                problems.append(f"{spec.face} ({language}) at {w}x{h}: title drawn as {report.title_drawn!r}")
    pygame.quit()
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize(("game_id", "players"), players_near(4))
def test_a_rows_label_stands_over_its_cards(app, game_id, players):
    """A row's cards are laid out from its middle; its label was drawn from the zone's left, far from a display of
    one card ("Ana · 1 of 6 characters" beside, not over, the Magician)."""
    from scenes.tools.shot import shot_session
    from tests.ui.helpers import pump

    table = TableScene(app, Match(shot_session(game_id, players, 3, 14), app.store))
    app.push(table)
    pump(app, until=lambda: not table.animating(), timeout=30)
    app.draw()
    board, checked = table.board, 0
    for zone in table.shown.zones:
        spec = board.layout.zones.get(zone.id)
        label = table.painter.ground.label_rects.get(zone.id)
        if spec is None or spec.arrange != "row" or not zone.cards or label is None or zone.id in table.painter.ground.plates:
            continue
        rects = [board.screen_rect(board.sprites[c.uid]) for c in zone.cards if c.uid in board.sprites]
        cards = rects[0].unionall(rects[1:])
        assert abs(label.centerx - cards.centerx) <= 2, f"{zone.id}: label {label}, cards {cards}"
        checked += 1
    rows = [name for name, z in board.layout.zones.items() if z.arrange == "row" and z.label
            and z.label_when == "always"]  # (a row labelled only while empty shows no label over cards)
    assert checked or not rows, f"none of the labelled rows {rows} was checked"
