"""Finding tables on the local network: a host announces its table over multicast DNS (zeroconf) as a
``_palace-table._tcp`` service, and the Join screen lists the tables it hears of. Joining still needs the seat's
code: the announcement tells only where a table is, for which game, and whose it is.

The tools and tests never announce nor listen (no multicast leaves them); they join by address on 127.0.0.1.
When the network cannot be used (no zeroconf, no interface listed: a frozen app without ``ctypes`` was both),
:class:`Announcement` and :class:`Listener` raise :class:`LanUnavailable` and an announcement that fails later keeps
its :attr:`Announcement.error`: the screens say why, instead of promising a table nobody can find.
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
    from zeroconf import ServiceStateChange, Zeroconf

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


class Announcement:
    """The host's table announced on the local network while it waits for its players."""

    def __init__(self, title: str, game_id: str, port: int, version: int) -> None:
        zeroconf = _zeroconf()
        address = lan_address()
        self.error = ""  # why the announcement failed once it was started ("" while all is well)
        self._zc: Zeroconf = _start(zeroconf.Zeroconf)
        safe = "".join(ch for ch in title if ch.isprintable() and ch not in ".\\")[:50] or "Palace Table"
        self.info = zeroconf.ServiceInfo(SERVICE, f"{safe}.{SERVICE}", addresses=[socket.inet_aton(address)],
                                         port=port, properties={"game": game_id, "v": str(version)},
                                         server=f"{socket.gethostname()}.local.")
        threading.Thread(target=self._register, name="lan-announce", daemon=True).start()

    def _register(self) -> None:
        try:
            self._zc.register_service(self.info, allow_name_change=True)
        except Exception as exc:  # noqa: BLE001 - kept for the waiting screen to show
            self.error = error_text(exc)

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self._zc.unregister_service(self.info)
        with contextlib.suppress(Exception):
            self._zc.close()


class Listener:
    """The tables announced on the local network, as they come and go (:meth:`tables`)."""

    def __init__(self) -> None:
        zeroconf = _zeroconf()
        self._zc: Zeroconf = _start(zeroconf.Zeroconf)
        self._found: dict[str, FoundTable] = {}
        self._lock = threading.Lock()
        try:
            self._browser = _start(lambda: zeroconf.ServiceBrowser(self._zc, SERVICE, handlers=[self._changed]))
        except LanUnavailable:
            with contextlib.suppress(Exception):
                self._zc.close()
            raise

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
        with contextlib.suppress(Exception):
            self._browser.cancel()
        with contextlib.suppress(Exception):
            self._zc.close()


def problem_text(exc: BaseException) -> str:
    """Why :class:`Announcement` or :class:`Listener` could not start, as a line for the player."""
    return str(exc) if isinstance(exc, LanUnavailable) else error_text(exc)
