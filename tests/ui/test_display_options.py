"""The display options of Settings: Reduce motion (the setting, and the desktop's wish read off the frame thread),
the four-colour deck, the Okabe-Ito palette's discs and cards, the seats' shapes in the log, the text size."""

from __future__ import annotations

import subprocess
import time

import pygame
import pytest

from game import catalog
from game.engine import CardSpec, SeatView, TableModel
from game.settings import Settings
from scenes.art.theme import COLOUR_BLIND, FOUR_COLOUR, OKABE_ITO, okabe_ito, palette
from scenes.core import reduced_motion
from scenes.core.app import App
from scenes.table.effects import Effects
from scenes.table.log_view import marked, marked_colours, name_colours, name_marks


def test_settings_keep_the_new_options_and_refuse_bad_values(tmp_path):
    path = tmp_path / "settings.json"
    Settings(four_colour_deck=True, text_size=150, reduce_motion="on").save(path)
    assert Settings.load(path) == Settings(four_colour_deck=True, text_size=150, reduce_motion="on")
    path.write_text('{"text_size": 300, "reduce_motion": "sometimes", "four_colour_deck": "yes"}')
    settings, warnings = Settings.load_with_warnings(path)
    assert settings == Settings() and len(warnings) == 3


@pytest.mark.parametrize(("answer", "returncode", "reduced"), [("false\n", 0, True), ("true\n", 0, False),
                                                               ("", 1, None), ("garbage", 0, None)])
def test_gnome_enable_animations_is_read_with_a_short_timeout(monkeypatch, answer, returncode, reduced):
    calls = []

    def run(argv, **kwargs):
        calls.append((argv, kwargs))
        return subprocess.CompletedProcess(argv, returncode, stdout=answer, stderr="")

    monkeypatch.setattr(reduced_motion.shutil, "which", lambda name: "/usr/bin/gsettings")
    assert reduced_motion.gnome_reduces_motion(run) is reduced
    argv, kwargs = calls[0]
    assert argv[1:] == ["get", "org.gnome.desktop.interface", "enable-animations"]
    assert kwargs["timeout"] <= 2


def test_a_gsettings_that_hangs_or_is_missing_means_no_wish(monkeypatch):
    def hangs(argv, **kwargs):
        raise subprocess.TimeoutExpired(argv, kwargs["timeout"])

    monkeypatch.setattr(reduced_motion.shutil, "which", lambda name: "/usr/bin/gsettings")
    assert reduced_motion.gnome_reduces_motion(hangs) is None
    monkeypatch.setattr(reduced_motion.shutil, "which", lambda name: None)
    assert reduced_motion.gnome_reduces_motion() is None


def test_the_desktops_wish_is_read_once_on_a_worker_thread():
    calls = []

    def slow_probe() -> bool:
        calls.append(1)
        time.sleep(0.05)
        return True

    motion = reduced_motion.SystemMotion(slow_probe)
    started = time.perf_counter()
    motion.start()
    motion.start()
    assert time.perf_counter() - started < 0.04 and not motion.reduced  # the caller never waits
    motion.wait(2)
    assert motion.reduced and calls == [1]


@pytest.mark.parametrize(("setting", "system", "reduced"), [("system", True, True), ("system", False, False),
                                                            ("on", False, True), ("off", True, False)])
def test_reduce_motion_follows_the_setting_or_the_system(setting, system, reduced):
    assert reduced_motion.motion_reduced(setting, system) is reduced


def test_reduced_motion_throws_no_flourish_burst_or_flight_at_normal_speed():
    calm, lively = Effects(reduced=lambda: True), Effects()
    for effects in (calm, lively):
        effects.fly_token((0, 0), (300, 300), 1.0)
        effects.flourish((100, 100), 1.0)
        effects.mark_when_landed((0, 0), 50.0, frozenset({"a"}), 1.0)
    assert not calm.active()
    assert lively.flights and lively.bursts and lively.watches


def test_the_app_reduces_motion_by_its_setting(tmp_path):
    app = App(size=(1280, 720), data_dir=tmp_path / "data", settings=Settings(reduce_motion="on"))
    try:
        assert app.reduce_motion
        app.settings.reduce_motion = "off"
        assert not app.reduce_motion
    finally:
        pygame.quit()


def test_the_four_colour_deck_inks_each_suit_and_changes_nothing_else(tmp_path):
    app = App(size=(1280, 720), data_dir=tmp_path / "data", settings=Settings(four_colour_deck=True))
    try:
        assert app.palette.four_colour
        assert {s: app.palette.suit_ink(s, (0, 0, 0)) for s in "SHDC"} == FOUR_COLOUR
        assert len(set(FOUR_COLOUR.values())) == 4
        assert palette(False).suit_ink("D", (200, 30, 40)) == (200, 30, 40)  # the two-colour deck as before
        spec = CardSpec(face="5D", title="5 of Diamonds", value="5", colour=(200, 30, 40), symbol="♦")
        french = next(gid for gid in catalog.SHIPPED if spec.face in catalog.get_game(gid).cards())  # a 52-card deck
        img, _ = app.cards.face(spec, 100, 140, french)
        blue = FOUR_COLOUR["D"]
        assert any(img.get_at((x, y))[:3] == blue for x in range(100) for y in range(140)), \
            "a diamond is drawn in the four-colour deck's blue"
    finally:
        pygame.quit()


def test_okabe_ito_maps_the_games_colours_to_distinct_safe_hues():
    discs = {"yellow": (226, 188, 52), "red": (196, 58, 52), "blue": (58, 110, 196), "purple": (128, 70, 168)}
    palast = {"red": (205, 62, 58), "blue": (58, 112, 212), "green": (56, 158, 84), "yellow": (226, 188, 40),
              "purple": (148, 82, 192)}
    for colours in (discs, palast):
        mapped = [okabe_ito(c) for c in colours.values()]
        assert len(set(mapped)) == len(mapped) and set(mapped) <= set(OKABE_ITO.values())
    assert okabe_ito((150, 150, 150)) == (150, 150, 150)  # grey stays grey
    assert COLOUR_BLIND.hue((205, 62, 58)) == OKABE_ITO["vermillion"]
    assert len(set(COLOUR_BLIND.seat_colours)) == len(COLOUR_BLIND.seat_colours) == 8


def test_every_name_in_the_log_follows_its_seats_shape():
    model = TableModel([], [], [SeatView(0, "Ana"), SeatView(1, "Ben"), SeatView(2, "Benjamin", symbol="★")])
    marks = name_marks(model, viewer=0)
    line = marked("Ben played the Guard on you; Benjamin watched.", marks)
    assert line == "▲Ben played the Guard on ●you; ★Benjamin watched."
    colours = marked_colours(name_colours(model, 0), marks)
    assert set(colours) >= {"●Ana", "▲Ben", "★Benjamin", "●you", "●You"}


def test_the_text_size_scales_every_font_and_forgets_what_it_measured():
    pygame.font.init()
    from scenes.art.fonts import Fonts

    fonts = Fonts(convert=False)
    small = fonts.text("Palace", 20, (255, 255, 255)).get_height()
    fitted = fonts.fit("A long line of the log", 20, 120)
    fonts.scale = 2.0
    assert fonts.text("Palace", 20, (255, 255, 255)).get_height() >= small * 1.8
    assert len(fonts.fit("A long line of the log", 20, 120)) < len(fitted)
