/** @jest-environment node */
// The bookingDocument function as a customer's browser meets it, in process against real SQL
// (PGlite): the links of documentLinks() opened, the answers' status, headers and bodies.
import { readConfig, type SellerDetails } from '../../config';
import { documentToken, manageToken } from '../../bookings/manage-token';
import { answerDocumentRequest, type DocumentDeps, type DocumentRequest } from '../document.http';
import { documentLinks } from '../document-links';
import { textsFor } from '../../i18n/server-i18n';
import { usePglite } from '../../test-kit/pglite';
import { insertPaidBooking, insertPaidPayment } from './bookings';
import { SELLER } from './fixtures';
import { readPdf } from './pdf-text';

jest.mock('firebase-functions', () => ({ logger: { info: jest.fn(), warn: jest.fn(), error: jest.fn() } }));
jest.setTimeout(60_000);

const t = usePglite();

const NOW = new Date('2026-11-20T10:00:00Z');
const deps = (seller: SellerDetails = SELLER): DocumentDeps => ({ db: () => t.db, now: () => NOW, seller: () => seller, shellOrigin: () => 'https://rides.example' });
const get = (query: Record<string, string>, d = deps()) => answerDocumentRequest({ method: 'GET', query }, d);
/** Opens a link as the browser would: its query string is the request's query. */
const open = (url: string, d = deps()) => answerDocumentRequest({ method: 'GET', query: Object.fromEntries(new URL(url).searchParams) }, d);
const text = (body: string | Uint8Array) => (typeof body === 'string' ? body : Buffer.from(body).toString('utf8'));

describe('documentLinks', () => {
  it('gives absolute links to both documents, keyed by the documents’ own token (not the manage link’s), and no receipt link before there is one', () => {
    const links = documentLinks({ reference: 'PT-ABC123', language: 'fr' }, true);
    const receipt = new URL(links.receipt!);
    expect(`${receipt.origin}${receipt.pathname}`).toBe(`${readConfig({ RIDES_ENV: 'local' }).functionsBaseUrl}/bookingDocument`);
    expect(Object.fromEntries(receipt.searchParams)).toEqual({ kind: 'receipt', ref: 'PT-ABC123', token: documentToken('PT-ABC123') });
    expect(new URL(links.calendar).searchParams.get('kind')).toBe('calendar');
    expect(documentLinks({ reference: 'PT-ABC123', language: 'fr' }, false).receipt).toBeNull();
  });
});

