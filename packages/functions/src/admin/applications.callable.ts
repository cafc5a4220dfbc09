import { decideApplication, listApplications } from '@rides/contracts/applications';
import { callable } from '../http/callable';
import { db } from '../db/db';
import { kickOutbox } from '../mail/outbox-dispatch';
import { firebaseClaims } from '../roles/claims';
import { applications, decideOn } from './applications.service';

/** Admin only (SPEC 6): checked from the verified token's roles on every call. */
export const listApplicationsCallable = callable(listApplications, ['admin'], async (input) => ({ applications: await applications(db(), input) }));

export const decideApplicationCallable = callable(decideApplication, ['admin'], (input, { caller }) =>
  decideOn({ db: db(), claims: firebaseClaims, afterCommit: () => void kickOutbox() }, caller!, input),
);
