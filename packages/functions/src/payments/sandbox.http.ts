import { onRequest } from 'firebase-functions/v2/https';
import type { IncomingHttpHeaders } from 'node:http';
import { config } from '../config';
import { db } from '../db/db';
import { webhookUrl } from './sandbox-adapter';
import { checkoutPage, noticePage } from './sandbox-page';
import { submitSandboxCheckout, viewSandboxCheckout, type SandboxDeps, type SandboxOutcome } from './sandbox.service';
import { sandboxActive } from './select-provider';

/** The request and response as the functions runtime (express) gives them; only what is used. */
export interface PageRequest {
  method: string;
  query: Record<string, unknown>;
  headers: IncomingHttpHeaders;
  rawBody?: Buffer;
  body?: unknown;
}
export interface PageResponse {
  status(code: number): PageResponse;
  set(field: string, value: string): PageResponse;
  send(body: string): unknown;
}

const one = (v: unknown): string => (typeof v === 'string' ? v : Array.isArray(v) && typeof v[0] === 'string' ? v[0] : '');

/** The form's fields: the emulator and Cloud Functions keep the raw body; parse it ourselves. */
export function formFields(req: PageRequest): URLSearchParams {
  if (req.rawBody && req.rawBody.length > 0) return new URLSearchParams(req.rawBody.toString('utf8'));
  if (req.body && typeof req.body === 'object') {
    return new URLSearchParams(Object.entries(req.body as Record<string, unknown>).map(([k, v]) => [k, one(v)]));
  }
  return new URLSearchParams();
}

/**
 * CSRF, enough for a sandbox: the session id is the capability (128 random bits, in the page only),
 * and a browser's cross-site form post is refused (Sec-Fetch-Site, else Origin).
 */
export function fromThisPage(headers: IncomingHttpHeaders, functionsBaseUrl: string): boolean {
  const site = one(headers['sec-fetch-site']);
  if (site) return site === 'same-origin' || site === 'none';
  const origin = one(headers.origin);
  if (!origin) return true; // not a browser form post
  const host = one(headers['x-forwarded-host']) || one(headers.host);
  try {
    const from = new URL(origin);
    return from.origin === new URL(functionsBaseUrl).origin || from.host === host;
  } catch {
    return false; // "null" and other opaque origins
  }
}

const origins = (...urls: string[]) => [...new Set(urls.map((u) => new URL(u).origin))].join(' ');

function render(res: PageResponse, outcome: SandboxOutcome): void {
  res.set('Cache-Control', 'no-store').set('Referrer-Policy', 'no-referrer').set('X-Frame-Options', 'DENY').set('X-Content-Type-Options', 'nosniff');
  if (outcome.kind === 'redirect') {
    res.status(303).set('Location', outcome.url).send('');
    return;
  }
  const formTargets = outcome.kind === 'not-found' ? '' : ` ${origins(outcome.session.success_url, outcome.session.cancel_url)}`;
  res.set(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'${formTargets}; frame-ancestors 'none'; base-uri 'none'`,
  );
  res.set('Content-Type', 'text/html; charset=utf-8');
  switch (outcome.kind) {
    case 'form': {
      const s = outcome.session;
      const status = outcome.error === 'declined' ? 402 : outcome.error ? 422 : 200;
      res.status(status).send(
        checkoutPage({
          reference: s.client_reference_id,
          description: s.description,
          amountCents: s.amount_cents,
          currency: s.currency,
          customerEmail: s.customer_email,
          expiresAt: s.expires_at,
          sessionId: s.id,
          card: outcome.card,
          error: outcome.error,
        }),
      );
      return;
    }
    case 'paid':
      res.status(200).send(noticePage({ title: 'Already paid', message: 'This checkout has been paid.', link: { href: outcome.session.success_url, text: 'See your booking' } }));
      return;
    case 'expired':
      res.status(410).send(
        noticePage({
          title: 'This checkout has expired',
          message: 'The time to pay ran out. Nothing was charged. You can go back to your booking and pay again if it is still open.',
          link: { href: outcome.session.cancel_url, text: 'Back to your booking' },
        }),
      );
      return;
    case 'not-found':
      res.status(404).send(noticePage({ title: 'Checkout not found', message: 'This checkout link is not valid.', link: { href: config().shellOrigin, text: 'Go to the home page' } }));
  }
}

/** The request handler; `deps` is null where the sandbox must not serve (outside `local`, or PAYMENTS_PROVIDER=stripe: sandboxActive). */
export function sandboxCheckoutHandler(deps: () => SandboxDeps | null) {
  return async (req: PageRequest, res: PageResponse): Promise<void> => {
    const d = deps();
    if (!d) {
      res.status(404).set('Content-Type', 'text/plain; charset=utf-8').send('Not found');
      return;
    }
    if (req.method === 'GET' || req.method === 'HEAD') {
      render(res, await viewSandboxCheckout(d, one(req.query.session)));
      return;
    }
    if (req.method !== 'POST') {
      res.status(405).set('Allow', 'GET, POST').send('Method not allowed');
      return;
    }
    if (!fromThisPage(req.headers, config().functionsBaseUrl)) {
      res.status(403).set('Content-Type', 'text/plain; charset=utf-8').send('Cross-site form posts are refused');
      return;
    }
    const form = formFields(req);
    const session = form.get('session') ?? one(req.query.session);
    render(res, await submitSandboxCheckout(d, session, form.get('action') ?? 'pay', form.get('card') ?? ''));
  };
}

function liveDeps(): SandboxDeps | null {
  const cfg = config();
  if (!sandboxActive(cfg)) return null;
  return { db: db(), webhookUrl: webhookUrl(cfg.functionsBaseUrl), webhookSecret: cfg.sandboxWebhookSecret, now: () => new Date() };
}

/** The LOCAL sandbox's hosted checkout page (sandboxCheckout). Answers 404 in production. */
export const sandboxCheckout = onRequest({ region: config().region, invoker: 'public', maxInstances: 5 }, sandboxCheckoutHandler(liveDeps));
