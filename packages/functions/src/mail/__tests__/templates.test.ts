/** @jest-environment node */
import { LANGUAGES, type Language } from '@rides/contracts/languages';
import { FULL_REFUND_MIN_HOURS, LATE_REFUND_PERCENT } from '@rides/domain/cancellation';
import { formatMoney, formatParisZone, localeOf } from '@rides/i18n/format';
import { renderBookingConfirmation } from '../templates/booking-confirmation.template';
import { textsFor } from '../../i18n/server-i18n';
import { escapeHtml } from '../templates/render';
import { confirmation, MANAGE_URL } from '../../test-kit/mail-fixtures';

describe('booking confirmation e-mail', () => {
  describe.each(LANGUAGES.map((l) => [l]))('in %s', (language: Language) => {
    const t = textsFor('mail', language);
    const data = confirmation({ language });
    const mail = renderBookingConfirmation(data, 'booker');

    it('names the reference in the subject, the text and the HTML', () => {
      expect(mail.subject).toContain('PT-7K3M9Q');
      expect(mail.subject).toBe(t('subject.booker', { reference: 'PT-7K3M9Q' }));
      expect(mail.text).toContain('PT-7K3M9Q');
      expect(mail.html).toContain('PT-7K3M9Q');
    });

    it('gives the pickup in Paris time with the time zone named', () => {
      for (const body of [mail.text, mail.html]) {
        expect(body).toContain('09:30'); // 07:30 UTC in July
        expect(body).toContain(escapeHtml(formatParisZone(data.pickupAt, language)));
      }
      const winter = renderBookingConfirmation(confirmation({ language, pickupAt: new Date('2025-01-14T09:30:00Z') }), 'booker');
      expect(winter.text).toContain('10:30');
      expect(winter.text).toContain(formatParisZone(new Date('2025-01-14T09:30:00Z'), language));
    });

    it('writes the pickup date and time in the words the web shows for that language', () => {
      // The web's TripDetails writes the same instant with @rides/i18n/format (its own test pins these words too).
      const date = { en: 'Monday, 14 July 2025', fr: 'lundi 14 juillet 2025', it: 'lunedì 14 luglio 2025', es: 'lunes, 14 de julio de 2025', zh: '2025年7月14日星期一' }[language];
      const pickupLine = mail.text.split('\n').find((line) => line.startsWith(`${t('labels.pickup')}${t('labelSeparator')}`));
      expect(pickupLine).toContain(date);
      expect(pickupLine).toContain('09:30');
      expect(mail.html).toContain(escapeHtml(date));
    });

    it('gives the total in euros and every line of the breakdown', () => {
      expect(mail.text).toContain(formatMoney(10500, language));
      expect(mail.text).toContain(`${t('labels.total')}${t('labelSeparator')}${formatMoney(10500, language)}`);
      expect(mail.text).toContain(t('lines.fare.airport-fixed'));
      expect(mail.text).toContain(t('quantity', { label: t('lines.child-seat'), n: 2 }));
      expect(mail.html).toContain(escapeHtml(formatMoney(10500, language)));
    });

    it.each([['paid'], ['pay_driver'], ['unpaid']] as const)('states the payment (%s)', (paymentStatus) => {
      const m = renderBookingConfirmation(confirmation({ language, paymentStatus }), 'booker');
      expect(m.text).toContain(t(`payment.booker.${paymentStatus}`));
      expect(m.html).toContain(escapeHtml(t(`payment.booker.${paymentStatus}`)));
    });

    it('says what happens next and links to the booking', () => {
      expect(mail.text).toContain(t('next.driver'));
      expect(mail.text).toContain(t('next.included'));
      expect(mail.text).toContain(MANAGE_URL);
      expect(mail.html).toContain(`href="${escapeHtml(MANAGE_URL)}"`);
      expect(mail.html).toContain(escapeHtml(t('manage.link')));
    });

    it('states the cancellation terms from the one rule, the same for booker and traveller whatever the payment', () => {
      const terms = t('next.cancellation', { hours: FULL_REFUND_MIN_HOURS, percent: LATE_REFUND_PERCENT });
      expect(terms).toContain('24');
      expect(terms).toContain('80');
      for (const paymentStatus of ['paid', 'pay_driver', 'unpaid'] as const) {
        for (const audience of ['booker', 'traveller'] as const) {
          const m = renderBookingConfirmation(confirmation({ language, paymentStatus }), audience);
          expect({ paymentStatus, audience, text: m.text.includes(terms), html: m.html.includes(escapeHtml(terms)) }).toEqual({ paymentStatus, audience, text: true, html: true });
        }
      }
    });

    it('marks the HTML with the language and lists the trip', () => {
      expect(mail.html).toMatch(new RegExp(`<html lang="${localeOf(language)}"`));
      expect(mail.text).toContain('AF1234');
      expect(mail.text).toContain('Paris Charles de Gaulle Airport — Terminal 2E');
      expect(mail.text).toContain(t('vehicles.sedan'));
    });

    it('writes to the traveller in their own words, without the price breakdown or the manage link', () => {
      const m = renderBookingConfirmation(confirmation({ language, travellerName: 'Grace Hopper', paymentStatus: 'pay_driver' }), 'traveller');
      expect(m.subject).toContain('PT-7K3M9Q');
      // Who booked, as a labelled value only (issue [I] 5).
      expect(m.subject).not.toContain('Ada Lovelace');
      expect(m.text).toContain(`${t('labels.bookedBy')}${t('labelSeparator')}Ada Lovelace`);
      expect(m.text).toContain(t('intro.traveller'));
      expect(m.text).toContain(t('payment.traveller.pay_driver', { total: formatMoney(10500, language) }));
      expect(m.text).not.toContain(MANAGE_URL);
      expect(m.text).not.toContain(t('lines.child-seat') + ' ×');
    });
  });

  it('reads naturally in English', () => {
    const { text, subject } = renderBookingConfirmation(confirmation(), 'booker');
    expect(subject).toBe('Booking confirmed — PT-7K3M9Q');
    expect(text).toContain('Pickup: Monday, 14 July 2025 at 09:30 (Paris time, Central European Summer Time)');
    expect(text).toContain('Passengers and luggage: 3 passengers, 2 large bags, 2 child seats');
    expect(text).toContain('Child seat × 2: €20');
    expect(text).toContain('Total: €105');
    expect(text).toContain('Paid by card.');
    expect(text).toContain(`See your booking: ${MANAGE_URL}`);
    expect(text).toContain('- Free cancellation more than 24 hours before pickup (full refund); if you cancel within 24 hours of pickup, 80% of the price is refunded.');
  });

  it('offers to see the booking, not to change or cancel it (the page can only show it)', () => {
    const expected: Record<Language, string> = { en: 'See your booking', fr: 'Voir votre réservation', it: 'Vedi la tua prenotazione', es: 'Ver tu reserva', zh: '查看您的预订' };
    for (const language of LANGUAGES) {
      const m = renderBookingConfirmation(confirmation({ language }), 'booker');
      expect(m.html).toContain(`>${escapeHtml(expected[language])}</a>`);
    }
    const en = renderBookingConfirmation(confirmation(), 'booker').text;
    expect(en).not.toMatch(/change or cancel your booking|manage my booking/i);
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
    expect(m.text).toContain('Booked by: {reference}\n');
  });

  it('writes the names typed at checkout only as labelled values, never in our sentences (issue [I] 5)', () => {
    const bait = 'You won 500 EUR, claim it at evil.example';
    for (const audience of ['booker', 'traveller'] as const) {
      const m = renderBookingConfirmation(confirmation({ bookerName: bait, travellerName: bait }), audience);
      expect(m.subject).not.toContain(bait);
      const lines = m.text.split('\n').filter((l) => l.includes(bait));
      expect(lines).toEqual([audience === 'booker' ? `Traveller: ${bait}` : `Booked by: ${bait}`]);
      expect(m.text).toMatch(/^Hello,$/m);
    }
  });

  it('never makes a link of anything but a web address', () => {
    const m = renderBookingConfirmation(confirmation({ manageUrl: 'javascript:alert(1)' }), 'booker');
    expect(m.html).not.toContain('href="javascript:');
  });
});
