"""The front-of-house screens with design (issue 39, section 2, item 7): the statistics' results over time drawn
from the recorded results, the settings in headed sections, the hand-over's seat disc, the saves as cards with
their game's picture and players, the friends' lobby with a disc per seat and its state; each screen's every
control reached by the keyboard and none over another."""

from __future__ import annotations

import json
import random

import pygame
from each_game import a_game

from game import catalog
from game.session import SeatConfig, Session
from game.stats import HISTORY_KEPT, STATS_FILE, StatsStore
from scenes.screens.settings_menu import SettingsScene
from scenes.screens.statistics import StatisticsScene
from scenes.ui.focus import describe, focusable
from scenes.ui.seat_disc import seat_colour_of
from scenes.ui.widgets import Cycler
from ui.helpers import pump

GAME = a_game(players=2)


def finished(seats: list[SeatConfig], seed: int) -> Session:
    session = Session(catalog.get_game(GAME), seats, seed)
    rng = random.Random(seed)
    while not session.is_over():
        legal = session.legal_actions()
        session.apply(legal[rng.randrange(len(legal))])
    return session


def write_stats(app, history: list[dict] | None) -> None:
    """Ann's totals, and ``history`` (None: a file written before the history was kept)."""
    players = {"Ann": {GAME: {"hard": {"games": 5, "wins": 2.0}}}}
    data = {"format": "palace-table-stats", "version": 1, "players": players}
    (app.data_dir / STATS_FILE).parent.mkdir(parents=True, exist_ok=True)
    (app.data_dir / STATS_FILE).write_text(json.dumps(data if history is None else {**data, "history": history}),
                                           encoding="utf-8")


def keyboard_reaches(app, scene) -> list:
    """Every widget the Tab key stops at, in order, once round the ring."""
    reached = []
    for _ in range(len(scene.focus.items())):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t"))
        pump(app, frames=1)
        reached.append(scene.focus.current())
    return reached


def test_each_finished_game_is_recorded_one_by_one_with_its_place(tmp_path):
    store = StatsStore(tmp_path)
    session = finished([SeatConfig("Zoe", "human"), SeatConfig("Bot", "bot", "hard")], 1)
    store.record(session)
    store.record(session)
    again = StatsStore(tmp_path)
    again.load()
    returns = session.state.returns()
    place = 1 + sum(other > returns[0] for other in returns)
    assert [(r.player, r.game, r.place, r.of, r.win) for r in again.history] == [("Zoe", GAME, place, 2, returns[0])] * 2
    assert again.history[0].at > 1_600_000_000


def test_a_damaged_history_is_dropped_with_a_warning_and_the_totals_stay(tmp_path):
    good = {"player": "Ann", "game": GAME, "at": 1_700_000_000, "place": 1, "of": 2, "win": 1.0}
    hostile = [good, {**good, "place": 3}, {**good, "win": True}, "x", {**good, "at": -1}, {**good, "player": 5}]
    (tmp_path / STATS_FILE).write_text(json.dumps({"format": "palace-table-stats", "version": 1, "players": {
        "Ann": {GAME: {"hard": {"games": 1, "wins": 1}}}}, "history": hostile}), encoding="utf-8")
    store = StatsStore(tmp_path)
    assert store.load()["Ann"][GAME]["hard"]["games"] == 1
    assert len(store.history) == 1 and store.warnings
    (tmp_path / STATS_FILE).write_text(json.dumps({"format": "palace-table-stats", "version": 1, "players": {},
                                                   "history": [good] * (HISTORY_KEPT + 5)}), encoding="utf-8")
    store.load()
    assert len(store.history) == HISTORY_KEPT and not store.warnings


def test_the_statistics_draw_each_games_results_over_time(app):
    places = [(1, 2), (2, 2), (3, 4), (1, 3), (2, 3)]
    write_stats(app, [{"player": "Ann", "game": GAME, "at": 1_700_000_000 + 86400 * i, "place": p, "of": n,
                       "win": 1.0 if p == 1 else 0.0} for i, (p, n) in enumerate(places)])
    scene = StatisticsScene(app)
    app.push(scene)
    pump(app)
    bars = scene.bars[GAME]
    assert [(b.place, b.of, b.won) for b in bars] == [(p, n, p == 1) for p, n in places]
    assert [b.rect.x for b in bars] == sorted(b.rect.x for b in bars)  # the oldest on the left
    wins = [b.rect.h for b in bars if b.won]
    assert min(wins) > max(b.rect.h for b in bars if not b.won)  # a win stands tallest
    assert bars[2].rect.h < bars[4].rect.h < bars[0].rect.h  # last of 4 below second of 3 below a win
    colour = app.screen.get_at((bars[1].rect.centerx, bars[1].rect.bottom - 4))[:3]
    assert colour == scene.colours["Ann"]


def test_the_statistics_of_an_older_file_show_the_totals_without_a_chart(app):
    write_stats(app, None)
    scene = StatisticsScene(app)
    app.push(scene)
    pump(app)
    assert scene.games() == [GAME] and scene.bars == {} and scene.rows and not scene.warnings


