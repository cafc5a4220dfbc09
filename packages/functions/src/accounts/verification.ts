import * as logs from './logs';
import type { Language } from '@rides/contracts/languages';
import { VERIFICATION_RESEND_MS } from '@rides/domain/bot';
import type { Db } from '../db/db';
import type { Identity } from './identity';
import { lastVerificationSent, markVerificationSent } from './accounts.repo';
import { enqueueAccountLink } from './action-links';

/**
 * Sends the verification e-mail unless one went out in the last 10 minutes: our own e-mail, through the
 * outbox, in `language`, linking to the shell's /reset-password page on this environment's host
 * (action-links.ts, issue [N] 5). A failure is logged, not thrown: the account exists, and the next
 * sign-in attempt sends it again.
 */
export async function sendVerificationPaced(db: Db, identity: Identity, uid: string, language: Language, now: Date): Promise<boolean> {
  const last = await lastVerificationSent(db, uid);
  if (last && now.getTime() - last.getTime() < VERIFICATION_RESEND_MS) return false;
  try {
    const { email, link } = await identity.verificationLink(uid);
    await enqueueAccountLink(db, { kind: 'verify', uid, email, language, link, now });
    await markVerificationSent(db, uid, now);
    return true;
  } catch (e) {
    logs.verificationNotSent(e);
    return false;
  }
}
