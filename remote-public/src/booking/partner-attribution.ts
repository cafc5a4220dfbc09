/**
 * Partner attribution (SPEC 2 `/p/{partnerSlug}`, issue [C] item 7).
 *
 * - First-party only: the slug is kept in this site's own `localStorage` under
 *   `rides:partner-attribution` as `{ slug, expiresAt }`. No cookie, nothing sent to a third party,
 *   nothing sent to our server until the visitor books.
 * - Expiry: 30 days after the visit to the partner link (PARTNER_ATTRIBUTION_DAYS). An expired entry
 *   is ignored and removed when read.
 * - Last click wins: a visit to another partner's link replaces the slug and restarts the 30 days.
 * - A booking made while the attribution is valid carries `partnerSlug`; the server decides whether
 *   the partner exists and is active (an unknown slug attributes nothing).
 */
export const PARTNER_ATTRIBUTION_DAYS = 30;
export const PARTNER_STORAGE_KEY = 'rides:partner-attribution';
const DAY_MS = 24 * 60 * 60 * 1000;
/** The same shape createBooking accepts for `partnerSlug`. */
const SLUG = /^[a-z0-9-]{2,60}$/;

interface Attribution {
  slug: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

function siteStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Normalises a slug from a link; null when it cannot be a partner slug. */
export function partnerSlugFrom(param: string | undefined): string | null {
  const slug = (param ?? '').trim().toLowerCase();
  return SLUG.test(slug) ? slug : null;
}

/** Records the partner of a link the visitor followed (last click wins). False for a malformed slug. */
export function recordPartner(param: string | undefined, now = Date.now(), storage = siteStorage()): boolean {
  const slug = partnerSlugFrom(param);
  if (!slug) return false;
  const value: Attribution = { slug, expiresAt: now + PARTNER_ATTRIBUTION_DAYS * DAY_MS };
  try {
    storage?.setItem(PARTNER_STORAGE_KEY, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** The partner a booking made now is attributed to, or null (none, expired or unreadable). */
export function currentPartner(now = Date.now(), storage = siteStorage()): string | null {
  try {
    const raw = storage?.getItem(PARTNER_STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<Attribution>;
    const slug = partnerSlugFrom(value.slug);
    if (slug && typeof value.expiresAt === 'number' && value.expiresAt > now) return slug;
    storage?.removeItem(PARTNER_STORAGE_KEY);
    return null;
  } catch {
    return null;
  }
}
