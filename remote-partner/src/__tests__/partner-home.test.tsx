import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PartnerBooking, PartnerMonth } from '@rides/contracts/partners';
import { parisLocal } from '@rides/domain/paris-time';
import { fakeBackend } from '@rides/test-utils/fake-backend';
import { i18n, renderAt } from '@rides/test-utils/render';
import en from '../locales/en.json';
import PartnerHomePage from '../pages/partner-home-page';

i18n.addResourceBundle('en', 'partner', en);
jest.setTimeout(30_000);

const downloads: unknown[][] = [];
jest.mock('@rides/ui/download', () => ({
  downloadText: (...args: unknown[]) => downloads.push(['text', ...args]),
  downloadBase64: (...args: unknown[]) => downloads.push(['base64', ...args]),
}));

const current = parisLocal(new Date()).date.slice(0, 7);
const month = (over: Partial<PartnerMonth>): PartnerMonth => ({ month: current, bookings: 0, commissionableCents: 0, commissionCents: 0, pendingCents: 0, status: 'open', paymentReference: null, paidAt: null, ...over });
const booking = (over: Partial<PartnerBooking>): PartnerBooking => ({
  reference: 'PT-PRT001',
  pickupAt: `${current}-05T08:30:00.000Z`,
  fromName: 'CDG Terminal 2E',
  toName: 'Paris 8th arrondissement',
  guest: 'Anna S.',
  status: 'confirmed',
  rideStatus: 'completed',
  totalCents: 11000,
  refundedCents: 0,
  commissionBp: 1000,
  commissionableCents: 10000,
  commissionCents: 1000,
  commissionStatus: 'confirmed',
  ...over,
});

const answers: Record<string, (input: never) => unknown> = {
  getPartnerDashboard: () => ({
    partner: { id: 'p1', slug: 'hotel-le-marais', companyName: 'Hôtel Le Marais', commissionBp: 1000 },
    months: [month({ bookings: 2, commissionCents: 1850, pendingCents: 850 }), month({ month: '2020-01', bookings: 1, commissionCents: 990, status: 'paid', paymentReference: 'VIR-2020-01' })],
  }),
  listPartnerBookings: (input: { month: string }) => ({
    rows: input.month === current ? [booking({}), booking({ reference: 'PT-PRT002', rideStatus: 'assigned', commissionStatus: 'pending', commissionCents: 850, guest: 'Li W.' })] : [booking({ reference: 'PT-OLD001', commissionStatus: 'paid', commissionCents: 990 })],
    next: null,
  }),
  getPartnerStatement: (input: { format: string }) =>
    input.format === 'csv'
      ? { filename: 'commissions-hotel-le-marais.csv', contentType: 'text/csv; charset=utf-8', text: 'reference\r\n', base64: null }
      : { filename: 'commissions-hotel-le-marais.pdf', contentType: 'application/pdf', base64: 'JVBERi0=', text: null },
};
const { calls, handlers } = fakeBackend();
for (const [name, answer] of Object.entries(answers)) handlers[name] = async (input) => answer(input);

const renderPage = () => renderAt('/partner', [{ path: '/partner', element: <PartnerHomePage /> }]);

beforeEach(() => {
  calls.length = 0;
  downloads.length = 0;
});

it('gives the referral link to copy, its QR code and booking for a guest', async () => {
  const user = userEvent.setup();
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  renderPage();
  const link = await screen.findByRole('textbox', { name: 'Referral link' });
  expect(link).toHaveValue(`${window.location.origin}/p/hotel-le-marais`);
  expect(screen.getByText(/earns you 10% of the fare/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Copy link' }));
  expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/p/hotel-le-marais`);
  expect(await screen.findByRole('img', { name: `QR code of the link ${window.location.origin}/p/hotel-le-marais` })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
  await user.click(screen.getByRole('button', { name: 'QR code (SVG)' }));
  expect(downloads[0]).toEqual(['text', expect.stringContaining('<svg'), 'referral-hotel-le-marais.svg', 'image/svg+xml']);
  expect(screen.getByRole('link', { name: 'Book for a guest' })).toHaveAttribute('href', '/');
});

it('shows the months with their payout and the bookings of the month chosen, with each commission', async () => {
  const user = userEvent.setup();
  renderPage();
  const months = await screen.findAllByTestId('partner-month');
  expect(within(months[0]!).getByText('€18.50')).toBeInTheDocument();
  expect(within(months[0]!).getByText('€8.50')).toBeInTheDocument();
  expect(within(months[1]!).getByText('Paid')).toBeInTheDocument();
  expect(within(months[1]!).getByText('Ref. VIR-2020-01')).toBeInTheDocument();

  const rows = await screen.findAllByTestId('partner-booking');
  expect(rows).toHaveLength(2);
  expect(within(rows[0]!).getByText('Anna S.')).toBeInTheDocument();
  expect(within(rows[0]!).getByTestId('commission-status')).toHaveTextContent('Confirmed');
  expect(within(rows[1]!).getByTestId('commission-status')).toHaveTextContent('Pending');
  expect(calls.find((c) => c.name === 'listPartnerBookings')?.input).toMatchObject({ month: current });

  await user.click(within(months[1]!).getByRole('button', { name: 'Show the bookings of January 2020' }));
  expect(await screen.findByRole('heading', { name: 'Bookings in January 2020' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getAllByTestId('partner-booking').map((r) => within(r).getByText(/^PT-/).textContent)).toEqual(['PT-OLD001']));
});

it('downloads a month statement as CSV and as PDF in the page language', async () => {
  const user = userEvent.setup();
  renderPage();
  const months = await screen.findAllByTestId('partner-month');
  await user.click(within(months[1]!).getByRole('button', { name: 'Download the statement of January 2020 as CSV' }));
  await waitFor(() => expect(downloads).toHaveLength(1));
  expect(downloads[0]).toEqual(['text', 'reference\r\n', 'commissions-hotel-le-marais.csv', 'text/csv; charset=utf-8']);
  await user.click(within(months[1]!).getByRole('button', { name: 'Download the statement of January 2020 as PDF' }));
  await waitFor(() => expect(downloads).toHaveLength(2));
  expect(downloads[1]).toEqual(['base64', 'JVBERi0=', 'commissions-hotel-le-marais.pdf', 'application/pdf']);
  expect(calls.filter((c) => c.name === 'getPartnerStatement').map((c) => c.input)).toEqual([
    { month: '2020-01', format: 'csv', language: 'en' },
    { month: '2020-01', format: 'pdf', language: 'en' },
  ]);
});
