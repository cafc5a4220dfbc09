import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, Location } from '@rides/test-utils/render';
import { initialSession, setSession } from '@rides/platform/session';
import { Header } from '../header';

jest.mock('../../routing/preload', () => ({ preloadFor: jest.fn() }));
jest.mock('../../auth/sign-out', () => ({ signOut: jest.fn(async () => undefined) }));
jest.mock('../../auth/security-events', () => ({ reportSecurityEvent: jest.fn() }));
const { reportSecurityEvent } = jest.requireMock('../../auth/security-events') as { reportSecurityEvent: jest.Mock };
const { preloadFor } = jest.requireMock('../../routing/preload') as { preloadFor: jest.Mock };
const { signOut } = jest.requireMock('../../auth/sign-out') as { signOut: jest.Mock };

const page = (path: string) => ({
  path,
  element: (
    <>
      <Header />
      <Location />
    </>
  ),
});
const pages = ['/', '/about', '/pricing', '/profile', '/dashboard', '/auth', '/driver', '/partner', '/customer'].map(page);
/** multi@example.com's roles: the highest (driver) is acted as by default (SPEC 4). */
const signedInWithSeveralRoles = () =>
  setSession({ status: 'signedIn', user: { id: 'm1', email: 'multi@example.com' }, roles: ['driver', 'partner', 'user'], effectiveRole: 'driver' });
const signedInAs = (role: 'user' | 'driver') =>
  setSession({ status: 'signedIn', user: { id: 'u1', email: 'ada@example.com' }, roles: [role], effectiveRole: role });
const signedOut = () => setSession({ ...initialSession, status: 'signedOut' });
const where = () => screen.getByTestId('location').textContent;
const names = (links: HTMLElement[]) => links.map((l) => l.textContent);

beforeEach(() => {
  preloadFor.mockClear();
  signOut.mockClear();
  reportSecurityEvent.mockClear();
  localStorage.clear();
  signedOut();
});

describe('compact header (below md): one Menu button', () => {
  it('opens the links of the route table; Escape closes it and focus returns to the button', async () => {
    const user = userEvent.setup();
    renderAt('/about', pages);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const controls = button.getAttribute('aria-controls');
    expect(controls).toBeTruthy();

    await user.click(button);
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(menu.id).toBe(controls);
    const nav = within(menu).getByRole('navigation', { name: 'Main' });
    expect(names(within(nav).getAllByRole('link'))).toEqual(['Home', 'Services', 'About', 'Pricing', 'Contact']);
    expect(within(menu).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('preloads the remote of a link pointed at or focused, and closes when a link is followed', async () => {
    const user = userEvent.setup();
    renderAt('/about', pages);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const pricing = within(await screen.findByRole('dialog')).getByRole('link', { name: 'Pricing' });
    await user.hover(pricing);
    expect(preloadFor).toHaveBeenCalledWith('/pricing');
    preloadFor.mockClear();
    pricing.focus();
    expect(preloadFor).toHaveBeenCalledWith('/pricing');

    await user.click(pricing);
    expect(where()).toBe('/pricing');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('signed in, also holds the role items, Profile, Dashboard and Sign Out', async () => {
    const user = userEvent.setup();
    signedInAs('driver');
    renderAt('/about', pages);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByText('Signed in as ada@example.com')).toBeInTheDocument();
    expect(names(within(menu).getAllByRole('link'))).toEqual([
      'Home', 'Services', 'About', 'Pricing', 'Contact', 'Driver Dashboard', 'Scheduled Rides', 'Profile', 'Dashboard',
    ]);
    expect(within(menu).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(menu).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();

    await user.click(within(menu).getByRole('button', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(where()).toBe('/'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('account menu (md and up)', () => {
  it('is not there signed out: Sign In is', () => {
    renderAt('/about', pages);
    expect(screen.queryByRole('button', { name: /^Account menu/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  });

  it('shows the e-mail and opens Profile, Dashboard and Sign Out as menu items', async () => {
    const user = userEvent.setup();
    signedInAs('user');
    renderAt('/about', pages);
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Account menu: ada@example.com' });
    expect(button).toHaveTextContent('ada@example.com');
    expect(button).toHaveAttribute('aria-haspopup', 'menu');

    await user.click(button);
    const menu = await screen.findByRole('menu');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(names(within(menu).getAllByRole('menuitem'))).toEqual(['Profile', 'Dashboard', 'Sign Out']);
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');

    await user.click(within(menu).getByRole('menuitem', { name: 'Profile' }));
    expect(where()).toBe('/profile');
  });

  it('works from the keyboard: arrows move, Enter follows, Escape closes with focus back on the button', async () => {
    const user = userEvent.setup();
    signedInAs('user');
    renderAt('/about', pages);
    const button = screen.getByRole('button', { name: /^Account menu/ });
    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('data-highlighted'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button).toHaveFocus();

    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('data-highlighted'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(where()).toBe('/dashboard'));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('Sign Out signs out and goes home', async () => {
    const user = userEvent.setup();
    signedInAs('user');
    renderAt('/about', pages);
    // From the keyboard: in jsdom a click that presses and releases in one step can beat the menu's
    // highlight on a second run; the e2e spec clicks it with a real mouse.
    screen.getByRole('button', { name: /^Account menu/ }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{End}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toHaveAttribute('data-highlighted'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(where()).toBe('/'));
  });
});

describe('one person, several roles (issue [N] 7)', () => {
  it('shows the role acted as, and Act as switches it: its home opens, the choice is remembered and reported', async () => {
    const user = userEvent.setup();
    signedInWithSeveralRoles();
    renderAt('/driver', pages);
    expect(screen.getByTestId('acting-as')).toHaveTextContent('Acting as: Driver');
    await user.click(screen.getByRole('button', { name: /^Account menu/ }));
    const menu = await screen.findByRole('menu');
    expect(names(within(menu).getAllByRole('menuitemradio'))).toEqual(['Driver', 'Partner', 'Customer']);
    expect(within(menu).getByRole('menuitemradio', { name: 'Driver' })).toHaveAttribute('aria-checked', 'true');

    await user.click(within(menu).getByRole('menuitemradio', { name: 'Partner' }));
    await waitFor(() => expect(where()).toBe('/partner'));
    expect(screen.getByTestId('acting-as')).toHaveTextContent('Acting as: Partner');
    expect(localStorage.getItem('rides.actingAs.m1')).toBe('partner');
    expect(reportSecurityEvent).toHaveBeenCalledWith('role_switched', { from: 'driver', to: 'partner' });
    // The menu of the role acted as.
    expect(screen.queryByRole('link', { name: 'Driver Dashboard' })).not.toBeInTheDocument();
  });

  it('offers the same choice in the phone menu', async () => {
    const user = userEvent.setup();
    signedInWithSeveralRoles();
    renderAt('/driver', pages);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const group = within(drawer).getByRole('group', { name: 'Act as' });
    expect(within(group).getByRole('radio', { name: 'Driver' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'Customer' }));
    await waitFor(() => expect(where()).toBe('/customer'));
    expect(localStorage.getItem('rides.actingAs.m1')).toBe('user');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows no role and no choice to a person with one role', async () => {
    const user = userEvent.setup();
    signedInAs('driver');
    renderAt('/driver', pages);
    expect(screen.queryByTestId('acting-as')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Account menu/ }));
    expect(within(await screen.findByRole('menu')).queryAllByRole('menuitemradio')).toEqual([]);
  });
});
