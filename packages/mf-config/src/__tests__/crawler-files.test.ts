import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROUTES } from '../routes';
import { DEMO_COMPANY } from '@rides/contracts/company';
import { REAL_COMPANY } from '@rides/contracts/__tests__/company-facts';
import { LOCAL, PRODUCTION } from '../environments';
import { robotsTxt, sitemapXml } from '../crawler-files';
import { writeRuntimeFiles } from '../../../../scripts/runtime-files';

const ORIGIN = 'https://rides.example';
const LANGS = ['en', 'fr', 'it', 'es', 'zh'];
const INDEXED = ['/', '/drivers', '/services', '/about', '/pricing', '/contact', '/terms', '/privacy', '/faq', '/signup', '/signup/driver', '/signup/partner'];
const PRIVATE_AREAS = ['/admin', '/driver', '/partner', '/customer', '/profile', '/dashboard', '/session-analytics', '/booking-confirmation', '/payment-success', '/payment-canceled', '/reset-password', '/test-sms', '/send-hello-drivers'];

/** A crawler's reading of robots.txt (RFC 9309): the longest matching rule wins, Allow on a tie. */
function allowed(robots: string, urlPath: string): boolean {
  const rules = robots
    .split('\n')
    .map((l) => /^(Allow|Disallow):\s*(\S*)$/.exec(l.trim()))
    .filter((m): m is RegExpExecArray => !!m && m[2] !== '')
    .filter((m) => urlPath.startsWith(m[2]!));
  rules.sort((a, b) => b[2]!.length - a[2]!.length || (a[1] === 'Allow' ? -1 : 1));
  return rules[0]?.[1] !== 'Disallow';
}

/** <url> entries of the sitemap: loc and its alternates. */
function entries(xml: string) {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>(.*?)<\/loc>/.exec(body!)![1]!,
    alternates: [...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]),
  }));
}

