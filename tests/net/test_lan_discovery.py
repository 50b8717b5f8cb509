"""Tables found on the local network, for real: zeroconf's multicast DNS between an announcing host and a
listening Join screen, inside a network namespace made for the test with nothing but the loopback device (no
packet leaves it)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

PROBE = Path(__file__).with_name("lan_probe.py")
NAMESPACE_SETUP = "ip link set lo up && ip link set lo multicast on && ip route add 224.0.0.0/4 dev lo"


def test_a_hosted_table_is_found_by_a_listener_on_the_network():
    done = subprocess.run(["unshare", "--net", "sh", "-c", f"{NAMESPACE_SETUP} && exec \"$0\" \"$1\"",
                           sys.executable, str(PROBE)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr[-2000:]
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["address"] == "127.0.0.1"  # the namespace has no other address
    assert report["found"] == [{"name": "Ana's table", "game": "a-game", "address": "ws://127.0.0.1:45678"}]
