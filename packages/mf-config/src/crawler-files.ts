import { LANGUAGES } from '@rides/contracts/language-codes';
import { languageUrl } from '@rides/contracts/language-url';
import { alternatesOf, crawlablePaths, privatePaths, sitemapPaths } from './seo-routes';

/**
 * /sitemap.xml and /robots.txt of an environment, written next to /env.json by
 * scripts/runtime-files.ts (never built in: they name the environment's origin). Pure, so the
 * unit tests read exactly what is deployed.
 */

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * One `<url>` per page and language (Google's rule for multilingual sitemaps: each language version
 * is listed, each with the same full set of alternates, itself included, plus x-default).
 */
export function sitemapXml(origin: string): string {
  const urls = sitemapPaths().flatMap((path) => {
    const links = alternatesOf(origin, path)
      .map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${xml(a.href)}"/>`)
      .join('\n');
    return LANGUAGES.map((lng) => `  <url>\n    <loc>${xml(languageUrl(origin, path, lng))}</loc>\n${links}\n  </url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * Private paths as few `Disallow` prefixes as cover them all (/admin covers /admin/users/…), then an
 * `Allow` for every public path a prefix would catch by accident (/driver would block /drivers and
 * /driver-signup). Crawlers apply the longest matching rule (RFC 9309 §2.2.2), so the Allow wins.
 */
function rules(): string[] {
  const disallow: string[] = [];
  for (const p of [...new Set(privatePaths())].sort()) {
    if (!disallow.some((d) => p.startsWith(d.endsWith('/') ? d : `${d}/`) || p === d)) disallow.push(p);
  }
  const allow = [...new Set(crawlablePaths())].filter((c) => disallow.some((d) => c.startsWith(d) && c !== d)).sort();
  return [...disallow.map((d) => `Disallow: ${d}`), ...allow.map((a) => `Allow: ${a}`)];
}

/**
 * `open`: whether search engines may index this environment. Production is; a public staging copy
 * must not compete with it in results, so it says `Disallow: /` (see runtime-files.ts for who is open).
 */
export function robotsTxt(origin: string, open: boolean): string {
  if (!open) return ['# Not the public site: nothing here is for search engines.', 'User-agent: *', 'Disallow: /', ''].join('\n');
  return [
    '# Public pages are open to crawlers; signed-in areas and booking outcomes are not.',
    'User-agent: *',
    ...rules(),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
