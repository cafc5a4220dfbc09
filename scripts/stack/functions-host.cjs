// Every HTTP function of the built bundle in ONE Node process, each behind the Functions Framework's
// own server (issue [N] 1). Run by the local stack (framework-functions.ts) as
//   node functions-host.cjs --source=<dist> --port=<port> [--skip=name,name]
//
// Why: the Functions emulator starts a worker process per concurrent request of each function and
// never ends an idle one, so a probe of the ~77 callables left 266 workers holding 21.9 GiB. Here one
// process serves them all, many requests at once, as a Cloud Functions 2nd gen instance does (it takes
// up to 80 concurrent requests): the memory is one Node heap, whatever the traffic.
//
// Each function gets the Functions Framework's getServer (its body parsers, execution context and
// the firebase-functions handler as Cloud Run runs it); this process only picks the function by the
// URL's third segment, /<project>/<region>/<name>, the emulator's and the gate's addressing.
// The trade-off: the functions no longer show in the emulator's UI (their logs are in
// .local/data/logs/functions.log), and an uncaught exception is logged here instead of ending the
// instance (Cloud Run would start another; locally nothing would).
'use strict';
const http = require('node:http');
const path = require('node:path');

const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const source = path.resolve(arg('source') ?? '.');
const port = Number(arg('port'));
const skip = new Set((arg('skip') ?? '').split(',').filter(Boolean));
const FRAMEWORK = path.join(__dirname, '../../node_modules/@google-cloud/functions-framework/build/src');
const { getServer } = require(path.join(FRAMEWORK, 'server.js'));
const { parseOptions } = require(path.join(FRAMEWORK, 'options.js'));

const bundle = require(path.join(source, 'index.js'));
/** An exported function Cloud Functions would serve over HTTP: a callable or an onRequest function. */
const isHttp = (fn) => typeof fn === 'function' && fn.__endpoint && ('httpsTrigger' in fn.__endpoint || 'callableTrigger' in fn.__endpoint);

const handlers = new Map();
for (const [name, fn] of Object.entries(bundle)) {
  if (skip.has(name) || !isHttp(fn)) continue;
  // Each function's own timeout, as Cloud Functions (and the emulator) enforce it: 60 s by default.
  const declared = Number(fn.__endpoint.timeoutSeconds);
  const timeout = Number.isInteger(declared) && declared > 0 ? declared : 60;
  const options = parseOptions(['node', 'functions-host', `--target=${name}`, '--signature-type=http', `--source=${source}`, `--timeout=${timeout}`], {});
  handlers.set(name, getServer(fn, options).listeners('request')[0]);
}

const server = http.createServer((req, res) => {
  const name = (req.url ?? '/').split('?')[0].split('/')[3] ?? '';
  const handle = handlers.get(name);
  if (handle) return handle(req, res);
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end(`No HTTP function named "${name}" here.\n`);
});
server.setTimeout(0);
server.listen(port, '127.0.0.1', () => console.log(`Serving ${handlers.size} functions on http://127.0.0.1:${port}/<project>/<region>/<name>`));

process.on('uncaughtException', (e) => console.error('Uncaught exception in a function:', e));
process.on('unhandledRejection', (e) => console.error('Unhandled rejection in a function:', e));
// The stack stops its processes with SIGINT (processes.ts).
process.on('SIGINT', () => server.close(() => process.exit(0)).closeAllConnections());
process.on('SIGTERM', () => process.exit(0));
