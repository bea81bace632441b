"""Why phase refused an action, as a refusal code (CR 733).

phase refuses an action it does not allow with a ``ValueError`` whose message
says why ("Action not allowed: Cannot pay mana cost", "Wrong player", ...).
Each message the adapter knows is phase's reason in a word a checker can
rely on; one it does not know cannot be given a code, so the scenario is
unsupported (with the feature ``refusal-codes`` declared, every
``illegal_action`` carries a code).
"""
from __future__ import annotations

from mtgconf.adapters.protocol import Unsupported
from reference_engine.events import RefusalCode

_BY_MESSAGE: tuple[tuple[str, RefusalCode], ...] = (
    ("Wrong player", RefusalCode.PRIORITY),
    ("Not your priority", RefusalCode.PRIORITY),
    ("Sorcery-speed spells can only be cast", RefusalCode.TIMING),  # in a main phase, by the active player, empty stack
    ("Can only play lands", RefusalCode.TIMING),  # in a main phase, with the stack empty
    ("Activation restriction not satisfied: AsSorcery", RefusalCode.TIMING),
    ("Cannot pay mana cost", RefusalCode.COST),
    ("Cannot activate tap ability: permanent is tapped", RefusalCode.COST),
    ("Already played maximum lands this turn", RefusalCode.LIMIT),
    ("Activation restriction not satisfied: OnlyOnceEachTurn", RefusalCode.LIMIT),
    ("Creature has summoning sickness", RefusalCode.PROHIBITED),
    ("Not enough loyalty to activate ability", RefusalCode.COST),  # a minus cost above the loyalty (CR 606.6)
    # phase words a second loyalty activation in a turn (CR 606.3) and one at
    # instant speed the same way: the message names neither the limit nor
    # the timing, so it gets the code that claims nothing
    ("Cannot activate loyalty ability", RefusalCode.OTHER),
    ("Card is not in a castable zone", RefusalCode.OTHER),
    ("not a castable zone", RefusalCode.OTHER),
    ("Card not found in hand", RefusalCode.OTHER),
)
"""A fragment of phase's message -> the code it gives (messages as phase-python 0.103.0 words them)."""

def code_of(message: str) -> RefusalCode:
    """The code of phase's refusal message; ``Unsupported`` for a message the
    adapter does not know."""
    for fragment, code in _BY_MESSAGE:
        if fragment in message:
            return code
    raise Unsupported(f"phase refused an action for a reason the adapter gives no code: {message!r}")
