"""The mana a scenario may write, and what a string of it must look like.

A cost may hold numbers of generic mana, X (CR 107.3), the five coloured
symbols and {C} (CR 107.4a, 107.4c), two-colour hybrid symbols such as {W/U}
(CR 107.4e) and Phyrexian ones such as {W/P} (CR 107.4f). Mana an ability
adds is the five colours, {C}, or a number of colourless (CR 106.1b). Any
other symbol (snow, a lower-case letter, a two-brace typo) would be read as a
colour no pool ever holds, or dropped, so validation refuses it by name.
"""
from __future__ import annotations

import re
from functools import lru_cache

__all__ = ["mana_problem"]

_COLOURS = ("W", "U", "B", "R", "G")
_PHYREXIAN = tuple(f"{c}/P" for c in _COLOURS)
_HYBRID = tuple(f"{a}/{b}" for a in _COLOURS for b in _COLOURS if a != b)
_IN_COSTS = frozenset((*_COLOURS, "C", "X", *_HYBRID, *_PHYREXIAN))
_ADDED = frozenset((*_COLOURS, "C"))
_BRACED = re.compile(r"(?:\{[^{}]*\})*")
_SYMBOL = re.compile(r"\{([^{}]*)\}")
_NUMBER = re.compile(r"[0-9]{1,3}")


@lru_cache(maxsize=1024)
def mana_problem(text: str, *, added: bool = False) -> str | None:
    """What ``text`` should be, when it is not a string of mana symbols the
    engine knows (None when it is). ``added``: mana an ability adds, or a
    mana pool (the same symbols), not a cost."""
    example = "{G}{G}{2}" if added else "{1}{W/U}{B}"
    if not _BRACED.fullmatch(text):
        return f"mana symbols in braces such as {example}, not {text!r}"
    for symbol in _SYMBOL.findall(text):
        problem = _symbol_problem(symbol, added)
        if problem:
            return f"{problem}, not {{{symbol}}} in {text!r}"
    return None


def _symbol_problem(symbol: str, added: bool) -> str | None:
    if _NUMBER.fullmatch(symbol) or symbol in (_ADDED if added else _IN_COSTS):
        return None
    if added:
        return "mana an ability adds: {W}, {U}, {B}, {R}, {G}, {C} or a number (up to 999) of colourless mana"
    if symbol.endswith("/P"):
        return "a Phyrexian symbol is one colour and P, such as {W/P} (CR 107.4f)"
    return ("a mana symbol the engine knows: a number up to 999, {X}, {W}, {U}, {B}, {R}, {G}, {C}, "
            "a two-colour hybrid such as {W/U} (CR 107.4e) or a Phyrexian one such as {W/P}")