def test_the_settings_stand_in_headed_sections_and_the_keyboard_reaches_each(app):
    scene = SettingsScene(app)
    app.push(scene)
    pump(app)
    cyclers = [w for w in scene.widgets if isinstance(w, Cycler)]
    assert len(cyclers) == 10 and len(scene.sections) == 4
    boxes = [pygame.Rect(app.viewport.rect(rect)) for rect, _, _ in scene.sections]
    for cycler in cyclers:  # each setting inside exactly one section
        assert sum(box.contains(cycler.screen_rect(app)) for box in boxes) == 1, cycler.caption
    rects = [w.screen_rect(app) for w in scene.widgets]
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    assert not any(a.colliderect(b) for i, a in enumerate(boxes) for b in boxes[i + 1:])
    reached = keyboard_reaches(app, scene)
    assert {id(w) for w in reached} == {id(w) for w in scene.widgets if focusable(w)} and len(reached) == 11


def test_the_hand_over_shows_the_next_players_seat_disc(app):
    from game.match import Match
    from scenes.screens.handover import DISC_CENTRE, DISC_R, HandoverScene
    from scenes.table.table import TableScene

    session = Session(catalog.get_game(GAME), [SeatConfig("Ann", "human"), SeatConfig("Ben", "human")], 3)
    table = TableScene(app, Match(session, app.store))
    app.push(table)
    scene = HandoverScene(app, table, 1)
    app.push(scene)
    pump(app)
    x, y = app.viewport.point(DISC_CENTRE[0], DISC_CENTRE[1] + 20 - DISC_R * 0.6)
    assert app.screen.get_at((x, y))[:3] == seat_colour_of(app, 1, scene.colour)
    assert scene.name == "Ben"


def no_overlaps(app, widgets) -> None:
    rects = [(w, w.screen_rect(app)) for w in widgets]
    for i, (a, ra) in enumerate(rects):
        for b, rb in rects[i + 1:]:
            assert not ra.colliderect(rb), (describe(a), ra, describe(b), rb)


def test_the_saves_stand_as_cards_in_two_groups_and_the_keyboard_reaches_every_one(app):
    from scenes.screens.load import FINISHED, RUNNING, LoadScene, SaveRow
    from scenes.ui.save_card import GroupHeading
    from ui.helpers import settle

    running = Session(catalog.get_game(GAME), [SeatConfig("Ann", "human"), SeatConfig("Bot", "bot", "easy")], 4)
    running.apply(running.bot_action())
    app.store.save(running, "Evening")
    app.store.keep_finished(finished([SeatConfig("Ann", "human"), SeatConfig("Ben", "human")], 5))
    scene = LoadScene(app)
    app.push(scene)
    settle(app)
    pump(app)
    entries = scene.entries()
    assert entries[0] == RUNNING and FINISHED in entries and entries.index(FINISHED) == 2
    assert [w.text for w in scene.widgets if isinstance(w, GroupHeading)] == ["Games in progress", "Finished"]
    rows = [w for w in scene.widgets if isinstance(w, SaveRow)]
    assert [r.info.name for r in rows][0] == "Evening" and len(rows) == 2
    for row in rows:  # each save's buttons stand on its card, beside the part that opens it
        mine = [w for w in scene.widgets if getattr(w, "label", "") in ("Watch", "Keep", "Delete")
                and row.rect[1] < w.rect[1] + w.rect[3] / 2 < row.rect[1] + row.rect[3]]
        assert len(mine) == (2 if row.info.kept_copy is None else 3)
        assert all(w.rect[0] >= row.rect[0] + row.rect[2] for w in mine)
    no_overlaps(app, scene.widgets)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=rows[0].screen_rect(app).center, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pump(app, frames=1)
    assert rows[0].hover and not rows[1].hover  # the card under the pointer lights up
    reached = keyboard_reaches(app, scene)
    assert {id(w) for w in reached} == {id(w) for w in scene.widgets if focusable(w)}
    assert all(any(w is row for w in reached) for row in rows)


def test_the_lobby_shows_each_seat_with_its_state_and_a_remote_seats_code(app):
    from game.net.hosted import open_table
    from scenes.screens.friends import HostWaitScene
    from scenes.ui.lobby_seat import CodeText, SeatCard

    app.net_lan = False
    seats = [SeatConfig("Ann", "human"), SeatConfig("Cleo", "human"), SeatConfig("Bot", "bot", "hard")]
    game = a_game(players=3)
    match = open_table(Session(catalog.get_game(game), seats, 2), ["local", "remote", "bot"], app.store)
    try:
        scene = HostWaitScene(app, match)
        app.push(scene)
        pump(app)

        def cards() -> list:
            return [w for w in scene.widgets if isinstance(w, SeatCard)]

        assert [(c.name, c.state, c.code) for c in cards()] == [("Ann", "here", False), ("Cleo", "away", True),
                                                                ("Bot", "bot", False)]
        texts = [getattr(w, "text", "") for w in scene.widgets]
        assert "At this screen" in texts and "Waiting…" in texts and "Bot" in texts
        (code,) = [w for w in scene.widgets if isinstance(w, CodeText)]
        assert code.text == match.shown_code(1)
        assert pygame.Rect(app.viewport.rect(cards()[1].rect)).contains(code.screen_rect(app))
        no_overlaps(app, [w for w in scene.widgets if not isinstance(w, SeatCard)])
        no_overlaps(app, cards())
        match.host.connected = lambda seat: True  # Cleo comes
        pump(app)
        assert cards()[1].state == "here" and "Connected" in [getattr(w, "text", "") for w in scene.widgets]
        reached = keyboard_reaches(app, scene)
        assert {id(w) for w in reached} == {id(w) for w in scene.widgets if focusable(w)} and len(reached) == 4
    finally:
        app.stack.clear()
        match.close()


