"""An input error's JSON path names something the document wrote, or the
first key it left out: a check that reads a default value filled in for a
left-out object points at that object's key, not at a field inside it."""
from __future__ import annotations

import pytest

from reference_engine.abilities import Ability, AbilityKind, ContinuousEffect, ContinuousKind, ObjectFilter, Subject
from reference_engine.codec import scenario_from_json, to_json, written_part
from reference_engine.errors import ScenarioError
from reference_engine.ids import CardType
from tests.engine.builder import permanent, scenario

DOC = {"cards": [{"abilities": [{"static": {"kind": "modify_pt"}}]}],
       "choices": {"creature_types": {"kin-7/0": "Elf"}}}


@pytest.mark.parametrize(("path", "written"), [
    ("$.cards[0].abilities[0].static.filter.subject", "$.cards[0].abilities[0].static.filter"),
    ("$.cards[0].abilities[0].static.kind", "$.cards[0].abilities[0].static.kind"),
    ("$.cards[3].key", "$.cards[3]"),
    ("$.choices.creature_types.kin-7/0", "$.choices.creature_types.kin-7/0"),
    ("$", "$"),
])
def test_a_path_is_cut_after_its_first_missing_key(path: str, written: str) -> None:
    assert written_part(DOC, path) == written


def test_a_left_out_filter_is_named_not_its_subject() -> None:
    # "Enchanted creature gets +1/+1" needs the filter subject 'enchanted'; a
    # document that leaves the filter out gets the default, subject 'any'.
    aura = permanent("charm", (CardType.ENCHANTMENT,), Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
        kind=ContinuousKind.MODIFY_PT, power=1, toughness=1, filter=ObjectFilter(subject=Subject.ANY))),
        subtypes=("Aura",))
    doc = to_json(scenario([aura], [], []))
    del doc["cards"][0]["abilities"][0]["static"]["filter"]
    with pytest.raises(ScenarioError) as err:
        scenario_from_json(doc)
    assert err.value.path == "$.cards[0].abilities[0].static.filter"
