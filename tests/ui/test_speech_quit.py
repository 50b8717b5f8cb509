"""Quitting the app silences its voice: a speech command still saying an announcement (``espeak-ng``) is ended,
Speech Dispatcher (``spd-say``) is told to cancel what it was handed, and the voice's thread ends, before the app's
loop returns, at the app's default settings."""

from __future__ import annotations

import os
import sys
import time

import pygame
import pytest

from game.settings import Settings
from scenes.core.app import App
from scenes.core.clock import VirtualClock
from scenes.core.scene import Scene
from scenes.core.speech import CommandBackend, Priority, Speech

SPOKEN_WITHIN_S = 5.0
"""How long the stand-in voice may take to start saying the announcement (a process start)."""


class Screen(Scene):
    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((0, 0, 0))


def stand_in_voice(folder, program: str):
    """A speech command named ``program`` that notes what it was told (``--cancel`` included) and takes half a
    minute to say anything; the file it notes in."""
    heard = folder / "heard.txt"
    fake = folder / program
    fake.write_text(f"#!{sys.executable}\n"
                    "import sys, time\n"
                    f"log = open({str(heard)!r}, 'a')\n"
                    "log.write(sys.argv[-1] + '\\n')\n"
                    "log.close()\n"
                    "if sys.argv[1] != '--cancel':\n"
                    "    time.sleep(30)\n")
    os.chmod(fake, 0o755)
    return fake, heard


@pytest.mark.skipif(sys.platform == "win32", reason="the stand-in voice is a script run by its #! line")
@pytest.mark.parametrize(("program", "args"), [("espeak-ng", ("--",)), ("spd-say", ("--wait", "--"))])
def test_quitting_while_the_voice_speaks_silences_it_before_the_loop_returns(tmp_path, program, args):
    fake, heard = stand_in_voice(tmp_path, program)
    app = App(size=(1280, 720), data_dir=tmp_path / "data", settings=Settings())  # the player's defaults
    voice = CommandBackend(str(fake), args)
    app.speech = Speech(True, voice)
    app.push(Screen(app))
    deadline = time.monotonic() + SPOKEN_WITHIN_S

    def frame(app: App) -> None:
        if len(app.frame_ms) == 1:
            app.speech.say("Your hand: Guard, Priest, Baron.", Priority.READOUT, asked=True)
        elif heard.exists() or time.monotonic() > deadline:
            app.running = False  # the window closed while the voice is still reading the hand out
        else:
            time.sleep(0.005)

    app.on_frame = frame
    try:
        app.run(clock=VirtualClock())
        assert heard.exists(), "the stand-in voice was never started"
        assert voice.process is not None and voice.process.poll() is not None, "the voice goes on after the app"
        told = heard.read_text(encoding="utf-8").splitlines()
        assert told == (["Your hand: Guard, Priest, Baron.", "--cancel"] if program == "spd-say"
                        else ["Your hand: Guard, Priest, Baron."])
        assert app.speech.worker is not None and not app.speech.worker.is_alive()
        app.speech.say("Ben played the Guard.")  # (a closed voice says nothing more)
        assert heard.read_text(encoding="utf-8").splitlines() == told
    finally:
        if voice.process is not None and voice.process.poll() is None:
            voice.process.kill()
        pygame.quit()
