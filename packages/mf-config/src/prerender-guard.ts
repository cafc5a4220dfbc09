import { DEFAULT_LANGUAGE, LANGUAGES } from '@rides/contracts/language-codes';
import { LANGUAGE_PARAM, LANGUAGE_STORAGE_KEY } from '@rides/contracts/language-url';

/**
 * Prerendered pages (scripts/prerender) are the signed-out site in one language. This attribute on
 * <html> marks a page that must not be shown as prerendered; the shell then renders it afresh.
 */
export const STALE_ATTRIBUTE = 'data-stale';
/** Set by the shell once React has hydrated or rendered the page. */
export const BOOTED_ATTRIBUTE = 'data-booted';
/** sessionStorage: the booking form's draft (remote-public), which the home page restores on its first render. */
export const BOOKING_DRAFT_STORAGE_KEY = 'rides:booking-draft:v1';
/** Firebase Auth keeps a signed-in user in localStorage under this prefix (local persistence). */
export const FIREBASE_SESSION_PREFIX = 'firebase:authUser:';

/**
 * On <html> of a prerendered page that has a start script (scripts/prerender): the address of the
 * shell's main.js, which the start script loads when the shell is to start (shell/src/start.ts), and
 * the guard preloads on a stale page.
 */
export const MAIN_SCRIPT_ATTRIBUTE = 'data-main';
/**
 * Beside it: the remote that renders the page and the page's route id, whose manifest and files (the
 * entry, the App, the route's and the language's chunks) the start script fetches early.
 */
export const REMOTE_ATTRIBUTE = 'data-remote';
export const ROUTE_ATTRIBUTE = 'data-route';
/** And the shell's first chunks (app.html preloads them; this page's start script does, with main.js). */
export const BOOT_FILES_ATTRIBUTE = 'data-boot-files';
/**
 * On <html> of app.html and every page: the Firebase SDK's chunks, which main.js preloads at once when
 * a session is stored (written by packages/mf-config/webpack/boot-preload.mjs).
 */
export const SESSION_FILES_ATTRIBUTE = 'data-session-files';

const languages = LANGUAGES.join('|');

/**
 * The inline script at the top of every prerendered page's <head>, run before the first paint:
 *  - when the visitor's language (the shell's own rule: `?lang=`, saved choice, browser languages,
 *    English; see @rides/i18n) is not the page's, or a Firebase session is stored (the page is
 *    someone's signed-in site), or the address has a query parameter other than the language (it
 *    may change the page, e.g. /signup?as=customer), or a booking draft is kept (the form restores it),
 *    it marks the page stale: CSS hides it until the shell has rendered the right one, so no other
 *    language, signed-out header or empty form ever flashes;
 *  - a stale page with a start script needs the shell at once: it preloads main.js (its address is
 *    on <html>, MAIN_SCRIPT_ATTRIBUTE) beside the start script, which would otherwise ask for it only
 *    once the HTML is parsed and it runs.
 * ES5 and self-contained. The CSP allows it by its hash (security-headers.ts).
 */
export const PRERENDER_GUARD_SCRIPT =
  '(function(d){var h=d.documentElement;' +
  `try{var ok=/^(${languages})$/,s=localStorage,g=new URLSearchParams(location.search).get('${LANGUAGE_PARAM}');` +
  `if(!ok.test(g||'')){g=s.getItem('${LANGUAGE_STORAGE_KEY}');` +
  `if(!ok.test(g||'')){g='${DEFAULT_LANGUAGE}';var n=navigator.languages||[navigator.language];` +
  `for(var i=0;i<n.length;i++){var b=(n[i]||'').slice(0,2).toLowerCase();if(ok.test(b)){g=b;break}}}}` +
  `var k=Object.keys(s).some(function(x){return x.indexOf('${FIREBASE_SESSION_PREFIX}')===0});` +
  `var q=new URLSearchParams(location.search);q.delete('${LANGUAGE_PARAM}');` +
  `var r=sessionStorage.getItem('${BOOKING_DRAFT_STORAGE_KEY}')!==null;` +
  `if(g!==h.lang||k||q.toString()||r)h.setAttribute('${STALE_ATTRIBUTE}','')}catch(e){h.setAttribute('${STALE_ATTRIBUTE}','')}` +
  `var m=h.getAttribute('${MAIN_SCRIPT_ATTRIBUTE}');if(m&&h.hasAttribute('${STALE_ATTRIBUTE}')){var l=d.createElement('link');` +
  `l.setAttribute('rel','preload');l.setAttribute('as','script');l.setAttribute('href',m);d.head.appendChild(l)}})(document)`;

/** Hides a stale prerendered page (see above) until the shell replaces it. */
export const PRERENDER_GUARD_STYLE = `html[${STALE_ATTRIBUTE}] #root{visibility:hidden}`;

/**
 * On a prerendered page's #root (scripts/prerender): the page's first screen is complete as HTML, so
 * its start script loads the shell once the page has painted, or at the visitor's first sign of
 * intent if that comes first (shell/src/prerender/when-to-start.ts).
 */
export const STARTS_AFTER_PAINT_ATTRIBUTE = 'data-starts-after-paint';

/**
 * On the prerendered /pricing's #root: the address of getTariff. The start script fills the page's
 * figures from it before the framework loads (shell/src/prerender/tariff-island.ts).
 */
export const LIVE_TARIFF_ATTRIBUTE = 'data-live-tariff';
