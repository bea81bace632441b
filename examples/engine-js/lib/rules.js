'use strict';
// The rules this engine implements: triggers (CR 603.2, 603.6, 603.10a,
// "whenever you cast" at CR 601.2i),
// putting them on the stack in APNAP order (CR 603.3b, 101.4), priority
// (CR 117), resolution (CR 608), casting from the pool (CR 601.2), turn
// structure (CR 500-514) and the state-based actions that end a game (CR 704.5a-b).

const { GameOver, manaSymbols } = require('./game');
const { Unsupported } = require('./vocabulary');

const STEPS = ['untap', 'upkeep', 'draw', 'precombat_main', 'beginning_of_combat', 'declare_attackers',
  'declare_blockers', 'combat_damage', 'end_of_combat', 'postcombat_main', 'end', 'cleanup'];
const MAX_PASSES = 2000;
const MAX_ROUNDS = 100;

// ------------------------------------------------------------ triggers

function whoMatches(who, player, you) {
  if (who === 'you') return player === you;
  if (who === 'opponent') return player !== you;
  return true;
}

function filterMatches(filter, snap, id, you, sourceId) {
  const f = filter || {};
  if (f.subject === 'self' && id !== sourceId) return false;
  if (f.subject === 'another' && id === sourceId) return false;
  const types = snap.types || [];
  if ((f.types || []).some((t) => !types.includes(t))) return false;
  if ((f.any_types || []).length && !f.any_types.some((t) => types.includes(t))) return false;
  if ((f.subtypes || []).some((t) => !(snap.subtypes || []).includes(t))) return false;
  return whoMatches(f.controller || 'any', snap.controller, you);
}

// Trigger sources: the permanents, with the characteristics they have now.
function boardView(game) {
  return game.battlefield().map((o) => ({ id: o.id, card: o.card, controller: o.controller, snap: game.snapshot(o) }));
}

function occMatches(trigger, occ, src) {
  if (trigger.event !== occ.event) return false;
  if (occ.event === 'beginning_of_step') {
    if (trigger.step && trigger.step !== occ.step) return false;
    return whoMatches(trigger.player || 'any', occ.player, src.controller);
  }
  // "Whenever you cast a creature spell": the caster and the spell (CR 601.2i, 603.2).
  if (occ.event === 'cast' && !whoMatches(trigger.player || 'any', occ.player, src.controller)) return false;
  return filterMatches(trigger.subject, occ.snap, occ.id, src.controller, src.id);
}

function match(view, occs) {
  const found = [];
  for (const src of view) {
    (src.card.abilities || []).forEach((ability, i) => {
      if (ability.kind !== 'triggered') return;
      for (const occ of occs) {
        if (!occMatches(ability.trigger, occ, src)) continue;
        found.push({ ref: `${src.card.key}/${i}`, ability, source: src.id, controller: src.controller, cause: occ.seq });
      }
    });
  }
  return found;
}

// Leaves-the-battlefield abilities look back in time (CR 603.10a): they are
// matched against the board just before the event; all others against the
// board after it, so an entering permanent sees itself and its companions.
function detect(game, occs, before) {
  if (!occs.length) return;
  const after = boardView(game);
  const lookBack = occs.filter((o) => o.lookBack);
  const plain = occs.filter((o) => !o.lookBack);
  const sources = game.bugs.has('no-look-back') ? after : (before || after);
  const found = [...match(sources, lookBack), ...match(after, plain)];
  found.sort((a, b) => a.cause - b.cause || a.source - b.source || (a.ref < b.ref ? -1 : a.ref > b.ref ? 1 : 0));
  game.pending.push(...found);
}

// Move objects at once and report the trigger events their moves are.
function move(game, moves, causes, batch = null) {
  if (!moves.length) return [];
  const before = moves.some((m) => m.obj.zone === 'battlefield') ? boardView(game) : null;
  const done = game.relocate(moves, causes, batch);
  const occs = [];
  for (const d of done) {
    if (d.from === 'battlefield') {
      occs.push({ seq: d.seq, event: 'leaves', id: d.old.id, snap: d.before, lookBack: true });
      if (d.obj.zone === 'graveyard' && (d.before.types || []).includes('creature')) {
        occs.push({ seq: d.seq, event: 'dies', id: d.old.id, snap: d.before, lookBack: true });
      }
    }
    if (d.obj.zone === 'battlefield') {
      occs.push({ seq: d.seq, event: 'enters', id: d.obj.id, snap: game.snapshot(d.obj), lookBack: false });
    }
  }
  detect(game, occs, before);
  return done;
}

