import fs from 'node:fs';
import path from 'node:path';
import { PRODUCTION, LOCAL } from '../environments';
import { contentSecurityPolicy } from '../security-headers';
import { firebaseConfig } from '../../../../scripts/firebase-config';

const root = path.resolve(__dirname, '../../../..');

describe('firebase.json', () => {
  it('is what the generator makes for production (run `pnpm tsx scripts/firebase-config.ts production`)', () => {
    const committed = JSON.parse(fs.readFileSync(path.join(root, 'firebase.json'), 'utf8'));
    expect(committed).toEqual(JSON.parse(JSON.stringify(firebaseConfig(PRODUCTION))));
  });

  it('has one hosting site per app, each with an SPA fallback', () => {
    const { hosting } = firebaseConfig(PRODUCTION);
    expect(hosting.map((h) => h.target)).toEqual(['shell', 'public', 'customer', 'driver', 'partner', 'admin']);
    for (const site of hosting) expect(site.rewrites).toEqual([{ source: '**', destination: '/index.html' }]);
  });

  it('never caches the files that name other files, and caches hashed assets for a year', () => {
    for (const site of firebaseConfig(PRODUCTION).hosting) {
      const rules = Object.fromEntries(site.headers.map((h) => [h.source, Object.fromEntries(h.headers.map((x) => [x.key, x.value]))]));
      expect(rules['**/*.@(js|css|woff2)']?.['Cache-Control']).toBe('public, max-age=31536000, immutable');
      const noCache = Object.entries(rules).find(([src]) => src.includes('index.html'));
      expect(noCache?.[1]['Cache-Control']).toMatch(/no-cache/);
      expect(noCache?.[0]).toMatch(site.target === 'shell' ? /remotes\.json/ : /mf-manifest\.json/);
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
    expect(directive('script-src').sort()).toEqual(["'self'", ...Object.values(PRODUCTION.remotes)].sort());
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
