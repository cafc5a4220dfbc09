import fs from 'node:fs';
import path from 'node:path';
import { PRODUCTION, LOCAL } from '../environments';
import { contentSecurityPolicy, prerenderGuardSource } from '../security-headers';
import { firebaseConfig } from '../../../../scripts/firebase-config';
import { CACHE_CONTROL } from '../cache-policy';
import { ROUTES } from '../routes';

/** The Hosting emulator's own rule matcher (superstatic, through firebase-tools). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { configMatcher } = require(
  require.resolve('superstatic/lib/utils/patterns.js', { paths: [require.resolve('firebase-tools/package.json')] }),
) as { configMatcher: (path: string, rule: { source: string }) => boolean };

type Site = ReturnType<typeof firebaseConfig>['hosting'][number];
/** The headers Hosting sends for a requested path: every matching rule in order, the last one winning. */
function served(site: Site, path: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of site.headers) if (configMatcher(path, rule)) for (const h of rule.headers) out[h.key] = h.value;
  return out;
}

const root = path.resolve(__dirname, '../../../..');

describe('firebase.json', () => {
  it('is what the generator makes for production (run `pnpm tsx scripts/firebase-config.ts production`)', () => {
    const committed = JSON.parse(fs.readFileSync(path.join(root, 'firebase.json'), 'utf8'));
    expect(committed).toEqual(JSON.parse(JSON.stringify(firebaseConfig(PRODUCTION))));
  });

  it('has one hosting site per app; remotes fall back to their index.html', () => {
    const { hosting } = firebaseConfig(PRODUCTION);
    expect(hosting.map((h) => h.target)).toEqual(['shell', 'public', 'customer', 'driver', 'partner', 'admin']);
    for (const site of hosting.slice(1)) expect(site.rewrites).toEqual([{ source: '**', destination: '/index.html' }]);
  });

  it('serves the SPA frame for every route that is not prerendered, and no frame for an unknown address (404.html)', () => {
    const shell = firebaseConfig(PRODUCTION).hosting[0]!;
    expect(shell).toMatchObject({ target: 'shell', cleanUrls: true });
    const sources = shell.rewrites.map((r) => r.source);
    expect(shell.rewrites.every((r) => r.destination === '/app.html')).toBe(true);
    expect(sources).toEqual(expect.arrayContaining(['/dashboard', '/book/*', '/admin/users/*', '/booking-confirmation', '/reset-password']));
    for (const prerendered of ['/', '/faq', '/auth', '/signup/driver', '**']) expect(sources).not.toContain(prerendered);
  });

  it('never caches the files that name other files, and caches hashed assets for a year', () => {
    for (const site of firebaseConfig(PRODUCTION).hosting) {
      const rules = Object.fromEntries(site.headers.map((h) => [h.source, Object.fromEntries(h.headers.map((x) => [x.key, x.value]))]));
      expect(rules['**/*.@(js|css|woff2)']?.['Cache-Control']).toBe('public, max-age=31536000, immutable');
      const noCache = Object.entries(rules).find(([src]) => src.includes('remotes.json') || src.includes('mf-manifest.json'));
      expect(noCache?.[1]['Cache-Control']).toMatch(/no-cache/);
      expect(noCache?.[0]).toMatch(site.target === 'shell' ? /remotes\.json/ : /mf-manifest\.json/);
    }
  });

  it('never caches an SPA deep link (served index.html by the rewrite), like `/`; hashed assets stay immutable', () => {
    const shell = firebaseConfig(PRODUCTION).hosting.find((h) => h.target === 'shell')!;
    // Every route of the table, with its parameters filled in (one with a dot, as an id might have).
    const deepLinks = ROUTES.map((r) => r.path.replace(/:[a-zA-Z]+/g, 'drv.1a2b')).concat(['/booking-confirmation', '/reset-password', '/no/such/page']);
    for (const path of ['/', '/index.html', '/app.html', '/faq', '/404.html', '/remotes.json', '/env.json', ...deepLinks]) {
      expect([path, served(shell, path)['Cache-Control']]).toEqual([path, CACHE_CONTROL.document]);
      expect(served(shell, path)['Content-Security-Policy']).toBeTruthy();
    }
    for (const path of ['/main.3f9a1c.js', '/static/js/412.7d1e.js', '/static/css/app.88aa.css', '/fonts/inter.1b2c.woff2']) {
      expect([path, served(shell, path)['Cache-Control']]).toEqual([path, CACHE_CONTROL.hashedAsset]);
    }
    for (const site of firebaseConfig(PRODUCTION).hosting.filter((h) => h.target !== 'shell')) {
      for (const path of ['/', '/index.html', '/mf-manifest.json', '/booking-confirmation', '/driver/scheduled']) {
        expect([site.target, path, served(site, path)['Cache-Control']]).toEqual([site.target, path, CACHE_CONTROL.document]);
      }
      expect(served(site, '/static/js/731.a1b2c3.js')['Cache-Control']).toBe(CACHE_CONTROL.hashedAsset);
      expect(served(site, '/remoteEntry.a1b2c3d4.js')['Cache-Control']).toBe(CACHE_CONTROL.hashedAsset);
    }
  });

  it('lets only the shell origin read a remote cross-origin', () => {
    const driver = firebaseConfig(PRODUCTION).hosting.find((h) => h.target === 'driver')!;
    const all = Object.fromEntries(driver.headers[0]!.headers.map((x) => [x.key, x.value]));
    expect(all['Access-Control-Allow-Origin']).toBe(PRODUCTION.shell);
  });
});

describe('content security policy', () => {
  it('allows scripts from exactly the shell and the remotes, and calls to the backend', () => {
    const csp = contentSecurityPolicy(PRODUCTION);
    const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `))!.split(' ').slice(1);
    // ...and the prerendered pages' one inline script, by its hash (prerender-guard.ts).
    expect(directive('script-src').sort()).toEqual(["'self'", prerenderGuardSource(), ...Object.values(PRODUCTION.remotes)].sort());
    expect(directive('connect-src')).toEqual(expect.arrayContaining(PRODUCTION.backend));
    expect(directive('object-src')).toEqual(["'none'"]);
    expect(directive('frame-ancestors')).toEqual(["'none'"]);
    expect(directive('base-uri')).toEqual(["'self'"]);
    expect(csp).not.toContain('unsafe-eval');
  });

  it('names no local origin in production and no production origin locally', () => {
    expect(contentSecurityPolicy(PRODUCTION)).not.toMatch(/localhost|127\.0\.0\.1/);
    expect(contentSecurityPolicy(LOCAL)).not.toContain('web.app');
  });
});
