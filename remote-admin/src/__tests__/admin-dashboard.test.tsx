import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, renderAt } from '@rides/test-utils/render';
import type { AdminDashboard } from '@rides/contracts/admin-dashboard';
import en from '../locales/en.json';
import AdminHomePage from '../pages/admin-home-page';
import { boardAnswer, callsOf, handlers, reset } from './fake-backend';

jest.mock('../charts/recharts-day-chart', () => ({ __esModule: true, default: () => <div data-testid="chart-drawing" /> }));

i18n.addResourceBundle('en', 'admin', en);
beforeEach(() => {
  reset();
  handlers.listRideBoard = async () => boardAnswer([], '2026-07-01T10:00:00.000Z');
});

const days = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ date: new Date(Date.UTC(2026, 5, 1 + i, 12)).toISOString().slice(0, 10), bookings: i === n - 1 ? 2 : 0, revenueCents: i === n - 1 ? 15_000 : 0 }));

const dashboard = (n = 30): AdminDashboard => ({
  today: { bookings: 2, revenueCents: 15_000, refunds: 1, refundedCents: 2000 },
  last7: { bookings: 3, revenueCents: 15_000, refunds: 1, refundedCents: 2000 },
  last30: { bookings: 4, revenueCents: 20_000, refunds: 2, refundedCents: 9500 },
  unassignedNext24h: 1,
  pendingSignups: { drivers: 2, partners: 1 },
  series: days(n),
  now: '2026-07-01T10:00:00.000Z',
});

it('shows the figures, each tile linking to its page', async () => {
  handlers.getAdminDashboard = async () => dashboard();
  renderAt('/admin', [{ path: '/admin', element: <AdminHomePage /> }]);
  const bookings = await screen.findByTestId('tile-bookings');
  expect(within(bookings).getByRole('link', { name: 'Bookings' })).toHaveAttribute('href', '/admin/all-requests');
  expect(bookings).toHaveTextContent(/Today\s*2\s*Last 7 days\s*3\s*Last 30 days\s*4/);
  const revenue = screen.getByTestId('tile-revenue');
  expect(within(revenue).getByRole('link', { name: 'Revenue' })).toHaveAttribute('href', '/admin/billing');
  expect(revenue).toHaveTextContent(/Today\s*€150\s*Last 7 days\s*€150\s*Last 30 days\s*€200/);
  expect(screen.getByRole('link', { name: 'Rides without a driver (next 24 h)' })).toHaveAttribute('href', '/admin/assign-rides');
  expect(screen.getByTestId('tile-unassigned')).toHaveTextContent('1ride picks up within 24 hours without a driver');
  expect(screen.getByRole('link', { name: 'Sign-ups to review' })).toHaveAttribute('href', '/admin/pending-signups');
  expect(screen.getByTestId('tile-signups')).toHaveTextContent('32 drivers, 1 partners');
  expect(screen.getByRole('link', { name: 'Refunds' })).toHaveAttribute('href', '/admin/billing');
  expect(screen.getByTestId('tile-refunds')).toHaveTextContent(/Last 30 days\s*2 · €95/);
  expect(callsOf('getAdminDashboard')).toEqual([{ days: 30 }]);
});

it('charts bookings and revenue by day with their tables, over 30 or 90 days', async () => {
  handlers.getAdminDashboard = async (input) => dashboard((input as { days: number }).days);
  renderAt('/admin', [{ path: '/admin', element: <AdminHomePage /> }]);
  const figure = await screen.findByRole('figure', { name: 'Revenue per day, last 30 days' });
  const table = within(figure).getByRole('table');
  expect(within(table).getAllByRole('row')).toHaveLength(31);
  expect(within(table).getAllByRole('row')[30]).toHaveTextContent('€150');
  expect(screen.getByRole('figure', { name: 'Bookings per day, last 30 days' })).toBeInTheDocument();

  const range = screen.getByRole('group', { name: 'Period of the charts' });
  expect(within(range).getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(within(range).getByRole('button', { name: 'Last 90 days' }));
  const longer = await screen.findByRole('figure', { name: 'Revenue per day, last 90 days' });
  expect(within(within(longer).getByRole('table')).getAllByRole('row')).toHaveLength(91);
  expect(callsOf('getAdminDashboard')).toEqual([{ days: 30 }, { days: 90 }]);
});

it('says when the dashboard could not be loaded, and keeps the rest of the page', async () => {
  renderAt('/admin', [{ path: '/admin', element: <AdminHomePage /> }]);
  expect(await screen.findByText('The dashboard could not be loaded.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'All requests' })).toHaveAttribute('href', '/admin/all-requests');
});
