"""Checker explanations as templates: an id and parameters, rendered per language.

A checker says what it expected and what it observed with ``says(id, **params)``,
a pair of ``Message`` records; the report renders them in English or French
from ``properties.explanations.TEXTS``. Parameters are plain JSON values
(numbers, strings, booleans, lists) or nested messages. A template field may
carry a format spec that the renderer translates:

- ``{v:bool}`` yes / no, ``{v:truth}`` true / false;
- ``{n:pl:one:many}`` the number and the noun in its singular or plural form
  (French uses the singular for 0 and 1); ``{n:times}`` once / 3 times;
- ``{v:lower}`` the value in lower case; ``{v:notes}`` a list joined with "; ";
- ``{v:step}``, ``{v:zone}``, ``{v:order}``, ``{v:choice}``, ``{v:reason}``: a term
  of the rules from ``TERMS``.
"""
from __future__ import annotations

import string
from dataclasses import dataclass, field
from typing import Any, Mapping

from reference_engine.records import fast_init

LANGS = ("en", "fr")


@fast_init
@dataclass(frozen=True, slots=True)
class Message:
    """One sentence part: a template id and its parameters."""

    key: str
    params: dict[str, Any] = field(default_factory=dict)

    def text(self, lang: str = "en") -> str:
        return render(self, lang)

    def to_json(self) -> dict[str, Any]:
        return {"key": self.key, "params": {k: _param_json(v) for k, v in sorted(self.params.items())}}

    def __str__(self) -> str:
        return self.text("en")


def _param_json(value: Any) -> Any:
    if isinstance(value, Message):
        return value.to_json()
    if isinstance(value, (list, tuple)):
        return [_param_json(v) for v in value]
    return value


def from_json(data: Mapping[str, Any]) -> Message:
    """A message read back from its JSON form (as results.json stores it)."""
    return Message(str(data["key"]), {k: _param_value(v) for k, v in dict(data.get("params", {})).items()})


def _param_value(value: Any) -> Any:
    if isinstance(value, dict) and set(value) == {"key", "params"}:
        return from_json(value)
    if isinstance(value, list):
        return [_param_value(v) for v in value]
    return value


def says(key: str, **params: Any) -> tuple[Message, Message]:
    """The expected and observed parts of one checker finding (``failed(*says(...), events)``)."""
    return Message(f"{key}.expected", params), Message(f"{key}.observed", params)


def msg(key: str, **params: Any) -> Message:
    """One message on its own: a part of a sentence built by a helper."""
    return Message(key, params)


