import { botVerdict } from '@rides/domain/bot';
import type { BotProof } from '@rides/contracts/sign-in';
import type { SecurityEventType } from '@rides/contracts/security-event-types';
import type { Db } from '../db/db';
import type { RequestFacts } from '../http/request-facts';
import { refuse } from '../http/refuse';
import { insertSecurityEvent } from './security-events.repo';

/** Records a refusal of a signed-out call as a security event, where it is decided. */
export type RefusalRecorder = (eventType: SecurityEventType, details: Record<string, string | number>) => Promise<unknown>;

/**
 * The recorder of one call: who it was for (`identifier`: the e-mail typed in), from which client, and
 * `during` what (`sign-up`, `contact`, `booking`: sign-in analytics leaves those out; none for sign-in).
 */
export const refusalRecorder =
  (db: Db, identifier: string, req: RequestFacts, during?: string): RefusalRecorder =>
  (eventType, details) =>
    insertSecurityEvent(db, { eventType, identifier, details: during ? { ...details, during } : details, userId: null, sourceIp: req.sourceIp, userAgent: req.userAgent, pageUrl: req.pageUrl });

/** SPEC 5's bot rule: a form a person did not fill (or sent without its proof) is recorded and refused. */
export async function refuseBots(record: RefusalRecorder, proof: BotProof | undefined): Promise<void> {
  const verdict = proof ? botVerdict(proof) : 'no-proof';
  if (!verdict) return;
  await record('bot_detected', { verdict });
  throw refuse('permission-denied', 'bot');
}

/** A limit reached: recorded, and the refusal to throw, saying how long to wait. */
export async function limitRefusal(record: RefusalRecorder, retryAfterMs: number): Promise<Error> {
  await record('rate_limit_exceeded', { retryAfterMs });
  return refuse('resource-exhausted', 'rate-limited', { retryAfterMs });
}
