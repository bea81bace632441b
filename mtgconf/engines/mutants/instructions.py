"""Mutants whose resolving instructions are not followed (CR 608.2c): life loss, damage, tokens, a
target moved, divided counters."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("life-loss-instruction-does-nothing", rules=("608.2c",),
        killed_by=("resolving-instructions-are-followed",),
        report="phase.rs issue #1245 (https://github.com/phase-rs/phase/issues/1245): Unstoppable "
               "Slasher's combat-damage trigger went on the stack and resolved, but the player it "
               "names lost no life: the \"they lose half their life\" instruction resolved as losing 0")
class LifeLossInstructionDoesNothing(Rules):
    """A spell or ability resolves, but its instruction that a player loses
    life changes no life total."""

    def instruction_life_change(self, amount: int) -> int:
        return max(amount, 0)


@mutant("damage-instruction-spares-players", rules=("608.2c", "120.3"),
        killed_by=("resolving-instructions-are-followed",),
        report="phase.rs issue #6409 (https://github.com/phase-rs/phase/issues/6409): Magebane "
               "Lizard's trigger, \"deals damage to that player equal to ...\", went on the stack and "
               "resolved but dealt no damage")
class DamageInstructionSparesPlayers(Rules):
    """A resolving spell or ability's instruction to deal damage to a player
    deals none; damage to permanents is dealt."""

    def instruction_deals_damage(self, to_player: bool) -> bool:
        return not to_player


@mutant("token-instruction-creates-nothing", rules=("608.2c", "111.1"),
        killed_by=("token-instructions-create-their-tokens",),
        report="phase.rs issue #645 (https://github.com/phase-rs/phase/issues/645): Martial Coup cast "
               "with X above 5 resolved and destroyed the other creatures, but its instruction to "
               "create X 1/1 Soldier tokens created none")
class TokenInstructionCreatesNothing(Rules):
    """A spell or ability resolves, but its instruction to create tokens puts
    none onto the battlefield; its other instructions are followed."""

    def instruction_creates_tokens(self, amount: int) -> int:
        return 0


@mutant("targeted-move-instruction-does-nothing", rules=("608.2c",),
        killed_by=("resolving-instructions-are-followed",),
        report="phase.rs issue #602 (https://github.com/phase-rs/phase/issues/602): Sundering "
               "Archaic's enters trigger targeted the right opponent's creature and resolved, but "
               "the creature was not exiled")
class TargetedMoveInstructionDoesNothing(Rules):
    """A resolving spell or ability's instruction to destroy, exile or return
    its target leaves the target where it is; the same instructions about its
    source or about "each" object are followed."""

    def instruction_moves_object(self, targeted: bool) -> bool:
        return not targeted


@mutant("divided-counters-put-nowhere", rules=("601.2d", "608.2c"),
        killed_by=("resolving-instructions-are-followed",),
        report="XMage pull request #11298 (https://github.com/magefree/mage/pull/11298): among the "
               "counter-distributing cards it fixed, Stumpsquall Hydra put none of the +1/+1 "
               "counters it distributes among its targets on any of them")
class DividedCountersPutNowhere(Rules):
    """Counters divided among targets as the spell was cast are put on none of
    them as it resolves."""

    def divided_counters(self, shares: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(0 for _ in shares)
