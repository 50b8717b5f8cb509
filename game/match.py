"""The match being played at the table: the session, whose view is shown (hot seat), bot moves computed
off the frame loop, and autosaving after every applied move.

It uses no display: the scenes ask it questions (whose turn, what may be shown, why a move is not legal) and
propose moves; they do not reach into the session or the presenter. It composes parts of one job each: who sees
the table (:mod:`game.shared_screen`), the bot's decision under way (:mod:`game.bot_worker`), the rounds that ended
(:mod:`game.round_end`), the last move (:mod:`game.last_move`), and the disk (:class:`DiskWriter`)."""

from __future__ import annotations

import queue
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING

from game.bot_worker import BotWorker
from game.catalog import get_entry
from game.engine import (
    Action,
    CardRef,
    CardSpec,
    Event,
    Reason,
    RoundSummary,
    SomeGame,
    SomeView,
    TableModel,
)
from game.i18n import tr
from game.last_move import LastMove
from game.round_end import RoundMemory, end_model
from game.round_end import ends_round as ends_round
from game.save_record import SaveFeed, SaveRecord, SaveUpdate
from game.saves import SaveStore, os_error_text
from game.session import HintRequest, ReviewRequest, Session, derive_seed, one_line
from game.shared_screen import HANDOVER_NEWS, SharedScreen
from game.stats import StatsStore
from game.undo_text import why_no_undo

if TYPE_CHECKING:
    from game.replay import ReplayRecord
    from game.table_match import TableMatch
    from game.tutorial import Tutorial


def problem_text(exc: BaseException) -> str:
    """A write failure in a few words, without the (temporary) file's path."""
    return os_error_text(exc) if isinstance(exc, OSError) else one_line(f"{type(exc).__name__}: {exc}")


class DiskWriter:
    """Writes on a background thread so the frame loop never waits for the disk (an fsync can take a tenth of a
    second): autosaves, of which only the newest position of a burst is written, and the statistics of a
    finished match. An autosave sends only the moves made since the last one (:mod:`game.save_record`); the
    thread appends them to its record of the match. :meth:`close` writes what is queued before it returns. The
    thread survives any error: each problem is put in :attr:`error` once (for the player) and writing goes on."""

    def __init__(self, store: SaveStore) -> None:
        self.store = store
        self._queue: queue.Queue[SaveUpdate | Callable[[], None] | None] = queue.Queue()
        self._feed = SaveFeed()
        self._record: SaveRecord | None = None
        self._thread = threading.Thread(target=self._run, name="disk-writer", daemon=True)
        self.error = ""
        self._reported: set[str] = set()
        self._thread.start()

    def autosave(self, session: Session) -> None:
        self._queue.put(self._feed.update(session))

    def keep_finished(self, session: Session) -> None:
        """Keep the finished match in a file of its own, listed under "Finished" and watched again from there."""
        snapshot = SaveRecord.of(session)
        self._queue.put(lambda: self._keep(snapshot))

    def _keep(self, snapshot: SaveRecord) -> None:
        try:
            self.store.keep_finished(snapshot)
        except Exception as exc:  # noqa: BLE001 - the writer must outlive any failure
            self._report(tr("Autosave failed: {error}", error=problem_text(exc)))

    def record_stats(self, stats: StatsStore, session: Session) -> None:
        """Count a finished match (the session no longer changes, so it is read on the thread)."""
        self._queue.put(lambda: self._record_stats(stats, session))

    def _run(self) -> None:
        stop = False
        while not stop:
            batch = [self._queue.get()]
            while True:
                try:
                    batch.append(self._queue.get_nowait())
                except queue.Empty:
                    break
            stop = None in batch
            updates = [item for item in batch if isinstance(item, SaveUpdate)]
            try:
                if updates:  # every update is appended, only the newest position is written
                    self._autosave(updates)
                for item in batch:
                    if callable(item):
                        item()
            finally:
                done = len(batch)
                batch, updates = [], []  # an idle writer holds no session (a finished match's is let go at once)
                for _ in range(done):
                    self._queue.task_done()

    def _autosave(self, updates: list[SaveUpdate]) -> None:
        try:
            for update in updates:
                if self._record is None or update.start == 0:
                    self._record = SaveRecord(update)
                else:
                    self._record.apply(update)
        except ValueError as exc:  # moves the record never got (cannot happen): all of them with the next update
            self._record = None
            self._feed.resend()
            self._report(tr("Autosave failed: {error}", error=problem_text(exc)))
            return
        try:
            if self._record is not None:
                self.store.autosave(self._record)
        except Exception as exc:  # noqa: BLE001 - the writer must outlive any failure
            self._report(tr("Autosave failed: {error}", error=problem_text(exc)))

    def _record_stats(self, stats: StatsStore, session: Session) -> None:
        try:
            stats.record(session)
        except Exception as exc:  # noqa: BLE001 - the writer must outlive any failure
            self._report(tr("Statistics not saved: {error}", error=problem_text(exc)))

    def _report(self, message: str) -> None:
        """Show a problem to the player once (the same problem again is not repeated)."""
        if message not in self._reported:
            self._reported.add(message)
            self.error = message

    def flush(self) -> None:
        self._queue.join()

    def close(self) -> None:
        self._queue.put(None)
        self._thread.join(timeout=5)


