"""The settings screen, in four headed sections (play, sound and speech, the window, seeing the cards), two
columns of them; every change is applied at once and saved."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.i18n import LANGUAGES, N_, set_language, tr
from game.settings import ANIMATION_CHOICES, BOT_PACE_CHOICES, REDUCE_MOTION_CHOICES, TEXT_SIZE_CHOICES
from scenes.core import flow
from scenes.core.scene import Scene
from scenes.core.speech import install_hint
from scenes.ui.decor import HEADING_H, section
from scenes.ui.setting_choices import translated, with_current
from scenes.ui.showcase import fan
from scenes.ui.widgets import Button, Cycler

if TYPE_CHECKING:
    from scenes.core.scene import Stage

ON_OFF = [(False, N_("Off")), (True, N_("On"))]
Row = tuple[str, Sequence[tuple[object, str]], object, str, bool]
COLUMNS_X, COLUMN_W, TOP = (130.0, 810.0), 660.0, 118.0
ROW_H, ROW_STEP, SECTION_GAP = 58.0, 70.0, 26.0
"""The sections' layout (logical): each column's left edge, its width, the first section's top, a setting's
height and the step from one to the next, the room between two sections."""
SECTIONS = ((0, N_("Language and pace"), "globe", ("language", "animation_speed", "bot_pace_ms")),
            (0, N_("Sound and speech"), "sound", ("sound", "speech")),
            (1, N_("Window"), "screen", ("fullscreen", "text_size", "reduce_motion")),
            (1, N_("Seeing the cards"), "eye", ("colour_blind", "four_colour_deck")))
"""Each section: its column, heading, icon (scenes.ui.decor) and settings."""
SAMPLE_H = 150.0
SAMPLE_CARDS = (("palace", "KH"), ("palace", "QS"), ("palace", "10D"), ("palace", "7C"))
"""Under the settings of "Seeing the cards", a hand of playing cards as they are drawn now (the colour-blind palette
and the four-colour deck show on them at once)."""


class SettingsScene(Scene):
    def __init__(self, app: Stage) -> None:
        super().__init__(app)
        s = self.services.settings
        listed: list[Row] = [
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
        rows = {row[3]: row for row in listed}
        self.sections: list[tuple[tuple[float, float, float, float], str, str]] = []  # (rect, heading, icon)
        self.sample: tuple[float, float, float, float] | None = None  # where the sample hand is drawn
        self.widgets = []
        tops = [TOP, TOP]
        for column, heading, icon, keys in SECTIONS:
            x, y = COLUMNS_X[column], tops[column]
            height = HEADING_H + 22 + len(keys) * ROW_STEP - (ROW_STEP - ROW_H)
            if icon == "eye":
                self.sample = (x + 22, y + height - 6, COLUMN_W - 44, SAMPLE_H - 10)
                height += SAMPLE_H
            self.sections.append(((x, y, COLUMN_W, height), tr(heading), icon))
            for i, key in enumerate(keys):
                caption, values, value, _, display = rows[key]
                self.widgets.append(Cycler((x + 22, y + HEADING_H + 12 + i * ROW_STEP, COLUMN_W - 44, ROW_H),
                                           caption, values, value, partial(self.change, key, display=display),
                                           size=22))
            tops[column] = y + height + SECTION_GAP
        self.widgets.append(Button((650, 808, 300, 56), tr("Back"), self.back))

    def change(self, key: str, value, display: bool) -> None:
        setattr(self.services.settings, key, value)
        self.services.save_settings()
        if display:
            self.services.apply_display_settings()
        if key == "speech":  # a voice is looked for when first turned on; the note below says if none was found
            self.services.speech.set_enabled(value)
            self.services.speech.say(tr("{caption}: {value}", caption=tr("Speak the game"), value=tr("On")))
        if key == "text_size":
            self.services.apply_text_size()
        if key in ("language", "text_size"):
            if key == "language":
                set_language(value)
            self.app.replace(SettingsScene(self.app))  # every label again, in the new language or size

    def draw_sample(self, surface: pygame.Surface, room: pygame.Rect) -> None:
        """The sample hand, as large as ``room`` (window pixels) holds it."""
        card_h = int(room.h * 0.82)
        if card_h < 20:
            return
        hand = fan(self.app, SAMPLE_CARDS, round(card_h * 100 / 140), card_h, 30.0)
        if hand.get_height() > room.h or hand.get_width() > room.w:
            card_h = int(card_h * min(room.h / hand.get_height(), room.w / hand.get_width()))
            hand = fan(self.app, SAMPLE_CARDS, round(card_h * 100 / 140), card_h, 30.0)
        surface.blit(hand, hand.get_rect(center=room.center))

    def draw(self, surface: pygame.Surface) -> None:
        self.fill_background(surface)
        self.draw_title(surface, tr("Settings"))
        for rect, heading, icon in self.sections:
            section(surface, self.app, rect, heading, icon)
        if self.sample is not None:
            self.draw_sample(surface, self.ui.viewport.rect(self.sample))
        self.draw_widgets(surface)
        if self.services.speech.missing:  # under the section of "Speak the game"
            ui, vp = self.app, self.ui.viewport
            x, y, w, h = self.sections[1][0]
            note = tr("No speech engine found: install {what}.", what=install_hint())
            px = vp.px(18)
            for i, line in enumerate(ui.fonts.wrap(note, px, vp.px(w))[:2]):
                img = ui.fonts.text(line, px, ui.palette.bad)
                surface.blit(img, img.get_rect(midtop=vp.point(x + w / 2, y + h + 6 + i * 24)))


flow.open_settings.register(SettingsScene)
