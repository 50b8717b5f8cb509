"""The match at the host's table when some seats are played on other machines.

It is a :class:`game.match.Match` (rules, bots, autosave exactly as at a local table) whose remote seats move like
bots do at the table: the table asks for "the bot's move", and for a remote seat that is the action its player
sent (:class:`game.net.host.NetHost` checked it). After every move each remote seat is sent its own
:func:`state_message`. A remote seat whose player dropped waits for them, or is played by a bot when the host
says so (or after :data:`game.net.host.REJOIN_S`); the player takes it back by joining again with the code.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING

from game.engine import (
    TERMINAL,
    Action,
    Event,
    JSONIn,
    LogEntry,
    SomePresenter,
    SomeView,
    TableModel,
    view_log,
)
from game.engine.json_read import obj
from game.i18n import tr
from game.match import Match, ends_round
from game.net import teardown
from game.net.host import REJOIN_S, NetHost, News, new_code
from game.net.logdelta import shrink
from game.net.presence import SeatLink, minutes_left, with_presence
from game.net.watch import WATCH_SEAT
from game.net.wire import Message
from game.saves import SaveStore
from game.session import Session
from game.stats import StatsStore

if TYPE_CHECKING:
    from game.net.invite import InviteSeat
    from game.table_match import TableMatch

KINDS = ("local", "bot", "remote")
"""How a seat of a hosted match is played: a person at the host's screen, a bot, a person on another machine."""


def state_message(session: Session, presenter: SomePresenter, seat: int, actor: int | None, action: Action | None,
                  events: list[Event], held: Mapping[int, SomeView] | None) -> Message:
    """What ``seat`` is told after a move: its view, its legal actions when it is to move, the move's events it
    may see, the position as the round ended (its view) when the move ended one, the scores it may know, the
    winners once the game is over, and its own action when the move was its own. Whole: :meth:`HostedMatch.publish` sends
    the log's new entries only (:mod:`game.net.logdelta`)."""
    view = session.view(seat)
    over = session.is_over()
    mine = actor == seat and action is not None
    return {
        "t": "state",
        "n": len(session.history),
        "actor": actor,
        "current": None if over else session.current_seat(),
        "view": view,
        "legal": [session.game.action_to_json(a) for a in session.legal_actions()]
        if not over and session.current_seat() == seat else [],
        "events": [e.to_json() for e in events if e.visible_to(seat)],
        "held": held[seat] if held is not None else None,
        "scores": presenter.shown_scores(view, session.state.scores()),
        "winners": session.state.winners() if over else [],
        "mine": session.game.action_to_json(action) if mine else None,
        "delta": None,  # whole: the view's log from the first event (game.net.logdelta)
    }


def public_message(session: Session, presenter: SomePresenter, actor: int | None, events: list[Event],
                   held: SomeView | None) -> Message:
    """What a spectator is told after a move: a :func:`state_message` for no seat. The public view (the rules
    layer's :meth:`game.engine.GameDef.public_view`), the move's public events, the public view as the round ended
    (``held``), the scores anyone may know, the winners; never a legal action nor an action (``mine``)."""
    view = session.game.public_view(session.state)
    over = session.is_over()
    return {
        "t": "state", "n": len(session.history), "actor": actor, "current": None if over else session.current_seat(),
        "view": view, "legal": [], "events": [e.to_json() for e in events if e.to is None], "held": held,
        "scores": presenter.shown_scores(view, session.state.scores()),
        "winners": session.state.winners() if over else [], "mine": None, "delta": None,
    }


def news_text(what: str, name: str, args: News) -> str:
    """One of the host's news (:meth:`game.net.host.NetHost.take_news`) for the host's player."""
    if what == "joined":
        return tr("{name} joined the table.", name=name)
    if what == "rejoined":
        return tr("{name} is back at the table.", name=name)
    if what == "new_code" and args.get("seat") == WATCH_SEAT:
        return tr("New watch code: {code}. Someone tried a wrong one.", code=args.get("code", ""))
    if what == "new_code":
        return tr("New code for {name}'s seat: {code}. Someone tried a wrong one.", name=name,
                  code=args.get("code", ""))  # the code first: a toast too long for the window is cut at its end
    return tr("{name} lost the connection: the seat waits 10 minutes for them.", name=name)


def setup_message(session: Session, kinds: list[str]) -> Message:
    """The public part of a welcome: the game, its options, the seats' names and kinds."""
    return {"game": session.game.id, "options": dict(session.options), "names": list(session.names),
            "kinds": list(kinds)}


