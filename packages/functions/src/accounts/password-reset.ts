import { getAuth } from 'firebase-admin/auth';
import * as logs from './logs';
import type { Language } from '@rides/contracts/languages';
import type { Db } from '../db/db';
import { app } from '../firebase';
import { findContact } from './accounts.repo';
import { inboxKey, takeAttempts } from '../auth/attempts.repo';
import { ACCOUNT_LINK_WINDOW_MS, enqueueAccountLink } from './action-links';

export interface ResetDeps {
  db: Db;
  /** Firebase's password-reset link for an account's e-mail; rejects when there is no such account. */
  resetLink: (email: string) => Promise<{ uid: string; link: string }>;
  now: Date;
  /** After a reset e-mail is queued: deliver it now. */
  afterCommit: () => void;
}

/**
 * One request per address per 10 minutes gets as far as Firebase, whether or not there is an account
 * (the rest answer the same at once): a script cannot spend the Identity Toolkit quota, replace the
 * code already e-mailed, or flood an inbox; counted as the other per-address limits are.
 */
const RESET_PACE = { limit: 1, windowMs: ACCOUNT_LINK_WINDOW_MS };

export const firebaseResetLink = async (email: string): Promise<{ uid: string; link: string }> => {
  const auth = getAuth(app());
  const user = await auth.getUserByEmail(email);
  return { uid: user.uid, link: await auth.generatePasswordResetLink(email) };
};

const NO_ACCOUNT = ['auth/user-not-found', 'auth/email-not-found', 'auth/invalid-email'];

/**
 * Forgot password (issue [N] 5). The server e-mails, through the outbox, a link to /reset-password on
 * this environment's own host (action-links.ts), in the account's language (else the page's). The
 * answer is the same whether or not the account exists, so the form cannot tell who has one (an account
 * costs a Firebase call more: the pacing below bounds what timing could tell); an unknown address gets
 * nothing, and an address gets at most one such e-mail per 10 minutes.
 */
export async function requestReset(deps: ResetDeps, input: { email: string; lang: Language }): Promise<{ sent: true }> {
  const [paced] = await takeAttempts(deps.db, [{ identifier: `password-reset:${inboxKey(input.email)}`, ...RESET_PACE }], null, deps.now);
  if (!paced!.allowed) return { sent: true };
  let found: { uid: string; link: string };
  try {
    found = await deps.resetLink(input.email);
  } catch (e) {
    if (!NO_ACCOUNT.includes((e as { code?: string }).code ?? '')) logs.resetLinkNotMade(e);
    return { sent: true };
  }
  const contact = await findContact(deps.db, found.uid);
  if (await enqueueAccountLink(deps.db, { kind: 'reset', uid: found.uid, email: input.email, language: contact?.language ?? input.lang, link: found.link, now: deps.now })) deps.afterCommit();
  return { sent: true };
}
