"""Speak the game: the speech queue's interruption rules, the service off the frame thread, the setting."""

from __future__ import annotations

import threading
import time

from game.settings import Settings
from scenes.core.speech import FileBackend, Priority, Speech, SpeechQueue, Utterance, install_hint

READOUT, FOCUS, EVENT, ALERT = Priority.READOUT, Priority.FOCUS, Priority.EVENT, Priority.ALERT


def said(queue: SpeechQueue) -> list[str]:
    out = []
    while (item := queue.next()) is not None:
        out.append(item.text)
    return out


def test_a_move_cuts_a_long_read_out_of_the_hand_and_drops_the_rest_of_it():
    queue = SpeechQueue()
    queue.push(Utterance("Your hand: ...", READOUT, asked=True))
    queue.push(Utterance("The table: ...", READOUT, asked=True))
    assert queue.next().text == "The table: ..."  # (asked again: the newest request is read)
    assert queue.push(Utterance("Ben played the Guard.", EVENT)) is True  # cut: the backend is stopped
    assert said(queue) == ["Ben played the Guard."]


def test_moves_wait_their_turn_in_order_and_are_not_cut_by_each_other():
    queue = SpeechQueue()
    queue.push(Utterance("Ana played the Priest.", EVENT))
    assert queue.next().text == "Ana played the Priest."
    assert queue.push(Utterance("Round 1: Ben's turn.", EVENT)) is False
    assert queue.push(Utterance("Ben played the Baron.", EVENT)) is False
    assert said(queue) == ["Round 1: Ben's turn.", "Ben played the Baron."]


def test_a_new_focus_replaces_the_focus_being_said_but_waits_behind_a_move():
    queue = SpeechQueue()
    queue.push(Utterance("Guard", FOCUS))
    queue.next()
    assert queue.push(Utterance("Priest", FOCUS)) is True
    queue.push(Utterance("Baron", FOCUS))  # the Priest waiting goes: only where the focus is now matters
    assert said(queue) == ["Baron"]
    queue.push(Utterance("Ben played the Guard.", EVENT))
    queue.next()
    assert queue.push(Utterance("Handmaid", FOCUS)) is False  # a move is not cut by a focus
    assert said(queue) == ["Handmaid"]


def test_a_read_out_asked_for_cuts_everything_and_a_reason_cuts_a_move():
    queue = SpeechQueue()
    for text in ("a", "b", "c"):
        queue.push(Utterance(text, EVENT))
    queue.next()
    assert queue.push(Utterance("Your hand: Guard.", READOUT, asked=True)) is True
    assert said(queue) == ["Your hand: Guard."]
    queue.push(Utterance("Ben played the Guard.", EVENT))
    queue.next()
    assert queue.push(Utterance("The Countess must be played.", ALERT)) is True
    assert said(queue) == ["The Countess must be played."]


class Blocking:
    """A voice that takes its time: speak() returns when stopped or released."""

    name = "slow"

    def __init__(self) -> None:
        self.spoken: list[str] = []
        self.stops = 0
        self.release = threading.Event()

    def speak(self, text: str) -> None:
        self.spoken.append(text)
        self.release.wait(5)
        self.release.clear()

    def stop(self) -> None:
        self.stops += 1
        self.release.set()

    def close(self) -> None:
        self.release.set()


def wait_for(condition) -> None:
    deadline = time.monotonic() + 5
    while not condition():
        assert time.monotonic() < deadline, "the speech thread did not get there"
        time.sleep(0.005)


def test_speaking_never_blocks_the_caller_and_a_move_stops_the_voice_reading_the_hand():
    voice = Blocking()
    speech = Speech(True, voice)
    start = time.perf_counter()
    speech.say("Your hand: Guard, Priest, Baron, Handmaid, Prince, King.", READOUT, asked=True)
    assert time.perf_counter() - start < 0.5  # the frame loop goes on while the voice speaks
    wait_for(lambda: len(voice.spoken) == 1)  # the voice is reading the hand ...
    speech.say("Ben played the Guard.")
    wait_for(lambda: len(voice.spoken) == 2)
    assert voice.stops == 1  # ... and is cut by the move, which is said next
    assert voice.spoken[-1] == "Ben played the Guard."
    speech.close()


def test_silencing_all_stops_a_screen_reader_holding_lines_but_never_while_speaking_is_off():
    """A screen reader takes each line at once (nothing is being said as far as the queue knows) and says it when it
    can: silencing all stops it anyway; with "Speak the game" off, the player's screen reader is left alone."""
    reader = Blocking()
    reader.speak = reader.spoken.append  # (returns at once, as a screen reader's output does)
    speech = Speech(True, reader)
    speech.say("Your hand: Guard, Priest, Baron.", READOUT, asked=True)
    wait_for(lambda: reader.spoken and speech.queue.current is None)
    speech.stop()
    assert reader.stops == 0  # (the queue thinks nothing is being said)
    speech.silence_all()
    assert reader.stops == 1
    speech.set_enabled(False)
    speech.silence_all()
    assert reader.stops == 1
    speech.close()


def test_off_says_nothing_and_the_repeat_key_says_the_last_announcement_again(tmp_path):
    log = tmp_path / "speech.txt"
    speech = Speech(False, FileBackend(log), threaded=False)
    speech.say("Ben played the Guard.")
    speech.set_enabled(True)
    speech.say("Ben played  the\nPriest.")
    speech.repeat()
    speech.close()
    assert log.read_text().splitlines() == ["Ben played the Priest.", "Ben played the Priest."]
    assert speech.said == 2 and speech.history == ["Ben played the Priest."]


