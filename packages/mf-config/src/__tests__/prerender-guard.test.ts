import { BOOKING_DRAFT_STORAGE_KEY, MAIN_SCRIPT_ATTRIBUTE, PRERENDER_GUARD_SCRIPT, STALE_ATTRIBUTE } from '../prerender-guard';
import { contentSecurityPolicy, prerenderGuardSource } from '../security-headers';
import { PRODUCTION } from '../environments';
import { createHash } from 'node:crypto';
import { startsAfterPaint, prerenderedRoutes } from '../prerendered';

/** Runs the guard as the browser would at the top of a prerendered English page at `url`. */
function runGuard(
  url: string,
  { saved, languages = ['en-GB'], session = false, draft = false }: { saved?: string; languages?: string[]; session?: boolean; draft?: boolean } = {},
) {
  window.history.replaceState(null, '', url);
  localStorage.clear();
  sessionStorage.clear();
  if (draft) sessionStorage.setItem(BOOKING_DRAFT_STORAGE_KEY, '{}');
  if (saved) localStorage.setItem('rides.lang', saved);
  if (session) localStorage.setItem('firebase:authUser:key:[DEFAULT]', '{}');
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  document.documentElement.lang = 'en';
  document.documentElement.removeAttribute(STALE_ATTRIBUTE);
  new Function(PRERENDER_GUARD_SCRIPT)();
  return document.documentElement.hasAttribute(STALE_ATTRIBUTE);
}

describe("the prerendered pages' guard script", () => {
  afterEach(() => jest.restoreAllMocks());

  it('lets an English, signed-out visitor see the page', () => {
    expect(runGuard('/faq')).toBe(false);
    expect(runGuard('/faq?lang=en', { languages: ['fr-FR'] })).toBe(false);
  });

  it('hides the page when the visitor will read another language (address, saved choice, browser)', () => {
    expect(runGuard('/faq?lang=fr')).toBe(true);
    expect(runGuard('/faq', { saved: 'it' })).toBe(true);
    expect(runGuard('/faq', { languages: ['de-DE', 'zh-CN'] })).toBe(true);
    expect(runGuard('/faq', { languages: ['de-DE'] })).toBe(false);
  });

  it('hides it from a signed-in visitor and when the address has another parameter', () => {
    expect(runGuard('/', { session: true })).toBe(true);
    expect(runGuard('/signup?as=customer')).toBe(true);
  });

  it('hides the home page when a booking draft is kept (the form restores it)', () => {
    expect(runGuard('/', { draft: true })).toBe(true);
  });

  it('preloads main.js on a stale page that has a start script, and nowhere else', () => {
    const preloads = () => [...document.head.querySelectorAll('link[rel="preload"]')].map((l) => [l.getAttribute('as'), l.getAttribute('href')]);
    const guard = (url: string, main: string | null) => {
      document.head.innerHTML = '';
      if (main) document.documentElement.setAttribute(MAIN_SCRIPT_ATTRIBUTE, main);
      else document.documentElement.removeAttribute(MAIN_SCRIPT_ATTRIBUTE);
      runGuard(url);
      return preloads();
    };
    expect(guard('/faq?lang=fr', '/main.0123abcd.js')).toEqual([['script', '/main.0123abcd.js']]);
    expect(guard('/faq', '/main.0123abcd.js')).toEqual([]);
    // /drivers and the SPA frame load main.js themselves.
    expect(guard('/faq?lang=fr', null)).toEqual([]);
    document.documentElement.removeAttribute(MAIN_SCRIPT_ATTRIBUTE);
  });

  it('is allowed by the CSP by its hash, and no other inline script is', () => {
    const hash = createHash('sha256').update(PRERENDER_GUARD_SCRIPT).digest('base64');
    expect(prerenderGuardSource()).toBe(`'sha256-${hash}'`);
    const scriptSrc = contentSecurityPolicy(PRODUCTION).split('; ').find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });
});

describe('which prerendered pages have a start script (issues [H] 2, [L])', () => {
  it('every page complete as HTML, /pricing (the start script fills its figures) and the not-found page; not /drivers (its cards are backend data)', () => {
    const withStartScript = prerenderedRoutes().filter((r) => startsAfterPaint(r.id)).map((r) => r.path);
    expect(withStartScript).toEqual(['/', '/services', '/about', '/pricing', '/contact', '/terms', '/privacy', '/faq', '/auth', '/signup', '/signup/driver', '/signup/partner']);
    expect(startsAfterPaint(undefined)).toBe(true);
  });
});
