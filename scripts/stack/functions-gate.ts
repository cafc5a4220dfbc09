// The local stack's functions address (127.0.0.1:5001, what the shell, the tests and the benches call).
// Every HTTP function is served the way Cloud Functions 2nd gen serves it, in a process that takes many
// requests at once (issue [N] 1): the busiest public callables each in a Functions Framework process of
// their own (framework-functions.ts), all the others together in one host process (functions-host.cjs).
// This gate routes each call by the function named in its path, /<project>/<region>/<name>.
//
// Before, the gate sat in front of the Functions emulator, which starts a worker process per
// concurrent request of each function and never ends an idle one: bounded per function (4), but ~77
// functions made 266 workers and 21.9 GiB under a probe of every callable. The trade-off of the host
// is written in functions-host.cjs. What the functions see comes from the gate's address (locally
// every caller is 127.0.0.1 anyway; the functions ignore X-Forwarded-For locally, see
// packages/functions/src/http/request-facts.ts).
import http from 'node:http';

export interface FunctionsGate {
  close(): Promise<void>;
}

export interface GateOptions {
  port: number;
  /** The host of every function not in `served`. */
  hostPort: number;
  /** Functions served by a server of their own, by name. */
  served?: ReadonlyMap<string, number>;
}

/** The function a path names: /<project>/<region>/<name>. */
const functionOf = (url: string): string => url.split('?')[0]!.split('/')[3] ?? '';

export function startFunctionsGate({ port, hostPort, served = new Map() }: GateOptions): Promise<FunctionsGate> {
  const agent = new http.Agent({ keepAlive: true });

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
    const name = functionOf(req.url ?? '/');
    const own = served.get(name);
    if (own !== undefined) forward(req, res, own, `The server of ${name}`);
    else forward(req, res, hostPort, 'The functions host');
  });
  // A slow function (a PDF, a report) may take longer than Node's default request timeout.
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
