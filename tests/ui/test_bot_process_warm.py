"""The bot process is started ahead of the first bot move, after the app's first frame, but not by an app at a game
it joined at another machine's table (it has no bot of its own: the host's bots play there) until it leaves it."""

from __future__ import annotations

import pygame

from scenes.core import app as app_module
from scenes.core.clock import VirtualClock
from scenes.core.scene import Scene


class Screen(Scene):
    joined = False

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((0, 0, 0))

    def joined_game(self) -> bool:
        return self.joined


class JoinedTable(Screen):
    joined = True


def run_frames(app, monkeypatch, changes: list[Scene | None | bool]) -> list[int]:
    """Run the app's loop: after each frame the next change (a scene pushed, None: the top popped, False: nothing);
    the frames after which the bot process was started."""
    plan = iter(changes)
    warmed: list[int] = []

    def next_frame(app) -> None:
        change = next(plan, "end")
        if change == "end":
            app.running = False
        elif change is None:
            app.pop()
        elif isinstance(change, Scene):
            app.push(change)

    app.on_frame = next_frame
    monkeypatch.setattr(app_module, "warm_bot_pool", lambda: warmed.append(len(app.frame_ms)))
    app.run(clock=VirtualClock())
    return warmed


def test_the_bot_process_is_started_after_the_first_frame(app, monkeypatch):
    app.push(Screen(app))  # the menu
    assert run_frames(app, monkeypatch, [Screen(app), None, False]) == [1]


def test_an_app_at_a_joined_table_starts_no_bot_process_until_it_leaves_the_table(app, monkeypatch):
    app.push(Screen(app))  # the menu under the table, as `python -m game join` opens it
    app.push(JoinedTable(app))
    # a screen over the table (the rules) and back, the table again, then the menu from the fourth frame on
    assert run_frames(app, monkeypatch, [Screen(app), None, False, None, False, False]) == [4]


def test_an_app_that_closes_starts_no_bot_process(app, monkeypatch):
    """Back at the menu and quitting on that frame (a remote app at its game's end, a tool's last frame): nothing to
    start a bot process for (it was started, its interpreter importing every game, only to be ended at once)."""
    app.push(Screen(app))  # the menu under the table, as `python -m game join` opens it
    app.push(JoinedTable(app))
    warmed: list[int] = []

    def leave_and_quit(app) -> None:
        if len(app.frame_ms) == 2:
            app.pop()  # the table left (its Back to menu) ...
            app.running = False  # ... and the app closed on that frame

    app.on_frame = leave_and_quit
    monkeypatch.setattr(app_module, "warm_bot_pool", lambda: warmed.append(len(app.frame_ms)))
    app.run(clock=VirtualClock())
    assert warmed == []


def test_an_app_that_closes_on_its_first_frame_starts_no_bot_process(app, monkeypatch):
    app.push(Screen(app))
    assert run_frames(app, monkeypatch, []) == []
