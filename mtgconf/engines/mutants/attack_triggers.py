"""Mutants of the player-level attack triggers (CR 508.3b-e), each modelled on
a reported engine bug."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules

_KILLER = ("attack-triggers-per-declaration",)


@mutant("attacked-needs-source-attacking", rules=("508.3b",), killed_by=_KILLER,
        report="phase pull request #4401 (https://github.com/phase-rs/phase/pull/4401): \"whenever "
               "enchanted player is attacked\" never triggered, because its matcher, given no "
               "attacker filter, required the ability's source to be one of the attackers")
class AttackedNeedsSourceAttacking(Rules):
    """A "whenever [a player] is attacked" ability triggers only if its own source is among
    the creatures declared attacking that player."""

    def attacked_trigger_matches(self, source_attacks: bool) -> bool:
        return source_attacks


@mutant("attacked-per-attacker", rules=("508.3b",), killed_by=_KILLER,
        report="phase pull request #4401 (https://github.com/phase-rs/phase/pull/4401): the "
               "review of the fix for \"whenever enchanted player is attacked\" found that it emitted "
               "one trigger per attacking creature instead of one per attacked player")
class AttackedPerAttacker(Rules):
    """"Whenever [a player] is attacked" triggers once for each creature declared attacking
    that player instead of once per attacked player."""

    def is_attacked_occurrences(self, attacking_that_player: int) -> int:
        return attacking_that_player


@mutant("you-attack-needs-two-attackers", rules=("508.3d",), killed_by=_KILLER,
        report="XMage issue #8387 (https://github.com/magefree/mage/issues/8387): Augusta, Dean "
               "of Order's \"whenever you attack\" triggered only when attacking with two or more "
               "creatures or with Augusta herself, not with a single other creature")
class YouAttackNeedsTwoAttackers(Rules):
    """A "whenever [a player] attacks" ability triggers only when two or more creatures are
    declared as attackers, or its own source is one of them."""

    def player_attacks_matches(self, attackers: int, source_attacks: bool) -> bool:
        return attackers >= 2 or source_attacks


@mutant("attacks-you-per-attacker", rules=("508.3e",), killed_by=_KILLER,
        report="phase issue #2386 (https://github.com/phase-rs/phase/issues/2386): Lulu, Stern "
               "Guardian's \"whenever an opponent attacks you\" triggered once for each attacking "
               "creature (five triggers for five attackers) instead of once")
class AttacksYouPerAttacker(Rules):
    """"Whenever [a player] attacks [a player]" triggers once for each creature declared
    attacking that player instead of once per attacked player."""

    def attacks_player_occurrences(self, attacking_that_player: int, first_attacked: bool) -> int:
        return attacking_that_player


@mutant("attacks-player-once-per-declaration", rules=("508.3e",), killed_by=_KILLER,
        report="phase pull request #7493 (https://github.com/phase-rs/phase/pull/7493): every "
               "\"whenever you attack a player\" card parsed as a bare \"whenever you attack\" "
               "trigger, so a declaration attacking two players collapsed to one firing instead of "
               "one for each attacked player")
class AttacksPlayerOncePerDeclaration(Rules):
    """"Whenever [a player] attacks [a player]" triggers once per declaration, for the first
    player attacked only, however many players are attacked."""

    def attacks_player_occurrences(self, attacking_that_player: int, first_attacked: bool) -> int:
        return 1 if first_attacked else 0


@mutant("entered-attacker-attacks-player", rules=("508.3e", "508.4"), killed_by=_KILLER,
        report="XMage pull request #13764 (https://github.com/magefree/mage/pull/13764): reviewing "
               "the new \"attacks player with creatures\" trigger (tested with Soaring Lightbringer), "
               "the maintainer asked for the case of a creature put onto the battlefield attacking, "
               "which must not trigger it (CR 508.4)")
class EnteredAttackerAttacksPlayer(Rules):
    """A creature put onto the battlefield attacking a player makes its controller "attack"
    that player again: "whenever [a player] attacks [a player]" triggers for its arrival."""

    def entered_attacker_attacks_player(self) -> bool:
        return True
