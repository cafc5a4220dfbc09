import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, renderAt } from '@rides/test-utils/render';
import type { LedgerEntry, Reconciliation, StatementRow } from '@rides/contracts/billing';
import en from '../locales/en.json';
import BillingPage from '../pages/billing-page';
import { callsOf, handlers, refusal, reset } from './fake-backend';

i18n.addResourceBundle('en', 'admin', en);
jest.setTimeout(30_000);

const download = jest.fn();
jest.mock('@rides/ui/download', () => ({ downloadText: (...args: unknown[]) => download(...args) }));

const entry = (over: Partial<LedgerEntry>): LedgerEntry => ({
  id: 'card:1',
  kind: 'card',
  at: '2026-07-10T08:00:00.000Z',
  bookingId: '1',
  reference: 'PT-BIL001',
  amountCents: 7500,
  provider: 'local-sandbox',
  providerId: 'pi_local_1',
  status: 'paid',
  detail: 'booking',
  driverName: null,
  ...over,
});
const e1 = entry({});
const e2 = entry({ id: 'refund:2', kind: 'refund', reference: 'PT-BIL002', amountCents: 2000, status: 'succeeded', providerId: 're_local_2' });
const e3 = entry({ id: 'cash:3', kind: 'cash', reference: 'PT-BIL003', amountCents: 6500, status: 'collected', provider: null, providerId: null, driverName: 'Alice Martin' });
const totals = { card: { count: 1, cents: 7500 }, refund: { count: 1, cents: 2000 }, cash: { count: 1, cents: 6500 }, netCardCents: 5500 };

const statement = (over: Partial<StatementRow>): StatementRow => ({
  driverId: 'd1',
  driverName: 'Alice Martin',
  driverEmail: 'alice@example.com',
  ridesCompleted: 3,
  cardRides: 2,
  cardValueCents: 17000,
  cashRides: 1,
  driverValueCents: 6500,
  cashCollectedCents: 6500,
  rideValueCents: 23500,
  shareCents: 18800,
  owedCents: 12300,
  ...over,
});

const renderPage = (search = '') => renderAt(`/admin/billing${search}`, [{ path: '/admin/billing', element: <BillingPage /> }]);
const rows = (testId: string) => screen.getAllByTestId(testId).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));

beforeEach(() => {
  reset();
  download.mockReset();
});

describe('ledger', () => {
  it('asks for this Paris month so far, shows the totals and the entries, newest first, and loads more after the cursor', async () => {
    const user = userEvent.setup();
    handlers.getBillingLedger = async (input) =>
      (input as { after: string | null }).after === 'c2' ? { entries: [e3], next: null, totals: null } : { entries: [e1, e2], next: 'c2', totals };
    renderPage();
    await waitFor(() => expect(screen.getAllByTestId('ledger-row')).toHaveLength(2));
    const first = callsOf('getBillingLedger')[0] as { from: string; to: string; kind: string; after: null; limit: number };
    expect(first).toEqual({ from: expect.stringMatching(/^\d{4}-\d{2}-01$/), to: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), kind: 'all', limit: 50, after: null });
    expect(first.to.slice(0, 7)).toBe(first.from.slice(0, 7));

    const sums = within(screen.getByTestId('ledger-totals'));
    expect(sums.getByText('Card payments').nextSibling).toHaveTextContent('1 entry, €75');
    expect(sums.getByText('Refunds').nextSibling).toHaveTextContent('1 entry, €20');
    expect(sums.getByText('Card payments less refunds').nextSibling).toHaveTextContent('€55');
    expect(sums.getByText('Cash collected by drivers').nextSibling).toHaveTextContent('1 entry, €65');
    expect(rows('ledger-row').map((r) => r.slice(1, 5))).toEqual([
      ['Card payments', 'PT-BIL001', '€75', 'Paid'],
      ['Refunds', 'PT-BIL002', '−€20', 'Refunded'],
    ]);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('ledger-row')).toHaveLength(3));
    expect(callsOf('getBillingLedger').at(-1)).toMatchObject({ after: 'c2' });
    expect(rows('ledger-row')[2]!.slice(1, 6)).toEqual(['Cash collected by drivers', 'PT-BIL003', '€65', 'Collected', 'Held by Alice Martin']);
    // The totals of the first page stay (they cover the whole range).
    expect(within(screen.getByTestId('ledger-totals')).getByText('Card payments').nextSibling).toHaveTextContent('1 entry, €75');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('filters by kind and dates; refuses a reversed range without asking the server; exports the same as CSV', async () => {
    const user = userEvent.setup();
    handlers.getBillingLedger = async () => ({ entries: [e3], next: null, totals });
    handlers.exportBilling = async () => ({ csv: '\uFEFF"a"\r\n', rows: 1, truncated: false });
    renderPage();
    await waitFor(() => expect(screen.getAllByTestId('ledger-row')).toHaveLength(1));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'cash');
    await waitFor(() => expect(callsOf('getBillingLedger').at(-1)).toMatchObject({ kind: 'cash' }));

    const form = within(screen.getByRole('search', { name: 'Ledger dates' }));
    const from = form.getByLabelText('From (Paris)');
    const to = form.getByLabelText('Until (Paris)');
    await user.clear(from);
    await user.type(from, '2026-07-10');
    await user.clear(to);
    await user.type(to, '2026-07-01');
    const asked = callsOf('getBillingLedger').length;
    await user.click(form.getByRole('button', { name: 'Show' }));
    expect(form.getByText('The end date is before the start date.')).toBeInTheDocument();
    expect(callsOf('getBillingLedger')).toHaveLength(asked);

    await user.clear(to);
    await user.type(to, '2026-07-31');
    await user.click(form.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(callsOf('getBillingLedger').at(-1)).toEqual({ from: '2026-07-10', to: '2026-07-31', kind: 'cash', limit: 50, after: null }));

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(screen.getByText('1 row saved to billing-ledger-2026-07-10-2026-07-31.csv.')).toBeInTheDocument());
    expect(callsOf('exportBilling')).toEqual([{ report: 'ledger', from: '2026-07-10', to: '2026-07-31', kind: 'cash' }]);
    expect(download).toHaveBeenCalledWith('\uFEFF"a"\r\n', 'billing-ledger-2026-07-10-2026-07-31.csv');
  });
});

