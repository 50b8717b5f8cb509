"""The door of a table on the local network: a password-authenticated key exchange on the seat's code, then every
message sealed.

A remote app and the host run SPAKE2 (the ``spake2`` package, as magic-wormhole does) on the seat's code, so the
code never crosses the network: a stranger who listens learns nothing of it, and a guess costs one connection.
The app does not say which seat it wants (that would need a public part of the code): the host answers the app's
SPAKE2 message once for each remote seat, with that seat's code, and adds a proof that it knows it. The app keeps
the answer whose proof matches its own key (none: "This table did not prove it knows the code" — a rogue table
that announces itself under a friend's name gets nothing, and learns at most whether one of its few answers was
right), then proves its own key for that seat. From then on each message is one binary frame sealed with PyNaCl's
SecretBox (XSalsa20-Poly1305) under a key of its direction derived from the SPAKE2 key (HKDF-SHA256); the nonce is
the frame's number in its direction, never sent, so a replayed, reordered, altered or injected frame fails its
check. Each frame's text is padded to a multiple of :data:`PAD` bytes, so its size tells little of its content.

The exchange, in JSON text frames (the opening keeps the shape of version 1's hello, so a host of any version
reads the version and names both when they differ)::

    app  -> host  {"t": "hello", "protocol": "palace-table", "version": 2, "code": <app's SPAKE2 message>, "name": ""}
    host -> app   {"t": "pake", "seats": [[seat, <host's SPAKE2 message for it>, <host's proof>], ...]}
                  (or an ``error``: wrong version, too many connections)
    app  -> host  {"t": "confirm", "seat": seat, "proof": <app's proof>}
    then sealed frames both ways, the app's first one its hello (:func:`game.net.wire.hello`).

The host counts a guess for every answer it sends that no valid proof follows (:attr:`ServerLink.wrong_code`).
Everything here is plain bytes and JSON (the sans-IO :class:`ClientHandshake`, :func:`host_answer`,
:class:`Channel`) plus the asyncio links the host and the app use over websockets.

``spake2`` uses the ``cryptography`` package for one thing, HKDF-SHA256 (RFC 5869), and that package is 12 MB of
native code: where it is missing (a frozen app can leave it out), :func:`_spake2` gives spake2 a stand-in with
the standard library's HMAC (:func:`hkdf_sha256`, the same bytes: tested against ``cryptography``).
"""

from __future__ import annotations

import asyncio
import base64
import binascii
import contextlib
import hashlib
import hmac
import sys
import types
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from nacl.exceptions import CryptoError
from nacl.secret import SecretBox

from game.engine import JSONValue
from game.engine.json_read import arr, is_arr
from game.net import wire

if TYPE_CHECKING:
    from websockets.asyncio.connection import Connection as Socket
    from websockets.sync.connection import Connection as SyncSocket

SEAT_LIMIT = 8
"""The most answers a host sends (one per remote seat) and an app accepts: a rogue table tests at most this many
guesses of a code per connection the app makes."""
PAD = 1024
"""Frames' texts are padded to a multiple of this (so a frame's size does not tell a card's name)."""
OVERHEAD = SecretBox.MACBYTES
MESSAGE_LIMIT = 64  # base64 of a 33-byte SPAKE2 message is 44 characters, of a 32-byte proof 44
_ID_APP, _ID_HOST = b"palace-table app", b"palace-table host"
_TO_HOST, _TO_APP = 0, 1


class FrameError(ConnectionError):
    """A frame that is not sealed, or fails its check (altered, replayed, reordered, or another key's)."""


class NotProved(ConnectionError):
    """The host did not prove it knows the code (a wrong code, or a table that is not the friend's)."""

    def __init__(self) -> None:
        super().__init__("This table did not prove it knows the code")


class Refused(ConnectionError):
    """The host answered the opening with an ``error`` (the message, as the host sent it)."""

    def __init__(self, message: wire.Message) -> None:
        super().__init__(str(message.get("message", "refused"))[:120])
        self.message = message


def normal_code(code: str) -> bytes:
    """A code as the key exchange uses it: lowercase letters and digits only (``K7M3P 9qaxe`` is ``k7m3p-9qaxe``)."""
    return "".join(ch for ch in code.lower() if ch.isascii() and ch.isalnum()).encode("ascii")


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


def _unb64(text: object) -> bytes:
    if not isinstance(text, str) or len(text) > MESSAGE_LIMIT:
        raise ValueError("not a short base64 text")
    return base64.b64decode(text.encode("ascii"), validate=True)


