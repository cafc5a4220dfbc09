import { callableUrl } from '@rides/platform/public-api';
import { headerProblems } from '../header-check';

const env = { name: 'x', firebase: { apiKey: 'k', authDomain: 'a', projectId: 'demo-rides' }, functionsRegion: 'europe-west9' };

describe('callableUrl', () => {
  it('reaches the emulator locally and Cloud Functions in production', () => {
    expect(callableUrl({ ...env, emulators: { auth: 'x', functions: { host: '127.0.0.1', port: 5001 } } }, 'securityHeaders')).toBe(
      'http://127.0.0.1:5001/demo-rides/europe-west9/securityHeaders',
    );
    expect(callableUrl(env, 'securityHeaders')).toBe('https://europe-west9-demo-rides.cloudfunctions.net/securityHeaders');
  });
});

describe('headerProblems', () => {
  const expected = { 'Content-Security-Policy': "default-src 'self'", 'X-Frame-Options': 'DENY' };

  it('accepts a page served with every expected header (names are case-insensitive)', () => {
    expect(headerProblems(expected, new Headers({ 'content-security-policy': "default-src 'self'", 'x-frame-options': 'DENY' }))).toEqual([]);
  });

  it('names a missing header and one with another value', () => {
    expect(headerProblems(expected, new Headers({ 'content-security-policy': '*' }))).toEqual(['content-security-policy', 'x-frame-options']);
  });
});
