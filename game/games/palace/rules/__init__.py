"""Palace, the shedding game: the last player holding cards loses. ``GAME`` is its :class:`GameDef`."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from game.engine import CardSpec, Event, GameDef, JSONIn, JSONValue, OptionSpec, OptionValue, StateParts
from game.engine.capabilities import Capabilities, Undo
from game.engine.json_read import ONLY_TEXT, arr, text, texts
from game.games.palace.rules.view import PalaceView
from game.i18n import N_

from .cards import card_specs
from .codec import state_from_json, state_to_json
from .determinize import determinize
from .options import DEALER_AT_RANDOM, option_specs, presets, resolve_dealer, resolve_rules
from .state import ROUND_ENDS, PalaceAction, PalaceState
from .view import view_of


class PalaceGame(GameDef[PalaceState, PalaceAction, PalaceView]):
    id = "palace"
    title = "Palace"
    description = N_("Play equal or higher cards and get rid of all yours: the last one holding cards loses.")
    min_players = 2
    max_players = 6
    round_ends = ROUND_ENDS

    def option_specs(self, num_players: int) -> list[OptionSpec]:
        return option_specs(num_players)

    def presets(self, num_players: int) -> list[tuple[str, dict[str, OptionValue]]]:
        return presets(num_players)

    def _new_game(self, num_players: int, seed: int, options: dict[str, OptionValue]) -> PalaceState:
        return PalaceState.deal(num_players, resolve_rules(num_players, options), seed,
                                resolve_dealer(num_players, options))

    def next_game_options(self, state: PalaceState, options: Mapping[str, OptionValue]) -> dict[str, OptionValue]:
        """The loser deals the next game (the rules text); with no single loser (a draw; playing for the win
        with three or more) the dealer is drawn again."""
        result = state.returns() if state.is_terminal() else []
        losers = [seat for seat, r in enumerate(result) if r == 0.0]
        dealer = losers[0] if len(losers) == 1 else DEALER_AT_RANDOM
        return {**options, "dealer": dealer}

    def reveals(self, after: PalaceState, action: PalaceAction, events: Sequence[Event]) -> str | None:
        """A refill from the stock draws; a face-down card played blind is turned up; who starts play tells
        about the hands (the lowest card). Playing or picking up seen cards and the setup swaps reveal nothing."""
        for event in events:
            if event.kind == "draw":
                return "draw"
            if event.kind == "blind_fail" or event.kind == "play" and event.args.get("from") == "facedown":
                return "turned"
            if event.kind == "start":  # who starts tells about the hands (who holds no lower card)
                return "shown"
        return None

    def cards(self) -> Mapping[str, CardSpec]:
        return card_specs()

    def action_kind(self, action: PalaceAction) -> str:
        """``play:hand`` / ``play:faceup`` (``…:several`` for equal cards played together), ``pickup:lay`` for
        laying a face-up card before picking up; else the action's name."""
        if action[0] == "play":
            return f"play:{action[1]}" + (":several" if len(action[2]) > 1 else "")
        if action[0] == "pickup" and len(action) == 2:
            return "pickup:lay"
        return str(action[0])

    def action_from_json(self, data: JSONIn) -> PalaceAction:
        """Lists back to tuples, including the card tuple of a play (StateFormatError for anything but a list)."""
        if type(data) is list and len(data) == 3 and data[0] == "play" and type(data[1]) is str \
                and type(data[2]) is list and ONLY_TEXT(map(type, data[2])):  # (a play as json.loads makes it)
            return ("play", data[1], tuple(data[2]))
        items = arr(data, "an action")
        if items and items[0] == "play" and len(items) == 3:
            return ("play", text(items[1], "a played rank"), tuple(texts(items[2], "the played cards")))
        return tuple(items)  # type: ignore[return-value]  # (a tuple of JSON: its taker compares it with the legal actions)

    def action_to_json(self, action: PalaceAction) -> JSONValue:
        return [list(a) if isinstance(a, tuple) else a for a in action]


GAME = PalaceGame(StateParts(view_of, state_to_json, state_from_json, determinize))

CAPABILITIES = Capabilities(undo=Undo.SOMETIMES, private_hand=True, hidden_information=True,
                            wide_decisions=True, rounds=False, deals_between_rounds=False,
                            secret_scores=False, one_loser=True, goes_out=True, shortest_game=5,
                            hard_record_setups=(), asks_to_confirm=True, long_log=True, by_hand_runs=(
                                (3, 3, (1280, 720), {"choose_faceup": True, "stacking": True, "seven_down": True,
                                                     "invisible": "8"}),
                                (4, 4, (1600, 900), {"restricted_ten": True, "easy_faceup": True,
                                                     "back_to_predecessor": True, "invisible": "3", "play_to_win": True}),
                                (6, 5, (1280, 720), {"jokers": False, "more_cards": True}),
                                (4, 6, (2560, 1080), {})))
"""A burn or a setup swap may be taken back; the winner sheds nine cards in at least five moves."""
