import i18next from 'i18next';
import common from '@rides/i18n/locales/en/common.json';
import { signInProblem } from '../sign-in-problems';

const i18n = i18next.createInstance();
void i18n.init({ lng: 'en', resources: { en: { common } }, defaultNS: 'common', initImmediate: false, showSupportNotice: false });
const t = i18n.t.bind(i18n);

describe('sign-in error catalogue (SPEC 8)', () => {
  it('answers wrong credentials with Login Failed and opens help', () => {
    expect(signInProblem({ code: 'auth/invalid-credential' }, 'anna@gmail.com', t)).toEqual({
      title: 'Login Failed',
      description: 'Invalid email or password. Please check your credentials.',
      openHelp: true,
    });
  });
  it('suggests the corrected address for a known typo', () => {
    expect(signInProblem({ code: 'auth/invalid-credential' }, 'Anna@Gmial.com', t).description).toBe('Did you mean anna@gmail.com?');
  });
  it('tells an unverified account to verify first', () => {
    expect(signInProblem({ code: 'auth/email-not-verified' }, 'a@b.c', t)).toMatchObject({
      title: 'Email Not Verified',
      description: 'Please check your email and click the verification link before signing in.',
      openHelp: false,
    });
  });
  it('says An unexpected error occurred for anything else', () => {
    expect(signInProblem(new TypeError('boom'), 'a@b.c', t)).toMatchObject({ title: 'Error', description: 'An unexpected error occurred' });
  });
});
