"""Bots. They see only a seat's view. No pygame, no I/O, deterministic given a seed."""
