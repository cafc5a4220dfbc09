import { act, screen, within } from '@testing-library/react';
import { LANGUAGES } from '@rides/i18n/languages';
import { addLanguages, commonIn } from '@rides/test-utils/languages';
import { i18n, renderAt } from '@rides/test-utils/render';
import enAdmin from '../locales/en.json';
import esAdmin from '../locales/es.json';
import frAdmin from '../locales/fr.json';
import itAdmin from '../locales/it.json';
import zhAdmin from '../locales/zh.json';

import AllRequestsPage from '../pages/all-requests-page';
import { bookingView, handlers, requestDetail, requestRow, reset } from './fake-backend';

// Issue [R] 3 and 2: an admin-cancelled pay-the-driver booking shows one status and owes nothing; the
// booker's sign and notes are shown once, with the trip. In every language.
const admin = addLanguages('admin', { en: enAdmin, fr: frAdmin, it: itAdmin, es: esAdmin, zh: zhAdmin });


const cancelled = { status: 'cancelled', rideStatus: 'cancelled', payment: 'driver', paymentStatus: 'pay_driver', driverName: null } as const;
const detail = requestDetail({
  row: requestRow({ ...cancelled }),
  driver: null,
  notes: 'Waiting by the bakery',
  allowedActions: [],
  booking: bookingView({ status: 'cancelled', payment: 'driver', paymentStatus: 'pay_driver', cancelledAt: '2026-06-20T10:00:00.000Z', notes: 'Waiting by the bakery', signText: 'Mr Smith' }),
});

beforeEach(() => {
  reset();
  handlers.listAllRequests = async () => ({ rows: [requestRow({ ...cancelled })], next: null });
  handlers.getRequestDetail = async () => detail;
  handlers.listChangeRequests = async () => ({ requests: [] });
});
afterEach(() => act(() => i18n.changeLanguage('en')));

describe.each(LANGUAGES)('in %s', (lng) => {
  it('a cancelled pay-the-driver request shows one Cancelled badge, "Nothing to pay", and the booker\'s sign and notes once', async () => {
    await act(() => i18n.changeLanguage(lng));
    renderAt('/admin/all-requests?ride=301', [{ path: '/admin/all-requests', element: <AllRequestsPage /> }]);
    const panel = within(await screen.findByRole('dialog'));
    await panel.findByText('Waiting by the bakery');
    expect(panel.getByTestId('booking-status')).toHaveTextContent(commonIn[lng].booking.status.cancelled);
    expect(panel.queryByTestId('ride-status')).toBeNull();
    // The payment line (the history still says how it was to be paid when booked).
    expect(panel.getByText(admin[lng].requests.detail.paymentStatus).parentElement).toHaveTextContent(commonIn[lng].booking.payment.nothing);
    expect(panel.getAllByText('Waiting by the bakery')).toHaveLength(1);
    expect(panel.getAllByText('Mr Smith')).toHaveLength(1);
    expect(panel.getByText(commonIn[lng].booking.notes)).toBeInTheDocument();
    // The list says the same.
    const row = within(screen.getByTestId('request-row'));
    expect(row.getByTestId('booking-status')).toHaveTextContent(commonIn[lng].booking.status.cancelled);
    expect(row.queryByTestId('ride-status')).toBeNull();
    expect(row.getByText(commonIn[lng].booking.payment.nothing)).toBeInTheDocument();
  });
});
