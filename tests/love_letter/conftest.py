"""The UI tests' fixtures for this game's own table tests: ``app`` (tests/ui/conftest.py), ``said``, what is
spoken (tests/ui/test_keys_only.py), and ``played``, the sound effects played (tests/ui/test_sound.py)."""

from tests.ui.conftest import app  # noqa: F401
from tests.ui.test_keys_only import said  # noqa: F401
from tests.ui.test_sound import played  # noqa: F401
