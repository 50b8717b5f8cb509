"""Play with friends on other machines: the choice to host or join, the Join screen (tables found on the local
network, or an address and a seat's code) and the host's waiting screen (where to join, each remote seat's code
and who has come, and whether spectators may watch: their code and how many watch). The host's setup is the New
game screen with a "Remote friend" seat kind."""

from __future__ import annotations

import contextlib
import threading
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game import catalog
from game.i18n import tr, tr_list
from game.net import teardown
from game.net.hosted import HostedMatch, news_text
from game.net.tables import recall, remember_match
from game.textclean import NAME_LIMIT, clean_text, clip
from scenes.art.svg import mix
from scenes.core import flow
from scenes.core.scene import Scene
from scenes.ui import watch_mark
from scenes.ui.decor import draw_icon, section
from scenes.ui.later import (
    Announcement,
    Listener,
    WormholeClient,
    join_table,
    lan_address,
    problem_text,
    public_mailbox,
    wire_version,
)
from scenes.ui.lobby_seat import CodeText, NameText, SeatCard, seat_card_rects, spelled
from scenes.ui.seat_disc import draw_seat_disc
from scenes.ui.showcase import draw_table_art
from scenes.ui.texts import game_title
from scenes.ui.widgets import Button, Cycler, Label, Paragraph, TextField

if TYPE_CHECKING:
    from game.table_match import TableMatch
    from scenes.core.scene import Stage

LEFT, WIDTH = 400.0, 800.0
PANEL_Y, PANEL_H = 230.0, 460.0
HOST_PANEL, JOIN_PANEL = (300.0, PANEL_Y, 480.0, PANEL_H), (820.0, PANEL_Y, 480.0, PANEL_H)
"""The choice to host or join (logical): a panel each, with a picture above its button."""
SEATS_TOP, SEATS_H, SPECTATORS_Y = 274.0, 410.0, 706.0
"""The host's lobby (logical): the seats' cards' top and the height they share, the spectators' row."""
ADDRESS_LIMIT = 80
CODE_LIMIT = 48


def ws_address(text: str) -> str:
    """What a player typed as an address (``192.168.1.20:45678``, with or without ``ws://``) as a websocket URL."""
    text = text.strip()
    return text if text.startswith(("ws://", "wss://")) else f"ws://{text}"


class FriendsScene(Scene):
    """Host a table, or join one."""

    def __init__(self, app: Stage) -> None:
        super().__init__(app)
        self.build()

    def build(self) -> None:
        self.widgets = [
            Paragraph((LEFT - 100, 126, WIDTH + 200, 84), tr(
                "Each player plays on their own computer. The host's app runs the game and its bots and keeps the "
                "saves; friends join with the address and their seat's code."), size=21),
            Button((HOST_PANEL[0] + 40, PANEL_Y + PANEL_H - 90, HOST_PANEL[2] - 80, 64), tr("Host a game"),
                   self.host, primary=True, size=26),
            Button((JOIN_PANEL[0] + 40, PANEL_Y + PANEL_H - 90, JOIN_PANEL[2] - 80, 64), tr("Join a game"),
                   self.join, size=26),
            *([Button((LEFT + 100, 712, 600, 60), tr("Resume the game with {names}", names=tr_list(last.names)),
                      self.resume, size=22)] if (last := recall(self.services.store.root)) is not None else []),
            Button((LEFT + 200, 800, 400, 56), tr("Back"), self.back),
        ]

    def host(self) -> None:
        flow.open_setup_screen(self.app, host=True)

    def join(self) -> None:
        flow.open_join(self.app)

    def resume(self) -> None:
        flow.resume_hosted(self.app)

    def draw(self, surface: pygame.Surface) -> None:
        self.fill_background(surface)
        self.draw_title(surface, tr("Play with friends"), y=70)
        ui, vp = self.app, self.ui.viewport
        for x, y, w, _ in (HOST_PANEL, JOIN_PANEL):
            section(surface, ui, (x, y, w, PANEL_H))
        x, y, w, _ = HOST_PANEL  # the host's table from above: a chair for each seat, the game's deck
        draw_table_art(surface, ui, (x + 30, y + 24, w - 60, PANEL_H - 130), catalog.game_ids()[0], 4)
        x, y, w, _ = JOIN_PANEL  # friends at their own computers, each joined to the host's table
        pal = ui.palette
        table = vp.rect((x + w / 2 - 90, y + 40, 180, 76))
        for k in range(3):
            cx, cy = x + w / 2 + (k - 1) * 140, y + 230
            pygame.draw.line(surface, pal.panel_line, vp.point(cx, cy - 50), table.center, max(1, vp.px(3)))
        pygame.draw.ellipse(surface, mix(pal.button, (0, 0, 0), 0.2), table)
        pygame.draw.ellipse(surface, pal.felt, table.inflate(-vp.px(12), -vp.px(12)))
        for k, name in enumerate(("A", "B", "C")):
            cx, cy = x + w / 2 + (k - 1) * 140, y + 230
            draw_icon(surface, "screen", vp.point(cx, cy), vp.px(58), pal.panel_line)
            draw_seat_disc(surface, ui, vp.point(cx, cy - 8), vp.px(26), name, k + 1)
        self.draw_widgets(surface)


