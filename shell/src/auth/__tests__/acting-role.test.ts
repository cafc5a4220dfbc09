import { setSession, useSession } from '@rides/platform/session';
import { actAs, actingRole } from '../acting-role';

jest.mock('../security-events', () => ({ reportSecurityEvent: jest.fn() }));
const { reportSecurityEvent } = jest.requireMock('../security-events') as { reportSecurityEvent: jest.Mock };

beforeEach(() => {
  localStorage.clear();
  reportSecurityEvent.mockClear();
  setSession({ status: 'signedIn', user: { id: 'm1', email: 'multi@example.com' }, roles: ['driver', 'partner', 'user'], effectiveRole: 'driver' });
});

it('acts as the highest role by default, and as the one chosen on this device while it is held', () => {
  expect(actingRole('m1', ['driver', 'partner', 'user'], 'driver')).toBe('driver');
  localStorage.setItem('rides.actingAs.m1', 'partner');
  expect(actingRole('m1', ['driver', 'partner', 'user'], 'driver')).toBe('partner');
  // Another account on the same device keeps its own default.
  expect(actingRole('o2', ['driver', 'partner'], 'driver')).toBe('driver');
  // A role no longer held is not acted as.
  expect(actingRole('m1', ['driver', 'user'], 'driver')).toBe('driver');
  localStorage.setItem('rides.actingAs.m1', 'admin');
  expect(actingRole('m1', ['driver', 'partner', 'user'], 'driver')).toBe('driver');
});

it('switches only to a role the person holds, and reports each switch once', () => {
  expect(actAs('admin')).toBe(false);
  expect(useSession.getState().effectiveRole).toBe('driver');
  expect(actAs('user')).toBe(true);
  expect(useSession.getState().effectiveRole).toBe('user');
  expect(actAs('user')).toBe(true);
  expect(reportSecurityEvent.mock.calls).toEqual([['role_switched', { from: 'driver', to: 'user' }]]);
});

it('does nothing signed out', () => {
  setSession({ status: 'signedOut', user: null, roles: [], effectiveRole: null });
  expect(actAs('user')).toBe(false);
  expect(localStorage.length).toBe(0);
});
