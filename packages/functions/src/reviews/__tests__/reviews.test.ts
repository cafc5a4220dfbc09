/** @jest-environment node */
// Reviews against real SQL (PGlite, every migration): the one-use signed link, only completed rides,
// moderation, the home page's summary from approved reviews only, and the request queued with the
// ride's completion (never for a no-show).
import type { Db } from '../../db/db';
import { documentToken, manageToken } from '../../bookings/manage-token';
import { usePglite } from '../../test-kit/pglite';
import { enqueueReviewRequest, reviewRequestKey } from '../../mail/review-request';
import { insertBooking, insertDriver, insertUser } from '../../test-kit/messaging-fixtures';
import { moveRideIn } from '../../rides/ride.service';
import { reviewAuthor } from '../review-author';
import { reviewToken } from '../review-token';
import { moderateReview, pendingReviews, reviewInvite, reviewSummary, submitReview } from '../reviews.service';

const pg = usePglite();
let db: Db;
beforeAll(async () => {
  db = pg.db;
  await insertUser(db, { id: 'admin-1', roles: ['user', 'admin'] });
  await insertDriver(db, { id: 'driver-1' });
}, 60_000);

const NOW = new Date('2027-05-02T10:00:00Z');
let seq = 0;
/** A booking whose ride is `ride` (completed unless told), with a unique reference. */
async function booking(o: { ride?: string; name?: string; language?: string; status?: string } = {}) {
  const reference = `PT-RV${String(++seq).padStart(4, '0')}`;
  const b = await insertBooking(db, {
    reference,
    ride_status: o.ride ?? 'completed',
    status: o.status ?? 'confirmed',
    booker_name: o.name ?? 'Anna Schmidt',
    language: o.language ?? 'fr',
  });
  return { ...b, access: { reference, token: reviewToken(reference) } };
}

const review = (access: { reference: string; token: string }, rating = 5, comment = 'Driver on time, spotless car.') => submitReview(db, { ...access, rating, comment }, NOW);

/** Submits and approves (or rejects) a review of a fresh completed booking; its id. */
async function decided(rating: number, decision: 'approve' | 'reject', when: Date = NOW): Promise<string> {
  const b = await booking();
  await submitReview(db, { ...b.access, rating, comment: `rated ${rating}` }, when);
  const id = (await db.selectFrom('reviews').select('id').where('booking_id', '=', b.id).executeTakeFirstOrThrow()).id;
  await moderateReview(db, 'admin-1', { id, decision }, NOW);
  return id;
}

