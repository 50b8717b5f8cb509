"""The shared engine protocol (see :mod:`game.engine.protocol`)."""

from game.engine.capabilities import Capabilities, Undo
from game.engine.event_texts import EventText, EventTexts, Told
from game.engine.log_reader import LogReader
from game.engine.protocol import (
    BOT_LEVEL_NAMES,
    BOT_LEVELS,
    CHANCE,
    JSON,
    REVEAL_CODES,
    SEAT_ICONS,
    TERMINAL,
    A,
    Action,
    Bot,
    CardRef,
    CardSpec,
    CardView,
    Choice,
    Event,
    GameDef,
    GameState,
    IllegalActionError,
    JSONValue,
    LogFields,
    LogMark,
    OptionSpec,
    Presenter,
    Reason,
    SeatView,
    SomeBot,
    SomeGame,
    SomePresenter,
    SomeState,
    SomeView,
    StateFormatError,
    StateParts,
    Step,
    TableModel,
    V,
    ZoneView,
    ends_round,
    resolve_options,
    rng_from_json,
    rng_to_json,
    uniform_playout,
    viewer,
)
from game.engine.summary import RoundSummary, SummaryRow

__all__ = [
    "A", "BOT_LEVEL_NAMES", "BOT_LEVELS", "CHANCE", "Capabilities", "JSON", "JSONValue", "TERMINAL", "Action", "Bot", "CardRef", "CardSpec", "CardView", "Choice", "Event", "EventText", "EventTexts", "GameDef",
    "GameState", "IllegalActionError", "LogFields", "LogMark", "LogReader", "OptionSpec", "Presenter", "REVEAL_CODES", "Reason", "RoundSummary", "SEAT_ICONS", "SeatView",
    "SomeBot", "SomeGame", "SomePresenter", "SomeState", "SomeView",
    "StateFormatError", "StateParts", "Step", "SummaryRow", "TableModel", "Told", "Undo", "V",
    "ZoneView", "ends_round", "resolve_options", "rng_from_json", "rng_to_json", "uniform_playout", "viewer",
]
