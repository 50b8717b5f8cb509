"""A button's label wraps onto a second line (smaller if need be) instead of being cut with an ellipsis."""

from __future__ import annotations

from game import i18n
from scenes.ui.widgets import Button, fitted_lines


def test_a_long_label_wraps_instead_of_being_cut(app):
    i18n.set_language("de")
    try:
        label = i18n.tr("I am {name} — show my cards", name="Ana")
        button = Button((600, 520, 400, 64), label, lambda: None)
        r = button.screen_rect(app)
        for size in ((1600, 900), (1280, 720)):
            app.resize(size)
            r = button.screen_rect(app)
            lines, px = fitted_lines(app, label, app.viewport.px(button.size), r.w - app.viewport.px(14),
                                     r.h - app.viewport.px(4))
            assert " ".join(lines) == label and len(lines) == 2  # all of it, on two lines
            assert all(app.fonts.font(px).size(line)[0] <= r.w - app.viewport.px(14) for line in lines)
    finally:
        i18n.set_language("en")


def test_a_short_label_stays_on_one_line(app):
    lines, px = fitted_lines(app, "Start", 24, 300, 56)
    assert lines == ["Start"] and px == 24
