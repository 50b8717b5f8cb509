"""Finding tables on the local network: a host announces its table over multicast DNS (zeroconf) as a
``_palace-table._tcp`` service, and the Join screen lists the tables it hears of. Joining still needs the seat's
code: the announcement tells only where a table is, for which game, and whose it is.

The tools and tests never announce nor listen (no multicast leaves them); they join by address on 127.0.0.1.
"""

from __future__ import annotations

import contextlib
import socket
import threading
from dataclasses import dataclass
from typing import Any

SERVICE = "_palace-table._tcp.local."


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


def lan_address() -> str:
    """This machine's address on the local network (what a friend types to join by address), or 127.0.0.1."""
    try:
        import ifaddr

        for adapter in ifaddr.get_adapters():
            for ip in adapter.ips:
                if isinstance(ip.ip, str) and not ip.ip.startswith(("127.", "169.254.")):
                    return ip.ip
    except Exception:  # noqa: BLE001 - no address found: the host can still be joined on this machine
        pass
    return "127.0.0.1"


class Announcement:
    """The host's table announced on the local network while it waits for its players."""

    def __init__(self, title: str, game_id: str, port: int, version: int) -> None:
        from zeroconf import ServiceInfo, Zeroconf

        address = lan_address()
        self._zc = Zeroconf()
        safe = "".join(ch for ch in title if ch.isprintable() and ch not in ".\\")[:50] or "Palace Table"
        self.info = ServiceInfo(SERVICE, f"{safe}.{SERVICE}", addresses=[socket.inet_aton(address)], port=port,
                                properties={"game": game_id, "v": str(version)}, server=f"{socket.gethostname()}.local.")
        threading.Thread(target=self._register, name="lan-announce", daemon=True).start()

    def _register(self) -> None:
        with contextlib.suppress(Exception):
            self._zc.register_service(self.info, allow_name_change=True)

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self._zc.unregister_service(self.info)
        with contextlib.suppress(Exception):
            self._zc.close()


class Listener:
    """The tables announced on the local network, as they come and go (:meth:`tables`)."""

    def __init__(self) -> None:
        from zeroconf import ServiceBrowser, Zeroconf

        self._zc = Zeroconf()
        self._found: dict[str, FoundTable] = {}
        self._lock = threading.Lock()
        self._browser = ServiceBrowser(self._zc, SERVICE, handlers=[self._changed])

    def _changed(self, zeroconf: Any, service_type: str, name: str, state_change: Any) -> None:
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
