// Prerenders the public pages of an environment into the shell's dist (issue [H] 1):
//   tsx scripts/prerender/prerender.ts <environment> [outDir=shell/dist]
// Run after the shell is built, from the same commit as the deployed remote-public (a remote-public
// deploy reruns it, see README "Deployment"). Reads the built frame app.html and writes index.html,
// faq.html, ..., 404.html: each the frame with the page's head, the guard script and #root rendered.
import fs from 'node:fs';
import path from 'node:path';
import { ENVIRONMENTS } from '@rides/mf-config/environments';
import { LIVE_TARIFF_ROUTE, NOT_FOUND, startsAfterPaint, prerenderedFile, prerenderedRoutes } from '@rides/mf-config/prerendered';
import { routeById } from '@rides/mf-config/routes';
import { STARTS_AFTER_PAINT_ATTRIBUTE, LIVE_TARIFF_ATTRIBUTE, MAIN_SCRIPT_ATTRIBUTE, BOOT_FILES_ATTRIBUTE, REMOTE_ATTRIBUTE, ROUTE_ATTRIBUTE, PRERENDER_GUARD_SCRIPT, PRERENDER_GUARD_STYLE } from '@rides/mf-config/prerender-guard';
import { callableUrl } from '@rides/platform/public-api';
import { getTariff } from '@rides/contracts/pricing';
import { company, setCompany } from '@rides/domain/company';
import { DEFAULT_LANGUAGE } from '@rides/i18n/languages';
import { createI18n } from '@rides/i18n/create-i18n';
import { headFor, textKeys } from '../../shell/src/seo/head-tags';
import { JSON_LD_MARK, MARK } from '../../shell/src/seo/apply-head';
import { jsonLdText, taxiServiceJsonLd } from '../../shell/src/seo/structured-data';
import { renderRoot } from './render-page';
import { envJson } from '../runtime-files';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function headHtml(origin: string, path: string, routeId: string | undefined, t: (key: string) => string): string {
  const route = routeId ? (routeById(routeId) ?? null) : null;
  const keys = textKeys(route);
  const head = headFor({
    origin,
    pathname: path,
    lng: DEFAULT_LANGUAGE,
    route,
    texts: { title: t(keys.title), description: keys.description ? t(keys.description) : undefined },
    siteName: company().name,
  });
  const tags = head.tags.map((tag) => `<${tag.tag} ${Object.entries(tag.attrs).map(([k, v]) => `${k}="${escapeHtml(v)}"`).join(' ')} ${MARK}>`);
  // The home page's structured data for crawlers that read the HTML only; the shell adds the rating
  // of approved reviews once it runs (seo-head.tsx), which a prerender cannot know.
  if (route?.id === 'home' && keys.description) {
    const data = jsonLdText(taxiServiceJsonLd({ origin, description: t(keys.description) }));
    tags.push(`<script type="application/ld+json" ${JSON_LD_MARK}>${data}</script>`);
  }
  return `<title>${escapeHtml(head.title)}</title>${tags.join('')}`;
}

/** The start script the shell's build wrote (start.<hash>.js, see packages/mf-config/webpack). */
export function startScript(outDir: string): string {
  const found = fs.readdirSync(outDir).filter((f) => /^start\.[0-9a-f]+\.js$/.test(f));
  if (found.length !== 1) throw new Error(`Expected one start script in ${outDir}, found ${found.length}: build the shell first`);
  return `/${found[0]}`;
}

/**
 * The frame with the page put in: the guard first in <head>, the page's head, #root filled. `remote`: the
 * remote and route that render the page, named on <html> for its start script. `startScript`
 * (the address of the start script): the page's script is the start script, which takes the visitor's
 * first input and loads main.js once the page has painted (see startsAfterPaint).
 * `liveTariff`: getTariff's address, for the page whose figures the start script fills in
 * (LIVE_TARIFF_ROUTE).
 */
