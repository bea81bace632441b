"""A resolving instruction to create tokens creates them (CR 608.2c, 111.1).

The checker reads each resolution's instructions from the scenario (the
ability, its chosen modes, its kicker, as ``resolving-instructions-are-followed``
announces them) and counts, for every "create N tokens" instruction, the
``token_created`` events between ``resolving`` and ``resolved``: N tokens of
that definition, under the resolving object's controller. Token copies
(``create_token_copy``) depend on the object copied and are not judged here.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from properties.catalogue import tokens as _tokens  # noqa: F401 - it declares the clause of CR 111.1
from properties.catalogue.common import analyse
from properties.catalogue.instructions import Announced, announced, declined, instructions, resolutions
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from reference_engine import events as ev
from reference_engine.abilities import EffectKind


def owed_tokens(info: Announced) -> Counter[str]:
    """How many tokens of each definition the resolution's instructions create."""
    owed: Counter[str] = Counter()
    for eff in instructions(info):
        if eff.kind is EffectKind.CREATE_TOKEN and eff.token is not None and eff.amount > 0:
            owed[eff.token.key] += eff.amount
    return owed


def _made(window: Sequence[ev.Event], controller: int) -> Counter[str]:
    """The tokens created in a resolution's window under ``controller``, by definition."""
    return Counter(e.card for e in window
                   if isinstance(e, ev.TokenCreated) and e.copy_of is None and e.controller == controller)


@prop(id="token-instructions-create-their-tokens", rules=("608.2c", "111.1"),
      title="A resolving instruction to create tokens creates them",
      title_fr="Une instruction de création de jetons qui se résout les crée",
      features=("resolution", "tokens"), families=("tokens",),
      needs_events=("resolving", "resolved", "token_created"))
def token_instructions_create_their_tokens(case: Case) -> Verdict:
    """As a spell or ability resolves, each of its instructions to create N
    tokens puts N tokens of that definition onto the battlefield under the
    control of the resolving object's controller (CR 608.2c, 111.1), between
    its ``resolving`` and ``resolved`` events; a declined "may" or a paid
    "unless" means nothing is created (CR 603.5). Exercised when a resolution
    that had to create tokens was followed."""
    a = analyse(case)
    info = announced(a)
    exercised = False
    for begin, e, window in resolutions(a, info):
        owed = owed_tokens(info[e.object])
        if not owed or declined(window, e.object):
            continue
        exercised = True
        made = _made(window, info[e.object].controller)
        for key, n in sorted(owed.items()):
            if made[key] != n:
                return failed(*says("instructions.tokens", obj=e.object, amount=n, token=key,
                                    player=info[e.object].controller, got=made[key]),
                              (begin.seq, e.seq))
    return passed(exercised)
