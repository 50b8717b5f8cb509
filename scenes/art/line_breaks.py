"""Greedy line breaking with few measurements: a paragraph's units (words, CJK characters) go on a line while the
line fits. A line's width only grows as units are added to it (each glyph's box widens the text's extent, none
narrows it), so the last unit that fits is found by search rather than by measuring the line once per unit: first
where the width per character measured last says it ends, then the unit after it, then by bisection. A text that
fits whole is measured once; a line of a long paragraph takes two or three measurements instead of one per word.
The lines are those of measuring unit by unit (``tests/ui/test_line_breaks.py`` checks both on every text the app
ships, in every language)."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Sequence
from re import Match

WALK = 6
"""Probes next to the estimate (one unit on each time) before the search halves what is left."""


def break_lines(units: Sequence[Match[str]], width: int, measure: Callable[[str], int],
                per_char: float) -> list[str]:
    """The lines of one paragraph's ``units`` (as found in it, in order; at least one) at most ``width`` pixels
    wide as ``measure`` measures them (a unit wider than that alone on its line). Units apart in the paragraph are
    joined by one space, units side by side (a CJK character and the next) by none. ``per_char``: about how wide a
    character is, where the first line is looked for first (then: as measured)."""
    pieces, starts, ends, at = [], [], [], 0
    for k, unit in enumerate(units):
        if k and unit.start() > units[k - 1].end():
            pieces.append(" ")
            at += 1
        word = unit.group()
        starts.append(at)
        pieces.append(word)
        at += len(word)
        ends.append(at)
    text = "".join(pieces)
    lines: list[str] = []
    first, count = 0, len(units)
    while first < count:
        lo, hi = first, count  # the line first..lo fits (or is one unit), first..hi does not (count: none beyond)
        probe = bisect_right(ends, starts[first] + width / max(per_char, 0.1), first, count) - 1
        step, fitted, failed = 1, False, False
        while hi - lo > 1:
            mid = min(max(probe, lo + 1), hi - 1)
            line = text[starts[first]:ends[mid]]
            wide = measure(line)
            per_char = wide / len(line)
            if wide <= width:
                lo, fitted = mid, True
            else:
                hi, failed = mid, True
            if fitted and failed:  # the end lies between: halve what is left
                probe = (lo + hi) // 2
            else:  # on from the estimate, a step further each time
                probe = mid + step if fitted else mid - step
                step *= 2
        lines.append(text[starts[first]:ends[lo]])
        first = lo + 1
    return lines
