/** @jest-environment node */
// The local stack's functions gate (scripts/stack/functions-gate.ts) in front of a stand-in functions
// host that answers when the test says so: each call goes where its function is served, none waits.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFunctionsGate, type FunctionsGate } from '../../../../scripts/stack/functions-gate';

let host: http.Server;
let hostPort: number;
let gate: FunctionsGate;
let gatePort: number;
/** Requests inside the stand-in host, each with the function to answer it. */
const inside: Array<{ path: string; body: string; answer: () => void }> = [];

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  host = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => inside.push({ path: req.url ?? '', body, answer: () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ result: body })) }));
  });
  await new Promise<void>((r) => host.listen(0, '127.0.0.1', () => r()));
  hostPort = (host.address() as AddressInfo).port;
  gatePort = await freePort();
  gate = await startFunctionsGate({ port: gatePort, hostPort });
});
afterAll(async () => {
  await gate.close();
  host.closeAllConnections();
  await new Promise((r) => host.close(r));
});

const until = async (what: () => boolean) => {
  for (let i = 0; !what(); i++) {
    if (i > 200) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};
const call = (fn: string, body: string, signal?: AbortSignal) =>
  fetch(`http://127.0.0.1:${gatePort}/demo-rides/europe-west9/${fn}`, { method: 'POST', body, headers: { 'content-type': 'application/json' }, signal });

it('sends every function to the host, all calls at once, in one process whatever the function', async () => {
  const calls = Array.from({ length: 6 }, (_, i) => call(i % 2 ? 'listRideBoard' : 'getBooking', `q${i}`));
  // No queue at the gate: all six are inside the host at once.
  await until(() => inside.length === 6);
  expect(inside.map((r) => r.path).sort()).toEqual([...Array(3).fill('/demo-rides/europe-west9/getBooking'), ...Array(3).fill('/demo-rides/europe-west9/listRideBoard')]);
  inside.splice(0).forEach((r) => r.answer());
  expect((await Promise.all(calls.map(async (c) => (await c).json()))).map((a) => a.result)).toEqual(['q0', 'q1', 'q2', 'q3', 'q4', 'q5']);
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
    hostPort,
    served: new Map([['quotePrice', ownPort], ['searchPlaces', downPort]]),
  });
  try {
    const at = (fn: string, body: string) =>
      fetch(`http://127.0.0.1:${directPort}/demo-rides/europe-west9/${fn}`, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
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
