"""The phases of a Love Letter position and the marker of a card nobody knows (shared by the state and its
parts)."""

from __future__ import annotations

from typing import Literal

PLAY, BISHOP_CHOICE, DEAL, OVER = "play", "bishop", "deal", "over"
DEAL_ACTION: tuple[Literal["deal"]] = ("deal",)
"""The one action of the chance step between two rounds (``DEAL`` phase): shuffle and deal the next round."""
UNKNOWN = -1
