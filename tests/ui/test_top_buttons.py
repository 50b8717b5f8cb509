"""The table's three top buttons (Rules, Undo, Menu) draw their labels at one size: at 200 % text "Undo", in the
widest of the three, was drawn larger than Rules and Menu beside it (German: "Rückgängig" smaller); in Chinese the
glyphs were taller than the buttons."""

from __future__ import annotations

import pytest
from each_game import a_game

from game import catalog, i18n
from game.match import Match
from game.session import SeatConfig, Session
from game.settings import Settings
from scenes.art.fonts import Fonts
from scenes.core.app import App
from scenes.table.table import TableScene
from tests.ui.helpers import pump


@pytest.mark.parametrize("language", ["en", "de", "zh-Hant"])
@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)], ids=["1280x720", "1024x640"])
def test_rules_undo_and_menu_share_one_label_size_at_200_percent(tmp_path, monkeypatch, size, language):
    app = App(size=size, data_dir=tmp_path / "data", settings=Settings(text_size=200, language=language))
    try:
        i18n.set_language(language)
        seats = [SeatConfig(f"Player {i}", "human" if i == 0 else "bot", "random") for i in range(3)]
        table = TableScene(app, Match(Session(catalog.get_game(a_game(players=3)), seats, 5), app.store))
        app.push(table)
        pump(app, frames=2)
        labels = {button.label for button in table.buttons.fixed}
        assert len(labels) == 3
        drawn: dict[str, int] = {}
        heights: dict[str, int] = {}
        text = Fonts.text

        def recorded(self, line, px, *args, **kwargs):  # noqa: ANN001, ANN202
            img = text(self, line, px, *args, **kwargs)
            if line in labels:
                drawn[line], heights[line] = px, img.get_height()
            return img

        monkeypatch.setattr(Fonts, "text", recorded)
        table.painter.background_changed()
        app.invalidate()
        pump(app, frames=1)
        assert set(drawn) == labels, drawn
        assert len(set(drawn.values())) == 1, drawn
        own = [b.label_fit(app, app.viewport.px(b.size))[1] for b in table.buttons.fixed]  # each alone
        assert set(drawn.values()) == {min(own)}, (drawn, own)  # the largest that fits all three
        tallest = min(b.screen_rect(app).h for b in table.buttons.fixed)
        assert max(heights.values()) <= tallest, (heights, tallest)  # no glyph taller than its button
    finally:
        i18n.set_language("en")
        for scene in app.stack:
            scene.close() if hasattr(scene, "close") else None
