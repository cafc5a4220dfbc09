/** @jest-environment node */
// What the documents say around themselves: the confirmation e-mail's links to them, and which
// bookings have a receipt (their wording in the five languages: i18n/__tests__/server-texts.test.ts).
import { LANGUAGES } from '@rides/contracts/languages';
import { renderBookingConfirmation } from '../../mail/templates/booking-confirmation.template';
import { confirmation } from '../../test-kit/mail-fixtures';
import { textsFor } from '../../i18n/server-i18n';
import { receiptAvailable, type ReceiptFacts } from '../receipt-eligibility';

const LINKS = {
  calendar: 'http://127.0.0.1:5001/demo-rides/europe-west9/bookingDocument?kind=calendar&ref=PT-7K3M9Q&token=t',
  receipt: 'http://127.0.0.1:5001/demo-rides/europe-west9/bookingDocument?kind=receipt&ref=PT-7K3M9Q&token=t',
};

describe('confirmation e-mail', () => {
  it.each(LANGUAGES.map((l) => [l]))('links the calendar file and the receipt in %s', (language) => {
    const t = textsFor('documents', language);
    const mail = renderBookingConfirmation(confirmation({ language, documents: LINKS }), 'booker');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(t('email.calendarLink'));
      expect(part).toContain(t('email.receiptLink'));
    }
    expect(mail.html).toContain(`href="${LINKS.calendar.replace(/&/g, '&amp;')}"`);
    expect(mail.html).toContain(`href="${LINKS.receipt.replace(/&/g, '&amp;')}"`);
  });

  it('has no receipt link before there is a receipt (pay the driver)', () => {
    const mail = renderBookingConfirmation(confirmation({ paymentStatus: 'pay_driver', documents: { calendar: LINKS.calendar, receipt: null } }), 'booker');
    expect(mail.text).toContain('Add to calendar');
    expect(mail.text).not.toContain('Download your receipt');
    expect(mail.text).not.toContain('kind=receipt');
  });

  it('gives the traveller no document link: they are keyed by the booker’s manage token', () => {
    const mail = renderBookingConfirmation(confirmation({ travellerName: 'Grace Hopper', documents: LINKS }), 'traveller');
    expect(mail.text).not.toContain('bookingDocument');
    expect(mail.html).not.toContain('bookingDocument');
  });
});

describe('receiptAvailable', () => {
  const card = (over: Partial<ReceiptFacts>): ReceiptFacts => ({ status: 'confirmed', payment_method: 'card', paid_at: new Date(), ride_status: 'assigned', ...over });
  it('is true once a card payment is confirmed, and stays so after a cancellation and refund', () => {
    expect(receiptAvailable(card({}))).toBe(true);
    expect(receiptAvailable(card({ status: 'cancelled', ride_status: 'cancelled' }))).toBe(true);
  });
  it('is false for an unpaid or expired card booking', () => {
    expect(receiptAvailable(card({ status: 'pending_payment', paid_at: null, ride_status: 'unassigned' }))).toBe(false);
    expect(receiptAvailable(card({ status: 'expired', paid_at: null, ride_status: 'unassigned' }))).toBe(false);
  });
  it('is true for a pay-the-driver ride only once completed', () => {
    const driver = (ride_status: ReceiptFacts['ride_status']): ReceiptFacts => ({ status: 'confirmed', payment_method: 'driver', paid_at: null, ride_status });
    expect(receiptAvailable(driver('assigned'))).toBe(false);
    expect(receiptAvailable(driver('on_board'))).toBe(false);
    expect(receiptAvailable(driver('no_show'))).toBe(false);
    expect(receiptAvailable(driver('completed'))).toBe(true);
  });
});
