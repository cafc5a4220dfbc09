import { logger } from 'firebase-functions';
import type { Language } from '@rides/contracts/languages';
import { VERIFICATION_RESEND_MS } from '@rides/domain/bot';
import type { Db } from '../db/db';
import type { Identity } from './identity';
import { lastVerificationSent, markVerificationSent } from './accounts.repo';

/**
 * Sends the verification e-mail unless one went out in the last 10 minutes. A failure to send is
 * logged, not thrown: the account exists, and the next sign-in attempt sends it again.
 */
export async function sendVerificationPaced(db: Db, identity: Identity, uid: string, language: Language, now: Date): Promise<boolean> {
  const last = await lastVerificationSent(db, uid);
  if (last && now.getTime() - last.getTime() < VERIFICATION_RESEND_MS) return false;
  try {
    await identity.sendVerification(uid, language);
    await markVerificationSent(db, uid, now);
    return true;
  } catch (e) {
    logger.error('verification e-mail not sent', e);
    return false;
  }
}
