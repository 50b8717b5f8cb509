"""The Hint panel at every game's table covers nothing the player needs (a game's own Hint tests, through posted
input, are in its folder)."""

from __future__ import annotations

import pygame
import pytest
from each_game import game_ids

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
            "hand": table.view.hand_rect(),
            **{f"plate {zone}": table.painter.ground.label_rects[zone] for zone in table.painter.ground.plates.values()},
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


@pytest.mark.parametrize("game_id", game_ids())
def test_a_hint_asked_for_with_speak_the_game_on_is_said_as_it_comes(tmp_path, game_id):
    """H (posted) asks for a Hint; when the bots' process answers, the voice says it (the suggested move first,
    the others, why), worded as the game's texts are said. The panel was only drawn: a player who listens heard
    nothing after pressing H."""
    import unicodedata

    from game import catalog
    from game.match import Match
    from game.session import SeatConfig, Session
    from game.settings import Settings
    from scenes.core.app import App
    from scenes.table.table import TableScene
    from scenes.tools import speech_log
    from tests.ui.helpers import post, pump

    app = App(size=(1280, 720), data_dir=tmp_path / "data", settings=Settings())
    said = tmp_path / "speech.txt"
    speech_log.attach(app, said)
    game = catalog.get_game(game_id)
    seats = [SeatConfig(f"Player {i}", "human" if i == 0 else "bot", "random") for i in range(game.min_players)]
    session = Session(game, seats, 3)
    while session.current_seat() != 0 and not session.is_over():
        session.apply(session.bot_action())
    table = TableScene(app, Match(session, app.store))
    app.push(table)
    try:
        pump(app, until=table.acting)
        post(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0)
        pump(app, frames=2)
        table.hint.wait(60)
        pump(app, frames=2)
        assert table.hint.hint is not None
        last = said.read_text(encoding="utf-8").splitlines()[-1]
        best = next(text for text, bold in table.hint.lines(table.shown)[1:] if bold).removeprefix("▶ ")
        assert last.startswith(table.voice.presenter.spoken(f"Hint. {best}"))
        assert not any(unicodedata.category(ch) == "So" for ch in last)
    finally:
        table.close()
        pygame.quit()
