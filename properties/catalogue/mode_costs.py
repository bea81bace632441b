"""How many modes a spell is cast with, and what they cost (CR 700.2,
700.2d, 601.2f, 702.42a, 702.172a).

Read from the scenario and the History: a cast spell that chooses several
modes (``choose``), has entwine or is a spree spell lists as many modes as it
allows, none twice, or every one when entwined; and its locked-in total is
its mana cost plus the entwine cost exactly when every mode was chosen
although it chooses fewer, plus the cost of each chosen spree mode (with any
kicker and additional cost, less reductions, as ``total-cost-locked-in``
computes it).
"""
from __future__ import annotations

from collections import Counter

from properties.card_facts import mana_symbols
from properties.catalogue.casting import _casts, _expected_cost, _fmt, _of
from properties.total_cost import mode_costs
from properties.catalogue.common import analyse
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from properties.rules_catalog import declare_clause
from properties.targeting import mode_bounds
from reference_engine import events as ev
from reference_engine.abilities import Ability, AbilityKind

declare_clause(
    "700.2d", invariant=True,
    title_en="No mode twice", title_fr="Pas deux fois le même mode",
    paraphrase_en="A player allowed to choose several modes picks different ones, unless the spell or "
                  "ability says the same mode may be picked again.",
    paraphrase_fr="Un joueur qui peut choisir plusieurs modes en prend des différents, sauf si le sort "
                  "ou la capacité permet de reprendre le même mode.",
)

declare_clause(
    "702.42a", invariant=True,
    title_en="Entwine", title_fr="Enlacement",
    paraphrase_en="Entwine is an additional cost a modal spell's caster may pay; when they pay it, they "
                  "choose every mode instead of the number the spell names.",
    paraphrase_fr="L'enlacement est un coût supplémentaire que le lanceur d'un sort modal peut payer ; "
                  "s'il le paie, il choisit tous les modes au lieu du nombre indiqué.",
)
declare_clause(
    "702.172a", invariant=True,
    title_en="Spree", title_fr="Frénésie",
    paraphrase_en="A spree spell's caster chooses one or more modes and, as an additional cost, pays the "
                  "cost printed with each mode chosen.",
    paraphrase_fr="Le lanceur d'un sort à frénésie choisit un ou plusieurs modes et paie, en coût "
                  "supplémentaire, le coût imprimé avec chaque mode choisi.",
)


def _several(spell: Ability) -> bool:
    """Whether the spell may be cast with more than one mode."""
    return bool(spell.modes) and (mode_bounds(spell)[1] > 1 or spell.entwine is not None)


@prop(id="mode-count-and-costs", rules=("700.2", "700.2d", "601.2f", "702.42a", "702.172a"),
      title="A spell gets as many different modes as it allows, and pays for exactly those",
      title_fr="Un sort reçoit autant de modes différents qu'il le permet, et paie exactement pour eux",
      features=("modes", "casting", "costs"), families=("modal_choices",),
      needs_events=("cast", "cost_locked"), needs_actions=("cast",))
def mode_count_and_costs(case: Case) -> Verdict:
    """A spell that chooses two, one or more, or that has entwine or spree,
    is cast with a number of different modes it allows (all of them when its
    entwine cost is paid); its total cost adds the entwine cost exactly when
    every mode was chosen that way, and the cost of each chosen spree mode,
    no more and no less."""
    a = analyse(case)
    seen = False
    for c, move in _casts(a):
        card = a.scenario.card(c.card)
        spell = next((x for x in card.abilities if x.kind is AbilityKind.SPELL), None)
        if spell is None or not _several(spell):
            continue
        seen = True
        least, most = mode_bounds(spell)
        n = len(c.modes)
        entwined = spell.entwine is not None and n == len(spell.modes)
        if len(set(c.modes)) != n or not (least <= n <= most or entwined):
            return failed(*says("modes.count", least=least, most=most, modes=list(c.modes)), (c.seq,))
        locks = _of(a, ev.CostLocked, c.object)
        want = _expected_cost(a, c, move)
        if want is not None and locks and Counter(mana_symbols(locks[0].mana)) != want:
            return failed(*says("modes.cost", want=_fmt(want), modes=list(c.modes), locked=locks[0].mana,
                                extra=[k.mana for k in mode_costs(spell, c.modes)]), (locks[0].seq, c.seq))
    return passed(seen)
