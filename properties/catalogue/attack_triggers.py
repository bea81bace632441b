"""The player-level attack triggers (CR 508.3b-e).

Read from the scenario and the History alone, with the checkers' own
matching (``properties.matching``): "whenever you're attacked", "whenever you
attack with a Soldier", "whenever you attack" and "whenever an opponent
attacks you" match only an ``attackers_declared`` event, a set number of times
for it, and never a creature put onto the battlefield attacking (a
``zone_change`` naming ``attacking``), which was never declared (CR 508.4).
"""
from __future__ import annotations

from properties.catalogue.common import Analysis, trigger_counts
from properties.matching import PLAYER_ATTACK_EVENTS
from properties.registry import Case, Verdict, prop
from properties.rules_catalog import declare_clause
from reference_engine import events as ev
from reference_engine.abilities import Ability

declare_clause(
    "508.3b", invariant=True,
    title_en="\"Is attacked\" triggers", title_fr="Déclenchements « est attaqué »",
    paraphrase_en="An ability that triggers when a player or a permanent is attacked triggers once for a "
                  "declaration that has one or more creatures attacking it, however many; a creature put "
                  "onto the battlefield attacking it does not make it trigger.",
    paraphrase_fr="Une capacité qui se déclenche quand un joueur ou un permanent est attaqué se déclenche "
                  "une fois pour une déclaration où une ou plusieurs créatures l'attaquent, quel que soit "
                  "leur nombre ; une créature mise sur le champ de bataille en train de l'attaquer ne la "
                  "déclenche pas.",
)
declare_clause(
    "508.3c", invariant=True,
    title_en="\"Attacks with\" triggers", title_fr="Déclenchements « attaque avec »",
    paraphrase_en="An ability that triggers when a player attacks with a kind of creature triggers once "
                  "for each creature of that kind the player controls that is declared as an attacker.",
    paraphrase_fr="Une capacité qui se déclenche quand un joueur attaque avec un genre de créature se "
                  "déclenche une fois pour chaque créature de ce genre qu'il contrôle déclarée attaquante.",
)
declare_clause(
    "508.3d", invariant=True,
    title_en="\"Attacks\" triggers of a player", title_fr="Déclenchements « attaque » d'un joueur",
    paraphrase_en="An ability that triggers when a player attacks triggers once when one or more creatures "
                  "that player controls are declared as attackers, however many there are and whatever "
                  "they attack.",
    paraphrase_fr="Une capacité qui se déclenche quand un joueur attaque se déclenche une fois quand une "
                  "ou plusieurs créatures qu'il contrôle sont déclarées attaquantes, quels que soient leur "
                  "nombre et ce qu'elles attaquent.",
)
declare_clause(
    "508.3e", invariant=True,
    title_en="\"Attacks [a player]\" triggers", title_fr="Déclenchements « attaque [un joueur] »",
    paraphrase_en="An ability that triggers when one player attacks another triggers once when one or more "
                  "of the first player's creatures are declared attacking the second; a creature put onto "
                  "the battlefield attacking, or an attack on a planeswalker or a battle, does not count.",
    paraphrase_fr="Une capacité qui se déclenche quand un joueur en attaque un autre se déclenche une fois "
                  "quand une ou plusieurs créatures du premier sont déclarées attaquant le second ; une "
                  "créature mise sur le champ de bataille en train d'attaquer, ou une attaque contre un "
                  "planeswalker ou une bataille, ne compte pas.",
)


def _player_attack(ability: Ability, _src: int, _occ: ev.Event, _a: Analysis) -> bool:
    return ability.trigger is not None and ability.trigger.event in PLAYER_ATTACK_EVENTS


@prop(id="attack-triggers-per-declaration", rules=("508.3b", "508.3c", "508.3d", "508.3e"),
      title="\"You attack\", \"you're attacked\" and \"an opponent attacks you\" trigger once per declaration",
      title_fr="« Vous attaquez », « vous êtes attaqué » et « un adversaire vous attaque » se déclenchent "
               "une fois par déclaration",
      features=("combat", "attack-triggers"), families=("attack_declarations",),
      needs_events=("attackers_declared", "triggered"), needs_actions=("declare_attackers",))
def attack_triggers_per_declaration(case: Case) -> Verdict:
    """The declaration of attackers is the only occurrence of the
    player-level attack triggers, and each triggers a set number of times
    for it: "whenever [a player] attacks" once for the attacking player,
    "whenever [a player] is attacked" once for each attacked player,
    "whenever [a player] attacks [a player]" once for each attacked player,
    however many creatures attack them, and "whenever [a player] attacks
    with [a creature]" once for each such creature declared. A creature put
    onto the battlefield attacking triggers none of them. The example counts
    as exercised when one of them had to trigger or did."""
    return trigger_counts(case, _player_attack, "a declaration of attackers")
