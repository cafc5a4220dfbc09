/** @jest-environment node */
import { LANGUAGES, type Language } from '@rides/contracts/languages';
import { formatMoney } from '@rides/i18n/format';
import { textsFor } from '../../i18n/server-i18n';
import { renderBookingChange, type ChangeMail, type ChangeMailBase } from '../templates/booking-change.template';
import { cdg, MANAGE_URL, paris8, party, SUMMER_PICKUP } from '../../test-kit/mail-fixtures';

const base = (language: Language, over: Partial<ChangeMailBase> = {}): ChangeMailBase => ({
  language,
  audience: 'booker',
  reference: 'PT-7K3M9Q',
  bookerName: 'Ada Lovelace',
  travellerName: null,
  trip: { from: paris8, to: cdg, pickupAt: SUMMER_PICKUP, flightNumber: 'AF1234', party },
  manageUrl: MANAGE_URL,
  ...over,
});

const KINDS: ChangeMail[] = [
  { kind: 'cancelled', by: 'booker', money: { kind: 'refund', amountCents: 6000 } },
  { kind: 'requested', newTotalCents: 9500, message: 'We are four <now>' },
  { kind: 'confirmed', approved: false, previousTotalCents: 9500, newTotalCents: 7500, settlement: 'refunded', driver: 'told', note: null },
  { kind: 'pay-difference', newTotalCents: 9500, differenceCents: 2000, checkoutUrl: 'https://checkout.example/pay', deadline: SUMMER_PICKUP, note: 'Van ok' },
  { kind: 'declined', note: 'No van free' },
];

describe.each(LANGUAGES.map((l) => [l]))('booking change e-mails in %s', (language) => {
  it.each(KINDS.map((k) => [k.kind, k]))('%s: the reference, the trip, the booker’s link, the money in the language', (_kind, mail) => {
    const out = renderBookingChange(base(language), mail);
    expect(out.subject).toContain('PT-7K3M9Q');
    expect(out.text).toContain(paris8.name);
    expect(out.text).toContain(MANAGE_URL);
    expect(out.html).toContain(`lang="${{ en: 'en-GB', fr: 'fr-FR', it: 'it-IT', es: 'es-ES', zh: 'zh-CN' }[language]}"`);
    if (mail.kind === 'cancelled') expect(out.text).toContain(formatMoney(6000, language));
    if (mail.kind === 'pay-difference') expect(out.html).toContain('href="https://checkout.example/pay"');
    if (mail.kind === 'requested') expect(out.html).toContain('We are four &lt;now&gt;');
  });

  it('the traveller’s cancellation has no prices and no manage link', () => {
    const out = renderBookingChange(base(language, { audience: 'traveller', travellerName: 'Grace Hopper', manageUrl: null }), KINDS[0]!);
    const t = textsFor('mail', language);
    expect(out.text).toContain(`${t('labels.bookedBy')}${t('labelSeparator')}Ada Lovelace`);
    expect(out.text).not.toContain(formatMoney(6000, language));
    expect(out.text).not.toContain('token=');
  });
});

describe('what the cancellation says about money (en)', () => {
  const text = (money: Extract<ChangeMail, { kind: 'cancelled' }>['money'], by: 'booker' | 'admin' = 'booker') => renderBookingChange(base('en'), { kind: 'cancelled', by, money }).text;
  it('states the refund and when it arrives, or that there is nothing to refund or to pay', () => {
    expect(text({ kind: 'refund', amountCents: 7500 })).toContain('€75 is being refunded to the card you paid with. It usually reaches your account within 5 to 10 business days.');
    expect(text({ kind: 'not-charged' })).toContain('Your card was not charged');
    expect(text({ kind: 'pay-driver' })).toContain('there is nothing to pay');
    expect(text({ kind: 'no-refund' }, 'admin')).toContain('We have had to cancel your transfer PT-7K3M9Q');
  });
});
