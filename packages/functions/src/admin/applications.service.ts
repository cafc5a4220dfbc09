import { HttpsError } from 'firebase-functions/v2/https';
import type { z } from 'zod';
import type { ApplicationView, decideApplication, listApplications } from '@rides/contracts/applications';
import type { Db } from '../db/db';
import type { Caller } from '../http/callable';
import { refuse } from '../http/refuse';
import { enqueueApplicationDecision } from '../mail/application-decision';
import type { ClaimsStore } from '../roles/claims';
import { grantRole } from '../roles/roles.service';
import { createProfileFromApplication } from '../rides/driver.repo';
import { ensurePartner } from '../partners/partners.service';
import { decide, listDriverApplications, listPartnerApplications } from './applications.repo';

export async function applications(db: Db, input: z.output<typeof listApplications.input>): Promise<ApplicationView[]> {
  const driver = input.kind !== 'partner' ? await listDriverApplications(db, input.status) : [];
  const partner = input.kind !== 'driver' ? await listPartnerApplications(db, input.status) : [];
  return [...driver, ...partner].sort((a, b) => a.submittedAt.localeCompare(b.submittedAt));
}

export interface DecisionDeps {
  db: Db;
  claims: ClaimsStore;
  /** After commit: deliver the queued e-mail now rather than at the next dispatcher round. */
  afterCommit: () => void;
}

/**
 * An admin approves or rejects a pending application. In one transaction: the decision, the e-mail
 * telling the applicant (outbox, their preferred language) and, on approval, the role (written to
 * user_roles and mirrored to their claim, see roles.service). A decided application stays decided:
 * deciding it again is refused and queues nothing.
 */
export async function decideOn(deps: DecisionDeps, admin: Caller, input: z.output<typeof decideApplication.input>): Promise<ApplicationView> {
  const status = input.decision === 'approve' ? 'approved' : 'rejected';
  const read = (id: string) => (input.kind === 'driver' ? listDriverApplications : listPartnerApplications)(deps.db, status, id);
  const decided = await deps.db.transaction().execute(async (trx) => {
    const row = await decide(trx, input.kind, input.id, status, admin.uid);
    if (!row) return undefined;
    await enqueueApplicationDecision(trx, { kind: input.kind, applicationId: input.id, userId: row.user_id, decision: status });
    // An approved driver starts with a profile from their application, so dispatch can assign them at once.
    if (status === 'approved' && input.kind === 'driver') await createProfileFromApplication(trx, row.user_id, input.id);
    // An approved partner gets their record (slug, default rate) at once, so their link works from the first day.
    if (status === 'approved' && input.kind === 'partner') await ensurePartner(trx, row.user_id);
    // Last: the claim is mirrored while the user's row lock is held, right before commit.
    if (status === 'approved') await grantRole(trx, deps.claims, row.user_id, input.kind);
    return row;
  });
  if (!decided) {
    if (!(await read(input.id)).length) throw new HttpsError('not-found', 'errors.not-found');
    throw refuse('failed-precondition', 'already-decided');
  }
  deps.afterCommit();
  const [view] = await read(input.id);
  return view!;
}
