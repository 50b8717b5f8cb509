"""Which screen follows which. Scenes open one another through typed openers, so that no scene imports another
(a screen's module is imported when it is first opened), and a match starts in one place whatever starts it
(setup, a save, Play again).

Each opener is declared where its callers can see it (the screens opened with a plain argument here; those opened
over a table in :mod:`scenes.table.openers`) and filled in by the screen's own module (``open_menu.register(
MenuScene)``): mypy checks each call against the opener and the screen's constructor against the opener. This
module names no screen: where an opener is registered is the screens' business (:data:`scenes.screens.WHERE`, read
at an opener's first call)."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Concatenate, Generic, ParamSpec, TypeVar

from game.i18n import tr
from game.replay import Replay, ReplayRecord, import_replay
from game.saves import SaveError
from game.stats import StatsStore
from scenes.ui.later import Match, TutorialMatch, load_script, recall, remember_match, serve_table

if TYPE_CHECKING:
    from pathlib import Path

    from game.engine import GameDef
    from game.net.hosted import HostedMatch
    from game.session import Session
    from game.table_match import TableMatch
    from scenes.core.scene import Scene, Stage

P = ParamSpec("P")
S = TypeVar("S", bound="Scene")

DIRECTORY = "scenes.screens"
"""The package whose ``WHERE`` says which module registers each opener (imported lazily: the screens sit above)."""


class Opener(Generic[P]):
    """A screen's typed opener: ``opener(app, ...)`` makes the screen with the arguments ``P`` after the app and puts
    it on top. The screen's module fills it in (:meth:`register`); until then the first call imports that module."""
    def __init__(self, name: str) -> None:
        self.name = name
        self.make: Callable[Concatenate[Stage, P], Scene] | None = None

    def register(self, make: Callable[Concatenate[Stage, P], S]) -> Callable[Concatenate[Stage, P], S]:
        """Fill the opener in with the screen's class (or a function making it); returns ``make`` unchanged."""
        self.make = make
        return make

    def __call__(self, app: Stage, /, *args: P.args, **kwargs: P.kwargs) -> Scene:
        if self.make is None:
            importlib.import_module(importlib.import_module(DIRECTORY).WHERE[self.name])
        if self.make is None:
            raise LookupError(f"no screen registered the opener {self.name!r}")
        scene = self.make(app, *args, **kwargs)
        app.push(scene)
        return scene


def opener(signature: Callable[Concatenate[Stage, P], None]) -> Opener[P]:
    """Declare the opener ``open_<name>`` with the signature of the stub it decorates (names and defaults too)."""
    return Opener(signature.__name__.removeprefix("open_"))


# ---------------------------------------------------------------------- the typed openers, one per screen
# (a stub each: its parameters are the opener's; the screen's module registers what makes the screen)
@opener
def open_menu(app: Stage) -> None: ...


@opener
def open_setup_screen(app: Stage, seed: int | None = None, host: bool = False, game_id: str | None = None) -> None:
    """The setup of a new game (of ``game_id``: the one chosen; ``host``: for friends over the network)."""


@opener
def open_table(app: Stage, match: TableMatch) -> None: ...


@opener
def open_rules(app: Stage, fixed_game: GameDef | None = None) -> None: ...


@opener
def open_load(app: Stage) -> None: ...


@opener
def open_statistics(app: Stage) -> None: ...


@opener
def open_settings(app: Stage) -> None: ...


@opener
def open_confirm(app: Stage, question: str, on_yes: Callable[[], None], yes: str = "", no: str = "") -> None: ...


@opener
def open_keys_help(app: Stage, rows: list[tuple[str, str]]) -> None:
    """?: the keys of the screen below."""


@opener
def open_about(app: Stage) -> None: ...


@opener
def open_learn(app: Stage) -> None: ...


@opener
def open_friends(app: Stage) -> None: ...


@opener
def open_join(app: Stage, address: str = "", code: str = "") -> None: ...


@opener
def open_host_wait(app: Stage, match: HostedMatch) -> None: ...


@opener
def open_replay_files(app: Stage) -> None: ...


