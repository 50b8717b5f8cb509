"""Sound effects: ``app.sounds.play(name)`` plays one of ``assets/sounds/<name>.wav`` if sound is on.

The effects are made by ``tools/gen_sounds.py``. The mixer and the files are loaded once, at the first play
with sound on (a few small files, a few milliseconds). Without a working mixer (no audio device, no driver)
sound is silently off: one warning in the log, never an exception. The setting ``settings.sound`` is read
at every play, so switching it in Settings takes effect at once. An effect plays at most once per frame, and
``card`` and ``deal`` count as one (a deal of ten cards landing together is one sound, not ten).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

import pygame

from scenes.art.resources import asset

log = logging.getLogger(__name__)

SOUND_DIR = asset("sounds")
# name -> volume (0..1) on top of the files' -6 dBFS peaks: modest, the tick quieter still
EFFECTS: dict[str, float] = {"card": 0.5, "deal": 0.45, "snap": 0.5, "round": 0.45, "win": 0.45, "click": 0.3}
GROUPS = {"deal": "card"}  # effects that share the once-per-frame limit
MIXER_ERRORS = (pygame.error, NotImplementedError, OSError)


def silence_before_quit() -> None:
    """Run as pygame quits, before its mixer does: stop the effects still playing. pygame's mixer quits with the
    interpreter lock held while it waits for the audio lock (``Mix_ChannelFinished``); an effect ending then, its end
    callback on the audio thread holding the audio lock and waiting for the interpreter lock, hung the process for
    ever (a whole test run never finished). ``mixer.stop`` halts the channels with the interpreter lock let go, so a
    callback in flight finishes first, and none is left for the quit to meet."""
    if pygame.mixer.get_init():
        pygame.mixer.stop()


class Sounds:
    """The app's sound effects; ``switch()`` says whether sound is on (read at every play)."""

    def __init__(self, switch: Callable[[], bool], folder: Path = SOUND_DIR) -> None:
        self.switch = switch
        self.folder = folder
        self._loaded: dict[str, pygame.mixer.Sound] | None = None  # None: not tried yet
        self._this_frame: set[str] = set()

    @property
    def enabled(self) -> bool:
        return bool(self.switch())

    @property
    def available(self) -> bool:
        """True once the mixer works and the effects are loaded (tries at most once)."""
        if self._loaded is None:
            self._loaded = self._load()
        return bool(self._loaded)

    def next_frame(self) -> None:
        """Called by the app at the start of every frame: effects may play again."""
        if self._this_frame:
            self._this_frame.clear()

    def play(self, name: str) -> None:
        """Play the effect ``name`` (one of :data:`EFFECTS`) unless sound is off or it already played this frame."""
        if name not in EFFECTS:
            raise ValueError(f"unknown sound effect {name!r}; known: {', '.join(EFFECTS)}")
        group = GROUPS.get(name, name)
        if not self.enabled or group in self._this_frame or not self.available:
            return
        sound = self._loaded.get(name) if self._loaded else None
        if sound is None:
            return
        self._this_frame.add(group)
        try:
            sound.play()
        except MIXER_ERRORS as exc:  # the device went away: stay quiet from now on
            log.warning("sound off: %s", exc)
            self._loaded = {}

    def _load(self) -> dict[str, pygame.mixer.Sound]:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
        except MIXER_ERRORS as exc:
            log.warning("sound off: the audio mixer could not start (%s)", exc)
            return {}
        loaded = {}
        for name, volume in EFFECTS.items():
            try:
                sound = pygame.mixer.Sound(str(self.folder / f"{name}.wav"))
            except MIXER_ERRORS as exc:
                log.warning("sound %r not loaded: %s", name, exc)
                continue
            sound.set_volume(volume)
            loaded[name] = sound
        if loaded:
            pygame.register_quit(silence_before_quit)
        return loaded
