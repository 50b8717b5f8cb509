"""Finding tables on the local network: a host announces its table over multicast DNS (zeroconf) as a
``_palace-table._tcp`` service, and the Join screen lists the tables it hears of. Joining still needs the seat's
code: the announcement tells only where a table is, for which game, and whose it is.

The tools and tests never announce nor listen (no multicast leaves them); they join by address on 127.0.0.1.
Both start off the frame thread (importing zeroconf took 80 ms; listing the network interfaces, its sockets and a
registration take longer). When the network cannot be used (no zeroconf, no interface listed: a frozen app without
``ctypes`` was both), or announcing fails later, their ``error`` says why: the screens say it, instead of promising
a table nobody can find.
"""

from __future__ import annotations

import contextlib
import socket
import threading
from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType
from typing import TYPE_CHECKING, TypeVar

from game.i18n import tr
from game.textclean import clean_text

if TYPE_CHECKING:
    from zeroconf import ServiceInfo, ServiceStateChange, Zeroconf

T = TypeVar("T")

SERVICE = "_palace-table._tcp.local."
LOOPBACK = "127.0.0.1"
ERROR_LIMIT = 120


class LanUnavailable(Exception):
    """Tables cannot be announced or looked for on the local network here; the text says why (for the player)."""


def error_text(exc: BaseException) -> str:
    """An exception as one short line: its kind and message (``ModuleNotFoundError: No module named '_ctypes'``)."""
    message = clean_text(str(exc)).strip()
    return f"{type(exc).__name__}: {message}"[:ERROR_LIMIT] if message else type(exc).__name__


def zeroconf_problem() -> str:
    """Why zeroconf cannot be used here ("" when it can): it needs ``ifaddr``, which needs ``ctypes``."""
    try:
        _zeroconf()
    except LanUnavailable as exc:
        return str(exc)
    return ""


@dataclass(frozen=True)
class FoundTable:
    name: str  # "Ana's table"
    game: str  # a game id
    address: str  # ws://HOST:PORT

    @staticmethod
    def from_properties(name: str, host: str, port: int, properties: dict[bytes, bytes | None]) -> FoundTable | None:
        """A table from a service's record, or None for one that is not a table of this protocol."""
        try:
            game = (properties.get(b"game") or b"").decode("utf-8")[:40]
            version = (properties.get(b"v") or b"").decode("ascii")
        except UnicodeDecodeError:
            return None
        if not game or not version.isdigit() or not 0 < port < 65536:
            return None
        label = name.removesuffix("." + SERVICE).replace("\\", "")[:60]
        return FoundTable(label, game, f"ws://{host}:{port}")


def find_lan_address() -> tuple[str, str]:
    """This machine's address on the local network and "", or 127.0.0.1 and why no other was found."""
    try:
        import ifaddr

        adapters = ifaddr.get_adapters()
    except Exception as exc:  # noqa: BLE001 - no interface listed (no ctypes, ...): joined on this machine only
        return LOOPBACK, tr("the network interfaces cannot be listed ({error})", error=error_text(exc))
    for adapter in adapters:
        for ip in adapter.ips:
            if isinstance(ip.ip, str) and not ip.ip.startswith(("127.", "169.254.")):
                return ip.ip, ""
    return LOOPBACK, tr("this computer has no network address but its own (127.0.0.1)")


def lan_address() -> str:
    """This machine's address on the local network (what a friend types to join by address), or 127.0.0.1."""
    return find_lan_address()[0]


def _zeroconf() -> ModuleType:
    """The zeroconf module, or :class:`LanUnavailable` saying why not."""
    try:
        import zeroconf
    except Exception as exc:  # noqa: BLE001 - a missing or broken module, whatever it raised
        raise LanUnavailable(tr("zeroconf cannot be loaded ({error})", error=error_text(exc))) from exc
    return zeroconf


def _start(make: Callable[[], T]) -> T:
    """``make()`` (zeroconf's sockets opened), or :class:`LanUnavailable` with what failed."""
    try:
        return make()
    except Exception as exc:  # noqa: BLE001 - no multicast socket, no interface: said, not hidden
        raise LanUnavailable(error_text(exc)) from exc


LATE_START_WAIT_S = 3.0
"""How long a close waits for a zeroconf start still under way (which closes what it opens as it comes)."""


