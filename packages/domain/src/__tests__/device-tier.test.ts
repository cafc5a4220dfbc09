import { deviceTier } from '../device-tier';

describe('device tiers (SPEC 9)', () => {
  it.each([
    [{ cores: 2 }, 'low'],
    [{ cores: 1, connection: '4g' }, 'low'],
    [{ cores: 8, connection: '2g' }, 'low'],
    [{ cores: 8, connection: 'slow-2g' }, 'low'],
    [{ cores: 4 }, 'medium'],
    [{ cores: 3, connection: '3g' }, 'medium'],
    [{ cores: 8, connection: '4g' }, 'high'],
    [{}, 'high'],
  ] as const)('%j is %s', (facts, tier) => {
    expect(deviceTier(facts)).toBe(tier);
  });
});
