"""Scenes reach the app through what they need of it (issue 40, item 7): drawing through the UI context
(:class:`scenes.ui.context.UI`: ``self.ui``), saves, settings, the toast and the voice through the services
(:class:`scenes.core.services.Services`: ``self.services``), the table's parts through the table's protocol
(:class:`scenes.table.host.TableHost`), not through ``app.<x>``. What is left is the scene stack, the toast showing
and the headless tools, which drive the app itself. :data:`CEILING` may only shrink."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CEILING = {"art": 0, "ui": 0, "core": 31, "table": 14, "screens": 10, "tools": 89}
"""The most ``app.<x>`` references (``app.x``, ``self.app.x``, ``table.app.x``) per package of ``scenes/``: lower a
number when the count goes down, never raise one. (Counted so before the table's parts took the UI context, the
services and :class:`~scenes.table.host.TableHost`: 325, 196 of them in the table; left in the table: the scene stack
and the toast showing.)"""


def app_references(source: str) -> int:
    """The attribute reads and writes through a name or an attribute called ``app`` in ``source``."""
    return sum(1 for node in ast.walk(ast.parse(source)) if isinstance(node, ast.Attribute)
               and (getattr(node.value, "id", None) == "app" or getattr(node.value, "attr", None) == "app"))


def counts() -> dict[str, int]:
    found = dict.fromkeys(CEILING, 0)
    for path in (ROOT / "scenes").rglob("*.py"):
        package = path.relative_to(ROOT / "scenes").parts[0]
        if package in found:
            found[package] += app_references(path.read_text(encoding="utf-8"))
    return found


def test_app_references_in_scenes_only_shrink():
    grown = {package: (n, CEILING[package]) for package, n in counts().items() if n > CEILING[package]}
    assert not grown, f"(found, ceiling) per package: reach the UI context, the services or the table instead: {grown}"


def test_every_package_of_scenes_has_a_ceiling():
    packages = {p.name for p in (ROOT / "scenes").iterdir() if p.is_dir() and (p / "__init__.py").exists()}
    assert packages == set(CEILING)


def test_the_count_sees_each_way_of_reaching_the_app():
    source = "app.toast('x')\nself.app.viewport.px(3)\ntable.app.invalidate()\nself.ui.palette\napp = 1\n"
    assert app_references(source) == 3
