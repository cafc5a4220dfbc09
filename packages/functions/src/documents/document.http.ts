import { onRequest } from 'firebase-functions/v2/https';
import * as logs from './logs';
import { placeSchema } from '@rides/contracts/places';
import { config, type SellerDetails } from '../config';
import { db, type Db } from '../db/db';
import { findByReference } from '../bookings/bookings.repo';
import { isDocumentToken } from '../bookings/manage-token';
import { calendarFile } from './calendar';
import { textsFor } from '../i18n/server-i18n';
import { loadReceipt } from './receipt-data';
import { receiptDoc } from './receipt-doc';
import { receiptAvailable } from './receipt-eligibility';
import { renderReceiptPdf } from './receipt-pdf';

/** The request as the functions runtime (express) gives it; only what is used. */
export interface DocumentRequest {
  method: string;
  query: Record<string, unknown>;
}

export interface DocumentAnswer {
  status: number;
  headers: Record<string, string>;
  body: string | Uint8Array;
}

export interface DocumentDeps {
  db: () => Db;
  now: () => Date;
  seller: () => SellerDetails;
  /** Where the manage link points (the shell's origin); its host also scopes the calendar UID. */
  shellOrigin: () => string;
}

const REFERENCE = /^PT-[0-9A-Z]{6}$/;
const one = (v: unknown): string => (typeof v === 'string' ? v : Array.isArray(v) && typeof v[0] === 'string' ? v[0] : '');

/** Every answer: personal data behind a secret link, so never cached by anyone and never framed or sniffed. */
const BASE_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer' };
const plain = (status: number, body: string, extra: Record<string, string> = {}): DocumentAnswer => ({
  status,
  headers: { ...BASE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', ...extra },
  body,
});
/** A wrong token, an unknown reference, a malformed request: one answer, so the links cannot be probed. */
const NOT_FOUND = (): DocumentAnswer => plain(404, 'Not found');

/**
 * GET ?kind=receipt|calendar&ref=PT-XXXXXX&token=<manage token>: the booking's PDF receipt or its
 * pickup as an .ics file. The receipt's number is issued on the first download (documents.repo.ts).
 */
export async function answerDocumentRequest(req: DocumentRequest, deps: DocumentDeps): Promise<DocumentAnswer> {
  if (req.method !== 'GET') return plain(405, 'Method not allowed', { Allow: 'GET' });
  const kind = one(req.query.kind);
  const reference = one(req.query.ref);
  const token = one(req.query.token);
  if ((kind !== 'receipt' && kind !== 'calendar') || !REFERENCE.test(reference) || !isDocumentToken(reference, token)) return NOT_FOUND();
  const booking = await findByReference(deps.db(), reference);
  if (!booking) return NOT_FOUND();
  const t = textsFor('documents', booking.language);
  const now = deps.now();

  if (kind === 'calendar') {
    if (booking.status === 'cancelled' || booking.status === 'expired') return plain(404, t('answers.noCalendar'));
    const shell = deps.shellOrigin();
    const body = calendarFile({
      language: booking.language,
      reference,
      from: placeSchema.parse(booking.from_place),
      to: placeSchema.parse(booking.to_place),
      pickupAt: new Date(booking.pickup_at),
      durationMinutes: booking.duration_minutes,
      flightNumber: booking.flight_number,
      uidDomain: new URL(shell).hostname,
      now,
    });
    return {
      status: 200,
      headers: { ...BASE_HEADERS, 'Content-Type': 'text/calendar; charset=utf-8', 'Content-Disposition': `attachment; filename="pickup-${reference}.ics"` },
      body,
    };
  }

  if (!receiptAvailable(booking)) return plain(404, t('answers.noReceipt'));
  const seller = deps.seller();
  if (seller.missing.length > 0) {
    // Nothing made up on a legal document: the deployment sets the seller's details first (README).
    logs.receiptsNotConfigured(seller.missing);
    return plain(503, t('answers.receiptsNotConfigured'));
  }
  const data = await loadReceipt(deps.db(), booking, seller, now);
  const pdf = await renderReceiptPdf(receiptDoc(data), now);
  logs.receiptMade(data.number, reference, pdf.length);
  return {
    status: 200,
    headers: { ...BASE_HEADERS, 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="receipt-${reference}.pdf"` },
    body: pdf,
  };
}

/** The bookingDocument HTTP function: opened from the booking page and the e-mails (documents/document-links.ts). */
export const bookingDocument = onRequest(
  // The Chinese font is 10 MB: parsing and subsetting it wants more than the default 256 MiB.
  { region: config().region, invoker: 'public', maxInstances: 10, memory: '512MiB', timeoutSeconds: 60 },
  async (req, res) => {
    try {
      const answer = await answerDocumentRequest(req, { db, now: () => new Date(), seller: () => config().seller, shellOrigin: () => config().shellOrigin });
      res.status(answer.status).set(answer.headers).send(typeof answer.body === 'string' ? answer.body : Buffer.from(answer.body));
    } catch (e) {
      logs.bookingDocumentFailed(e);
      res.status(500).set({ ...BASE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' }).send('Something went wrong. Please try again.');
    }
  },
);
