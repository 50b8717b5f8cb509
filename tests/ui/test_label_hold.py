"""What the background tells waits for the move's cards: while they are on their way to a zone, rest on the stage
or wait for a later beat, the zone shows the label it had before the move, and the new one once they landed; the
log tells what came of a move as its cards rest on the stage; the headline, the plates and the status line say whose
turn it is once the move's cards show it (all told what a move brought before the table showed it); a game's own
tests show them waiting."""

from __future__ import annotations

import pytest
from each_game import players_near

from game import catalog
from game.match import Match
from game.session import SeatConfig, Session
from game.settings import Settings
from scenes.core.app import App
from scenes.core.clock import WORKER_WAIT_S
from scenes.table.label_hold import busy_zones
from scenes.table.table import TableScene
from tests.ui.turn_shown import check_turn_shown, turn_of

MOVES = 12
TURN_MOVES = 20  # (Palace's first moves lay out face-up cards, each seat's own in turn: the turn changes seldom)


def a_table(tmp_path, gid: str, players: int) -> tuple[App, TableScene]:
    """A person against bots at the app's defaults."""
    app = App(size=(1280, 720), data_dir=tmp_path / "data", settings=Settings())
    seats = [SeatConfig("Ana", "human"), *(SeatConfig(f"B{i}", "bot", "random") for i in range(1, players))]
    table = TableScene(app, Match(Session(catalog.get_game(gid), seats, 3), app.store))
    app.push(table)
    return app, table


def next_frame(app: App, table: TableScene) -> None:
    """The person's move when it is theirs and the table rests (as the bots would make it), then a frame; a bot's
    move asked for is waited for (the frames a move takes do not depend on how fast the machine thinks)."""
    if table.match.viewer_acts() and table.board.settled() and not table.stale:
        table.moves.after_move(table.match.apply(table.match.session.bot_action()))
    table.wait_for_worker(WORKER_WAIT_S)
    app.step(1000 / 60)
    app.draw()


@pytest.mark.parametrize(("gid", "players"), players_near(3))
def test_a_zones_label_changes_when_the_moves_cards_have_landed_there(tmp_path, gid, players):
    """Bots' moves against a person at the app's defaults, drawn frame by frame: a label drawn other than the
    model's belongs to a zone with a card still on its way, and is the one that zone showed before; once every
    card rests, every label is the model's. While a move's cards are on their way to the stage, the log says the
    move and not yet what came of it (the narration says that as they rest there)."""
    app, table = a_table(tmp_path, gid, players)
    hold, told = table.painter.ground.label_hold, table.painter.log_hold
    before: dict[str, str] = {}
    last_model, log_before = table.view.model, 0
    try:
        for _ in range(MOVES * 400):
            if app.top is not table or table.match.moves_played() >= MOVES:
                break
            next_frame(app, table)
            drawn, model = hold.shown(table.match.viewer), hold.model_labels
            busy = busy_zones(table.board)
            for zone, text in drawn.items():
                if text != model.get(zone, text):
                    assert zone in busy, (zone, text, model[zone])
                    assert text == before.get(zone), (zone, text, before.get(zone))
            if table.board.settled() and not table.board.staging():
                assert [z for z, text in drawn.items() if text != model.get(z, text)] == []
            before = {**before, **drawn}
            if table.view.model is not last_model:
                log_before, last_model = len(last_model.log) if last_model is not None else 0, table.view.model
            if not table.board.at_the_stage():  # a move on its way to the stage: the log tells the move
                assert told.drawn is not None and told.drawn <= log_before + 1
    finally:
        table.close()
    assert table.match.moves_played() >= 4


@pytest.mark.parametrize(("gid", "players"), players_near(3))
def test_whose_turn_it_is_changes_when_the_moves_cards_show_the_move(tmp_path, gid, players):
    """Bots' moves against a person at the app's defaults, drawn frame by frame, over a round's end where one comes:
    while a move's cards are on their way to the stage (or, a move not staged, to their places), the headline, the
    plate lit as the current seat and the status line are those of before the move; once the cards rest, they are
    the model's. (They said "B2's turn" while B1's card flew to the stage, "You won the round" while its last card
    was still on its way.)"""
    app, table = a_table(tmp_path, gid, players)
    seen_held, status = 0, table.hints.status
    turn_before, last_model = None, table.view.model
    try:
        for _ in range(TURN_MOVES * 400):
            if app.top is not table or table.match.moves_played() >= TURN_MOVES:
                break
            next_frame(app, table)
            if table.view.model is not last_model:  # a move was placed: the turn it was made in
                turn_before, last_model = turn_of(last_model), table.view.model
            seen_held += check_turn_shown(table, turn_before, status)
            status = table.hints.status
    finally:
        table.close()
    assert table.match.moves_played() >= 4 and seen_held > 0
