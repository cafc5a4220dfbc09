// Writes the per-environment files the shell serves, never baked into a build:
//   /remotes.json  remote name -> URL of its mf-manifest.json
//   /env.json      Firebase web config, functions region, the company's facts, emulator addresses (local only)
//   /sitemap.xml   the indexed public pages in five languages, with hreflang alternates
//   /robots.txt    public pages open, signed-in areas closed, the sitemap's address
// Usage: tsx scripts/runtime-files.ts <environment> [outDir=shell/dist]
// Production reads the web app's public values from FIREBASE_WEB_API_KEY, FIREBASE_WEB_APP_ID and
// FIREBASE_WEB_PUSH_KEY (the VAPID key of Cloud Messaging).
//
// Hosting serves a file that exists before applying the SPA rewrite, so /sitemap.xml and /robots.txt
// are these files (application/xml and text/plain by their extensions), and they get the shell's
// `no-cache` like env.json: they change with each deploy of the environment's files.
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ENVIRONMENTS, type EnvironmentDef } from '@rides/mf-config/environments';
import { REMOTE_NAMES } from '@rides/mf-config/remotes';
import { robotsTxt, sitemapXml } from '@rides/mf-config/crawler-files';
import { missingCompanyFacts } from '@rides/contracts/company';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@rides/contracts/languages';
import { DRIVER_APP_NAMES, driverManifestPath } from '@rides/mf-config/driver-app';

export function remotesJson(env: EnvironmentDef) {
  return Object.fromEntries(REMOTE_NAMES.map((n) => [n, `${env.remotes[n]}/mf-manifest.json`]));
}

/** What an environment's web app is given at deploy (public values, kept out of the repository until known). */
export interface WebKeys {
  /** The project's Firebase web API key (FIREBASE_WEB_API_KEY). */
  apiKey?: string;
  /** The web app's id (FIREBASE_WEB_APP_ID, `1:<project number>:web:<id>`): Cloud Messaging needs it and the sender id in it. */
  appId?: string;
  /** The public key of the project's web push certificate (FIREBASE_WEB_PUSH_KEY, "VAPID key"). */
  webPushKey?: string;
}

/**
 * Web push (issue [M] 3): Firebase Cloud Messaging with the project's public VAPID key, or locally the
 * twin that needs no push service (notifications land in the local mailbox). Without a key: none.
 */
export function pushOf(env: EnvironmentDef, keys: WebKeys) {
  if (env.emulators) return { push: { provider: 'local' as const } };
  return keys.webPushKey && keys.appId ? { push: { provider: 'fcm' as const, vapidKey: keys.webPushKey } } : {};
}

export function envJson(env: EnvironmentDef, keys: WebKeys = {}) {
  const appId = env.emulators ? undefined : keys.appId;
  return {
    name: env.name,
    company: env.company,
    firebase: {
      apiKey: keys.apiKey ?? env.apiKey,
      authDomain: env.emulators ? 'localhost' : `${env.projectId}.firebaseapp.com`,
      projectId: env.projectId,
      ...(appId && { appId, messagingSenderId: appId.split(':')[1] }),
    },
    functionsRegion: env.functionsRegion,
    ...pushOf(env, keys),
    ...(env.emulators ? { emulators: env.emulators } : {}),
  };
}

/**
 * The environment's public origin is where its shell is served (`env.shell`: http://localhost:5000
 * locally): the remotes accept only that origin (CORS), so the site cannot run anywhere else.
 *
 * Open to search engines: production, and the local stack, which no crawler can reach, so that its
 * robots.txt is production's and the tests read the real rules. Any other environment (a staging
 * project on a public *.web.app address) says `Disallow: /`: it must not compete with the real site.
 */
export const openToCrawlers = (env: EnvironmentDef): boolean => env.name === 'production' || env.emulators !== undefined;

/**
 * The environment's prerendered public pages (scripts/prerender: index.html, faq.html, ..., 404.html)
 * from the built shell's frame. Their head names the environment's origin, so they are written here
 * with the other per-environment files. A separate process: it renders the React site.
 */
