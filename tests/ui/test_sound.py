"""Sound effects: they load and play under the dummy driver, obey the Sound setting, stay silent without a
mixer, play at most once per frame; buttons tick; the generator is deterministic and made the shipped files."""

from __future__ import annotations

import importlib.util
import logging
import wave
from array import array
from pathlib import Path

import pygame
import pytest

from scenes.core.sound import EFFECTS, SOUND_DIR, Sounds
from scenes.screens.menu import MenuScene
from scenes.ui.widgets import Cycler

from .helpers import click, click_button, pump

ROOT = Path(__file__).resolve().parent.parent.parent
DURATIONS_S = {"card": (0.08, 0.12), "deal": (0.03, 0.08), "snap": (0.1, 0.14), "round": (0.4, 0.6),
               "win": (0.8, 1.0), "click": (0.02, 0.04)}


@pytest.fixture
def played(monkeypatch) -> list[str]:
    """Names of the effects whose mixer ``Sound.play`` ran (the real play, under the dummy driver)."""
    calls: list[str] = []

    class SpySound(pygame.mixer.Sound):
        def __init__(self, file: str, *args, **kwargs) -> None:
            super().__init__(file, *args, **kwargs)
            self.name = Path(file).stem

        def play(self, *args, **kwargs):
            calls.append(self.name)
            return super().play(*args, **kwargs)

    monkeypatch.setattr(pygame.mixer, "Sound", SpySound)
    return calls


