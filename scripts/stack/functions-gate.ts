// The local stack's door to the Functions emulator (issue [H] 5). The emulator serves each request in
// a worker process of its own and starts another whenever every worker of that function is busy, with
// no upper bound: 50 concurrent callers of two functions made about a hundred Node processes, the
// machine ran out of memory and the kernel killed the database and the emulators. In production one
// instance serves many requests at once and the platform caps instances.
//
// So the stack's functions address (127.0.0.1:5001, what the shell, the tests and the benches call)
// is this gate, and the emulator listens behind it (5011). At most WORKERS_PER_FUNCTION requests of one
// function are in the emulator at a time; the others wait here, in arrival order, and are all
// answered: a burst queues instead of spawning workers. A place in a lane is held until the emulator
// has answered, even when the caller gave up (the emulator's worker goes on working regardless): the
// bound is on the emulator's workers, not on the callers. The trade-off: a function's slow request makes
// later calls of the same function wait (other functions have their own lanes), and what the emulator
// sees comes from the gate's address (locally every caller is 127.0.0.1 anyway; the functions ignore
// X-Forwarded-For in the emulator, see packages/functions/src/http/request-facts.ts).
import http from 'node:http';

/** Requests of one function inside the emulator at once (so at most this many workers per function). */
export const WORKERS_PER_FUNCTION = 4;

export interface FunctionsGate {
  close(): Promise<void>;
}

/** Longer than any function's timeout (300 s): an answer that never comes frees its place after this. */
const UPSTREAM_TIMEOUT_MS = 330_000;

/** Hop-by-hop headers: about one connection, never forwarded (RFC 9110 7.6.1). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);
const endToEnd = (headers: http.IncomingHttpHeaders) => Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

/** One lane per function: the path's first three segments, /<project>/<region>/<function>. */
const laneOf = (url: string): string => url.split('?')[0]!.split('/').slice(0, 4).join('/');

export function startFunctionsGate({ port, emulatorPort, perFunction = WORKERS_PER_FUNCTION }: { port: number; emulatorPort: number; perFunction?: number }): Promise<FunctionsGate> {
  const lanes = new Map<string, { active: number; waiting: Array<() => void> }>();

  const enter = (key: string): Promise<void> =>
    new Promise((resolve) => {
      const lane = lanes.get(key) ?? { active: 0, waiting: [] };
      lanes.set(key, lane);
      if (lane.active < perFunction) {
        lane.active++;
        resolve();
      } else {
        lane.waiting.push(() => {
          lane.active++;
          resolve();
        });
      }
    });
  const leave = (key: string) => {
    const lane = lanes.get(key)!;
    lane.active--;
    lane.waiting.shift()?.();
  };

  const server = http.createServer((req, res) => {
    const key = laneOf(req.url ?? '/');
    let gone = false; // the caller went away before its answer was complete
    let answer: http.IncomingMessage | null = null;
    res.on('close', () => {
      gone = !res.writableFinished;
      if (gone) answer?.resume(); // unpiped from the closed response: read it to the end all the same
    });
    void enter(key).then(() => {
      let left = false;
      const done = () => {
        if (!left) leave(key);
        left = true;
      };
      if (gone) return done(); // left while waiting: nothing was sent to the emulator
      // A new connection per request (localhost): no reused socket racing the emulator's keep-alive close.
      const upstream = http.request({ host: '127.0.0.1', port: emulatorPort, method: req.method, path: req.url, headers: endToEnd(req.headers), agent: false }, (reply) => {
        answer = reply;
        reply.on('end', done);
        reply.on('close', done);
        reply.on('error', () => (done(), res.destroy()));
        if (gone) return reply.resume(); // read to the end, then free the place
        res.writeHead(reply.statusCode ?? 502, reply.statusMessage, endToEnd(reply.headers));
        reply.pipe(res);
      });
      upstream.setTimeout(UPSTREAM_TIMEOUT_MS, () => upstream.destroy(new Error(`no answer within ${UPSTREAM_TIMEOUT_MS / 1000} s`)));
      upstream.on('error', (e) => {
        done();
        if (gone) return;
        if (res.headersSent) return res.destroy();
        res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' }).end(`Functions emulator unreachable: ${e.message}\n`);
      });
      req.pipe(upstream);
    });
  });
  // Calls may wait here longer than Node's default request timeout while a lane is busy.
  server.requestTimeout = 0;

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}
