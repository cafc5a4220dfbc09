import { i18n } from '@rides/test-utils/render';
import account from '../../locales/en.json';
import { fieldMessage } from '../field-errors';

i18n.addResourceBundle('en', 'account', account);
const t = i18n.getFixedT('en', 'account');

describe('fieldMessage (the account forms\' words for a field\'s error)', () => {
  it('words a refused phone on the field it concerns', () => {
    expect(fieldMessage('contactPhone', 'invalid-phone', t)).toBe(account.errors.phone);
  });

  it('says why a driver language list is refused', () => {
    expect(fieldMessage('languages', 'english-required', t)).toBe(account.errors.englishRequired);
  });

  it('words the password rule with its length, whatever zod said', () => {
    expect(fieldMessage('password', 'too short', t)).toBe('Use at least 8 characters.');
  });

  it('falls back to a general message for a field it does not know', () => {
    expect(fieldMessage('elapsedMs', 'x', t)).toBe(account.errors.checkFields);
  });
});
