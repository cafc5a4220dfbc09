import { HttpsError } from 'firebase-functions/v2/https';
import type { z } from 'zod';
import type { ApplicationView, DecisionRefusal, decideApplication, listApplications } from '@rides/contracts/applications';
import type { Db } from '../db/db';
import type { Caller } from '../http/callable';
import type { ClaimsStore } from '../roles/claims';
import { listRoles } from '../roles/roles.repo';
import { setUserRoles } from '../roles/roles.service';
import { decide, listDriverApplications, listPartnerApplications } from './applications.repo';

export async function applications(db: Db, input: z.output<typeof listApplications.input>): Promise<ApplicationView[]> {
  const driver = input.kind !== 'partner' ? await listDriverApplications(db, input.status) : [];
  const partner = input.kind !== 'driver' ? await listPartnerApplications(db, input.status) : [];
  return [...driver, ...partner].sort((a, b) => a.submittedAt.localeCompare(b.submittedAt));
}

/**
 * An admin approves or rejects a pending application. Approval gives the applicant the role (written
 * to user_roles and mirrored to their claim, see roles.service); a decided application stays decided.
 */
export async function decideOn(db: Db, claims: ClaimsStore, admin: Caller, input: z.output<typeof decideApplication.input>): Promise<ApplicationView> {
  const status = input.decision === 'approve' ? 'approved' : 'rejected';
  const read = (id: string) => (input.kind === 'driver' ? listDriverApplications : listPartnerApplications)(db, status, id);
  const decided = await decide(db, input.kind, input.id, status, admin.uid);
  if (!decided) {
    if (!(await read(input.id)).length) throw new HttpsError('not-found', 'errors.not-found');
    throw new HttpsError('failed-precondition', 'errors.failed-precondition', { reason: 'already-decided' satisfies DecisionRefusal });
  }
  if (status === 'approved') {
    const roles = await listRoles(db, decided.user_id);
    const email = (await db.selectFrom('users').select('email').where('id', '=', decided.user_id).executeTakeFirst())?.email ?? null;
    await setUserRoles(db, claims, { id: decided.user_id, email }, [...roles, input.kind]);
  }
  const [view] = await read(input.id);
  return view!;
}