// ------------------------------------------------------------ the stack

function recordTriggered(game) {
  for (const p of game.pending) {
    if (p.triggeredSeq) continue;
    p.instance = game.newId();
    p.triggeredSeq = game.emit('triggered', { instance: p.instance, ability: p.ref, source: p.source,
      controller: p.controller, delayed: false, reflexive: false }, [p.cause]);
  }
}

// APNAP (CR 101.4, 603.3b): the active player's triggers first, then each
// other player's in turn order. Deliberate simplification: a player's own
// triggers go on the stack in the order they triggered; the player is never
// asked to order them (the scenario's trigger_order is ignored), which breaks
// CR 603.3b whenever a player wants another order. The suite reports it
// (fixtures/expectations/engine-js.yaml).
function putPending(game) {
  const pending = game.pending;
  game.pending = [];
  for (const player of game.turnOrderFrom(game.active)) {
    for (const p of pending.filter((q) => q.controller === player)) {
      game.stack.push({ id: p.instance, kind: 'triggered', ref: p.ref, ability: p.ability, controller: p.controller,
        source: p.source });
      game.emit('put_on_stack', { object: p.instance, controller: p.controller }, [p.triggeredSeq]);
    }
  }
}

// ------------------------------------------------------------ state-based actions

function checkSba(game) {
  const losers = [];
  for (const p of game.living()) {
    const pl = game.players.get(p);
    if (pl.life <= 0) losers.push([p, '704.5a']);
    else if (pl.drewFromEmpty) losers.push([p, '704.5b']);
  }
  if (!losers.length) return false;
  if (game.living().length - losers.length >= 2) {
    throw new Unsupported('a player leaving a multiplayer game (CR 800.4a)');
  }
  const batch = game.newBatch();
  for (const [player, rule] of losers) {
    const sba = game.emit('sba', { rule, player }, [], batch);
    game.players.get(player).lost = true;
    game.emit('player_lost', { player, rule }, [sba], batch);
  }
  throw new GameOver();
}

// SBAs, then waiting triggers, until nothing changes (CR 117.5, 704.3).
function settle(game) {
  let did = false;
  for (let i = 0; i < MAX_ROUNDS; i++) {
    if (checkSba(game)) { did = true; continue; }
    recordTriggered(game);
    if (!game.pending.length) return did;
    putPending(game);
    did = true;
  }
  loopLimit(game, 'stacking rounds', MAX_ROUNDS);
  return did;
}

function loopLimit(game, what, limit) {
  game.emit('loop_limit', { what, limit });
  throw new GameOver();
}

// ------------------------------------------------------------ priority

function givePriority(game, player) {
  if (settle(game)) game.passes = 0;
  const living = game.living();
  if (!living.includes(player)) player = game.turnOrderFrom(player)[0];
  game.holder = player;
  game.emit('priority', { player, stack: game.stack.map((s) => s.id) });
}

function nextPlayer(game, player) {
  const order = game.turnOrderFrom(player);
  return order.length > 1 ? order[1] : order[0];
}

// All players passing in succession resolves the top object or ends the step (CR 117.4).
function passPriority(game) {
  const player = game.holder;
  game.emit('pass', { player });
  game.passes += 1;
  if (game.passes < game.living().length) {
    givePriority(game, nextPlayer(game, player));
    return;
  }
  game.passes = 0;
  game.holder = null;
  if (game.stack.length) {
    resolveTop(game);
    givePriority(game, game.active);
  } else {
    advance(game);
  }
}

// ------------------------------------------------------------ resolution

function playersFor(game, who, you) {
  if (who === 'each_opponent') return game.turnOrderFrom(game.active).filter((p) => p !== you);
  if (who === 'each_player') return game.turnOrderFrom(game.active);
  return [you];
}

const MOVES = { destroy: ['graveyard', 'destroy'], exile: ['exile', 'effect'], return_to_hand: ['hand', 'effect'] };

