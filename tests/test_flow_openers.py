"""The typed screen openers of ``scenes.core.flow``: mypy checks each call against its opener and each opener against
its screen's constructor; what it cannot see is that an opener asks for the screen its annotation names (the
class is looked up by name at run time). Checked here, from the source, for every screen of ``SCREENS``."""

from __future__ import annotations

import ast
from pathlib import Path

from scenes.core.flow import SCREENS

FLOW = Path(__file__).resolve().parent.parent / "scenes" / "core" / "flow.py"


def openers() -> dict[str, tuple[str, str, str]]:
    """screen name -> (opener, the class its ``kind: type[...]`` names, the class it returns), read from flow.py."""
    found = {}
    for node in ast.parse(FLOW.read_text(encoding="utf-8")).body:
        if not (isinstance(node, ast.FunctionDef) and node.body and isinstance(node.body[0], ast.AnnAssign)):
            continue
        first = node.body[0]
        call = first.value
        if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id == "_class"):
            continue
        assert isinstance(call.args[0], ast.Constant) and node.returns is not None
        kind = ast.unparse(first.annotation)
        assert kind.startswith("type[") and kind.endswith("]"), kind
        name = call.args[0].value
        assert name not in found, f"two openers for {name}"
        found[name] = (node.name, kind[5:-1], ast.unparse(node.returns))
    return found


def test_every_screen_has_one_typed_opener():
    assert set(openers()) == set(SCREENS)


def test_each_opener_makes_and_returns_the_screen_it_names():
    wrong = [f"{opener}: {name} is {SCREENS[name][1]}, not {kind} -> {returns}"
             for name, (opener, kind, returns) in openers().items() if not kind == returns == SCREENS[name][1]]
    assert wrong == []
