"""The small markdown of the rules help, as blocks to lay out: headings, paragraphs and bullets, and pipe tables
(``| a | b |`` rows, a ``| --- |`` line under the header). Pure: no pygame, no fonts."""

from __future__ import annotations

import re
from dataclasses import dataclass

EMPHASIS = re.compile(r"(?<![A-Za-z0-9_*])\*(?=\S)([^*\n]+?)(?<=\S)\*(?![A-Za-z0-9_*])")
"""Markdown ``*emphasis*`` (the stars go; a ``* `` bullet or a lone star stays). Chinese runs into the stars with
no space (``按下*準備好了*。``), so only Latin letters and digits beside a star keep it literal (``2*3*4``)."""
RULE = re.compile(r"^\s*:?-{3,}:?\s*$")


@dataclass(frozen=True)
class Block:
    """``kind`` "heading" or "text" (one source line, its marks gone), or "table" (``rows`` of cells; the first
    is the header when ``header``)."""

    kind: str
    text: str = ""
    rows: tuple[tuple[str, ...], ...] = ()
    header: bool = False


def plain(text: str) -> str:
    """A line without its inline marks: ``**bold**``, ``*emphasis*`` and backticks go."""
    return EMPHASIS.sub(r"\1", text.replace("**", "").replace("`", ""))


def cells(line: str) -> tuple[str, ...]:
    return tuple(plain(cell.strip()) for cell in line.strip().strip("|").split("|"))


def blocks(text: str) -> list[Block]:
    """The blocks of ``text``, in order; consecutive ``|`` lines make one table."""
    out: list[Block] = []
    table: list[str] = []

    def close_table() -> None:
        if table:
            header = len(table) > 1 and all(RULE.match(c) for c in table[1].strip().strip("|").split("|"))
            rows = [cells(line) for i, line in enumerate(table) if not (header and i == 1)]
            out.append(Block("table", rows=tuple(rows), header=header))
            table.clear()

    for raw in text.splitlines():
        if raw.lstrip().startswith("|"):
            table.append(raw)
            continue
        close_table()
        if raw.startswith("#"):
            out.append(Block("heading", plain(raw.lstrip("#").strip())))
            continue
        line = plain(raw.rstrip())
        if line.startswith(("- ", "* ")):
            line = "• " + line[2:]
        out.append(Block("text", line))
    close_table()
    return out
