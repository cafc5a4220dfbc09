// Generates the Firebase configuration of an environment from packages/mf-config (one source for
// sites, origins and CSP). `firebase.json` (committed) is production; the local stack writes
// `firebase.local.json`. A unit test keeps the committed file in step with this generator.
import fs from 'node:fs';
import path from 'node:path';
import { ENVIRONMENTS, type EnvironmentDef } from '@rides/mf-config/environments';
import { REMOTE_NAMES, type RemoteName } from '@rides/mf-config/remotes';
import { documentHeaders } from '@rides/mf-config/security-headers';
import { CACHE_CONTROL, HASHED_ASSETS } from '@rides/mf-config/cache-policy';
import { spaRoutePatterns } from '@rides/mf-config/prerendered';
import { DRIVER_MANIFEST_PATHS } from '@rides/mf-config/driver-app';

// Header rules are applied in order, the last matching one winning (see cache-policy.ts): `**` first
// (so SPA deep links are never cached), hashed assets next, the fixed-name files last.
const NO_CACHE = CACHE_CONTROL.document;
const IMMUTABLE = CACHE_CONTROL.hashedAsset;
const IGNORE = ['**/.*', '**/*.map', '**/node_modules/**'];

const header = (source: string, headers: Record<string, string>) => ({
  source,
  headers: Object.entries(headers).map(([key, value]) => ({ key, value })),
});

function shellSite(env: EnvironmentDef) {
  return {
    target: 'shell',
    public: 'shell/dist',
    ignore: IGNORE,
    // Prerendered pages are files (`/faq` is faq.html, scripts/prerender); the other routes get the
    // SPA frame; any other address gets 404.html, the prerendered not-found page, with status 404.
    cleanUrls: true,
    rewrites: spaRoutePatterns().map((source) => ({ source, destination: '/app.html' })),
    headers: [
      header('**', { ...documentHeaders(env), 'Cache-Control': NO_CACHE }),
      header(HASHED_ASSETS, { 'Cache-Control': IMMUTABLE }),
      header(`/@(${['index.html', 'app.html', 'remotes.json', 'env.json', 'sw.js', ...DRIVER_MANIFEST_PATHS.map((p) => p.slice(1))].join('|')})`, { 'Cache-Control': NO_CACHE }),
      header('/', { 'Cache-Control': NO_CACHE }),
    ],
  };
}

function remoteSite(env: EnvironmentDef, name: RemoteName) {
  return {
    target: name,
    public: `remote-${name}/dist`,
    ignore: IGNORE,
    rewrites: [{ source: '**', destination: '/index.html' }],
    headers: [
      header('**', {
        // Only the shell's origin may fetch this remote's manifest and chunks.
        'Access-Control-Allow-Origin': env.shell,
        Vary: 'Origin',
        'Cross-Origin-Resource-Policy': 'cross-origin',
        'X-Content-Type-Options': 'nosniff',
        'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
        'Cache-Control': NO_CACHE,
      }),
      header(HASHED_ASSETS, { 'Cache-Control': IMMUTABLE }),
      // The remote's entry (remoteEntry.<hash>.js) is a hashed asset: its manifest names it.
      header('/@(index.html|mf-manifest.json)', { 'Cache-Control': NO_CACHE }),
    ],
  };
}

export function firebaseConfig(env: EnvironmentDef) {
  return {
    hosting: [shellSite(env), ...REMOTE_NAMES.map((n) => remoteSite(env, n))],
    functions: [
      {
        source: 'packages/functions/dist',
        codebase: 'default',
        runtime: 'nodejs20',
        predeploy: ['pnpm --filter @rides/functions build'],
      },
    ],
    emulators: {
      auth: { host: '127.0.0.1', port: 9099 },
      functions: { host: '127.0.0.1', port: 5001 },
      hosting: { host: '127.0.0.1', port: 5000 },
      hub: { host: '127.0.0.1', port: 4400 },
      logging: { host: '127.0.0.1', port: 4500 },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
}

/** `.firebaserc`: projects and the site of each hosting target, per environment. */
export function firebaseRc() {
  const targets: Record<string, { hosting: Record<string, string[]> }> = {};
  for (const env of Object.values(ENVIRONMENTS)) {
    targets[env.projectId] = {
      hosting: Object.fromEntries(Object.entries(env.sites).map(([t, site]) => [t, [site]])),
    };
  }
  return { projects: { default: 'demo-rides', production: 'rides-paris' }, targets };
}

export const json = (v: unknown) => `${JSON.stringify(v, null, 2)}\n`;

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const name = process.argv[2] ?? 'production';
  const env = ENVIRONMENTS[name];
  if (!env) throw new Error(`unknown environment ${name}`);
  const root = path.resolve(__dirname, '..');
  const file = name === 'production' ? 'firebase.json' : `firebase.${name}.json`;
  fs.writeFileSync(path.join(root, file), json(firebaseConfig(env)));
  fs.writeFileSync(path.join(root, '.firebaserc'), json(firebaseRc()));
  console.log(`wrote ${file} and .firebaserc`);
}
