import type { CallableRequest } from 'firebase-functions/v2/https';

type RawRequest = CallableRequest['rawRequest'];

/** Who is asking, as far as the platform can tell: the address, the browser and the page (limits, security events). */
export interface RequestFacts {
  sourceIp: string | null;
  userAgent: string;
  pageUrl: string;
}

/**
 * The caller's address, as the platform saw it: the key of every per-address limit (sign-up, signed-out
 * security events), so it must be one the caller cannot choose.
 *
 * Cloud Functions 2nd gen runs on Cloud Run behind Google's front end (GFE). The GFE APPENDS the
 * address of the connection it accepted to `X-Forwarded-For` and passes on whatever the client wrote
 * before it: a request sent with `X-Forwarded-For: 1.2.3.4` arrives as `1.2.3.4, <real client>`.
 * So the one trustworthy entry is the RIGHT-MOST (one hop: the function URL is called directly,
 * `https://<region>-<project>.cloudfunctions.net/...`). Express's `req.ip` cannot be used: the
 * functions framework and the emulator enable `trust proxy`, which makes it the LEFT-MOST entry,
 * i.e. what the caller wrote.
 *
 * If an external Application Load Balancer or another proxy is ever put in front of the functions,
 * it appends its own entry too, and `FRONT_END_HOPS` must grow by one per such hop.
 *
 * Locally (the emulator) no front end appends anything, so a header there is the caller's own
 * writing and is ignored: the socket's address is used.
 */
export const FRONT_END_HOPS = 1;

const first = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v.join(',') : v);

/** Strips an IPv4-mapped IPv6 prefix and a port the way the socket and proxies may write them. */
function normalise(address: string): string | null {
  let a = address.trim();
  if (!a) return null;
  if (a.startsWith('[')) a = a.slice(1, a.indexOf(']') > 0 ? a.indexOf(']') : undefined); // "[::1]:443"
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(a)) a = a.slice(0, a.lastIndexOf(':')); // "1.2.3.4:5678"
  if (a.toLowerCase().startsWith('::ffff:') && a.includes('.')) a = a.slice(7);
  return a.slice(0, 64) || null;
}

/**
 * The client address of `raw`: the entry the front end appended to `X-Forwarded-For` (the
 * `FRONT_END_HOPS`-th from the right) when `behindFrontEnd`, else the socket's remote address.
 */
export function clientAddress(raw: Pick<RawRequest, 'headers' | 'socket'>, behindFrontEnd: boolean): string | null {
  if (behindFrontEnd) {
    const header = first(raw.headers['x-forwarded-for']);
    if (header) {
      const hops = header.split(',');
      const appended = hops[hops.length - FRONT_END_HOPS];
      if (appended !== undefined) return normalise(appended);
      return null; // fewer entries than hops: not a request that came through the front end
    }
  }
  return normalise(raw.socket?.remoteAddress ?? '');
}

/** Behind Google's front end everywhere but in the local emulator. */
const behindGoogleFrontEnd = () => process.env.FUNCTIONS_EMULATOR !== 'true';

/** Where a call came from, for rate limits and security events (sizes capped). */
export const requestFacts = (raw: RawRequest): RequestFacts => ({
  sourceIp: clientAddress(raw, behindGoogleFrontEnd()),
  userAgent: String(raw.headers['user-agent'] ?? '').slice(0, 512),
  pageUrl: String(raw.headers.referer ?? '').slice(0, 2048),
});
