#!/usr/bin/env node
'use strict';
// A small rules engine for mtgconf's JSON-lines protocol (docs/protocol.md):
// one JSON object per line on stdin, one reply per line on stdout, logs on
// stderr. Run the suite against it with
//
//   mtgconf run --engine 'cmd:node examples/engine-js/engine.js'
//
// `--bug NAME` (or MTGCONF_JS_BUG=NAME) breaks one rule on purpose, to show
// that the suite finds it: `no-look-back` makes leaves-the-battlefield
// abilities look at the board after the event instead of before (CR 603.10a).

const readline = require('readline');
const { capabilities, NAME, VERSION } = require('./lib/manifest');
const { Game } = require('./lib/game');
const { play } = require('./lib/rules');
const { Unsupported, checkScenario } = require('./lib/vocabulary');

const PROTOCOL = 1;
const BUGS = ['no-look-back'];

function parseBugs(argv, env) {
  const named = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--bug' && i + 1 < argv.length) named.push(argv[++i]);
    else if (argv[i].startsWith('--bug=')) named.push(argv[i].slice(6));
  }
  if (env.MTGCONF_JS_BUG) named.push(...env.MTGCONF_JS_BUG.split(',').filter(Boolean));
  for (const bug of named) {
    if (!BUGS.includes(bug)) {
      process.stderr.write(`unknown --bug ${bug}; known: ${BUGS.join(', ')}\n`);
      process.exit(2);
    }
  }
  return new Set(named);
}

function runScenario(scenario, bugs) {
  checkScenario(scenario);
  const game = new Game(scenario, bugs);
  play(game);
  const version = bugs.size ? `${VERSION} (bugs: ${[...bugs].join(', ')})` : VERSION;
  return { format: 'mtgconf-history/1', engine: { name: NAME, version },
    scenario_id: (scenario.meta && scenario.meta.id) || '', events: game.events, final: game.final() };
}

function reply(type, id, fields) {
  return { type, protocol: PROTOCOL, id, ...fields };
}

function answer(line, bugs) {
  let request;
  try {
    request = JSON.parse(line);
  } catch (err) {
    return reply('error', null, { code: 'bad_request', message: `not JSON: ${err.message}` });
  }
  const id = Number.isInteger(request && request.id) ? request.id : null;
  if (!request || request.protocol !== PROTOCOL || id === null) {
    return reply('error', id, { code: 'bad_request', message: 'expected a protocol 1 message with an id' });
  }
  switch (request.type) {
    case 'hello': return reply('capabilities', id, { capabilities: capabilities() });
    case 'bye': return reply('bye', id, {});
    case 'run':
      try {
        return reply('result', id, { history: runScenario(request.scenario, bugs) });
      } catch (err) {
        if (err instanceof Unsupported) return reply('error', id, { code: 'unsupported', message: err.message });
        return reply('error', id, { code: 'engine_error', message: String(err.message).split('\n')[0] || 'error',
          detail: String(err.stack || err) });
      }
    default:
      return reply('error', id, { code: 'bad_request', message: `${request.type} is not a request` });
  }
}

function main() {
  const bugs = parseBugs(process.argv.slice(2), process.env);
  const input = readline.createInterface({ input: process.stdin, terminal: false });
  input.on('line', (line) => {
    if (!line.trim()) return;
    const out = answer(line, bugs);
    process.stdout.write(`${JSON.stringify(out)}\n`);
    if (out.type === 'bye') input.close();
  });
  input.on('close', () => process.exit(0));
}

main();