def load_generator():
    spec = importlib.util.spec_from_file_location("gen_sounds", ROOT / "tools" / "gen_sounds.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_effect_loads_and_plays_under_the_dummy_driver(app, played):
    assert app.sounds.available
    for name in EFFECTS:
        app.sounds.play(name)
        app.sounds.next_frame()
    assert played == list(EFFECTS)
    assert pygame.mixer.get_busy()


def test_an_unknown_effect_is_a_programming_error_even_with_sound_off(app):
    app.settings.sound = False
    with pytest.raises(ValueError, match="unknown sound effect"):
        app.sounds.play("cards")


def test_with_sound_off_nothing_plays_and_the_mixer_files_are_not_even_loaded(app, played):
    app.settings.sound = False
    for name in EFFECTS:
        app.sounds.play(name)
    app.push(MenuScene(app))
    pump(app)
    click_button(app, "Settings")
    assert played == [] and app.sounds._loaded is None


def test_the_settings_switch_takes_effect_at_once(app, played):
    app.push(MenuScene(app))
    pump(app)
    click_button(app, "Settings")
    assert played == ["click"]
    switch = next(w for w in app.top.widgets if isinstance(w, Cycler) and w.caption == "Sound")
    click(app, switch.screen_rect(app).center)  # off: this click is already silent
    assert app.settings.sound is False and played == ["click"]
    app.sounds.play("card")
    assert played == ["click"]
    click(app, switch.screen_rect(app).center)  # on again: this click ticks
    assert app.settings.sound is True and played == ["click", "click"]
    app.sounds.play("card")
    assert played == ["click", "click", "card"]


def test_an_effect_plays_at_most_once_per_frame_and_card_and_deal_count_as_one(app, played):
    for _ in range(10):
        app.sounds.play("card")
        app.sounds.play("deal")
    app.sounds.play("snap")
    app.sounds.play("snap")
    assert played == ["card", "snap"]
    pump(app, frames=1)  # a new frame
    app.sounds.play("deal")
    app.sounds.play("card")
    assert played == ["card", "snap", "deal"]


def test_a_button_click_plays_click(app, played):
    app.push(MenuScene(app))
    pump(app)
    click_button(app, "Rules")
    assert played == ["click"]


def test_a_mixer_that_cannot_start_leaves_the_app_working_and_silent(app, played, monkeypatch, caplog, capsys):
    pygame.mixer.quit()

    def broken(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "init", broken)
    app.push(MenuScene(app))
    pump(app)
    with caplog.at_level(logging.WARNING, logger="scenes.core.sound"):
        click_button(app, "Settings")
        for name in EFFECTS:
            app.sounds.play(name)
        key_back = app.top.button("Back")
        click(app, key_back.screen_rect(app).center)
    assert isinstance(app.top, MenuScene) and app.running
    assert played == [] and not app.sounds.available
    warnings = [r for r in caplog.records if r.name == "scenes.core.sound"]
    assert len(warnings) == 1 and "no audio device" in warnings[0].getMessage()
    assert "Traceback" not in capsys.readouterr().err


def test_a_missing_audio_driver_is_silent_too(monkeypatch, caplog):
    pygame.mixer.quit()
    monkeypatch.setenv("SDL_AUDIODRIVER", "no-such-driver")
    sounds = Sounds(lambda: True)
    with caplog.at_level(logging.WARNING, logger="scenes.core.sound"):
        sounds.play("card")
        sounds.next_frame()
        sounds.play("card")
    assert not sounds.available
    assert len([r for r in caplog.records if r.name == "scenes.core.sound"]) == 1


def test_missing_files_are_skipped_with_a_warning(tmp_path, caplog, played):
    pygame.mixer.init()
    sounds = Sounds(lambda: True, folder=tmp_path)
    with caplog.at_level(logging.WARNING, logger="scenes.core.sound"):
        sounds.play("win")
    assert played == [] and not sounds.available
    pygame.mixer.quit()


def test_the_generator_is_deterministic_and_made_the_shipped_files(tmp_path):
    gen = load_generator()
    assert gen.main(["--out", str(tmp_path / "a")]) == 0
    assert gen.main(["--out", str(tmp_path / "b")]) == 0
    names = {f"{name}.wav" for name in EFFECTS}
    assert {p.name for p in (tmp_path / "a").iterdir()} == names
    assert {p.name for p in SOUND_DIR.glob("*.wav")} == names
    for name in names:
        fresh = (tmp_path / "a" / name).read_bytes()
        assert fresh == (tmp_path / "b" / name).read_bytes(), name
        assert fresh == (SOUND_DIR / name).read_bytes(), f"{name}: run tools/gen_sounds.py again"


@pytest.mark.parametrize("name", list(EFFECTS))
def test_each_file_is_short_quiet_16_bit_mono_and_starts_and_ends_in_silence(name):
    with wave.open(str(SOUND_DIR / f"{name}.wav")) as wav:
        assert (wav.getnchannels(), wav.getsampwidth(), wav.getframerate()) == (1, 2, 44100)
        samples = array("h", wav.readframes(wav.getnframes()))
    low, high = DURATIONS_S[name]
    assert low <= len(samples) / 44100 <= high
    assert 0.45 <= max(abs(v) for v in samples) / 32768 <= 0.55  # about -6 dBFS
    assert samples[0] == 0 and samples[-1] == 0
    assert (SOUND_DIR / f"{name}.wav").stat().st_size < 100_000


def test_pygame_quits_with_the_effects_stopped_first(monkeypatch):
    """pygame's mixer, quitting while an effect ended, hung for ever (the audio thread, in the effect's end callback,
    waiting for the interpreter lock the quitting thread held): a whole test run never finished. The effects still
    playing are stopped, the interpreter lock let go, before pygame's mixer quits."""
    import threading

    pygame.init()
    effects = Sounds(lambda: True)
    effects.play("win")  # the longest effect (about a second)
    assert pygame.mixer.get_busy()
    stopped_while: list[bool] = []
    stop = pygame.mixer.stop
    monkeypatch.setattr(pygame.mixer, "stop", lambda: (stopped_while.append(bool(pygame.mixer.get_init())), stop()))
    ended = threading.Event()
    threading.Thread(target=lambda: (pygame.quit(), ended.set()), daemon=True).start()
    assert ended.wait(10), "pygame did not quit"
    assert stopped_while == [True]  # stopped once, while the mixer still ran
    assert not pygame.mixer.get_init()
