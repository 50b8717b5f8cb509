"""``python -m scenes.tools.hostile --address ws://127.0.0.1:PORT --code CODE``: a hostile remote app for the tests
(a test tool, not a command of the app).

It holds a seat and plays it (a legal action on each of its turns, so the game goes on), but around every move it
also sends bad messages: random bytes, text that is no JSON, moves out of turn, illegal actions, moves with a
forged seat, moves for a position long gone; once, a 10 MB message (the host closes the connection: it joins
again with its code). All of that goes sealed, after the key exchange on its code (:mod:`game.net.secure`), so
the host's own checks are what it meets. Before taking its seat it knocks as a stranger who does not know the
code (the key exchange on a wrong code with a made-up proof, a wrong protocol version, a broken key exchange
message) and, knowing it, replays a sealed frame; and it floods the host with connections that never say hello.
Its seat's name is hostile (control characters, a right-to-left override, far too long). Prints a JSON report:
``finished``, ``moves``, ``bad_sent``, ``errors`` (codes the host answered), ``closed_by_host``, ``refused`` (the
knocks' answers), ``flood_refused``."""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from typing import Any

BAD_PER_MOVE = 2  # with one out of turn, fewer than the host's strike limit: the seat is kept, every one is answered
ANSWER_WAIT_S = 5.0  # at the game's end, how long the answers still on their way are waited for
FLOOD = 12  # connections opened at once, none saying hello
NAME = "\x00Mal\u202elory\x1b[2J\n" + "x" * 100  # control characters, a right-to-left override, far too long


def _bad(rng: random.Random, state: dict, other_legal: list[Any]) -> str | bytes:
    """One bad message for the position ``state`` (this seat's last)."""
    n = state.get("n", 0)
    kind = rng.choice(["bytes", "json", "turn", "illegal", "forged", "stale"])
    if kind == "bytes":
        return os.urandom(rng.randint(1, 64))
    if kind == "json":
        return "{\"t\": \"act\", " + "x" * rng.randint(0, 20)
    if kind == "forged":
        return json.dumps({"t": "act", "n": n, "action": (state.get("legal") or [["x"]])[0], "seat": 0})
    if kind == "stale":
        return json.dumps({"t": "act", "n": n + rng.randint(2, 9), "action": ["x"]})
    if kind == "turn" and not state.get("legal"):
        return json.dumps({"t": "act", "n": n, "action": rng.choice(other_legal) if other_legal else ["play"]})
    return json.dumps({"t": "act", "n": n, "action": ["no such move", rng.randint(0, 99)]})


def knock(address: str, code: str) -> list[str]:
    """As a stranger: the key exchange on a wrong code, then a made-up proof (``code``); a wrong version
    (``version``); a broken key exchange message (``schema``). Knowing the code: a sealed frame sent twice (the
    connection is closed: ``closed``). Each answer's code, in that order."""
    from websockets.exceptions import ConnectionClosed
    from websockets.sync.client import connect

    from game.net import secure, wire

    answers = []
    with connect(address, open_timeout=5) as ws:
        ws.send(secure.ClientHandshake("wrong-code").opening())
        seat = json.loads(ws.recv(timeout=5))["seats"][0][0]
        ws.send(wire.encode({"t": "confirm", "seat": seat, "proof": "A" * 43 + "="}))
        answers.append(json.loads(ws.recv(timeout=5)).get("code", ""))
    for opening in (secure.ClientHandshake(code, wire.VERSION + 7).opening(),
                    json.dumps({"t": "hello", "protocol": wire.PROTOCOL, "version": wire.VERSION,
                                "code": "QUJD" * 11, "name": ""})):
        with connect(address, open_timeout=5) as ws:
            ws.send(opening)
            answers.append(json.loads(ws.recv(timeout=5)).get("code", ""))
    with connect(address, open_timeout=5) as ws:
        channel = secure.join_sync(ws, code, "Mallory", hello=False)
        hello = channel.seal(wire.encode(wire.hello("Mallory")))
        ws.send(hello)
        try:
            ws.send(hello)  # replayed
            while True:
                ws.recv(timeout=5)
        except ConnectionClosed as exc:
            answers.append("closed" if exc.rcvd is not None and exc.rcvd.code == 1008 else "dropped")
        except TimeoutError:
            answers.append("kept")
    return answers


def flood(address: str) -> int:
    """:data:`FLOOD` connections at once that never say hello: the host refuses (``full``) all but a few at once;
    how many it refused. All are closed before the seat is taken."""
    from contextlib import ExitStack, suppress

    from websockets.exceptions import ConnectionClosed
    from websockets.sync.client import connect

    refused = 0
    with ExitStack() as stack:
        sockets = [stack.enter_context(connect(address, open_timeout=5)) for _ in range(FLOOD)]
        for ws in sockets:
            with suppress(TimeoutError, ConnectionClosed, ValueError):
                refused += json.loads(ws.recv(timeout=0.3)).get("code") == "full"
    return refused


