import { DEFAULT_LANGUAGE } from '@rides/contracts/languages';
import { homePathFor } from '@rides/domain/roles';
import { config } from '../config';
import type { Db } from '../db/db';
import { findContact } from '../accounts/accounts.repo';
import { enqueue } from './outbox.service';
import { renderApplicationDecision, type ApplicationDecision, type ApplicationKind } from './templates/application-decision.template';

/** The sign-in page, continuing to `next` (a same-site path, as the shell's `afterSignIn` requires). */
export const signInUrl = (next: string, origin = config().shellOrigin): string => `${origin}/auth?next=${encodeURIComponent(next)}`;
/** The contact page (SPEC: support by e-mail, answers within 1 hour, 24/7). */
export const contactUrl = (origin = config().shellOrigin): string => `${origin}/contact`;

/**
 * The outbox key (and so the Message-ID) of the e-mail about one decision. An application is decided
 * once (pending → approved or rejected, never back), so one key per application is one per decision.
 */
export const applicationDecisionKey = (kind: ApplicationKind, applicationId: string): string => `application:${kind}:${applicationId}:decision`;

/**
 * Queues the e-mail telling an applicant the admin's decision, in the caller's transaction (the one
 * that records the decision), in the applicant's preferred language (English when none is set).
 * Approved: a sign-in link that continues to the new dashboard; rejected: how to reach support.
 * True when queued now; false when the applicant has no e-mail address or it was already queued.
 */
export async function enqueueApplicationDecision(
  trx: Db,
  a: { kind: ApplicationKind; applicationId: string; userId: string; decision: ApplicationDecision },
): Promise<boolean> {
  const applicant = await findContact(trx, a.userId);
  if (!applicant?.email) return false;
  const mail = renderApplicationDecision({
    language: applicant.language ?? DEFAULT_LANGUAGE,
    kind: a.kind,
    decision: a.decision,
    fullName: applicant.fullName,
    signInUrl: signInUrl(homePathFor(a.kind)),
    contactUrl: contactUrl(),
  });
  return enqueue(trx, {
    dedupeKey: applicationDecisionKey(a.kind, a.applicationId),
    purpose: 'application-decision',
    channel: 'email',
    payload: { to: applicant.email, ...mail },
  });
}
