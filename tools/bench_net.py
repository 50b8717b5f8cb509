"""How long a remote player's move takes to reach the other players on loopback (issue 32: p95 under 100 ms).

    python tools/bench_net.py [--game ID] [--players N] [--games G] [--seed S] [--think-ms MS]

A host (this process: the hosted match, its server on 127.0.0.1, a frame loop at 60 frames a second as the app's)
and N remote apps, each a process of its own that plays its seat with a Random bot after ``--think-ms``. For every
remote move: from the moment its app sent the action to the moment each other app received the state after it
(the processes share the machine's monotonic clock). Prints JSON: p50, p95, max in ms, and the count. Bounded:
every process ends by itself (``--max-seconds``), the children are killed in any case.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

FRAME_S = 1 / 60


def client(address: str, code: str, think_ms: float, max_seconds: float) -> int:
    """One remote app without a window: answers its turns with a Random bot; prints when it sent and received."""
    import random

    from game.net.client import NetClient

    net = NetClient(address, code, "bench", reconnect=False).start()
    rng = random.Random(code)
    sent: dict[int, float] = {}
    received: dict[int, float] = {}
    deadline = time.monotonic() + max_seconds
    while time.monotonic() < deadline:
        try:
            message = net.inbox.get(timeout=1.0)
        except Exception:  # noqa: BLE001 - queue.Empty: keep waiting until the deadline
            continue
        now = time.perf_counter()
        if message["t"] == "state":
            received.setdefault(message["n"], now)
            if message["legal"]:
                time.sleep(think_ms / 1000)
                raw = rng.choice(message["legal"])
                sent[message["n"]] = time.perf_counter()
                net.act(message["n"], raw)
            if message["current"] is None:
                break
        elif message["t"] in ("closed", "link"):
            break
    net.close()
    print(json.dumps({"sent": sent, "received": received}), flush=True)
    return 0


def host(game_id: str, players: int, seed: int, think_ms: float, max_seconds: float) -> dict:
    from game import catalog
    from game.net.hosted import open_table
    from game.saves import SaveStore
    from game.session import SeatConfig, Session

    session = Session(catalog.get_game(game_id), [SeatConfig(f"P{i}", "human") for i in range(players)], seed)
    match = open_table(session, ["remote"] * players, SaveStore(Path(tempfile.mkdtemp(prefix="bench-net-"))))
    address = f"ws://127.0.0.1:{match.host.port}"
    procs = [subprocess.Popen([sys.executable, __file__, "--client", address, remote.code, "--think-ms", str(think_ms),
                               "--max-seconds", str(max_seconds)], stdout=subprocess.PIPE, text=True)
             for remote in match.host.seats.values()]
    try:
        deadline = time.monotonic() + max_seconds
        while not match.is_over() and time.monotonic() < deadline:
            frame_end = time.perf_counter() + FRAME_S
            action = match.take_bot_action()
            if action is not None:
                match.apply(action)
            match.wait_for_bot(max(0.0, frame_end - time.perf_counter()))
        outputs = [json.loads(p.communicate(timeout=30)[0].strip().splitlines()[-1]) for p in procs]
    finally:
        for p in procs:
            if p.poll() is None:
                p.kill()
                p.wait(5)
        match.close()
    delays = []
    for i, out in enumerate(outputs):
        for n, at in out["sent"].items():
            for j, other in enumerate(outputs):
                got = other["received"].get(str(int(n) + 1))
                if j != i and got is not None:
                    delays.append((got - at) * 1000)
    return {"finished": match.is_over(), "moves": match.moves_played(), "delays": delays}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="love-letter")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--think-ms", type=float, default=20.0)
    parser.add_argument("--max-seconds", type=float, default=120.0)
    parser.add_argument("--client", nargs=2, metavar=("ADDRESS", "CODE"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.client:
        return client(args.client[0], args.client[1], args.think_ms, args.max_seconds)
    delays: list[float] = []
    finished = 0
    for g in range(args.games):
        result = host(args.game, args.players, args.seed + g, args.think_ms, args.max_seconds)
        delays += result["delays"]
        finished += result["finished"]
    ordered = sorted(delays)

    def pick(q: float) -> float:
        return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))], 2) if ordered else 0.0

    report = {"game": args.game, "players": args.players, "games": args.games, "finished": finished,
              "deliveries": len(ordered), "p50_ms": pick(0.5), "p95_ms": pick(0.95),
              "max_ms": round(ordered[-1], 2) if ordered else 0.0, "goal_p95_ms": 100}
    print(json.dumps(report))
    return 0 if ordered and report["p95_ms"] < 100 else 1


if __name__ == "__main__":
    sys.exit(main())
