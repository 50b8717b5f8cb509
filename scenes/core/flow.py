"""Which screen follows which. Scenes open one another through here, by name, so that no scene imports another
(a screen's module is imported when it is first opened), and a match starts in one place whatever starts it
(setup, a save, Play again).

Each screen has a typed opener (``open_confirm(app, question, on_yes)``...): mypy checks a call against the opener
and the opener against the screen's constructor. The screens' classes are imported here for the type checker only
(``if TYPE_CHECKING:`` never runs, so it makes no import cycle); at run time a screen's module is imported by its
name in :data:`SCREENS`."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from pathlib import Path

    import pygame

    from game.engine import Action, GameDef
    from game.net.hosted import HostedMatch
    from game.replay import Replay
    from game.session import Session
    from game.table_match import TableMatch
    from scenes.core.app import App
    from scenes.core.dialogs import ConfirmScene
    from scenes.core.keys_help import KeysHelp
    from scenes.core.scene import Scene
    from scenes.screens.about import AboutScene
    from scenes.screens.friends import FriendsScene, HostWaitScene, JoinScene
    from scenes.screens.handover import HandoverScene
    from scenes.screens.learn import LearnScene
    from scenes.screens.load import LoadScene
    from scenes.screens.menu import MenuScene
    from scenes.screens.replay import ReplayScene
    from scenes.screens.replay_files import ReplayFilesScene
    from scenes.screens.review import ReviewScene
    from scenes.screens.rules import RulesScene
    from scenes.screens.scoring import ScoringScene
    from scenes.screens.settings_menu import SettingsScene
    from scenes.screens.setup import SetupScene
    from scenes.screens.statistics import StatisticsScene
    from scenes.table.gestures import StepPicker
    from scenes.table.prompt import StepPrompt
    from scenes.table.table import TableScene
    from scenes.table.table_hints import SeatTargets
    from scenes.table.table_menu import FinishScene, TableMenu

S = TypeVar("S", bound="Scene")

SCREENS: dict[str, tuple[str, str]] = {
    "menu": ("scenes.screens.menu", "MenuScene"),
    "setup": ("scenes.screens.setup", "SetupScene"),
    "table": ("scenes.table.table", "TableScene"),
    "scoring": ("scenes.screens.scoring", "ScoringScene"),
    "handover": ("scenes.screens.handover", "HandoverScene"),
    "prompt": ("scenes.table.prompt", "StepPrompt"),
    "table_menu": ("scenes.table.table_menu", "TableMenu"),
    "finish": ("scenes.table.table_menu", "FinishScene"),
    "rules": ("scenes.screens.rules", "RulesScene"),
    "load": ("scenes.screens.load", "LoadScene"),
    "statistics": ("scenes.screens.statistics", "StatisticsScene"),
    "settings": ("scenes.screens.settings_menu", "SettingsScene"),
    "confirm": ("scenes.core.dialogs", "ConfirmScene"),
    "keys_help": ("scenes.core.keys_help", "KeysHelp"),
    "review": ("scenes.screens.review", "ReviewScene"),
    "about": ("scenes.screens.about", "AboutScene"),
    "learn": ("scenes.screens.learn", "LearnScene"),
    "friends": ("scenes.screens.friends", "FriendsScene"),
    "join": ("scenes.screens.friends", "JoinScene"),
    "host_wait": ("scenes.screens.friends", "HostWaitScene"),
    "replay": ("scenes.screens.replay", "ReplayScene"),
    "replay_files": ("scenes.screens.replay_files", "ReplayFilesScene"),
}
"""Screen name -> (module, class). Each name has its opener ``open_<name>`` below."""


def screen(name: str) -> type[Scene]:
    """The scene class of a screen name."""
    module, cls = SCREENS[name]
    return getattr(importlib.import_module(module), cls)


def _class(name: str) -> Any:
    """The scene class of screen ``name``, imported now; the opener that asks says which class it is."""
    return screen(name)


def _on_top(app: App, scene: S) -> S:
    app.push(scene)
    return scene


def open_screen(app: App, name: str, *args: Any, **kwargs: Any) -> Scene:
    """Put the screen ``name`` on top (made with ``args`` after the app), unchecked: for a tool or test that has only
    a name. Scenes use the typed openers below."""
    return _on_top(app, screen(name)(app, *args, **kwargs))


# ---------------------------------------------------------------------- the typed openers, one per screen
def open_menu(app: App) -> MenuScene:
    kind: type[MenuScene] = _class("menu")
    return _on_top(app, kind(app))


def open_setup_screen(app: App, seed: int | None = None, host: bool = False) -> SetupScene:
    kind: type[SetupScene] = _class("setup")
    return _on_top(app, kind(app, seed, host))


def open_table(app: App, match: TableMatch) -> TableScene:
    kind: type[TableScene] = _class("table")
    return _on_top(app, kind(app, match))


def open_scoring(app: App, table: TableScene) -> ScoringScene:
    kind: type[ScoringScene] = _class("scoring")
    return _on_top(app, kind(app, table))


def open_handover(app: App, table: TableScene, seat: int) -> HandoverScene:
    kind: type[HandoverScene] = _class("handover")
    return _on_top(app, kind(app, table, seat))


def open_prompt(app: App, title: str, picker: StepPicker, on_done: Callable[[Action], None],
                seats: SeatTargets | None = None, cards: Sequence[pygame.Rect] = (),
                face_art: Callable[[str, int, int], pygame.Surface] | None = None) -> StepPrompt:
    kind: type[StepPrompt] = _class("prompt")
    return _on_top(app, kind(app, title, picker, on_done, seats, cards, face_art))


def open_table_menu(app: App, table: TableScene) -> TableMenu:
    kind: type[TableMenu] = _class("table_menu")
    return _on_top(app, kind(app, table))


def open_finish(app: App, table: TableScene) -> FinishScene:
    kind: type[FinishScene] = _class("finish")
    return _on_top(app, kind(app, table))


def open_rules(app: App, fixed_game: GameDef | None = None) -> RulesScene:
    kind: type[RulesScene] = _class("rules")
    return _on_top(app, kind(app, fixed_game))


def open_load(app: App) -> LoadScene:
    kind: type[LoadScene] = _class("load")
    return _on_top(app, kind(app))


def open_statistics(app: App) -> StatisticsScene:
    kind: type[StatisticsScene] = _class("statistics")
    return _on_top(app, kind(app))


def open_settings(app: App) -> SettingsScene:
    kind: type[SettingsScene] = _class("settings")
    return _on_top(app, kind(app))


def open_confirm(app: App, question: str, on_yes: Callable[[], None], yes: str = "", no: str = "") -> ConfirmScene:
    kind: type[ConfirmScene] = _class("confirm")
    return _on_top(app, kind(app, question, on_yes, yes, no))


def open_review(app: App, table: TableScene, seat: int) -> ReviewScene:
    kind: type[ReviewScene] = _class("review")
    return _on_top(app, kind(app, table, seat))


def open_about(app: App) -> AboutScene:
    kind: type[AboutScene] = _class("about")
    return _on_top(app, kind(app))


def open_learn(app: App) -> LearnScene:
    kind: type[LearnScene] = _class("learn")
    return _on_top(app, kind(app))


def open_friends(app: App) -> FriendsScene:
    kind: type[FriendsScene] = _class("friends")
    return _on_top(app, kind(app))


def open_keys_help(app: App, rows: list[tuple[str, str]]) -> KeysHelp:  # ?: the keys of the screen below
    kind: type[KeysHelp] = _class("keys_help")
    return _on_top(app, kind(app, rows))


def open_join(app: App, address: str = "", code: str = "") -> JoinScene:
    kind: type[JoinScene] = _class("join")
    return _on_top(app, kind(app, address, code))


def open_host_wait(app: App, match: HostedMatch) -> HostWaitScene:
    kind: type[HostWaitScene] = _class("host_wait")
    return _on_top(app, kind(app, match))


def open_replay_controls(app: App, table: TableScene, at: int | None = None) -> ReplayScene:
    kind: type[ReplayScene] = _class("replay")
    return _on_top(app, kind(app, table, at))


def open_replay_files(app: App) -> ReplayFilesScene:
    kind: type[ReplayFilesScene] = _class("replay_files")
    return _on_top(app, kind(app))


# ---------------------------------------------------------------------- replays
def watch_replay(app: App, replay: Replay, at: int | None = None) -> ReplayScene:
    """A replay's table, read-only, with its controls on top (closing them comes back here); ``at``: the move
    shown first (default: the end)."""
    from game.replay_match import ReplayMatch

    return open_replay_controls(app, open_table(app, ReplayMatch(replay)), at)


def watch_session(app: App, session: Session, at: int | None = None) -> bool:
    """Watch a match again from its start; a failure is a toast."""
    from game.i18n import tr
    from game.replay import Replay, ReplayRecord
    from game.saves import SaveError

    try:
        replay = Replay(ReplayRecord.of(session))
    except SaveError as exc:
        app.toast(tr("Cannot open this replay: {error}", error=exc))
        return False
    watch_replay(app, replay, at)
    return True


def watch_match(app: App, match: TableMatch, at: int | None = None) -> bool:
    """Watch the match at the table again (a match this app keeps: not a seat joined at another machine's table)."""
    from game.i18n import tr
    from game.replay import Replay
    from game.saves import SaveError

    record = match.replay_record()
    if record is None:
        app.toast(tr("The host keeps this game: it has no replay here."))
        return False
    try:
        replay = Replay(record)
    except SaveError as exc:
        app.toast(tr("Cannot open this replay: {error}", error=exc))
        return False
    watch_replay(app, replay, at)
    return True


def watch_save(app: App, path: Path) -> bool:
    """Watch a saved match (finished or not) from its start; a failure is a toast."""
    from game.i18n import tr
    from game.saves import SaveError

    try:
        session = app.store.load(path)
    except SaveError as exc:
        app.toast(tr("Cannot open this save: {error}", error=exc))
        return False
    return watch_session(app, session)


def open_replay_file(app: App, path: Path) -> bool:
    """Watch a shared replay file (chosen from the list, or dropped on the window); a damaged, hostile, foreign or
    newer file is a toast and changes nothing."""
    from game.i18n import tr
    from game.replay import import_replay
    from game.saves import SaveError

    try:
        replay = import_replay(path)
    except SaveError as exc:
        app.toast(tr("Cannot open this replay: {error}", error=exc))
        return False
    watch_replay(app, replay)
    return True


# ---------------------------------------------------------------------- where a match starts
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
    open_table(app, Match(session, app.store, StatsStore(app.data_dir)))


def start_tutorial(app: App, game_id: str) -> None:
    """Learn to play ``game_id``: its guided first game (:mod:`game.tutorial`) at the table, over the main menu."""
    from game.tutorial import TutorialMatch, load_script

    back_to_menu(app)
    open_table(app, TutorialMatch(load_script(game_id), app.store))


def open_setup(app: App, game_id: str) -> None:
    """The setup of a new game of ``game_id`` over the main menu (after Learn to play: now a real game)."""
    back_to_menu(app)
    open_setup_screen(app).set_game(game_id)


def host_table(app: App, session: Session, kinds: list[str], codes: dict[int, str] | None = None) -> None:
    """Serve a match with remote seats (``kinds``: local, bot or remote per seat; ``codes``: the seats' codes when
    a match is resumed with the same people) and wait for the friends; a failure to serve is a toast. The table
    is remembered, so that the match can be resumed later (:mod:`game.net.tables`)."""
    from game.i18n import tr
    from game.net.hosted import open_table
    from game.net.tables import remember_match
    from game.stats import StatsStore

    try:
        match = open_table(session, kinds, app.store, StatsStore(app.data_dir), bind=app.net_bind, codes=codes)
        remember_match(app.store.root, match)
    except OSError as exc:
        app.toast(tr("Cannot host: {error}", error=str(exc)[:100]))
        return
    open_host_wait(app, match)


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


def show_table(app: App, match: TableMatch) -> None:
    """The table of a match already made (a hosted one, or a seat joined on a host) on top of the main menu."""
    back_to_menu(app)
    open_table(app, match)
