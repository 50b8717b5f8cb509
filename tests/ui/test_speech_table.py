"""Speak the game at the table: every move announced in a by-hand game of each game (the tool's
``--speech-log``), the table at its default settings announcing a bot's move and the viewer's turn, the read-out
keys, a refused card's reason, the focus, and the setting on the Settings screen."""

from __future__ import annotations

import json

import pygame
import pytest

from game.settings import Settings
from scenes.core.app import App
from scenes.core.speech import Speech
from scenes.screens.settings_menu import SettingsScene
from scenes.table.table_voice import HAND_KEY, MOVES_KEY, REPEAT_KEY, TABLE_KEY
from scenes.tools.byhand import run
from tests.each_game import game_ids
from tests.ui.helpers import COUNTESS_SEED, card_centre, click, love_letter_table, post, pump

MOVES = 16
"""Moves made by hand in each game's spoken run: its deal, turns of every seat, a Love Letter round's end."""


class Recorder:
    """A voice that writes down what it is told to say."""

    name = "recorder"

    def __init__(self) -> None:
        self.spoken: list[str] = []

    def speak(self, text: str) -> None:
        self.spoken.append(text)

    def stop(self) -> None:
        pass

    def close(self) -> None:
        pass


def speaking(app: App) -> Recorder:
    voice = Recorder()
    app.speech = Speech(True, voice, threaded=False)
    return voice


def press(app: App, k: int, mod: int = 0) -> None:
    post(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)
    pump(app, frames=2)


@pytest.mark.parametrize("game_id", game_ids())
def test_no_move_passes_unannounced_in_a_game_played_by_hand(game_id, tmp_path):
    """The first moves of a hot-seat game, each made with posted events, all spoken into the speech log."""
    log = tmp_path / "speech.txt"
    report = run(game_id, 2 if game_id != "palastgefluester" else 3, 1, (1280, 720), speech_log=log,
                 enough=lambda player: player.moves_by_hand >= MOVES)
    assert not report["failures"]
    lines = log.read_text(encoding="utf-8").splitlines()
    assert report["moves_by_hand"] >= MOVES and report["silent_moves"] == 0
    assert report["announcements"] == len(lines) > report["moves_by_hand"]
    assert all(line.strip() for line in lines)


def test_the_tool_writes_the_speech_log_and_its_counts(tmp_path):
    """``autoplay --by-hand --speech-log``: a whole Love Letter game for two, spoken (German): the JSON counts."""
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    log = tmp_path / "speech.txt"
    done = subprocess.run([sys.executable, "-m", "game", "autoplay", "--game", "love-letter", "--players", "2",
                           "--seed", "4", "--by-hand", "--speech-log", str(log), "--language", "de"],
                          cwd=root, capture_output=True, text=True, timeout=120,
                          env={**__import__("os").environ, "PYTHONPATH": str(root)})
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["finished"] and report["silent_moves"] == 0
    lines = log.read_text(encoding="utf-8").splitlines()
    assert report["announcements"] == len(lines)
    assert any(line.startswith("Runde 1 beginnt") for line in lines)
    assert any(line.startswith("Neu auf deiner Hand: ") for line in lines)
    assert lines[-1].startswith("Spiel vorbei")  # the game's result, last


def test_at_the_default_settings_a_bots_move_and_the_viewers_turn_are_announced(tmp_path):
    app = App(size=(1280, 720), data_dir=tmp_path / "data", settings=Settings(speech=True))
    assert app.settings.animation_speed > 0 and app.settings.bot_pace_ms > 0  # the player's defaults
    voice = speaking(app)
    from game import catalog
    from game.match import Match
    from game.session import SeatConfig, Session
    from scenes.table.table import TableScene

    seats = [SeatConfig("Ana", "human", "normal"), SeatConfig("Ben", "bot", "random")]
    table = TableScene(app, Match(Session(catalog.get_game("love-letter"), seats, 2, {"starter": 1}), app.store))
    app.push(table)
    pump(app, until=lambda: table.match.viewer_acts() and not table.stale, timeout=30)
    said = " | ".join(voice.spoken)
    assert voice.spoken[0].startswith("Round 1 begins; Ben starts.")
    assert "Ben played the" in said and "New in your hand: " in said
    assert voice.spoken[-1] == "Round 1: Your turn."
    pygame.quit()


def test_the_read_out_keys_say_the_hand_the_table_the_last_moves_and_repeat(app):
    voice = speaking(app)
    table = love_letter_table(app, COUNTESS_SEED, kinds=("human", "bot"))
    pump(app, until=lambda: table.match.viewer_acts() and not table.stale)
    press(app, HAND_KEY)
    assert voice.spoken[-1] == "Your hand: Countess (7), King (6)."
    press(app, TABLE_KEY)
    assert voice.spoken[-1].startswith("Ana, to move: 0 tokens of") and "Ben: 0 tokens of" in voice.spoken[-1]
    assert "Countess" not in voice.spoken[-1].split("Ben:")[1]  # Ben's card is hidden: never said
    press(app, MOVES_KEY)
    assert voice.spoken[-1] == " ".join(table.model.log[-5:])
    press(app, REPEAT_KEY)
    assert voice.spoken[-1] == voice.spoken[-2]
    app.speech.set_enabled(False)
    count = len(voice.spoken)
    press(app, HAND_KEY)
    press(app, REPEAT_KEY)
    assert len(voice.spoken) == count  # off: the keys say nothing (and are free for the table)


def test_a_card_that_cannot_be_played_says_why_and_the_focus_is_said(app):
    voice = speaking(app)
    table = love_letter_table(app, COUNTESS_SEED, kinds=("human", "bot"))
    pump(app, until=lambda: table.match.viewer_acts() and not table.stale)
    king = next(uid for uid, s in table.sprites.items() if s.card.face == "king")
    click(app, card_centre(app, table, king))
    assert voice.spoken[-1] == table.match.why_not(frozenset({king}), None)
    assert "Countess" in voice.spoken[-1]
    app.announce_focus("Countess (7)")
    assert voice.spoken[-1] == "Countess (7)"
    assert app.speech.history[-1] == "Countess (7)"


def test_speak_the_game_is_turned_on_in_settings_and_kept(app, tmp_path):
    app.settings_path = tmp_path / "settings.json"
    app.speech = Speech(False, finder=lambda: None)  # no voice on this machine
    app.push(SettingsScene(app))
    row = next(w for w in app.top.widgets if getattr(w, "caption", "") == "Speak the game")
    assert app.settings.speech is False and not app.speech.enabled
    click(app, row.screen_rect(app).center)
    assert app.settings.speech is True and app.speech.enabled and app.speech.missing
    assert json.loads(app.settings_path.read_text())["speech"] is True
