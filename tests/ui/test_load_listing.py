"""The saves list and Continue (issue 30): quick visits share one listing thread, a save whose header is fine but
whose body is damaged turns grey in the list and Continue passes it over."""

from __future__ import annotations

import json
import os
import threading
import time

import pytest
from fixture_games import SEATS

from game.saves import SaveStore
from game.session import Session
from scenes.screens.load import LoadScene, SaveRow
from scenes.screens.menu import MenuScene
from ui.helpers import click, click_button, pump, settle

LISTING_THREADS = {"save-listing", "save-check", "continue-lookup"}


@pytest.fixture
def saved(app, fixture_game):
    session = Session(fixture_game, SEATS, seed=21)
    for _ in range(3):
        session.apply(session.bot_action())
    good = app.store.save(session, "good")
    os.utime(good, (1, 1))
    bad = app.store.save(session, "bad")
    data = json.loads(bad.read_text(encoding="utf-8"))
    data["history"] = [["play", 0]]  # the header, written first, still says all is well
    bad.write_text(json.dumps(data, separators=(",", ":")), encoding="utf-8")
    return good, bad


def test_thirty_quick_visits_share_the_listing_threads(app, saved, monkeypatch):
    real = SaveStore.inspect

    def slow(self, path, verify=False):
        time.sleep(0.05)
        return real(self, path, verify)

    monkeypatch.setattr(SaveStore, "inspect", slow)
    app.push(MenuScene(app))
    pump(app)
    most = 0
    for _ in range(30):
        click_button(app, "Load")
        assert isinstance(app.top, LoadScene)
        click_button(app, "Back")
        assert isinstance(app.top, MenuScene)
        most = max(most, sum(t.name in LISTING_THREADS for t in threading.enumerate()))
    assert most <= len(LISTING_THREADS), f"{most} listing threads at once"
    settle(app)
    assert app.top.latest is not None and app.top.latest.path == saved[0]


def test_a_damaged_body_turns_grey_in_the_list_and_continue_passes_it_over(app, saved):
    good, bad = saved
    app.push(LoadScene(app))  # before anything opened a save
    settle(app)
    rows = {w.info.path: w for w in app.top.widgets if isinstance(w, SaveRow)}
    assert rows[good].info.ok and not rows[bad].info.ok and "saved move 1" in rows[bad].info.message
    click(app, rows[bad].screen_rect(app).center)  # a grey row cannot be opened
    assert isinstance(app.top, LoadScene)
    app.stack.clear()
    app.push(MenuScene(app))
    settle(app)
    assert app.top.latest.path == good  # not the newer damaged one


@pytest.mark.filterwarnings("ignore::pytest.PytestUnhandledThreadExceptionWarning")  # the worker meant to die
def test_a_request_during_a_run_is_answered_by_a_later_run_and_a_failure_does_not_wedge_it():
    from scenes.ui.background import Coalesced

    started, release, runs = threading.Event(), threading.Event(), []

    def work():
        runs.append(len(runs))
        if len(runs) == 1:
            started.set()
            release.wait(10)
        if len(runs) == 3:
            raise KeyboardInterrupt  # past Background's net: the worker dies
        return len(runs)

    shared = Coalesced(work, name="test-coalesced")
    first = shared.request()
    assert started.wait(10)
    second, third = shared.request(), shared.request()  # both asked while the first run is in flight
    assert second is third and not second.done
    release.set()
    assert first.wait(10) and second.wait(10)
    assert first.value == 1 and second.value == 2 and runs == [0, 1]  # one more run, not two
    dead = shared.request()
    assert dead.wait(10) and dead.value is None
    assert shared.request().wait(10)  # a new worker serves the next request
    assert runs == [0, 1, 2, 3]
    for thread in [t for t in threading.enumerate() if t.name == "test-coalesced"]:
        thread.join(10)  # the dead worker's report stays within this test