TERMS: dict[str, dict[str, dict[str, str]]] = {
    "bool": {"True": {"en": "yes", "fr": "oui"}, "False": {"en": "no", "fr": "non"}},
    "truth": {"True": {"en": "true", "fr": "vraie"}, "False": {"en": "false", "fr": "fausse"}},
    "order": {"as_triggered": {"en": "as_triggered", "fr": "dans l'ordre de déclenchement"},
              "reverse": {"en": "reverse", "fr": "dans l'ordre inverse"}},
    "choice": {"may": {"en": "may", "fr": "« vous pouvez »"}, "unless": {"en": "unless", "fr": "« à moins que »"},
               "offer": {"en": "offer", "fr": "offre"}},
    "step": {
        "untap": {"en": "untap", "fr": "dégagement"}, "upkeep": {"en": "upkeep", "fr": "entretien"},
        "draw": {"en": "draw", "fr": "pioche"}, "precombat_main": {"en": "precombat_main", "fr": "première phase principale"},
        "beginning_of_combat": {"en": "beginning_of_combat", "fr": "début du combat"},
        "declare_attackers": {"en": "declare_attackers", "fr": "déclaration des attaquants"},
        "declare_blockers": {"en": "declare_blockers", "fr": "déclaration des bloqueurs"},
        "combat_damage": {"en": "combat_damage", "fr": "blessures de combat"},
        "end_of_combat": {"en": "end_of_combat", "fr": "fin du combat"},
        "postcombat_main": {"en": "postcombat_main", "fr": "seconde phase principale"},
        "end": {"en": "end", "fr": "fin de tour"}, "cleanup": {"en": "cleanup", "fr": "nettoyage"},
    },
    "zone": {
        "library": {"en": "library", "fr": "bibliothèque"}, "hand": {"en": "hand", "fr": "main"},
        "battlefield": {"en": "battlefield", "fr": "champ de bataille"},
        "graveyard": {"en": "graveyard", "fr": "cimetière"}, "stack": {"en": "stack", "fr": "pile"},
        "exile": {"en": "exile", "fr": "exil"}, "outside": {"en": "outside", "fr": "hors de la partie"},
    },
    "what": {
        "one per occurrence": {"en": "one per occurrence", "fr": "une fois par occurrence"},
        "looking back": {"en": "looking back", "fr": "en regardant dans le passé"},
        "dies": {"en": "dies", "fr": "meurt"},
        "enters": {"en": "enters", "fr": "arrive"},
        "beginning of step": {"en": "beginning of step", "fr": "début d'étape"},
        "blocks": {"en": "blocks", "fr": "bloque"},
        "blocks a creature": {"en": "blocks a creature", "fr": "bloque une créature"},
        "becomes blocked": {"en": "becomes blocked", "fr": "devient bloquée"},
        "of the chosen type": {"en": "of the chosen type", "fr": "du type choisi"},
        "becomes blocked by": {"en": "becomes blocked by", "fr": "devient bloquée par"},
        "attacks and isn't blocked": {"en": "attacks and isn't blocked", "fr": "attaque et n'est pas bloquée"},
        "intervening if": {"en": "intervening if", "fr": "« intervient si »"},
        "condition as it last existed": {"en": "condition as it last existed",
                                         "fr": "condition telle qu'elle existait en dernier"},
        "damage dealt": {"en": "damage dealt", "fr": "blessures infligées"},
        "a permanent leaving with its owner": {"en": "a permanent leaving with its owner",
                                               "fr": "un permanent qui part avec son propriétaire"},
        "only once each turn": {"en": "only once each turn", "fr": "une seule fois par tour"},
        "phases out, looking back": {"en": "phases out, looking back", "fr": "passe hors phase, en regardant dans le passé"},
        "becomes unattached, looking back": {"en": "becomes unattached, looking back",
                                             "fr": "devient détaché, en regardant dans le passé"},
        "becomes (un)tapped": {"en": "becomes (un)tapped", "fr": "s'engage ou se dégage"},
        "with additional-time effects": {"en": "with additional-time effects",
                                         "fr": "avec des effets de déclenchement supplémentaire"},
        "despite a can't-activate effect": {"en": "despite a can't-activate effect",
                                            "fr": "malgré un effet qui interdit d'activer"},
        "player loses": {"en": "player loses", "fr": "un joueur perd"},
        "lose control": {"en": "lose control", "fr": "perte de contrôle"},
        "spell countered": {"en": "spell countered", "fr": "sort contrecarré"},
        "put into a graveyard": {"en": "put into a graveyard", "fr": "mis dans un cimetière"},
        "sacrificed, looking back": {"en": "sacrificed, looking back", "fr": "sacrifié, en regardant dans le passé"},
        "one per card discarded": {"en": "one per card discarded", "fr": "une fois par carte défaussée"},
        "once per spell or ability": {"en": "once per spell or ability", "fr": "une fois par sort ou capacité"},
        "put into exile": {"en": "put into exile", "fr": "mis en exil"},
    },
    "reason": {
        "no_legal_targets": {"en": "no_legal_targets", "fr": "aucune cible légale"},
        "no_legal_mode": {"en": "no_legal_mode", "fr": "aucun mode légal"},
        "illegal_on_resolution": {"en": "illegal_on_resolution", "fr": "cibles illégales à la résolution"},
        "condition_false": {"en": "condition_false", "fr": "condition fausse"},
        "countered": {"en": "countered", "fr": "contrecarré"},
        "rolled_back": {"en": "rolled_back", "fr": "annulé"},
        "controller_left": {"en": "controller_left", "fr": "contrôleur parti"},
    },
}


class _Formatter(string.Formatter):
    def __init__(self, lang: str) -> None:
        super().__init__()
        self.lang = lang

    def format_field(self, value: Any, format_spec: str) -> str:
        if isinstance(value, Message):
            return render(value, self.lang)
        if format_spec.startswith("pl:"):
            one, many = format_spec[3:].split(":", 1)
            singular = abs(value) < 2 if self.lang == "fr" else value == 1
            return f"{value} {one if singular else many}"
        if format_spec == "times":
            if self.lang == "fr":
                return "une fois" if value == 1 else f"{value} fois"
            return "once" if value == 1 else f"{value} times"
        if format_spec == "lower":
            return str(value).lower()
        if format_spec == "notes":
            return "; ".join(self.format_field(v, "") for v in value)
        if format_spec in TERMS:
            entry = TERMS[format_spec].get(str(value))
            return entry[self.lang] if entry else str(value)
        if isinstance(value, list) and not format_spec:
            return "[" + ", ".join(self.format_field(v, "") for v in value) + "]"
        text: str = super().format_field(value, format_spec)
        return text


def template(key: str, lang: str) -> str:
    from properties.explanations import TEXTS

    entry = TEXTS[key]
    return entry.get(lang) or entry["en"]


def render(message: Message, lang: str = "en") -> str:
    """The message's text in ``lang`` (English when the language is unknown)."""
    return _Formatter(lang if lang in LANGS else "en").format(template(message.key, lang), **message.params)


def explanation(expected: Message | str, observed: Message | str, lang: str = "en") -> str:
    """One sentence: what was expected and what was observed."""
    parts = {k: (render(v, lang) if isinstance(v, Message) else str(v)).strip().rstrip(".")
             for k, v in (("expected", expected), ("observed", observed))}
    return " ".join(template("explain", lang).format(**parts).split())


def parts_to_json(expected: Message | str, observed: Message | str) -> dict[str, Any]:
    """The two parts of an explanation as results.json stores them."""
    return {k: v.to_json() if isinstance(v, Message) else {"text": str(v)}
            for k, v in (("expected", expected), ("observed", observed))}


def parts_text(data: Mapping[str, Any], lang: str) -> str:
    """An explanation stored by ``parts_to_json``, rendered in ``lang``."""
    expected, observed = (from_json(data[k]) if "key" in data[k] else str(data[k].get("text", ""))
                          for k in ("expected", "observed"))
    return explanation(expected, observed, lang)
