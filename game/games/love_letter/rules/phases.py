"""The phases of a Love Letter position and the marker of a card nobody knows (shared by the state and its
parts)."""

from __future__ import annotations

PLAY, BISHOP_CHOICE, DEAL, OVER = "play", "bishop", "deal", "over"
DEAL_ACTION: tuple[str] = ("deal",)
"""The one action of the chance step between two rounds (``DEAL`` phase): shuffle and deal the next round."""
UNKNOWN = -1