def hkdf_sha256(key: bytes, info: bytes, length: int, salt: bytes = b"") -> bytes:
    """HKDF with SHA-256 (RFC 5869): extract with ``salt`` (none: zeros), expand to ``length`` bytes."""
    if not 0 < length <= 255 * 32:
        raise ValueError("HKDF-SHA256 gives 1 to 8160 bytes")
    prk = hmac.new(salt or bytes(32), key, hashlib.sha256).digest()
    out, block = b"", b""
    for counter in range(1, -(-length // 32) + 1):
        block = hmac.new(prk, block + info + bytes([counter]), hashlib.sha256).digest()
        out += block
    return out[:length]


def _derive(key: bytes, seat: int, label: str) -> bytes:
    return hkdf_sha256(key, f"palace-table/{wire.VERSION} seat {seat} {label}".encode("ascii"), 32)


def _spake2() -> types.ModuleType:
    """The ``spake2`` package; without ``cryptography``, with a stand-in for the HKDF it takes from it."""
    try:
        import spake2
    except ImportError as exc:
        if not (exc.name or "").startswith("cryptography"):
            raise
        _stand_in_for_hkdf()
        import spake2
    module: types.ModuleType = spake2  # the package has no type hints: a module of untyped names
    return module


def _stand_in_for_hkdf() -> None:
    """``cryptography.hazmat.primitives.kdf.hkdf.HKDF`` and ``...hashes.SHA256`` as spake2 calls them (SHA-256
    only), on :func:`hkdf_sha256`; only where the real package cannot be imported."""

    class SHA256:
        name = "sha256"

    class HKDF:
        def __init__(self, algorithm: object, length: int, salt: bytes | None, info: bytes | None,
                     backend: object = None) -> None:
            if getattr(algorithm, "name", "") != "sha256":
                raise ValueError("the stand-in HKDF knows SHA-256 only")
            self.length, self.salt, self.info = length, salt or b"", info or b""

        def derive(self, key_material: bytes) -> bytes:
            return hkdf_sha256(key_material, self.info, self.length, self.salt)

    names = ["cryptography", "cryptography.hazmat", "cryptography.hazmat.primitives",
             "cryptography.hazmat.primitives.kdf", "cryptography.hazmat.primitives.kdf.hkdf",
             "cryptography.hazmat.primitives.hashes"]
    modules = {name: types.ModuleType(name) for name in names}
    for name in names[:-1]:
        modules[name].__path__ = []  # a package, as far as the import system asks
    modules["cryptography.hazmat.primitives.kdf.hkdf"].HKDF = HKDF  # type: ignore[attr-defined]
    modules["cryptography.hazmat.primitives.hashes"].SHA256 = SHA256  # type: ignore[attr-defined]
    for parent, child in (("cryptography", "hazmat"), ("cryptography.hazmat", "primitives"),
                          ("cryptography.hazmat.primitives", "kdf"), ("cryptography.hazmat.primitives", "hashes"),
                          ("cryptography.hazmat.primitives.kdf", "hkdf")):
        setattr(modules[parent], child, modules[f"{parent}.{child}"])
    sys.modules.update(modules)


# ---------------------------------------------------------------------------------------------------- the frames
@dataclass
class Channel:
    """Both directions of one connection after the exchange: :meth:`seal` what this side sends, :meth:`open` what
    it receives (in order; each direction's frames are numbered from 0)."""

    send_key: bytes
    recv_key: bytes
    send_direction: int
    sent: int = 0
    received: int = 0
    _send_box: SecretBox = field(init=False, repr=False)
    _recv_box: SecretBox = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self._send_box, self._recv_box = SecretBox(self.send_key), SecretBox(self.recv_key)

    @staticmethod
    def _nonce(direction: int, number: int) -> bytes:
        return bytes([direction]) + bytes(15) + number.to_bytes(8, "big")

    def seal(self, message: str | bytes) -> bytes:
        data = message.encode("utf-8") if isinstance(message, str) else message
        padded = data + b"\x80" + bytes(-(len(data) + 1) % PAD)
        frame = self._send_box.encrypt(padded, self._nonce(self.send_direction, self.sent)).ciphertext
        self.sent += 1
        return frame

    def open(self, frame: str | bytes) -> str | bytes:
        """The message of the next frame: text, or bytes that are not UTF-8 (the host refuses them as before)."""
        if not isinstance(frame, bytes):
            raise FrameError("a frame that is not sealed")
        try:
            padded = self._recv_box.decrypt(frame, self._nonce(1 - self.send_direction, self.received))
        except CryptoError:
            raise FrameError("a frame that fails its check (altered, replayed or out of order)") from None
        data = padded.rstrip(b"\x00")
        if not data.endswith(b"\x80"):
            raise FrameError("a frame with bad padding")
        self.received += 1
        try:
            return data[:-1].decode("utf-8")
        except UnicodeDecodeError:
            return data[:-1]


def _channel(key: bytes, seat: int, side: int) -> Channel:
    to_host, to_app = _derive(key, seat, "app to host"), _derive(key, seat, "host to app")
    if side == _TO_HOST:  # the app: sends to the host
        return Channel(to_host, to_app, _TO_HOST)
    return Channel(to_app, to_host, _TO_APP)


# ---------------------------------------------------------------------------------------------------- the app's side
class ClientHandshake:
    """The app's side of the exchange: :meth:`opening` to send, then :meth:`finish` with the host's answer."""

    def __init__(self, code: str, version: int = wire.VERSION) -> None:
        spake = _spake2().SPAKE2_A(normal_code(code), idA=_ID_APP, idB=_ID_HOST)
        self.message = spake.start()
        self._state = spake.serialize()
        self.version = version

    def opening(self) -> str:
        return wire.encode({"t": "hello", "protocol": wire.PROTOCOL, "version": self.version,
                            "code": _b64(self.message), "name": ""})

    def finish(self, answer: wire.Message) -> tuple[str, Channel]:
        """The confirmation to send and the channel, for the host's ``pake`` answer; :class:`NotProved` when no
        seat's proof matches this code (or the answer is not one)."""
        spake2 = _spake2()
        seats = answer.get("seats")
        if answer.get("t") != "pake" or not is_arr(seats) or not 0 < len(seats) <= SEAT_LIMIT:
            raise NotProved()
        for entry in seats:
            try:
                seat, message, proof = arr(entry, "a seat's proof")
                if type(seat) is not int or not 0 <= seat < 64:
                    raise ValueError("a seat is a small number")
                key = spake2.SPAKE2_A.from_serialized(self._state).finish(_unb64(message))
                proof = _unb64(proof)
            except Exception:  # noqa: BLE001 - a malformed answer proves nothing
                continue
            if hmac.compare_digest(_derive(key, seat, "host proof"), proof):
                confirm: dict[str, JSONValue] = {"t": "confirm", "seat": seat, "proof": _b64(_derive(key, seat, "app proof"))}
                return wire.encode(confirm), _channel(key, seat, _TO_HOST)
        raise NotProved()


def read_answer(raw: str | bytes) -> wire.Message:
    """The host's answer to the opening, as an object (:class:`Refused` for an ``error``)."""
    answer = wire.decode_object(raw, wire.MAX_CLIENT_BYTES)
    if answer["t"] == "error":
        raise Refused(answer)
    return answer


# ---------------------------------------------------------------------------------------------------- the host's side
def parse_opening(raw: str | bytes) -> bytes | None:
    """The app's SPAKE2 message from an opening of this version; None for a first message that is no such opening
    (the host reads it as any first message: a hello of another version is refused naming both)."""
    data = wire.decode_object(raw, wire.MAX_CLIENT_BYTES)
    if data["t"] != "hello" or data.get("protocol") != wire.PROTOCOL or data.get("version") != wire.VERSION \
            or type(data.get("version")) is not int:
        return None
    if set(data) != {"t", "protocol", "version", "code", "name"} or data["name"] != "":
        raise wire.WireError("schema", "say hello with the key exchange on the seat's code (protocol version "
                             f"{wire.VERSION})")
    try:
        message = _unb64(data["code"])
    except (ValueError, binascii.Error):
        raise wire.WireError("schema", "not a key exchange message") from None
    if len(message) != 33 or message[:1] != b"A":
        raise wire.WireError("schema", "not a key exchange message")
    return message


def host_answer(message: bytes, codes: dict[int, str]) -> tuple[str, dict[int, bytes]]:
    """The host's ``pake`` answer to an app's SPAKE2 message (one entry per seat's code) and each seat's key."""
    spake2 = _spake2()
    if not 0 < len(codes) <= SEAT_LIMIT:
        raise ValueError(f"a table has 1 to {SEAT_LIMIT} remote seats")
    entries: list[JSONValue] = []
    keys: dict[int, bytes] = {}
    for seat, code in sorted(codes.items()):
        spake = spake2.SPAKE2_B(normal_code(code), idA=_ID_APP, idB=_ID_HOST)
        outbound = spake.start()
        try:
            keys[seat] = key = spake.finish(message)
        except Exception:  # noqa: BLE001 - not a point of the group, or the host's own message reflected
            raise wire.WireError("schema", "not a key exchange message") from None
        entries.append([seat, _b64(outbound), _b64(_derive(key, seat, "host proof"))])
    return wire.encode({"t": "pake", "seats": entries}), keys


def check_confirm(raw: str | bytes, keys: dict[int, bytes]) -> tuple[int, Channel]:
    """The seat an app proved it knows the code of, and the channel (WireError ``code`` otherwise)."""
    wrong = wire.WireError("code", "no seat at this table has that code")
    try:
        data = wire.decode_object(raw, wire.MAX_CLIENT_BYTES)
        seat, proof = data.get("seat"), _unb64(data.get("proof"))
    except (wire.WireError, ValueError, binascii.Error):
        raise wrong from None
    if data["t"] != "confirm" or type(seat) is not int or seat not in keys:
        raise wrong
    if not hmac.compare_digest(_derive(keys[seat], seat, "app proof"), proof):
        raise wrong
    return seat, _channel(keys[seat], seat, _TO_APP)


class ServerLink:
    """A websocket connection at the host, as its :class:`game.net.host.Link`: the first :meth:`recv` runs the
    exchange (with the seats' codes as ``codes()`` gives them) and returns the app's first sealed message (its
    hello); after that frames are opened and sealed. Before the exchange, :meth:`send` sends plain text (a
    refusal); a first message that is no opening of this version is returned as it came."""

    def __init__(self, ws: Socket, codes: Callable[[], dict[int, str]]) -> None:
        self.ws, self._codes = ws, codes
        self.seat: int | None = None
        self.channel: Channel | None = None
        self.answered = False  # the host answered an opening: a guess of a code was made
        self._lock = asyncio.Lock()

    @property
    def remote_address(self) -> object:
        return getattr(self.ws, "remote_address", None)

    @property
    def wrong_code(self) -> bool:
        """The host answered the exchange and the app did not prove it knows a seat's code (a failed guess)."""
        return self.answered and self.channel is None

    async def recv(self) -> str | bytes:
        if self.channel is None:
            return await self._exchange()
        raw = await self.ws.recv()
        try:
            return self.channel.open(raw)
        except FrameError:
            with contextlib.suppress(Exception):
                await self.ws.close(1008, "a damaged or replayed frame")
            raise

    async def _exchange(self) -> str | bytes:
        raw = await self.ws.recv()
        message = parse_opening(raw)
        if message is None:
            return raw
        answer, keys = await asyncio.to_thread(host_answer, message, dict(self._codes()))
        self.answered = True  # from here on, the app can check its guess against the answer's proofs
        await self.ws.send(answer)
        try:
            raw = await self.ws.recv()
        except Exception:  # noqa: BLE001 - gone without a proof: the code was wrong
            raise wire.WireError("code", "no seat at this table has that code") from None
        self.seat, self.channel = check_confirm(raw, keys)
        return await self.recv()

    async def send(self, message: str) -> None:
        async with self._lock:  # frames are numbered: sealed and sent in one order
            await self.ws.send(message if self.channel is None else self.channel.seal(message))

    async def close(self, code: int = 1000, reason: str = "") -> None:
        await self.ws.close(code, reason)


class ClientLink:
    """The app's websocket after the exchange: sends sealed frames (in order), opens the host's."""

    def __init__(self, ws: Socket, channel: Channel) -> None:
        self.ws, self.channel = ws, channel
        self._lock = asyncio.Lock()

    async def send(self, message: str) -> None:
        async with self._lock:
            await self.ws.send(self.channel.seal(message))

    def open(self, frame: str | bytes) -> str | bytes:
        return self.channel.open(frame)

    async def close(self, code: int = 1000, reason: str = "") -> None:
        await self.ws.close(code, reason)


async def join(ws: Socket, code: str, name: str, version: int = wire.VERSION) -> ClientLink:
    """The app's side on a websocket: the exchange on ``code``, then its hello, sealed. Raises :class:`Refused`
    (the host's plain ``error``), :class:`NotProved` (after telling the host by closing), or the connection's
    error."""
    handshake = ClientHandshake(code, version)
    from websockets.exceptions import ConnectionClosed

    with contextlib.suppress(ConnectionClosed):  # refused at once ("full"): read why below
        await ws.send(handshake.opening())
    answer = read_answer(await ws.recv())
    try:
        confirm, channel = await asyncio.to_thread(handshake.finish, answer)
    except NotProved:
        with contextlib.suppress(Exception):
            await ws.close(1008, "the table did not prove it knows the code")
        raise
    await ws.send(confirm)
    link = ClientLink(ws, channel)
    await link.send(wire.encode(wire.hello(name, version)))
    return link


def join_sync(ws: SyncSocket, code: str, name: str = "", version: int = wire.VERSION,
              hello: bool = True) -> Channel:
    """:func:`join` over websockets' synchronous client (tools and tests that speak the protocol by hand); with
    ``hello`` False the channel is returned before the hello is sent."""
    handshake = ClientHandshake(code, version)
    ws.send(handshake.opening())
    confirm, channel = handshake.finish(read_answer(ws.recv(timeout=10)))
    ws.send(confirm)
    if hello:
        ws.send(channel.seal(wire.encode(wire.hello(name, version))))
    return channel

