import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeBackend } from '@rides/test-utils/fake-backend';
import { initialSession, setSession } from '@rides/platform/session';
import { DRAFT_STORAGE_KEY } from '../draft';
import { recordPartner } from '../partner-attribution';
import { BOOKED, callsTo, handlers, installFakeNetwork, resetNetwork } from './fake-network';
import { tariff } from './fixtures';
import { en, fillCheckout, fillTrip, renderBooking } from './helpers';

installFakeNetwork();
jest.setTimeout(30_000);

/** A signed-in person's calls go through callApi: this records them at the backend edge. */
const ACCOUNT = { email: 'member@example.com', fullName: 'Ada Lovelace', phone: '+33612345678', language: 'en', applications: [] };
const { calls: signedInCalls } = fakeBackend({}, async (name) => (name === 'getMyAccount' ? ACCOUNT : { ...BOOKED }));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const confirmButton = () => screen.getByRole('button', { name: /Confirm booking/ });

beforeEach(() => {
  resetNetwork();
  signedInCalls.length = 0;
  sessionStorage.clear();
  localStorage.clear();
  setSession({ ...initialSession, status: 'signedOut' });
});

it('sends one booking for a double click on Confirm, with one idempotency key, then shows the confirmation', async () => {
  let release: () => void = () => {};
  handlers.createBooking = (input) =>
    new Promise((resolve) => {
      release = () => resolve({ result: { ...BOOKED, totalCents: input.shownTotalCents } });
    });
  renderBooking();
  await fillTrip();
  await fillCheckout();
  await userEvent.dblClick(confirmButton());
  // While sending, the button says so and is disabled: a third click does nothing either.
  const sending = await screen.findByRole('button', { name: en.booking.checkout.sending });
  expect(sending).toBeDisabled();
  await userEvent.click(sending);
  await waitFor(() => expect(callsTo('createBooking')).toHaveLength(1));
  release();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/booking-confirmation'));

  const [sent] = callsTo('createBooking');
  expect(sent).toMatchObject({
    trip: { from: 'paris-08', to: 'cdg-t2e', vehicle: 'sedan', passengers: 1, luggage: 1, flightNumber: '' },
    booker: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 7911 123456' },
    traveller: null,
    payment: 'driver',
    shownTotalCents: tariff.airportFares.CDG.sedan,
    acceptTerms: true,
    language: 'en',
    partnerSlug: null,
  });
  expect(sent?.idempotencyKey).toMatch(UUID);
  // Booked: the tab forgets what was typed.
  expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
});

it('retries after a network failure with the same key, and nothing typed is lost', async () => {
  handlers.createBooking = () => 'offline';
  renderBooking();
  await fillTrip();
  await fillCheckout();
  await userEvent.click(confirmButton());
  expect(await screen.findByRole('alert')).toHaveTextContent(en.booking.errors.network);
  expect(screen.getByRole('textbox', { name: /Your full name/ })).toHaveValue('Ada Lovelace');

  delete handlers.createBooking;
  await userEvent.click(confirmButton());
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/booking-confirmation'));
  const [first, second] = callsTo('createBooking');
  expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
});

it('shows the new price when the server refuses the shown one, keeps every input, and books at the new price once confirmed again', async () => {
  const serverQuote = {
    currency: 'EUR',
    vehicle: 'sedan',
    rule: 'airport-fixed',
    distanceKm: 30.1,
    lines: [{ code: 'fare', quantity: 1, unitCents: 8000, amountCents: 8000 }],
    totalCents: 8000,
  };
  handlers.createBooking = () => ({ error: { status: 'FAILED_PRECONDITION', message: 'errors.invalid-argument', details: { reason: 'price-changed', quote: serverQuote } } });
  renderBooking();
  await fillTrip();
  await fillCheckout();
  await userEvent.click(confirmButton());
  expect(await screen.findByRole('alert')).toHaveTextContent('The price of this trip is now €80 (you were shown €75). Check the new price, then confirm again.');
  expect(confirmButton()).toHaveAccessibleName('Confirm booking · €80');
  expect(screen.getAllByText('€80').length).toBeGreaterThan(0);
  expect(screen.getByRole('textbox', { name: /Your full name/ })).toHaveValue('Ada Lovelace');
  expect(screen.getByRole('textbox', { name: /Your mobile phone/ })).toHaveValue('+44 7911 123456');
  expect(screen.getByRole('radio', { name: /Pay the driver/ })).toBeChecked();
  expect(screen.getByText('Paris 8th arrondissement')).toBeInTheDocument();

  delete handlers.createBooking;
  await userEvent.click(confirmButton());
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/booking-confirmation'));
  const [first, second] = callsTo('createBooking');
  expect(second).toMatchObject({ shownTotalCents: 8000 });
  expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey); // nothing was booked: a new attempt
});

