import * as logs from './logs';
import type { Db } from '../db/db';
import { TEST_CARDS } from './sandbox-page';
import { recordSandboxCharge } from './sandbox-balance';
import { findSandboxSession, markSandboxExpired, markSandboxPaid, type SandboxSession } from './sandbox.repo';
import { deliverSandboxEvent, newSandboxId, sandboxCheckoutEvent } from './sandbox-webhook';

/** The rules of the LOCAL sandbox checkout page: test cards, paying once, expiry, webhook delivery. */
export interface SandboxDeps {
  db: Db;
  /** paymentWebhook's URL: the same endpoint Stripe calls. */
  webhookUrl: string;
  webhookSecret: string;
  now: () => Date;
  deliver?: typeof deliverSandboxEvent;
}

export type CardCheck = 'approved' | 'declined' | 'not-a-test-card';

const digits = (card: string) => card.replace(/[\s-]/g, '');

export function checkTestCard(card: string): CardCheck {
  if (digits(card) === digits(TEST_CARDS.succeeds)) return 'approved';
  if (digits(card) === digits(TEST_CARDS.declined)) return 'declined';
  return 'not-a-test-card';
}

export const SESSION_ID = /^cs_local_[0-9a-f]{32}$/;

export type SandboxOutcome =
  | { kind: 'form'; session: SandboxSession; error: 'declined' | 'not-a-test-card' | null; card?: string }
  | { kind: 'redirect'; url: string }
  | { kind: 'paid'; session: SandboxSession }
  | { kind: 'expired'; session: SandboxSession }
  | { kind: 'not-found' };

async function send(deps: SandboxDeps, type: Parameters<typeof sandboxCheckoutEvent>[0], session: SandboxSession): Promise<boolean> {
  const event = sandboxCheckoutEvent(type, session, deps.now());
  return (deps.deliver ?? deliverSandboxEvent)(deps.webhookUrl, event, deps.webhookSecret);
}

/** Like Stripe: an open session past its end becomes expired and a checkout.session.expired event goes out. */
async function current(deps: SandboxDeps, id: string): Promise<SandboxSession | undefined> {
  if (!SESSION_ID.test(id)) return undefined;
  const session = await findSandboxSession(deps.db, id);
  if (session?.status !== 'open' || session.expires_at > deps.now()) return session;
  const expired = await markSandboxExpired(deps.db, id, deps.now());
  if (expired) await send(deps, 'checkout.session.expired', expired);
  return expired ?? (await findSandboxSession(deps.db, id));
}

function closed(session: SandboxSession | undefined): SandboxOutcome | null {
  if (!session) return { kind: 'not-found' };
  if (session.status === 'paid') return { kind: 'paid', session };
  if (session.status === 'expired') return { kind: 'expired', session };
  return null;
}

/** GET: the checkout form, or why it is closed. */
export async function viewSandboxCheckout(deps: SandboxDeps, id: string): Promise<SandboxOutcome> {
  const session = await current(deps, id);
  return closed(session) ?? { kind: 'form', session: session!, error: null };
}

/**
 * POST: Cancel goes back to the booking (cancel_url); Pay with a test card that succeeds marks the
 * session paid once, delivers checkout.session.completed to the webhook (waiting for a 2xx, retried),
 * then goes to success_url. A delivery that never succeeds is logged; the person still goes on.
 */
export async function submitSandboxCheckout(deps: SandboxDeps, id: string, action: string, card: string): Promise<SandboxOutcome> {
  const session = await current(deps, id);
  if (session?.status === 'paid') return { kind: 'redirect', url: session.success_url }; // double submit
  const isClosed = closed(session);
  if (isClosed) return isClosed;
  const open = session!;
  if (action === 'cancel') return { kind: 'redirect', url: open.cancel_url };
  const check = checkTestCard(card);
  if (check !== 'approved') return { kind: 'form', session: open, error: check, card };
  // The payment's id, as Stripe's payment intent: checkout.session.completed carries it, refunds refer to it.
  // Paid and its balance transaction in one transaction, as the provider's charge and its balance entry.
  const paid = await deps.db.transaction().execute(async (trx) => {
    const done = await markSandboxPaid(trx, id, deps.now(), newSandboxId('pi_local_'));
    if (done?.payment_intent && done.amount_cents > 0) await recordSandboxCharge(trx, { paymentIntent: done.payment_intent, amountCents: done.amount_cents, currency: done.currency });
    return done;
  });
  if (!paid) return viewSandboxCheckout(deps, id); // paid in another tab, or expired this instant
  if (!(await send(deps, 'checkout.session.completed', paid))) {
    logs.sandboxPaidNotDelivered(id);
  }
  return { kind: 'redirect', url: paid.success_url };
}
