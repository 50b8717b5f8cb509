"""Setup options: every variant of the rules text, the base rules being the default."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache

from game.engine import JSONIn, OptionsError, OptionSpec, OptionValue, resolve_options
from game.i18n import N_

JOKERS_LABEL = N_("Jokers (6 players)")
DECKS_LABEL = N_("More cards (two decks)")


def option_specs(num_players: int) -> list[OptionSpec]:
    specs = []
    if num_players == 6:
        specs.append(OptionSpec(
            "jokers", JOKERS_LABEL, "bool", True, conflicts=("more_cards",),
            help="Six players need 54 cards: two jokers join and all cards are dealt (no stock), unless two "
                 "decks are used. A joker may always be played, alone or both together, and reverses the "
                 "direction; the next player must beat the card beneath it."))
    specs += [
        OptionSpec("choose_faceup", "Choose your face-up cards", "bool", False,
                   help="Deal three face-down cards, then six hand cards; each player lays three of them face up."),
        OptionSpec("restricted_ten", "Restricted 10", "bool", False,
                   help="A 10 may not be played on a Jack, Queen, King or Ace."),
        OptionSpec("easy_faceup", "Easier table cards", "bool", False,
                   help="Who cannot play a face-up card just picks up the pile without laying one on it."),
        OptionSpec("seven_down", "7 goes down", "bool", False,
                   help="After a 7 the next card must be a 7 or lower (or a 10)."),
        OptionSpec("invisible", "See-through card", "choice", "off",
                   choices=(("off", "None"), ("8", "The 8"), ("3", "The 3")),
                   help="A see-through card goes on anything and reverses the direction; the next player must beat "
                        "the card under it."),
        OptionSpec("stacking", "Stack equal face-up cards", "bool", False,
                   help="While laying out your face-up cards you may put equal cards on one face-up card; your hand "
                        "is refilled from the stock."),
        OptionSpec("back_to_predecessor", "Back to the predecessor", "bool", False,
                   help="After a pick-up, whoever laid the last card before starts the new pile."),
        OptionSpec("more_cards", DECKS_LABEL, "bool", False,
                   conflicts=("jokers",) if num_players == 6 else (),
                   help="Two decks shuffled together; four face-down, four face-up and four hand cards each."),
        OptionSpec("play_to_win", "Play for the win", "bool", False,
                   help="Whoever first gets rid of all their cards wins."),
        OptionSpec("dealer", "Dealer", "int", -1, bounds=(-1, num_players - 1), hidden=True),
    ]
    return specs


HOUSE_RULES: dict[str, OptionValue] = {"choose_faceup": True, "stacking": True, "seven_down": True, "invisible": "8"}
"""Rules many tables play by: choose the face-up cards and stack them, 7 goes down, the 8 is invisible."""


def presets(num_players: int) -> list[tuple[str, dict[str, OptionValue]]]:
    """The base rules of the rules text, and common house rules (every other option as in the base rules)."""
    classic = {spec.key: spec.default for spec in option_specs(num_players) if not spec.hidden}
    return [(N_("Classic"), classic), (N_("House rules"), {**classic, **HOUSE_RULES})]


DEALER_AT_RANDOM = -1
"""The ``dealer`` option's default: drawn at random. "Play again" sets it to the loser (the rules text)."""


@dataclass(frozen=True, slots=True)
class Rules:
    """The resolved options as typed fields."""

    jokers: bool = False
    choose_faceup: bool = False
    restricted_ten: bool = False
    easy_faceup: bool = False
    seven_down: bool = False
    invisible: str = "off"
    stacking: bool = False
    back_to_predecessor: bool = False
    more_cards: bool = False
    play_to_win: bool = False

    @property
    def row(self) -> int:
        """Cards per row: face-down, face-up and hand size."""
        return 4 if self.more_cards else 3

    @property
    def invisible_rank(self) -> str | None:
        return None if self.invisible == "off" else self.invisible

    def to_json(self, num_players: int) -> dict[str, OptionValue]:
        """The rule options as given to :func:`resolve_rules` for ``num_players`` (the dealer is not a rule)."""
        return {key: getattr(self, key) for key in _rule_keys(num_players)}


@lru_cache(maxsize=16)
def _rule_keys(num_players: int) -> tuple[str, ...]:
    """The keys of the rule options for ``num_players`` (every view holds them: the specs are not built each time)."""
    return tuple(spec.key for spec in option_specs(num_players) if not spec.hidden)


def resolve_dealer(num_players: int, given: Mapping[str, JSONIn] | None) -> int:
    """The seat that deals, or :data:`DEALER_AT_RANDOM` (ValueError when out of range)."""
    spec = next(s for s in option_specs(num_players) if s.key == "dealer")
    return int(spec.validate((given or {}).get("dealer", spec.default)))


def resolve_rules(num_players: int, given: Mapping[str, JSONIn] | None) -> Rules:
    """Validate ``given`` against the specs for ``num_players`` (ValueError on anything wrong)."""
    try:
        return _resolve(num_players, tuple(sorted((given or {}).items())))
    except TypeError as exc:  # an unhashable value
        raise ValueError(f"bad option value: {exc}") from exc


@lru_cache(maxsize=64)
def _resolve(num_players: int, given: tuple[tuple[str, JSONIn], ...]) -> Rules:
    """Cached: a search resolves the same options for every sampled state."""
    resolved = resolve_options(option_specs(num_players), dict(given))
    resolved.pop("dealer")
    rules = Rules(**resolved)  # type: ignore[arg-type]  # (each value checked by its OptionSpec: its field's type)
    if num_players == 6 and not (rules.jokers or rules.more_cards):
        raise OptionsError(N_("Six players need more than one deck: turn on {jokers} or {decks}."),
                           jokers=JOKERS_LABEL, decks=DECKS_LABEL)
    return rules
