"""Self-voicing ("Speak the game"): what the app says goes through a queue with priorities to a backend on a worker
thread, so a frame never waits for a voice.

Backends, best first (:func:`find_backend`): the running screen reader or the system's voice through Prism
(``prismatoid``: NVDA, JAWS, SAPI/OneCore on Windows, VoiceOver and AVSpeech on macOS, Orca and
speech-dispatcher on Linux), else pyttsx3 (espeak-ng, SAPI5, NSSpeechSynthesizer), else a speech command found on
the PATH (``spd-say``, ``espeak-ng``, ``espeak``, macOS ``say``). Both libraries are the optional extra
``palace-table[speech]``. The tools' :class:`FileBackend` writes one announcement a line instead.

The queue's rules (:class:`SpeechQueue`): a more urgent announcement cuts a less urgent one being said and drops
those waiting (a move cuts a long read-out of the hand); one as urgent waits its turn (moves are told in order),
but a new focus replaces the focus being said or waiting; a read-out the player asked for cuts everything.
"""

from __future__ import annotations

import logging
import os
import shutil
import subprocess
import sys
import threading
from collections.abc import Callable
from dataclasses import dataclass
from enum import IntEnum
from pathlib import Path
from typing import Protocol

log = logging.getLogger(__name__)

HISTORY = 50
"""Announcements kept for the repeat key."""
CLOSE_WAIT_S = 1.0
"""How long closing the voice waits for its thread to end (a voice that stops at once: a few milliseconds)."""


def install_hint(platform: str = sys.platform) -> str:
    """What to install for a voice (Settings says it when none was found)."""
    extra = "palace-table[speech]"
    return f"{extra} / speech-dispatcher / espeak-ng" if platform.startswith("linux") else extra


class Priority(IntEnum):
    """How urgent an announcement is (higher cuts lower)."""

    READOUT = 1  # the hand, the table, the last moves, read on request
    FOCUS = 2  # the element the keyboard focus moved to
    EVENT = 3  # a move, whose turn, what you drew, the round's result
    ALERT = 4  # why a move is not allowed, a problem


@dataclass(frozen=True)
class Utterance:
    text: str
    priority: Priority
    asked: bool = False  # the player asked for it (a key): it cuts everything said and waiting


class SpeechQueue:
    """The announcements waiting and the one being said; pure (no thread, no voice)."""

    def __init__(self) -> None:
        self.waiting: list[Utterance] = []
        self.current: Utterance | None = None

    def push(self, item: Utterance) -> bool:
        """Queue ``item``; True when it cuts the one being said (the backend is to stop it)."""
        current = self.current
        if item.asked:
            self.waiting = []
            cut = current is not None
        else:
            self.waiting = [w for w in self.waiting if w.priority >= item.priority
                            and not (item.priority == Priority.FOCUS and w.priority == Priority.FOCUS)]
            cut = current is not None and (current.priority < item.priority
                                           or current.priority == item.priority == Priority.FOCUS)
        if cut:
            self.current = None
        self.waiting.append(item)
        return cut

    def next(self) -> Utterance | None:
        """The announcement to say now (it becomes :attr:`current`), or None."""
        self.current = self.waiting.pop(0) if self.waiting else None
        return self.current

    def done(self, item: Utterance) -> None:
        """``item`` was said to its end (or cut)."""
        if self.current is item:
            self.current = None


class Backend(Protocol):
    name: str

    def speak(self, text: str) -> None:
        """Say ``text``; may return before it is said (a screen reader) or when it is (a speech engine)."""

    def stop(self) -> None:
        """Cut what is being said (called from another thread than :meth:`speak`)."""

    def close(self) -> None:
        """The app closes: let go, nothing said after it; a voice of the app's own (a speech command, pyttsx3) is
        cut, a screen reader keeps what it was handed."""


class FileBackend:
    """One announcement a line in a file (``--speech-log``): what a voice would say, nothing cut."""

    name = "file"

    def __init__(self, path: Path) -> None:
        self.file = Path(path).open("w", encoding="utf-8")  # noqa: SIM115 - open for the whole game, closed by close()

    def speak(self, text: str) -> None:
        self.file.write(" ".join(text.split()) + "\n")
        self.file.flush()

    def stop(self) -> None:
        pass

    def close(self) -> None:
        self.file.close()