describe('driver statements', () => {
  it('shows each driver with who owes whom, the totals row, and asks for another month', async () => {
    const user = userEvent.setup();
    handlers.getDriverStatements = async (input) => ({
      month: (input as { month: string }).month,
      sharePercent: 80,
      rows: [statement({}), statement({ driverId: 'd2', driverName: 'Bruno Petit', driverEmail: null, ridesCompleted: 2, cardRides: 0, cardValueCents: 0, cashRides: 2, driverValueCents: 24500, cashCollectedCents: 21000, rideValueCents: 24500, shareCents: 19600, owedCents: -1400 })],
      totals: { drivers: 2, ridesCompleted: 5, cardRides: 2, cardValueCents: 17000, cashRides: 3, driverValueCents: 31000, cashCollectedCents: 27500, rideValueCents: 48000, shareCents: 38400, owedCents: 10900, toDriversCents: 12300, fromDriversCents: 1400 },
    });
    renderPage('?tab=statements');
    await waitFor(() => expect(screen.getAllByTestId('statement-row')).toHaveLength(2));
    expect(screen.getByText(/Drivers keep 80 % of the price/)).toBeInTheDocument();
    expect(rows('statement-row')).toEqual([
      ['Alice Martinalice@example.com', '3', '€170', '€65', '€65', '€188', 'We owe €123'],
      ['Bruno Petit', '2', '€0', '€245', '€210', '€196', 'Owes us €14'],
    ]);
    const total = within(screen.getByTestId('statement-totals'));
    expect(total.getByRole('rowheader')).toHaveTextContent('Total, 2 drivers');
    expect(total.getAllByRole('cell').map((c) => c.textContent)).toEqual(['5', '€170', '€310', '€275', '€384', 'We owe €109']);
    expect(screen.getByText('To pay out to drivers: €123. To collect from drivers: €14.')).toBeInTheDocument();

    const month = screen.getByLabelText('Month');
    await user.clear(month);
    await user.type(month, '2026-06');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(callsOf('getDriverStatements').at(-1)).toEqual({ month: '2026-06' }));
  });
});

describe('reconciliation', () => {
  const rec: Reconciliation = {
    provider: 'local-sandbox',
    ours: { charges: { count: 3, cents: 23500 }, refunds: { count: 1, cents: 2000 } },
    theirs: { charges: { count: 4, cents: 28200 }, refunds: { count: 1, cents: 2000 }, feeCents: 524, netCents: 25676 },
    matched: { count: 2, cents: 9500 },
    items: [
      { problem: 'amount-differs', kind: 'charge', providerId: 'pi_local_diff', reference: 'PT-BIL001', ourCents: 9500, providerCents: 9000, at: '2026-08-10T11:00:00.000Z' },
      { problem: 'unknown-to-us', kind: 'charge', providerId: 'pi_local_unknown', reference: null, ourCents: null, providerCents: 4200, at: '2026-08-10T13:00:00.000Z' },
    ],
    truncated: false,
  };

  it('shows both sides and every difference', async () => {
    handlers.getReconciliation = async () => rec;
    renderPage('?tab=reconciliation');
    await waitFor(() => expect(screen.getAllByTestId('difference-row')).toHaveLength(2));
    const summary = within(screen.getByTestId('reconciliation-summary'));
    expect(summary.getByText('Our card payments').nextSibling).toHaveTextContent('3 entries, €235');
    expect(summary.getByText('Charges at local-sandbox').nextSibling).toHaveTextContent('4 entries, €282');
    expect(summary.getByText('Provider fees').nextSibling).toHaveTextContent('€5.24');
    expect(summary.getByText('Net from the provider').nextSibling).toHaveTextContent('€256.76');
    expect(summary.getByText('Matched').nextSibling).toHaveTextContent('2 entries, €95');
    expect(screen.getByRole('heading', { name: '2 differences' })).toBeInTheDocument();
    expect(rows('difference-row').map((r) => r.slice(1))).toEqual([
      ['Amounts differ', 'Payment', 'PT-BIL001', 'pi_local_diff', '€95', '€90'],
      ['Unknown to us', 'Payment', '—', 'pi_local_unknown', '—', '€42'],
    ]);
    const [{ from, to }] = callsOf('getReconciliation') as [{ from: string; to: string }];
    expect(from).toBe(to);
  });

  it('says so when the provider does not answer, and tries again on request', async () => {
    const user = userEvent.setup();
    let providerDown = true;
    handlers.getReconciliation = async () => {
      if (providerDown) throw refusal('unavailable', 'provider-unavailable');
      return { ...rec, items: [] };
    };
    renderPage('?tab=reconciliation');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The reconciliation could not be made'));
    providerDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('Everything matches.')).toBeInTheDocument());
  });
});
