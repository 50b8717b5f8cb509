"""The post-game review, through a real click on the scoring screen: the person's moves with their chances and
the costliest marked, computed in the bot process."""

from __future__ import annotations

import random
import re

import pygame
from each_game import a_game

from game import catalog
from game.ai.hint import costliest
from game.match import Match
from game.session import SeatConfig, Session
from scenes.screens.replay import ReplayScene
from scenes.screens.review import ReviewRow, ReviewScene
from scenes.screens.scoring import ScoringScene
from scenes.table.table import TableScene
from ui.helpers import click_button, key, post, pump


def finished_table(app, seed: int, game_id: str = "", players: int = 2) -> TableScene:
    seats = [SeatConfig("Ana", "human"), *(SeatConfig(name, "bot", "random") for name in ("Ben", "Cy")[:players - 1])]
    session = Session(catalog.get_game(game_id or a_game(players=players)), seats, seed)
    rng = random.Random(seed)
    while not session.is_over():
        legal = session.legal_actions()
        session.apply(legal[rng.randrange(len(legal))])
    table = TableScene(app, Match(session, app.store))
    app.push(table)
    return table


def test_the_scoring_screen_opens_a_review_of_your_moves(app):
    table = finished_table(app, 4)
    pump(app, until=lambda: isinstance(app.top, ScoringScene))
    click_button(app, "Review your moves")
    review = app.top
    assert isinstance(review, ReviewScene)
    pump(app, until=lambda: review.reviews is not None, timeout=300)
    rows = review.rows
    assert len(rows) == len(review.request.decisions) and all(row.made and row.made_win for row in rows)
    ranked = sorted(row.rank for row in rows if row.rank is not None)
    assert ranked == list(range(1, len(ranked) + 1)) and 0 < len(ranked) <= 3
    for row in rows:  # a costly move lost something to a better move; "the same" move lost nothing
        assert bool(row.best) == bool(row.best_win)
        assert not row.lost or row.best
        assert row.rank is None or row.lost
        assert not row.lost or re.fullmatch(r"−\d+\.\d%", row.lost)  # a unit: "−28.9%", not a bare "28.9"
    rounds = [entry for entry in review.entries() if isinstance(entry, int)]
    assert rounds == sorted(set(rounds)) and rounds[0] == 1  # grouped by round, each round named once
    assert table.match.session.history  # the review never touched the match
    shown = review.shown_count()
    assert shown < len(review.entries())  # a whole game's moves need scrolling
    post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)
    pump(app, frames=2)
    assert review.first == 3
    key(app, pygame.K_END)
    assert review.first == review.last_first() > 3
    assert review.first + review.shown_count() == len(review.entries())  # the last entry is in view
    key(app, pygame.K_HOME)
    assert review.first == 0
    jumped = []
    for rank in ranked:  # each costly move is a click (or its number key) away, whichever page it is on
        click_button(app, str(rank))
        jumped.append(review.first)
        assert any(isinstance(e, ReviewRow) and e.rank == rank for e, _, _ in review.shown())
        key(app, pygame.K_HOME)
        key(app, getattr(pygame, f"K_{rank}"))
        assert any(isinstance(e, ReviewRow) and e.rank == rank for e, _, _ in review.shown())
    assert max(jumped) > 0  # at least one lay beyond the first page
    click_button(app, "Watch it in the replay")  # the costly move jumped to last, in the replay
    replay = app.top
    assert isinstance(replay, ReplayScene)
    assert replay.match.moves_played() == costliest(review.reviews)[ranked[-1] - 1] + 1
    assert replay.match.move_lines()  # its lines highlighted in the log
    key(app, pygame.K_ESCAPE)
    assert app.top is review
    click_button(app, "Back")
    assert isinstance(app.top, ScoringScene)


def test_with_speak_the_game_on_the_review_is_said_and_a_costly_move_by_its_key(app, tmp_path):
    """The review was a table for the eyes only: done, it is said (how many moves, then the costliest, first to
    third, each with Hard's move and what yours gave away); the keys 1-3 and the focus on their buttons say the
    move they go to."""
    from scenes.screens.review import JumpButton
    from scenes.tools import speech_log
    from scenes.ui.focus import describe

    path = tmp_path / "speech.txt"
    speech_log.attach(app, path)
    finished_table(app, 4)
    pump(app, until=lambda: isinstance(app.top, ScoringScene))
    click_button(app, "Review your moves")
    review = app.top
    assert isinstance(review, ReviewScene)
    pump(app, until=lambda: review.reviews is not None, timeout=300)
    pump(app, frames=2)
    said = path.read_text(encoding="utf-8").splitlines()
    costly = sorted((row for row in review.rows if row.rank is not None), key=lambda row: row.rank)
    assert costly, "seed 4's game has costly moves"
    done = next(line for line in said if "moves reviewed." in line)
    assert done.startswith(f"{len(review.rows)} moves reviewed. Costly move 1: You played {costly[0].made} ")
    assert f"Hard would play {costly[0].best} ({costly[0].best_win}). You gave away {costly[0].lost}." in done
    assert done.count("Costly move") == len(costly)
    key(app, pygame.K_1)  # to the costliest: said as the focus says its button
    assert path.read_text(encoding="utf-8").splitlines()[-1] == JumpButton.words_of(costly[0])
    jumps = [w for w in review.widgets if isinstance(w, JumpButton)]
    assert [describe(w) for w in jumps] == [JumpButton.words_of(row) for row in costly]
