'use strict';
// The game state and its event log: objects, zones, ids and snapshots.

const { Unsupported } = require('./vocabulary');

const HIDDEN = ['hand', 'library'];
const COLORS = ['W', 'U', 'B', 'R', 'G'];
const MAX_EVENTS = 20000;

class GameOver extends Error {}

function manaSymbols(cost) {
  return [...(cost || '').matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
}

function poolOf(text) {
  const pool = {};
  for (const sym of manaSymbols(text)) {
    const key = /^\d+$/.test(sym) ? 'C' : sym;
    if (![...COLORS, 'C'].includes(key)) throw new Unsupported(`mana symbol {${sym}} in a pool`);
    pool[key] = (pool[key] || 0) + (/^\d+$/.test(sym) ? Number(sym) : 1);
  }
  return pool;
}

class Game {
  constructor(scenario, bugs) {
    this.sc = scenario;
    this.bugs = bugs;
    this.cards = new Map((scenario.cards || []).map((c) => [c.key, c]));
    this.players = new Map();
    for (const p of scenario.players) {
      this.players.set(p.id, { id: p.id, life: p.life ?? 20, pool: poolOf(p.mana_pool), lost: false,
        drewFromEmpty: false });
    }
    this.order = scenario.turn_order && scenario.turn_order.length
      ? scenario.turn_order : scenario.players.map((p) => p.id);
    this.objects = new Map();
    this.library = new Map(); // owner -> ids, top first
    for (const o of scenario.objects || []) {
      this.objects.set(o.id, { id: o.id, card: this.cards.get(o.card), owner: o.owner, zone: o.zone,
        controller: o.controller ?? o.owner, tapped: Boolean(o.tapped) });
      if (o.zone === 'library') this.libraryOf(o.owner).push(o.id);
    }
    this.nextId = Math.max(0, ...(scenario.objects || []).map((o) => o.id)) + 1;
    this.active = scenario.active_player ?? 0;
    this.turn = scenario.turn ?? 1;
    this.step = scenario.step || 'precombat_main';
    this.stack = [];
    this.pending = [];
    this.holder = null;
    this.passes = 0;
    this.begun = [];
    this.cleanupAgain = false;
    this.events = [];
    this.batches = 0;
  }

  libraryOf(owner) {
    if (!this.library.has(owner)) this.library.set(owner, []);
    return this.library.get(owner);
  }

  newId() { return this.nextId++; }

  newBatch() { return ++this.batches; }

  emit(kind, fields, causes = [], batch = null) {
    if (this.events.length >= MAX_EVENTS) throw new Unsupported(`a History longer than ${MAX_EVENTS} events`);
    const event = { seq: this.events.length + 1, kind };
    const known = causes.filter((c) => c);
    if (known.length) event.causes = known;
    if (batch !== null) event.batch = batch;
    for (const [k, v] of Object.entries(fields)) {
      if (v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0)) event[k] = v;
    }
    this.events.push(event);
    return event.seq;
  }

  living() { return this.order.filter((p) => !this.players.get(p).lost); }

  // Living players in turn order, starting from ``first`` (or the next living one).
  turnOrderFrom(first) {
    const living = this.living();
    const start = this.order.indexOf(first);
    const out = [];
    for (let i = 0; i < this.order.length; i++) {
      const p = this.order[(start + i) % this.order.length];
      if (living.includes(p)) out.push(p);
    }
    return out;
  }

  battlefield() {
    return [...this.objects.values()].filter((o) => o.zone === 'battlefield').sort((a, b) => a.id - b.id);
  }

  inZone(zone, owner) {
    return [...this.objects.values()].filter((o) => o.zone === zone && o.owner === owner);
  }

  // An object's characteristics as the History shows them (no continuous
  // effects exist in this engine, so they are the printed ones).
  snapshot(o) {
    const c = o.card;
    const colors = COLORS.filter((col) => manaSymbols(c.mana_cost).some((s) => s.includes(col)));
    const snap = { card: c.key, name: c.name, types: c.types || [] };
    if ((c.subtypes || []).length) snap.subtypes = c.subtypes;
    if (colors.length) snap.colors = colors;
    if (c.power !== undefined && c.power !== null) snap.power = c.power;
    if (c.toughness !== undefined && c.toughness !== null) snap.toughness = c.toughness;
    snap.controller = o.controller;
    const abilities = (c.abilities || []).map((_, i) => `${c.key}/${i}`);
    if (abilities.length) snap.abilities = abilities;
    snap.tapped = o.tapped;
    snap.damage = 0;
    return snap;
  }

  // Simultaneous moves (CR 400.7: each moved card becomes a new object).
  // Returns [zone_change seq, new object] pairs.
  relocate(moves, causes, batch) {
    const olds = moves.map((m) => ({ obj: m.obj, snap: this.snapshot(m.obj), zone: m.obj.zone }));
    if (batch === null && moves.length > 1) batch = this.newBatch();
    const news = moves.map((m) => {
      const old = m.obj;
      this.objects.delete(old.id);
      const lib = this.libraryOf(old.owner);
      if (lib.includes(old.id)) lib.splice(lib.indexOf(old.id), 1);
      const controller = ['battlefield', 'stack'].includes(m.to) ? (m.controller ?? old.controller) : old.owner;
      const obj = { id: this.newId(), card: old.card, owner: old.owner, zone: m.to, controller,
        tapped: false };
      this.objects.set(obj.id, obj);
      return obj;
    });
    return moves.map((m, i) => {
      const { obj: old, snap, zone } = olds[i];
      const neu = news[i];
      const seq = this.emit('zone_change', {
        old_id: old.id, new_id: neu.id, from_zone: zone, to_zone: neu.zone, owner: neu.owner, how: m.how,
        before: HIDDEN.includes(zone) ? null : snap,
        after: HIDDEN.includes(neu.zone) ? null : this.snapshot(neu),
      }, [...causes, ...(m.causes || [])], batch);
      return { seq, old, before: snap, from: zone, obj: neu };
    });
  }

  final() {
    const players = [...this.players.values()].sort((a, b) => a.id - b.id).map((p) => ({
      id: p.id, life: p.life, hand: this.inZone('hand', p.id).length,
      library: this.inZone('library', p.id).length, lost: p.lost,
    }));
    const objects = [...this.objects.values()].sort((a, b) => a.id - b.id).map((o) => {
      const out = { id: o.id, card: o.card.key, zone: o.zone, owner: o.owner };
      if (['battlefield', 'stack'].includes(o.zone)) out.controller = o.controller;
      out.tapped = o.tapped;
      out.damage = 0;
      out.phased_out = false;
      return out;
    });
    return { players, objects, stack: this.stack.map((s) => s.id) };
  }
}

module.exports = { Game, GameOver, manaSymbols };
