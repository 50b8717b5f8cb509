"""The autosave sends only the moves made since the last one; the disk writer appends them to its record and
writes the same save :meth:`Session.to_json` makes, after an undo too; closing writes every queued move."""

from __future__ import annotations

import json
import threading

import pytest
from fixture_games import SEATS

from game import frame_saves
from game.match import DiskWriter, Match
from game.save_record import SaveFeed, SaveRecord
from game.saves import HEADER_KEY
from game.session import Session


def saved(store, session) -> dict:
    data = json.loads(store.autosave_path(session.game.id).read_text(encoding="utf-8"))
    del data[HEADER_KEY], data["name"]
    return data


def human_move(session: Session) -> None:
    session.apply(session.bot_action() if session.current_seat() else session.legal_actions()[0])


def test_each_update_carries_only_the_new_moves_and_an_undo_sends_them_all(fixture_game):
    session = Session(fixture_game, SEATS, seed=7)
    feed = SaveFeed()
    first = feed.update(session)
    assert first.start == 0 and first.moves == []
    record = SaveRecord(first)
    while session.why_no_undo(0) is not None or len(session.history) < 4:
        human_move(session)
        update = feed.update(session)
        assert (update.start, len(update.moves)) == (len(session.history) - 1, 1)
        record.apply(update)
        assert record.to_json() == session.to_json()
    session.undo(0)
    update = feed.update(session)
    assert update.start == 0 and len(update.moves) == len(session.history)
    record.apply(update)
    assert record.to_json() == session.to_json() and not record.is_over()
    assert Session.from_json(json.loads(json.dumps(record.to_json()))).history == session.history


def test_a_gap_in_the_moves_sent_is_refused(fixture_game):
    session = Session(fixture_game, SEATS, seed=7)
    feed = SaveFeed()
    record = SaveRecord(feed.update(session))
    human_move(session)
    feed.update(session)  # never reaches the record
    human_move(session)
    with pytest.raises(ValueError):
        record.apply(feed.update(session))


def test_the_writer_appends_every_update_of_a_burst_and_writes_the_newest(store, fixture_game):
    session = Session(fixture_game, SEATS, seed=3)
    writer = DiskWriter(store)
    gate, entered = threading.Event(), threading.Event()
    writes = []
    autosave = store.autosave

    def slow(record):
        entered.set()
        gate.wait(10)
        writes.append(len(record.to_json()["history"]))
        return autosave(record)

    store.autosave = slow
    try:
        writer.autosave(session)  # the writer waits on this one while the moves below queue up
        assert entered.wait(10)
        while not session.is_over():
            human_move(session)
            writer.autosave(session)
        gate.set()
        writer.flush()
        assert writes == [0, len(session.history)]  # the whole burst in one write
        assert saved(store, session) == session.to_json()
    finally:
        writer.close()


def test_closing_the_writer_writes_the_last_move(store, fixture_game):
    session = Session(fixture_game, SEATS, seed=5)
    writer = DiskWriter(store)
    gate = threading.Event()
    autosave = store.autosave
    store.autosave = lambda record: (gate.wait(10), autosave(record))[1]
    writer.autosave(session)
    for _ in range(3):
        human_move(session)
        writer.autosave(session)
    gate.set()
    writer.close()  # the app quits right after the move: nothing queued is lost
    assert saved(store, session) == session.to_json() and len(session.history) == 3


def test_a_writer_that_lost_track_sends_every_move_again(store, fixture_game):
    session = Session(fixture_game, SEATS, seed=5)
    writer = DiskWriter(store)
    try:
        writer.autosave(session)
        human_move(session)
        writer._feed.update(session)  # an update lost on the way: the next one does not follow on
        human_move(session)
        writer.autosave(session)
        writer.flush()
        assert "Autosave failed" in writer.error
        human_move(session)
        writer.autosave(session)
        writer.flush()
        assert saved(store, session) == session.to_json()
    finally:
        writer.close()


def test_the_moves_of_one_frame_make_one_update_sent_at_its_end(store, fixture_game, monkeypatch):
    """A bot fast-forward makes many moves in one frame: the match is read for its autosave once, when the frame's
    moves are made (it was read whole after every move), and the autosave then holds every move."""
    reads: list[int] = []
    update = SaveFeed.update
    monkeypatch.setattr(SaveFeed, "update", lambda feed, session: (reads.append(len(session.history)),
                                                                   update(feed, session))[1])
    match = Match(Session(fixture_game, SEATS, seed=3), store)
    try:
        for _ in range(3):
            match.apply(match.session.bot_action())
        assert not match.is_over() and reads == [0]  # (Continue works from the first moment)
        frame_saves.send_autosaves()  # the frame's end
        assert reads == [0, 3]
        frame_saves.send_autosaves()  # nothing new: nothing read
        assert reads == [0, 3]
        match.saver.flush()
        assert saved(store, match.session) == match.session.to_json()
        match.apply(match.session.bot_action())
        match.saver.flush()  # flushing sends a move made since the frame's end
        assert reads == [0, 3, 4] and saved(store, match.session) == match.session.to_json()
        match.apply(match.session.bot_action())
    finally:
        match.close()  # and so does closing (quitting, or a crash: the app closes its tables)
    assert reads == [0, 3, 4, 5] and saved(store, match.session) == match.session.to_json()
