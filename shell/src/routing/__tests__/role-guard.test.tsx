import { act, screen } from '@testing-library/react';
import { renderAt, Location } from '@rides/test-utils/render';
import { setSession, initialSession } from '@rides/platform/session';
import { RoleGuard } from '../role-guard';
import { DashboardPage } from '../../pages/dashboard-page';

jest.mock('../../auth/denied-access', () => ({ reportDenied: jest.fn() }));
const { reportDenied } = jest.requireMock('../../auth/denied-access') as { reportDenied: jest.Mock };

const user = { id: 'u1', email: 'someone@example.com' };
const adminOnly = { path: '/admin', element: <RoleGuard roles={['admin']}><p>admin area</p></RoleGuard> };
const landing = ['/auth', '/driver', '/customer', '/partner'].map((p) => ({ path: p, element: <Location /> }));

beforeEach(() => {
  setSession(initialSession);
  reportDenied.mockClear();
});

describe('RoleGuard (SPEC 2)', () => {
  it('shows Verifying access... while the session resolves, then lets the right role in', () => {
    renderAt('/admin', [adminOnly, ...landing]);
    expect(screen.getByRole('status')).toHaveTextContent('Verifying access...');
    act(() => setSession({ status: 'signedIn', user, roles: ['admin'], effectiveRole: 'admin' }));
    expect(screen.getByText('admin area')).toBeInTheDocument();
  });

  it('keeps verifying while a signed-in user has no resolved role yet', () => {
    setSession({ status: 'signedIn', user, roles: [], effectiveRole: null });
    renderAt('/admin', [adminOnly, ...landing]);
    expect(screen.getByText('Verifying access...')).toBeInTheDocument();
    expect(screen.queryByText('admin area')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to /auth', () => {
    setSession({ ...initialSession, status: 'signedOut' });
    renderAt('/admin', [adminOnly, ...landing]);
    expect(screen.getByTestId('location')).toHaveTextContent('/auth');
  });

  it.each([
    ['driver', '/driver'],
    ['user', '/customer'],
    ['partner', '/partner'],
  ] as const)('sends a %s to their own home and reports the attempt', (role, home) => {
    setSession({ status: 'signedIn', user, roles: [role], effectiveRole: role });
    renderAt('/admin', [adminOnly, ...landing]);
    expect(screen.getByTestId('location')).toHaveTextContent(home);
    expect(reportDenied).toHaveBeenCalledWith(expect.objectContaining({ pathname: '/admin' }), role);
  });

  it('sends a person acting as partner from a driver page to /partner, unreported: they hold the driver role (issue [N] 7)', () => {
    const driverOnly = { path: '/driver/rides', element: <RoleGuard roles={['driver']}><p>driver area</p></RoleGuard> };
    setSession({ status: 'signedIn', user, roles: ['driver', 'partner', 'user'], effectiveRole: 'partner' });
    renderAt('/driver/rides', [driverOnly, ...landing]);
    expect(screen.getByTestId('location')).toHaveTextContent('/partner');
    expect(reportDenied).not.toHaveBeenCalled();
  });
});

describe('/dashboard dispatcher (SPEC 2)', () => {
  const dash = { path: '/dashboard', element: <DashboardPage /> };
  const homes = ['/auth', '/admin', '/driver', '/partner', '/customer'].map((p) => ({ path: p, element: <Location /> }));

  it('shows Loading your dashboard... until the session is known', () => {
    renderAt('/dashboard', [dash, ...homes]);
    expect(screen.getByText('Loading your dashboard...')).toBeInTheDocument();
  });

  it.each([
    ['admin', '/admin'],
    ['driver', '/driver'],
    ['partner', '/partner'],
    ['user', '/customer'],
  ] as const)('sends a %s to %s', (role, home) => {
    setSession({ status: 'signedIn', user, roles: [role], effectiveRole: role });
    renderAt('/dashboard', [dash, ...homes]);
    expect(screen.getByTestId('location')).toHaveTextContent(home);
  });

  it('sends a signed-out visitor to /auth', () => {
    setSession({ ...initialSession, status: 'signedOut' });
    renderAt('/dashboard', [dash, ...homes]);
    expect(screen.getByTestId('location')).toHaveTextContent('/auth');
  });
});
