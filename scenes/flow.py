"""Which screen follows which. Scenes open one another through here, by name, so that no scene imports another
(a screen's module is imported when it is first opened), and a match starts in one place whatever starts it
(setup, a save, Play again)."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from pathlib import Path

    from game.match import Match
    from game.session import Session
    from scenes.app import App
    from scenes.scene import Scene

SCREENS: dict[str, tuple[str, str]] = {
    "menu": ("scenes.menu", "MenuScene"),
    "setup": ("scenes.setup", "SetupScene"),
    "table": ("scenes.table", "TableScene"),
    "scoring": ("scenes.scoring", "ScoringScene"),
    "handover": ("scenes.handover", "HandoverScene"),
    "prompt": ("scenes.prompt", "StepPrompt"),
    "table_menu": ("scenes.table_menu", "TableMenu"),
    "finish": ("scenes.table_menu", "FinishScene"),
    "rules": ("scenes.rules", "RulesScene"),
    "load": ("scenes.load", "LoadScene"),
    "statistics": ("scenes.statistics", "StatisticsScene"),
    "settings": ("scenes.settings_menu", "SettingsScene"),
    "confirm": ("scenes.dialogs", "ConfirmScene"),
    "review": ("scenes.review", "ReviewScene"),
    "about": ("scenes.about", "AboutScene"),
    "learn": ("scenes.learn", "LearnScene"),
    "friends": ("scenes.friends", "FriendsScene"),
    "join": ("scenes.friends", "JoinScene"),
    "host_wait": ("scenes.friends", "HostWaitScene"),
}


def screen(name: str) -> type[Scene]:
    """The scene class of a screen name."""
    module, cls = SCREENS[name]
    return getattr(importlib.import_module(module), cls)


def open_screen(app: App, name: str, *args: Any, **kwargs: Any) -> Scene:
    """Put the screen ``name`` on top (made with ``args`` after the app)."""
    scene = screen(name)(app, *args, **kwargs)
    app.push(scene)
    return scene


def back_to_menu(app: App) -> None:
    app.back_to(screen("menu"))


def open_save(app: App, path: Path) -> bool:
    """Load a save and put its table on top of the menu; a failure is a toast, never a crash."""
    from game.i18n import tr
    from game.saves import SaveError

    try:
        session = app.store.load(path)
    except SaveError as exc:
        app.toast(tr("Cannot open this save: {error}", error=exc))
        return False
    start_match(app, session)
    return True


def start_match(app: App, session: Session) -> None:
    """The table of a new or loaded match on top of the main menu (what was open above the menu closes)."""
    from game.match import Match
    from game.stats import StatsStore

    back_to_menu(app)
    open_screen(app, "table", Match(session, app.store, StatsStore(app.data_dir)))


def start_tutorial(app: App, game_id: str) -> None:
    """Learn to play ``game_id``: its guided first game (:mod:`game.tutorial`) at the table, over the main menu."""
    from game.tutorial import TutorialMatch, load_script

    back_to_menu(app)
    open_screen(app, "table", TutorialMatch(load_script(game_id), app.store))


def open_setup(app: App, game_id: str) -> None:
    """The setup of a new game of ``game_id`` over the main menu (after Learn to play: now a real game)."""
    back_to_menu(app)
    setup = open_screen(app, "setup")
    setup.set_game(game_id)  # type: ignore[attr-defined]  # the setup scene's own method

def host_table(app: App, session: Session, kinds: list[str], codes: dict[int, str] | None = None) -> None:
    """Serve a match with remote seats (``kinds``: local, bot or remote per seat; ``codes``: the seats' codes when
    a match is resumed with the same people) and wait for the friends; a failure to serve is a toast. The table
    is remembered, so that the match can be resumed later (:mod:`game.net.tables`)."""
    from game.i18n import tr
    from game.net.hosted import open_table
    from game.net.tables import HostedTable, remember
    from game.stats import StatsStore

    try:
        match = open_table(session, kinds, app.store, StatsStore(app.data_dir), bind=app.net_bind, codes=codes)
        remember(app.store.root, HostedTable(session.game.id, session.seed, kinds,
                                           {s: r.code for s, r in match.host.seats.items()}, session.names))
    except OSError as exc:
        app.toast(tr("Cannot host: {error}", error=str(exc)[:100]))
        return
    open_screen(app, "host_wait", match)


def resume_hosted(app: App) -> bool:
    """Serve the last match hosted for friends again, from its autosave, with the same seats' codes; False (and a
    toast) when it is gone or over."""
    from game.i18n import tr
    from game.net.tables import recall
    from game.saves import SaveError

    table = recall(app.store.root)
    try:
        session = app.store.load(app.store.autosave_path(table.game)) if table is not None else None
    except (SaveError, OSError):
        session = None
    if table is None or session is None or session.seed != table.seed or session.is_over():
        app.toast(tr("The game with friends is no longer saved."))
        return False
    host_table(app, session, table.kinds, table.codes)
    return True


def show_table(app: App, match: Match | Any) -> None:
    """The table of a match already made (a hosted one, or a seat joined on a host) on top of the main menu."""
    back_to_menu(app)
    open_screen(app, "table", match)
