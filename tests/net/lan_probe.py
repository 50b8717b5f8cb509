"""Run inside a network namespace of its own that has only the loopback device (``tests/net/test_lan_discovery.py``
makes it): a table announced with zeroconf, heard by a listener; prints what the listener found as JSON."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.net.lan import Announcement, Listener, lan_address  # noqa: E402

GAME_ID = "a-game"
"""The announcement carries a game id as text; the listener passes it on (it is not looked up)."""


def main() -> int:
    announcement = Announcement("Ana's table", GAME_ID, 45678, 1)
    listener = Listener()
    try:
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline and not listener.tables():
            time.sleep(0.1)
        print(json.dumps({"address": lan_address(), "found": [t.__dict__ for t in listener.tables()]}))
    finally:
        listener.close()
        announcement.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
