"""The Palastgeflüster :class:`GameDef`: metadata, setup, saves, determinization, bots and presenter."""

from __future__ import annotations

import random
from collections.abc import Mapping

from game.engine import BOT_LEVELS, JSON, Bot, CardSpec, GameDef, OptionSpec, Presenter, resolve_options
from game.i18n import rules_help
from game.rules.palastgefluester import codec
from game.rules.palastgefluester.cards import card_specs
from game.rules.palastgefluester.determinize import determinize
from game.rules.palastgefluester.options import option_specs
from game.rules.palastgefluester.state import GAME_ID, PalastState


class PalastgefluesterGame(GameDef):
    id = GAME_ID
    title = "Palastgeflüster"
    min_players = 3
    max_players = 5

    def option_specs(self, num_players: int) -> list[OptionSpec]:
        return option_specs(num_players)

    def new_game(self, num_players: int, seed: int, options: Mapping[str, JSON] | None = None) -> PalastState:
        if not self.min_players <= num_players <= self.max_players:
            raise ValueError(f"Palastgeflüster is for 3 to 5 players, not {num_players}")
        return PalastState.new(num_players, seed, resolve_options(option_specs(num_players), options))

    def state_from_json(self, data: JSON) -> PalastState:
        return codec.state_from_json(data)

    def determinize(self, view: JSON, rng: random.Random) -> PalastState:
        return determinize(view, rng)

    def make_bot(self, level: str, seed: int) -> Bot:
        if level not in BOT_LEVELS:
            raise ValueError(f"unknown bot level {level!r}")
        from game.ai.palastgefluester import make_bot

        return make_bot(level, seed)

    def presenter(self) -> Presenter:
        from game.rules.palastgefluester.present import PalastPresenter

        return PalastPresenter()

    def cards(self) -> Mapping[str, CardSpec]:
        return card_specs()

    def rules_text(self) -> str:
        return rules_help(__package__)
