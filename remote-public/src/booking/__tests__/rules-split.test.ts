// Issue [L] 6: no long task while the visitor types. The phone rules (libphonenumber) took ~0.2 s to
// parse on a phone; the rules loaded at the form's first focus must not bring them.
jest.mock('libphonenumber-js/min', () => {
  throw new Error('the phone rules were loaded');
});

it('the rules the form needs while the visitor types leave the phone rules out; the checks bring them', async () => {
  const search = await import('../rules/entry');
  expect(typeof search.findPlaces).toBe('function');
  expect(typeof search.instantPrice).toBe('function');
  await expect(import('../rules/checks')).rejects.toThrow('the phone rules were loaded');
});
