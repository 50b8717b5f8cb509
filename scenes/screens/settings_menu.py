"""The settings screen; every change is applied at once and saved."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.i18n import LANGUAGES, N_, set_language, tr
from game.settings import ANIMATION_CHOICES, BOT_PACE_CHOICES, REDUCE_MOTION_CHOICES, TEXT_SIZE_CHOICES
from scenes.core.scene import Scene
from scenes.core.speech import install_hint
from scenes.ui.setting_choices import translated, with_current
from scenes.ui.widgets import Button, Cycler

if TYPE_CHECKING:
    from scenes.core.app import App

ON_OFF = [(False, N_("Off")), (True, N_("On"))]


class SettingsScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        s = app.settings
        rows: list[tuple[str, Sequence[tuple[object, str]], object, str, bool]] = [
            (tr("Language"), with_current(list(LANGUAGES.items()), s.language), s.language, "language", False),
            (tr("Animation"), with_current(translated(ANIMATION_CHOICES), s.animation_speed), s.animation_speed,
             "animation_speed", False),
            (tr("Bot pace"), with_current(translated(BOT_PACE_CHOICES), s.bot_pace_ms), s.bot_pace_ms, "bot_pace_ms",
             False),
            (tr("Sound"), translated(ON_OFF), s.sound, "sound", False),
            (tr("Fullscreen"), translated(ON_OFF), s.fullscreen, "fullscreen", True),
            (tr("Colour-blind palette"), translated(ON_OFF), s.colour_blind, "colour_blind", True),
            (tr("Speak the game"), translated(ON_OFF), s.speech, "speech", False),
            (tr("Four-colour deck"), translated(ON_OFF), s.four_colour_deck, "four_colour_deck", True),
            (tr("Text size"), with_current(translated(TEXT_SIZE_CHOICES), s.text_size), s.text_size, "text_size", False),
            (tr("Reduce motion"), with_current(translated(REDUCE_MOTION_CHOICES), s.reduce_motion), s.reduce_motion,
             "reduce_motion", True),
        ]
        width = min(1400, 680 * app.fonts.scale)  # larger text: wider rows (the screen lays out anew)
        self.widgets = [
            Cycler((800 - width / 2, 130 + i * 68, width, 56), caption, values, value,
                   partial(self.change, key, display=display), size=24)
            for i, (caption, values, value, key, display) in enumerate(rows)
        ]
        self.widgets.append(Button((650, 808, 300, 56), tr("Back"), self.back))

    def change(self, key: str, value, display: bool) -> None:
        setattr(self.app.settings, key, value)
        self.app.save_settings()
        if display:
            self.app.apply_display_settings()
        if key == "speech":  # a voice is looked for when first turned on; the note below says if none was found
            self.app.speech.set_enabled(value)
            self.app.speech.say(f"{tr('Speak the game')}: {tr('On')}")
        if key == "text_size":
            self.app.apply_text_size()
        if key in ("language", "text_size"):
            if key == "language":
                set_language(value)
            self.app.replace(SettingsScene(self.app))  # every label again, in the new language or size

    def draw(self, surface: pygame.Surface) -> None:
        self.fill_background(surface)
        self.draw_title(surface, tr("Settings"))
        self.draw_widgets(surface)
        if self.app.speech.missing:  # under the row of "Speak the game"
            ui = self.app
            note = tr("No speech engine found: install {what}.", what=install_hint())
            img = ui.fonts.text(note, ui.viewport.px(20), ui.palette.bad)
            surface.blit(img, img.get_rect(midtop=ui.viewport.point(800, 150 + 6 * 80 + 68)))
