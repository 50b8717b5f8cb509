"""Learn to play at Love Letter's table (moved here from the generic ``tests/ui/test_tutorial.py``): a wrong
gesture gets the coach's hint, not a refusal toast; the tutorial writes no autosave and counts in no statistics;
its table offers no hint and no save; its next deal points no arrow."""

from __future__ import annotations

from game import catalog
from scenes.core import flow
from tests.ui.helpers import click_button, drag, pump


def to_first_move(app):
    """The Love Letter tutorial's table at its first step the player makes with a gesture."""
    from scenes.screens.menu import MenuScene

    app.push(MenuScene(app))
    flow.start_tutorial(app, "love-letter")
    table = app.top
    pump(app, frames=2)
    while table.coach.tutorial.step.kind != "do":
        table.coach.go_on()
        pump(app, frames=2)
    return table


def test_wrong_gesture_gets_the_coach_hint_not_a_toast(app) -> None:
    table = to_first_move(app)
    step = table.coach.tutorial.step
    guard = next(uid for uid, s in table.sprites.items() if s.card.face == "guard" and s.zone == "hand.0")
    king = next(uid for uid, s in table.sprites.items() if s.card.face == "king" and s.zone == "hand.0")
    # a drop where a card does nothing: on the deck
    drag(app, table.screen_rect(table.sprites[king]).center, table.board.zone_rect("deck").center)
    assert table.coach.hinting and app.toast_ms <= 0
    assert table.match.moves_played() == 0
    # a legal move that is not the lesson's: the Guard
    drag(app, table.screen_rect(table.sprites[guard]).center, table.board.zone_rect("play").center)
    pump(app, frames=3)
    while type(app.top).__name__ == "StepPrompt":  # the Guard asks for a guess: any guess is not this lesson
        prompt = app.top
        app.draw()  # the coach's words stay in view beside the prompt's panel
        assert table.coach.bubble is not None
        assert not table.coach.bubble.colliderect(app.viewport.rect(prompt.panel))
        prompt.step_buttons[next(iter(prompt.step_buttons))].on_click()
        pump(app, frames=2)
    assert table.match.moves_played() == 0 and table.coach.tutorial.step is step
    assert table.coach.hints_shown == 2 and app.toast_ms <= 0
    assert table.coach.text(step) == "Drag the King (not the Guard) to the middle of the table."
    # the lesson's move
    drag(app, table.screen_rect(table.sprites[king]).center, table.board.zone_rect("play").center)
    pump(app, until=lambda: table.coach.tutorial.index > 2 and not table.stale)
    assert table.match.session.history[0] == ("play", "king", 1)
    assert not table.coach.hinting


def test_tutorial_writes_no_autosave_and_no_statistics(app) -> None:
    """The player's own game stays the one Continue resumes: the tutorial writes no autosave (nor statistics)."""
    from game.match import Match
    from game.session import SeatConfig, Session
    from game.stats import StatsStore

    own = Match(Session(catalog.get_game("love-letter"), [SeatConfig("Ana", "human"), SeatConfig("Ben", "bot")], 7),
                app.store, StatsStore(app.data_dir))
    own.close()  # its autosave is written
    before = {path.name: path.read_bytes() for path in app.store.folder.glob("*")}
    assert before
    table = to_first_move(app)
    drag(app, table.screen_rect(next(s for s in table.sprites.values() if s.card.face == "king")).center,
         table.board.zone_rect("play").center)
    pump(app, until=lambda: table.match.moves_played() >= 2)
    table.match.saver.flush()
    assert table.match.stats is None
    assert {path.name: path.read_bytes() for path in app.store.folder.glob("*")} == before


def test_tutorial_table_offers_no_hint_and_no_save(app) -> None:
    from game.i18n import tr
    from scenes.table.table_menu import TableMenu

    table = to_first_move(app)
    labels = [getattr(w, "label", "") for w in table.widgets]
    assert tr("Hint (H)") not in labels and not table.hint.available()
    table.back()
    pump(app, frames=2)
    menu = app.top
    assert isinstance(menu, TableMenu)
    assert tr("Save as…") not in [getattr(w, "label", "") for w in menu.widgets]
    assert menu.subtitle() == [tr("Learn to play is not saved.")]


def test_the_love_letter_tutorials_next_deal_points_no_arrow_at_ben(app, monkeypatch) -> None:
    """The tutorial's Prince on Ben wins the round; Next round on the summary (the coach still talking) opened the
    next round with the arrow from Ana's new hand to Ben's plate, as if to say "play on Ben". The deal clears it
    (settings at their defaults)."""
    from game.settings import Settings
    from scenes.screens.scoring import ScoringScene
    from scenes.table.stage_paint import StagePainter

    app.settings = Settings()
    aimed: list[list[int]] = []
    arrows = StagePainter.draw_target_arrows
    monkeypatch.setattr(StagePainter, "draw_target_arrows",
                        lambda self, s, targets, *rest: (aimed.append(list(targets)), arrows(self, s, targets, *rest)))
    table = to_first_move(app)
    tutorial = table.coach.tutorial
    for _ in range(2000):
        step = tutorial.step
        if isinstance(app.top, ScoringScene) or step is None:
            break
        if step.kind == "say" and not table.holding():
            table.coach.go_on()
        elif step.kind == "do" and table.acting() and not table.stale:
            table.moves.play(step.action)
        pump(app, frames=2)
    assert isinstance(app.top, ScoringScene), type(app.top).__name__
    assert table.match.last_move_targets() == [1]  # the Prince on Ben ended the round
    click_button(app, "Next round")
    pump(app, until=lambda: app.top is table and table.board.settled(), timeout=30)
    assert "Round 2" in table.shown.headline
    aimed.clear()
    app.invalidate()
    pump(app, frames=2)
    assert not aimed
