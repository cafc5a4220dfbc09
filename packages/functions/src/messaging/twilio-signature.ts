import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Twilio signs every request it makes to us (X-Twilio-Signature): HMAC-SHA1 under the auth token of
 * the full URL it called, followed by each POST parameter, sorted by name, as name then value;
 * base64. https://www.twilio.com/docs/usage/security#validating-requests
 * A repeated parameter contributes each of its values, sorted, as Twilio's own libraries do.
 */
export function twilioSignature(authToken: string, url: string, params: URLSearchParams): string {
  const names = [...new Set(params.keys())].sort();
  const data = names.reduce((acc, name) => acc + params.getAll(name).sort().map((v) => name + v).join(''), url);
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64');
}

const equal = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * The URL with and without the default port: Twilio signs the URL as it was configured, and a proxy
 * may add or drop `:443`. Their libraries accept either; so do we.
 */
function urlVariants(url: string): string[] {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return [url];
  }
  if (u.port) return [url]; // a non-default port is part of the address
  const port = u.protocol === 'https:' ? '443' : '80';
  const withPort = `//${u.hostname}:${port}`;
  // URL() drops a default port, so compare the text as written.
  return url.includes(withPort) ? [url, url.replace(withPort, `//${u.hostname}`)] : [url, url.replace(`//${u.hostname}`, withPort)];
}

/** Constant-time check of a request's X-Twilio-Signature. False when the header is missing. */
export function isTwilioSignature(authToken: string, url: string, params: URLSearchParams, given: string | undefined): boolean {
  if (!given) return false;
  return urlVariants(url)
    .map((u) => equal(twilioSignature(authToken, u, params), given))
    .some(Boolean);
}
