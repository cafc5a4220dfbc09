import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, renderAt } from '@rides/test-utils/render';
import type { SecurityEventRow, SessionAnalytics } from '@rides/contracts/session-analytics';
import en from '../locales/en.json';
import SessionAnalyticsPage from '../pages/session-analytics-page';
import { callsOf, handlers, reset } from './fake-backend';

// recharts draws nothing measurable in jsdom; the figure's table is what the tests (and screen readers) read.
jest.mock('../charts/recharts-day-chart', () => ({ __esModule: true, default: () => <div data-testid="chart-drawing" /> }));

i18n.addResourceBundle('en', 'admin', en);
beforeEach(reset);

const analytics = (over: Partial<SessionAnalytics> = {}): SessionAnalytics => ({
  eventsByDay: [
    { date: '2026-07-01', counts: { user_login: 3, rate_limit_exceeded: 1 } },
    { date: '2026-07-02', counts: { bot_detected: 2 } },
  ],
  totals: { user_login: 3, rate_limit_exceeded: 1, bot_detected: 2, unauthorized_role_access: 4 },
  signIns: { successes: 3, failures: 4, refused: 1, successRatio: 3 / 8 },
  signInsByDay: [
    { date: '2026-07-01', successes: 3, failures: 4, refused: 1 },
    { date: '2026-07-02', successes: 0, failures: 0, refused: 0 },
  ],
  topIdentifiers: [{ identifier: 'eve@example.com', failures: 4, refused: 1, lastAt: '2026-07-01T10:02:00.000Z' }],
  ...over,
});

const event = (id: string, over: Partial<SecurityEventRow> = {}): SecurityEventRow => ({
  id,
  type: 'rate_limit_exceeded',
  identifier: 'eve@example.com',
  userId: null,
  sourceIp: '203.0.113.9',
  details: { retryAfterMs: 1000 },
  userAgent: 'test',
  pageUrl: 'https://example.com/auth',
  createdAt: '2026-07-01T10:02:00.000Z',
  ...over,
});

const page = (path: string) => renderAt(path, [{ path: '/session-analytics', element: <SessionAnalyticsPage /> }]);

it('shows the success ratio, the refusals, the charts with their tables, the top identifiers and the events of the range in the address', async () => {
  handlers.getSessionAnalytics = async () => analytics();
  handlers.listSecurityEvents = async () => ({ rows: [event('2'), event('1', { type: 'bot_detected', identifier: 'mallory@example.com' })], next: null });
  page('/session-analytics?from=2026-07-01&to=2026-07-02&type=rate_limit_exceeded&type=bot_detected');

  expect(await screen.findByTestId('stat-ratio')).toHaveTextContent('37.5%');
  expect(screen.getByTestId('stat-ratio')).toHaveTextContent('3 of 8 attempts');
  expect(screen.getByTestId('stat-rateLimit')).toHaveTextContent('1');
  expect(screen.getByTestId('stat-bot')).toHaveTextContent('2');
  expect(screen.getByTestId('stat-unauthorized')).toHaveTextContent('4');
  expect(callsOf('getSessionAnalytics')).toEqual([{ from: '2026-07-01', to: '2026-07-02', types: ['rate_limit_exceeded', 'bot_detected'] }]);
  expect(callsOf('listSecurityEvents')).toEqual([{ filters: { from: '2026-07-01', to: '2026-07-02', types: ['rate_limit_exceeded', 'bot_detected'] }, limit: 50, after: null }]);

  // Each chart is a figure named by its caption, with a table of the same figures.
  const eventsFigure = screen.getByRole('figure', { name: 'Security events per day, by type' });
  const table = within(eventsFigure).getByRole('table', { name: 'Security events per day, by type' });
  expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Day', 'Sign-in', 'Rate limit refusal', 'Bot refusal', 'Unauthorised role access']);
  expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/1 Jul.*3.*1.*0.*0/);
  const toggle = within(eventsFigure).getByRole('button', { name: 'Show the table' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(toggle);
  expect(within(eventsFigure).getByRole('button', { name: 'Hide the table' })).toHaveAttribute('aria-expanded', 'true');
  const signIns = within(screen.getByRole('figure', { name: 'Sign-ins per day' })).getByRole('table');
  expect(within(signIns).getAllByRole('row')[1]).toHaveTextContent(/1 Jul.*3.*4.*1/);

  expect(screen.getByRole('table', { name: 'Identifiers with the most failed or refused sign-ins' })).toHaveTextContent(/eve@example\.com.*4.*1/);
  const rows = await screen.findAllByTestId('event-row');
  expect(rows.map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual(['Rate limit refusal', 'Bot refusal']);
  expect(rows[0]).toHaveTextContent('retryAfterMs: 1000');
  expect(screen.getByText('2 events')).toBeInTheDocument();
});

it('applies the dates and types chosen to the address, and refuses a range that ends before it starts', async () => {
  handlers.getSessionAnalytics = async () => analytics();
  handlers.listSecurityEvents = async () => ({ rows: [], next: null });
  page('/session-analytics?from=2026-07-01&to=2026-07-02');
  await screen.findByTestId('stat-ratio');
  expect(screen.getByText('No event matches these filters.')).toBeInTheDocument();

  const form = screen.getByRole('search', { name: 'Filter the events' });
  fireEvent.change(within(form).getByLabelText('To (Paris date)'), { target: { value: '2026-06-01' } });
  await userEvent.click(within(form).getByRole('button', { name: 'Apply' }));
  expect(await within(form).findByText('The end date is before the start date.')).toBeInTheDocument();

  fireEvent.change(within(form).getByLabelText('To (Paris date)'), { target: { value: '2026-07-31' } });
  await userEvent.click(within(form).getByRole('checkbox', { name: 'Unauthorised role access' }));
  await userEvent.click(within(form).getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(callsOf('getSessionAnalytics')).toContainEqual({ from: '2026-07-01', to: '2026-07-31', types: ['unauthorized_role_access'] }));
  expect(callsOf('getSessionAnalytics')).toHaveLength(2);
});

it('loads the next page of events from the cursor', async () => {
  handlers.getSessionAnalytics = async () => analytics();
  handlers.listSecurityEvents = async (input) => {
    const { after } = input as { after: string | null };
    return after === null ? { rows: [event('3')], next: 'cursor-1' } : { rows: [event('2', { type: 'user_login', identifier: 'ada@example.com' })], next: null };
  };
  page('/session-analytics?from=2026-07-01&to=2026-07-02');
  expect(await screen.findByText('The first 1 event')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByText('2 events')).toBeInTheDocument();
  expect(callsOf('listSecurityEvents').map((c) => (c as { after: string | null }).after)).toEqual([null, 'cursor-1']);
});

it('says when the analytics could not be loaded', async () => {
  handlers.listSecurityEvents = async () => ({ rows: [], next: null });
  page('/session-analytics?from=2026-07-01&to=2026-07-02');
  expect(await screen.findByText('The analytics could not be loaded.')).toBeInTheDocument();
});
