"""Which state-based action phase performed (CR 704.5), read from its state.

phase performs state-based actions after a resolution (its events after
``StackResolved``) and whenever it is about to give priority, but never
says which one applied. Each is named only when phase's own record proves
it, else the scenario is unsupported:

- a creature put from the battlefield into a graveyard there: toughness 0 or
  less in phase's last-known information is CR 704.5f (it is so whatever else
  applies, and the rules put it there by that rule); else phase's
  ``CreatureDestroyed`` with no source and damage marked at least its
  toughness is CR 704.5g;
- a player losing there: life 0 or less in phase's state is CR 704.5a, else
  phase's ``drew_from_empty_library`` is CR 704.5b, else ten or more poison
  counters is CR 704.5c;
- +1/+1 and -1/-1 counters removed in equal numbers from one permanent with
  no event is CR 704.5q (``counters.py`` finds it);
- a token off the battlefield gone from phase's state is CR 704.5d;
- an Aura put from the battlefield into a graveyard there, attached to
  nothing in phase's last-known information, is CR 704.5m;
- a planeswalker put there with no loyalty counters in it is CR 704.5i.
"""
from __future__ import annotations

from typing import Any

Json = dict[str, Any]


def creature_rule(lki: Json, destroyed: bool, damage: int) -> str | None:
    """The rule that put a creature into its owner's graveyard as a state-based
    action, from its last-known information, or ``None``."""
    if "Creature" not in (lki.get("card_types") or ()):
        return None
    toughness = lki.get("toughness")
    if toughness is None:
        return None
    if int(toughness) <= 0:
        return "704.5f"
    if destroyed and damage >= int(toughness):
        return "704.5g"
    return None


def aura_rule(lki: Json, record: Json) -> str | None:
    """CR 704.5m for an Aura that went to the graveyard attached to nothing."""
    if "Aura" in (lki.get("subtypes") or ()) and record.get("attached_to") is None:
        return "704.5m"
    return None


def planeswalker_rule(lki: Json) -> str | None:
    """CR 704.5i for a planeswalker that went to the graveyard with no loyalty."""
    if "Planeswalker" in (lki.get("card_types") or ()) and int((lki.get("counters") or {}).get("loyalty", 0)) <= 0:
        return "704.5i"
    return None


def player_rule(player: Json) -> str | None:
    """The rule that made a player lose as a state-based action, or ``None``."""
    if int(player.get("life", 1)) <= 0:
        return "704.5a"
    if player.get("drew_from_empty_library"):
        return "704.5b"
    if int(player.get("poison_counters") or 0) >= 10:
        return "704.5c"
    return None


def annihilated(changes: list[tuple[int, str, int]]) -> dict[int, int]:
    """Permanent -> N for the silent counter changes that remove N +1/+1 and
    N -1/-1 counters from it and nothing else (CR 704.5q)."""
    by_object: dict[int, dict[str, int]] = {}
    for pid, name, amount in changes:
        by_object.setdefault(pid, {})[name] = amount
    return {pid: -c["+1/+1"] for pid, c in by_object.items()
            if set(c) == {"+1/+1", "-1/-1"} and c["+1/+1"] == c["-1/-1"] < 0}
