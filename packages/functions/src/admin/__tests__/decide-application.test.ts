/** @jest-environment node */
// decideApplication against a real (PGlite) database: the decision, the applicant's e-mail (outbox)
// and, on approval, the role are written in one transaction; a refused decision queues nothing.
import { HttpsError } from 'firebase-functions/v2/https';
import type { Language } from '@rides/contracts/languages';
import type { Role } from '@rides/contracts/roles';
import type { Db } from '../../db/db';
import type { Caller } from '../../http/callable';
import type { ClaimsStore } from '../../roles/claims';
import { textsFor } from '../../i18n/server-i18n';
import { usePglite } from '../../test-kit/pglite';
import { decideOn, type DecisionDeps } from '../applications.service';

jest.mock('firebase-functions', () => ({ logger: { info: jest.fn(), warn: jest.fn(), error: jest.fn() } }));

const pg = usePglite();
let db: Db;
beforeAll(async () => {
  db = pg.db;
  await db.insertInto('users').values({ id: 'admin-1', email: 'admin@example.com' }).execute();
}, 60_000);
beforeEach(() => db.deleteFrom('outbox').execute());

const admin: Caller = { uid: 'admin-1', email: 'admin@example.com', emailVerified: true, authTimeMs: Date.now(), remember: false, roles: ['admin'] };

/** Records the claims it is asked to mirror; fails when told to. */
function fakeClaims(fail = false): ClaimsStore & { set: Array<[string, readonly Role[]]> } {
  const set: Array<[string, readonly Role[]]> = [];
  return {
    set,
    async setRoles(uid, roles) {
      if (fail) throw new Error('auth unavailable');
      set.push([uid, [...roles]]);
    },
  };
}

function deps(claims = fakeClaims()) {
  const afterCommit = jest.fn();
  return { deps: { db, claims, afterCommit } satisfies DecisionDeps, claims, afterCommit };
}

let n = 0;
/** A person with role user and one pending application of `kind`; its id. */
async function applicant(kind: 'driver' | 'partner', over: { language?: Language | null; fullName?: string | null } = {}) {
  const userId = `applicant-${++n}`;
  const email = `${userId}@example.com`;
  await db
    .insertInto('users')
    .values({ id: userId, email, full_name: over.fullName === undefined ? 'Ada Lovelace' : over.fullName, preferred_language: over.language === undefined ? 'fr' : over.language })
    .execute();
  await db.insertInto('user_roles').values({ user_id: userId, role: 'user' }).execute();
  const row =
    kind === 'driver'
      ? await db
          .insertInto('driver_applications')
          .values({ user_id: userId, phone: '+33612345678', languages: ['en', 'fr'], vehicle_type: 'sedan', vehicle_make: 'Peugeot', vehicle_model: '508', plate: 'AB-123-CD', licence_number: '12AB34567890' })
          .returning('id')
          .executeTakeFirstOrThrow()
      : await db
          .insertInto('partner_applications')
          .values({ user_id: userId, company_name: 'Hôtel du Louvre', contact_phone: '+33144583838', website: null, expected_monthly_bookings: 40 })
          .returning('id')
          .executeTakeFirstOrThrow();
  return { userId, email, id: String(row.id) };
}

