import { effectiveRole, homePathFor, sortRoles } from '../roles';

describe('effective role (SPEC 4)', () => {
  it('ranks admin over driver over partner over user', () => {
    expect(effectiveRole(['user', 'partner', 'driver', 'admin'])).toBe('admin');
    expect(effectiveRole(['driver', 'partner', 'user'])).toBe('driver');
    expect(effectiveRole(['partner', 'user'])).toBe('partner');
    expect(effectiveRole(['user'])).toBe('user');
  });
  it('falls back to user when the lookup returned nothing or failed', () => {
    expect(effectiveRole([])).toBe('user');
    expect(effectiveRole(null)).toBe('user');
    expect(effectiveRole(undefined)).toBe('user');
  });
});

describe('role homes (SPEC 2)', () => {
  it('sends each role to its own home and the unknown to /dashboard', () => {
    expect(homePathFor('admin')).toBe('/admin');
    expect(homePathFor('driver')).toBe('/driver');
    expect(homePathFor('partner')).toBe('/partner');
    expect(homePathFor('user')).toBe('/customer');
    expect(homePathFor(null)).toBe('/dashboard');
  });
});

describe('sortRoles', () => {
  it('orders by role ascending and removes duplicates', () => {
    expect(sortRoles(['user', 'driver', 'partner', 'driver'])).toEqual(['driver', 'partner', 'user']);
  });
});
