"""The UI tests' ``app`` fixture (tests/ui/conftest.py) for this game's own table tests."""

from tests.ui.conftest import app  # noqa: F401