def test_the_friends_screen_offers_hosting_and_joining_on_their_panels_by_keyboard(app):
    from scenes.screens.friends import HOST_PANEL, JOIN_PANEL, PANEL_H, FriendsScene

    scene = FriendsScene(app)
    app.push(scene)
    pump(app)
    for label, (x, y, w, _) in (("Host a game", HOST_PANEL), ("Join a game", JOIN_PANEL)):
        assert app.viewport.rect((x, y, w, PANEL_H)).contains(scene.button(label).screen_rect(app))
    reached = keyboard_reaches(app, scene)
    assert [w.label for w in reached] == ["Host a game", "Join a game", "Back"]


def test_no_text_of_these_screens_is_cut_in_german_or_chinese_at_the_smallest_and_a_large_window(app, monkeypatch):
    """Each screen drawn at 1024x640 and 1600x900 in de and zh-Hant: no text shortened with an ellipsis, and every
    control inside the window."""
    from game import i18n
    from game.match import Match
    from game.net.hosted import open_table
    from scenes.screens.friends import FriendsScene, HostWaitScene, JoinScene
    from scenes.screens.handover import HandoverScene
    from scenes.screens.load import LoadScene
    from scenes.table.table import TableScene
    from ui.helpers import settle

    write_stats(app, [{"player": "Ann", "game": GAME, "at": 1_700_000_000 + i, "place": 1 + i % 2, "of": 2,
                       "win": float(i % 2 == 0)} for i in range(5)])
    app.store.save(finished([SeatConfig("Ann", "human"), SeatConfig("Ben", "human")], 6), "Evening")
    seats = [SeatConfig("Ann", "human"), SeatConfig("Cleo", "human"), SeatConfig("Bot", "bot", "hard")]
    app.net_lan = False
    match = open_table(Session(catalog.get_game(a_game(players=3)), seats, 2), ["local", "remote", "bot"], app.store)
    cut: list[str] = []
    fit = app.fonts.fit
    monkeypatch.setattr(app.fonts, "fit", lambda text, *a, **k: (out := fit(text, *a, **k)) != text
                        and cut.append(text) or out)
    screens = {"statistics": StatisticsScene, "settings": SettingsScene, "load": LoadScene, "friends": FriendsScene,
               "join": lambda a: JoinScene(a, "192.168.1.20:45678", "abcde-fghij", "Ann"),
               "lobby": lambda a: HostWaitScene(a, match)}
    hot_seat = Session(catalog.get_game(GAME), [SeatConfig("Ann", "human"), SeatConfig("Ben", "human")], 3)
    try:
        for language in ("de", "zh-Hant"):
            i18n.set_language(language)
            for size in ((1024, 640), (1600, 900)):
                app.resize(size)
                for name, make in screens.items():
                    app.stack.clear()
                    scene = make(app)
                    app.push(scene)
                    settle(app)
                    pump(app, frames=2)
                    window = app.screen.get_rect()
                    assert all(window.contains(w.screen_rect(app)) for w in scene.widgets), (name, size, language)
                    assert not cut, (name, size, language, cut)
                app.stack.clear()
                table = TableScene(app, Match(hot_seat, app.store))
                app.push(table)
                app.push(HandoverScene(app, table, 1))
                pump(app, frames=2)
                assert not cut, ("handover", size, language, cut)
    finally:
        i18n.set_language("en")
        app.stack.clear()
        match.close()


def test_a_long_list_of_saves_says_which_it_shows_and_scrolls_by_keys(app):
    from scenes.screens.load import LoadScene, SaveRow
    from ui.helpers import settle

    session = Session(catalog.get_game(GAME), [SeatConfig("Ann", "human"), SeatConfig("Bot", "bot", "easy")], 4)
    for i in range(9):
        app.store.save(session, f"Save {i}")
    scene = LoadScene(app)
    app.push(scene)
    settle(app)
    pump(app)
    shown = len([w for w in scene.widgets if isinstance(w, SaveRow)])
    assert 0 < shown < 9 and scene.range == (1, shown)
    for _ in range(20):  # ↓ to the end: the last save shows, the list moves no further
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode=""))
    pump(app, frames=2)
    assert scene.range[1] == 9 and scene.first == len(scene.entries()) - 6
