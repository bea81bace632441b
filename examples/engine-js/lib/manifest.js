'use strict';
// The capability manifest: exactly what this engine plays and reports.
// A property needing anything else is reported unsupported by the harness.

const { ACTIONS } = require('./vocabulary');

const NAME = 'engine-js';
const VERSION = '0.1.0';

// Every event kind listed here is reported each time it happens.
const EVENTS = ['zone_change', 'cost_locked', 'cost_paid', 'cast', 'triggered', 'put_on_stack',
  'priority', 'pass', 'resolving', 'resolved', 'choice', 'life', 'step_begin', 'draw', 'untapped',
  'sba', 'player_lost', 'loop_limit'];

// Feature tags of the property registry (`mtgconf list`). Left out: targets,
// modes, activation, mana abilities, combat, continuous, replacement and
// prevention effects, control changes, delayed and reflexive triggers,
// intervening "if", state triggers, "unless", illegal actions and refusal
// codes, leaving a multiplayer game: the engine has none of them, and refuses
// any scenario that uses them.
const FEATURES = ['stack', 'priority', 'zone-change', 'look-back', 'trigger-count', 'simultaneous',
  'dies', 'enters', 'steps', 'apnap', 'multiplayer', 'choices', 'hidden-zones', 'determinism',
  'format'];

function capabilities() {
  return { name: NAME, version: VERSION, features: FEATURES, actions: ACTIONS, events: EVENTS };
}

module.exports = { NAME, VERSION, capabilities };
