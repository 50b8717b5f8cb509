"""The frame loop sends each match's autosave once its events and updates are done: the moves made in a frame are
with the disk writer when the frame ends (a crash after it loses nothing), in one update."""

from __future__ import annotations

import json

from fixture_games import SEATS

from game.match import Match
from game.saves import HEADER_KEY
from game.session import Session


def test_the_moves_made_in_a_frame_are_with_the_writer_when_it_ends(app, fixture_game):
    match = Match(Session(fixture_game, SEATS, seed=3), app.store)
    try:
        for _ in range(2):
            match.apply(match.session.bot_action())  # (as a table's update makes them)
        app.step(16.0)
        match.saver._queue.join()  # what the writer was sent by then, and nothing more (no flush)
        data = json.loads(app.store.autosave_path(fixture_game.id).read_text(encoding="utf-8"))
        del data[HEADER_KEY], data["name"]
        assert data == match.session.to_json() and len(match.session.history) == 2
    finally:
        match.close()