def test_turned_on_with_no_voice_found_it_says_what_to_install():
    speech = Speech(False, finder=lambda: None)
    assert not speech.missing
    speech.set_enabled(True)
    assert speech.missing
    speech.say("Ben played the Guard.")  # nowhere to say it: no error
    assert "palace-table[speech]" in install_hint("win32")
    assert "speech-dispatcher" in install_hint("linux")


def test_the_setting_is_off_by_default_kept_and_a_bad_value_ignored(tmp_path):
    path = tmp_path / "settings.json"
    assert Settings().speech is False
    Settings(speech=True).save(path)
    assert Settings.load(path).speech is True
    path.write_text('{"version": 1, "speech": "yes"}')
    settings, warnings = Settings.load_with_warnings(path)
    assert settings.speech is False and any("speech" in w for w in warnings)


def test_the_tool_counts_a_move_silent_only_when_nothing_was_said_before_the_next_move(tmp_path):
    """``--speech-log``'s count, frame by frame: a move's words may come in its own frame (a prompt closed and
    the table re-read the position at once) or in a later one; a move taken back is not counted."""
    from scenes.tools.speech_log import SpeechCount

    speech = Speech(True, FileBackend(tmp_path / "log.txt"), threaded=False)
    moves = [0]
    count = SpeechCount(speech, lambda _app: moves[0])

    def frame(made: int = 0, say: str = "") -> None:
        moves[0] += made
        if say:
            speech.say(say)
        count(None)  # type: ignore[arg-type]  # (the app is not looked at)

    frame(0, "Round 1 begins.")
    frame(1, "Ana played the Guard.")  # said in the move's own frame
    frame(1)
    frame(0, "Ben played the Priest.")  # said a frame later
    frame(1)
    frame()
    frame(1, "Ben played the Baron.")  # the move before it was never announced
    frame(-1)  # taken back
    frame(1, "Ben played the Baron again.")
    assert count.report() == {"announcements": 5, "silent_moves": 1}
    frame(1)
    assert count.report(finished=True)["silent_moves"] == 2  # the game's last move, unannounced
    assert count.report(finished=False)["silent_moves"] == 1  # (a run stopped early: its last move may be)
    speech.close()


def test_a_speech_command_is_ended_when_a_move_cuts_what_it_says(tmp_path):
    """The command backend (``spd-say --wait``, ``espeak-ng``): one process per announcement, terminated to cut
    it. Here the "voice" is a Python that writes what it was given and takes 20 s to say it."""
    import sys

    from scenes.core.speech import CommandBackend

    heard = tmp_path / "heard.txt"
    code = f"import sys, time; open({str(heard)!r}, 'a').write(sys.argv[1] + '\\n'); time.sleep(20)"
    voice = CommandBackend(sys.executable, ("-c", code))
    speech = Speech(True, voice)
    start = time.monotonic()
    speech.say("Your hand: Guard, Priest, Baron.", READOUT, asked=True)
    wait_for(lambda: heard.exists() and len(heard.read_text().splitlines()) == 1)
    speech.say("Ben played the Guard.")
    wait_for(lambda: len(heard.read_text().splitlines()) == 2)
    assert time.monotonic() - start < 10  # the read-out's process was ended, not waited for
    assert heard.read_text().splitlines() == ["Your hand: Guard, Priest, Baron.", "Ben played the Guard."]
    speech.close()


def test_speech_dispatchers_cancel_runs_off_the_callers_thread_and_before_the_next_announcement(tmp_path):
    """``spd-say --wait``: Speech Dispatcher goes on saying what spd-say handed it, so a cut also runs
    ``spd-say --cancel``. The cut comes from the frame thread (a move, a key's focus): the cancel (here one that
    takes half a second, a dispatcher starting) no longer holds it, and still reaches the dispatcher before the
    next announcement does."""
    import os
    import sys

    from scenes.core.speech import CommandBackend

    heard = tmp_path / "heard.txt"
    fake = tmp_path / "spd-say"  # a stand-in for Speech Dispatcher's command: it notes what it was asked
    fake.write_text(f"#!{sys.executable}\n"
                    "import sys, time\n"
                    f"log = open({str(heard)!r}, 'a')\n"
                    "if sys.argv[1] == '--cancel':\n"
                    "    time.sleep(0.5)\n"
                    "    log.write('(cancel)\\n')\n"
                    "else:\n"
                    "    log.write(sys.argv[-1] + '\\n')\n"
                    "    log.close()\n"
                    "    time.sleep(20)\n")
    os.chmod(fake, 0o755)
    speech = Speech(True, CommandBackend(str(fake), ("--wait", "--")))
    speech.say("Your hand: Guard, Priest, Baron.", READOUT, asked=True)
    wait_for(lambda: heard.exists() and len(heard.read_text().splitlines()) == 1)
    start = time.monotonic()
    speech.say("Ben played the Guard.")  # cuts the read-out
    assert time.monotonic() - start < 0.25  # the caller did not wait for the cancel (half a second)
    wait_for(lambda: len(heard.read_text().splitlines()) == 3)
    assert heard.read_text().splitlines() == ["Your hand: Guard, Priest, Baron.", "(cancel)", "Ben played the Guard."]
    speech.close()