class Match:
    offers_hints = True
    """The table offers the Hint (a tutorial's coach says what to play instead)."""
    saved = True
    """The match is autosaved and may be saved under a name (a tutorial is neither)."""
    joined = False
    """The game is this app's own (not a seat at a table another machine hosts)."""
    tutorial: Tutorial | None = None
    """Learn to play's script and the player's place in it (:class:`game.tutorial.TutorialMatch`)."""

    def __init__(self, session: Session, store: SaveStore, stats: StatsStore | None = None) -> None:
        self.session = session
        self.presenter = get_entry(session.game.id).presenter()
        self.humans = [i for i, s in enumerate(session.seats) if s.kind == "human"]
        self.viewer: int | None = self.humans[0] if len(self.humans) == 1 else None if self.humans else 0
        self.saver = DiskWriter(store)
        self.saver.autosave(session)  # Continue works from the first moment
        self.stats = stats
        self.screen = SharedScreen(session, self.presenter)
        self.bot = BotWorker(lambda: (len(self.session.history), sum(self.session.undos)))  # (a move, an undo)
        self.rounds = RoundMemory()
        self._model: tuple[tuple[int, bool, int | None], TableModel] | None = None
        self._last_move: LastMove | None = None  # who made the last move here, and its events

    # ---------------------------------------------------------------- what the scenes ask
    @property
    def game(self) -> SomeGame:
        return self.session.game

    @property
    def names(self) -> list[str]:
        return list(self.session.names)

    def seat_name(self, seat: int) -> str:
        return self.session.seats[seat].name

    def moves_played(self) -> int:
        return len(self.session.history)

    def is_over(self) -> bool:
        return self.session.is_over()

    def current_seat(self) -> int:
        return self.session.current_seat()

    def winners(self) -> list[int]:
        return self.session.state.winners()

    def layout_file(self) -> str:
        return self.presenter.layout_file(len(self.session.seats))

    def why_not(self, dragged: frozenset[str], target: str | None) -> str:
        """One line on why dropping ``dragged`` on ``target`` (or picking it up, for None) is no move."""
        return self.presenter.why_not(self.view(), dragged, target)

    def round_summary(self) -> list[str]:
        """The viewer's summary of the round (or game) just ended, in lines."""
        return self.presenter.round_summary(self.view(), self.session.names) or []

    def round_table(self) -> RoundSummary | None:
        """The viewer's summary of the round (or game) just ended, as a table (None if none just ended); on a
        shared screen with a "?" in each cell some person there may not know."""
        return self.screen.round_table(self.humans, self.viewer)

    def past_rounds(self) -> list[RoundSummary]:
        """Every round that ended while this match was at the table, oldest first (the final screen lists them)."""
        return list(self.rounds.rounds)

    def round_end_model(self) -> TableModel:
        """The table as the round ended, held before the summary (:func:`game.round_end.end_model`): the position
        itself (the round's end before the next deal, or the game's end)."""
        return end_model(self.model(), self.round_table())

    def save_as(self, store: SaveStore, name: str, overwrite: bool = False) -> None:
        """Write the match under a name (raises :class:`game.saves.SaveExists` or OSError)."""
        store.save(self.session, name, overwrite=overwrite)

    def replay_record(self) -> ReplayRecord:
        """The match's setup and moves so far (watched again from its start)."""
        from game.replay import ReplayRecord

        return ReplayRecord.of(self.session)

    def can_play_again(self) -> bool:
        """Whether "Play again" starts a new game at the same seats here (not at a table with remote players)."""
        return True

    def next_game(self) -> Session:
        """A new game at the same seats ("Play again"), with the options the game carries over (who deals)."""
        old = self.session
        return Session(old.game, old.seats, derive_seed(old.seed, "again"),
                       old.game.next_game_options(old.state, old.options))

    # ---------------------------------------------------------------- hint and review (game.ai.hint)
    def hint_request(self) -> HintRequest:
        """The inputs of a hint for the person to move, for the bot process. The person is counted as hinted, and
        the autosave says so at once: quitting (or a crash) before the next move does not lose the mark."""
        request = self.session.hint_request()
        self.saver.autosave(self.session)
        return request

    def hint_line(self, reason: Reason) -> str:
        """A hint's reason as one line in the player's language."""
        return self.presenter.hint_line(self.view(), reason, self.session.names)

    def review_request(self, seat: int) -> ReviewRequest:
        """The inputs of a review of ``seat``'s moves, for the bot process."""
        return self.session.review_request(seat)

    def table_for(self, view: SomeView, legal: Sequence[Action]) -> TableModel:
        """The table model of another moment's view (a review labels the moves of each decision with it)."""
        return self.presenter.table(view, legal, self.session.names)

    def cards(self) -> Mapping[str, CardSpec]:
        return self.session.game.cards()

    def card_reference(self) -> list[CardRef]:
        """The game's card reference for the viewer: counts and unseen copies from the viewer's view only."""
        return self.presenter.card_reference(self.view(), self.cards(), self.session.names)

    # ---------------------------------------------------------------- who sees the table
    def handover_to(self) -> int | None:
        """The human seat the screen must be passed to before play goes on, if any (hot seat only)."""
        return self.screen.handover_to(self.humans, self.viewer)

    def seen_by(self, seat: int) -> None:
        """``seat`` looks at the table now; the one who looked before has seen every public event so far."""
        self.screen.passed(self.viewer, seat)
        self.viewer = seat
        self._model = None

    def news_for(self, seat: int, limit: int = HANDOVER_NEWS) -> tuple[list[str], int]:
        """What happened since ``seat`` last looked, for the hand-over screen (public events only)."""
        return self.screen.news_for(seat, limit)

    def view(self) -> SomeView:
        return self.session.view(self.viewer if self.viewer is not None else 0)

    def model(self) -> TableModel:
        """The table for the viewer, recomputed only when a move was made or the viewer changed."""
        key = (len(self.session.history), self.session.at_round_end, self.viewer)
        if self._model is None or self._model[0] != key:
            seat = self.viewer if self.viewer is not None else 0
            legal = self.session.legal_actions() if self.viewer_acts() else []
            self._model = (key, self.presenter.table(self.session.view(seat), legal, self.session.names))
        return self._model[1]

    def shown_scores(self) -> list[float | None]:
        """Every seat's score as the people at the screen may know it (None where any of them may not)."""
        return self.screen.shown_scores(self.humans)

    def last_mover(self) -> int | None:
        """The seat that made the last move played at this table (None before the first, or after a load)."""
        return None if self._last_move is None else self._last_move.actor

    def last_move_targets(self) -> list[int]:
        """The seats the last move aimed at (a Guard's target), as far as the viewer may see its events."""
        seat = self.viewer if self.viewer is not None else 0
        return [] if self._last_move is None else self._last_move.targets(self.presenter, seat)

    def last_move_outs(self) -> list[int]:
        """The seats the last move took out of play (a knock-out), as far as the viewer may see its events."""
        seat = self.viewer if self.viewer is not None else 0
        return [] if self._last_move is None else self._last_move.outs(self.presenter, seat)

    def viewer_acts(self) -> bool:
        return self.session.is_human_turn() and self.session.current_seat() == self.viewer

    def at_round_end(self) -> bool:
        """A round's end with the next deal due (:attr:`Session.at_round_end`): held in view, then :meth:`deal`."""
        return self.session.at_round_end

    # ---------------------------------------------------------------- moves
    def apply(self, action: Action) -> list[Event]:
        """Make a move. One that ends a round stops at its end (:meth:`at_round_end`) until :meth:`deal`."""
        if self.is_deal(action):
            return self.deal()
        self.cancel_bot()  # a decision asked for before this move is about a position that is gone
        self.deal()  # a move made at a round's end (not held by a table) is the next round's
        actor = self.session.current_seat()
        events = self.session.apply(action)
        self._last_move = LastMove(actor, list(events))
        self._model = None
        if ends_round(events):
            self.rounds.ended(self.round_table())
        self._saved()
        return events

    def is_deal(self, action: Action) -> bool:
        """``action`` is the deal due at a round's end (the chance step's one action, no seat's move)."""
        return self.session.at_round_end and action in self.session.legal_actions()

    def deal(self) -> list[Event]:
        """Deal the next round at a round's end (nothing otherwise); returns the deal's events."""
        if not self.session.at_round_end:
            return []
        self.cancel_bot()
        events = self.session.settle()
        self._model = None
        self._saved()
        return events

    def _saved(self) -> None:
        """Autosave the position; a finished match is kept and counted."""
        self.saver.autosave(self.session)
        if self.session.is_over() and self.saved:
            self.saver.keep_finished(self.session)
        if self.session.is_over() and self.stats is not None:
            self.saver.record_stats(self.stats, self.session)

    # ---------------------------------------------------------------- undo
    def why_no_undo(self) -> str:
        """Why the person at the screen may not take their last move back now, in one line ("" when they may)."""
        if self.viewer is None or self.session.seats[self.viewer].kind != "human":
            return why_no_undo(Reason("nothing"), self.session.names)
        reason = self.session.why_no_undo(self.viewer)
        return "" if reason is None else why_no_undo(reason, self.session.names)

    def undo(self) -> int:
        """Take back the viewer's last move (and the bots' replies to it): a bot decision asked for is forgotten,
        the autosave follows. Returns how many moves went (ValueError when none may, see :meth:`why_no_undo`)."""
        if self.viewer is None or self.why_no_undo():
            raise ValueError("no undo now")
        self.cancel_bot()
        taken = self.session.undo(self.viewer)
        self._last_move = None
        self._model = None
        self.saver.autosave(self.session)
        return taken

    def take_problem(self) -> str:
        """A disk problem to show the player once (autosave or statistics), or ""."""
        problem, self.saver.error = self.saver.error, ""
        return problem

    def can_finish_with_bots(self) -> bool:
        """No person has anything left to do in this game (every human seat is out, or there is none): the
        bots may play out the rest at once."""
        state = self.session.state
        return not self.session.is_over() and all(state.finished_for(seat) for seat in self.humans)

    def finish_step(self, budget_s: float) -> bool:
        """Play bot moves here and now (no pace, no bot process) for about ``budget_s``; True once it is over."""
        self.cancel_bot()
        deadline = time.perf_counter() + budget_s
        while not self.session.is_over() and not self.session.is_human_turn():
            if self.session.at_round_end:  # the next round is dealt, no pause here
                self.deal()
                continue
            self.apply(self.session.bot_action())
            if time.perf_counter() >= deadline:
                break
        return self.session.is_over()

    def cancel_bot(self) -> None:
        """Forget a bot decision asked for (the position it was asked about will have changed)."""
        self.bot.cancel()

    def bot_to_move(self) -> bool:
        return not self.session.is_over() and not self.session.is_human_turn() and not self.session.at_round_end

    def start_bot(self) -> None:
        """Ask the bot process for the current bot's move (it sees only that seat's view)."""
        if not self.bot.thinking():
            self.bot.start(self.session.bot_request().decide)

    def bot_thinking(self) -> bool:
        return self.bot.thinking()

    def wait_for_bot(self, timeout_s: float) -> None:
        """Block up to ``timeout_s`` for the bot decision asked for, if any (headless tools only)."""
        self.bot.wait(timeout_s)

    def take_bot_action(self) -> Action | None:
        """The finished bot decision, if ready (raises what the bot raised), never one about a position left."""
        return self.bot.take()

    def close(self) -> None:
        self.bot.cancel()
        self.saver.close()

    # ---------------------------------------------------------------- players on other machines: none here
    # (a hosted match has them: game.net.hosted; the questions are told in game.table_match)
    def presence(self) -> Mapping[int, object]:
        return {}

    def spectators(self) -> int:
        return 0

    def remote_turn(self) -> bool:
        return False

    def remote_ready(self) -> bool:
        return False

    def away_players(self) -> list[int]:
        return []

    def let_bots_play_away(self) -> None:
        """The host's choice: bots play the seats of :meth:`away_players` until their players are back."""


if TYPE_CHECKING:  # mypy checks that a match answers every question of the table's
    _conforms: type[TableMatch] = Match