export function prerenderPages(env: EnvironmentDef, outDir: string): void {
  const tsx = path.resolve(__dirname, '../node_modules/.bin/tsx');
  const r = spawnSync(tsx, [path.resolve(__dirname, 'prerender/prerender.ts'), env.name, outDir], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error('Prerendering the public pages failed');
}

/** Outside local the company's facts must be complete and real (issue [N] 4): the build refuses, naming what is missing. */
export function checkCompanyFacts(env: EnvironmentDef): void {
  if (env.emulators) return;
  const missing = missingCompanyFacts(env.company);
  if (missing.length > 0) {
    throw new Error(`The company facts of "${env.name}" are incomplete (${missing.join(', ')}): set them in packages/mf-config/src/environments.ts before building its files.`);
  }
}

/** The brand's colour (the header's, Chakra brand.700): the installed app's title bar and splash. */
const BRAND_COLOUR = '#1a4277';

/**
 * The driver's installable app (issue [M] 1): named after the environment's company in `lng`, opening on /driver
 * in its own window. Linked only from the driver's pages (shell/src/pwa), so the public site is never
 * offered for installation as the driver app. The icons are shell/static/icons.
 */
export function driverWebManifest(env: EnvironmentDef, lng: Language = DEFAULT_LANGUAGE) {
  const icon = (file: string, purpose: string) => ({ src: `/icons/${file}`, sizes: file.includes('192') ? '192x192' : '512x512', type: 'image/png', purpose });
  return {
    id: '/driver',
    lang: lng,
    name: `${env.company.name}: ${DRIVER_APP_NAMES[lng]}`,
    short_name: DRIVER_APP_NAMES[lng],
    start_url: '/driver',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: BRAND_COLOUR,
    icons: [icon('driver-192.png', 'any'), icon('driver-512.png', 'any'), icon('driver-maskable-512.png', 'maskable')],
  };
}

export function writeRuntimeFiles(env: EnvironmentDef, outDir: string, keys: WebKeys = {}): void {
  checkCompanyFacts(env);
  for (const lng of LANGUAGES) fs.writeFileSync(path.join(outDir, driverManifestPath(lng).slice(1)), `${JSON.stringify(driverWebManifest(env, lng), null, 2)}\n`);
  fs.cpSync(path.resolve(__dirname, '../shell/static'), outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'remotes.json'), `${JSON.stringify(remotesJson(env), null, 2)}\n`);
  fs.writeFileSync(path.join(outDir, 'env.json'), `${JSON.stringify(envJson(env, keys), null, 2)}\n`);
  fs.writeFileSync(path.join(outDir, 'sitemap.xml'), sitemapXml(env.shell));
  fs.writeFileSync(path.join(outDir, 'robots.txt'), robotsTxt(env.shell, openToCrawlers(env)));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const env = ENVIRONMENTS[process.argv[2] ?? ''];
  if (!env) throw new Error(`usage: runtime-files.ts <${Object.keys(ENVIRONMENTS).join('|')}> [outDir]`);
  // The web app's public values, given at deploy (the project's console, Project settings).
  const NEEDED = { apiKey: 'FIREBASE_WEB_API_KEY', appId: 'FIREBASE_WEB_APP_ID', webPushKey: 'FIREBASE_WEB_PUSH_KEY' } as const;
  const keys: WebKeys = env.emulators ? {} : Object.fromEntries(Object.entries(NEEDED).map(([k, name]) => [k, process.env[name]]));
  const missing = env.emulators ? [] : Object.entries(NEEDED).filter(([k]) => !keys[k as keyof WebKeys]).map(([, name]) => name);
  if (missing.length) throw new Error(`Set ${missing.join(', ')} (the web app's public values: Firebase console, Project settings, General and Cloud Messaging).`);
  const out = process.argv[3] ?? path.resolve(__dirname, '../shell/dist');
  writeRuntimeFiles(env, out, keys);
  console.log(`wrote remotes.json, env.json, the driver app's manifests, the icons, sitemap.xml and robots.txt for ${env.name} into ${out}`);
  prerenderPages(env, out);
}
