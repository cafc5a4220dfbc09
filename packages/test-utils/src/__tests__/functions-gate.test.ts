/** @jest-environment node */
// The local stack's functions gate (scripts/stack/functions-gate.ts) in front of a stand-in emulator
// that answers when the test says so: at most N requests of a function inside at once, the rest queued
// and all answered, other functions not held up.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFunctionsGate, type FunctionsGate } from '../../../../scripts/stack/functions-gate';

let emulator: http.Server;
let emulatorPort: number;
let gate: FunctionsGate;
let gatePort: number;
/** Requests inside the stand-in emulator, each with the function to answer it. */
const inside: Array<{ path: string; body: string; answer: () => void }> = [];

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  emulator = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => inside.push({ path: req.url ?? '', body, answer: () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ result: body })) }));
  });
  await new Promise<void>((r) => emulator.listen(0, '127.0.0.1', () => r()));
  emulatorPort = (emulator.address() as AddressInfo).port;
  gatePort = await freePort();
  gate = await startFunctionsGate({ port: gatePort, emulatorPort, perFunction: 2 });
});
afterAll(async () => {
  await gate.close();
  emulator.closeAllConnections();
  await new Promise((r) => emulator.close(r));
});

const until = async (what: () => boolean) => {
  for (let i = 0; !what(); i++) {
    if (i > 200) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};
const call = (fn: string, body: string, signal?: AbortSignal) =>
  fetch(`http://127.0.0.1:${gatePort}/demo-rides/europe-west9/${fn}`, { method: 'POST', body, headers: { 'content-type': 'application/json' }, signal });
const answerAll = (fn: string) => inside.splice(0).forEach((r) => (r.path.endsWith(fn) ? r.answer() : inside.push(r)));

it('lets 2 calls of a function in at a time, queues the rest in order, and answers every one', async () => {
  const calls = Array.from({ length: 5 }, (_, i) => call('searchPlaces', `q${i}`));
  await until(() => inside.length === 2);
  // Another function has its own lane.
  const other = call('quotePrice', 'other');
  await until(() => inside.length === 3);
  expect(inside.map((r) => r.body)).toEqual(['q0', 'q1', 'other']);
  answerAll('quotePrice');
  expect(await (await other).json()).toEqual({ result: 'other' });

  const seen: string[] = [];
  while (seen.length < 5) {
    await until(() => inside.length > 0);
    expect(inside.length).toBeLessThanOrEqual(2);
    seen.push(...inside.map((r) => r.body));
    answerAll('searchPlaces');
  }
  expect(seen).toEqual(['q0', 'q1', 'q2', 'q3', 'q4']);
  const answers = await Promise.all(calls.map(async (c) => (await c).json()));
  expect(answers.map((a) => a.result)).toEqual(['q0', 'q1', 'q2', 'q3', 'q4']);
});

it('sends a function served on its own straight to its server, all calls at once, and tells when that server is down', async () => {
  const held: Array<() => void> = [];
  const own = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => held.push(() => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ result: `own ${body}` }))));
  });
  await new Promise<void>((r) => own.listen(0, '127.0.0.1', () => r()));
  const ownPort = (own.address() as AddressInfo).port;
  const downPort = await freePort();
  const directPort = await freePort();
  const direct = await startFunctionsGate({
    port: directPort,
    emulatorPort,
    perFunction: 2,
    served: new Map([['quotePrice', ownPort], ['searchPlaces', downPort]]),
  });
  try {
    const at = (fn: string, body: string) =>
      fetch(`http://127.0.0.1:${directPort}/demo-rides/europe-west9/${fn}`, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
    // More than the emulator's 2 per function are inside the own server at once: none waits at the gate.
    const calls = Array.from({ length: 5 }, (_, i) => at('quotePrice', `p${i}`));
    await until(() => held.length === 5);
    held.splice(0).forEach((answer) => answer());
    expect((await Promise.all(calls.map(async (c) => (await c).json()))).map((a) => a.result).sort()).toEqual(['own p0', 'own p1', 'own p2', 'own p3', 'own p4']);
    expect(inside).toEqual([]);

    const down = await at('searchPlaces', 'q');
    expect(down.status).toBe(502);
    expect(await down.text()).toMatch(/The server of searchPlaces unreachable/);
    expect(inside).toEqual([]);
  } finally {
    await direct.close();
    own.closeAllConnections();
    await new Promise((r) => own.close(r));
  }
});
