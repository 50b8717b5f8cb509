"""The viewer's moves made on the match: the picks a gesture, a button or a key proposed made into a move (the next
picks asked for by drag or in a prompt, a flagged move confirmed first), the table re-read on the next frame (a
move that ended the round: its end held), the last move taken back."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from game.engine import Action, Event
from game.i18n import tr, trn
from scenes.core import flow
from scenes.table import gestures, openers, table_hints
from scenes.table.held_picks import Held, by_drag

if TYPE_CHECKING:
    from scenes.table.host import TableHost


class TableMoves:
    """Makes the viewer's moves (see the module's docstring)."""

    def __init__(self, table: TableHost) -> None:
        self.table = table

    def choose(self, title: str, options: list[gestures.Option],
               dropped: tuple[frozenset[str], str] | None = None, cards: frozenset[str] = frozenset()) -> None:
        """Make the move ``options`` leave, or ask what else to pick: the next picks by drag where they are all
        drags (``dropped``: the cards the gesture dropped and where; they are held there), else in a prompt that
        leaves the ``cards`` dropped for it in sight."""
        table = self.table
        table.app.toast_ms = 0.0  # a refused drop's reason is done with: it would stay over the hand under the prompt
        if table.held is not None and dropped is not None:  # a further pick of a move whose first picks are held
            table.held.placed.append(dropped)
            done = table.held.done()
            if done is None:
                table.show_model(table.held.model())
            else:
                table.held = None
                self.play(done)
            return
        picker = gestures.StepPicker(options)
        action = picker.done()
        if action is not None:
            self.play(action)
            return
        if dropped is not None and by_drag(picker):
            table.held = Held(table.shown, options, [dropped])
            table.show_model(table.held.model())
            return
        table.buttons.ask(tr("{move}: make your choice on the table.", move=title))  # (until the table is on top)
        openers.open_prompt(table.app, title, picker, self.play, seats=table_hints.SeatTargets(table.board, table.shown),
                         cards=[table.board.screen_rect(table.sprites[u]) for u in sorted(cards) if u in table.sprites],
                         face_art=lambda face, w, h: table.ui.cards.surface(table.spec(face), w, h, table.match.game.id,
                                                                            whole_title=True),
                         face_value=lambda face: spec.value if (spec := table.spec(face)) is not None else "")

    def play(self, action: Action, confirmed: bool = False) -> None:
        """Make the viewer's move; one the presenter flags (it knocks the player out, say) is asked about first."""
        table = self.table
        if table.coach is not None and not table.coach.allows(action):
            table.pointer.selection.clear()
            return
        question = gestures.confirm_question(table.shown.choices, action)
        if question and not confirmed:
            flow.open_confirm(table.app, question, partial(self.play, action, True),
                              yes=gestures.confirmed_act(table.shown.choices, action))
            return
        table.pointer.selection.clear()
        table.pacer.lap_moves = 0
        events = table.match.apply(action)
        self.after_move(events)

    def after_move(self, events: list[Event]) -> None:
        """The table is re-read on the next frame, so that no frame both applies a move and redraws (a move that
        ended the round: its end is held from the next frame on)."""
        table = self.table
        table.pacer.bot_wait = 0.0
        table.stale = True
        table.view.dealt_since_move = False
        if table.hints.tip is not None:  # a refused card's reason is about the position the move left behind
            table.hints.tip = None
            table.ui.invalidate()
        table.round_hold.moved(events)

    def catch_up(self) -> None:
        """Show the position the last move left: the next one, or the round's end held."""
        table = self.table
        if table.round_hold.round_ended:
            table.round_hold.round_ended = False
            table.round_hold.hold_round_end()
        else:
            table.refresh()

    def undo(self) -> None:
        """Take the viewer's last move back (and the bots' replies to it), or say why not (button, Ctrl+Z)."""
        table = self.table
        if table.holding() or table.match.why_no_undo():
            self.say_why_no_undo()
            return
        table.pointer.cancel()
        table.pointer.selection.clear()
        table.board.end_staging()
        table.pacer.staged_for, table.pacer.bot_wait = None, 0.0
        taken = table.match.undo()
        table.refresh()
        table.services.toast(trn("Took back {n} move.", "Took back {n} moves.", taken), good=True)

    def say_why_no_undo(self) -> None:
        table = self.table
        table.services.toast(table.match.why_no_undo() or tr("No undo: {why}.", why=tr("the game is over")))
