"""The screens other than the table: menu, setup, scoring, hand-over, rules, load, ..."""
