"""Speaking the game at Love Letter's table: the tool's speech log, the announcements at the default settings, the
read-out keys (moved here from the generic tests/ui/test_speech_table.py)."""

from __future__ import annotations

import json

import pygame

from game.settings import Settings
from scenes.core.app import App
from scenes.table.table_voice import HAND_KEY, MOVES_KEY, REPEAT_KEY, TABLE_KEY
from tests.love_letter.tables import COUNTESS_SEED, love_letter_table
from tests.ui.helpers import card_centre, click, pump
from tests.ui.test_speech_table import press, speaking

"""Moves made by hand in each game's spoken run: its deal, turns of every seat, a Love Letter round's end."""


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
