"""Parameters of the generic tests, read off the catalog: every registered game (the tests' fixture game too,
``tests/conftest.py`` registers it), never a list of game ids."""

from __future__ import annotations

from collections.abc import Callable

from game import catalog
from game.engine import Capabilities


def game_ids() -> list[str]:
    return catalog.game_ids()


def players_near(n: int) -> list[tuple[str, int]]:
    """(game id, ``n`` players, or the game's fewest or most where ``n`` is out of its range) per game."""
    out = []
    for gid in catalog.game_ids():
        game = catalog.get_game(gid)
        out.append((gid, min(max(n, game.min_players), game.max_players)))
    return out


def fewest_and_most() -> list[tuple[str, int]]:
    """(game id, players) at each game's fewest and most players."""
    return [(gid, n) for gid in catalog.game_ids()
            for n in sorted({catalog.get_game(gid).min_players, catalog.get_game(gid).max_players})]


def a_game(wanted: Callable[[Capabilities], bool] = lambda caps: True, players: int | None = None) -> str:
    """The id of the first game the app ships whose capabilities satisfy ``wanted`` (and that seats ``players``):
    how a generic test picks *some* game with a property, never by its id."""
    for entry in catalog.having(wanted, catalog.SHIPPED):
        if players is None or entry.rules.min_players <= players <= entry.rules.max_players:
            return entry.id
    raise LookupError("no game the app ships has the capabilities asked for")


def generic_hint_games() -> list[str]:
    """The games whose hint is the generic search's (no own ``hint_hook``)."""
    return [entry.id for entry in catalog.entries() if not entry.hint_hook]


def _where(folder: str) -> str:
    """The path inside the installed packages of a ``"package:folder"`` data folder (as in a wheel or the bundle)."""
    package, _, sub = folder.partition(":")
    return "/".join([*package.split("."), *([sub] if sub else [])])


def shipped_data_files() -> list[str]:
    """The data files (paths inside the installed packages, as in a wheel or the frozen app's bundle) that the games
    the app ships need: each game's layouts for every player count, its rules help in every language and its own
    compiled translations (``.mo``), and the app's compiled translations of every language."""
    from game import i18n

    files = []
    for gid in catalog.SHIPPED:
        entry, game = catalog.get_entry(gid), catalog.get_game(gid)
        layouts = _where(entry.layouts)
        files += [f"{layouts}/{n}p.tmx" for n in range(game.min_players, game.max_players + 1)]
        files += [f"{_where(entry.help_folder)}/rules_{code}.md" for code in i18n.LANGUAGES]
        if entry.locale_folder:
            files += [f"{_where(entry.locale_folder)}/{i18n.locale_dir_name(code)}/LC_MESSAGES/{i18n.DOMAIN}.mo"
                      for code in i18n.LANGUAGES if code != i18n.SOURCE_LANGUAGE]
    return files + [f"game/locale/{i18n.locale_dir_name(code)}/LC_MESSAGES/{i18n.DOMAIN}.mo"
                    for code in i18n.LANGUAGES if code != i18n.SOURCE_LANGUAGE]


def app_command(game_id: str) -> list[str]:
    """The app's command line (``python -m game``) for a game: for one the shipped catalog lacks (the fixture game),
    through ``tests/fixture_game/app.py``, which registers it first."""
    import sys
    from pathlib import Path

    if game_id in catalog.SHIPPED:
        return [sys.executable, "-m", "game"]
    return [sys.executable, str(Path(__file__).resolve().parent / "fixture_game" / "app.py")]