export function pageHtml(
  frame: string,
  { lng, head, path, root, startScript, liveTariff, remote }: { lng: string; head: string; path: string; root: string; startScript?: string; liveTariff?: string; remote?: { app: string; routeId: string } },
): string {
  const guard = `<script>${PRERENDER_GUARD_SCRIPT}</script><style>${PRERENDER_GUARD_STYLE}</style>`;
  // A page with a start script runs it instead of main.js; main.js's address goes on <html>, where the
  // guard (preloading it on a stale page) and the start script read it. Forms take input from the
  // first paint: the start script holds a submit until React runs it, and the shell hands React what
  // was typed (shell/src/prerender/early-actions.ts, adopt-fields.ts).
  const main = /<script defer(?:="defer")? src="([^"]+)"><\/script>/.exec(frame);
  if (!main) throw new Error('app.html has no main script');
  // The shell's first chunks, which app.html preloads: such a page's start script preloads them with main.js.
  const bootPreloads = [...frame.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)];
  if (bootPreloads.length === 0) throw new Error("app.html preloads none of the shell's first chunks (packages/mf-config/webpack/boot-preload.mjs)");
  const bootFiles = bootPreloads.map((m) => m[1]).join(' ');
  // Attribute values written as they are: file names and ids only.
  for (const value of [main[1] ?? '', bootFiles, remote?.app ?? '', remote?.routeId ?? '']) {
    if (!/^[\w./ -]*$/.test(value)) throw new Error(`Unexpected characters in a page attribute: ${value}`);
  }
  const mainAttribute = startScript
    ? ` ${MAIN_SCRIPT_ATTRIBUTE}="${main[1]}" ${BOOT_FILES_ATTRIBUTE}="${bootFiles}"${remote ? ` ${REMOTE_ATTRIBUTE}="${remote.app}" ${ROUTE_ATTRIBUTE}="${remote.routeId}"` : ''}`
    : '';
  const page = startScript ? bootPreloads.reduce((html, m) => html.replace(m[0], ''), frame) : frame;
  // Function replacers: a `$` in a text must not be read as a replacement pattern.
  const out = page
    .replace(/<html lang="[^"]*"([^>]*)>/, (_m, attrs: string) => `<html lang="${lng}"${attrs}${mainAttribute}>`)
    .replace(main[0], () => (startScript ? `<script defer src="${startScript}"></script>` : main[0]))
    .replace(/<meta charset="utf-8"\s*\/?>/i, (m) => `${m}${guard}`)
    .replace(/<title>[^<]*<\/title>/, () => head)
    .replace(/<meta name="description"[^>]*>/, '')
    .replace(/<div id="root">[\s\S]*<\/body>/, () => {
      const boot = startScript ? ` ${STARTS_AFTER_PAINT_ATTRIBUTE}=""` : '';
      const tariff = liveTariff ? ` ${LIVE_TARIFF_ATTRIBUTE}="${escapeHtml(liveTariff)}"` : '';
      return `<div id="root" data-prerendered="${escapeHtml(path)}" data-lang="${lng}"${boot}${tariff}>${root}</div></body>`;
    });
  if (!out.includes('data-prerendered') || !out.includes(PRERENDER_GUARD_SCRIPT)) throw new Error('app.html does not have the expected shape');
  return out;
}

/** The remote that renders a route, and the route (none for the shell's own pages and the not-found page). */
function remoteOf(routeId: string | undefined): { app: string; routeId: string } | undefined {
  const app = routeId ? routeById(routeId)?.app : undefined;
  return routeId && app && app !== 'shell' ? { app, routeId } : undefined;
}

export async function prerender(envName: string, outDir: string): Promise<void> {
  const env = ENVIRONMENTS[envName];
  if (!env) throw new Error(`Unknown environment ${envName}`);
  // The pages state this environment's company facts, as the shell will from /env.json (issue [N] 4).
  setCompany(env.company);
  const frame = fs.readFileSync(path.join(outDir, 'app.html'), 'utf8');
  const start = startScript(outDir);
  const i18n = await createI18n(DEFAULT_LANGUAGE);
  const t = i18n.t.bind(i18n) as unknown as (key: string) => string;
  // What the browser reads from /env.json: the backend's addresses the pages link to and call.
  const runtime = envJson(env);
  const pages = [...prerenderedRoutes().map((r) => ({ path: r.path, routeId: r.id as string | undefined })), { path: NOT_FOUND, routeId: undefined }];
  for (const page of pages) {
    // The not-found page is rendered at an address no route has.
    const root = await renderRoot(i18n, runtime, page.path === NOT_FOUND ? '/__not-found__' : page.path, page.routeId);
    const head = headHtml(env.shell, page.path, page.routeId, t);
    const liveTariff = page.routeId === LIVE_TARIFF_ROUTE ? callableUrl(runtime, getTariff.name) : undefined;
    const html = pageHtml(frame, { lng: DEFAULT_LANGUAGE, head, path: page.path, root, startScript: startsAfterPaint(page.routeId) ? start : undefined, liveTariff, remote: remoteOf(page.routeId) });
    const file = path.join(outDir, prerenderedFile(page.path));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const [envName = '', outDir = path.resolve(__dirname, '../../shell/dist')] = process.argv.slice(2);
  const started = Date.now();
  prerender(envName, outDir).then(
    () => {
      console.log(`Prerendered the public pages for ${envName} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      process.exit(0);
    },
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
}