class HostedMatch(Match):
    """A match with remote seats (``kinds[seat] == "remote"``; their session seats are people)."""

    def __init__(self, session: Session, store: SaveStore, stats: StatsStore | None, kinds: list[str],
                 host: NetHost) -> None:
        super().__init__(session, store, stats)
        if len(kinds) != len(session.seats) or any(k not in KINDS for k in kinds):
            raise ValueError(f"one kind of {KINDS} per seat, not {kinds}")
        self.kinds = list(kinds)
        self.remote = {s for s, k in enumerate(kinds) if k == "remote"}
        self.humans = [s for s in self.humans if s not in self.remote]  # at this screen
        self.viewer = self.humans[0] if len(self.humans) == 1 else None
        self.host = host
        self.botted: set[int] = set()  # remote seats the host let a bot play while their player is away
        self.remote_moves = 0
        self.moves_by_seat: dict[int, int] = {}  # remote moves made by each remote seat's player
        self.on_move: list[Callable[[Action], None]] = []  # called after each move (the leak check's shadow)
        self.invites: list[InviteSeat] = []  # the seats' invites across the Internet (game.net.invite), closed with the match
        self.watch_invite: InviteSeat | None = None  # the spectators' invite (one spectator at a time), opened with the seats'
        self._problems: list[str] = []
        self._closed = False  # (set by close(), which an invite under way on another thread must see)
        self._invites_lock = threading.Lock()
        self._dressed: tuple[TableModel, dict[int, SeatLink], TableModel] | None = None  # base, links -> model
        self._logs: dict[int, tuple[int, Sequence[JSONIn]]] = {}  # seat -> the move and view log of its last state
        self._public_log: tuple[int, Sequence[JSONIn]] | None = None  # the same of the spectators' last state
        self._public_held: SomeView | None = None  # the public view as the last round ended, before the next deal
        session.settle()  # (a match resumed at a round's end: the apps are sent its deal, as after any round's end)
        self.publish(None, None, [], None)

    # ---------------------------------------------------------------- the remote seats
    def publish(self, actor: int | None, action: Action | None, events: list[Event],
                held: Mapping[int, SomeView] | None, session: Session | None = None) -> None:
        """Tell the remote seats the position (of ``session``, default the match's): each its state message with
        the log's new entries since its last one (:mod:`game.net.logdelta`), and the whole one kept for an app that
        (re)joins."""
        session = session or self.session
        n = len(session.history)
        whole = {seat: state_message(session, self.presenter, seat, actor, action, events, held)
                 for seat in self.remote}
        messages = {seat: shrink(message, self._logs.get(seat)) for seat, message in whole.items()}
        self._logs = {seat: (n, _view_log(message)) for seat, message in whole.items()}
        legal = [session.game.action_to_json(a) for a in session.legal_actions()] if not session.is_over() else []
        public = public_message(session, self.presenter, actor, events, self._public_held if held is not None else None)
        shrunk = shrink(public, self._public_log)
        self._public_log = (n, _view_log(public))
        self.host.publish(n, session.current_seat(), legal, messages, whole, (shrunk, public))

    def remote_turn(self) -> bool:
        """A remote seat is to move and its player (not a bot) makes the move."""
        seat = self.session.current_seat()
        return seat in self.remote and seat not in self._bot_seats()

    def remote_ready(self) -> bool:
        return self.remote_turn() and self.host.has_action(self.session.current_seat(), len(self.session.history))

    def _bot_seats(self) -> set[int]:
        """Remote seats a bot plays now: let to a bot by the host, or away longer than the rejoin window."""
        out = set()
        for seat in self.remote:
            away = self.host.away_for(seat)
            if not self.host.connected(seat) and (seat in self.botted or (away is not None and away > REJOIN_S)):
                out.add(seat)
        return out

    def let_bot_play(self, seat: int, on: bool = True) -> None:
        """The host's choice for a dropped player's seat: a bot plays it until they are back (or wait for them)."""
        (self.botted.add if on else self.botted.discard)(seat)

    def away_players(self) -> list[int]:
        return self.waiting_for()

    def let_bots_play_away(self) -> None:
        self.botted.update(self.waiting_for())

    def waiting_for(self) -> list[int]:
        """Remote seats whose player is away and that no bot plays: the table waits when one is to move."""
        bots = self._bot_seats()
        return [s for s in sorted(self.remote) if not self.host.connected(s) and s not in bots]

    # ---------------------------------------------------------------- the table's questions
    def bot_to_move(self) -> bool:
        return not self.session.is_over() and self.session.current_seat() not in self.humans

    def start_bot(self) -> None:
        if not self.remote_turn():
            super().start_bot()

    def bot_thinking(self) -> bool:
        return self.remote_turn() or super().bot_thinking()

    def take_bot_action(self) -> Action | None:
        if not self.remote_turn():
            return super().take_bot_action()
        seat = self.session.current_seat()
        raw = self.host.take_action(seat, len(self.session.history))
        if raw is None:
            return None
        try:  # checked by the host against the legal actions; decoded and checked once more here
            action = self.session.game.action_from_json(raw)
        except Exception:  # noqa: BLE001 - never harm the game for a bad message
            return None
        if action not in self.session.legal_actions():
            return None
        self.remote_moves += 1
        self.moves_by_seat[seat] = self.moves_by_seat.get(seat, 0) + 1
        return action

    def wait_for_bot(self, timeout_s: float) -> None:
        if self.remote_turn():
            self.host.wait_for_action(timeout_s)
        else:
            super().wait_for_bot(timeout_s)

    def apply(self, action: Action) -> list[Event]:
        """Make a move and tell the apps. A move that ends a round is told at once with the next deal (the wire's
        state message carries each app's view of the round's end beside the position after it): the apps hold
        the round's end while the host's table holds it, and the host's session stays there until its table deals
        (:meth:`deal`)."""
        if self.is_deal(action):
            return self.deal()
        self.deal()  # a move made at a round's end (not held by a table) is the next round's
        actor = self.session.current_seat()
        events = super().apply(action)
        for hook in self.on_move:
            hook(action)
        mover = actor if actor != TERMINAL else None
        if not ends_round(events):
            self.publish(mover, action, events, None)
        elif not self.session.at_round_end:  # the game's end (or a round's with no deal after it): as it is
            self.publish(mover, action, events, self._views_now())
        else:
            held = self._views_now()
            dealt = self.session.dealt()
            self.publish(mover, action, events + dealt.state.log[len(self.session.state.log):], held, dealt)
        return events

    def _views_now(self) -> dict[int, SomeView]:
        """Each remote seat's view of the position as it is (a round's end, sent with the next position), and the
        spectators' public view."""
        self._public_held = self.session.game.public_view(self.session.state)
        return {seat: self.session.view(seat) for seat in self.remote}

    def presence(self) -> dict[int, SeatLink]:
        """Each remote seat's player: connected, or away with the minutes left to rejoin (no clock while they have
        not come yet or a bot plays their seat)."""
        bots = self._bot_seats()
        return {seat: SeatLink(True) if self.host.connected(seat) else
                SeatLink(False, None if seat in bots else minutes_left(self.host.rejoin_left(seat)))
                for seat in self.remote}

    def sync_names(self) -> None:
        """A joined player's own name (sent in their hello) replaces the host's placeholder for their seat."""
        for seat in self.remote:
            name = self.host.seats[seat].name
            if name and self.session.seats[seat].name != name:
                self.session.seats[seat] = replace(self.session.seats[seat], name=name)
                self._model = None

    @property
    def names(self) -> list[str]:
        self.sync_names()
        return list(self.session.names)

    def seat_name(self, seat: int) -> str:
        self.sync_names()
        return super().seat_name(seat)

    def model(self) -> TableModel:
        """The table, each remote seat's plate saying whether its player is connected (the same object while
        neither the position nor that changes)."""
        self.sync_names()
        base, links = super().model(), self.presence()
        if self._dressed is None or self._dressed[0] is not base or self._dressed[1] != links:
            self._dressed = (base, links, with_presence(base, links))
        return self._dressed[2]

    def can_finish_with_bots(self) -> bool:
        state = self.session.state
        return super().can_finish_with_bots() and all(state.finished_for(s) for s in self.remote)

    def can_play_again(self) -> bool:
        return False

    def why_no_undo(self) -> str:
        return tr("No undo in a game with players on other machines.")

    def undo(self) -> int:
        raise ValueError("no undo in a game with remote players")

    def news_name(self, seat: int) -> str:
        """The name a piece of the host's news gives ``seat`` (none for the spectators' invite)."""
        return "" if seat == WATCH_SEAT else self.seat_name(seat)

    def take_problem(self) -> str:
        self.sync_names()
        for what, args in self.host.take_news():
            if what == "wrong_code":
                self._problems.append(tr("Someone tried a wrong code to join the table."))
                continue
            if what.startswith("watch_"):  # the table's eye shows how many watch
                continue
            self._problems.append(news_text(what, self.news_name(args["seat"]), args))
        if self._problems:
            return self._problems.pop(0)
        return super().take_problem()

    def invite(self, mailbox: str) -> None:
        """Open an invite code for every remote seat through ``mailbox`` (blocks on the network: not on the frame
        thread), and one for spectators (it lets one in at a time, while watching is allowed). An invite's code
        opens its seat through the wormhole only; the seat's own code stays its key on the local network."""
        from game.net.invite import InviteSeat

        with self._invites_lock:
            if self.invites or self._closed:
                return
        made: list[InviteSeat] = []
        try:
            for seat in [*sorted(self.remote), WATCH_SEAT]:
                made.append(InviteSeat(self.host, seat, mailbox))
        except BaseException:  # (a mailbox that stopped answering half-way: the codes opened so far closed)
            teardown.in_background(partial(close_invites, made), "invites")
            raise
        with self._invites_lock:
            if not self._closed:
                self.invites, self.watch_invite = made[:-1], made[-1]
                return
        teardown.in_background(partial(close_invites, made), "invites")  # the table closed meanwhile (Cancel)

    # ---------------------------------------------------------------- spectators (game.net.watch)
    def allow_watching(self, on: bool) -> None:
        """Let spectators in (a new watch code each time), or no more: those present are told and disconnected."""
        self.host.allow_watching(new_code() if on else None)

    @property
    def watch_code(self) -> str | None:
        """The code spectators join with (None while watching is not allowed)."""
        return self.host.watchers.code

    def shown_watch_code(self) -> str | None:
        """The watch code the waiting screen gives: the spectators' invite's once invited (one spectator at a time
        through it), else the one for the local network (None while watching is not allowed)."""
        if self.host.watchers.code is None:
            return None
        return self.watch_invite.code if self.watch_invite is not None else self.host.watchers.code

    @property
    def watching(self) -> int:
        """How many spectators watch now."""
        return self.host.watching

    def spectators(self) -> int:
        return self.host.watching

    def shown_code(self, seat: int) -> str:
        """The code the waiting screen gives a remote seat's friend: the invite's once invited, else the seat's."""
        invite = next((i for i in self.invites if i.seat == seat), None)
        return invite.code if invite is not None else self.host.seats[seat].code

    def close(self) -> None:
        """The bot stopped and the autosave finished here; the friends told, their connections and the invites
        closed on a thread of its own (:mod:`game.net.teardown`: seconds when a friend's network or the mailbox
        went away, and the window must not freeze meanwhile)."""
        with self._invites_lock:
            invites = [*self.invites, *([self.watch_invite] if self.watch_invite is not None else [])]
            self.invites, self.watch_invite, self._closed = [], None, True
        teardown.in_background(partial(close_network, self.host, invites, "over" if self.session.is_over()
                                       else "host_quit"), f"table-{self.host.port}")
        super().close()


