import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@rides/platform/router';
import type { UserDetail, UserPage as UserPageData, UserRow } from '@rides/contracts/admin-users';
import { setSession } from '@rides/platform/session';
import { i18n, renderAt } from '@rides/test-utils/render';
import en from '../locales/en.json';
import UsersPage from '../pages/users-page';
import UserPage from '../pages/user-page';
import { callsOf, handlers, refusal, reset } from './fake-backend';

i18n.addResourceBundle('en', 'admin', en);
// Forms typed key by key on a machine shared with other test runs: allow more than jest's 5 s.
jest.setTimeout(30_000);

const userRow = (over: Partial<UserRow> = {}): UserRow => ({
  id: 'u-ada',
  email: 'ada@example.com',
  fullName: 'Ada Lovelace',
  phone: '+33612345678',
  roles: ['user'],
  disabled: false,
  createdAt: '2026-01-05T10:00:00.000Z',
  ...over,
});
const ada = userRow();
const grace = userRow({ id: 'u-grace', email: 'grace@example.com', fullName: 'Grace Hopper', roles: ['driver', 'user'], disabled: true });
const alan = userRow({ id: 'u-alan', email: 'alan@example.com', fullName: null, phone: null, roles: ['partner', 'user'] });

const detail = (over: Partial<UserDetail> = {}): UserDetail => ({ ...ada, language: 'fr', disabledAt: null, disabledBy: null, ...over });
const page = (user: UserDetail = detail()): UserPageData => ({
  user,
  bookings: [
    { id: '301', reference: 'PT-REQ301', status: 'confirmed', rideStatus: 'assigned', pickupAt: '2026-07-01T08:30:00.000Z', fromName: 'Paris 8th arrondissement', toName: 'CDG Terminal 2E', totalCents: 7500 },
  ],
  moreBookings: false,
  securityEvents: [{ id: '9', eventType: 'user_login', identifier: 'ada@example.com', pageUrl: 'http://localhost:5000/auth', createdAt: '2026-06-30T07:00:00.000Z' }],
});

function Search() {
  return <div data-testid="search">{useLocation().search}</div>;
}
const params = () => Object.fromEntries(new URLSearchParams(screen.getByTestId('search').textContent ?? ''));
const renderList = (search = '') =>
  renderAt(`/admin/users${search}`, [
    {
      path: '/admin/users',
      element: (
        <>
          <UsersPage />
          <Search />
        </>
      ),
    },
  ]);
const renderUser = (id = 'u-ada') => renderAt(`/admin/users/${id}`, [{ path: '/admin/users/:id', element: <UserPage /> }]);
const names = () => screen.getAllByTestId('user-row').map((r) => within(r).getAllByRole('cell')[0]!.textContent);

beforeEach(() => {
  reset();
  setSession({ status: 'signedIn', user: { id: 'admin-1', email: 'admin@example.com' }, roles: ['admin', 'user'], effectiveRole: 'admin' });
  handlers.listUsers = async () => ({ rows: [ada, grace, alan], next: null });
  handlers.getUserDetail = async () => page();
});