@opener
def open_replay(app: Stage, replay: Replay, at: int | None = None) -> None:
    """A replay's table, read-only, with its controls on top (closing them comes back here); ``at``: the move
    shown first (default: the end)."""


# ---------------------------------------------------------------------- replays
def watch_replay(app: Stage, replay: Replay, at: int | None = None) -> Scene:
    """A replay's table, read-only, with its controls on top (closing them comes back here); ``at``: the move
    shown first (default: the end)."""
    return open_replay(app, replay, at)


def watch_session(app: Stage, session: Session, at: int | None = None) -> bool:
    """Watch a match again from its start; a failure is a toast."""
    try:
        replay = Replay(ReplayRecord.of(session))
    except SaveError as exc:
        app.toast(tr("Cannot open this replay: {error}", error=exc))
        return False
    watch_replay(app, replay, at)
    return True


def watch_match(app: Stage, match: TableMatch, at: int | None = None) -> bool:
    """Watch the match at the table again (a match this app keeps: not a seat joined at another machine's table)."""
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


def watch_save(app: Stage, path: Path) -> bool:
    """Watch a saved match (finished or not) from its start; a failure is a toast."""
    try:
        session = app.store.load(path)
    except SaveError as exc:
        app.toast(tr("Cannot open this save: {error}", error=exc))
        return False
    return watch_session(app, session)


def open_replay_file(app: Stage, path: Path) -> bool:
    """Watch a shared replay file (chosen from the list, or dropped on the window); a damaged, hostile, foreign or
    newer file is a toast and changes nothing."""
    try:
        replay = import_replay(path)
    except SaveError as exc:
        app.toast(tr("Cannot open this replay: {error}", error=exc))
        return False
    watch_replay(app, replay)
    return True


# ---------------------------------------------------------------------- where a match starts
def back_to_menu(app: Stage) -> None:
    app.back_home()


def open_save(app: Stage, path: Path) -> bool:
    """Load a save and put its table on top of the menu; a failure is a toast, never a crash."""
    try:
        session = app.store.load(path)
    except SaveError as exc:
        app.toast(tr("Cannot open this save: {error}", error=exc))
        return False
    start_match(app, session)
    return True


def start_match(app: Stage, session: Session) -> None:
    """The table of a new or loaded match on top of the main menu (what was open above the menu closes)."""
    back_to_menu(app)
    open_table(app, Match(session, app.store, StatsStore(app.data_dir)))


def start_tutorial(app: Stage, game_id: str) -> None:
    """Learn to play ``game_id``: its guided first game (:mod:`game.tutorial`) at the table, over the main menu."""
    back_to_menu(app)
    open_table(app, TutorialMatch(load_script(game_id), app.store))


def open_setup(app: Stage, game_id: str) -> None:
    """The setup of a new game of ``game_id`` over the main menu (after Learn to play: now a real game)."""
    back_to_menu(app)
    open_setup_screen(app, game_id=game_id)


def host_table(app: Stage, session: Session, kinds: list[str], codes: dict[int, str] | None = None) -> None:
    """Serve a match with remote seats (``kinds``: local, bot or remote per seat; ``codes``: the seats' codes when
    a match is resumed with the same people) and wait for the friends; a failure to serve is a toast. The table
    is remembered, so that the match can be resumed later (:mod:`game.net.tables`)."""
    try:
        match = serve_table(session, kinds, app.store, StatsStore(app.data_dir), bind=app.net_bind, codes=codes)
        remember_match(app.store.root, match)
    except OSError as exc:
        app.toast(tr("Cannot host: {error}", error=str(exc)[:100]))
        return
    open_host_wait(app, match)


def resume_hosted(app: Stage) -> bool:
    """Serve the last match hosted for friends again, from its autosave, with the same seats' codes; False (and a
    toast) when it is gone or over."""
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


def show_table(app: Stage, match: TableMatch) -> None:
    """The table of a match already made (a hosted one, or a seat joined on a host) on top of the main menu."""
    back_to_menu(app)
    open_table(app, match)
