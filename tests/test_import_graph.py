"""Dependencies point one way: engine <- rules <- bots / presenters / art <- a game's entry <- catalog <- session
<- scenes. Inside a game's package (``game/games/<pkg>/``) a module's layer is told by its name (:data:`GAME_PARTS`).

The import graph of ``game/`` and ``scenes/`` is built from the source (every import, function-level ones
included; only ``if TYPE_CHECKING:`` blocks are left out, as they never run) and checked for cycles and for
arrows that point up a layer. Within ``scenes/`` the packages stand in ranks (:data:`SCENE_RANKS`), checked on the
graph with the type-only imports too: a module names (even for the type checker only) nothing of a rank above.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from functools import cache
from pathlib import Path

from source_trees import source_nodes, source_tree

from scenes.screens import WHERE

ROOT = Path(__file__).resolve().parent.parent

SCREENS = frozenset(WHERE.values())
"""The screens' modules: they open one another through their typed openers (``scenes.core.flow``), never by
importing each other (a screen may use the table below it)."""

SCENE_RANKS = ("art", "ui", "core", "table", "screens", "tools")
"""``scenes/``'s packages, lowest first: drawing (art) < widgets and the UI context (ui) < the app, scenes and
flow (core) < the table (table) < the other screens (screens) < headless tools (tools)."""

LAUNCHER = "game.__main__"
"""``python -m game``: the command line, which starts the app (``scenes``) or a tool; it is above every layer."""

SHARED_AI = frozenset({"game.ai", "game.ai.search", "game.ai.levels", "game.ai.random_bot", "game.ai.hint"})
"""Bot modules every game uses; any other ``game.ai.<pkg>`` belongs to one game."""


def module_files() -> dict[str, Path]:
    mods = {}
    for base in ("game", "scenes"):
        for path in (ROOT / base).rglob("*.py"):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts = parts[:-1]
            mods[".".join(parts)] = path
    return mods


def _runtime_nodes(tree: ast.AST, type_only: bool = False) -> Iterator[ast.AST]:
    """Every node except those under ``if TYPE_CHECKING:`` (type-only imports never run), or with them."""
    todo = [tree]
    while todo:
        node = todo.pop()
        yield node
        for child in ast.iter_child_nodes(node):
            if not type_only and isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
                todo.extend(child.orelse)
            else:
                todo.append(child)


def import_graph(type_only: bool = False) -> dict[str, set[str]]:
    """module -> the modules of game/ and scenes/ it imports (a package importing its own modules is left out);
    ``type_only``: the imports under ``if TYPE_CHECKING:`` too."""
    return {mod: set(targets) for mod, targets in _read_graph(type_only).items()}


@cache
def _read_graph(type_only: bool = False) -> dict[str, frozenset[str]]:
    """:func:`import_graph`, read from the source once per test process (each test gets its own copy)."""
    mods = module_files()

    def resolve(name: str) -> str | None:
        while name and name not in mods:
            name = name.rpartition(".")[0]
        return name or None

    edges: dict[str, set[str]] = {m: set() for m in mods}
    for mod, path in mods.items():
        package = mod if path.name == "__init__.py" else mod.rpartition(".")[0]
        for node in _runtime_nodes(source_tree(path), type_only):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                    base = ".".join(parts + ([base] if base else []))
                targets = [base] + [f"{base}.{alias.name}" for alias in node.names]
            else:
                continue
            for target in targets:
                found = resolve(target)
                if found and found != mod and not mod.startswith(found + "."):
                    edges[mod].add(found)
    return {mod: frozenset(targets) for mod, targets in edges.items()}


def cycles(edges: dict[str, set[str]]) -> list[frozenset[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[frozenset[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in edges[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = set()
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.add(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(frozenset(component))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return found


def layer(mod: str) -> tuple[float, str]:
    """(rank, kind): a module may import only modules of a lower or equal rank, and of rank 2 only its own kind."""
    if mod == LAUNCHER:
        return 7, "launcher"
    if mod.startswith("scenes"):
        return 6, "scenes"
    if mod.startswith("game.tools"):
        return 5, "tools"
    if mod.startswith("game.net"):
        return 4.6, "net"  # play over the network: the match at the host and on a remote app, above the match
    if mod in ("game.match", "game.table_match", "game.bot_process", "game.review_job", "game.tutorial",
               "game.replay_match", "game.bot_worker", "game.disk_writer", "game.last_move", "game.round_end",
               "game.shared_screen"):
        return 4.5, "match"  # the match at the table: above the session, below the screens and tools
    if mod in ("game.session", "game.saves", "game.stats", "game.settings", "game.locks", "game.undo_text",
               "game.announce", "game.replay", "game.save_record",
               "game.round_scores", "game.undo_replay", "game.frame_saves"):
        return 4, "session"
    if mod == "game.catalog":
        return 3, "catalog"
    if mod == "game.entry":
        return 2.5, "entry"  # a game's entry: its parts as objects, below the catalog
    if mod.startswith("game.games."):
        return game_layer(mod.split(".")[2:])
    if mod.startswith("game.ai"):
        return 2, "bots"
    if mod.startswith("game.engine") or mod in ("game", "game.i18n", "game.textclean", "game.data", "game.appid",
                                                "game.games"):
        return 0, "engine"
    raise AssertionError(f"{mod}: which layer? add it to layer()")


GAME_PARTS: dict[str, tuple[float, str]] = {
    "rules": (1, "rules"), "tutorial": (1, "rules"),
    "bots": (2, "bots"), "present": (2, "presenter"), "art": (2, "art"),
    "gen_layout": (5, "tools"),
}
"""A game package's parts by module name (``game.games.<pkg>.<part>``, a module or a subpackage): the rules (and the
tutorial, a script of moves) below the bots, the presenter and the art description, which never import each other;
the layout generator is a tool. The package itself (``game.games.<pkg>``) exports the game's entry: above its
parts, below the catalog."""


def game_layer(parts: list[str]) -> tuple[float, str]:
    """The layer of ``game.games.<pkg>[.<part>...]`` (``parts``: what follows ``game.games``)."""
    if len(parts) == 1:
        return 2.5, "entry"
    if parts[1] in GAME_PARTS:
        return GAME_PARTS[parts[1]]
    raise AssertionError(f"game.games.{'.'.join(parts)}: which part of a game? add it to GAME_PARTS")


def game_package(mod: str) -> str | None:
    """The game a module belongs to (its package's name), or None for a shared module."""
    parts = mod.split(".")
    return parts[2] if mod.startswith("game.games.") and len(parts) > 2 else None


def found_imports() -> tuple[tuple[str, str], tuple[str, str]]:
    """A relative import (importer, imported) of a game's rules module, and an import only under ``TYPE_CHECKING``
    (importer, imported) that the module makes nowhere else, found in the sources (no game named)."""
    relative = type_only = None
    for path in sorted((ROOT / "game" / "games").glob("*/rules/**/*.py")):
        mod = ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
        package = mod if path.name == "__init__.py" else mod.rsplit(".", 1)[0]
        nodes = source_nodes(path)
        for node in nodes:
            if relative is None and isinstance(node, ast.ImportFrom) and node.level == 1 and node.module \
                    and (path.parent / f"{node.module.replace('.', '/')}.py").is_file():
                relative = (mod, f"{package}.{node.module}")
            if type_only is None and isinstance(node, ast.If) and getattr(node.test, "id", "") == "TYPE_CHECKING":
                guarded = {n.module for n in node.body if isinstance(n, ast.ImportFrom) and n.level == 0 and n.module}
                elsewhere = {n.module for n in nodes if isinstance(n, ast.ImportFrom) and n not in node.body}
                for target in sorted(guarded - elsewhere):
                    if target.startswith("game.games.") and layer(target)[1] == "rules":
                        type_only = (mod, target)
                        break
    assert relative and type_only, "no relative or type-only import of a rules module left to test the graph on"
    return relative, type_only


def test_the_graph_sees_every_kind_of_import():
    edges = import_graph()
    (importer, imported), (checker, checked) = found_imports()
    assert "game.engine" in edges["game.catalog"]
    assert imported in edges[importer]  # relative
    assert "scenes.core.app" in edges[LAUNCHER]  # function-level
    assert checked not in edges[checker]  # type only


def test_game_has_no_import_cycle():
    assert [sorted(c) for c in cycles(import_graph()) if any(m.startswith("game") for m in c)] == []


def test_no_import_cycle_anywhere():
    assert cycles(import_graph()) == []


def test_no_screen_imports_another_screen():
    """A screen may build on the table, of a rank below (a replay's table), and name its type."""
    edges = import_graph()
    assert {(mod, target) for mod in SCREENS for target in edges.get(mod, ())
            if target in SCREENS and scene_rank(target) >= scene_rank(mod)} == set()
    assert set(edges) >= SCREENS  # every screen was read


def scene_rank(mod: str) -> int:
    """The rank of a module of ``scenes/`` (its package's place in :data:`SCENE_RANKS`)."""
    package = mod.split(".")[1:2]
    assert package and package[0] in SCENE_RANKS, f"{mod}: which rank of scenes/? add its package to SCENE_RANKS"
    return SCENE_RANKS.index(package[0])


def upward_in_scenes(edges: dict[str, set[str]]) -> list[str]:
    """The imports in ``edges`` from a module of ``scenes/`` to one of a higher rank."""
    return sorted(f"{mod} -> {target}" for mod, targets in edges.items() if mod.startswith("scenes.")
                  for target in targets if target.startswith("scenes.") and scene_rank(target) > scene_rank(mod))


def test_scenes_import_only_their_own_rank_or_lower_even_for_the_type_checker():
    assert upward_in_scenes(import_graph(type_only=True)) == []


def test_the_rank_check_sees_an_upward_import():
    edges = import_graph(type_only=True)
    edges["scenes.ui.widgets"].add("scenes.core.app")  # a widget naming the app
    edges["scenes.art.text"].add("scenes.ui.widgets")
    assert upward_in_scenes(edges) == ["scenes.art.text -> scenes.ui.widgets", "scenes.ui.widgets -> scenes.core.app"]


def test_no_type_only_cycle_in_scenes():
    """Not even for the type checker do two modules of ``scenes/`` name each other: a part names a small protocol
    of what it uses (the table's parts :class:`scenes.table.host.TableHost`, a scene the app as
    :class:`scenes.core.scene.Stage`, the choreography a card on the board, the feed its place in the sidebar), not
    the module that imports it."""
    found = [sorted(c) for c in cycles(import_graph(type_only=True)) if any(m.startswith("scenes") for m in c)]
    assert found == []


def test_the_cycle_check_sees_a_type_only_cycle():
    edges = import_graph(type_only=True)
    edges["scenes.table.bot_pacer"].add("scenes.table.table")  # a part naming the table whose part it is
    assert any({"scenes.table.bot_pacer", "scenes.table.table"} <= c for c in cycles(edges))


def test_imports_point_down_the_layers():
    upward = []
    for mod, targets in import_graph().items():
        rank, kind = layer(mod)
        for target in targets:
            target_rank, target_kind = layer(target)
            if target_rank > rank or (target_rank == rank == 2 and target_kind != kind):
                upward.append(f"{mod} ({kind}) -> {target} ({target_kind})")
    assert upward == []


def test_the_rules_never_import_bots_and_game_never_imports_scenes():
    edges = import_graph()
    assert not [(m, t) for m, ts in edges.items() if layer(m)[1] == "rules"
                for t in ts if layer(t)[1] in ("bots", "presenter", "art")]
    assert not [(m, t) for m, ts in edges.items() if m.startswith("game") and m != LAUNCHER
                for t in ts if t.startswith("scenes")]


def test_a_game_imports_no_other_game():
    crossing = []
    for mod, targets in import_graph().items():
        own = game_package(mod)
        crossing += [f"{mod} -> {t}" for t in targets if own and game_package(t) not in (None, own)]
    assert crossing == []


def test_screens_ask_the_match_and_do_not_reach_into_its_session():
    """A screen asks :class:`game.match.Match` its questions; ``match.session``/``match.presenter`` stay inside it
    (the by-hand harness in scenes/tools checks the session behind the table on purpose)."""
    reaching = []
    for path in (p for p in (ROOT / "scenes").rglob("*.py") if "tools" not in p.relative_to(ROOT / "scenes").parts):
        for node in source_nodes(path):
            if (isinstance(node, ast.Attribute) and node.attr in ("session", "presenter")
                    and isinstance(node.value, ast.Attribute | ast.Name)
                    and getattr(node.value, "attr", getattr(node.value, "id", None)) == "match"):
                reaching.append(f"{path.name}:{node.lineno}")
    assert not reaching


LATER = "scenes/ui/later.py"
"""The one module of ``scenes/`` that loads what is loaded later on purpose (the match, the tutorial, the bot process,
play with friends, the card art's modules, the layouts' reader), each name at its first call."""

DEFERRED = {
    "prism": ("scenes/core/speech.py", "optional extra 'speech'"),
    "pyttsx3": ("scenes/core/speech.py", "optional extra 'speech'"),
    "ctypes": ("scenes/core/reduced_motion.py", "the desktop's reduced-motion wish, on Windows only"),
    "pygame": ("scenes/core/crash.py", "the crash report: written even when pygame failed to import"),
    "game": ("scenes/core/crash.py|scenes/core/diagnostics.py",
             "game.__version__ for the crash report and the log's header: read from pyproject.toml at first use"),
    "game.net.invite": (LATER, "optional extra 'internet' (magic-wormhole): the public mailbox's address"),
    "game.net.wire": (LATER, "play with friends: its messages' version, for a table's announcement"),
}
"""Function-level imports allowed in ``scenes/`` (the headless tools aside): an optional extra or what must work when
an import failed, each in one module, with why; what is loaded later on purpose goes through :data:`LATER`. Any
other import stands at the top of its module."""


def test_function_level_imports_in_scenes_are_only_deferred_ones():
    found = []
    for path in sorted((ROOT / "scenes").rglob("*.py")):
        if "tools" in path.relative_to(ROOT / "scenes").parts:
            continue
        where = path.relative_to(ROOT).as_posix()
        for function in source_nodes(path):
            if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
                continue
            for node in ast.walk(function):
                names = ([node.module or ""] if isinstance(node, ast.ImportFrom)
                         else [a.name for a in node.names] if isinstance(node, ast.Import) else [])
                found += [f"{where}:{node.lineno} {name}" for name in names
                          if where not in DEFERRED.get(name, ("",))[0].split("|")]
    assert sorted(set(found)) == []


def test_only_the_shim_loads_later():
    """``later("module:name")`` (:func:`game.entry.later`) is a deferred import too: only :data:`LATER` makes one."""
    found = []
    for path in sorted((ROOT / "scenes").rglob("*.py")):
        where = path.relative_to(ROOT).as_posix()
        if "tools" in path.relative_to(ROOT / "scenes").parts or where == LATER:
            continue
        found += [f"{where}:{node.lineno}" for node in source_nodes(path)
                  if isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", "")) == "later"]
    assert found == []
