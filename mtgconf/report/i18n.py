"""Every interface string of the HTML report, in English and French.

One catalogue so that a missing translation is a test failure, not a stray
English word in a French report. French follows the vocabulary of the French
judge texts the suite was seeded from (pile, capacité déclenchée, JAJNA...).
Strings with ``{name}`` fields are filled with ``str.format``.
"""
from __future__ import annotations

from typing import Callable

LANGS: tuple[str, ...] = ("en", "fr")

CATALOGUE: dict[str, dict[str, str]] = {
    # Page and header
    "doc.title": {"en": "Conformance report", "fr": "Rapport de conformité"},
    "doc.subtitle": {"en": "Magic: The Gathering rules engine", "fr": "Moteur de règles de Magic : l'Assemblée"},
    "hdr.engine": {"en": "Engine", "fr": "Moteur"},
    "hdr.version": {"en": "Version", "fr": "Version"},
    "hdr.suite": {"en": "Suite", "fr": "Suite"},
    "hdr.cr": {"en": "Comprehensive Rules", "fr": "Règles complètes"},
    "hdr.date": {"en": "Started", "fr": "Début"},
    "hdr.duration": {"en": "Duration", "fr": "Durée"},
    "hdr.seed": {"en": "Seed", "fr": "Graine"},
    "hdr.examples": {"en": "Examples per property", "fr": "Exemples par propriété"},
    "hdr.workers": {"en": "Workers", "fr": "Processus"},
    "hdr.shard": {"en": "Shard", "fr": "Fragment"},
    "hdr.conformance": {"en": "Conformance", "fr": "Conformité"},
    "hdr.conformance_note": {
        "en": "passing properties among those the engine supports",
        "fr": "propriétés respectées parmi celles que le moteur prend en charge",
    },
    "hdr.partial": {
        "en": "Partial run: interrupted before every property ran.",
        "fr": "Exécution partielle : interrompue avant que toutes les propriétés soient passées.",
    },
    "hdr.engines": {"en": "Engines compared", "fr": "Moteurs comparés"},
    "nav.grid": {"en": "Rules grid", "fr": "Grille des règles"},
    "nav.compare": {"en": "Comparison", "fr": "Comparaison"},
    "nav.failures": {"en": "Failures", "fr": "Échecs"},
    "nav.properties": {"en": "Properties", "fr": "Propriétés"},
    "nav.stats": {"en": "Statistics", "fr": "Statistiques"},
    "nav.fixtures": {"en": "Judge cases", "fr": "Cas d'arbitrage"},
    # Statuses: always shown as text next to their colour
    "status.pass": {"en": "pass", "fr": "réussite"},
    "status.fail": {"en": "fail", "fr": "échec"},
    "status.error": {"en": "error", "fr": "erreur"},
    "status.unsupported": {"en": "unsupported", "fr": "non pris en charge"},
    "status.xfail": {"en": "known failure", "fr": "échec connu"},
    "status.xpass": {"en": "unexpected pass", "fr": "réussite inattendue"},
    "status.missing": {"en": "not run", "fr": "non exécuté"},
    # Grid of CR sections
    "grid.title": {"en": "Rules sections and properties", "fr": "Sections des règles et propriétés"},
    "grid.intro": {
        "en": "One row per Comprehensive Rules section; each tile is a property citing it. Select a tile for its details.",
        "fr": "Une ligne par section des règles complètes ; chaque case est une propriété qui la cite. Choisissez une case pour le détail.",
    },
    "grid.section": {"en": "Section", "fr": "Section"},
    "grid.summary": {"en": "Summary", "fr": "Bilan"},
    "grid.properties": {"en": "Properties", "fr": "Propriétés"},
    "grid.legend": {"en": "Legend", "fr": "Légende"},
    "grid.passed_of": {"en": "{passed} of {total} pass", "fr": "{passed} sur {total} réussies"},
    # Comparison grid
    "cmp.title": {"en": "Engines compared property by property", "fr": "Comparaison des moteurs, propriété par propriété"},
    "cmp.property": {"en": "Property", "fr": "Propriété"},
    "cmp.total": {"en": "Passing", "fr": "Réussies"},
    # Properties table
    "prop.title": {"en": "Property", "fr": "Propriété"},
    "prop.rules": {"en": "Rules", "fr": "Règles"},
    "prop.status": {"en": "Status", "fr": "Statut"},
    "prop.examples": {"en": "Examples", "fr": "Exemples"},
    "prop.exercised": {"en": "Precondition held", "fr": "Précondition remplie"},
    "prop.duration": {"en": "Time", "fr": "Durée"},
    "prop.reason": {"en": "Note", "fr": "Remarque"},
    "prop.see_failure": {"en": "see the counterexample", "fr": "voir le contre-exemple"},
    "prop.none": {"en": "No property results in this run.", "fr": "Aucun résultat de propriété dans cette exécution."},
    # Failures
    "fail.none": {"en": "No failures: every supported property held.", "fr": "Aucun échec : toutes les propriétés prises en charge sont respectées."},
    "fail.folded": {
        "en": "The first {n} failures are open; select a title to open or fold the others.",
        "fr": "Les {n} premiers échecs sont ouverts ; choisissez un titre pour ouvrir ou replier les autres.",
    },
    "fail.rule": {"en": "Rule", "fr": "Règle"},
    "fail.expected_observed": {"en": "Expected and observed", "fr": "Attendu et observé"},
    "fail.board": {"en": "Minimal counterexample: the board at the start", "fr": "Contre-exemple minimal : la partie au départ"},
    "fail.script": {"en": "Script", "fr": "Script"},
    "fail.timeline": {"en": "Event timeline", "fr": "Chronologie des événements"},
    "fail.replay": {"en": "Replay", "fr": "Rejouer"},
    "fail.copy": {"en": "Copy", "fr": "Copier"},
    "fail.copied": {"en": "Copied", "fr": "Copié"},
    "fail.no_counterexample": {"en": "No counterexample was recorded.", "fr": "Aucun contre-exemple n'a été enregistré."},
    "fail.unreadable": {"en": "This record could not be read: {problem}", "fr": "Cet enregistrement est illisible : {problem}"},
    "fail.raw": {"en": "Raw JSON", "fr": "JSON brut"},
    "fail.no_paraphrase": {"en": "No paraphrase recorded for this rule.", "fr": "Aucune paraphrase enregistrée pour cette règle."},
    # Board
    "board.player": {"en": "Player {id}", "fr": "Joueur {id}"},
    "board.player_short": {"en": "P{id}", "fr": "J{id}"},
    "board.active": {"en": "active player", "fr": "joueur actif"},
    "board.life": {"en": "{n} life", "fr": "{n} points de vie"},
    "board.pool": {"en": "Mana pool", "fr": "Réserve de mana"},
    "board.turn": {"en": "Turn {turn}, {step}", "fr": "Tour {turn}, {step}"},
    "board.empty": {"en": "empty", "fr": "vide"},
    "board.tapped": {"en": "tapped", "fr": "engagé"},
    "board.controller": {"en": "Controller {p}", "fr": "Contrôleur {p}"},
    "board.owner": {"en": "owner {p}", "fr": "propriétaire {p}"},
    "board.attached": {"en": "attached to #{id}", "fr": "attaché à #{id}"},
    "board.damage": {"en": "{n} damage", "fr": "{n} blessures"},
    "board.sick": {"en": "summoning sick", "fr": "mal d'invocation"},
    "board.effects": {"en": "Effects in force", "fr": "Effets en vigueur"},
    "board.top_first": {"en": "top first", "fr": "du dessus vers le dessous"},
    "board.script_line": {"en": "{who}: {what}", "fr": "{who}\u00a0: {what}"},
    # Zones (CR 400.1)
    "zone.library": {"en": "Library", "fr": "Bibliothèque"},
    "zone.hand": {"en": "Hand", "fr": "Main"},
    "zone.battlefield": {"en": "Battlefield", "fr": "Champ de bataille"},
    "zone.graveyard": {"en": "Graveyard", "fr": "Cimetière"},
    "zone.stack": {"en": "Stack", "fr": "Pile"},
    "zone.exile": {"en": "Exile", "fr": "Exil"},
    "zone.outside": {"en": "Outside the game", "fr": "Hors de la partie"},
    # Steps
    "step.untap": {"en": "untap step", "fr": "étape de dégagement"},
    "step.upkeep": {"en": "upkeep", "fr": "étape d'entretien"},
    "step.draw": {"en": "draw step", "fr": "étape de pioche"},
    "step.precombat_main": {"en": "precombat main phase", "fr": "première phase principale"},
    "step.beginning_of_combat": {"en": "beginning of combat", "fr": "étape de début du combat"},
    "step.declare_attackers": {"en": "declare attackers step", "fr": "étape de déclaration des attaquants"},
    "step.declare_blockers": {"en": "declare blockers step", "fr": "étape de déclaration des bloqueurs"},
    "step.combat_damage": {"en": "combat damage step", "fr": "étape des blessures de combat"},
    "step.end_of_combat": {"en": "end of combat step", "fr": "étape de fin du combat"},
    "step.postcombat_main": {"en": "postcombat main phase", "fr": "seconde phase principale"},
    "step.end": {"en": "end step", "fr": "étape de fin"},
    "step.cleanup": {"en": "cleanup step", "fr": "étape de nettoyage"},
    # Script actions
    "act.pass": {"en": "pass", "fr": "passe"},
    "act.resolve_top": {"en": "resolve the top object", "fr": "résolution de l'objet le plus haut"},
    "act.resolve_all": {"en": "resolve until the stack is empty", "fr": "résolution jusqu'à ce que la pile soit vide"},
    "act.advance_to": {"en": "advance to", "fr": "avancer jusqu'à"},
    "act.cast": {"en": "cast", "fr": "lancer"},
    "act.activate": {"en": "activate", "fr": "activer"},
    "act.play_land": {"en": "play land", "fr": "jouer le terrain"},
    "act.declare_attackers": {"en": "declare attackers", "fr": "déclarer les attaquants"},
    "act.declare_blockers": {"en": "declare blockers", "fr": "déclarer les bloqueurs"},
    "act.special_action": {"en": "special action", "fr": "action spéciale"},
    # Timeline
    "tl.game": {"en": "Game", "fr": "Partie"},
    "tl.seq": {"en": "#", "fr": "n°"},
    "tl.batch": {"en": "simultaneous, batch {b}", "fr": "simultané, lot {b}"},
    "tl.causes": {"en": "caused by", "fr": "causé par"},
    "tl.rolled_back": {"en": "rolled back", "fr": "annulé"},
    "tl.stack_at_priority": {"en": "Stack, top first", "fr": "Pile, du haut vers le bas"},
    "tl.stack_empty": {"en": "Stack empty", "fr": "Pile vide"},
    "tl.no_events": {"en": "The engine recorded no events.", "fr": "Le moteur n'a enregistré aucun événement."},
    "tl.ability_of": {"en": "ability of {name}", "fr": "capacité de {name}"},
    "tl.sacrificed": {"en": "sacrifices {obj}", "fr": "sacrifie {obj}"},
    "tl.discarded": {"en": "discards {obj}", "fr": "défausse {obj}"},
    "tl.flagged": {"en": "pointed out by the checker", "fr": "signalé par la vérification"},
    "tl.target_none": {"en": "no target", "fr": "aucune cible"},
    # Event sentences, one per History event kind
    "ev.zone_change": {"en": "{obj}: {from} \u2192 {to}, becomes #{new}", "fr": "{obj} : {from} \u2192 {to}, devient #{new}"},
    "ev.control_change": {"en": "{obj}: control passes from {old} to {new}", "fr": "{obj} : le contrôle passe de {old} à {new}"},
    "ev.damage": {"en": "{src} deals {n} damage to {tgt}", "fr": "{src} inflige {n} blessures à {tgt}"},
    "ev.damage_combat": {"en": "{src} deals {n} combat damage to {tgt}", "fr": "{src} inflige {n} blessures de combat à {tgt}"},
    "ev.damage_prevented": {"en": "{n} damage from {src} to {tgt} is prevented", "fr": "{n} blessures de {src} à {tgt} sont prévenues"},
    "ev.replaced": {"en": "Replaced: {what}", "fr": "Remplacé : {what}"},
    "ev.tapped": {"en": "{obj} becomes tapped", "fr": "{obj} s'engage"},
    "ev.untapped": {"en": "{obj} becomes untapped", "fr": "{obj} se dégage"},
    "ev.counters": {"en": "{obj}: {n} {counter} counter(s)", "fr": "{obj} : {n} marqueur(s) {counter}"},
    "ev.life": {"en": "{p}: {n} life, total {total}", "fr": "{p} : {n} points de vie, total {total}"},
    "ev.draw": {"en": "{p} draws #{obj}", "fr": "{p} pioche #{obj}"},
    "ev.discard": {"en": "{p} discards #{obj}", "fr": "{p} défausse #{obj}"},
    "ev.step_begin": {"en": "Turn {turn}: {step} begins ({p} active)", "fr": "Tour {turn}, {step} : début ({p} actif)"},
    "ev.triggered": {"en": "{ability} triggers (source #{src})", "fr": "Déclenchement : {ability} (source #{src})"},
    "ev.triggered_delayed": {"en": "Delayed {ability} triggers (source #{src})", "fr": "Déclenchement retardé : {ability} (source #{src})"},
    "ev.put_on_stack": {"en": "{obj} is put on the stack ({targets})", "fr": "Mise sur la pile de {obj} ({targets})"},
    "ev.removed_from_stack": {"en": "{obj} is removed from the stack: {reason}", "fr": "Retrait de la pile de {obj} : {reason}"},
    "ev.resolving": {"en": "{obj} starts to resolve", "fr": "Début de la résolution de {obj}"},
    "ev.resolved": {"en": "{obj} has resolved", "fr": "Fin de la résolution de {obj}"},
    "ev.choice": {"en": "{p} answers {value} to \u201c{choice}\u201d for {obj}", "fr": "{p} répond {value} à « {choice} » pour {obj}"},
    "ev.cast": {"en": "{p} casts {obj} ({targets})", "fr": "{p} lance {obj} ({targets})"},
    "ev.activated": {"en": "{p} activates {ability}, now #{obj}", "fr": "{p} active {ability}, désormais #{obj}"},
    "ev.cost_locked": {"en": "Total cost of {obj} locked in: {mana}", "fr": "Coût total de {obj} figé : {mana}"},
    "ev.cost_paid": {"en": "{p} pays for {obj}: {what}", "fr": "{p} paie pour {obj} : {what}"},
    "ev.mana_added": {"en": "{p} adds {mana}", "fr": "{p} ajoute {mana}"},
    "ev.illegal_action": {"en": "Illegal action {action} by {p}: {reason}", "fr": "Action illégale {action} de {p} : {reason}"},
    "ev.sba": {"en": "State-based action {rule} on {obj}", "fr": "Action basée sur un état {rule} sur {obj}"},
    "ev.priority": {"en": "{p} receives priority", "fr": "{p} reçoit la priorité"},
    "ev.pass": {"en": "{p} passes", "fr": "{p} passe"},
    "ev.attackers_declared": {"en": "Attackers: {pairs}", "fr": "Attaquants : {pairs}"},
    "ev.blockers_declared": {"en": "Blockers: {pairs}", "fr": "Bloqueurs : {pairs}"},
    "ev.delayed_created": {"en": "{p} gets delayed {ability}", "fr": "{p} obtient la capacité déclenchée retardée {ability}"},
    "ev.player_lost": {"en": "{p} loses the game {rule}", "fr": "{p} perd la partie {rule}"},
    "ev.loop_limit": {"en": "Loop limit hit: {what} ({n})", "fr": "Limite de boucle atteinte : {what} ({n})"},
    "ev.unattached": {"en": "{obj} becomes unattached from {host}", "fr": "{obj} se détache de {host}"},
    "ev.phased_out": {"en": "{obj} phases out", "fr": "{obj} disparaît (phasing)"},
    "ev.phased_in": {"en": "{obj} phases in", "fr": "{obj} revient (phasing)"},
    "ev.special_action": {"en": "{p} takes the special action {ability} of {obj}", "fr": "{p} effectue l'action spéciale {ability} de {obj}"},
    "ev.revealed": {"en": "{p} reveals {obj} from their opening hand ({ability})", "fr": "{p} révèle {obj} de sa main de départ ({ability})"},
    "ev.unknown": {"en": "Event {kind}", "fr": "Événement {kind}"},
    "ev.yes": {"en": "yes", "fr": "oui"},
    "ev.no": {"en": "no", "fr": "non"},
    "ev.nothing": {"en": "nothing", "fr": "rien"},
    # Why an object left the stack
    "reason.no_legal_targets": {"en": "no legal target", "fr": "aucune cible légale"},
    "reason.no_legal_mode": {"en": "no legal mode", "fr": "aucun mode légal"},
    "reason.illegal_on_resolution": {"en": "every target illegal on resolution", "fr": "toutes les cibles illégales à la résolution"},
    "reason.condition_false": {"en": "intervening \u201cif\u201d false", "fr": "clause « intervient si » fausse"},
    "reason.countered": {"en": "countered", "fr": "contrecarré"},
    "reason.rolled_back": {"en": "rolled back", "fr": "annulé"},
    "reason.controller_left": {"en": "its controller left the game", "fr": "son contrôleur a quitté la partie"},
    # Statistics
    "stats.title": {"en": "Statistics", "fr": "Statistiques"},
    "stats.examples": {"en": "Examples run", "fr": "Exemples exécutés"},
    "stats.properties": {"en": "Properties run", "fr": "Propriétés exécutées"},
    "stats.mechanisms": {"en": "Mechanisms exercised", "fr": "Mécanismes exercés"},
    "stats.mechanism": {"en": "Mechanism", "fr": "Mécanisme"},
    "stats.mechanisms_intro": {
        "en": "Per feature tag: examples in which a property carrying it found its mechanism at work.",
        "fr": "Par étiquette : exemples où une propriété qui la porte a vu son mécanisme à l'œuvre.",
    },
    "stats.labels": {"en": "What the generators produced", "fr": "Ce que les générateurs ont produit"},
    "stats.labels_intro": {
        "en": "Labels the example generators recorded, counted over the examples of the properties that recorded them.",
        "fr": "Étiquettes notées par les générateurs d'exemples, comptées sur les exemples des propriétés qui les ont notées.",
    },
    "stats.label": {"en": "Label", "fr": "Étiquette"},
    "stats.count": {"en": "Examples", "fr": "Exemples"},
    "stats.rare": {"en": "Preconditions that rarely held", "fr": "Préconditions rarement remplies"},
    "stats.rare_intro": {
        "en": "These properties checked something in under {pct} of their examples: their verdict rests on few cases.",
        "fr": "Ces propriétés n'ont vérifié quelque chose que dans moins de {pct} de leurs exemples : leur verdict repose sur peu de cas.",
    },
    "stats.rare_none": {"en": "Every property's precondition held often enough.", "fr": "La précondition de chaque propriété a été assez souvent remplie."},
    "stats.share": {"en": "Share", "fr": "Part"},
    "stats.none": {"en": "No mechanism counts were recorded.", "fr": "Aucun décompte de mécanismes n'a été enregistré."},
    # Judge-case fixtures
    "fix.none": {"en": "No judge cases in this run.", "fr": "Aucun cas d'arbitrage dans cette exécution."},
    "foot.generated": {"en": "Generated by mtgconf {version}.", "fr": "Produit par mtgconf {version}."},
    "foot.cr_note": {
        "en": "Rule paraphrases are the suite's own words; refer to the official Comprehensive Rules for the text.",
        "fr": "Les paraphrases des règles sont celles de la suite ; le texte officiel fait foi.",
    },
}


def translator(lang: str) -> Callable[..., str]:
    """A ``t(key, **fields)`` function for one language; unknown keys raise."""
    if lang not in LANGS:
        raise ValueError(f"report language must be one of {', '.join(LANGS)}, not {lang!r}")

    def t(key: str, **fields: object) -> str:
        text = CATALOGUE[key][lang]
        return text.format(**fields) if fields else text

    return t