describe('the review link', () => {
  it('takes one review of a completed ride, in the booking language, under "Anna S."; a second is refused', async () => {
    const b = await booking({ name: '  Anna   Schmidt ', language: 'it' });
    expect(await reviewInvite(db, b.access)).toBe('open');
    await review(b.access, 4, '  Puntuale e gentile.  ');
    const [row] = await db.selectFrom('reviews').selectAll().where('booking_id', '=', b.id).execute();
    expect(row).toMatchObject({ rating: 4, comment: 'Puntuale e gentile.', author: 'Anna S.', language: 'it', status: 'pending' });
    expect(await reviewInvite(db, b.access)).toBe('received');
    await expect(review(b.access, 1, 'changed my mind')).rejects.toMatchObject({ code: 'already-exists', details: { reason: 'already-reviewed' } });
    expect(await db.selectFrom('reviews').select('rating').where('booking_id', '=', b.id).execute()).toEqual([{ rating: 4 }]);
  });

  it('refuses a ride that is not completed (not yet, a no-show, cancelled)', async () => {
    for (const ride of ['on_board', 'no_show', 'cancelled']) {
      const b = await booking({ ride, status: ride === 'cancelled' ? 'cancelled' : 'confirmed' });
      expect(await reviewInvite(db, b.access)).toBe('not-completed');
      await expect(review(b.access)).rejects.toMatchObject({ code: 'failed-precondition', details: { reason: 'not-completed' } });
    }
  });

  it('answers not-found to a forged token, another purpose’s token and another booking’s token, and stores nothing', async () => {
    const b = await booking();
    const other = await booking();
    const before = await db.selectFrom('reviews').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    for (const token of ['x'.repeat(43), manageToken(b.reference), documentToken(b.reference), reviewToken(other.reference), reviewToken(b.reference, 'another-secret')]) {
      await expect(review({ reference: b.reference, token })).rejects.toMatchObject({ code: 'not-found' });
      await expect(reviewInvite(db, { reference: b.reference, token })).rejects.toMatchObject({ code: 'not-found' });
    }
    // An unknown reference with a correctly signed token answers the same.
    await expect(review({ reference: 'PT-ZZZZZZ', token: reviewToken('PT-ZZZZZZ') })).rejects.toMatchObject({ code: 'not-found' });
    const after = await db.selectFrom('reviews').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});

it('shows an author as first name and last initial, never a whole name', () => {
  expect(reviewAuthor('Jean-Luc de la Tour')).toBe('Jean-Luc T.');
  expect(reviewAuthor('anna schmidt')).toBe('anna S.');
  expect(reviewAuthor('Anna')).toBe('Anna');
  // Chinese, Japanese, Korean names written without a space: the family name, the rest masked.
  expect(reviewAuthor('王小明')).toBe('王**');
});

describe('moderation and the summary', () => {
  beforeEach(async () => {
    await db.deleteFrom('reviews').execute();
  });

  it('is empty and honest before anything is approved: pending reviews are not counted', async () => {
    const b = await booking();
    await review(b.access, 5);
    expect(await reviewSummary(db)).toEqual({ count: 0, average: null, latest: [] });
    const pending = await pendingReviews(db);
    expect(pending.total).toBe(1);
    expect(pending.reviews[0]).toMatchObject({ reference: b.reference, rating: 5, comment: 'Driver on time, spotless car.', author: 'Anna S.', language: 'fr' });
  });

  it('counts and averages approved reviews only (to one decimal); a rejected one never shows', async () => {
    await decided(5, 'approve');
    await decided(4, 'approve');
    await decided(4, 'approve');
    const rejected = await decided(1, 'reject');
    const s = await reviewSummary(db);
    expect(s.count).toBe(3);
    expect(s.average).toBe(4.3);
    expect(s.latest.map((r) => r.rating).sort()).toEqual([4, 4, 5]);
    expect(s.latest.some((r) => r.comment === 'rated 1')).toBe(false);
    expect((await pendingReviews(db)).total).toBe(0);
    // Decided once: approving the rejected one later is refused, and it still does not show.
    await expect(moderateReview(db, 'admin-1', { id: rejected, decision: 'approve' }, NOW)).rejects.toMatchObject({ details: { reason: 'already-decided' } });
    expect((await reviewSummary(db)).count).toBe(3);
    await expect(moderateReview(db, 'admin-1', { id: '900000000000000001', decision: 'approve' }, NOW)).rejects.toMatchObject({ code: 'not-found' });
  });

  it('gives the latest six approved, newest first, with author, language and date', async () => {
    for (let day = 1; day <= 8; day++) await decided(day % 2 === 0 ? 5 : 4, 'approve', new Date(Date.UTC(2027, 3, day, 9)));
    const s = await reviewSummary(db);
    expect(s.count).toBe(8);
    expect(s.average).toBe(4.5);
    expect(s.latest.map((r) => r.createdAt)).toEqual([8, 7, 6, 5, 4, 3].map((day) => new Date(Date.UTC(2027, 3, day, 9)).toISOString()));
    expect(s.latest[0]).toEqual({ rating: 5, comment: 'rated 5', author: 'Anna S.', language: 'fr', createdAt: '2027-04-08T09:00:00.000Z' });
  });

  it('lists pending reviews oldest first', async () => {
    const first = await booking();
    const second = await booking();
    await submitReview(db, { ...second.access, rating: 3, comment: '' }, new Date('2027-05-01T12:00:00Z'));
    await submitReview(db, { ...first.access, rating: 2, comment: '' }, new Date('2027-05-01T08:00:00Z'));
    expect((await pendingReviews(db)).reviews.map((r) => r.reference)).toEqual([first.reference, second.reference]);
  });
});

describe('the review request', () => {
  const noMessages = async () => undefined;
  const requests = (bookingId: string) => db.selectFrom('outbox').selectAll().where('dedupe_key', '=', reviewRequestKey(bookingId)).execute();

  it('is queued to the booker, once, in the transaction that completes the ride', async () => {
    const b = await booking({ ride: 'on_board', language: 'es' });
    await db.updateTable('bookings').set({ driver_id: 'driver-1', booker_email: 'anna@example.com' }).where('id', '=', b.id).execute();
    await db.transaction().execute((trx) => moveRideIn(trx, noMessages, b.id, 'complete', { kind: 'admin', id: 'admin-1' }, {}, NOW));
    const [mail] = await requests(b.id);
    expect(mail).toMatchObject({ purpose: 'review-request', recipient: 'anna@example.com', booking_id: b.id, channel: 'email' });
    const payload = mail!.payload as { subject: string; text: string };
    expect(payload.subject).toBe(`¿Qué tal fue su trayecto? — ${b.reference}`);
    expect(payload.text).toContain(`review=${reviewToken(b.reference)}`);
    // Asked again (a retried request): the key keeps it to one.
    expect(await enqueueReviewRequest(db, b.id)).toBe(false);
    expect(await requests(b.id)).toHaveLength(1);
  });

  it('is not queued when the completion fails, nor for a confirmed no-show', async () => {
    const rolledBack = await booking({ ride: 'on_board' });
    await db.updateTable('bookings').set({ driver_id: 'driver-1' }).where('id', '=', rolledBack.id).execute();
    const failing = async () => {
      throw new Error('boom');
    };
    // A later step of the same transaction fails: no completion, no e-mail.
    await expect(
      db.transaction().execute(async (trx) => {
        await moveRideIn(trx, noMessages, rolledBack.id, 'complete', { kind: 'admin', id: 'admin-1' }, {}, NOW);
        await failing();
      }),
    ).rejects.toThrow('boom');
    expect(await requests(rolledBack.id)).toHaveLength(0);

    const noShow = await booking({ ride: 'no_show_reported' });
    await db.updateTable('bookings').set({ driver_id: 'driver-1' }).where('id', '=', noShow.id).execute();
    await db.transaction().execute((trx) => moveRideIn(trx, noMessages, noShow.id, 'confirm_no_show', { kind: 'admin', id: 'admin-1' }, {}, NOW));
    expect((await db.selectFrom('bookings').select('ride_status').where('id', '=', noShow.id).executeTakeFirstOrThrow()).ride_status).toBe('no_show');
    expect(await requests(noShow.id)).toHaveLength(0);
  });
});
