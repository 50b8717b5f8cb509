"""The settings screen; every change is applied at once and saved."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes.scene import Scene
from scenes.widgets import Button, Cycler

if TYPE_CHECKING:
    from scenes.app import App

LANGUAGES = [("en", "English")]
ANIMATION = [(0.0, "Off"), (0.5, "Fast"), (1.0, "Normal"), (2.0, "Slow")]
BOT_PACE = [(0, "Instant"), (300, "Quick (0.3 s)"), (600, "Normal (0.6 s)"), (1000, "Calm (1 s)"),
            (2000, "Slow (2 s)")]
ON_OFF = [(False, "Off"), (True, "On")]


def _with(values: list[tuple], current) -> list[tuple]:
    """``values`` plus the current value if the file held another one (it stays selectable)."""
    return values if any(v == current for v, _ in values) else [*values, (current, str(current))]


class SettingsScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        s = app.settings
        rows = [
            ("Language", _with(LANGUAGES, s.language), s.language, "language", False),
            ("Animation", _with(ANIMATION, s.animation_speed), s.animation_speed, "animation_speed", False),
            ("Bot pace", _with(BOT_PACE, s.bot_pace_ms), s.bot_pace_ms, "bot_pace_ms", False),
            ("Sound", ON_OFF, s.sound, "sound", False),
            ("Fullscreen", ON_OFF, s.fullscreen, "fullscreen", True),
            ("Colour-blind palette", ON_OFF, s.colour_blind, "colour_blind", True),
        ]
        self.widgets = [
            Cycler((500, 150 + i * 80, 600, 60), caption, values, value,
                   lambda v, key=key, display=display: self.change(key, v, display), size=24)
            for i, (caption, values, value, key, display) in enumerate(rows)
        ]
        self.widgets.append(Button((650, 808, 300, 56), "Back", self.back))

    def change(self, key: str, value, display: bool) -> None:
        setattr(self.app.settings, key, value)
        self.app.save_settings()
        if display:
            self.app.apply_display_settings()

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(self.app.palette.felt_dark)
        self.draw_title(surface, "Settings")
        self.draw_widgets(surface)
