import { getAuth } from 'firebase-admin/auth';
import { logger } from 'firebase-functions';
import type { Language } from '@rides/contracts/languages';
import type { Db } from '../db/db';
import { app } from '../firebase';
import { findContact } from './accounts.repo';
import { enqueueAccountLink } from './action-links';

export interface ResetDeps {
  db: Db;
  /** Firebase's password-reset link for an account's e-mail; rejects when there is no such account. */
  resetLink: (email: string) => Promise<{ uid: string; link: string }>;
  now: Date;
}

export const firebaseResetLink = async (email: string): Promise<{ uid: string; link: string }> => {
  const auth = getAuth(app());
  const user = await auth.getUserByEmail(email);
  return { uid: user.uid, link: await auth.generatePasswordResetLink(email) };
};

const NO_ACCOUNT = ['auth/user-not-found', 'auth/email-not-found', 'auth/invalid-email'];

/**
 * Forgot password (issue [N] 5). The server e-mails, through the outbox, a link to /reset-password on
 * this environment's own host (action-links.ts), in the account's language (else the page's). The
 * answer is the same whether or not the account exists, so the form cannot tell who has one; an unknown
 * address gets nothing, and an address gets at most one such e-mail per 10 minutes.
 */
export async function requestReset(deps: ResetDeps, input: { email: string; lang: Language }): Promise<{ sent: true }> {
  let found: { uid: string; link: string };
  try {
    found = await deps.resetLink(input.email);
  } catch (e) {
    if (!NO_ACCOUNT.includes((e as { code?: string }).code ?? '')) logger.error('password reset link not made', e);
    return { sent: true };
  }
  const contact = await findContact(deps.db, found.uid);
  await enqueueAccountLink(deps.db, { kind: 'reset', uid: found.uid, email: input.email, language: contact?.language ?? input.lang, link: found.link, now: deps.now });
  return { sent: true };
}
