/** @jest-environment node */
// X-Twilio-Signature against the example of Twilio's security documentation (auth token 12345), and
// against tampering with each part.
import { isTwilioSignature, twilioSignature } from '../twilio-signature';

const TOKEN = '12345';
const URL_ = 'https://mycompany.com/myapp.php?foo=1&bar=2';
const PARAMS = { CallSid: 'CA1234567890ABCDE', Caller: '+14158675309', Digits: '1234', From: '+14158675309', To: '+18005551212' };
const DOCUMENTED = 'RSOYDt4T1cUTdK1PDd93/VVr8B8=';
const params = (p: Record<string, string> = PARAMS) => new URLSearchParams(p);

describe('Twilio request signature', () => {
  it('reproduces the documented example, whatever the order of the parameters', () => {
    expect(twilioSignature(TOKEN, URL_, params())).toBe(DOCUMENTED);
    const shuffled = new URLSearchParams([...params()].reverse());
    expect(isTwilioSignature(TOKEN, URL_, shuffled, DOCUMENTED)).toBe(true);
  });

  it.each([
    ['a changed parameter', URL_, { ...PARAMS, Digits: '9999' }, TOKEN],
    ['an added parameter', URL_, { ...PARAMS, MessageStatus: 'delivered' }, TOKEN],
    ['a removed parameter', URL_, (({ Digits: _d, ...rest }) => rest)(PARAMS), TOKEN],
    ['another URL', `${URL_}&baz=3`, PARAMS, TOKEN],
    ['another auth token', URL_, PARAMS, '54321'],
  ])('refuses %s', (_what, url, p, token) => {
    expect(isTwilioSignature(token, url, params(p as Record<string, string>), DOCUMENTED)).toBe(false);
  });

  it('refuses a missing, empty or forged header', () => {
    expect(isTwilioSignature(TOKEN, URL_, params(), undefined)).toBe(false);
    expect(isTwilioSignature(TOKEN, URL_, params(), '')).toBe(false);
    expect(isTwilioSignature(TOKEN, URL_, params(), 'RSOYDt4T1cUTdK1PDd93/VVr8B8')).toBe(false);
  });

  it('accepts the URL with or without the default port, as Twilio’s libraries do', () => {
    const withPort = twilioSignature(TOKEN, 'https://mycompany.com:443/myapp.php?foo=1&bar=2', params());
    expect(isTwilioSignature(TOKEN, URL_, params(), withPort)).toBe(true);
    expect(isTwilioSignature(TOKEN, 'https://mycompany.com:443/myapp.php?foo=1&bar=2', params(), DOCUMENTED)).toBe(true);
    expect(isTwilioSignature(TOKEN, 'https://mycompany.com:8443/myapp.php?foo=1&bar=2', params(), DOCUMENTED)).toBe(false);
  });
});
