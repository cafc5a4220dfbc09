import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, handlers, installFakeNetwork, resetNetwork } from './fake-network';
import { cdg2e, dateInDays, tariff } from './fixtures';
import { choosePlace, common, en, fillTrip, renderBooking, setPickup } from './helpers';

installFakeNetwork();
// Typed key by key through the real components: slower than the default 5 s on 2 cores.
jest.setTimeout(30_000);

beforeEach(() => {
  resetNetwork();
  sessionStorage.clear();
});

const priceRegion = () => screen.getByRole('region', { name: en.booking.price.heading });

it('prices Paris 8e to CDG Terminal 2E in a sedan at the SPEC fare, 75 €, as soon as both places are chosen', async () => {
  renderBooking();
  expect(within(priceRegion()).getByText(en.booking.price.choosePlaces)).toBeInTheDocument();
  await choosePlace('From', 'Paris 8', /Paris 8th arrondissement/);
  await choosePlace('To', 'CDG 2E', /Terminal 2E/);
  const region = priceRegion();
  // The total, the fixed fare's line and the total line of the breakdown.
  await waitFor(() => expect(within(region).getAllByText('€75')).toHaveLength(3));
  expect(within(region).getByText(common.booking.lines.airport)).toBeInTheDocument();
  expect(within(region).getByText(en.booking.price.fixed)).toBeInTheDocument();
  // The place searches went out in the interface language.
  expect(callsTo('searchPlaces').every((c) => c.lang === 'en')).toBe(true);
  expect(callsTo('getTariff')).toHaveLength(1);
});

it('searches with the keyboard: arrows, Enter picks, Escape closes; says when nothing is found and asks for the town', async () => {
  renderBooking();
  const from = screen.getByRole('combobox', { name: 'From' });
  await userEvent.type(from, 'Paris 8');
  await screen.findByRole('option', { name: /Paris 8th arrondissement/ });
  expect(from).toHaveAttribute('aria-expanded', 'true');
  expect(from).toHaveAttribute('aria-activedescendant', screen.getByRole('option').id);
  await userEvent.keyboard('{Escape}');
  expect(from).toHaveAttribute('aria-expanded', 'false');
  await userEvent.keyboard('{ArrowDown}{Enter}');
  expect(from).toHaveValue('Paris 8th arrondissement');
  expect(screen.getByText(/Paris district · 75008/)).toBeInTheDocument();

  const to = screen.getByRole('combobox', { name: 'To' });
  await userEvent.type(to, '12 rue de Rivoli');
  expect(await screen.findByText(/^No place found for “12 rue de Rivoli”\. For a street address, add the town or the postcode/)).toBeInTheDocument();
  expect(to).toHaveAttribute('aria-expanded', 'false');
});

