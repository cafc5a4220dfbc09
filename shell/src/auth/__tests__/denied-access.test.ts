import { waitFor } from '@testing-library/react';
import { setSession } from '@rides/platform/session';
import { reportDenied } from '../denied-access';

jest.mock('@rides/platform/api', () => ({ callApi: jest.fn(() => Promise.resolve({ id: '1' })) }));
const { callApi } = jest.requireMock('@rides/platform/api') as { callApi: jest.Mock };

it('records the page the person tried to open, even once the guard has sent them home', async () => {
  setSession({ status: 'signedIn', user: { id: 'u1', email: 'ada@example.com' }, roles: ['user'], effectiveRole: 'user' });
  window.history.replaceState(null, '', '/admin/users?role=driver');
  reportDenied({ pathname: '/admin/users', search: '?role=driver', hash: '' }, 'user');
  // The guard's redirect, before the event's schema has loaded.
  window.history.replaceState(null, '', '/customer');
  await waitFor(() => expect(callApi).toHaveBeenCalledTimes(1));
  expect(callApi.mock.calls[0]![1]).toMatchObject({
    eventType: 'unauthorized_role_access',
    identifier: 'ada@example.com',
    details: { path: '/admin/users', role: 'user' },
    pageUrl: 'http://localhost/admin/users?role=driver',
  });
});
