/** @jest-environment node */
import { LANGUAGES, type Language } from '@rides/contracts/languages';
import { localeOf } from '@rides/i18n/format';
import { applicationDecisionKey, contactUrl, signInUrl } from '../application-decision';
import { messageIdFor } from '../mailer';
import { renderApplicationDecision, type ApplicationDecisionData } from '../templates/application-decision.template';
import { textsFor } from '../../i18n/server-i18n';
import { escapeHtml } from '../templates/render';

const SIGN_IN = 'http://localhost:5000/auth?next=%2Fdriver';
const CONTACT = 'http://localhost:5000/contact';
const data = (over: Partial<ApplicationDecisionData> = {}): ApplicationDecisionData => ({
  language: 'en',
  kind: 'driver',
  decision: 'approved',
  fullName: 'Ada Lovelace',
  signInUrl: SIGN_IN,
  contactUrl: CONTACT,
  ...over,
});

describe('application decision e-mail', () => {
  describe.each(LANGUAGES.map((l) => [l]))('in %s', (language: Language) => {
    const s = textsFor('mail', language);

    it.each([['driver'], ['partner']] as const)('tells an approved %s to sign in, with the link to their dashboard', (kind) => {
      const m = renderApplicationDecision(data({ language, kind }));
      const t = (key: 'subject' | 'intro' | 'body' | 'link') => s(`application.approved.${kind}.${key}`);
      expect(m.subject).toBe(t('subject'));
      for (const text of [t('intro'), t('body')]) {
        expect(m.text).toContain(text);
        expect(m.html).toContain(escapeHtml(text));
      }
      expect(m.text).toContain(`${t('link')}${s('labelSeparator')}${SIGN_IN}`);
      expect(m.html).toContain(`href="${escapeHtml(SIGN_IN)}"`);
      expect(m.html).toContain(`>${escapeHtml(t('link'))}</a>`);
      expect(m.text).not.toContain(CONTACT);
      expect(m.html).toMatch(new RegExp(`<html lang="${localeOf(language)}"`));
    });

    it.each([['driver'], ['partner']] as const)('declines a %s politely and says how to reach support', (kind) => {
      const m = renderApplicationDecision(data({ language, kind, decision: 'rejected' }));
      expect(m.subject).toBe(s(`application.rejected.${kind}.subject`));
      expect(m.text).toContain(s(`application.rejected.${kind}.intro`));
      expect(m.text).toContain(s('application.rejected.body'));
      expect(m.text).toContain(`${s('application.rejected.link')}${s('labelSeparator')}${CONTACT}`);
      expect(m.html).toContain(`href="${escapeHtml(CONTACT)}"`);
      expect(m.text).not.toContain(SIGN_IN);
    });

    it('greets the applicant by name, or without one', () => {
      expect(renderApplicationDecision(data({ language })).text).toContain(s('greetingNamed', { name: 'Ada Lovelace' }));
      expect(renderApplicationDecision(data({ language, fullName: null })).text.startsWith(`${s('application.greetingNoName')}\n`)).toBe(true);
      expect(renderApplicationDecision(data({ language, fullName: '  ' })).text.startsWith(`${s('application.greetingNoName')}\n`)).toBe(true);
    });
  });

  it('reads naturally in English', () => {
    const approved = renderApplicationDecision(data());
    expect(approved.subject).toBe('Your driver application is approved');
    expect(approved.text).toContain('Hello Ada Lovelace,');
    expect(approved.text).toContain('You can now sign in and see your driver dashboard.');
    expect(approved.text).toContain(`Sign in to your driver dashboard: ${SIGN_IN}`);

    const partner = renderApplicationDecision(data({ kind: 'partner', signInUrl: 'http://localhost:5000/auth?next=%2Fpartner' }));
    expect(partner.text).toContain('You can now sign in and see your partner dashboard.');
    expect(partner.text).toContain('Sign in to your partner dashboard: http://localhost:5000/auth?next=%2Fpartner');

    const declined = renderApplicationDecision(data({ decision: 'rejected' }));
    expect(declined.subject).toBe('Your driver application: our decision');
    expect(declined.text).toContain('reply to this e-mail or contact our support team: we answer within 1 hour, 24/7');
    expect(declined.text).toContain(`Contact us: ${CONTACT}`);
  });

  it('escapes the name in the HTML', () => {
    const m = renderApplicationDecision(data({ fullName: '<b>Ada</b> & Co' }));
    expect(m.html).not.toContain('<b>Ada');
    expect(m.html).toContain('&lt;b&gt;Ada&lt;/b&gt; &amp; Co');
  });

  it('links to the sign-in page continuing to the dashboard, and to the contact page', () => {
    expect(signInUrl('/driver', 'https://rides.example')).toBe('https://rides.example/auth?next=%2Fdriver');
    expect(signInUrl('/partner', 'https://rides.example')).toBe('https://rides.example/auth?next=%2Fpartner');
    expect(contactUrl('https://rides.example')).toBe('https://rides.example/contact');
  });

  it('has one outbox key (and Message-ID) per decision', () => {
    expect(applicationDecisionKey('driver', '12')).toBe('application:driver:12:decision');
    expect(applicationDecisionKey('partner', '12')).not.toBe(applicationDecisionKey('driver', '12'));
    expect(messageIdFor(applicationDecisionKey('partner', '7'))).toBe('<application-partner-7-decision@rides.local>');
  });
});