it('asks for the checkout fields next to them before sending anything', async () => {
  renderBooking();
  await fillTrip();
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: en.booking.checkout.heading });
  await userEvent.type(screen.getByRole('textbox', { name: /Your mobile phone/ }), '12');
  await userEvent.click(confirmButton());
  expect(await screen.findByText(en.booking.errors.phone)).toBeInTheDocument();
  expect(screen.getByText(en.booking.errors.name)).toBeInTheDocument();
  expect(screen.getByText(en.booking.errors.payment)).toBeInTheDocument();
  expect(screen.getByText(en.booking.errors.acceptTerms)).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('textbox', { name: /Your full name/ })).toHaveFocus());
  expect(callsTo('createBooking')).toHaveLength(0);
});

it('carries a valid partner attribution; signed in, the profile fills the booker and the booking goes with the account (callApi)', async () => {
  recordPartner('Hotel-des-Arts');
  setSession({ status: 'signedIn', user: { id: 'u1', email: 'member@example.com' }, roles: ['user'], effectiveRole: 'user' });
  renderBooking();
  await fillTrip();
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: en.booking.checkout.heading });
  await waitFor(() => expect(screen.getByRole('textbox', { name: /Your full name/ })).toHaveValue('Ada Lovelace'));
  expect(screen.getByRole('textbox', { name: /Your mobile phone/ })).toHaveValue('+33612345678');
  expect(screen.getByRole('textbox', { name: /Your e-mail/ })).toHaveValue('member@example.com');
  await userEvent.click(screen.getByRole('radio', { name: /Pay the driver/ }));
  await userEvent.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
  await userEvent.click(confirmButton());
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/booking-confirmation'));
  expect(callsTo('createBooking')).toHaveLength(0);
  expect(signedInCalls.filter((c) => c.name === 'createBooking')).toEqual([
    { name: 'createBooking', input: expect.objectContaining({ partnerSlug: 'hotel-des-arts', booker: { name: 'Ada Lovelace', email: 'member@example.com', phone: '+33612345678' } }) },
  ]);
});

it('never replaces what a signed-in person typed with the profile', async () => {
  setSession({ status: 'signedIn', user: { id: 'u1', email: 'member@example.com' }, roles: ['user'], effectiveRole: 'user' });
  const first = renderBooking();
  await fillTrip();
  first.unmount();
  sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ ...JSON.parse(sessionStorage.getItem(DRAFT_STORAGE_KEY)!), booker: { name: 'Grace Hopper', email: '', phone: '' } }));
  renderBooking('/?step=checkout');
  await waitFor(() => expect(screen.getByRole('textbox', { name: /Your mobile phone/ })).toHaveValue('+33612345678'));
  expect(screen.getByRole('textbox', { name: /Your full name/ })).toHaveValue('Grace Hopper');
});

it('opens the checkout on reload at /?step=checkout with the same draft', async () => {
  const first = renderBooking();
  await fillTrip();
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: en.booking.checkout.heading });
  await userEvent.type(screen.getByRole('textbox', { name: /Your full name/ }), 'Ada');
  first.unmount();
  renderBooking('/?step=checkout');
  expect(await screen.findByRole('heading', { name: en.booking.checkout.heading })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Your full name/ })).toHaveValue('Ada');
  expect(screen.getByText(/Charles de Gaulle Airport \(CDG\) – Terminal 2E/)).toBeInTheDocument();
});
