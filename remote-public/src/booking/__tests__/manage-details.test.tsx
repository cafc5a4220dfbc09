import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingView } from '@rides/contracts/bookings';
import { bookingView, openSelfService, TOKEN } from './booking-view';
import { callsTo, handlers, installFakeNetwork, resetNetwork } from './fake-network';
import common from '@rides/i18n/locales/en/common.json';
import { en } from './helpers';
import { openBookingPage, refused, renderBookingPage, serveBooking } from './manage-helpers';

installFakeNetwork();
jest.setTimeout(30_000);

beforeEach(() => {
  resetNetwork();
  sessionStorage.clear();
});

const driver: BookingView['ride']['driver'] = { firstName: 'Daniel', phone: '+33612345678', vehicle: null };
const field = (name: RegExp | string) => screen.getByRole('textbox', { name });

async function openDetails() {
  await openBookingPage();
  const toggle = screen.getByRole('button', { name: en.booking.manage.details.open });
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return screen.getByRole('region', { name: en.booking.manage.details.heading });
}

it('opens with the traveller as booked, says what is wrong next to the field, and keeps what was typed when the server refuses', async () => {
  const traveller = { name: 'Grace Hopper', email: 'grace@example.com', phone: '+33698765432' };
  serveBooking(bookingView({ traveller, notes: 'Two large skis', selfService: openSelfService() }));
  handlers.updateBookingDetails = () => refused('INVALID_ARGUMENT', undefined, { issues: [{ path: ['details', 'contact', 'phone'], message: 'phone' }] });
  const region = await openDetails();

  expect(within(region).getByRole('textbox', { name: /Traveller's full name/ })).toHaveValue('Grace Hopper');
  expect(within(region).getByRole('textbox', { name: /Traveller's e-mail/ })).toHaveValue('grace@example.com');
  expect(within(region).getByRole('textbox', { name: /Flight number/ })).toHaveValue('AF1234');
  expect(within(region).getByRole('textbox', { name: en.booking.manage.details.notes })).toHaveValue('Two large skis');
  const sign = within(region).getByRole('textbox', { name: en.booking.manage.details.signText });
  expect(sign).toHaveAttribute('placeholder', 'Grace Hopper');

  // The browser's own check (the server's schema): nothing is sent, the message is tied to its field.
  const email = field(/Traveller's e-mail/);
  await userEvent.clear(email);
  await userEvent.type(email, 'grace@');
  await userEvent.type(sign, 'G');
  await userEvent.click(within(region).getByRole('button', { name: en.booking.manage.details.save }));
  // Each message is the field's error message (aria-invalid + aria-errormessage, as every form of the product).
  await waitFor(() => expect(email).toHaveAccessibleErrorMessage(en.booking.errors.email));
  expect(sign).toHaveAccessibleErrorMessage(/2 to 60 characters/);
  await waitFor(() => expect(email).toHaveFocus());
  expect(callsTo('updateBookingDetails')).toHaveLength(0);

  await userEvent.type(email, 'example.org');
  await userEvent.type(sign, 'race H.');
  const notes = field(en.booking.manage.details.notes);
  await userEvent.type(notes, ', meet at exit 6');
  await userEvent.click(within(region).getByRole('button', { name: en.booking.manage.details.save }));

  // Refused by the server at the phone: said there, and everything typed is still there.
  await waitFor(() => expect(field(/Traveller's mobile phone/)).toHaveAccessibleErrorMessage(en.booking.errors.phone));
  expect(callsTo('updateBookingDetails')).toEqual([
    {
      reference: 'PT-ABC123',
      token: TOKEN,
      details: { contact: { name: 'Grace Hopper', phone: '+33698765432', email: 'grace@example.org' }, flightNumber: 'AF1234', notes: 'Two large skis, meet at exit 6', signText: 'Grace H.' },
    },
  ]);
  expect(email).toHaveValue('grace@example.org');
  expect(sign).toHaveValue('Grace H.');
  expect(notes).toHaveValue('Two large skis, meet at exit 6');

  // A refusal that is not a field's keeps everything too, and says why.
  handlers.updateBookingDetails = () => refused('FAILED_PRECONDITION', 'not-open');
  await userEvent.click(within(region).getByRole('button', { name: en.booking.manage.details.save }));
  expect(await within(region).findByRole('alert')).toHaveTextContent(en.booking.manage.errors.notOpen);
  expect(notes).toHaveValue('Two large skis, meet at exit 6');
});

it('saves the details, shows them, and says the driver has been told when one is assigned', async () => {
  const server = serveBooking(bookingView({ ride: { status: 'assigned', driver, events: [] }, selfService: openSelfService() }));
  handlers.updateBookingDetails = (input) => {
    const details = input.details as { contact: BookingView['booker']; flightNumber: string; notes: string; signText: string };
    server.booking = { ...server.booking, traveller: details.contact, flightNumber: details.flightNumber || null, notes: details.notes || null, signText: details.signText || null };
    return { result: { booking: server.booking } };
  };
  const region = await openDetails();
  // Booked for themselves: the booker is the traveller.
  expect(within(region).getByRole('textbox', { name: /Traveller's full name/ })).toHaveValue('Ada Lovelace');
  const flight = within(region).getByRole('textbox', { name: /Flight number/ });
  await userEvent.clear(flight);
  await userEvent.type(flight, 'BA 304');
  await userEvent.type(within(region).getByRole('textbox', { name: en.booking.manage.details.notes }), 'Meet at exit 6');
  await userEvent.click(within(region).getByRole('button', { name: en.booking.manage.details.save }));

  const done = await screen.findByTestId('manage-done');
  expect(done).toHaveTextContent(en.booking.manage.done.details);
  expect(done).toHaveTextContent(en.booking.manage.done.driverTold);
  expect(screen.queryByRole('region', { name: en.booking.manage.details.heading })).not.toBeInTheDocument();
  expect(callsTo('updateBookingDetails')[0]).toMatchObject({ details: { flightNumber: 'BA 304', notes: 'Meet at exit 6', signText: '' } });
  // The page shows the booking as the server now has it, the notes with the trip (issue [R] 2).
  expect(await screen.findByText('BA 304')).toBeInTheDocument();
  expect(screen.getByText(common.booking.notes, { selector: 'dt' }).nextElementSibling).toHaveTextContent('Meet at exit 6');
});

it('offers only what is open, the documents as downloads, and a pending change with its way forward', async () => {
  const checkoutUrl = 'https://checkout.example.test/pay/cs_123';
  serveBooking(
    bookingView({
      payment: 'card',
      paymentStatus: 'paid',
      links: { receipt: 'https://functions.example.test/bookingReceipt?ref=PT-ABC123', calendar: 'https://functions.example.test/bookingCalendar?ref=PT-ABC123' },
      selfService: openSelfService({ pendingChange: { changeId: '5', status: 'awaiting_payment', newTotalCents: 10500, differenceCents: 3000, checkoutUrl } }),
    }),
  );
  await openBookingPage();
  expect(screen.getByTestId('pending-change')).toHaveTextContent('Your change is waiting for the difference of €30 to be paid (new total €105).');
  expect(screen.getByRole('link', { name: en.booking.manage.pending.pay })).toHaveAttribute('href', checkoutUrl);
  // A change is already waiting: Modify is not offered again (the server would refuse it).
  expect(screen.queryByRole('button', { name: en.booking.manage.modify.open })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: en.booking.manage.details.open })).toBeInTheDocument();
  const receipt = screen.getByRole('link', { name: en.booking.manage.documents.receipt });
  expect(receipt).toHaveAttribute('download');
  expect(receipt).toHaveAttribute('href', 'https://functions.example.test/bookingReceipt?ref=PT-ABC123');
  expect(screen.getByRole('link', { name: en.booking.manage.documents.calendar })).toHaveAttribute('href', 'https://functions.example.test/bookingCalendar?ref=PT-ABC123');
});

it('with a request open, says it is with our team; a closed booking offers nothing to change', async () => {
  serveBooking(bookingView({ selfService: openSelfService({ modify: 'request', pendingChange: { changeId: '6', status: 'open', newTotalCents: 7500, differenceCents: 0, checkoutUrl: null } }) }));
  const view = await openBookingPage();
  expect(screen.getByTestId('pending-change')).toHaveTextContent(en.booking.manage.pending.request);
  view.unmount();

  serveBooking(bookingView({ status: 'cancelled', paymentStatus: 'pay_driver' }));
  renderBookingPage();
  expect(await screen.findByRole('heading', { name: en.booking.outcome.cancelledTitle })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: en.booking.manage.heading })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: en.booking.manage.cancel.open })).not.toBeInTheDocument();
});
