"""The About screen: opened from the menu with a click, it says the version, where saves, settings and logs
live, and what the app ships under which licence, in every language."""

from __future__ import annotations

import pytest

from game import __version__, i18n
from scenes.art.resources import asset
from scenes.screens.about import AboutScene, about_text, log_dir, shipped
from scenes.screens.menu import MenuScene
from ui.helpers import click_button, pump


def test_the_menu_opens_about_and_back_returns(app):
    app.push(MenuScene(app))
    pump(app)
    click_button(app, "About")
    scene = app.top
    assert isinstance(scene, AboutScene)
    pump(app)  # it draws
    text = scene.text.text
    assert f"Version {__version__}" in text
    assert str(app.store.root) in text and str(log_dir()) in text
    assert str(asset("LICENSES.md")) in text and asset("LICENSES.md").is_file()
    click_button(app, "Back")
    assert isinstance(app.top, MenuScene)


def test_everything_shipped_has_a_licence():
    names = " ".join(name for name, _ in shipped())
    for part in ("Palace Table", "pygame-ce", "SDL", "pytmx", "platformdirs", "websockets", "zeroconf", "ifaddr",
                 "filelock", "Python", "Noto Sans CJK"):
        assert part in names
    assert all(licence.strip() for _, licence in shipped())
    assert dict(shipped())[f"Palace Table {__version__}"] == "MIT"


@pytest.mark.parametrize("code", ["de", "zh-Hant"])
def test_about_is_translated(app, code):
    i18n.set_language(code)
    try:
        text = about_text(app)
    finally:
        i18n.set_language("en")
    for english in ("Where your things are kept", "Saves and statistics", "Logs:", "The full licence texts"):
        assert english not in text
