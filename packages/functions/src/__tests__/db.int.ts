import type { Role } from '@rides/contracts/roles';
import { createDb, type Db } from '../db/db';
import { migrate } from '../db/migrate';
import { listRoles, upsertUser } from '../roles/roles.repo';
import { setUserRoles } from '../roles/roles.service';
import type { ClaimsStore } from '../roles/claims';

/** Records claim writes in order, standing in for Firebase Auth where only the ordering is under test. */
function recordingClaims(): ClaimsStore & { last: Map<string, Role[]> } {
  const last = new Map<string, Role[]>();
  return {
    last,
    async setRoles(uid, roles) {
      await new Promise((r) => setTimeout(r, Math.random() * 5));
      last.set(uid, [...roles]);
    },
  };
}

// PGlite runs every connection on one backend session: it cannot isolate concurrent transactions,
// so concurrency is tested on the Debian server only (see README, "Local database").
const targets: Array<[string, string | undefined]> = [
  ['PGlite over the Postgres protocol', process.env.DATABASE_URL],
  ['Debian PostgreSQL server', process.env.PG_SERVER_URL],
];

describe.each(targets)('schema and roles on %s', (_name, url) => {
  let db: Db;
  const uid = `test-${Math.random().toString(36).slice(2)}`;

  beforeAll(async () => {
    if (!url) throw new Error('DATABASE_URL / PG_SERVER_URL not set: run through `pnpm test`');
    await migrate(url);
    db = createDb(url, 10);
  });
  afterAll(() => db?.destroy());

  it('applies migrations once: a second run changes nothing', async () => {
    expect(await migrate(url!)).toEqual([]);
  });

  it('reads roles ordered by role ascending (SPEC 7)', async () => {
    const claims = recordingClaims();
    await setUserRoles(db, claims, { id: uid, email: `${uid}@example.com` }, ['user', 'partner', 'driver']);
    expect(await listRoles(db, uid)).toEqual(['driver', 'partner', 'user']);
    expect(claims.last.get(uid)).toEqual(['driver', 'partner', 'user']);
  });

  it('refuses a role outside admin, driver, partner, user', async () => {
    await upsertUser(db, { id: `${uid}-x`, email: null });
    await expect(
      db.insertInto('user_roles').values({ user_id: `${uid}-x`, role: 'root' as Role }).execute(),
    ).rejects.toThrow();
  });

});

describe('role changes under concurrency (Debian PostgreSQL server)', () => {
  let db: Db;
  beforeAll(async () => {
    await migrate(process.env.PG_SERVER_URL!);
    db = createDb(process.env.PG_SERVER_URL!, 10);
  });
  afterAll(() => db?.destroy());

  it('mirrors concurrent role changes into the claim in commit order: claim and table agree', async () => {
    const claims = recordingClaims();
    const id = `concurrent-${Date.now()}`;
    const sets: Role[][] = [['user'], ['driver'], ['partner', 'user'], ['admin'], ['driver', 'user'], ['partner']];
    await Promise.all(
      Array.from({ length: 24 }, (_, i) => setUserRoles(db, claims, { id, email: null }, sets[i % sets.length]!)),
    );
    expect(claims.last.get(id)).toEqual(await listRoles(db, id));
  });
});
