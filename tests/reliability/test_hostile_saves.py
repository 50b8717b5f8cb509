"""Hostile save files in the app's Load scene: each is listed greyed with a clear one-line reason, cannot be
opened, and leaves the good save usable (the store's own gallery is ``tests/test_saves.py``)."""

from __future__ import annotations

import os

import pygame
import pytest
from fixture_games import SEATS
from test_saves import damaged_gallery
from ui.helpers import click, click_button, post, pump, settle

from game.saves import MAX_SAVE_BYTES
from game.session import Session
from scenes.screens.load import LoadScene, SaveRow
from scenes.screens.menu import MenuScene

REASONS = {  # gallery entry -> what its message must say
    "truncated": "truncated or not JSON",
    "empty": "truncated or not JSON",
    "binary garbage": "not text",
    "foreign json": "not a Palace Table save",
    "json list": "not a Palace Table save",
    "wrong types": "seat",
    "unknown game": "unknown game: 'chess'",
    "future version": "newer version",
    "illegal state": "saved position",
    "illegal state of format 1": "saved position",
    "illegal move": "saved move 1 is not legal",
    "deep nesting": "truncated or not JSON",
    "huge": "too large",
}


@pytest.fixture
def hostile_folder(app, fixture_game):
    """The app's save folder with one good save and every hostile file, named after its kind."""
    session = Session(fixture_game, SEATS, seed=21)
    for _ in range(3):
        session.apply(session.bot_action())
    good = app.store.save(session, "good")
    os.utime(good, (1, 1))  # the oldest: listed last
    for kind, data in damaged_gallery(session).items():
        (app.store.folder / f"{kind.replace(' ', '-')}.json").write_bytes(data)
    with open(app.store.folder / "huge.json", "wb") as handle:
        handle.truncate(MAX_SAVE_BYTES + 1)
    return good


def rows(scene: LoadScene) -> list[SaveRow]:
    return [w for w in scene.widgets if isinstance(w, SaveRow)]


def test_every_hostile_save_is_listed_with_its_reason_and_cannot_be_opened(app, hostile_folder):
    app.push(MenuScene(app))
    pump(app)
    click_button(app, "Load")
    settle(app)
    scene = app.top
    assert isinstance(scene, LoadScene)
    seen: dict[str, SaveRow] = {}
    while True:  # page through the list with the wheel, clicking every damaged row on the way
        pump(app)  # drawing damaged rows must not fail
        for row in rows(scene):
            if not row.info.ok:
                click(app, row.screen_rect(app).center)
                assert app.top is scene
            seen["good" if row.info.path == hostile_folder else row.info.path.stem] = row
        if len(seen) == len(scene.saves):
            break
        post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)
        pump(app)
    assert seen.pop("good").info.ok
    assert set(seen) == {kind.replace(" ", "-") for kind in REASONS}
    for kind, reason in REASONS.items():
        info = seen[kind.replace(" ", "-")].info
        assert info.status == "damaged" and reason in info.message, (kind, info.message)
        assert "\n" not in info.message and len(info.message) < 200
    click_button(app, "Back")
    assert isinstance(app.top, MenuScene)


def test_a_save_damaged_after_listing_is_refused_with_a_toast(app, hostile_folder):
    app.push(MenuScene(app))
    pump(app)
    click_button(app, "Load")
    settle(app)
    scene = app.top
    post(pygame.MOUSEWHEEL, x=0, y=-len(REASONS), flipped=False, precise_x=0.0, precise_y=0.0)
    pump(app)
    good = next(r for r in rows(scene) if r.info.ok)
    hostile_folder.write_text('{"format": "palace-table-save", "version": 99}', encoding="utf-8")
    click(app, good.screen_rect(app).center)
    assert app.top is scene
    assert app.toast_text.startswith("Cannot open this save:") and "newer version" in app.toast_text
    pump(app)
