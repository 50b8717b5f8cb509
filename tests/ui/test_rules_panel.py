"""The rules beside the table (scenes/table/rules_panel.py): opened from the table with real posted events, the table
stays playable while it is open, a right-click on a card shows its reference entry with the copies not seen yet,
and the panel's text, tables, tabs and entries fit in every language, game and window size."""

from __future__ import annotations

import pygame
import pytest
from each_game import players_near

from game import catalog, i18n
from game.match import Match
from game.session import SeatConfig, Session
from scenes.table import card_reference, rules_panel
from scenes.table.table import TableScene
from scenes.ui import markup
from scenes.ui.widgets import break_long, fitted_lines
from tests.ui.helpers import (
    pump,
)

GAMES = players_near(3)
LANGUAGES = ("en", "de", "zh-Hant")
MIN_PX = 12


def right_click(app, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=3))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=3))
    pump(app, frames=2)


def table_of(app, game_id: str, n: int, seed: int = 3) -> TableScene:
    seats = [SeatConfig(f"P{i}", "human" if i == 0 else "bot", "random") for i in range(n)]
    table = TableScene(app, Match(Session(catalog.get_game(game_id), seats, seed), app.store))
    app.push(table)
    pump(app)
    return table


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_panel_renders_every_game_in_every_language_without_overflow(app, code):
    i18n.set_language(code)
    try:
        for size in ((1280, 720), (1600, 900)):
            app.resize(size)
            vp = app.viewport
            for game_id, n in GAMES:
                table = table_of(app, game_id, n)
                table.rules.toggle()
                panel = table.rules.panel
                width = panel.text.screen_rect(app).w - vp.px(24)
                lines = panel.text.lines(app)
                tables = [b for b in markup.blocks(panel.text.text, paragraphs=True) if b.kind == "table"]
                shown = " ".join(text for line in lines for _, text in line.cells)
                for block in tables:  # as a table where its columns fit, else as a list: every cell in sight
                    assert all(cell.split()[0] in shown for row in block.rows for cell in row if cell.split()), game_id
                assert len(panel.sections()) >= 3
                for line in lines:
                    bold = line.style in ("heading", "head")
                    for x, text in line.cells:
                        assert x + app.fonts.font(vp.px(panel.text.size), bold=bold).size(text)[0] <= width + 1, \
                            (game_id, code, text)
                if size == (1280, 720):  # the panel's smallest text: the rules, the sections, the card entries
                    assert min(vp.px(panel.text.size), vp.px(rules_panel.TEXT), vp.px(card_reference.TEXT)) >= MIN_PX
                for button in panel.buttons:  # the tabs keep their size: no label shrunk below 12 px
                    r = button.screen_rect(app)
                    _, px = fitted_lines(app, button.label, vp.px(button.size), r.w - vp.px(14), r.h - vp.px(4))
                    assert px >= min(MIN_PX, vp.px(button.size)), (game_id, code, button.label)
                for tab in ("rules", "sections", "cards"):
                    panel.set_tab(tab)
                    app.draw()
                card_w = vp.rect(panel.cards.rect).w
                for ref in panel.cards.refs:
                    text_w = card_w - vp.px(8 * 3 + 64)
                    counts, effect = panel.cards.entry_lines(ref, text_w)
                    for line in counts + effect:
                        assert app.fonts.font(vp.px(16)).size(line)[0] <= text_w, (game_id, code, line)
                    assert "…" not in app.fonts.fit(i18n.tr(ref.title), vp.px(17), text_w, bold=True)
                table.close()
                app.pop()
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("text", ["Missionsscheiben", "mission discs (yellow/red/blue/purple)", "Charakterkarten",
                                  "任務圓片（黃／紅／藍／紫）"])
def test_a_word_wider_than_its_table_column_is_broken_to_fit(app, text):
    font = app.fonts.font(app.viewport.px(16), bold=True)
    for width in (60, 90):
        pieces = break_long(font, text, width)
        assert all(font.size(p)[0] <= width or len(p) == 1 for p in pieces), pieces
        assert "".join(p.removesuffix("-") for p in pieces).replace(" ", "") == text.replace(" ", "")
        assert all(len(p.removesuffix("-")) >= 2 for p in pieces[1:] if p[-1:].isalpha()), pieces


def test_soft_line_breaks_join_as_markdown_reads_them():
    """The rules' single line breaks became hard breaks (a paragraph broke where its source line ended). A
    paragraph's lines join (Chinese without a space); a list item, a heading, a blank line, a table or a hard break
    (two trailing spaces) end it."""
    text = ("Ihr seid Figuren am Hof. Sammelt\nLeute auf eurer Seite.\n\n1. Das Raster wird ausgelegt;\n   dann gemischt."
            "\n2. Bestechungen\n- ein Punkt\n  geht weiter\n* noch einer\n\nHart  \numbrochen\n# Titel\n你們是宮廷中\n的人物。\n| a |")
    got = [(b.kind, b.text) for b in markup.blocks(text, paragraphs=True)]
    assert got == [("text", "Ihr seid Figuren am Hof. Sammelt Leute auf eurer Seite."), ("text", ""),
                   ("text", "1. Das Raster wird ausgelegt; dann gemischt."), ("text", "2. Bestechungen"),
                   ("text", "• ein Punkt geht weiter"), ("text", "• noch einer"), ("text", ""), ("text", "Hart"),
                   ("text", "umbrochen"), ("heading", "Titel"), ("text", "你們是宮廷中的人物。"), ("table", "")]
    notes = "Ben gained a token.\nRemoved card: Baron."  # notes, not a rules text: each line its own
    assert [b.text for b in markup.blocks(notes)] == ["Ben gained a token.", "Removed card: Baron."]
    again = markup.blocks(text, paragraphs=True)  # read once per text: each caller gets a list of its own
    again.clear()
    assert [(b.kind, b.text) for b in markup.blocks(text, paragraphs=True)] == got
    assert [b.text for b in markup.blocks(text)] != [b.text for b in markup.blocks(text, paragraphs=True)]


def test_the_panel_covers_no_card_zone_nor_button(app):
    for size in ((1280, 720), (1600, 900), (1024, 640)):
        app.resize(size)
        for game_id, n in GAMES:
            table = table_of(app, game_id, n)
            table.rules.toggle()
            pump(app)
            panel = table.rules.panel.screen_rect()
            assert app.screen.get_rect().contains(panel), (size, game_id)
            for zone_id in table.layout.zones:
                zone = table.board.zone_rect(zone_id)
                assert not panel.colliderect(zone), (size, game_id, zone_id)
            for widget in table.widgets:
                assert not panel.colliderect(widget.screen_rect(app)), (size, game_id, widget)
            table.close()
            app.pop()