it('keeps the draft through a reload (remount), in this tab only', async () => {
  const first = renderBooking();
  await fillTrip();
  await userEvent.click(screen.getByRole('button', { name: 'More: Passengers' }));
  await userEvent.type(screen.getByRole('textbox', { name: /Flight number/ }), 'AF1234');
  await userEvent.click(screen.getByRole('checkbox', { name: en.booking.traveller.toggle }));
  await userEvent.type(screen.getByRole('textbox', { name: /Traveller's full name/ }), 'Grace Hopper');
  first.unmount();

  renderBooking();
  expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('Paris 8th arrondissement');
  expect(screen.getByRole('combobox', { name: 'To' })).toHaveValue(cdg2e.name);
  expect(screen.getByLabelText('Pickup date')).toHaveValue(dateInDays(3));
  expect(screen.getByLabelText('Pickup time')).toHaveValue('10:00');
  expect(screen.getByRole('spinbutton', { name: 'Passengers' })).toHaveAttribute('aria-valuenow', '2');
  expect(screen.getByRole('textbox', { name: /Flight number/ })).toHaveValue('AF1234');
  expect(screen.getByRole('textbox', { name: /Traveller's full name/ })).toHaveValue('Grace Hopper');
  await waitFor(() => expect(within(priceRegion()).getAllByText('€75').length).toBeGreaterThan(0));
  expect(localStorage.length).toBe(0);
});

it('refuses a flight number that is not an airline flight number, next to the field, and goes nowhere', async () => {
  renderBooking();
  await fillTrip();
  const flight = screen.getByRole('textbox', { name: /Flight number/ });
  await userEvent.type(flight, 'hello');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText(en.booking.errors.flightNumber)).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(en.booking.errors.checkFields);
  await waitFor(() => expect(flight).toHaveFocus());
  expect(flight).toHaveAttribute('aria-invalid', 'true');
  expect(flight).toHaveValue('hello');

  await userEvent.clear(flight);
  await userEvent.type(flight, 'ba 304');
  expect(screen.queryByText(en.booking.errors.flightNumber)).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('heading', { name: en.booking.checkout.heading })).toBeInTheDocument();
});

it('Continue pressed while the price is on its way waits for it, then goes on; no error meanwhile', async () => {
  let answer = (): void => undefined;
  handlers.getTariff = () => new Promise((resolve) => (answer = () => resolve({ result: { version: 1, tariff } })));
  renderBooking();
  await fillTrip();
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  // The button keeps the focus and says it is waiting; a screen reader hears it; a second press waits too.
  const waiting = await screen.findByRole('button', { name: en.booking.continueAwaitingPrice });
  expect(waiting).toHaveFocus();
  expect(waiting).toHaveAttribute('aria-busy', 'true');
  expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain(en.booking.continueAwaitingPrice);
  await userEvent.click(waiting);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  answer();
  expect(await screen.findByRole('heading', { name: en.booking.checkout.heading })).toBeInTheDocument();
});

it('Continue pressed while the price is on its way says so when the price fails, and keeps the trip', async () => {
  let fail = (): void => undefined;
  handlers.getTariff = () => new Promise((resolve) => (fail = () => resolve({ error: { status: 'UNAVAILABLE', message: 'errors.unavailable' } })));
  renderBooking();
  await fillTrip();
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('button', { name: en.booking.continueAwaitingPrice });

  fail();
  expect(await screen.findByRole('alert')).toHaveTextContent(en.booking.errors.noPrice);
  expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('Paris 8th arrondissement');
  expect(screen.queryByRole('heading', { name: en.booking.checkout.heading })).not.toBeInTheDocument();
});

it('Continue waiting for a price that does not come says so after 10 s', async () => {
  handlers.getTariff = () => new Promise(() => undefined);
  renderBooking();
  await fillTrip();
  jest.useFakeTimers();
  try {
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('button', { name: en.booking.continueAwaitingPrice });
    act(() => jest.advanceTimersByTime(9_000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1_000));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.booking.errors.noPrice);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

it('suggests the van when the party does not fit the sedan, and switches in one click', async () => {
  renderBooking();
  await fillTrip();
  for (let i = 0; i < 3; i++) await userEvent.click(screen.getByRole('button', { name: 'More: Passengers' }));
  expect(await screen.findByText(/A sedan takes up to 3 passengers\. The van takes your whole party\./)).toBeInTheDocument();
  await userEvent.click(await screen.findByRole('button', { name: 'Switch to the van (€95)' }));
  expect(screen.getByRole('radio', { name: /Van \(minivan\)/ })).toBeChecked();
  await waitFor(() => expect(within(priceRegion()).getAllByText('€95').length).toBeGreaterThan(0));
  expect(screen.queryByText(/A sedan takes up to 3 passengers/)).not.toBeInTheDocument();
});

it('says when the pickup is sooner than the lead time, at the time field', async () => {
  jest.useFakeTimers({ doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'performance', 'hrtime'] });
  jest.setSystemTime(new Date('2030-03-10T09:00:00Z')); // 10:00 in Paris (CET)
  try {
    renderBooking();
    await choosePlace('From', 'Paris 8', /Paris 8th arrondissement/);
    await choosePlace('To', 'CDG 2E', /Terminal 2E/);
    setPickup('2030-03-10', '11:30');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const time = screen.getByLabelText('Pickup time');
    const message = await screen.findByText('Too soon: the earliest pickup is Sunday, 10 March 2030 at 12:00 (Paris time).');
    expect(time).toHaveAttribute('aria-errormessage', message.id); // Chakra's Field ties the message to the input
    await waitFor(() => expect(time).toHaveFocus());
    expect(screen.getByText('Book at least 2 hours before pickup.')).toBeInTheDocument();
    expect(screen.getByText('Paris time (CET/CEST)')).toBeInTheDocument();
    expect(callsTo('createBooking')).toHaveLength(0);
  } finally {
    jest.useRealTimers();
  }
});

it('goes back to the form with the message at the time field when the server finds the pickup too soon', async () => {
  handlers.createBooking = () => ({ error: { status: 'FAILED_PRECONDITION', message: 'errors.invalid-argument', details: { reason: 'pickup-too-soon' } } });
  renderBooking();
  await fillTrip();
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: en.booking.checkout.heading });
  await userEvent.type(screen.getByRole('textbox', { name: /Your full name/ }), 'Ada Lovelace');
  await userEvent.type(screen.getByRole('textbox', { name: /Your mobile phone/ }), '+44 7911 123456');
  await userEvent.type(screen.getByRole('textbox', { name: /Your e-mail/ }), 'ada@example.com');
  await userEvent.click(screen.getByRole('radio', { name: /Pay the driver/ }));
  await userEvent.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
  await userEvent.click(screen.getByRole('button', { name: /Confirm booking/ }));
  const time = await screen.findByLabelText('Pickup time');
  expect(await screen.findByText(/^Too soon: the earliest pickup is/)).toBeInTheDocument();
  await waitFor(() => expect(time).toHaveFocus());
  expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('Paris 8th arrondissement');
  expect(callsTo('createBooking')).toHaveLength(1);
});
