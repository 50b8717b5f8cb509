"""Shared fixtures: collect garbage less often; register the fixture game for the whole run; keep every
platformdirs-based store in a temporary folder; a save store in a temporary folder and a short session of the
fixture game to save."""

from __future__ import annotations

import gc
import os

import fixture_games
import platformdirs
import pytest
from fixture_games import SEATS
from shared_faces import share_rendered_faces, share_turned_faces
from shared_rasters import share_rasterised_svgs, share_rendered_text

from game import catalog
from game.saves import SaveStore
from game.session import Session


def collect_less_often() -> None:
    """The collector's youngest generation holds 10,000 new objects in a test worker, not Python's 700. UI tests
    make and drop millions of objects (frames, layouts, reports): at 700 a young pass ran every few milliseconds,
    moving what was still in use that moment to the older generations, where it died later and counted towards full
    passes over every long-lived object of the worker (its caches; the parsed source trees, 600,000 objects, were
    walked by full passes set off while they were being parsed). On 7 modules in one process (the UI ones of keys,
    undo, round ends, memory, legibility; the import graph, i18n) the collector's CPU went from 3.6 to 2.2 s (young
    passes 5,900 to 160, full ones 65 to 27, those of the import graph 0.9 s to none). Only when garbage is collected
    changes, never what: every leak check collects on purpose (``gc.collect()``) and finds what it found; the
    processes the tests start (the bot process, the tools) keep Python's defaults."""
    gc.set_threshold(10_000, 10, 10)


collect_less_often()
share_rasterised_svgs()  # each UI test's app would rasterise the same card faces again
share_rendered_text()  # and render the same lines of text again, each in fonts of its own
share_rendered_faces()  # and draw the same card faces again from those
share_turned_faces()  # and turn the same faces for the fans again
catalog.register(fixture_games.ENTRY)  # the fixture game joins every generic test (not the shipped catalog)
os.environ["PALACE_TABLE_NET_LOCAL"] = "1"  # play with friends in tests: 127.0.0.1 only, no multicast, no
# public mailbox, whatever screen a test (or the UI fuzzer) opens; the processes the tests start inherit it

ONE_WORKER_MODULES = {
    "test_frozen_build.py": "the frozen build goes to one fixed folder (dist/, build/), built once for the module",
    "test_wheel_install.py": "one wheel is built and installed into one venv for the module's tests",
    "test_sdist.py": "one sdist is built for the module's tests",
    "test_invite.py": "one mailbox server (a process: ~0.7 CPU-s to start) serves the module's tests",
}
"""Test modules whose tests must all run in one process: spread over pytest-xdist's workers (``tools/dev.py
test``), each of them goes to one worker as a whole; every other test goes wherever a worker is free."""
SHARED_WORKER = {"test_wheel_install.py": "packaging", "test_sdist.py": "packaging"}
"""Modules of :data:`ONE_WORKER_MODULES` that go to one worker together: the build backend pip installs for their
builds is installed once (``tests/build_backend.py``)."""
ONE_WORKER_PER_GAME = {
    "test_by_hand.py": "a game's whole games played by hand are played once and their reports shared by its tests",
}
"""Test modules whose tests of one game must run in one process (the test's first parameter starts with the game
id): each game's tests go to one worker as a whole, the games spread over the workers."""


def game_of(nodeid: str) -> str:
    """The game a parametrized test is about: the longest registered game id its parameters start with ("" none)."""
    _, bracket, params = nodeid.partition("[")
    if not bracket:
        return ""
    ids = [gid for gid in catalog.game_ids() if params == gid + "]" or params.startswith(gid + "-")]
    return max(ids, key=len, default="")


def xdist_scope(nodeid: str) -> str:
    """What must share a worker with the test: its module (:data:`ONE_WORKER_MODULES`), its module's tests of the same
    game (:data:`ONE_WORKER_PER_GAME`), or nothing but itself."""
    module = nodeid.split("::", 1)[0]
    name = module.rsplit("/", 1)[-1]
    if name in ONE_WORKER_MODULES:
        return SHARED_WORKER.get(name, module)
    if name in ONE_WORKER_PER_GAME and (gid := game_of(nodeid)):
        return f"{module}::{gid}"
    return nodeid


@pytest.hookimpl(optionalhook=True)  # a pytest-xdist hook: only called when the tests are spread over workers
def pytest_xdist_make_scheduler(config, log):
    """Like ``--dist loadgroup`` with an ``xdist_group`` per :func:`xdist_scope` (which pytest
    9.2 broke: the group is read from a rewritten node id that pytest no longer uses)."""
    from xdist.scheduler import LoadScopeScheduling

    class OneWorkerModules(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return xdist_scope(nodeid)

    return OneWorkerModules(config, log)


@pytest.hookimpl(trylast=True)
def pytest_collection_finish(session):
    """Every module imported and every test collected: the collector's full passes leave those objects out from
    now on, as the app does once its first frame is up (``App.run``). A full pass over the 160,000 objects of a
    worker's imports took 60 ms, and a worker made over 200 of them (15 s)."""
    gc.collect()
    gc.freeze()


LONG_MODULES = ("test_by_hand.py", "test_random_play.py", "test_ui_fuzz.py", "test_all_games.py",
                "test_bots_across_processes.py",
                # tests of seconds each: started last, one of them kept a worker busy up to 5 s after the other
                # had nothing left (ui/test_undo.py's whole games by hand, 1-4 s each, ended the run)
                "test_undo.py", "test_text_audit.py", "test_tools.py", "test_keys_only.py", "test_present_soak.py",
                "test_memory.py", "test_hidden_card_by_hand.py", "test_pace.py", "test_table_layers.py",
                "test_invite.py", "test_reference_bot.py", "test_harness.py", "test_seat_rules.py")
"""Modules of long tests that are not marked slow (tens of seconds, then seconds each): run early too, in this
order, so that the run ends with tests of a fraction of a second on every worker."""


def pytest_collection_modifyitems(config, items):
    """The slow tests first, then those of :data:`LONG_MODULES` in its order, so that spread over workers the
    longest start early and do not end the run alone."""
    rank = {name: i for i, name in enumerate(LONG_MODULES)}
    items.sort(key=lambda item: (item.get_closest_marker("slow") is None, rank.get(item.path.name, len(rank))))


@pytest.fixture(autouse=True)
def isolated_dirs(tmp_path_factory, monkeypatch):
    """Point the user data and config folders (saves, stats, settings) at a fresh temporary folder."""
    root = tmp_path_factory.mktemp("userdirs")
    for name in ("user_data_dir", "user_config_dir", "user_state_dir", "user_cache_dir", "user_log_dir"):
        folder = root / name
        monkeypatch.setattr(platformdirs, name, lambda *args, _folder=folder, **kwargs: str(_folder))
    for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(var, str(root / var.lower()))
    return root


@pytest.fixture(autouse=True)
def english_after_each_test():
    """Every test starts in English and leaves it so: a test that switches the language (the settings screen, a
    German table) must not change what the next test on the same worker reads."""
    from game import i18n

    i18n.set_language("en")
    yield
    i18n.set_language("en")


@pytest.fixture
def fixture_game():
    """The tiny test game of ``tests/fixture_games.py`` (registered in the catalog for the whole run)."""
    return fixture_games.GAME


@pytest.fixture
def store(tmp_path) -> SaveStore:
    return SaveStore(tmp_path)


@pytest.fixture
def session(fixture_game) -> Session:
    match = Session(fixture_game, SEATS, seed=21)
    for _ in range(3):
        match.apply(match.bot_action())
    return match
