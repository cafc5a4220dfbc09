import { createHash } from 'node:crypto';
import type { EnvironmentDef } from './environments';
import { PRERENDER_GUARD_SCRIPT } from './prerender-guard';

/** The CSP source that allows exactly the prerendered pages' one inline script. */
export const prerenderGuardSource = (): string => `'sha256-${createHash('sha256').update(PRERENDER_GUARD_SCRIPT).digest('base64')}'`;

/**
 * The security headers of an environment's pages: a CSP that allows exactly the shell, the remotes
 * and the backend origins. Styles allow 'unsafe-inline' because emotion (Chakra) injects <style>
 * elements at run time; scripts do not, except the prerendered pages' guard, allowed by its hash.
 */
export function contentSecurityPolicy(env: EnvironmentDef): string {
  const remotes = Object.values(env.remotes);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", prerenderGuardSource(), ...remotes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...remotes],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...remotes, ...env.backend],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([k, v]) => `${k} ${v.join(' ')}`)
    .join('; ');
}

/** Headers every HTML document of the shell carries. */
export function documentHeaders(env: EnvironmentDef): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(env),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=(self)',
    // No Cross-Origin-Opener-Policy: its browsing-context swap breaks Lighthouse tracing (NO_NAVSTART),
    // and the product opens no popups; framing is already refused by frame-ancestors and X-Frame-Options.
  };
}
