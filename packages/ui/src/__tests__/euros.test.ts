import { centsOfEuros, eurosOfCents } from '../euros';

it('reads an amount typed in euros as cents, with a point or a comma, and writes cents back for editing', () => {
  expect(centsOfEuros('75')).toBe(7500);
  expect(centsOfEuros('40,5')).toBe(4050);
  expect(centsOfEuros(' € 80.50 ')).toBe(8050);
  for (const bad of ['', '-3', 'ten', '75.505', '12345678']) expect(centsOfEuros(bad)).toBeNull();
  expect(eurosOfCents(7500)).toBe('75');
  expect(eurosOfCents(6040)).toBe('60.40');
});
