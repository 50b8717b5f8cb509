"""The player's preferences, kept as JSON in the platformdirs config folder.

A missing, damaged or hand-edited file never stops the app: each unusable value falls back to its
default with a warning (logged, and returned by :meth:`Settings.load_with_warnings` for the UI to show). A file
that did not load cleanly is kept as ``settings.json.damaged-<time>`` before the app writes its own.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, fields
from pathlib import Path

import platformdirs

from game.engine import JSONIn
from game.engine.json_read import is_arr, is_obj
from game.i18n import LANGUAGES, N_
from game.saves import APP_DIR, SaveError, keep_aside, read_json_file, write_json_atomic

log = logging.getLogger(__name__)

SETTINGS_FILE = "settings.json"
MAX_SETTINGS_BYTES = 64 * 1024


ANIMATION_CHOICES: list[tuple[float, str]] = [(0.0, N_("Off")), (0.5, N_("Fast")), (1.0, N_("Normal")),
                                              (2.0, N_("Slow"))]
"""The animation speeds offered (the settings screen and the table's menu), with their labels (msgids)."""
BOT_PACE_CHOICES: list[tuple[int, str]] = [(0, N_("Instant")), (300, N_("Quick (0.3 s)")),
                                           (600, N_("Normal (0.6 s)")), (1000, N_("Calm (1 s)")),
                                           (2000, N_("Slow (2 s)"))]
"""The bots' paces offered (ms before a bot's move is shown), with their labels (msgids)."""
TEXT_SIZE_CHOICES: list[tuple[int, str]] = [(100, N_("100 %")), (125, N_("125 %")), (150, N_("150 %")),
                                            (200, N_("200 %"))]
"""The text sizes offered (percent of the designed size), with their labels (msgids)."""
REDUCE_MOTION_CHOICES: list[tuple[str, str]] = [("system", N_("Follow the system")), ("on", N_("On")),
                                                ("off", N_("Off"))]
"""Reduce motion: as the desktop asks, always, or never (no flourish, burst or token flight when reduced)."""


def default_settings_path() -> Path:
    return Path(platformdirs.user_config_dir(APP_DIR, appauthor=False)) / SETTINGS_FILE


@dataclass
class Settings:
    language: str = "en"
    animation_speed: float = 1.0  # 0 = no animation, 1 = normal, up to 4 = slow motion
    bot_pace_ms: int = 600  # pause before a bot's move is shown
    sound: bool = True
    fullscreen: bool = False
    colour_blind: bool = False
    speech: bool = False  # "Speak the game": announce moves, turns and reasons aloud (scenes.core.speech)
    four_colour_deck: bool = False  # playing cards with four suit colours (a display setting: no rule changes)
    text_size: int = 100  # percent, one of TEXT_SIZE_CHOICES
    reduce_motion: str = "system"  # one of REDUCE_MOTION_CHOICES
    window_size: tuple[int, int] = (1280, 720)

    def save(self, path: Path | None = None) -> None:
        data = asdict(self)
        data["window_size"] = list(self.window_size)
        write_json_atomic(path or default_settings_path(), {"version": 1, **data})

    @classmethod
    def load(cls, path: Path | None = None) -> Settings:
        settings, warnings = cls.load_with_warnings(path)
        for warning in warnings:
            log.warning("settings: %s", warning)
        return settings

    @classmethod
    def load_with_warnings(cls, path: Path | None = None) -> tuple[Settings, list[str]]:
        path = path or default_settings_path()
        if not path.exists():
            return cls(), []
        try:
            data = read_json_file(path, MAX_SETTINGS_BYTES)
        except SaveError as exc:
            return cls(), [f"{path.name}: {exc}; using the defaults{_kept(path)}"]
        if not is_obj(data):
            return cls(), [f"{path.name} is not a settings object; using the defaults{_kept(path)}"]
        values: dict[str, object] = {}
        warnings: list[str] = []
        if "version" in data and _number(1, 1, int)(data["version"]) is None:
            warnings.append(f"{path.name} has an unknown version: {str(data['version'])[:12]!r}")
        for spec in fields(cls):
            if spec.name not in data:
                continue
            value = _VALIDATORS[spec.name](data[spec.name])
            if value is None:
                warnings.append(f"ignored a bad {spec.name} value: {_short(data[spec.name])!r}")
            else:
                values[spec.name] = value
        if warnings:
            warnings[-1] += _kept(path, copy=True)
        return cls(**values), warnings  # type: ignore[arg-type]  # (each value checked by its field's validator)


def peek_language(path: Path | None = None) -> str:
    """The language of the settings file, read without changing anything (a damaged file is left alone): "en"
    when there is none."""
    try:
        data = read_json_file(path or default_settings_path(), MAX_SETTINGS_BYTES)
    except SaveError:
        return "en"
    language = _language(data.get("language")) if is_obj(data) else None
    return language if language in LANGUAGES else "en"


def _kept(path: Path, copy: bool = False) -> str:
    """Keep the file aside (moved, or copied when some of it was used); the note for the warning."""
    kept = keep_aside(path, copy=copy)
    return f" (the file was kept as {kept.name})" if kept is not None else ""


def _short(value: JSONIn) -> str:
    text = repr(value) if not isinstance(value, str) else value
    return text[:40]


Validator = Callable[[JSONIn], object]
"""A setting's check: the value read (maybe converted) as its field's type, or None for a bad one."""


def _number(low: float, high: float, kind: type[int] | type[float]) -> Callable[[JSONIn], int | float | None]:
    def check(value: JSONIn) -> int | float | None:
        if isinstance(value, bool) or not isinstance(value, int | float) or not low <= value <= high:
            return None
        return kind(value) if kind is float or value == int(value) else None

    return check


def _bool(value: JSONIn) -> bool | None:
    return value if isinstance(value, bool) else None


def _language(value: JSONIn) -> str | None:
    return value if isinstance(value, str) and re.fullmatch(r"[a-z]{2,3}(-[A-Za-z]{2,4})?", value) else None


def _window_size(value: JSONIn) -> tuple[int, int] | None:
    if not is_arr(value) or len(value) != 2:
        return None
    width, height = _number(640, 7680, int)(value[0]), _number(360, 4320, int)(value[1])
    return None if width is None or height is None else (int(width), int(height))


def _one_of(values: Sequence[JSONIn]) -> Validator:
    def check(value: JSONIn) -> JSONIn:
        return value if not isinstance(value, bool) and value in values else None

    return check


_VALIDATORS: dict[str, Validator] = {
    "language": _language,
    "animation_speed": _number(0.0, 4.0, float),
    "bot_pace_ms": _number(0, 5000, int),
    "sound": _bool,
    "fullscreen": _bool,
    "colour_blind": _bool,
    "speech": _bool,
    "four_colour_deck": _bool,
    "text_size": _one_of([value for value, _ in TEXT_SIZE_CHOICES]),
    "reduce_motion": _one_of([value for value, _ in REDUCE_MOTION_CHOICES]),
    "window_size": _window_size,
}
