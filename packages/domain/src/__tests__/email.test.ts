import { normaliseEmail, suggestEmail } from '../email';

describe('e-mail rules (SPEC 5)', () => {
  it('trims and lower-cases', () => {
    expect(normaliseEmail('  Anna.Smith@Example.COM ')).toBe('anna.smith@example.com');
  });
  it.each([
    ['anna@homail.com', 'anna@hotmail.com'],
    ['Anna@GMIAL.com ', 'anna@gmail.com'],
    ['anna@yahooo.fr', 'anna@yahoo.fr'],
  ])('suggests a correction for %s', (typed, fixed) => {
    expect(suggestEmail(typed)).toBe(fixed);
  });
  it('suggests nothing for a well-formed address', () => {
    expect(suggestEmail('anna@gmail.com')).toBeNull();
  });
});