describe('bookingDocument', () => {
  it('answers a wrong token, an unknown reference and a malformed request alike: 404, nothing else', async () => {
    const b = await insertPaidBooking(t.db);
    const answers = await Promise.all([
      get({ kind: 'receipt', ref: b.reference, token: documentToken('PT-OTHER1') }),
      // The manage link's key is not the documents' key (and the other way round: see manage-token.ts).
      get({ kind: 'receipt', ref: b.reference, token: manageToken(b.reference) }),
      get({ kind: 'calendar', ref: b.reference, token: `${documentToken(b.reference).slice(0, -1)}A` }),
      get({ kind: 'receipt', ref: 'PT-ZZZZZZ', token: documentToken('PT-ZZZZZZ') }),
      get({ kind: 'calendar', ref: 'PT-ZZZZZZ', token: documentToken('PT-ZZZZZZ') }),
      get({ kind: 'invoice', ref: b.reference, token: documentToken(b.reference) }),
      get({ kind: 'receipt', ref: b.reference }),
    ]);
    for (const a of answers) expect(a).toEqual(answers[0]);
    expect(answers[0]).toMatchObject({ status: 404, body: 'Not found' });
    expect(await t.db.selectFrom('receipts').selectAll().where('booking_id', '=', b.id).execute()).toEqual([]);
  });

  it('serves only GET', async () => {
    const b = await insertPaidBooking(t.db);
    const req: DocumentRequest = { method: 'POST', query: { kind: 'calendar', ref: b.reference, token: documentToken(b.reference) } };
    expect(await answerDocumentRequest(req, deps())).toMatchObject({ status: 405, headers: expect.objectContaining({ Allow: 'GET' }) });
  });

  it('sends the receipt of a card booking as a PDF download, numbered once', async () => {
    const b = await insertPaidBooking(t.db);
    await insertPaidPayment(t.db, b.id);
    const links = documentLinks({ reference: b.reference, language: 'en' }, true);
    const answer = await open(links.receipt!);
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="receipt-${b.reference}.pdf"`,
      'Cache-Control': 'private, no-store',
    });
    const { fragments } = await readPdf(answer.body as Uint8Array);
    const { number } = await t.db.selectFrom('receipts').select('number').where('booking_id', '=', b.id).executeTakeFirstOrThrow();
    expect(number).toMatch(/^R-2026-\d{6}$/);
    expect(fragments).toEqual(expect.arrayContaining([number, b.reference, 'Paid by card on Friday, 20 November 2026', '€115', '€10.45']));

    const again = await readPdf((await open(links.receipt!)).body as Uint8Array);
    expect(again.fragments).toContain(number);
    expect(await t.db.selectFrom('receipts').selectAll().where('booking_id', '=', b.id).execute()).toHaveLength(1);
  });

  it('lists the refunds of a cancelled card booking on its receipt', async () => {
    const b = await insertPaidBooking(t.db, { status: 'cancelled', ride_status: 'cancelled', payment_status: 'refunded', cancelled_at: new Date('2026-11-23T09:00:00Z'), refunded_cents: 9200 });
    const payment = await insertPaidPayment(t.db, b.id);
    await t.db
      .insertInto('refunds')
      .values({ booking_id: b.id, payment_id: payment, provider: 'local-sandbox', amount_cents: 9200, status: 'succeeded', reason: 'cancellation', idempotency_key: `refund-${b.id}`, created_at: new Date('2026-11-23T09:00:00Z') })
      .execute();
    const answer = await get({ kind: 'receipt', ref: b.reference, token: documentToken(b.reference) });
    expect(answer.status).toBe(200);
    const { fragments } = await readPdf(answer.body as Uint8Array);
    expect(fragments).toEqual(expect.arrayContaining(['Refunded on Monday, 23 November 2026', '-€92', 'Amount paid after refunds', '€23', 'Booking cancelled on Monday, 23 November 2026.']));
  });

  it('has no receipt for an unpaid or expired card booking, and says why in the booking’s language', async () => {
    const unpaid = await insertPaidBooking(t.db, { status: 'pending_payment', payment_status: 'unpaid', paid_at: null, language: 'fr' });
    const expired = await insertPaidBooking(t.db, { status: 'expired', payment_status: 'unpaid', paid_at: null });
    const a = await get({ kind: 'receipt', ref: unpaid.reference, token: documentToken(unpaid.reference) });
    expect(a).toMatchObject({ status: 404, body: textsFor('documents', 'fr')('answers.noReceipt') });
    expect(a.headers['Content-Type']).toBe('text/plain; charset=utf-8');
    expect(await get({ kind: 'receipt', ref: expired.reference, token: documentToken(expired.reference) })).toMatchObject({ status: 404, body: textsFor('documents', 'en')('answers.noReceipt') });
    expect(await t.db.selectFrom('receipts').selectAll().where('booking_id', 'in', [unpaid.id, expired.id]).execute()).toEqual([]);
  });

  it('has a receipt for a pay-the-driver booking once the ride is completed, with the amount collected', async () => {
    const b = await insertPaidBooking(t.db, { payment_method: 'driver', payment_status: 'pay_driver', paid_at: null, ride_status: 'assigned' });
    const token = documentToken(b.reference);
    expect((await get({ kind: 'receipt', ref: b.reference, token })).status).toBe(404);
    await t.db.updateTable('bookings').set({ ride_status: 'completed', cash_collected_cents: 11500 }).where('id', '=', b.id).execute();
    const answer = await get({ kind: 'receipt', ref: b.reference, token });
    expect(answer.status).toBe(200);
    expect((await readPdf(answer.body as Uint8Array)).fragments).toEqual(expect.arrayContaining(['Collected by the driver on Tuesday, 24 November 2026', '€115']));
  });

  it('issues no receipt while the seller’s legal details are not configured', async () => {
    const b = await insertPaidBooking(t.db);
    // Production's company facts are not filled in yet (issue [N] 4): its seller lacks them.
    const unset = readConfig({ RIDES_ENV: 'production', FUNCTIONS_CONTROL_API: 'true' }).seller;
    expect(unset.missing).toEqual(['postalAddress', 'siret', 'vatNumber']);
    const answer = await get({ kind: 'receipt', ref: b.reference, token: documentToken(b.reference) }, deps(unset));
    expect(answer).toMatchObject({ status: 503, body: textsFor('documents', 'en')('answers.receiptsNotConfigured') });
    expect(await t.db.selectFrom('receipts').selectAll().where('booking_id', '=', b.id).execute()).toEqual([]);
  });

  it('sends the pickup as a calendar file', async () => {
    const b = await insertPaidBooking(t.db, { language: 'it' });
    const answer = await open(documentLinks({ reference: b.reference, language: 'it' }, false).calendar);
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="pickup-${b.reference}.ics"`,
      'Cache-Control': 'private, no-store',
    });
    const ics = text(answer.body);
    expect(ics).toContain('\r\nDTSTART:20261124T083000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20261124T101000Z\r\n');
    expect(ics).toContain(`\r\nUID:${b.reference}@rides.example\r\n`);
    // Long lines are folded (CRLF and a space): unfolded, the summary reads in Italian.
    expect(ics.replace(/\r\n /g, '')).toContain(`SUMMARY;LANGUAGE=it:Transfer ${b.reference}: Paris Charles de Gaulle Airport (CDG) → 12 rue de Rivoli`);
  });

  it('has no calendar file for a cancelled booking', async () => {
    const b = await insertPaidBooking(t.db, { status: 'cancelled', ride_status: 'cancelled' });
    expect(await get({ kind: 'calendar', ref: b.reference, token: documentToken(b.reference) })).toMatchObject({ status: 404, body: textsFor('documents', 'en')('answers.noCalendar') });
  });
});
