"""Pure rules, one package per game. No pygame, no I/O, deterministic given a seed."""