class JoinScene(Scene):
    """Join a table: pick one found on the local network or type its address, type the seat's code, Join."""

    def __init__(self, app: Stage, address: str = "", code: str = "", name: str = "") -> None:
        super().__init__(app)
        self.address, self.code, self.name = address, code, name
        self.found: list[Any] = []
        self.listener: Any = None
        self.lan_problem = ""  # why tables cannot be looked for on the network ("" when they can, or are not asked)
        if self.services.net_lan:  # (started off the frame thread: its error, if any, comes at a later frame)
            try:
                self.listener = Listener()
            except Exception as exc:  # noqa: BLE001 - said on the screen: joining by address still works
                self.listener, self.lan_problem = None, problem_text(exc)
        self._joining: threading.Thread | None = None
        self._result: TableMatch | Exception | None = None
        self._left = False  # the screen was left (Back, quitting): a join that comes through after is let go of
        self._result_lock = threading.Lock()
        self.build()

    def build(self) -> None:
        self.widgets = [
            Label((LEFT, 150, WIDTH, 36), tr("Tables on your network"), bold=True),
        ]
        if self.lan_problem:
            self.widgets.append(Paragraph((LEFT, 190, WIDTH, 84), tr(
                "Cannot look for tables on the network: {reason}", reason=self.lan_problem), size=19))
        elif not self.found:
            self.widgets.append(Label((LEFT, 190, WIDTH, 36), tr("None found yet: ask the host for the address."),
                                      dim=True, size=19))
        for i, table in enumerate(self.found[:4]):
            self.widgets.append(Button((LEFT, 190 + i * 52, WIDTH, 46), f"{table.name} · {game_title(table.game)}",
                                       partial(self.pick, table.address), size=20))
        self.widgets += [
            Label((LEFT, 420, 260, 44), tr("Address"), dim=True),
            TextField((LEFT + 260, 420, WIDTH - 260, 44), self.address, self.set_address, max_len=ADDRESS_LIMIT),
            Label((LEFT, 480, 260, 44), tr("Seat's code"), dim=True),
            TextField((LEFT + 260, 480, WIDTH - 260, 44), self.code, self.set_code, max_len=CODE_LIMIT),
            Label((LEFT, 540, 260, 44), tr("Your name"), dim=True),
            TextField((LEFT + 260, 540, WIDTH - 260, 44), self.name, self.set_name, max_len=NAME_LIMIT),
            Paragraph((LEFT, 600, WIDTH, 60), tr("The host's waiting screen shows the address and each seat's code. "
                                                 "With an invite code for the Internet, leave the address empty."),
                      size=18, dim=True),
            Button((LEFT, 800, 300, 56), tr("Back"), self.back),
            Button((LEFT + WIDTH - 300, 800, 300, 56), tr("Joining…") if self.joining else tr("Join"), self.join,
                   enabled=not self.joining, primary=True),
        ]

    @property
    def joining(self) -> bool:
        return self._joining is not None

    def set_address(self, text: str) -> None:
        self.address = text

    def set_code(self, text: str) -> None:
        self.code = text

    def set_name(self, text: str) -> None:
        self.name = text

    def pick(self, address: str) -> None:
        self.address = address.removeprefix("ws://")
        self.build()
        self.ui.invalidate()

    def join(self) -> None:
        if self.joining:
            return
        if not self.code.strip():
            self.services.toast(tr("Type the host's address and your seat's code."))
            return
        address, code = ws_address(self.address), self.code.strip().lower()
        name = " ".join(clean_text(self.name).split())[:NAME_LIMIT]  # "": the host's name for the seat stays
        mailbox = self.services.net_mailbox

        def run() -> None:
            result: TableMatch | Exception
            try:
                client = None
                if not self.address.strip():  # no address: an invite code through the wormhole mailbox
                    client = WormholeClient(code, name, mailbox or public_mailbox()).start()
                result = join_table(address, code, name, client=client)  # a seat's code, or the watch code
            except Exception as exc:  # noqa: BLE001 - said on the screen ("Could not join: ..."), never lost
                result = exc
            with self._result_lock:
                if not self._left:
                    self._result = result
                    return
            let_go(result)

        self._joining = threading.Thread(target=run, name="join", daemon=True)
        self._joining.start()
        self.build()
        self.ui.invalidate()

    def update(self, dt_ms: float) -> None:
        if self.listener is not None and self.listener.error and not self.lan_problem:
            self.lan_problem = self.listener.error  # it could not start looking (said: join by address)
            self.build()
            self.ui.invalidate()
        if self.listener is not None:
            found = self.listener.tables()
            if found != self.found:
                self.found = found
                self.build()
                self.ui.invalidate()
        if self._joining is not None and not self._joining.is_alive():
            self._joining, result, self._result = None, self._result, None
            self.build()
            self.ui.invalidate()
            if isinstance(result, Exception) or result is None:
                why = clip(clean_text(str(result or "")), 200) or tr("the host refused")  # the toast fits the window
                self.services.toast(tr("Could not join: {error}", error=why))
            else:
                self.close()
                flow.show_table(self.app, result)

    def wait_for_worker(self, timeout_s: float) -> None:
        if self.listener is not None:
            self.listener.wait(timeout_s)  # (at once when it started)
        if self._joining is not None:
            self._joining.join(timeout_s)

    def close(self) -> None:
        """The screen is left: it stops looking for tables, and a join under way (or come through, not taken to
        its table yet) is let go of, so that the seat is not kept taken by an app that is no longer there (the
        host would refuse the player's next try with the same code while that connection lived)."""
        if self.listener is not None:  # (off the frame thread, like the host's announcement)
            teardown.in_background(self.listener.close, "lan-listener")
            self.listener = None
        with self._result_lock:
            self._left = True
            result, self._result = self._result, None
        let_go(result)

    def on_exit(self) -> None:
        self.close()
        super().on_exit()

    def draw(self, surface: pygame.Surface) -> None:
        self.fill_background(surface)
        self.draw_title(surface, tr("Join a game"), y=80)
        for rect in ((LEFT - 24, 138, WIDTH + 48, 258), (LEFT - 24, 408, WIDTH + 48, 266)):  # found; typed
            section(surface, self.app, rect)
        if not self.found and not self.lan_problem:  # still looking: a globe in the empty list
            vp = self.ui.viewport
            draw_icon(surface, "globe", vp.point(800, 318), vp.px(52), mix(self.ui.palette.panel_line,
                                                                             self.ui.palette.panel, 0.3))
        self.draw_widgets(surface)


