"""Speak the game at the table: every move announced in a by-hand game of each game (the tool's
``--speech-log``), the table at its default settings announcing a bot's move and the viewer's turn, the read-out
keys, a refused card's reason, the focus, and the setting on the Settings screen."""

from __future__ import annotations

import json
import threading
import unicodedata

import pygame
import pytest

from game import catalog
from scenes.core.app import App
from scenes.core.speech import Speech
from scenes.screens.settings_menu import SettingsScene
from scenes.tools import speech_log
from scenes.tools.byhand import run
from tests.each_game import a_game, game_ids
from tests.ui.helpers import click, post, pump

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
    report = run(game_id, max(2, catalog.get_game(game_id).min_players), 1, (1280, 720), speech_log=log,
                 enough=lambda player: player.moves_by_hand >= MOVES)
    assert not report["failures"]
    lines = log.read_text(encoding="utf-8").splitlines()
    assert report["moves_by_hand"] >= MOVES and report["silent_moves"] == 0
    assert report["announcements"] == len(lines) > report["moves_by_hand"]
    assert all(line.strip() for line in lines)
    signs = [line for line in lines if any(unicodedata.category(ch) == "So" for ch in line)]
    assert signs == [], "a voice reads a sign by its name (Q♥: 'Q black heart suit'): say it in words"


class LaggingVoice:
    """A voice slower than the players: each line takes 50 ms of real time unless cut, while the game is played by
    hand on the virtual clock (as a real voice, two seconds a line, lags behind people who play quickly)."""

    name = "lagging"

    def __init__(self) -> None:
        self.cut = threading.Event()

    def speak(self, text: str) -> None:
        self.cut.clear()
        self.cut.wait(0.05)

    def stop(self) -> None:
        self.cut.set()

    def close(self) -> None:
        self.stop()


class ScreenReader:
    """A screen reader (Prism's): it takes each line at once and says it when it can; a stop drops all it holds."""

    name = "screen reader"

    def __init__(self) -> None:
        self.holds: list[str] = []
        self.left_over: list[str] = []  # the last person's lines it still held when the next took the screen

    def speak(self, text: str) -> None:
        if text.endswith(" takes the screen."):
            self.left_over += self.holds
            self.holds = []
        self.holds.append(text)

    def stop(self) -> None:
        self.holds = []

    def close(self) -> None:
        pass


class WatchedSpeech(Speech):
    """The app's voice (threaded, its queue's rules), noting at each hot-seat switch what of the last person's words
    was still being said or waiting."""

    def __init__(self, voice: LaggingVoice | ScreenReader) -> None:
        super().__init__(True, voice)
        self.switches = 0
        self.most_waiting = 0  # lines waiting at once (the voice lagged: the test saw the case it is about)
        self.left_over: list[str] = []  # the last person's lines still to be said once the next took the screen

    def say(self, text: str, *args, **kwargs) -> None:
        with self.wake:
            self.most_waiting = max(self.most_waiting, len(self.queue.waiting))
        super().say(text, *args, **kwargs)
        if text.endswith(" takes the screen."):
            self.switches += 1
            with self.wake:
                items = [*self.queue.waiting, *([self.queue.current] if self.queue.current else [])]
                self.left_over += [item.text for item in items if item.text != text]


