"""Palastgeflüster (3-5 players): play characters to your own display without showing one twice. ``GAME``."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from game.engine import CardSpec, Event, GameDef, OptionSpec, OptionValue, StateParts
from game.engine.capabilities import Capabilities, Undo
from game.games.palastgefluester.rules.cards import card_specs
from game.games.palastgefluester.rules.codec import state_from_json, state_to_json
from game.games.palastgefluester.rules.determinize import determinize
from game.games.palastgefluester.rules.options import option_specs
from game.games.palastgefluester.rules.state import GAME_ID, ROUND_ENDS, PalastAction, PalastState
from game.games.palastgefluester.rules.view import PalastView, build_view
from game.i18n import N_

_REVEALS = {"maid_draw": "draw", "king_revealed": "turned", "treasurer_reveal": "shown", "magician_cards": "shown",
            "round_end": "deal", "game_end": "deal"}
"""The events that reveal something hidden (:meth:`PalastgefluesterGame.reveals`)."""


class PalastgefluesterGame(GameDef[PalastState, PalastAction, PalastView]):
    id = GAME_ID
    title = "Palastgeflüster"
    description = N_("Collect six different characters in your display, but never show one twice.")
    min_players = 3
    max_players = 5
    round_ends = ROUND_ENDS

    def option_specs(self, num_players: int) -> list[OptionSpec]:
        return option_specs(num_players)

    def _new_game(self, num_players: int, seed: int, options: dict[str, OptionValue]) -> PalastState:
        return PalastState.new(num_players, seed, options)

    def reveals(self, after: PalastState, action: PalastAction, events: Sequence[Event]) -> str | None:
        """The Maid draws, the Spy turns up a king, the Treasurer shows a hand, the Magician's exchange shows
        cards to the two players, a round's end deals the next. Plays, the grey choice, the Courtesan's swap
        and the Guard's take show only what the move itself shows."""
        for event in events:
            code = _REVEALS.get(event.kind)
            if code is not None:
                return code
        return None

    def cards(self) -> Mapping[str, CardSpec]:
        return card_specs()


GAME = PalastgefluesterGame(StateParts(build_view, state_to_json, state_from_json, determinize))

CAPABILITIES = Capabilities(undo=Undo.SOMETIMES, private_hand=True, hidden_information=True,
                            wide_decisions=True, rounds=True, deals_between_rounds=True, secret_scores=False,
                            one_loser=False, goes_out=False, shortest_game=8, hard_record_setups=(),
                            picks_seats=True, seat_kinds=("magician", "next"), by_hand_runs=(
                                (4, 3, (1280, 720), {"intrigues_in_the_dark": True, "courtesan_own_display": "not_own",
                                                     "maid_discard": "face_up"}),
                                (4, 4, (1280, 720), {}),
                                (5, 7, (1600, 900), {"intrigues_in_the_dark": True}),  # three of six cards to give
                                (5, 6, (800, 1100), {})))
"""A round ends at the earliest at a display's second card; five players play to 4 points."""