describe('sitemap.xml', () => {
  const xml = sitemapXml(ORIGIN);
  const urls = entries(xml);

  it('lists every indexed public page in each of the five languages, and nothing else', () => {
    const expected = INDEXED.flatMap((p) => LANGS.map((l) => `${ORIGIN}${p}${l === 'en' ? '' : `?lang=${l}`}`));
    expect(urls.map((u) => u.loc).sort()).toEqual(expected.sort());
    for (const area of PRIVATE_AREAS) expect(xml).not.toContain(`${ORIGIN}${area}<`);
    expect(xml).not.toMatch(/\/book\/|\/p\/|\/auth|\/driver-signup/);
  });

  it('gives every entry its five language versions plus x-default (the English URL)', () => {
    for (const { loc, alternates } of urls) {
      const page = loc.replace(/\?lang=\w+$/, '');
      expect(alternates).toEqual([...LANGS.map((l) => [l, l === 'en' ? page : `${page}?lang=${l}`]), ['x-default', page]]);
    }
  });

  it('is a sitemap document with the xhtml namespace for the alternates', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">')).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });
});

describe('robots.txt', () => {
  const robots = robotsTxt(ORIGIN, true);

  it('lets crawlers read every page of the sitemap, and the public pages a prefix rule would catch', () => {
    for (const p of [...INDEXED, '/drivers', '/driver-signup', '/partner-signup', '/book/drv.1', '/p/hotel-marais', '/auth']) {
      expect([p, allowed(robots, p)]).toEqual([p, true]);
    }
    expect(allowed(robots, '/faq?lang=fr')).toBe(true);
  });

  it('keeps them out of the signed-in areas, the booking outcomes and the tool pages', () => {
    for (const p of PRIVATE_AREAS) expect([p, allowed(robots, p)]).toEqual([p, false]);
    for (const r of ROUTES.filter((x) => x.roles)) {
      const p = r.path.replace(/:[a-zA-Z]+/g, 'x1');
      expect([p, allowed(robots, p)]).toEqual([p, false]);
    }
    expect(allowed(robots, '/payment-success?session_id=cs_1')).toBe(false);
    expect(allowed(robots, '/driver/scheduled')).toBe(false);
  });

  it('names the sitemap by its absolute address', () => {
    expect(robots).toContain(`\nSitemap: ${ORIGIN}/sitemap.xml\n`);
  });

  it('closes a site that is not the public one entirely', () => {
    const closed = robotsTxt(ORIGIN, false);
    for (const p of ['/', '/faq']) expect(allowed(closed, p)).toBe(false);
    expect(closed).not.toContain('Sitemap:');
  });
});


describe('runtime files of an environment', () => {
  it('refuses to build an environment other than local whose company facts are missing or the demo ones', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'runtime-'));
    expect(() => writeRuntimeFiles(PRODUCTION, dir, { apiKey: 'key' })).toThrow(/company facts of "production" are incomplete \(supportEmail, phoneE164, whatsappE164, postalAddress, siret, vatNumber\)/);
    expect(() => writeRuntimeFiles({ ...PRODUCTION, company: DEMO_COMPANY }, dir, { apiKey: 'key' })).toThrow(/\(demo\)/);
    expect(fs.readdirSync(dir)).toEqual([]);
    fs.rmSync(dir, { recursive: true });
  });

  it('writes sitemap.xml, robots.txt and the driver app\'s manifest and icons next to env.json, with the origin the shell is served from', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'runtime-'));
    writeRuntimeFiles(LOCAL, dir);
    expect(fs.readdirSync(dir).sort()).toEqual([
      'driver.es.webmanifest', 'driver.fr.webmanifest', 'driver.it.webmanifest', 'driver.webmanifest', 'driver.zh.webmanifest',
      'env.json', 'icons', 'remotes.json', 'robots.txt', 'sitemap.xml',
    ]);
    // The app installs under its name in the driver's language.
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'driver.fr.webmanifest'), 'utf8'))).toMatchObject({ lang: 'fr', name: `${LOCAL.company.name}: Chauffeur`, short_name: 'Chauffeur' });
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'driver.zh.webmanifest'), 'utf8'))).toMatchObject({ lang: 'zh', short_name: '司机' });
    expect(fs.readdirSync(path.join(dir, 'icons')).sort()).toEqual(['driver-192.png', 'driver-512.png', 'driver-maskable-512.png']);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'driver.webmanifest'), 'utf8'))).toMatchObject({
      name: `${LOCAL.company.name}: Driver`,
      start_url: '/driver',
      display: 'standalone',
      icons: expect.arrayContaining([expect.objectContaining({ src: '/icons/driver-maskable-512.png', purpose: 'maskable' })]),
    });
    expect(fs.readFileSync(path.join(dir, 'robots.txt'), 'utf8')).toContain('Sitemap: http://localhost:5000/sitemap.xml');
    expect(fs.readFileSync(path.join(dir, 'sitemap.xml'), 'utf8')).toContain('<loc>http://localhost:5000/faq?lang=fr</loc>');
    const production = { ...PRODUCTION, company: REAL_COMPANY };
    writeRuntimeFiles(production, dir, { apiKey: 'key' });
    expect(fs.readFileSync(path.join(dir, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${PRODUCTION.shell}/sitemap.xml`);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'env.json'), 'utf8')).company).toEqual(REAL_COMPANY);
    writeRuntimeFiles(production, dir, { apiKey: 'key', appId: '1:123456789012:web:abcdef', webPushKey: 'BPublicVapidKey' });
    // Web push (issue [M] 3): Cloud Messaging needs the app id and its sender id; locally the twin.
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'env.json'), 'utf8'))).toMatchObject({
      firebase: { apiKey: 'key', appId: '1:123456789012:web:abcdef', messagingSenderId: '123456789012' },
      push: { provider: 'fcm', vapidKey: 'BPublicVapidKey' },
    });
    writeRuntimeFiles(LOCAL, dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'env.json'), 'utf8')).push).toEqual({ provider: 'local' });
    writeRuntimeFiles({ ...production, name: 'staging', shell: 'https://rides-staging.web.app' }, dir, { apiKey: 'key' });
    expect(fs.readFileSync(path.join(dir, 'robots.txt'), 'utf8')).toContain('Disallow: /\n');
    fs.rmSync(dir, { recursive: true });
  });
});
