"""Love Letter (classic 16 cards for 2-4 players, Premium 32 cards for 3-8): ``GAME``."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from game.engine import CardSpec, Event, GameDef, OptionSpec, OptionValue, StateParts
from game.engine.capabilities import Capabilities, Undo
from game.games.love_letter.rules.cards import DECKS, KINDS, SHORT_TITLES, TOKEN_TARGET
from game.games.love_letter.rules.codec import EDITION_PLAYERS, state_from_json, state_to_json
from game.games.love_letter.rules.determinize import determinize
from game.games.love_letter.rules.state import ROUND_ENDS, LoveLetterAction, LoveLetterState
from game.games.love_letter.rules.view import LoveLetterView, view_of
from game.i18n import N_

_SPECS: dict[int, tuple[OptionSpec, ...]] = {}  # option specs per player count (frozen, so shared)


class LoveLetter(GameDef[LoveLetterState, LoveLetterAction, LoveLetterView]):
    id = "love-letter"
    title = "Love Letter"
    description = N_("Deduce who holds which card and be the last suitor standing to win the princess's favour.")
    min_players = 2
    max_players = 8
    round_ends = ROUND_ENDS

    def option_specs(self, num_players: int) -> list[OptionSpec]:
        if num_players not in _SPECS:
            _SPECS[num_players] = self._option_specs(num_players)
        return list(_SPECS[num_players])

    def _option_specs(self, num_players: int) -> tuple[OptionSpec, ...]:
        editions = [e for e, counts in EDITION_PLAYERS.items() if num_players in counts]
        labels = {"classic": "Classic (16 cards)", "premium": "Premium (32 cards)"}
        return (
            OptionSpec("deck", "Deck", "choice", editions[0], tuple((e, labels[e]) for e in editions),
                       help="Premium adds nine new characters; it is required for 5-8 players."),
            OptionSpec("starter", "First player", "int", 0, bounds=(0, num_players - 1),
                       help="Who starts the first round; the winner of a round starts the next."),
        )

    def _new_game(self, num_players: int, seed: int, options: dict[str, OptionValue]) -> LoveLetterState:
        return LoveLetterState.dealt(num_players, str(options["deck"]), TOKEN_TARGET[num_players],
                                     random.Random(seed), int(options["starter"]))

    def action_kind(self, action: LoveLetterAction) -> str:
        """``play:<card>`` for a card played, ``keep`` / ``redraw`` after a Bishop's hit."""
        return f"play:{action[1]}" if action[0] == "play" else str(action[0])

    def reveals(self, after: LoveLetterState, action: LoveLetterAction, events: Sequence[Event]) -> str | None:
        """Every move ends with a card drawn: the next player's, a redraw, or a new round's deal."""
        return "deal" if any(e.kind == "round_end" for e in events) else "draw"

    def cards(self) -> Mapping[str, CardSpec]:
        counts = {k: DECKS["premium"].count(i) for i, k in enumerate(KINDS)}
        return {
            k.face: CardSpec(k.face, k.title, str(k.value), k.text, k.colour, k.symbol, counts[k],
                             SHORT_TITLES.get(k.face, ""))
            for k in KINDS
        }


GAME = LoveLetter(StateParts(view_of, state_to_json, state_from_json, determinize))

CAPABILITIES = Capabilities(undo=Undo.NEVER, private_hand=True, hidden_information=True, wide_decisions=True,
                            rounds=True, deals_between_rounds=True, secret_scores=False, one_loser=False,
                            goes_out=False, shortest_game=7, hard_record_setups=((4, {"deck": "premium"}),),
                            asks_to_confirm=True, picks_seats=True, aims_at_seats=True, quick_rounds=True, long_log=True,
                            by_hand_runs=((8, 3, (1280, 720), {}), (5, 6, (1024, 640), {})))
"""Every move draws a card (no undo); a round ends at the earliest after one move, and two players play to 7 tokens."""
