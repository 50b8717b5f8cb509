"""Move a game's ``present.py`` into a ``present/`` package by a plan: one module per job, the presenter class a
thin facade. A pure move of code, by names (read with :mod:`ast`), so it can be run again on a newer
``present.py`` (a branch that changed it meanwhile): a name the plan does not place stops it.

    .venv/bin/python tools/split_presenter.py road-to-the-palace      (from the repository's root)

Methods become functions of their module (``self`` and ``@staticmethod`` dropped, private names the plan renames
renamed); a public method of the protocol stays in the facade as a one-line delegation; a method that still
calls ``super()`` stays in the facade whole. Each module gets the old module's imports, pruned by ruff, and
imports what it uses of its siblings. Prove it with ``tools/present_dump.py`` before and after.
Love Letter, Palace and Palastgeflüster were split by hand the same way.
"""

from __future__ import annotations

import ast
import re
import subprocess
import sys
import textwrap
from dataclasses import dataclass, field
from pathlib import Path


@dataclass
class Plan:
    src: str
    cls: str
    modules: dict[str, tuple[str, list[str]]]
    """module -> (its docstring, the top-level names and methods moved into it)"""
    facade_doc: str
    rename: dict[str, str] = field(default_factory=dict)
    patch: dict[str, list[tuple[str, str]]] = field(default_factory=dict)
    """name -> text replacements in its code (optional: a replacement whose text is not found is skipped)"""
    keep_if_super: list[str] = field(default_factory=list)
    calls: dict[str, str] = field(default_factory=dict)
    """facade method -> its delegation, where it is more than passing the arguments on"""
    alias: dict[str, str] = field(default_factory=dict)
    extra_imports: dict[str, list[str]] = field(default_factory=dict)
    facade_imports: list[str] = field(default_factory=list)
    exports: list[str] = field(default_factory=list)


ROAD = Plan(
    src="game/games/road_to_the_palace/present.py",
    cls="RoadPresenter",
    modules={
        "words": ("Road to the Palace's words shared by the presenter's parts: characters, cards, discs, rows, "
                  "seat names.", ["ROW_NAMES", "LAST_ROUND", "colour_name", "card_name", "disc_name", "signed",
                                  "_Names"]),
        "reference": ("Road to the Palace's card reference: the cards of the player count, the bribes, the public "
                      "discs.", ["deck_counts", "seen_faces"]),
        "table": ("Road to the Palace's table model: the grid, each player's columns, board card, bribes, stock, "
                  "the seats\nand the drag gestures (the texts come from :mod:`.texts`).",
                  ["table", "_grid_zones", "_deck_zone", "_stock_zone", "_seat_zones", "_column_cards",
                   "_column_totals", "_slot_cards", "_bribe_cards", "_bribe_choices", "_choice", "_leftmost_zone",
                   "_seats"]),
        "texts": ("Road to the Palace's texts around the table: headline, prompt, hint lines and why-not refusals.",
                  ["hint_text", "_headline", "_prompt", "hint_line", "why_not", "_why_not"]),
        "log": ("Road to the Palace's move log: each event as a line of text, where rounds begin.",
                ["_private", "log_round", "describe_event", "_take_text", "_queen_text"]),
        "rounds": ("Road to the Palace's scoring: the scores a seat may see, the summary and table of an evaluation.",
                   ["SCORING_STEPS", "shown_scores", "round_summary", "round_table", "_untold"]),
    },
    facade_doc="""Road to the Palace presenter: a thin facade over its parts, each with one job.

:mod:`.table` (a seat's view -> the grid, columns, bribes, stock, seats, gestures), :mod:`.texts` (headline,
prompt, hint lines, why-not refusals), :mod:`.log` (event texts), :mod:`.rounds` (scores shown, evaluation
summaries), :mod:`.reference` (the card reference), :mod:`.words` (names of cards, discs and rows they share).
""",
    rename={"_Names": "Names", "_headline": "headline", "_prompt": "prompt", "_why_not": "refusal",
            "_private": "private_lines", "_seats": "seat_views", "seen_faces": "add_discs"},
    patch={
        "table": [("def table(view: JSON, legal: Sequence[RoadAction], names: Sequence[str]) -> TableModel:",
                   "def table(view: JSON, legal: Sequence[RoadAction], names: Sequence[str], log: Mapping[str, Any]"
                   ") -> TableModel:\n    \"\"\"``log``: the model's log fields "
                   "(:meth:`game.engine.Presenter.log_fields`).\"\"\""),
                  ("**self.log_fields(view, names, current_language())", "**log")],
        "seen_faces": [("def seen_faces(view: JSON, names: Sequence[str]) -> dict[str, int]:",
                        "def seen_faces(view: JSON, seen: dict[str, int]) -> dict[str, int]:"),
                       ("    seen = super().seen_faces(view, names)\n", ""),
                       ("The face-up cards of the table; the mission discs are all public",
                        "``seen`` (the face-up cards of the table) and the mission discs, all public")],
        "why_not": [("self._why_not(", "texts.refusal(")],
    },
    keep_if_super=["hint_line", "why_not"],
    calls={"table": "table.table(view, legal, names, self.log_fields(view, names, current_language()))",
           "seen_faces": "reference.add_discs(view, super().seen_faces(view, names))"},
    alias={"words": "words", "reference": "reference", "table": "table", "texts": "texts", "log": "events",
           "rounds": "rounds"},
    extra_imports={"table": ["from typing import Any"]},
    facade_imports=["from .texts import hint_text", "from .words import card_name, colour_name, disc_name"],
    exports=["card_name", "colour_name", "disc_name", "hint_text"],
)
PLANS = {"road-to-the-palace": ROAD}


