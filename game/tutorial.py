"""Learn to play: a guided first game on the real table, one rule at a time.

Each game's script is data in its own package (``game/games/<pkg>/tutorial.py``): the player count, the seed of
the deal (the engine's own seed: the deal is the game's ordinary deal for it), the seats' names and the steps. A
step is one of

* ``{"say": text, "at": anchor}``: the coach explains something; the player goes on with Next;
* ``{"do": text, "at": anchor, "move": action}``: the player makes this move (its action as the game's JSON),
  with the real gesture; another move gets the step's ``hint`` (or its text) again instead of being made;
* ``{"bot": action}``: a bot's scripted reply, made by the table like any bot move.

A long script may instead give the whole line of moves, ``LINE``, with ``ANA`` (the indices of the player's moves
in it), ``LESSONS`` (index: (text, anchor, hint) where a move shows a rule), ``KEEP_GOING`` and ``KEEP_GOING_HINT``
(what the coach says at the other moves of the player: a text, or texts by the action's first part), ``BEFORE``
(index: the ``(text, anchor)`` said before that move) and ``AFTER`` (said after the line): :func:`line_steps`.

``text`` and ``hint`` are English msgids (translated where shown). An anchor says what the coach's bubble points
at, looked up on the table when it is drawn: ``zone:<zone id>``, ``face:<card face>`` (the viewer's own card of
that face first), ``card:<uid>``, ``seat:<seat>``, ``move`` (the card the step's move drags), ``summary`` or
``column:<id>`` (the round's summary, or one of its columns by the presenter's column id: such a step is said while
the summary shows, after the move that ended the round) or ``""`` (nothing: the bubble sits in the middle of the
table).

:class:`TutorialMatch` is the table's match for a script: the bots' moves come from the script, nothing is
autosaved over the player's games and nothing counts in the statistics. Pure of pygame.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, TypedDict

from game import catalog
from game.engine import Action, Event, JSONValue, OptionValue
from game.i18n import tr
from game.match import Match
from game.saves import SavedGame, SaveStore
from game.session import SeatConfig, Session

if TYPE_CHECKING:
    from game.table_match import TableMatch


@dataclass(frozen=True)
class TutorialStep:
    """One step of a script: ``kind`` is ``"say"``, ``"do"`` or ``"bot"``; ``action`` the move of a ``do`` or
    ``bot`` step (decoded), ``text`` and ``hint`` msgids, ``anchor`` what the bubble points at."""

    kind: str
    text: str = ""
    anchor: str = ""
    action: Action | None = None
    hint: str = ""


@dataclass(frozen=True)
class TutorialScript:
    game_id: str
    players: int
    seed: int
    names: tuple[str, ...]
    options: Mapping[str, OptionValue]
    steps: tuple[TutorialStep, ...]

    @property
    def lessons(self) -> int:
        """The steps the player sees (the bots' replies are not counted)."""
        return sum(step.kind != "bot" for step in self.steps)


def _module(game_id: str) -> ModuleType | None:
    """The game's tutorial script (its catalog entry's :attr:`~game.entry.GameEntry.tutorial`), or None."""
    return catalog.get_entry(game_id).tutorial


def has_tutorial(game_id: str) -> bool:
    return catalog.get_entry(game_id).tutorial is not None


class RawStep(TypedDict, total=False):
    """A step as a script writes it: ``say`` (and ``at``), ``do`` (and ``at``, ``move``, ``hint``) or ``bot``
    (the moves as JSON)."""

    say: str
    do: str
    at: str
    move: JSONValue
    hint: str
    bot: JSONValue


def line_steps(module: ModuleType) -> list[RawStep]:
    """The steps of a script given as a line of moves (see the module's docstring)."""
    steps: list[RawStep] = []
    before: Mapping[int, Sequence[tuple[str, str]]] = getattr(module, "BEFORE", {})
    keep = module.KEEP_GOING
    for i, move in enumerate(module.LINE):
        steps += [{"say": text, "at": anchor} for text, anchor in before.get(i, ())]
        if i not in module.ANA:
            steps.append({"bot": move})
            continue
        if i in module.LESSONS:
            text, anchor, hint = module.LESSONS[i]
        else:
            text, anchor, hint = keep[move[0]] if isinstance(keep, Mapping) else keep, "move", module.KEEP_GOING_HINT
        steps.append({"do": text, "at": anchor, "move": move, "hint": hint})
    steps += [{"say": text, "at": anchor} for text, anchor in getattr(module, "AFTER", ())]
    return steps


def load_script(game_id: str) -> TutorialScript:
    """The script of ``game_id``'s tutorial (KeyError when the game has none; ValueError for a broken one)."""
    game = catalog.get_game(game_id)
    module = _module(game_id)
    if module is None:
        raise KeyError(f"{game_id} has no tutorial")
    steps = []
    for raw in module.STEPS if hasattr(module, "STEPS") else line_steps(module):
        if "bot" in raw:
            steps.append(TutorialStep("bot", action=game.action_from_json(raw["bot"])))
        elif "do" in raw:
            steps.append(TutorialStep("do", raw["do"], raw.get("at", ""), game.action_from_json(raw["move"]),
                                      raw.get("hint", "")))
        elif "say" in raw:
            steps.append(TutorialStep("say", raw["say"], raw.get("at", "")))
        else:
            raise ValueError(f"a tutorial step of {game_id} says nothing: {raw!r}")
    return TutorialScript(game_id, module.PLAYERS, module.SEED, tuple(module.NAMES),
                          dict(getattr(module, "OPTIONS", {})), tuple(steps))


class Tutorial:
    """Where a player is in a script: the step to do now and the steps done."""

    def __init__(self, script: TutorialScript) -> None:
        self.script = script
        self.index = 0
        self.wrong = 0
        """Wrong gestures at the current step (the coach shows its hint while > 0)."""

    @property
    def step(self) -> TutorialStep | None:
        """The step to do now (None once the script is done)."""
        steps = self.script.steps
        return steps[self.index] if self.index < len(steps) else None

    @property
    def done(self) -> bool:
        return self.index >= len(self.script.steps)

    def lesson(self) -> tuple[int, int]:
        """(the number of the lesson shown now, counting from 1; the lessons in all)."""
        shown = sum(step.kind != "bot" for step in self.script.steps[:self.index + 1])
        return max(1, shown), self.script.lessons

    def next(self) -> None:
        """The player read a ``say`` step (or the last one) and goes on."""
        step = self.step
        if step is not None and step.kind == "say":
            self._advance()

    def expects(self, action: Action) -> bool:
        """True when ``action`` is the move the current ``do`` step asks for; else the hint is shown."""
        step = self.step
        if step is not None and step.kind == "do" and step.action == action:
            return True
        self.wrong += 1
        return False

    def played(self, action: Action) -> None:
        """A move was made at the table: the ``do`` or ``bot`` step it was is done."""
        step = self.step
        if step is not None and step.kind in ("do", "bot") and step.action == action:
            self._advance()

    def bot_move(self) -> Action | None:
        """The scripted move of the bot to move now (None while the coach is talking or the script is done)."""
        step = self.step
        return step.action if step is not None and step.kind == "bot" else None

    def _advance(self) -> None:
        self.index += 1
        self.wrong = 0


class _NoAutosave(SaveStore):
    """The store of a tutorial match: it writes no autosave (the player's own games stay as they are)."""

    def autosave(self, session: SavedGame) -> Path:
        return self.root


def tutorial_session(script: TutorialScript) -> Session:
    """The match of a script: the person at seat 0, bots elsewhere, the script's seed and options."""
    game = catalog.get_game(script.game_id)
    seats = [SeatConfig(tr(name), "human" if seat == 0 else "bot") for seat, name in enumerate(script.names)]
    return Session(game, seats, script.seed, dict(script.options))


class TutorialMatch(Match):
    """A match that follows a script: the bots' moves are the script's, nothing is autosaved, nothing counted; the
    coach says what to play, so the table offers no Hint."""

    offers_hints = False
    saved = False

    def __init__(self, script: TutorialScript, store: SaveStore) -> None:
        super().__init__(tutorial_session(script), _NoAutosave(store.root), stats=None)
        self.tutorial: Tutorial = Tutorial(script)

    def apply(self, action: Action) -> list[Event]:
        events = super().apply(action)
        self.tutorial.played(action)
        return events

    def start_bot(self) -> None:
        return None  # the bots' moves are the script's

    def bot_thinking(self) -> bool:
        return False

    def take_bot_action(self) -> Action | None:
        return self.tutorial.bot_move()

    def why_no_undo(self) -> str:
        return tr("Learn to play goes one way: no undo here.")

    def can_finish_with_bots(self) -> bool:
        return False


if TYPE_CHECKING:  # mypy checks that it answers every question of the table's
    _conforms: type[TableMatch] = TutorialMatch


def scripts(ids: Sequence[str] | None = None) -> list[TutorialScript]:
    """The scripts of the games (of ``ids``, else of every installed game) that have a tutorial."""
    return [load_script(gid) for gid in (ids or catalog.available_game_ids()) if has_tutorial(gid)]
