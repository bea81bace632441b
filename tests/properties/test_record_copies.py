"""``records.replace`` copies a record's slots without running ``__init__``
when the record's ``__init__`` would do nothing but write each field. These
tests fail if a copy ever differs from ``dataclasses.replace`` (the board
replay's look-back boards, CR 603.10, rest on it), or if the replayed record
classes gain a ``__post_init__`` or a field ``__init__`` does not take."""
from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from properties.matching import Source
from properties.tracked_board import Delayed, Obj, TrackedBoard
from reference_engine import records
from reference_engine.ids import Step, Zone

OBJ = Obj(id=3, card="bear", root=3, owner=0, zone=Zone.BATTLEFIELD, controller=1, counters=(("+1/+1", 2),))
BOARD = TrackedBoard(objects={3: OBJ}, life=(20, 18), stack=(7,), step=Step.UPKEEP,
                     delayed=(Delayed(ability="a/0", controller=0, source=3, tracked=None, created=2),))
NEW: dict[str, Any] = {"id": 9, "card": "elk", "root": 9, "owner": 1, "zone": Zone.GRAVEYARD, "controller": 0,
                       "tapped": True, "counters": (), "damage": 2, "attached_to": 4, "since": 5, "sick": True,
                       "ability": "x/1", "source": 2, "triggered": True, "phased_out": True,
                       "control": ((1, 0),), "pumps": ((1, 1, 3),), "token": True, "copy_of": 8,
                       "objects": {}, "life": (1, 2, 3), "lost": frozenset({1}), "turn": 4,
                       "active": 1, "attackers": ((3, 1),), "blocks": ((4, 3),),
                       "blocked_by_effect": (3,), "resolutions": (("a/0", 3, True),), "declined": frozenset({7}),
                       "chosen": ((3, "Elf"),), "died_on_turn": 2, "spent": ((3, "{G}"),), "stack": (),
                       "fired": 6, "created": 1, "tracked": 3, "step": Step.CLEANUP, "delayed": ()}


@pytest.mark.parametrize("record", [OBJ, BOARD, BOARD.delayed[0]], ids=lambda r: type(r).__name__)
def test_every_field_copies_as_dataclasses_replace(record: Any) -> None:
    names = [f.name for f in dataclasses.fields(record)]
    assert set(names) <= set(NEW)
    for name in names:
        assert records.replace(record, **{name: NEW[name]}) == dataclasses.replace(record, **{name: NEW[name]})
    both = {n: NEW[n] for n in names[:2]}
    copied = records.replace(record, **both)
    assert copied == dataclasses.replace(record, **both) and type(copied) is type(record)
    assert records.replace(record) == record


@pytest.mark.parametrize("cls", [Obj, TrackedBoard, Delayed])
def test_the_replayed_records_are_copied_without_init(cls: type) -> None:
    # No __post_init__ and only __init__ fields: __init__ would just write each field.
    assert records.writes_fields_only(cls)
    assert records.copier_for(cls, (dataclasses.fields(cls)[0].name,)).__name__ == "copier"


def _checked() -> type:
    """A fresh frozen, slotted record whose ``__post_init__`` refuses a negative ``n``."""
    @dataclasses.dataclass(frozen=True, slots=True)
    class Checked:
        n: int

        def __post_init__(self) -> None:
            if self.n < 0:
                raise ValueError(self.n)

    return Checked


def test_other_records_and_unknown_names_run_init_as_dataclasses_replace_does() -> None:
    Checked, FastChecked = _checked(), records.fast_init(_checked())

    with pytest.raises(ValueError):
        records.replace(Checked(1), n=-1)
    with pytest.raises(ValueError):
        records.replace(FastChecked(1), n=-1)
    assert records.copier_for(FastChecked, ("n",)).__name__ == "replacer"
    with pytest.raises(TypeError):
        records.replace(OBJ, colour="green")  # type: ignore[call-arg]
    assert records.copier_for(Source, ("ref",)).__name__ == "copier"
