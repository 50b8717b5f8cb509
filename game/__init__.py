"""Palace Table: a desktop card table for four palace-themed card games."""

__version__ = "0.1.0"