describe('/admin/users', () => {
  it('sends the search of the address, searches by e-mail and role, and keeps them in the address', async () => {
    const user = userEvent.setup();
    renderList('?q=ada&role=nonsense');
    await waitFor(() => expect(names()).toEqual(['Ada Lovelace', 'Grace HopperDisabled', 'alan@example.com']));
    // A value the server would refuse (a typo in a shared link) is left out.
    expect(callsOf('listUsers')).toEqual([{ filters: { q: 'ada' }, limit: 50, after: null }]);
    const form = within(screen.getByRole('search', { name: 'Search users' }));
    const box = form.getByRole('textbox', { name: 'Search' });
    expect(box).toHaveValue('ada');

    await user.clear(box);
    await user.type(box, 'grace@example.com');
    await user.selectOptions(form.getByRole('combobox', { name: 'Role' }), 'driver');
    await user.click(form.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(callsOf('listUsers').at(-1)).toEqual({ filters: { q: 'grace@example.com', role: 'driver' }, limit: 50, after: null }));
    expect(params()).toEqual({ q: 'grace@example.com', role: 'driver' });
  });

  it('links each row to the account page, with its roles and whether it is disabled', async () => {
    renderList();
    const row = within((await screen.findAllByTestId('user-row'))[1]!);
    expect(row.getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute('href', '/admin/users/u-grace');
    expect(row.getByText('Disabled')).toBeInTheDocument();
    expect(row.getByText('Driver')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Users, newest account first' })).toBeInTheDocument();
    expect(screen.getByText('3 users')).toBeInTheDocument();
  });

  it('"Load more" asks for the page after the cursor and adds it below', async () => {
    const user = userEvent.setup();
    handlers.listUsers = async (input) => ((input as { after: string | null }).after === 'cursor-2' ? { rows: [alan], next: null } : { rows: [ada, grace], next: 'cursor-2' });
    renderList('?role=user');
    await waitFor(() => expect(names()).toHaveLength(2));
    expect(screen.getByText('2 users shown, more to load')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(names()).toHaveLength(3));
    expect(callsOf('listUsers')).toEqual([
      { filters: { role: 'user' }, limit: 50, after: null },
      { filters: { role: 'user' }, limit: 50, after: 'cursor-2' },
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    handlers.listUsers = async () => ({ rows: [], next: null });
    renderList('?q=nobody');
    expect(await screen.findByText('No user matches this search.')).toBeInTheDocument();
  });
});

describe('/admin/users/{id}', () => {
  it('shows the profile, roles, bookings (linked to All requests) and security events', async () => {
    renderUser();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(callsOf('getUserDetail')).toEqual([{ userId: 'u-ada' }]);
    expect(screen.getByText('ada@example.com', { selector: 'dd, dd *' })).toBeInTheDocument();
    expect(screen.getByText('Français')).toBeInTheDocument();
    const bookings = within(screen.getByRole('table', { name: 'Bookings of this account, latest pickup first' }));
    expect(bookings.getByRole('link', { name: 'Open request PT-REQ301' })).toHaveAttribute('href', '/admin/all-requests?q=PT-REQ301&ride=301');
    const events = within(screen.getByRole('table', { name: 'The latest 1 security event' }));
    expect(events.getByText('Sign-in')).toBeInTheDocument();
    expect(events.getByText('http://localhost:5000/auth')).toBeInTheDocument();
  });

  it('saves the roles as a whole set, `user` always kept', async () => {
    const user = userEvent.setup();
    handlers.setUserRoles = async (input) => detail({ roles: [...(input as { roles: UserDetail['roles'] }).roles, 'user'].sort() as UserDetail['roles'] });
    renderUser();
    const save = await screen.findByRole('button', { name: 'Save roles' });
    expect(save).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Customer (always)' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Driver' }));
    await user.click(screen.getByRole('checkbox', { name: 'Partner' }));
    await user.click(screen.getByRole('checkbox', { name: 'Partner' }));
    await user.click(save);
    await waitFor(() => expect(callsOf('setUserRoles')).toEqual([{ userId: 'u-ada', roles: ['user', 'driver'] }]));
    // The page is read again: the new truth comes from the server.
    await waitFor(() => expect(callsOf('getUserDetail')).toHaveLength(2));
  });

  it("says why the server refused a role change, in the admin's words", async () => {
    const user = userEvent.setup();
    handlers.getUserDetail = async () => page(detail({ id: 'admin-2', roles: ['admin', 'user'] }));
    handlers.setUserRoles = async () => {
      throw refusal('failed-precondition', 'last-admin');
    };
    renderUser('admin-2');
    await user.click(await screen.findByRole('checkbox', { name: 'Admin' }));
    await user.click(screen.getByRole('button', { name: 'Save roles' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This would leave no active admin: give another account the admin role first.');
  });

  it('disables only after a confirmation, then shows the account disabled', async () => {
    const user = userEvent.setup();
    let current = detail();
    handlers.getUserDetail = async () => page(current);
    handlers.setUserDisabled = async (input) => (current = detail({ disabled: (input as { disabled: boolean }).disabled, disabledAt: '2026-07-01T10:00:00.000Z', disabledBy: 'admin-1' }));
    renderUser();
    await user.click(await screen.findByRole('button', { name: 'Disable account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Disable Ada Lovelace?' }));
    await user.click(dialog.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsOf('setUserDisabled')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Disable account' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disable account' }));
    await waitFor(() => expect(callsOf('setUserDisabled')).toEqual([{ userId: 'u-ada', disabled: true }]));
    expect(await screen.findByRole('button', { name: 'Enable account' })).toBeInTheDocument();
    expect(screen.getByText('Cannot sign in; every session has ended.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Enable account' }));
    await waitFor(() => expect(callsOf('setUserDisabled').at(-1)).toEqual({ userId: 'u-ada', disabled: false }));
  });

  it("offers no way to disable the admin's own account", async () => {
    handlers.getUserDetail = async () => page(detail({ id: 'admin-1', roles: ['admin', 'user'] }));
    renderUser('admin-1');
    expect(await screen.findByText('You cannot disable your own account.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disable account' })).not.toBeInTheDocument();
  });

  it('says when there is no such account', async () => {
    handlers.getUserDetail = async () => {
      throw refusal('not-found', 'not-found');
    };
    renderUser('nobody');
    expect(await screen.findByText('There is no such account.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← All users' })).toHaveAttribute('href', '/admin/users');
  });
});
