"""Palace's options at the setup screen: the cycler's arrows, the presets of house rules, plain words (moved here
from the generic tests/ui/test_setup_screen.py)."""

from __future__ import annotations

from game import catalog, i18n
from scenes.ui.widgets import Cycler, Paragraph
from tests.ui.helpers import click, click_button, pump
from tests.ui.test_setup_screen import setup_for


def test_the_arrows_of_a_cycler_step_back_and_forth(app):
    scene = setup_for(app, "palace")
    widget = scene.option_widgets["invisible"]
    assert isinstance(widget, Cycler)
    back, forward = widget.arrow_rects(app)
    click(app, forward.center)
    assert scene.options["invisible"] == "8"
    click(app, back.center)
    click(app, back.center)
    assert scene.options["invisible"] == "3"  # back from the first choice wraps to the last


def test_palace_presets_set_the_house_rules_and_back(app):
    from game.games.palace.rules.options import HOUSE_RULES

    scene = setup_for(app, "palace")
    click_button(app, "House rules")
    assert all(scene.options[key] == value for key, value in HOUSE_RULES.items())
    assert scene.button("House rules").selected
    pump(app)
    assert scene.button("House rules").selected and not scene.button("Classic").selected
    click_button(app, "Classic")
    spec_defaults = {s.key: s.default for s in catalog.get_game("palace").option_specs(scene.players) if not s.hidden}
    assert {key: scene.options[key] for key in spec_defaults} == spec_defaults


def test_palaces_options_say_what_they_do_in_plain_words(app):
    """Palace's options read as jargon ("Invisible card: None", "Stacking (karma)"). They say what they do, and
    the one pointed at explains itself in at most two lines of its help box, in every language."""
    scene = setup_for(app, "palace")
    shown = {key: widget.label for key, widget in scene.option_widgets.items() if isinstance(widget, Cycler)}
    assert shown["invisible"] == "See-through card: None" and shown["stacking"] == "Stack equal face-up cards: Off"
    assert not any(word in text.lower() for text in shown.values() for word in ("karma", "invisible"))
    box = scene.help_box
    assert isinstance(box, Paragraph)
    width = box.screen_rect(app).w - app.viewport.px(20)
    try:
        for code in ("en", "de", "zh-Hant"):
            i18n.set_language(code)
            for key in ("invisible", "stacking"):
                lines = app.fonts.wrap(i18n.tr(scene.specs[key].help), app.viewport.px(box.size), width)
                assert len(lines) <= 2, (code, key, lines)
    finally:
        i18n.set_language("en")


def test_six_players_with_one_deck_are_told_in_the_players_words_and_language(app):
    """Six players need the jokers or two decks: with both off, Start said "six players need the two jokers or
    two decks" in English whatever the language, and named no option; it names the two to turn on, as they read
    on the screen."""
    scene = setup_for(app, "palace")
    scene.set_players(6)
    pump(app)
    try:
        i18n.set_language("de")
        scene.build()
        pump(app)
        while scene.options["jokers"]:
            click(app, scene.option_widgets["jokers"].screen_rect(app).center)
        assert scene.options["more_cards"] is False
        click(app, scene.button("Start").screen_rect(app).center)
        assert app.top is scene
        labels = [scene.option_widgets[key].caption for key in ("jokers", "more_cards")]
        assert app.toast_text == \
            f"Sechs Spieler brauchen mehr als ein Blatt: schalte {labels[0]} oder {labels[1]} ein."
    finally:
        i18n.set_language("en")
