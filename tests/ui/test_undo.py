"""Undo at the real table (issue 28): the Undo button and Ctrl+Z, with posted events, for each game against bots.

Where Undo is offered it takes the person's last decision back with the bots' replies (the position, every
seat's view, the autosave); where it is not, the button is disabled, nothing changes and the table says why."""

from __future__ import annotations

import json
import random

import pygame
import pytest

from game import catalog
from game.engine import Undo
from game.match import Match
from game.session import SeatConfig, Session
from scenes.table.table import TableScene
from scenes.table.undo_button import UndoButton
from scenes.tools.byhand import run
from ui.helpers import click, key, pump

FEWEST = [pytest.param(gid, catalog.get_game(gid).min_players, id=gid) for gid in catalog.game_ids()]
MAX_MOVES = 600
UNDO_SEED = 8  # a seed whose by-hand game offers Undo in every game that ever may
TAKES_BACK = catalog.having(lambda c: c.undo is Undo.SOMETIMES)[0].rules
"""A game where some moves may be taken back (the first registered)."""


def never(gid: str) -> bool:
    """The game never offers Undo (every move reveals something)."""
    return catalog.get_entry(gid).capabilities.undo is Undo.NEVER


def plain(data):
    return json.loads(json.dumps(data))


def table_against_bots(app, gid: str, n: int, seed: int) -> TableScene:
    seats = [SeatConfig("Ana", "human")] + [SeatConfig(f"Bot {i}", "bot", "random") for i in range(1, n)]
    table = TableScene(app, Match(Session(catalog.get_game(gid), seats, seed), app.store))
    app.push(table)
    pump(app, frames=2)
    return table


def undo_button(table: TableScene) -> UndoButton:
    return next(w for w in table.widgets if isinstance(w, UndoButton))


def ctrl_z(app) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="\x1a",
                                         scancode=0))
    pump(app, frames=2)


def play_until(app, table: TableScene, rng: random.Random, wanted) -> bool:
    """The person's moves (chosen at random, made through the table) and the bots' until ``wanted()`` holds at
    the person's turn; False when the game ended first."""
    session = table.match.session
    for _ in range(MAX_MOVES):
        pump(app, until=lambda: session.is_over() or app.top is not table or (table.acting() and not table.stale),
             frames=1)
        if session.is_over():
            return False
        if app.top is not table:  # a round's summary: on to the next round
            key(app, pygame.K_RETURN)
            continue
        if wanted():
            return True
        table.moves.play(rng.choice(session.legal_actions()), confirmed=True)
        pump(app, frames=1)
    return False


def autosaved(app, gid: str) -> Session:
    return app.store.load(app.store.autosave_path(gid))


def views(session: Session) -> list:
    return [plain(session.view(seat)) for seat in range(len(session.seats))]


@pytest.mark.parametrize(("gid", "n"), FEWEST)
def test_undo_button_and_ctrl_z_take_the_last_decision_back(app, gid, n):
    """Whenever Undo is offered it is enabled; a click or Ctrl+Z goes back to the position before the person's
    last decision (state, every view, the autosave), bots' replies included. Whenever it is not, the button is
    disabled, a click or Ctrl+Z changes nothing and the toast says why. A game whose every move reveals something
    (its capabilities say Undo never) never offers it."""
    table = table_against_bots(app, gid, n, seed=4)
    session = table.match.session
    rng = random.Random(gid)
    taken = refused = 0
    before: dict[int, tuple] = {}  # history length -> (state JSON, views) at the person's turns
    for _ in range(60):
        if not play_until(app, table, rng, lambda: True):
            break
        before[len(session.history)] = (plain(session.game.state_to_json(session.state)), views(session))
        table.moves.play(rng.choice(session.legal_actions()), confirmed=True)
        if not play_until(app, table, rng, lambda: True):
            break
        why = table.match.why_no_undo()
        assert undo_button(table).enabled == (not why)
        moves = len(session.history)
        if why:
            assert why.startswith("No undo: ")
            click(app, undo_button(table).screen_rect(app).center) if refused % 2 else ctrl_z(app)
            assert len(session.history) == moves and app.toast_text == why and app.toast_ms > 0
            refused += 1
            continue
        if rng.random() < 0.5:  # keep this one: the game goes on
            continue
        target = session.undo_target(0)
        assert target in before
        ctrl_z(app) if taken % 2 else click(app, undo_button(table).screen_rect(app).center)
        assert len(session.history) == target
        assert (plain(session.game.state_to_json(session.state)), views(session)) == before[target]
        assert table.acting() and table.shown.choices  # the person's decision again, at the table
        table.match.saver.flush()
        assert plain(autosaved(app, gid).to_json())["history"] == plain(session.to_json())["history"]
        taken += 1
    assert refused > 0
    if never(gid):
        assert taken == 0
    else:
        assert taken > 0, "Undo was never offered"
    assert session.undos[0] == taken


