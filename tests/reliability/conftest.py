"""The headless app of the UI tests (dummy SDL drivers, instant bots, no animation)."""

from ui.conftest import app  # noqa: F401