def _source(lines: list[str], node: ast.stmt, end: int | None = None) -> str:
    decorators = getattr(node, "decorator_list", [])
    start = min([d.lineno for d in decorators] + [node.lineno])
    return "\n".join(lines[start - 1:(end or node.end_lineno or node.lineno)])


def split(plan: Plan) -> None:
    src = Path(plan.src)
    text = src.read_text()
    lines = text.split("\n")
    tree = ast.parse(text)
    imports: list[str] = []
    items: dict[str, str] = {}
    order: list[str] = []
    cls: ast.ClassDef | None = None
    for i, node in enumerate(tree.body):
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            if not (isinstance(node, ast.ImportFrom) and node.module == "__future__"):
                imports.append(_source(lines, node))
        elif isinstance(node, ast.ClassDef) and node.name == plan.cls:
            cls = node
        elif isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            items[node.name] = _source(lines, node)
            order.append(node.name)
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            target = node.targets[0] if isinstance(node, ast.Assign) else node.target
            assert isinstance(target, ast.Name)
            after = tree.body[i + 1] if i + 1 < len(tree.body) else None
            documented = isinstance(after, ast.Expr) and isinstance(after.value, ast.Constant) \
                and isinstance(after.value.value, str)
            items[target.id] = _source(lines, node, after.end_lineno if documented and after else None)
            order.append(target.id)
        elif not isinstance(node, ast.Expr):  # docstrings: the module's, a constant's (taken above)
            raise SystemExit(f"{plan.src}:{node.lineno}: a top-level statement the plan cannot move")
    if cls is None:
        raise SystemExit(f"{plan.src}: no class {plan.cls}")
    methods: dict[str, str] = {}
    signatures: dict[str, ast.FunctionDef] = {}
    attributes: list[str] = []
    for node in cls.body:
        if isinstance(node, ast.FunctionDef):
            methods[node.name] = textwrap.dedent(_source(lines, node))
            signatures[node.name] = node
            order.append(node.name)
        else:
            attributes.append(textwrap.dedent(_source(lines, node)))

    def patched(name: str, code: str) -> str:
        for old, new in plan.patch.get(name, []):
            code = code.replace(old, new)
        return code

    keep = [n for n in plan.keep_if_super if n in methods and "super()" in patched(n, methods[n])]
    placed = {name: module for module, (_, names) in plan.modules.items() for name in names}
    missing = [n for n in order if n not in placed and n not in keep]
    if missing:
        raise SystemExit(f"names the plan does not place: {missing}")

    def moved(name: str, code: str, method: bool) -> str:
        if method:
            code = re.sub(r"^@staticmethod\n", "", code).replace("(self, ", "(").replace("(self)", "()")
        code = patched(name, code)
        if method:
            code = re.sub(r"\bself\.", "", code)
        for old, new in plan.rename.items():
            code = re.sub(rf"(?<![\w.]){re.escape(old)}\b", new, code)
        if method and ("super()" in code or re.search(r"\bself\b", code)):
            raise SystemExit(f"{name}: super() or self is left after the move: patch it or keep it")
        return code

    package = src.with_suffix("")
    package.mkdir(exist_ok=True)
    relative = [re.sub(r"from \.(\w)", r"from ..\1", imp) for imp in imports]
    defined = {module: {plan.rename.get(n, n) for n in names if n in order and n not in keep}
               for module, (_, names) in plan.modules.items()}
    for module, (doc, names) in plan.modules.items():
        code = "\n\n\n".join(moved(n, items[n], False) if n in items else moved(n, methods[n], True)
                             for n in order if n in names and n not in keep)
        used = {node.id for node in ast.walk(ast.parse(code)) if isinstance(node, ast.Name)}
        siblings = [f"from .{other} import {', '.join(sorted(used & theirs))}"
                    for other, theirs in defined.items() if other != module and used & theirs]
        head = "\n".join(relative + plan.extra_imports.get(module, []) + siblings)
        (package / f"{module}.py").write_text(f'"""{doc}"""\n\nfrom __future__ import annotations\n\n{head}\n\n\n'
                                              f"{code}\n")

    facade = [f'"""{plan.facade_doc}"""', "", "from __future__ import annotations", "", *relative]
    facade += [f"from . import {m} as {a}" if a != m else f"from . import {m}" for m, a in plan.alias.items()]
    facade += [*plan.facade_imports, "", "__all__ = [" + ", ".join(f'"{n}"' for n in sorted(
        [*plan.exports, plan.cls])) + "]", "", "", _source(lines, cls, cls.lineno)]
    facade += [textwrap.indent(attribute, "    ") for attribute in attributes]
    for name in order:
        if name in keep:
            facade += ["", textwrap.indent(patched(name, methods[name]), "    ")]
        elif name in methods and not name.startswith("_"):
            node = signatures[name]
            head = textwrap.dedent("\n".join(lines[node.lineno - 1:node.body[0].lineno - 1])).rstrip()
            args = ", ".join(a.arg for a in node.args.args[1:])
            module = placed[name]
            call = plan.calls.get(name, f"{plan.alias[module]}.{plan.rename.get(name, name)}({args})")
            facade += ["", textwrap.indent(f"{head}\n    return {call}", "    ")]
    facade_code = "\n".join(facade) + "\n"
    facade_tree = ast.parse(facade_code)
    used = {n.id for n in ast.walk(facade_tree) if isinstance(n, ast.Name)} | set(plan.exports)
    facade_lines = facade_code.split("\n")
    for node in sorted((n for n in facade_tree.body if isinstance(n, ast.ImportFrom) and n.module != "__future__"),
                       key=lambda n: -n.lineno):  # the facade keeps the imports it uses (ruff leaves __init__'s)
        names = [a for a in node.names if (a.asname or a.name) in used]
        kept = ", ".join(a.name if not a.asname else f"{a.name} as {a.asname}" for a in names)
        facade_lines[node.lineno - 1:node.end_lineno] = \
            [f"from {'.' * node.level}{node.module or ''} import {kept}"] if names else []
    (package / "__init__.py").write_text("\n".join(facade_lines))
    src.unlink()
    ruff = [sys.executable, "-m", "ruff", "check", "--fix", "-q"]
    subprocess.run([*ruff, "--select", "F401,I001", str(package)], check=False)
    for path in package.glob("*.py"):  # imports on one line where they fit (no magic trailing comma)
        head, sep, rest = path.read_text().partition("\n\n\n")
        path.write_text(re.sub(r",\n\)", "\n)", head) + sep + rest)
    subprocess.run([*ruff, "--select", "I001", str(package)], check=False)


if __name__ == "__main__":
    if len(sys.argv) != 2 or sys.argv[1] not in PLANS:
        raise SystemExit(f"usage: split_presenter.py {{{','.join(PLANS)}}}")
    split(PLANS[sys.argv[1]])