class _Opening:
    """What a zeroconf start opened off the frame thread (importing zeroconf took 80 ms, and listing the network
    interfaces can take longer), handed over once under a lock: to its owner while the owner is open, else closed
    by the start itself (the owner was closed first); :attr:`error` says why the start failed."""

    def __init__(self, start: Callable[[], tuple[Callable[[], None], ...]], name: str) -> None:
        self.error = ""
        self._lock = threading.Lock()
        self._closes: tuple[Callable[[], None], ...] | None = None  # the start's closes, once it opened
        self._closed = False
        self._thread = threading.Thread(target=self._run, args=(start,), name=name, daemon=True)

    def begin(self) -> None:
        """Start opening (once its owner holds it: the start may ask it whether it was closed)."""
        self._thread.start()

    @property
    def opened(self) -> bool:
        """The start opened zeroconf, and the owner has not closed it."""
        return self._closes is not None and not self._closed

    @property
    def closed(self) -> bool:
        """The owner closed it (whether the start had opened zeroconf yet or not)."""
        return self._closed

    def wait(self, timeout_s: float) -> None:
        """Block until the start is over (opened or failed), or ``timeout_s`` passed."""
        self._thread.join(timeout_s)

    def _run(self, start: Callable[[], tuple[Callable[[], None], ...]]) -> None:
        try:
            closes = start()
        except Exception as exc:  # noqa: BLE001 - no zeroconf, no multicast socket, no interface: said
            self.error = problem_text(exc)
            return
        with self._lock:
            late = self._closed
            if not late:
                self._closes = closes
        if late:
            _close_all(closes)

    def close(self) -> None:
        """Close what the start opened, now or (a start under way) as soon as it opened; once. A start under way is
        waited for (up to :data:`LATE_START_WAIT_S`): a close runs off the frame thread (``game.net.teardown``), and
        an app that quits waits for its closes, so the start's own close (the table's goodbye to the network) is not
        cut off with the process."""
        with self._lock:
            closes, self._closes, self._closed = self._closes, None, True
        if closes is not None:
            _close_all(closes)
        elif self._thread.is_alive() and self._thread is not threading.current_thread():
            self._thread.join(LATE_START_WAIT_S)


def _close_all(closes: tuple[Callable[[], None], ...]) -> None:
    for close in closes:
        with contextlib.suppress(Exception):
            close()


class Announcement:
    """The host's table announced on the local network while it waits for its players. It starts off the frame
    thread: :attr:`error` says why announcing failed ("" while all is well or not known yet), :attr:`opened`
    whether the table is on the network (being announced)."""

    def __init__(self, title: str, game_id: str, port: int, version: int) -> None:
        self.title, self.game_id, self.port, self.version = title, game_id, port, version
        self._register_error = ""
        self._opening = _Opening(self._start, "lan-announce")
        self._opening.begin()

    @property
    def error(self) -> str:
        return self._opening.error or self._register_error

    @property
    def opened(self) -> bool:
        return self._opening.opened and not self.error

    def wait(self, timeout_s: float) -> None:
        """Block until zeroconf is open (the table being announced) or failed, or ``timeout_s`` passed."""
        self._opening.wait(timeout_s)

    def _start(self) -> tuple[Callable[[], None], ...]:
        zeroconf = _zeroconf()
        safe = "".join(ch for ch in self.title if ch.isprintable() and ch not in ".\\")[:50] or "Palace Table"
        info = zeroconf.ServiceInfo(SERVICE, f"{safe}.{SERVICE}", addresses=[socket.inet_aton(lan_address())],
                                    port=self.port, properties={"game": self.game_id, "v": str(self.version)},
                                    server=f"{socket.gethostname()}.local.")
        zc: Zeroconf = _start(zeroconf.Zeroconf)  # (after what may fail: nothing left open)
        threading.Thread(target=self._register, args=(zc, info), name="lan-register", daemon=True).start()
        return (lambda: zc.unregister_service(info)), zc.close

    def _register(self, zc: Zeroconf, info: ServiceInfo) -> None:
        try:
            zc.register_service(info, allow_name_change=True)
        except Exception as exc:  # noqa: BLE001 - kept for the waiting screen to show
            if not self._opening.closed:  # (not the failure of a table closed meanwhile)
                self._register_error = error_text(exc)

    def close(self) -> None:
        self._opening.close()


class Listener:
    """The tables announced on the local network, as they come and go (:meth:`tables`). It starts off the frame
    thread: :attr:`error` says why it cannot look ("" while all is well or not known yet)."""

    def __init__(self) -> None:
        self._found: dict[str, FoundTable] = {}
        self._lock = threading.Lock()
        self._opening = _Opening(self._start, "lan-listen")
        self._opening.begin()

    @property
    def error(self) -> str:
        return self._opening.error

    def wait(self, timeout_s: float) -> None:
        """Block until the listener is looking or failed, or ``timeout_s`` passed."""
        self._opening.wait(timeout_s)

    def _start(self) -> tuple[Callable[[], None], ...]:
        zeroconf = _zeroconf()
        zc: Zeroconf = _start(zeroconf.Zeroconf)
        try:
            browser = _start(lambda: zeroconf.ServiceBrowser(zc, SERVICE, handlers=[self._changed]))
        except LanUnavailable:
            _close_all((zc.close,))
            raise
        return browser.cancel, zc.close

    def _changed(self, zeroconf: Zeroconf, service_type: str, name: str, state_change: ServiceStateChange) -> None:
        from zeroconf import ServiceStateChange

        if state_change is ServiceStateChange.Removed:
            with self._lock:
                self._found.pop(name, None)
            return
        info = zeroconf.get_service_info(service_type, name, timeout=1500)
        if info is None or not info.parsed_addresses():
            return
        table = FoundTable.from_properties(name, info.parsed_addresses()[0], info.port or 0, info.properties)
        if table is not None:
            with self._lock:
                self._found[name] = table

    def tables(self) -> list[FoundTable]:
        with self._lock:
            return sorted(self._found.values(), key=lambda t: t.name)

    def close(self) -> None:
        self._opening.close()


def problem_text(exc: BaseException) -> str:
    """Why :class:`Announcement` or :class:`Listener` could not start, as a line for the player."""
    return str(exc) if isinstance(exc, LanUnavailable) else error_text(exc)