def test_undo_state_resumes_from_the_autosave(app):
    """A game saved where Undo is offered resumes with Undo offered, and the undo count."""
    table = table_against_bots(app, TAKES_BACK.id, TAKES_BACK.min_players, seed=4)
    session = table.match.session
    rng = random.Random(2)
    assert play_until(app, table, rng, lambda: not table.match.why_no_undo())
    ctrl_z(app)
    assert play_until(app, table, rng, lambda: not table.match.why_no_undo() and session.undos[0] == 1)
    table.match.saver.flush()
    loaded = autosaved(app, TAKES_BACK.id)
    assert loaded.undo_target(0) == session.undo_target(0) and loaded.undos == [1, 0]



@pytest.mark.parametrize(("gid", "n"), FEWEST)
def test_by_hand_player_takes_moves_back(gid, n):
    """``autoplay --by-hand --undo``: every seat a person, moves taken back now and then with the Undo button or
    Ctrl+Z (posted events); the game still finishes with no failure. A game that never offers Undo (its
    capabilities) refuses every try with its reason."""
    report = run(gid, n, UNDO_SEED, (1280, 720), undo=True, max_seconds=300)
    assert report["finished"] and report["failures"] == []
    assert report["undo_refusals"] > 0
    assert (report["undos"] == 0) if never(gid) else (report["undos"] > 0)


def test_statistics_screen_shows_the_undos(app):
    from scenes.screens.statistics import StatsRow

    gid = TAKES_BACK.id
    assert StatsRow("Ana", gid, "easy", 3, 1.0, 0, 2).cells()[2] == "Bot: Easy, 2 undos"
    assert StatsRow("Ana", gid, "easy", 3, 1.0, 1, 1).cells()[2] == "Bot: Easy, 1 hinted, 1 undo"


def test_undo_while_a_bots_reply_is_on_the_stage(app):
    """With animations on, Ctrl+Z while the bot's reply is still shown on the stage (or the bot is thinking)
    takes both moves back at once and the table is the person's again."""
    app.settings.animation_speed = 1.0
    table = table_against_bots(app, TAKES_BACK.id, max(3, TAKES_BACK.min_players), seed=4)
    session = table.match.session
    rng = random.Random(5)
    for _ in range(200):
        assert play_until(app, table, rng, lambda: True)
        mine = len(session.history)
        table.moves.play(rng.choice(session.legal_actions()), confirmed=True)
        pump(app, until=lambda mine=mine: len(session.history) > mine + 1 or table.acting() or session.is_over(), frames=1)
        pump(app, frames=2)  # the table reads the reply and puts it on the stage
        if session.undo_target(0) == mine and len(session.history) > mine + 1 and table.board.staging():
            break
    else:
        pytest.fail("no bot reply that could be taken back")
    ctrl_z(app)
    assert len(session.history) == mine and not table.board.staging() and not table.match.bot_thinking()
    pump(app, frames=5)
    assert len(session.history) == mine and table.acting()
