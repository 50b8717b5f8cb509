"""Road to the Palace (Muneyuki Yokouchi, 2012) for 2-4 players: ``GAME``."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from game.engine import CardSpec, Event, GameDef, OptionSpec, OptionValue, StateParts
from game.engine.capabilities import Capabilities, Undo
from game.games.road_to_the_palace.rules.view import RoadView
from game.i18n import N_

from .cards import CHARACTER, DISC_COLOURS, FACES, MISSION, MISSION_COLOURS, PURPLE, RGB, SYMBOL
from .codec import GAME_ID, state_from_json, state_to_json
from .determinize import determinize
from .state import ROUND_ENDS, RoadAction, RoadState
from .view import view_of


class RoadToThePalace(GameDef[RoadState, RoadAction, RoadView]):
    id = GAME_ID
    title = "Road to the Palace"
    description = N_("Win influence at court with bribes and well-placed missions over two rounds.")
    min_players = 2
    max_players = 4
    round_ends = ROUND_ENDS

    def option_specs(self, num_players: int) -> list[OptionSpec]:
        return [OptionSpec("starter", "Start player", "int", 0, bounds=(0, num_players - 1),
                           help="Takes the start player pawn (the rules say: the oldest player).")]

    def _new_game(self, num_players: int, seed: int, options: dict[str, OptionValue]) -> RoadState:
        return RoadState.deal(num_players, seed, int(options["starter"]))

    def reveals(self, after: RoadState, action: RoadAction, events: Sequence[Event]) -> str | None:
        """A row refilled from the deck draws; an evaluation shows the secret bribes. Choosing bribes (secret),
        the start discs, a take and a disc placed show only what the move itself shows."""
        for event in events:
            if event.kind == "refill":
                return "draw"
            if event.kind in ("evaluation", "bribes_revealed", "game_end"):
                return "shown"
        return None

    def cards(self) -> Mapping[str, CardSpec]:
        out: dict[str, CardSpec] = {}
        for f in FACES:
            text = ("Goes face down onto your bribe of this round: +1 to it." if f.colour == "purple"
                    else f"{f.impression} impression{'s' if f.impression > 1 else ''} for your "
                         f"{CHARACTER[f.colour]} column.")
            out[f.face] = CardSpec(f.face, CHARACTER[f.colour], str(f.impression), text, RGB[f.colour],
                                   SYMBOL[f.colour] + "★" * f.impression, f.count,
                                   "Poli- tician" if f.colour == PURPLE else "")
        for c in MISSION_COLOURS:
            out[f"bribe.{c}"] = CardSpec(f"bribe.{c}", f"Bribe: {CHARACTER[c]}", "1",
                                         f"Revealed at an evaluation: a {CHARACTER[c]} 1 card.", RGB[c],
                                         SYMBOL[c] + "★", short_title=CHARACTER[c])
        for c in DISC_COLOURS:
            out[f"disc.{c}"] = CardSpec(f"disc.{c}", f"{MISSION[c]} mission", "",
                                        "Purple: +1 impression where it lies." if c == "purple"
                                        else f"Scores on your {CHARACTER[c]} column.", RGB[c], SYMBOL[c])
        return out


GAME = RoadToThePalace(StateParts(view_of, state_to_json, state_from_json, determinize))

CAPABILITIES = Capabilities(undo=Undo.SOMETIMES, private_hand=False, hidden_information=True,
                            wide_decisions=True, rounds=True, deals_between_rounds=False, secret_scores=True,
                            one_loser=False, goes_out=False, shortest_game=4, hard_record_setups=(),
                            by_hand_runs=((3, 6, (1920, 1080), {}),))
"""No hand: the grid is open, the influence and the bribes are secret; two rounds, nothing dealt between them."""
