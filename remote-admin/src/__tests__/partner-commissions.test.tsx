import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Partner, PartnerCommissionRow } from '@rides/contracts/partners';
import { i18n, renderAt } from '@rides/test-utils/render';
import en from '../locales/en.json';
import PartnerCommissionsPage from '../pages/partner-commissions-page';
import { callsOf, handlers, refusal, reset } from './fake-backend';

i18n.addResourceBundle('en', 'admin', en);
jest.setTimeout(30_000);

const download = jest.fn();
jest.mock('@rides/ui/download', () => ({ downloadText: (...args: unknown[]) => download(...args) }));

const marais: Partner = { id: 'p1', slug: 'hotel-le-marais', companyName: 'Hôtel Le Marais', commissionBp: 1000 };
const opera: Partner = { id: 'p2', slug: 'opera-travel', companyName: 'Opera Travel', commissionBp: 800 };
const row = (over: Partial<PartnerCommissionRow>): PartnerCommissionRow => ({
  partner: marais,
  month: '2020-03',
  bookings: 4,
  commissionableCents: 38000,
  commissionCents: 3800,
  pendingCents: 0,
  status: 'open',
  paymentReference: null,
  paidAt: null,
  ...over,
});

let rows: PartnerCommissionRow[] = [];
beforeEach(() => {
  reset();
  download.mockReset();
  rows = [row({}), row({ partner: opera, pendingCents: 850, commissionCents: 1650 }), row({ month: '2020-02', status: 'approved' })];
  handlers.listPartnerCommissions = async () => ({ rows, partners: [marais, opera] });
  handlers.setPartnerPayout = async (input) => {
    const i = input as { partnerId: string; month: string; status: 'approved' | 'paid'; paymentReference?: string };
    rows = rows.map((r) => (r.partner.id === i.partnerId && r.month === i.month ? { ...r, status: i.status, paymentReference: i.paymentReference ?? null } : r));
    return rows.find((r) => r.partner.id === i.partnerId && r.month === i.month);
  };
});

const renderPage = () => renderAt('/admin/partner-commissions', [{ path: '/admin/partner-commissions', element: <PartnerCommissionsPage /> }]);
const tableRows = () => screen.findAllByTestId('commission-row');

it('lists partners by month and approves a finished month with nothing pending', async () => {
  const user = userEvent.setup();
  renderPage();
  const [marchMarais, marchOpera] = await tableRows();
  expect(within(marchMarais!).getByText('€380')).toBeInTheDocument();
  expect(within(marchMarais!).getByText('€38')).toBeInTheDocument();
  expect(within(marchOpera!).getByRole('button', { name: 'Approve March 2020 for Opera Travel' })).toBeDisabled();
  await user.click(within(marchMarais!).getByRole('button', { name: 'Approve March 2020 for Hôtel Le Marais' }));
  await waitFor(() => expect(callsOf('setPartnerPayout')).toEqual([{ partnerId: 'p1', month: '2020-03', status: 'approved' }]));
  await waitFor(async () => expect(within((await tableRows())[0]!).getByText('Approved')).toBeInTheDocument());
});

it('marks an approved month paid with the transfer reference, and words a refusal', async () => {
  const user = userEvent.setup();
  renderPage();
  const february = (await tableRows())[2]!;
  await user.click(within(february).getByRole('button', { name: 'Mark February 2020 paid for Hôtel Le Marais' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
  expect(within(dialog).getByText('Enter the reference of the transfer (3 characters at least).')).toBeInTheDocument();
  expect(callsOf('setPartnerPayout')).toEqual([]);

  handlers.setPartnerPayout = async () => {
    throw refusal('failed-precondition', 'payout-already');
  };
  await user.type(within(dialog).getByRole('textbox', { name: /Payment reference/ }), 'VIR-2020-02');
  await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
  expect(await within(dialog).findByText('This month was already approved or paid.')).toBeInTheDocument();
  expect(within(dialog).getByRole('textbox', { name: /Payment reference/ })).toHaveValue('VIR-2020-02');
  expect(callsOf('setPartnerPayout')).toEqual([{ partnerId: 'p1', month: '2020-02', status: 'paid', paymentReference: 'VIR-2020-02' }]);
});

it('changes a partner link and rate, refusing a bad rate before calling', async () => {
  const user = userEvent.setup();
  handlers.updatePartner = async (input) => ({ ...marais, ...(input as object) });
  renderPage();
  await user.click(await screen.findByRole('button', { name: 'Edit Hôtel Le Marais' }));
  const dialog = await screen.findByRole('dialog');
  const rate = within(dialog).getByRole('textbox', { name: /Commission rate/ });
  await user.clear(rate);
  await user.type(rate, '60');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(within(dialog).getByText('Enter a percentage from 0 to 50, with two decimals at most.')).toBeInTheDocument();
  await user.clear(rate);
  await user.type(rate, '8,5');
  const slug = within(dialog).getByRole('textbox', { name: /Link name/ });
  await user.clear(slug);
  await user.type(slug, 'marais');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(callsOf('updatePartner')).toEqual([{ partnerId: 'p1', slug: 'marais', commissionBp: 850 }]));
});

it('exports the months shown as CSV', async () => {
  const user = userEvent.setup();
  handlers.exportPartnerCommissions = async () => ({ csv: 'month\r\n', rows: 3 });
  renderPage();
  await tableRows();
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(download).toHaveBeenCalledWith('month\r\n', expect.stringMatching(/^partner-commissions-\d{4}-\d{2}-\d{4}-\d{2}\.csv$/)));
});

it('asks by default for the last six months and the months bookings can still be made for (a year ahead)', async () => {
  renderPage();
  await tableRows();
  const month = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit' }).format(d);
  const now = new Date();
  const [y, m] = month(now).split('-').map(Number) as [number, number];
  const shift = (n: number) => month(new Date(Date.UTC(y, m - 1 + n, 15)));
  expect(callsOf('listPartnerCommissions')[0]).toEqual({ from: shift(-5), to: shift(13) });
});