class PrismBackend:
    """The screen reader that runs (or the system's voice) through Prism; it queues by itself."""

    def __init__(self) -> None:
        import prism  # the optional extra: ImportError when missing

        self.context = prism.Context()
        self.backend = self.context.acquire_best()  # ValueError: no screen reader nor voice available
        self.name = f"prism: {self.backend.name}"

    def speak(self, text: str) -> None:
        self.backend.output(text, interrupt=False)

    def stop(self) -> None:
        self.backend.stop()

    def close(self) -> None:
        pass  # (what the screen reader was handed is its own: stopping it would cut its own words too)


class Pyttsx3Backend:
    """espeak-ng, SAPI5 or NSSpeechSynthesizer through pyttsx3; :meth:`speak` returns once said (or stopped)."""

    def __init__(self) -> None:
        import pyttsx3  # the optional extra

        self.engine = pyttsx3.init()
        self.name = "pyttsx3"

    def speak(self, text: str) -> None:
        self.engine.say(text)
        self.engine.runAndWait()

    def stop(self) -> None:
        self.engine.stop()

    def close(self) -> None:
        self.stop()


class CommandBackend:
    """A speech command (``spd-say --wait``, ``espeak-ng``, ``say``): one process per announcement, ended to cut it.
    Speech Dispatcher goes on saying what ``spd-say`` handed it: a cut also runs ``spd-say --cancel``, off the
    caller's thread (a cut comes from the frame thread, and the command takes tens of milliseconds, seconds where
    the dispatcher has to start), and always before the next announcement is handed over."""

    COMMANDS = (("spd-say", ("--wait", "--")), ("espeak-ng", ("--",)), ("espeak", ("--",)), ("say", ("--",)))

    def __init__(self, program: str, args: tuple[str, ...]) -> None:
        self.argv, self.name = [program, *args], Path(program).name
        self.process: subprocess.Popen[bytes] | None = None
        self.lock = threading.Lock()  # the process saying the current announcement
        self.handing = threading.Lock()  # a cancel and the next announcement's start, one at a time, in order
        self.cancel_due = False  # a cut asked the dispatcher to be cancelled; not done yet
        self.closed = False  # the app closes: no process is started any more

    @classmethod
    def find(cls) -> CommandBackend | None:
        for name, args in cls.COMMANDS:
            if name == "say" and sys.platform != "darwin":
                continue
            if (program := shutil.which(name)) is not None:
                return cls(program, args)
        return None

    def speak(self, text: str) -> None:
        with self.handing:
            self._cancel()  # (a cut before this announcement: its cancel goes first)
            with self.lock:
                if self.closed:
                    return
                self.process = subprocess.Popen([*self.argv, text], stdin=subprocess.DEVNULL,  # noqa: S603 - no shell
                                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                process = self.process
        process.wait()

    def stop(self) -> None:
        with self.lock:
            if self.process is not None and self.process.poll() is None:
                self.process.terminate()
            if not self.argv[0].endswith("spd-say"):
                return
            self.cancel_due = True
        threading.Thread(target=self.cancel, name="speech-cancel", daemon=True).start()

    def cancel(self) -> None:
        """Run the cancel a cut asked for, if no announcement's start ran it already."""
        with self.handing:
            self._cancel()

    def _cancel(self) -> None:
        if not self.cancel_due:
            return
        self.cancel_due = False
        try:
            subprocess.run([self.argv[0], "--cancel"], check=False, stdout=subprocess.DEVNULL,  # noqa: S603
                           stderr=subprocess.DEVNULL, timeout=2)
        except (OSError, subprocess.SubprocessError) as exc:  # a voice that fails must not stop the game
            log.warning("speech: cancel failed: %r", exc)

    def close(self) -> None:
        with self.lock:
            self.closed = True  # (an announcement the worker is about to start is not started)
        self.stop()
        self.cancel()  # (the app closes: silent before it is gone)


def find_backend() -> Backend | None:
    """The best way to speak on this computer (see the module's text), or None; none where SDL's audio is its
    dummy driver (headless: the tools and tests, which give a file or a recorder instead)."""
    if os.environ.get("SDL_AUDIODRIVER") == "dummy":
        return None
    for make in (PrismBackend, Pyttsx3Backend):
        try:
            return make()
        except Exception as exc:  # noqa: BLE001 - a missing or broken library: the next one
            log.info("speech: %s not usable: %r", make.__name__, exc)
    return CommandBackend.find()


class Speech:
    """The app's voice: :meth:`say` queues an announcement when speaking is on (never blocks); the last ones are
    kept for :meth:`repeat`. With ``threaded`` False (the file backend of the tools) each is said at once."""

    def __init__(self, enabled: bool = False, backend: Backend | None = None, threaded: bool = True,
                 finder: Callable[[], Backend | None] = find_backend) -> None:
        self.enabled = False
        self.backend = backend
        self.threaded = threaded
        self.finder = finder
        self.searched = backend is not None
        self.queue = SpeechQueue()
        self.history: list[str] = []
        self.said = 0  # announcements made while on (the tools count them)
        self.wake = threading.Condition()
        self.worker: threading.Thread | None = None
        self.closed = False  # the app closed: nothing is said any more
        self.wording: Callable[[str], str] | None = None
        """How the game on the table words what is said (its cards written in signs named: ``Presenter.spoken``);
        set by the table while it is open."""
        self.set_enabled(enabled)

    @property
    def missing(self) -> bool:
        """Speaking is on but no way to speak was found."""
        return self.enabled and self.backend is None

    def set_enabled(self, on: bool) -> None:
        self.enabled = on
        if on and not self.searched:
            self.searched = True
            self.backend = self.finder()
            log.info("speech: %s", self.backend.name if self.backend else "no speech engine found")
        if not on:
            self.stop()

    def say(self, text: str, priority: Priority = Priority.EVENT, asked: bool = False, remember: bool = True) -> None:
        """Announce ``text`` (``asked``: the player asked for it, it cuts everything; ``remember``: it is what the
        repeat key says next)."""
        if not self.enabled or self.closed:
            return
        text = " ".join((self.wording(text) if self.wording is not None else text).split())
        if not text:
            return
        self.said += 1
        if remember:
            self.history = [*self.history[-HISTORY + 1:], text]
        if self.backend is None:
            return
        item = Utterance(text, priority, asked)
        if not self.threaded:
            self.backend.speak(text)
            return
        with self.wake:
            if self.queue.push(item):
                self._stop_backend()
            self.wake.notify()
        if self.worker is None:
            self.worker = threading.Thread(target=self._run, name="speech", daemon=True)
            self.worker.start()

    def busy(self) -> bool:
        """Whether the voice is still saying something, or has more waiting: a voice that says one line after
        another (a speech engine) falls behind quick moves, the table's bots wait for it. A screen reader takes
        each line at once and holds it itself: never busy."""
        if not self.enabled or self.closed or self.backend is None or not self.threaded:
            return False
        with self.wake:
            return self.queue.current is not None or bool(self.queue.waiting)

    def repeat(self) -> None:
        """Say the last announcement again."""
        if self.history:
            self.say(self.history[-1], Priority.READOUT, asked=True, remember=False)

    def stop(self) -> None:
        """Silence: nothing said or waiting."""
        with self.wake:
            self.queue.waiting = []
            if self.queue.current is not None:
                self.queue.current = None
                self._stop_backend()

    def silence_all(self) -> None:
        """Silence, the backend stopped even where none of the app's announcements is being said as far as the
        queue knows: a screen reader takes each at once and says it when it can (another person takes a shared
        screen: nothing told to the last one may still come)."""
        with self.wake:
            self.queue.waiting, self.queue.current = [], None
            if self.enabled and not self.closed:
                self._stop_backend()

    def _stop_backend(self) -> None:
        try:
            if self.backend is not None:
                self.backend.stop()
        except Exception as exc:  # noqa: BLE001 - a voice that fails must not stop the game
            log.warning("speech: stop failed: %r", exc)

    def _run(self) -> None:
        while True:
            with self.wake:
                item = self.queue.next()
                while item is None and not self.closed:
                    self.wake.wait()
                    item = self.queue.next()
                if item is None:  # (closed: the app closes)
                    return
            try:
                if self.backend is not None and self.queue.current is item:  # (not cut meanwhile)
                    self.backend.speak(item.text)
            except Exception as exc:  # noqa: BLE001 - a voice that fails must not stop the game
                log.warning("speech: speaking failed: %r", exc)
            with self.wake:
                self.queue.done(item)

    def close(self) -> None:
        """Silence the voice for good (the app closes): nothing waiting nor asked for later is said, the backend
        lets go (:meth:`Backend.close`: a speech command's process ended, Speech Dispatcher cancelled) and the
        worker thread ends."""
        with self.wake:
            self.closed = True
            self.queue.waiting, self.queue.current = [], None
            self.wake.notify_all()
        if self.backend is not None:  # (its close cuts what it says: no stop before it, which cancelled twice)
            try:
                self.backend.close()
            except Exception as exc:  # noqa: BLE001 - a voice that fails must not stop the app's close
                log.warning("speech: close failed: %r", exc)
        worker = self.worker
        if worker is not None and worker is not threading.current_thread():
            worker.join(CLOSE_WAIT_S)