const outbox = () => db.selectFrom('outbox').select(['dedupe_key', 'payload', 'status']).execute();
const roles = async (userId: string) => (await db.selectFrom('user_roles').select('role').where('user_id', '=', userId).orderBy('role').execute()).map((r) => r.role);
const status = async (table: 'driver_applications' | 'partner_applications', id: string) =>
  (await db.selectFrom(table).select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
type Payload = { to: string; subject: string; text: string; html: string };

describe('decideOn', () => {
  it('approving a driver queues exactly one e-mail to the applicant, in their language, with the sign-in link; and grants the role', async () => {
    const a = await applicant('driver', { language: 'fr' });
    const { deps: d, claims, afterCommit } = deps();
    const view = await decideOn(d, admin, { kind: 'driver', id: a.id, decision: 'approve' });
    expect(view).toMatchObject({ id: a.id, status: 'approved' });

    const rows = await outbox();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ dedupe_key: `application:driver:${a.id}:decision`, status: 'pending' });
    const payload = rows[0]!.payload as Payload;
    expect(payload.to).toBe(a.email);
    expect(payload.subject).toBe(textsFor('mail', 'fr')('application.approved.driver.subject'));
    expect(payload.text).toContain(textsFor('mail', 'fr')('application.approved.driver.body'));
    expect(payload.text).toContain('http://localhost:5000/auth?next=%2Fdriver');
    expect(payload.text).toContain('Bonjour Ada Lovelace,');

    expect(await roles(a.userId)).toEqual(['driver', 'user']);
    expect(claims.set).toEqual([[a.userId, ['driver', 'user']]]);
    expect(afterCommit).toHaveBeenCalledTimes(1);
  });

  it('approving a partner links to the partner dashboard', async () => {
    const a = await applicant('partner', { language: 'es' });
    const { deps: d } = deps();
    await decideOn(d, admin, { kind: 'partner', id: a.id, decision: 'approve' });
    const rows = await outbox();
    expect(rows.map((r) => r.dedupe_key)).toEqual([`application:partner:${a.id}:decision`]);
    const payload = rows[0]!.payload as Payload;
    expect(payload.subject).toBe(textsFor('mail', 'es')('application.approved.partner.subject'));
    expect(payload.text).toContain('http://localhost:5000/auth?next=%2Fpartner');
    expect(await roles(a.userId)).toEqual(['partner', 'user']);
  });

  it('declining queues one polite e-mail with the way to support, and grants nothing', async () => {
    const a = await applicant('driver', { language: 'it' });
    const { deps: d, claims } = deps();
    const view = await decideOn(d, admin, { kind: 'driver', id: a.id, decision: 'reject' });
    expect(view).toMatchObject({ status: 'rejected' });
    const rows = await outbox();
    expect(rows).toHaveLength(1);
    const payload = rows[0]!.payload as Payload;
    expect(payload).toMatchObject({ to: a.email, subject: textsFor('mail', 'it')('application.rejected.driver.subject') });
    expect(payload.text).toContain(textsFor('mail', 'it')('application.rejected.body'));
    expect(payload.text).toContain('http://localhost:5000/contact');
    expect(await roles(a.userId)).toEqual(['user']);
    expect(claims.set).toEqual([]);
  });

  it('writes in English when the applicant has no preferred language, and greets without a name when there is none', async () => {
    const a = await applicant('partner', { language: null, fullName: null });
    const { deps: d } = deps();
    await decideOn(d, admin, { kind: 'partner', id: a.id, decision: 'reject' });
    const payload = (await outbox())[0]!.payload as Payload;
    expect(payload.subject).toBe('Your partner application: our decision');
    expect(payload.text.startsWith('Hello,\n')).toBe(true);
  });

  it('refuses a second decision on the same application and queues nothing more', async () => {
    const a = await applicant('driver');
    const first = deps();
    await decideOn(first.deps, admin, { kind: 'driver', id: a.id, decision: 'approve' });
    expect(await outbox()).toHaveLength(1);

    for (const decision of ['reject', 'approve'] as const) {
      const again = deps();
      const refused = decideOn(again.deps, admin, { kind: 'driver', id: a.id, decision });
      await expect(refused).rejects.toBeInstanceOf(HttpsError);
      await expect(refused).rejects.toMatchObject({ code: 'failed-precondition', details: { reason: 'already-decided' } });
      expect(again.afterCommit).not.toHaveBeenCalled();
      expect(again.claims.set).toEqual([]);
    }
    expect(await outbox()).toHaveLength(1);
    expect(await status('driver_applications', a.id)).toBe('approved');
  });

  it('refuses an unknown application (not-found) and queues nothing', async () => {
    const { deps: d } = deps();
    await expect(decideOn(d, admin, { kind: 'partner', id: '999999', decision: 'approve' })).rejects.toMatchObject({ code: 'not-found' });
    expect(await outbox()).toEqual([]);
  });

  it('is one transaction: when the role cannot be mirrored, neither the decision nor the e-mail is kept', async () => {
    const a = await applicant('driver');
    const { deps: d, afterCommit } = deps(fakeClaims(true));
    await expect(decideOn(d, admin, { kind: 'driver', id: a.id, decision: 'approve' })).rejects.toThrow('auth unavailable');
    expect(await outbox()).toEqual([]);
    expect(await status('driver_applications', a.id)).toBe('pending');
    expect(await roles(a.userId)).toEqual(['user']);
    expect(afterCommit).not.toHaveBeenCalled();
  });
});
