import { afterSignIn } from '../sign-in-form';

describe('afterSignIn', () => {
  it('goes to the dashboard by default (SPEC 8)', () => {
    expect(afterSignIn(null)).toBe('/dashboard');
  });
  it('returns to a page of this site that asked for the sign-in', () => {
    expect(afterSignIn('/?step=checkout')).toBe('/?step=checkout');
  });
  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])('never leaves the site for %s', (next) => {
    expect(afterSignIn(next)).toBe('/dashboard');
  });
});