function runEffect(game, item, effect, cause) {
  if (effect.kind === 'gain_life' || effect.kind === 'lose_life') {
    const sign = effect.kind === 'gain_life' ? 1 : -1;
    for (const p of playersFor(game, effect.player || 'you', item.controller)) {
      if (!effect.amount) continue;
      const pl = game.players.get(p);
      pl.life += sign * effect.amount;
      game.emit('life', { player: p, amount: sign * effect.amount, total: pl.life }, [cause]);
    }
    return;
  }
  const [to, how] = MOVES[effect.kind];
  const hit = game.battlefield().filter((o) => filterMatches(effect.filter, game.snapshot(o), o.id, item.controller, item.source));
  move(game, hit.map((obj) => ({ obj, to, how })), [cause]);
}

function resolveTop(game) {
  const item = game.stack[game.stack.length - 1];
  const start = game.emit('resolving', { object: item.id });
  let proceed = true;
  if (item.ability.optional) {
    const answers = (game.sc.choices || {}).may_by_ability || {};
    proceed = item.ref in answers ? answers[item.ref] : ((game.sc.choices || {}).may ?? true);
    game.emit('choice', { object: item.id, player: item.controller, choice: 'may', value: proceed }, [start]);
  }
  if (proceed) for (const effect of item.ability.effects || []) runEffect(game, item, effect, start);
  game.stack.splice(game.stack.indexOf(item), 1);
  const done = game.emit('resolved', { object: item.id }, [start]);
  const card = game.objects.get(item.id);
  if (item.kind === 'spell' && card && card.zone === 'stack') {
    const permanent = (card.card.types || []).every((t) => !['instant', 'sorcery'].includes(t));
    move(game, [{ obj: card, to: permanent ? 'battlefield' : 'graveyard', how: 'resolved', controller: item.controller }], [done]);
  }
}

// ------------------------------------------------------------ casting

function payFromPool(pool, cost) {
  const left = { ...pool };
  let generic = 0;
  for (const sym of manaSymbols(cost)) {
    if (/^\d+$/.test(sym)) { generic += Number(sym); continue; }
    if (!(left[sym] > 0)) return null;
    left[sym] -= 1;
  }
  for (const key of ['C', 'W', 'U', 'B', 'R', 'G']) {
    const take = Math.min(generic, left[key] || 0);
    left[key] = (left[key] || 0) - take;
    generic -= take;
  }
  return generic > 0 ? null : left;
}

// Casting from the hand, paid from the pool (CR 601.2a, 601.2f-i). A cast the
// rules forbid would be an illegal action (CR 733), which this engine cannot
// reverse: it refuses the scenario instead of guessing.
function cast(game, action) {
  const player = game.holder;
  const obj = game.objects.get(action.object);
  if (!obj || obj.zone !== 'hand' || obj.owner !== player) throw new Unsupported('an illegal cast (CR 733)');
  const types = obj.card.types || [];
  const sorcerySpeed = !types.includes('instant');
  const mainPhase = ['precombat_main', 'postcombat_main'].includes(game.step);
  if (types.includes('land') || obj.card.mana_cost === undefined || obj.card.mana_cost === null
      || (sorcerySpeed && (player !== game.active || !mainPhase || game.stack.length))) {
    throw new Unsupported('an illegal cast (CR 733)');
  }
  const pool = payFromPool(game.players.get(player).pool, obj.card.mana_cost);
  if (pool === null) throw new Unsupported('an illegal cast: unpaid cost (CR 733)');
  const [moved] = game.relocate([{ obj, to: 'stack', how: 'cast', controller: player }], [], null);
  const spell = moved.obj;
  const locked = game.emit('cost_locked', { object: spell.id, mana: obj.card.mana_cost }, [moved.seq]);
  game.players.get(player).pool = pool;
  const paid = game.emit('cost_paid', { object: spell.id, player, mana: obj.card.mana_cost, life: 0, tapped_source: false });
  const ability = (obj.card.abilities || []).find((a) => a.kind === 'spell') || { kind: 'spell', effects: [] };
  game.stack.push({ id: spell.id, kind: 'spell', ref: '', ability, controller: player, source: spell.id });
  const seq = game.emit('cast', { object: spell.id, card: obj.card.key, player, x: 0, kicked: false },
    [moved.seq, locked, paid]);
  detect(game, [{ seq, event: 'cast', player, id: spell.id, snap: game.snapshot(spell), lookBack: false }], null);
  game.passes = 0;
  givePriority(game, player); // the caster receives priority again (CR 117.3c)
}

