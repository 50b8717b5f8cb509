"""The typed screen openers (:class:`scenes.core.flow.Opener`): mypy checks each call against its opener and each
screen's constructor against the opener it registers; checked here is what mypy cannot see: every opener declared
is filled in, by the one module :data:`scenes.screens.WHERE` names for it (where its first call looks), with a
scene made there, and ``flow.py`` names no screen's module."""

from __future__ import annotations

import importlib
from pathlib import Path

from scenes.core import flow
from scenes.core.scene import Scene
from scenes.screens import WHERE
from scenes.table import openers as table_openers

FLOW = Path(flow.__file__)


def declared() -> dict[str, flow.Opener]:
    """Opener name -> the opener, from the modules that declare them."""
    found: dict[str, flow.Opener] = {}
    for module in (flow, table_openers):
        for attr, value in vars(module).items():
            if isinstance(value, flow.Opener):
                assert attr == f"open_{value.name}", f"{module.__name__}.{attr} is the opener {value.name!r}"
                assert value.name not in found, f"two openers named {value.name!r}"
                found[value.name] = value
    return found


def test_every_opener_is_declared_once_and_has_its_screen_module():
    assert set(declared()) == set(WHERE)


def test_each_screen_module_registers_the_openers_said_with_its_own_scene():
    for module in set(WHERE.values()):
        importlib.import_module(module)
    wrong = []
    for name, opener in declared().items():
        make = opener.make
        if make is None or make.__module__ != WHERE[name]:
            wrong.append(f"{name}: {getattr(make, '__module__', None)}, not {WHERE[name]}")
        elif isinstance(make, type) and not issubclass(make, Scene):
            wrong.append(f"{name}: {make.__name__} is no scene")
    assert wrong == []


def test_flow_names_no_screen_module():
    source = FLOW.read_text(encoding="utf-8")
    named = sorted(module for module in set(WHERE.values()) if module in source)
    assert named == []
