'use strict';
// What this engine understands. A scenario using anything else is refused
// with the protocol's "unsupported" code before a single event is played:
// the engine cannot express it, so nothing about it can be observed.

const PERMANENT_TYPES = ['artifact', 'creature', 'enchantment', 'land'];
const CARD_TYPES = [...PERMANENT_TYPES, 'instant', 'sorcery'];
const TRIGGER_EVENTS = ['enters', 'dies', 'leaves', 'beginning_of_step', 'cast'];
const EFFECT_KINDS = ['gain_life', 'lose_life', 'destroy', 'exile', 'return_to_hand'];
const MOVING_EFFECTS = ['destroy', 'exile', 'return_to_hand'];
const LIFE_PLAYERS = ['you', 'each_opponent', 'each_player'];
const SUBJECTS = ['self', 'another', 'any'];
const ZONES = ['battlefield', 'hand', 'library', 'graveyard', 'exile'];
const ACTIONS = ['pass', 'resolve_top', 'resolve_all', 'advance_to', 'cast'];

class Unsupported extends Error {}

function refuse(where, what) {
  throw new Unsupported(`${where}: ${what} is not implemented by this engine`);
}

// The fields a record may carry with a value other than its default; any other
// non-default field names a mechanic this engine lacks.
function onlyDefaults(record, allowed, where) {
  const defaults = {
    optional: false, timing: 'any', limit_per_turn: 0, once_each_turn: false, divided: false,
    amount: 0, target: 0, counter: '+1/+1', mana: '', player: 'you', object: 'self',
    extra_blocks: 0, x: 0, kicked: false, ability: 0, damage: 0, power: 0, toughness: 0, convoke: false,
  };
  for (const [key, value] of Object.entries(record)) {
    if (allowed.includes(key) || value === null || value === undefined) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    if (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0) continue;
    if (key in defaults && defaults[key] === value) continue;
    refuse(`${where}.${key}`, JSON.stringify(value));
  }
}

function checkFilter(filter, where) {
  if (!filter) return;
  onlyDefaults(filter, ['subject', 'types', 'any_types', 'subtypes', 'controller'], where);
  if (filter.subject && !SUBJECTS.includes(filter.subject)) refuse(`${where}.subject`, filter.subject);
}

function checkEffect(effect, where) {
  if (!EFFECT_KINDS.includes(effect.kind)) refuse(`${where}.kind`, effect.kind);
  if (MOVING_EFFECTS.includes(effect.kind)) {
    if (effect.object !== 'all') refuse(`${where}.object`, `${effect.kind} of ${effect.object || 'self'}`);
    onlyDefaults(effect, ['kind', 'object', 'filter', 'player'], where);
    checkFilter(effect.filter, `${where}.filter`);
    return;
  }
  if (!LIFE_PLAYERS.includes(effect.player || 'you')) refuse(`${where}.player`, effect.player);
  onlyDefaults(effect, ['kind', 'amount', 'player', 'object'], where);
}

function checkAbility(ability, where) {
  const effects = ability.effects || [];
  effects.forEach((e, i) => checkEffect(e, `${where}.effects[${i}]`));
  if (ability.kind === 'triggered') {
    const trigger = ability.trigger || {};
    if (!TRIGGER_EVENTS.includes(trigger.event)) refuse(`${where}.trigger.event`, trigger.event);
    onlyDefaults(trigger, ['event', 'subject', 'player', 'step'], `${where}.trigger`);
    checkFilter(trigger.subject, `${where}.trigger.subject`);
    // "When you cast this spell" triggers from the stack, where this engine looks for no trigger.
    if (trigger.event === 'cast' && (trigger.subject || {}).subject === 'self') refuse(`${where}.trigger`, 'a cast trigger of the spell itself');
    onlyDefaults(ability, ['kind', 'trigger', 'effects', 'optional'], where);
  } else if (ability.kind === 'spell') {
    onlyDefaults(ability, ['kind', 'effects'], where);
  } else {
    refuse(`${where}.kind`, `${ability.kind} abilities`);
  }
}

function checkCard(card, where) {
  const types = card.types || [];
  for (const t of types) if (!CARD_TYPES.includes(t)) refuse(`${where}.types`, t);
  const spell = types.includes('instant') || types.includes('sorcery');
  if (spell && types.some((t) => PERMANENT_TYPES.includes(t))) refuse(`${where}.types`, types.join(' '));
  onlyDefaults(card, ['key', 'name', 'mana_cost', 'types', 'subtypes', 'supertypes', 'power',
    'toughness', 'abilities', 'oracle_text'], where);
  (card.abilities || []).forEach((a, i) => {
    if (spell !== (a.kind === 'spell')) refuse(`${where}.abilities[${i}]`, `a ${a.kind} ability on this card type`);
    checkAbility(a, `${where}.abilities[${i}]`);
  });
  if (types.includes('creature') && !(card.toughness > 0)) refuse(`${where}.toughness`, 'a creature without toughness');
}

function checkObject(object, card, where) {
  if (!ZONES.includes(object.zone)) refuse(`${where}.zone`, object.zone);
  onlyDefaults(object, ['id', 'card', 'owner', 'zone', 'controller', 'tapped', 'summoning_sick'], where);
  if (object.zone === 'battlefield' && !(card.types || []).some((t) => PERMANENT_TYPES.includes(t))) {
    refuse(`${where}.zone`, 'a non-permanent on the battlefield');
  }
}

function checkAction(action, where) {
  if (!ACTIONS.includes(action.action)) refuse(`${where}.action`, action.action);
  onlyDefaults(action, ['action', 'player', 'object', 'step'], where);
}

// Throws Unsupported naming the first thing this engine cannot play.
function checkScenario(sc) {
  if (sc.game_start) refuse('$.game_start', 'starting a game');
  if ((sc.effects || []).length) refuse('$.effects', 'continuous effects');
  const cards = new Map();
  (sc.cards || []).forEach((c, i) => { checkCard(c, `$.cards[${i}]`); cards.set(c.key, c); });
  (sc.objects || []).forEach((o, i) => checkObject(o, cards.get(o.card) || {}, `$.objects[${i}]`));
  (sc.script || []).forEach((a, i) => checkAction(a, `$.script[${i}]`));
  const choices = sc.choices || {};
  onlyDefaults(choices, ['trigger_order', 'trigger_order_by_player', 'may', 'may_by_ability',
    'unless_pay', 'unless_pay_by_player', 'targets', 'payments'], '$.choices');
}

module.exports = { ACTIONS, PERMANENT_TYPES, Unsupported, checkScenario, refuse };
