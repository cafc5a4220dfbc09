/** @jest-environment node */
import { LANGUAGES, type Language } from '@rides/contracts/languages';
import { renderBookingConfirmation } from '../templates/booking-confirmation.template';
import { MAIL_STRINGS } from '../templates/mail-strings';
import { money } from '../templates/format';
import { escapeHtml } from '../templates/render';
import { confirmation, MANAGE_URL } from './fixtures';

/** The long name of Paris's time zone at `at`, in `locale` (e.g. "Central European Summer Time"). */
const zoneName = (at: Date, locale: string) =>
  new Intl.DateTimeFormat(locale, { timeZone: 'Europe/Paris', timeZoneName: 'long' }).formatToParts(at).find((p) => p.type === 'timeZoneName')!.value;

describe('booking confirmation e-mail', () => {
  describe.each(LANGUAGES.map((l) => [l]))('in %s', (language: Language) => {
    const s = MAIL_STRINGS[language];
    const data = confirmation({ language });
    const mail = renderBookingConfirmation(data, 'booker');

    it('names the reference in the subject, the text and the HTML', () => {
      expect(mail.subject).toContain('PT-7K3M9Q');
      expect(mail.subject).toBe(s.subject.booker.replace('{reference}', 'PT-7K3M9Q'));
      expect(mail.text).toContain('PT-7K3M9Q');
      expect(mail.html).toContain('PT-7K3M9Q');
    });

    it('gives the pickup in Paris time with the time zone named', () => {
      for (const body of [mail.text, mail.html]) {
        expect(body).toContain('09:30'); // 07:30 UTC in July
        expect(body).toContain(escapeHtml(zoneName(data.pickupAt, s.locale)));
      }
      const winter = renderBookingConfirmation(confirmation({ language, pickupAt: new Date('2025-01-14T09:30:00Z') }), 'booker');
      expect(winter.text).toContain('10:30');
      expect(winter.text).toContain(zoneName(new Date('2025-01-14T09:30:00Z'), s.locale));
    });

    it('gives the total in euros and every line of the breakdown', () => {
      expect(mail.text).toContain(money(10500, s.locale));
      expect(mail.text).toContain(`${s.labels.total}${s.labelSeparator}${money(10500, s.locale)}`);
      expect(mail.text).toContain(s.lines.fare['airport-fixed']);
      expect(mail.text).toContain(s.quantity.replace('{label}', s.lines['child-seat']).replace('{n}', '2'));
      expect(mail.html).toContain(escapeHtml(money(10500, s.locale)));
    });

    it.each([['paid'], ['pay_driver'], ['unpaid']] as const)('states the payment (%s)', (paymentStatus) => {
      const m = renderBookingConfirmation(confirmation({ language, paymentStatus }), 'booker');
      expect(m.text).toContain(s.payment.booker[paymentStatus]);
      expect(m.html).toContain(escapeHtml(s.payment.booker[paymentStatus]));
    });

    it('says what happens next and links to the booking', () => {
      expect(mail.text).toContain(s.next.driver);
      expect(mail.text).toContain(s.next.included);
      expect(mail.text).toContain(s.next.cancellation.paid);
      expect(mail.text).toContain(MANAGE_URL);
      expect(mail.html).toContain(`href="${escapeHtml(MANAGE_URL)}"`);
      expect(mail.html).toContain(escapeHtml(s.manage.link));
    });

    it('marks the HTML with the language and lists the trip', () => {
      expect(mail.html).toMatch(new RegExp(`<html lang="${s.locale}"`));
      expect(mail.text).toContain('AF1234');
      expect(mail.text).toContain('Paris Charles de Gaulle Airport — Terminal 2E');
      expect(mail.text).toContain(s.vehicles.sedan);
    });

    it('writes to the traveller in their own words, without the price breakdown or the manage link', () => {
      const m = renderBookingConfirmation(confirmation({ language, travellerName: 'Grace Hopper', paymentStatus: 'pay_driver' }), 'traveller');
      expect(m.subject).toContain('Ada Lovelace');
      expect(m.subject).toContain('PT-7K3M9Q');
      expect(m.text).toContain('Grace Hopper');
      expect(m.text).toContain(s.intro.traveller.replace('{booker}', 'Ada Lovelace'));
      expect(m.text).toContain(s.payment.traveller.pay_driver.replace('{total}', money(10500, s.locale)));
      expect(m.text).not.toContain(MANAGE_URL);
      expect(m.text).not.toContain(s.lines['child-seat'] + ' ×');
    });
  });

  it('reads naturally in English', () => {
    const { text, subject } = renderBookingConfirmation(confirmation(), 'booker');
    expect(subject).toBe('Booking confirmed — PT-7K3M9Q');
    expect(text).toContain('Pickup: Monday, 14 July 2025 at 09:30 Central European Summer Time (Paris time)');
    expect(text).toContain('Passengers and luggage: 3 passengers, 2 large bags, 2 child seats');
    expect(text).toContain('Child seat × 2: €20');
    expect(text).toContain('Total: €105');
    expect(text).toContain('Paid by card.');
    expect(text).toContain(`Manage my booking: ${MANAGE_URL}`);
  });

  it('uses each language’s plural rules', () => {
    const one = renderBookingConfirmation(confirmation({ language: 'fr', party: { ...confirmation().party, passengers: 1, luggage: 0, childSeats: 0, extras: [] } }), 'booker');
    expect(one.text).toContain('Passagers et bagages : 1 passager, aucun grand bagage');
  });

  it('escapes every value in the HTML (a booker named <script>)', () => {
    const name = '<script>alert("x")</script> & Co';
    for (const audience of ['booker', 'traveller'] as const) {
      const m = renderBookingConfirmation(confirmation({ bookerName: name, travellerName: name, flightNumber: '"><img src=x>' }), audience);
      expect(m.html).not.toContain('<script');
      expect(m.html).not.toContain('<img');
      expect(m.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
      expect(m.html).toContain('Champs-Élysées &amp; Madeleine');
      expect(m.text).toContain(name); // plain text is not HTML
    }
  });

  it('does not read placeholders inside values', () => {
    const m = renderBookingConfirmation(confirmation({ bookerName: '{reference}' }), 'traveller');
    expect(m.subject).toBe('{reference} booked a transfer for you — PT-7K3M9Q');
  });

  it('never makes a link of anything but a web address', () => {
    const m = renderBookingConfirmation(confirmation({ manageUrl: 'javascript:alert(1)' }), 'booker');
    expect(m.html).not.toContain('href="javascript:');
  });
});