def let_go(result: TableMatch | Exception | None) -> None:
    """Close a table joined that nobody will play (a join's result: the table, or what went wrong)."""
    if result is not None and not isinstance(result, Exception):
        result.close()


class HostWaitScene(Scene):
    """The host's table waits for its friends: where to join, each remote seat's code, who has come."""

    def __init__(self, app: Stage, match: HostedMatch) -> None:
        super().__init__(app)
        self.match = match
        self.present: list[bool] = []
        self.watching = 0  # spectators connected (the eye beside the watch code)
        self.announcement: Any = None
        self._inviting: threading.Thread | None = None
        self._invite_error = ""
        self.where = f"{lan_address() if self.services.net_lan else '127.0.0.1'}:{match.host.port}"
        host_name = match.seat_name(match.humans[0]) if match.humans else tr("Palace Table")
        self.lan_name = tr("{name}'s table", name=host_name)
        self.lan_problem = ""  # why the table is not announced on the network ("" when it is, or is not asked)
        self.said_join = ""  # what friends need to join, as last said
        self.announced = False  # the announcement's zeroconf is up (started off the frame thread)
        if self.services.net_lan:
            try:
                self.announcement = Announcement(self.lan_name, match.game.id,
                                                 match.host.port, wire_version())
            except Exception as exc:  # noqa: BLE001 - said on the screen: friends join by address
                self.announcement, self.lan_problem = None, problem_text(exc)
        self.build()

    @property
    def inviting(self) -> bool:
        return self._inviting is not None

    def invite(self) -> None:
        """Codes for the Internet (magic-wormhole): opened off the frame thread; shown instead of the seats' own
        codes (which still open the seats on the local network)."""
        if self._inviting is not None:
            return
        mailbox = self.services.net_mailbox

        def run() -> None:
            try:
                self.match.invite(mailbox or public_mailbox())
            except Exception as exc:  # noqa: BLE001 - no mailbox reached, or no magic-wormhole installed
                self._invite_error = str(exc)[:100] or type(exc).__name__

        self._invite_error = ""
        self._inviting = threading.Thread(target=run, name="invite", daemon=True)
        self._inviting.start()
        self.build()
        self.ui.invalidate()

    def wait_for_worker(self, timeout_s: float) -> None:
        if self.announcement is not None:
            self.announcement.wait(timeout_s)  # (at once when zeroconf is up)
        if self._inviting is not None:
            self._inviting.join(timeout_s)

    def remote_seats(self) -> list[int]:
        return sorted(self.match.remote)

    def build(self) -> None:
        match = self.match
        self.present = [match.host.connected(s) for s in self.remote_seats()]
        self.widgets = [
            Label((LEFT - 100, 112, WIDTH + 200, 36), game_title(match.game.id), bold=True, align="centre"),
            Label((LEFT - 100, 156, 200, 40), tr("Address"), dim=True),
            Label((LEFT + 100, 156, 360, 40), self.where, bold=True, size=26),
            *self.lan_widgets(),
            Paragraph((LEFT - 100, 202, WIDTH + 200, 50), tr(
                "Give each friend the address and their seat's code. A player who loses the connection joins again "
                "with the same code."), size=18, dim=True),
        ]
        self.widgets += self.seat_widgets()
        self.widgets += self.watch_widgets(SPECTATORS_Y)
        everyone = all(self.present)
        if not match.invites:
            self.widgets.append(Button((LEFT + 190, 800, 320, 56), tr("Inviting…") if self.inviting else
                                       tr("Invite over the Internet"), self.invite, enabled=not self.inviting,
                                       size=20))
        self.widgets += [
            Button((LEFT - 100, 800, 260, 56), tr("Cancel"), self.back),
            Button((LEFT + WIDTH - 260, 800, 360, 56), tr("Start the game"), self.start, primary=everyone,
                   note="" if everyone else tr("The table waits for who is missing")),
        ]
        if (words := self.join_words()) != self.said_join:  # the address or a code is new: "Speak the game" says it
            self.said_join = words
            self.services.speech.say(words)

    def join_words(self) -> str:
        """What friends need to join, in words: the address, each remote seat's code spelled out, and the watch
        code while spectators are allowed (R says it again)."""
        parts = [tr("Address: {address}.", address=self.where)]
        parts += [tr("{name}'s code: {code}.", name=self.match.seat_name(seat), code=spelled(self.match.shown_code(seat)))
                  for seat in self.remote_seats()]
        if (code := self.match.shown_watch_code()) is not None:
            parts.append(tr("Watch code: {code}.", code=spelled(code)))
        return " ".join(parts)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_r and not event.mod & (
                pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META) and self.services.speech.enabled:
            self.services.speech.say(self.join_words(), asked=True)  # (R repeats, as at the table)
            return
        super().handle(event)

    def seat_widgets(self) -> list[Any]:
        """A card per seat in the seat's colour: the player's disc, name and state (at this screen, a bot, come or
        awaited) and a remote seat's code in a framed chip."""
        match = self.match
        seats = match.model().seats
        out: list[Any] = []
        remote = self.remote_seats()
        count = len(match.names)
        for seat, rects in enumerate(seat_card_rects(count, LEFT - 240, SEATS_TOP, WIDTH + 480, SEATS_H)):
            view = seats[seat] if seat < len(seats) else None
            if seat in remote:
                here = self.present[remote.index(seat)]
                state, status = ("here", tr("Connected")) if here else ("away", tr("Waiting…"))
            elif seat in match.humans:
                state, status = "here", tr("At this screen")
            else:
                state, status = "bot", tr("Bot")
            name = match.seat_name(seat)
            out.append(SeatCard(rects, seat, name, state, seat in remote, view.colour if view else None,
                                view.symbol if view else ""))
            small = rects.card[3] < 250
            out += [NameText(rects.name, name, bold=True, size=20 if small else 22, align="centre"),
                    Label(rects.state, status, dim=state != "here", size=16 if small else 18, align="centre")]
            if seat in remote:
                if rects.caption is not None:
                    out.append(Label(rects.caption, tr("Seat's code"), dim=True, size=16, align="centre"))
                out += [CodeText(rects.code, match.shown_code(seat), bold=True, size=22 if small else 26,
                                 align="centre")]
        return out

    def watch_widgets(self, y: float) -> list[Any]:
        """Allow spectators (off by default) and, while allowed, the watch code (:mod:`game.net.watch`)."""
        code = self.match.shown_watch_code()
        out: list[Any] = [Cycler((LEFT - 100, y, 420, 44), tr("Allow spectators"), [(False, tr("Off")), (True, tr("On"))],
                                 code is not None, self.allow_watching, size=20)]
        if code is not None:
            out += [Label((LEFT + 340, y, 180, 44), tr("Watch code"), dim=True, size=20),
                    CodeText((LEFT + 520, y, 310, 44), code, bold=True, size=26)]
        return out

    def allow_watching(self, on: bool) -> None:
        self.match.allow_watching(on)
        self.build()
        self.ui.invalidate()

    def lan_widgets(self) -> list[Any]:
        """The table's name on the network, or why it is not announced (nothing when announcing is not asked)."""
        if self.lan_problem:  # under the spectators' row, across the screen: the address still works by hand
            return [Paragraph((LEFT - 100, SPECTATORS_Y + 48, WIDTH + 200, 44), tr(
                "Not announced on the network: {reason}", reason=self.lan_problem), size=16)]
        if self.announcement is None or not self.announced:  # (nothing claimed before zeroconf is up)
            return []
        return [Label((LEFT + 480, 156, 420, 40), tr("On the network: {name}", name=self.lan_name), dim=True,
                      size=18)]

    def update(self, dt_ms: float) -> None:
        if self.announcement is not None and self.announcement.error and not self.lan_problem:
            self.lan_problem = self.announcement.error  # starting or registering failed on its thread
            self.build()
            self.ui.invalidate()
        if self.announcement is not None and self.announcement.opened != self.announced:
            self.announced = self.announcement.opened  # zeroconf is up: the table's name on the network is shown
            self.build()
            self.ui.invalidate()
        if self._inviting is not None and not self._inviting.is_alive():
            self._inviting = None
            if self._invite_error:
                self.services.toast(tr("Cannot invite over the Internet: {error}", error=self._invite_error))
            self.build()
            self.ui.invalidate()
        if (present := [self.match.host.connected(s) for s in self.remote_seats()]) != self.present:
            for seat, here, was in zip(self.remote_seats(), present, self.present, strict=False):
                if here != was:  # a friend came or went: said, as the card shows it
                    self.services.speech.say(tr("{name}: {status}", name=self.match.seat_name(seat),
                                                status=tr("Connected") if here else tr("Waiting…")))
            self.build()
            self.ui.invalidate()
        if self.match.watching != self.watching:
            self.watching = self.match.watching
            self.ui.invalidate()
        for what, args in self.match.host.take_news():  # shown here, not later as toasts at the table
            if what == "wrong_code":
                self.services.toast(tr("Someone tried a wrong code to join the table."))
            elif what == "new_code":  # a wrong invite guess: the seat's new invite code is in the list
                self.services.toast(news_text(what, self.match.news_name(args["seat"]), args))
                self.build()
                self.ui.invalidate()

    def start(self) -> None:
        self.close_announcement()
        with contextlib.suppress(OSError):  # the friends' own names, for "Resume the game with …" later
            remember_match(self.services.store.root, self.match)
        flow.show_table(self.app, self.match)

    def back(self) -> None:
        self.close()
        self.app.pop()

    def close(self) -> None:
        """The host stops waiting (Cancel, or the app quits here): the table closes, the friends are told."""
        self.close_announcement()
        self.match.close()

    def close_announcement(self) -> None:
        """The table is no longer announced on the network: off the frame thread (zeroconf's goodbye to the
        network takes a quarter of a second, and "Start the game" would stall on it)."""
        if self.announcement is not None:
            teardown.in_background(self.announcement.close, "lan-announcement")
            self.announcement = None

    def on_exit(self) -> None:
        self.close_announcement()
        super().on_exit()

    def draw(self, surface: pygame.Surface) -> None:
        self.fill_background(surface)
        self.draw_title(surface, tr("Waiting for your friends"), y=66)
        self.draw_widgets(surface)
        if self.match.watch_code is not None:  # how many watch: an eye with the number, after the watch code
            watch_mark.draw_eye(self.app, surface, (LEFT + 870, SPECTATORS_Y + 22), self.match.watching)


flow.open_friends.register(FriendsScene)
flow.open_join.register(JoinScene)
flow.open_host_wait.register(HostWaitScene)
