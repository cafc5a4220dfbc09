import i18next from 'i18next';
import common from '@rides/i18n/locales/en/common.json';
import { signInProblem } from '../sign-in-problems';

const i18n = i18next.createInstance();
void i18n.init({ lng: 'en', resources: { en: { common } }, defaultNS: 'common', initImmediate: false, showSupportNotice: false });
const t = i18n.t.bind(i18n);

/** An error shaped as the signIn callable sends it (HttpsError code and details). */
const refused = (code: string, details: Record<string, unknown>) => ({ code, details });

describe('sign-in error catalogue (SPEC 8)', () => {
  it('answers wrong credentials with Login Failed and opens help', () => {
    expect(signInProblem(refused('unauthenticated', { reason: 'invalid-credentials' }), 'anna@gmail.com', t)).toEqual({
      title: 'Login Failed',
      description: 'Invalid email or password. Please check your credentials.',
      openHelp: true,
    });
  });
  it('suggests the corrected address for a known typo', () => {
    const problem = signInProblem(refused('unauthenticated', { reason: 'invalid-credentials' }), 'Anna@Gmial.com', t);
    expect(problem.description).toBe('Did you mean anna@gmail.com?');
  });
  it('tells an unverified account to verify first', () => {
    expect(signInProblem(refused('failed-precondition', { reason: 'email-not-verified' }), 'a@b.c', t)).toMatchObject({
      title: 'Email Not Verified',
      description: 'Please check your email and click the verification link before signing in.',
      openHelp: false,
    });
  });
  it('says how many minutes to wait when rate-limited', () => {
    const problem = signInProblem(refused('resource-exhausted', { reason: 'rate-limited', retryAfterMs: 240_001 }), 'a@b.c', t);
    expect(problem.description).toBe('Too many sign-in attempts for this e-mail. Please try again in 5 minutes.');
  });
  it('says An unexpected error occurred for anything else', () => {
    expect(signInProblem(new TypeError('boom'), 'a@b.c', t)).toMatchObject({ title: 'Error', description: 'An unexpected error occurred' });
  });
});