class Sealed:
    """A websocket after the key exchange: what is sent is sealed, what is received opened (the hostile app's
    junk goes sealed, as a hostile app that knows its code sends it)."""

    def __init__(self, ws: Any, channel: Any) -> None:
        self.ws, self.channel = ws, channel

    def send(self, message: str | bytes) -> None:
        self.ws.send(self.channel.seal(message))

    def recv(self, timeout: float) -> str | bytes:
        return self.channel.open(self.ws.recv(timeout=timeout))


def _count_error(report: dict, message: dict) -> None:
    report["errors"][message["code"]] = report["errors"].get(message["code"], 0) + 1


def _collect_answers(ws: Any, report: dict, timeout_s: float = ANSWER_WAIT_S) -> None:
    """At the game's end: the host's answers to what was sent just before it (an out-of-turn move the last move
    overtook) still on their way, read until every bad message sent is answered (a message that closed the
    connection has no answer), the table closes, or ``timeout_s`` passes."""
    from websockets.exceptions import ConnectionClosed

    deadline = time.monotonic() + timeout_s
    while sum(report["errors"].values()) < report["bad_sent"] - report["closed_by_host"] \
            and time.monotonic() < deadline:
        try:
            message = json.loads(ws.recv(timeout=max(0.01, deadline - time.monotonic())))
        except (TimeoutError, ConnectionClosed):
            return
        if message.get("t") == "error":
            _count_error(report, message)
        elif message.get("t") == "closed":
            return


def play(address: str, code: str, seed: int, max_seconds: float) -> dict:
    from websockets.exceptions import ConnectionClosed
    from websockets.sync.client import connect

    from game.net import secure, wire

    rng = random.Random(seed)
    report: dict[str, Any] = {"finished": False, "moves": 0, "bad_sent": 0, "errors": {}, "closed_by_host": 0,
                              "refused": knock(address, code), "flood_refused": flood(address)}
    deadline = time.monotonic() + max_seconds
    flooded = False
    out_of_turn = False
    other_legal: list[Any] = []
    last_move = ""  # its last legal move: sent again when the host slowed it down with the rest (error "rate")
    while time.monotonic() < deadline and not report["finished"]:
        try:
            with connect(address, max_size=wire.MAX_HOST_BYTES + secure.PAD + secure.OVERHEAD, open_timeout=5) as raw:
                ws = Sealed(raw, secure.join_sync(raw, code, NAME))
                while time.monotonic() < deadline:
                    message = json.loads(ws.recv(timeout=max(0.1, deadline - time.monotonic())))
                    kind = message["t"]
                    if kind == "error":
                        _count_error(report, message)
                        if message["code"] == "rate" and last_move:  # a busy host may refuse it with the flood
                            time.sleep(0.3)
                            ws.send(last_move)  # one error answers the two of them: the refused message (the move
                            report["bad_sent"] += 1  # or a bad one) and, when the move had gone through, this
                    elif kind == "closed":
                        report["finished"] = message["reason"] == "over"
                        return report
                    elif kind == "state":
                        if message["current"] is None:
                            report["finished"] = True
                            _collect_answers(ws, report)
                            return report
                        if not message["legal"]:
                            if out_of_turn and other_legal:  # once between two of its moves: a move out of turn
                                out_of_turn = False
                                ws.send(wire.encode({"t": "act", "n": message["n"], "action": other_legal[0]}))
                                report["bad_sent"] += 1
                            continue
                        for _ in range(BAD_PER_MOVE):
                            ws.send(_bad(rng, message, other_legal))
                            report["bad_sent"] += 1
                        if not flooded and report["moves"] >= 2:
                            flooded = True
                            report["bad_sent"] += 1
                            ws.send("x" * (10 * 1024 * 1024))  # the host closes the connection; we join again
                            continue
                        other_legal = message["legal"]
                        last_move = wire.encode({"t": "act", "n": message["n"], "action": rng.choice(message["legal"])})
                        ws.send(last_move)
                        report["moves"] += 1
                        out_of_turn = True
        except ConnectionClosed:
            report["closed_by_host"] += 1
        except TimeoutError:
            break
        except OSError as exc:  # the host is gone (refused): reported, not a crash
            report["error"] = f"no host to join again: {exc}"
            break
    return report


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m scenes.tools.hostile", description=__doc__)
    parser.add_argument("--address", required=True)
    parser.add_argument("--code", required=True)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-seconds", type=float, default=300.0)
    args = parser.parse_args(argv)
    report = play(args.address, args.code, args.seed, args.max_seconds)
    print(json.dumps(report), flush=True)
    return 0 if report["finished"] else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
