// The local stack's door to the Functions emulator (issue [H] 5). The emulator serves each request in
// a worker process of its own and starts another whenever every worker of that function is busy, with
// no upper bound: 50 concurrent callers of two functions made about a hundred Node processes, the
// machine ran out of memory and the kernel killed the database and the emulators. In production one
// instance serves many requests at once and the platform caps instances.
//
// So the stack's functions address (127.0.0.1:5001, what the shell, the tests and the benches call)
// is this gate, and the emulator listens behind it (5011). At most WORKERS_PER_FUNCTION requests of one
// function are in the emulator at a time; the others wait here, in arrival order, and are all
// answered: a burst queues instead of spawning workers. The trade-off: a function's slow request makes
// later calls of the same function wait (other functions have their own lanes), and what the emulator
// sees comes from the gate's address (locally every caller is 127.0.0.1 anyway; the functions ignore
// X-Forwarded-For in the emulator, see packages/functions/src/http/request-facts.ts).
//
// The busiest public callables do not go through the emulator at all: each has a server of its own,
// as in production (framework-functions.ts), and the gate sends their calls straight to it.
import http from 'node:http';

/** Requests of one function inside the emulator at once (so at most this many workers per function). */
export const WORKERS_PER_FUNCTION = 4;

export interface FunctionsGate {
  close(): Promise<void>;
}

/** One lane per function: the path's first three segments, /<project>/<region>/<function>. */
const laneOf = (url: string): string => url.split('?')[0]!.split('/').slice(0, 4).join('/');

export interface GateOptions {
  port: number;
  emulatorPort: number;
  perFunction?: number;
  /**
   * Functions served by a server of their own (framework-functions.ts), by name: their calls go straight
   * to its port, unqueued, since one such server takes many requests at once.
   */
  served?: ReadonlyMap<string, number>;
}

export function startFunctionsGate({ port, emulatorPort, perFunction = WORKERS_PER_FUNCTION, served = new Map() }: GateOptions): Promise<FunctionsGate> {
  const agent = new http.Agent({ keepAlive: true });
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

  /** Sends the request on to `to` and its answer back; 502 when nothing answers there. */
  const forward = (req: http.IncomingMessage, res: http.ServerResponse, to: number, what: string) => {
    const upstream = http.request({ host: '127.0.0.1', port: to, method: req.method, path: req.url, headers: req.headers, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.headers);
      answer.pipe(res);
      answer.on('error', () => res.destroy());
    });
    upstream.on('error', (e) => {
      if (res.headersSent) return res.destroy();
      res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' }).end(`${what} unreachable: ${e.message}\n`);
    });
    req.pipe(upstream);
  };

  const server = http.createServer((req, res) => {
    const key = laneOf(req.url ?? '/');
    const name = key.split('/')[3] ?? '';
    const own = served.get(name);
    if (own !== undefined) return forward(req, res, own, `The server of ${name}`);
    let state: 'waiting' | 'inside' | 'done' = 'waiting';
    // The answer is complete, or the caller went away: the place in the lane goes to the next one.
    res.on('close', () => {
      if (state === 'inside') leave(key);
      state = 'done';
    });
    void enter(key).then(() => {
      if (state === 'done') return leave(key); // the caller left while waiting
      state = 'inside';
      forward(req, res, emulatorPort, 'Functions emulator');
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
            agent.destroy();
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}
