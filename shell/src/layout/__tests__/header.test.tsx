import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, Location } from '@rides/test-utils/render';
import { initialSession, setSession } from '@rides/platform/session';
import { Header } from '../header';

jest.mock('../../routing/preload', () => ({ preloadFor: jest.fn() }));
jest.mock('../../auth/sign-out', () => ({ signOut: jest.fn(async () => undefined) }));
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
const pages = ['/', '/about', '/pricing', '/profile', '/dashboard', '/auth', '/driver'].map(page);
const signedInAs = (role: 'user' | 'driver') =>
  setSession({ status: 'signedIn', user: { id: 'u1', email: 'ada@example.com' }, roles: [role], effectiveRole: role });
const signedOut = () => setSession({ ...initialSession, status: 'signedOut' });
const where = () => screen.getByTestId('location').textContent;
const names = (links: HTMLElement[]) => links.map((l) => l.textContent);

beforeEach(() => {
  preloadFor.mockClear();
  signOut.mockClear();
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