def close_network(host: NetHost, invites: list[InviteSeat], reason: str) -> None:
    """Close ``invites``, tell the remote apps and spectators ``reason`` and stop serving, then wait a moment for
    the mailbox to confirm the invites closed (it lets go of the codes now, not whenever it notices: never, if the
    app quits)."""
    for invite in invites:
        invite.close()
    host.close(reason)
    if invites:
        wait_for_mailbox()


def close_invites(invites: Sequence[InviteSeat]) -> None:
    """Close ``invites`` opened for a table that closed meanwhile, and wait a moment for the mailbox to confirm it."""
    for invite in invites:
        invite.close()
    if invites:
        wait_for_mailbox()


def wait_for_mailbox() -> None:
    """Wait a moment for the mailbox to let go of the codes of the invites closed (never, if the app quits first)."""
    from game.net.invite import CLOSE_WAIT_S, wait_closed

    wait_closed(CLOSE_WAIT_S)


if TYPE_CHECKING:  # mypy checks that it answers every question of the table's
    _conforms: type[TableMatch] = HostedMatch


def open_table(session: Session, kinds: list[str], store: SaveStore, stats: StatsStore | None = None,
               bind: str = "127.0.0.1", port: int = 0, codes: dict[int, str] | None = None,
               tap: Callable[[int | None, str], None] | None = None) -> HostedMatch:
    """Start serving ``session`` with a code for each remote seat (new ones unless ``codes`` are given, as when a
    saved match is resumed with the same people) and return its match; ``match.host`` has the port and codes."""
    remote = [s for s, k in enumerate(kinds) if k == "remote"]
    codes = {s: (codes or {}).get(s) or new_code() for s in remote}
    host = NetHost(setup_message(session, kinds), codes, bind=bind, port=port, tap=tap)
    host.start()
    try:
        return HostedMatch(session, store, stats, kinds, host)
    except BaseException:
        host.close()
        raise


def _view_log(message: Message) -> list[LogEntry]:
    """The log of a state message's view (one this host made)."""
    return view_log(obj(message["view"], "a state's view"))
