"""Checker explanations are templates with English and French text: every id a
checker uses exists in both languages with the same fields, and renders."""
from __future__ import annotations

import re
import string
from pathlib import Path

import pytest

from properties.explanations import TEXTS
from properties.messages import LANGS, Message, explanation, from_json, msg, parts_text, parts_to_json, says

ROOT = Path(__file__).resolve().parents[2]
SOURCES = [*(ROOT / "properties" / "catalogue").glob("*.py"), ROOT / "properties" / "fixture_facts.py",
           *(ROOT / "mtgconf" / "runner").glob("*.py")]
# A template id as checkers write it: "family.what", in says(...), msg(...) or a conditional beside them.
_ID = r'"([a-z][a-z-]*\.[a-z0-9-]+)"'
_USES = (rf"(?:says|msg)\(\s*{_ID}", rf"{_ID} if ", rf"else {_ID}", rf"\(\s*{_ID},")


def used_ids() -> set[str]:
    found: set[str] = set()
    for path in SOURCES:
        text = path.read_text(encoding="utf-8")
        for pattern in _USES:
            found |= set(re.findall(pattern, text))
    return found


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_every_template_has_english_and_french_with_the_same_fields() -> None:
    for key, texts in TEXTS.items():
        assert set(texts) == set(LANGS), key
        assert all(texts[lang].strip() for lang in LANGS), key
        assert fields(texts["en"]) == fields(texts["fr"]), key


def test_every_id_a_checker_uses_exists() -> None:
    used = used_ids()
    assert len(used) > 100, "the scan found too few ids: it is broken"
    missing = sorted(k for k in used if k not in TEXTS and f"{k}.expected" not in TEXTS)
    assert missing == []


def test_every_template_is_used() -> None:
    used = used_ids()
    unused = sorted(k for k in TEXTS if k != "explain" and k not in used
                    and k.rsplit(".", 1)[0] not in used)
    assert unused == []


@pytest.mark.parametrize("lang", LANGS)
def test_every_template_renders(lang: str) -> None:
    for key, texts in TEXTS.items():
        spec = {name: spec for _, name, spec, _ in string.Formatter().parse(texts[lang]) if name}
        params = {name: ([msg("fact.none")] if s == "notes" else 1) for name, s in spec.items()}
        assert Message(key, params).text(lang).strip(), key


def test_a_finding_reads_in_french_and_in_english() -> None:
    parts = says("stacking.own-order", player=0, order="reverse")
    assert explanation(*parts) == ("Expected player 0's triggers pushed reverse, "
                                   "but observed they were pushed in another order.")
    assert explanation(*parts, "fr") == ("Attendu : les déclenchements du joueur 0 empilés dans l'ordre inverse. "
                                         "Observé : ils ont été empilés dans un autre ordre.")


def test_plurals_answers_and_nested_messages() -> None:
    assert msg("fact.life-got", life=1).text("fr") == "1 point de vie"
    assert msg("fact.life-got", life=0).text("fr") == "0 point de vie"
    assert msg("fact.life-got", life=18).text("fr") == "18 points de vie"
    assert msg("offer.answer.observed", value=False).text("fr") == "la réponse « non »"
    nested = msg("refusal.moment", step="upkeep", active=1, holder=msg("refusal.nobody"), stack=[3, 4])
    assert nested.text("fr") == "étape entretien, joueur actif 1, priorité à personne, pile [3, 4]"
    assert nested.text("en") == "step upkeep, active player 1, nobody holding priority, stack [3, 4]"


def test_the_stored_form_renders_the_same_after_a_round_trip() -> None:
    parts = says("refusal.instant", what=msg("refusal.activating", ref="k/0"), player=1,
                 at=msg("refusal.moment", step="end", active=0, holder=msg("refusal.player", player=1), stack=[]))
    stored = parts_to_json(*parts)
    assert parts_text(stored, "fr") == explanation(*parts, "fr")
    assert from_json(stored["expected"]) == parts[0]
    assert parts_text(parts_to_json("plain words", parts[1]), "en").startswith("Expected plain words, but")