@pytest.mark.parametrize("voice", [LaggingVoice, ScreenReader])
def test_a_hot_seat_hand_over_cuts_what_the_last_person_was_still_being_told(monkeypatch, tmp_path, voice):
    """A voice that lags behind the players, or a screen reader that holds what it was handed: when the next person
    takes the shared screen, nothing meant for the last one (their hand, what their own move showed them) is said
    to them any more."""
    speeches: list[WatchedSpeech] = []

    def attach(app: App, path) -> speech_log.SpeechCount:
        app.speech.close()
        app.speech = WatchedSpeech(voice())
        speeches.append(app.speech)
        return speech_log.SpeechCount(app.speech)

    monkeypatch.setattr(speech_log, "attach", attach)
    game_id = a_game(lambda caps: caps.private_hand)
    report = run(game_id, max(2, catalog.get_game(game_id).min_players), 1, (1280, 720),
                 speech_log=tmp_path / "speech.txt", enough=lambda player: player.moves_by_hand >= MOVES)
    assert not report["failures"] and report["handovers"] > 0
    speech = speeches[0]
    assert speech.switches > 0
    if isinstance(speech.backend, ScreenReader):
        assert speech.backend.left_over == []
    else:
        assert speech.most_waiting > 2  # the voice lagged behind the hand-overs
    assert speech.left_over == []


def test_speak_the_game_is_turned_on_in_settings_and_kept(app, tmp_path):
    app.settings_path = tmp_path / "settings.json"
    app.speech = Speech(False, finder=lambda: None)  # no voice on this machine
    app.push(SettingsScene(app))
    row = next(w for w in app.top.widgets if getattr(w, "caption", "") == "Speak the game")
    assert app.settings.speech is False and not app.speech.enabled
    click(app, row.screen_rect(app).center)
    assert app.settings.speech is True and app.speech.enabled and app.speech.missing
    assert json.loads(app.settings_path.read_text())["speech"] is True


class HeldVoice:
    """A speech engine that says each line until the test lets it go (its ``speak`` returns once the line was said,
    as espeak-ng's does)."""

    name = "held"

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.free = threading.Event()

    def speak(self, text: str) -> None:
        self.lines.append(text)
        self.free.wait(30)

    def stop(self) -> None:
        pass

    def close(self) -> None:
        self.free.set()


def test_the_bots_wait_for_a_voice_still_saying_the_last_move_but_not_for_ever(tmp_path):
    """A speech engine says a move in a few seconds, the bots move every second: the voice fell further behind the
    table with every move. At the app's default pace the next bot move now waits for the voice to finish; a voice
    that never finishes holds the table at most :data:`VOICE_CATCH_UP_MS` beyond the pace."""
    from game.match import Match
    from game.session import SeatConfig, Session
    from game.settings import Settings
    from scenes.table.bot_pacer import VOICE_CATCH_UP_MS
    from scenes.table.table import TableScene
    from tests.ui.helpers import FRAME_MS

    voice = HeldVoice()
    app = App(size=(1280, 720), data_dir=tmp_path / "data", settings=Settings())  # every setting at its default
    app.speech.close()
    app.speech = Speech(True, voice)
    game = catalog.get_game(a_game(lambda caps: not caps.rounds))  # (no round end to hold)
    seats = [SeatConfig(f"Bot {i}", "bot", "random") for i in range(game.min_players)]
    table = TableScene(app, Match(Session(game, seats, 3), app.store))
    app.push(table)
    moves = lambda: len(table.match.session.history)  # noqa: E731
    voice.free.set()  # a voice as quick as the bots, for their first moves
    pump(app, until=lambda: moves() >= 2)
    pace_ms = app.settings.bot_pace_ms
    assert pace_ms > 0
    voice.free.clear()  # then one saying its next line until it is let go
    pump(app, until=lambda: app.speech.busy())
    held = moves()
    pump(app, frames=int((pace_ms + VOICE_CATCH_UP_MS / 2) / FRAME_MS))  # the pace and any stage long past
    assert moves() == held, "the next bot moved while the voice was still saying the last moves"
    voice.free.set()  # the voice says the rest
    pump(app, until=lambda: moves() > held)
    voice.free.clear()  # and now hangs on its next line
    pump(app, until=lambda: app.speech.busy())
    hung = moves()
    pump(app, frames=int((pace_ms + VOICE_CATCH_UP_MS) / FRAME_MS) + 200)
    assert moves() > hung, "a voice that hangs held the table for ever"
    voice.free.set()
    table.close()
    pygame.quit()