// ------------------------------------------------------------ turn structure

function nextStep(game) {
  if (game.step === 'declare_attackers') return 'end_of_combat'; // nobody attacks here (CR 508.8)
  if (game.step === 'cleanup') {
    const again = game.cleanupAgain;
    game.cleanupAgain = false;
    return again ? 'cleanup' : 'untap';
  }
  return STEPS[STEPS.indexOf(game.step) + 1];
}

function endStep(game) {
  for (const pl of game.players.values()) pl.pool = {}; // pools empty (CR 500.4)
  const step = nextStep(game);
  if (step === 'untap') {
    const order = game.turnOrderFrom(game.active);
    game.active = order.length > 1 ? order[1] : order[0];
    game.turn += 1;
  }
  game.step = step;
}

function draw(game, player, cause) {
  const lib = game.libraryOf(player).filter((id) => game.objects.get(id)?.zone === 'library');
  if (!lib.length) { game.players.get(player).drewFromEmpty = true; return; }
  const [moved] = game.relocate([{ obj: game.objects.get(lib[0]), to: 'hand', how: 'draw' }], [cause], null);
  game.emit('draw', { player, object: moved.obj.id }, [moved.seq]);
}

// Begin the current step; true if a player received priority in it.
function beginStep(game) {
  const seq = game.emit('step_begin', { turn: game.turn, step: game.step, active_player: game.active });
  game.begun.push(game.step);
  detect(game, [{ seq, event: 'beginning_of_step', player: game.active, step: game.step, lookBack: false }], null);
  if (game.step === 'untap') {
    for (const o of game.battlefield()) {
      if (o.controller === game.active && o.tapped) {
        o.tapped = false;
        game.emit('untapped', { object: o.id }, [seq]);
      }
    }
    return false; // nobody gets priority in the untap step (CR 502.4)
  }
  if (game.step === 'draw') draw(game, game.active, seq);
  if (game.step === 'cleanup') {
    // Priority only if state-based actions or triggers happen (CR 514.3a).
    if (!settle(game)) return false;
    game.cleanupAgain = true;
  }
  givePriority(game, game.active);
  return true;
}

function advance(game) {
  for (let i = 0; i < STEPS.length * 3; i++) {
    endStep(game);
    if (beginStep(game)) return;
  }
  loopLimit(game, 'steps without priority', STEPS.length * 3);
}

// ------------------------------------------------------------ the script

function passUntil(game, done) {
  for (let i = 0; i < MAX_PASSES; i++) {
    if (done() || game.holder === null) return;
    passPriority(game);
  }
  loopLimit(game, 'passes', MAX_PASSES);
}

function act(game, action) {
  if (action.player !== undefined && action.player !== null && action.player !== game.holder) {
    throw new Unsupported('an action by a player without priority (CR 733)');
  }
  switch (action.action) {
    case 'pass': passPriority(game); break;
    case 'cast': cast(game, action); break;
    case 'resolve_all': passUntil(game, () => !game.stack.length); break;
    case 'resolve_top': {
      if (!game.stack.length) throw new Unsupported('resolving an empty stack (CR 733)');
      const top = game.stack[game.stack.length - 1];
      passUntil(game, () => !game.stack.includes(top));
      break;
    }
    case 'advance_to':
      game.begun = [];
      passUntil(game, () => game.begun.includes(action.step));
      break;
    default: throw new Unsupported(`the action ${action.action}`);
  }
}

function start(game) {
  if (game.step === 'untap' || game.step === 'cleanup') {
    if (!beginStep(game)) advance(game);
    return;
  }
  givePriority(game, game.active);
}

function play(game) {
  try {
    start(game);
    for (const action of game.sc.script || []) act(game, action);
  } catch (err) {
    if (!(err instanceof GameOver)) throw err;
  }
}

module.exports = { play };
