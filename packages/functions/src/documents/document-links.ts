import { config } from '../config';
import { documentToken } from '../bookings/manage-token';

/** The two documents of a booking, served by the bookingDocument HTTP function (documents/document.http.ts). */
export type DocumentKind = 'receipt' | 'calendar';

/** The bookingDocument address of one document, keyed by the documents' own token (read only; no account needed). */
export function documentUrl(kind: DocumentKind, reference: string, base = config().functionsBaseUrl): string {
  const query = new URLSearchParams({ kind, ref: reference, token: documentToken(reference) });
  return `${base}/bookingDocument?${query.toString()}`;
}

/**
 * The links a booking page or an e-mail shows: the calendar file always, the receipt only when one can
 * be issued (receiptAvailable: paid by card, or completed; see documents/receipt-eligibility.ts).
 * `language` is accepted so callers pass the row as is; the document speaks the booking's own language.
 */
export function documentLinks(
  row: { reference: string; language: string },
  receiptAvailable: boolean,
): { receipt: string | null; calendar: string } {
  return {
    receipt: receiptAvailable ? documentUrl('receipt', row.reference) : null,
    calendar: documentUrl('calendar', row.reference),
  };
}
