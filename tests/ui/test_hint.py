"""The Hint at the table, through real posted input: key H or the Hint button asks the bot process, the frame loop
goes on, and the suggested card is ringed and the panel drawn."""

from __future__ import annotations

import pygame
import pytest
from each_game import game_ids

from scenes.table.hint_view import HINT_KEY
from ui.helpers import click_button, key, love_letter_table, pump

SEED = 5  # seat 0 (the person) starts


def ring_drawn(app, table) -> bool:
    """The accent ring lies around every suggested card, as drawn on the screen."""
    cards = table.hint.suggested_cards(table.model)
    assert cards
    for uid in cards:
        ring = table.screen_rect(table.sprites[uid]).inflate(app.viewport.px(10), app.viewport.px(10))
        if tuple(app.screen.get_at((ring.left + 1, ring.centery)))[:3] != app.palette.accent:
            return False
    return True


def test_key_h_shows_the_hint_ringed_on_the_table_with_its_chances(app):
    table = love_letter_table(app, SEED)
    pump(app)
    assert table.hint.available() and table.hint.hint is None
    key(app, HINT_KEY)
    assert table.hint.thinking() or table.hint.hint is not None  # asked; the frame loop did not wait
    pump(app, until=lambda: table.hint.hint is not None, timeout=120)
    pump(app, frames=2)
    hint = table.hint.hint
    assert hint.action in table.match.session.legal_actions()
    assert ring_drawn(app, table)
    lines = [text for text, _ in table.hint.lines(table.model)]
    assert lines[0] == "Hint" and "% to win" in lines[1]
    assert table.match.session.hinted == {0}


def test_the_hint_button_asks_and_a_move_clears_the_hint(app):
    table = love_letter_table(app, SEED)
    pump(app)
    click_button(app, "Hint (H)")
    pump(app, until=lambda: table.hint.hint is not None, timeout=120)
    table.play(table.hint.hint.action)
    pump(app, frames=2)
    assert table.hint.hint is None and table.hint.asked_at == -1
    assert table.match.session.hinted == {0}


def test_no_hint_button_when_it_is_not_your_turn(app):
    table = love_letter_table(app, SEED, kinds=("bot", "human"))
    table.match.seen_by(1)
    table.refresh()
    assert not table.match.viewer_acts()
    assert all(getattr(w, "label", "") != "Hint (H)" for w in table.widgets)


HINT_SIZES = [(1280, 720), (1600, 900), (1024, 640)]


def table_with_a_hint(tmp_path, game_id: str, size: tuple[int, int]):
    """The largest table of ``game_id`` on the person's (seat 0's) turn with a Hint of three moves shown."""
    from game import catalog
    from game.ai.hint import Hint, HintOption
    from game.engine import Reason
    from game.match import Match
    from game.session import SeatConfig, Session
    from game.settings import Settings
    from scenes.core.app import App
    from scenes.table.table import TableScene

    app = App(size=size, data_dir=tmp_path / f"{game_id}-{size[0]}", settings=Settings(animation_speed=0.0,
                                                                                      bot_pace_ms=0))
    players = catalog.get_game(game_id).max_players
    seats = [SeatConfig(f"Player {i}", "human" if i == 0 else "bot", "random") for i in range(players)]
    session = Session(catalog.get_game(game_id), seats, 3)
    for _ in range(6):  # a few moves in: the log has lines for the panel to cover
        session.apply(session.bot_action())
    while session.current_seat() != 0 and not session.is_over():
        session.apply(session.bot_action())
    table = TableScene(app, Match(session, app.store))
    app.push(table)
    legal = session.legal_actions()
    table.hint.asked_at = table.match.moves_played()
    table.hint.hint = Hint(legal[0], tuple(HintOption(a, 0.25) for a in legal[:3]),
                           Reason("search", {"win": 25, "margin": 7}))
    table.hint.version += 1
    app.draw()
    return app, table


@pytest.mark.parametrize("size", HINT_SIZES, ids=[f"{w}x{h}" for w, h in HINT_SIZES])
@pytest.mark.parametrize("game_id", game_ids())
def test_the_hint_panel_covers_no_log_line_hand_status_prompt_button_or_plate(tmp_path, game_id, size):
    """The panel lay over the top of the log (its first line hidden): now the log moves down below it."""
    from scenes.table.sidebar import WIDTH

    app, table = table_with_a_hint(tmp_path, game_id, size)
    try:
        vp, lay = app.viewport, table.sidebar
        panel = table.hint.panel_rect(table.shown, lay)
        assert panel is not None and app.screen.get_rect().contains(panel)
        assert len(table.hint.wrapped(table.shown)) >= 5  # the title, three moves, why
        others = {
            "log": vp.rect((lay.left, lay.log[0], WIDTH, lay.log[1])),
            "prompt": vp.rect((lay.left, lay.prompt[0], WIDTH, lay.prompt[1])),
            "hand": table.hand_rect(),
            **{f"plate {zone}": table.painter.label_rects[zone] for zone in table.painter.plates.values()},
            **{f"button {w.label}": w.screen_rect(app) for w in table.widgets},
        }
        status = table.hints.status_area()
        if status is not None:
            others["status"] = vp.rect(status)
        assert others["log"].bottom <= app.screen.get_height() + 1  # the log still fits the window
        covered = [name for name, rect in others.items() if rect is not None and rect.colliderect(panel)]
        assert not covered, f"the panel {panel} covers {covered}"
    finally:
        table.close()
        pygame.quit()
