"""The settings screen; every change is applied at once and saved."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.i18n import LANGUAGES, N_, set_language, tr
from scenes.scene import Scene
from scenes.widgets import Button, Cycler

if TYPE_CHECKING:
    from scenes.app import App

ANIMATION = [(0.0, N_("Off")), (0.5, N_("Fast")), (1.0, N_("Normal")), (2.0, N_("Slow"))]
BOT_PACE = [(0, N_("Instant")), (300, N_("Quick (0.3 s)")), (600, N_("Normal (0.6 s)")), (1000, N_("Calm (1 s)")),
            (2000, N_("Slow (2 s)"))]
ON_OFF = [(False, N_("Off")), (True, N_("On"))]


def _translated(values: list[tuple]) -> list[tuple]:
    return [(value, tr(label)) for value, label in values]


def _with(values: list[tuple], current) -> list[tuple]:
    """``values`` plus the current value if the file held another one (it stays selectable)."""
    return values if any(v == current for v, _ in values) else [*values, (current, str(current))]


class SettingsScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        s = app.settings
        rows = [
            (tr("Language"), _with(list(LANGUAGES.items()), s.language), s.language, "language", False),
            (tr("Animation"), _with(_translated(ANIMATION), s.animation_speed), s.animation_speed, "animation_speed", False),
            (tr("Bot pace"), _with(_translated(BOT_PACE), s.bot_pace_ms), s.bot_pace_ms, "bot_pace_ms", False),
            (tr("Sound"), _translated(ON_OFF), s.sound, "sound", False),
            (tr("Fullscreen"), _translated(ON_OFF), s.fullscreen, "fullscreen", True),
            (tr("Colour-blind palette"), _translated(ON_OFF), s.colour_blind, "colour_blind", True),
        ]
        self.widgets = [
            Cycler((500, 150 + i * 80, 600, 60), caption, values, value,
                   partial(self.change, key, display=display), size=24)
            for i, (caption, values, value, key, display) in enumerate(rows)
        ]
        self.widgets.append(Button((650, 808, 300, 56), tr("Back"), self.back))

    def change(self, key: str, value, display: bool) -> None:
        setattr(self.app.settings, key, value)
        self.app.save_settings()
        if display:
            self.app.apply_display_settings()
        if key == "language":
            set_language(value)
            self.app.replace(SettingsScene(self.app))  # every label again, in the new language

    def draw(self, surface: pygame.Surface) -> None:
        self.fill_background(surface)
        self.draw_title(surface, tr("Settings"))
        self.draw_widgets(surface)
