import { i18n } from '@rides/test-utils/render';
import account from '../../locales/en.json';
import { fieldErrors } from '../field-errors';

i18n.addResourceBundle('en', 'account', account);
const t = i18n.getFixedT('en', 'account');

describe('fieldErrors', () => {
  it('puts server issues (dotted paths) on the field they concern', () => {
    expect(fieldErrors([{ path: 'application.contactPhone', message: 'invalid-phone' }], t)).toEqual({ contactPhone: account.errors.phone });
  });

  it('says why a driver language list is refused', () => {
    expect(fieldErrors([{ path: ['application', 'languages'], message: 'english-required' }], t)).toEqual({ languages: account.errors.englishRequired });
  });

  it('keeps the first issue of a field and words the password rule with its length', () => {
    const errors = fieldErrors(
      [
        { path: ['password'], message: 'too short' },
        { path: ['password'], message: 'other' },
      ],
      t,
    );
    expect(errors).toEqual({ password: 'Use at least 8 characters.' });
  });

  it('falls back to a general message for a field it does not know', () => {
    expect(fieldErrors([{ path: ['proof', 'elapsedMs'], message: 'x' }], t)).toEqual({ elapsedMs: account.errors.checkFields });
  });
});
