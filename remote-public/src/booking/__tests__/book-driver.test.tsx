import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@rides/test-utils/render';
import { initialSession, setSession } from '@rides/platform/session';
import type { DriverCard } from '@rides/contracts/drivers';
import BookDriverPage from '../../pages/book-driver-page';
import { DRAFT_STORAGE_KEY } from '../draft';
import { callsTo, handlers, installFakeNetwork, resetNetwork } from './fake-network';
import { common, en, fillCheckout, fillTrip, renderBooking } from './helpers';

installFakeNetwork();
jest.setTimeout(30_000);

const JEAN: DriverCard = { id: 'drv-1', displayName: 'Jean D.', languages: ['en', 'fr'], vehicleType: 'van', vehicle: 'Mercedes-Benz V-Class' };
const renderDriverPage = (id = 'drv-1') => renderAt(`/book/${id}`, [{ path: '/book/:driverId', element: <BookDriverPage /> }]);
const confirmButton = () => screen.getByRole('button', { name: /Confirm booking/ });
const requestedDriverRow = () => screen.queryByText(common.booking.requestedDriver)?.closest('div') ?? null;

beforeEach(() => {
  resetNetwork();
  sessionStorage.clear();
  localStorage.clear();
  setSession({ ...initialSession, status: 'signedOut' });
});

it("shows the driver's card: name as a heading, the languages as a list in the reader's language, the car", async () => {
  handlers.getDriverCard = () => ({ result: JEAN });
  renderDriverPage();
  const card = (await screen.findByRole('heading', { name: 'Jean D.' })).closest('section')!;
  expect(screen.getByRole('heading', { level: 1, name: en.pages.bookDriver.title })).toBeInTheDocument();
  const languages = within(card).getByRole('list', { name: en.bookDriver.card.languages });
  expect(within(languages).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['English', 'French']);
  expect(within(card).getByText('Mercedes-Benz V-Class (Van)')).toBeInTheDocument();
  // The same booking form as the home page, below the card.
  expect(screen.getByRole('heading', { name: en.home.cta })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'From' })).toBeInTheDocument();
  expect(callsTo('getDriverCard')).toEqual([{ driverId: 'drv-1' }]);
});

it('shows a neutral card for a driver who has not given a name or details yet', async () => {
  handlers.getDriverCard = () => ({ result: { id: 'drv-2', displayName: null, languages: [], vehicleType: null, vehicle: null } });
  renderDriverPage('drv-2');
  const card = (await screen.findByRole('heading', { name: en.bookDriver.card.unnamed })).closest('section')!;
  expect(within(card).getByText(en.bookDriver.card.noDetails)).toBeInTheDocument();
  expect(within(card).queryByRole('list')).toBeNull();
});

it('books with the driver requested: the checkout says so and createBooking carries requestedDriverId', async () => {
  handlers.getDriverCard = () => ({ result: JEAN });
  renderDriverPage();
  await screen.findByRole('heading', { name: 'Jean D.' });
  await fillTrip();
  await fillCheckout();
  expect(requestedDriverRow()).toHaveTextContent('Jean D.');
  await userEvent.click(confirmButton());
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/booking-confirmation'));
  expect(callsTo('createBooking')).toEqual([expect.objectContaining({ requestedDriverId: 'drv-1', payment: 'driver', trip: expect.objectContaining({ from: 'paris-08', to: 'cdg-t2e' }) })]);
  expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
});

it("keeps the trip typed on a driver's page but not the driver when the home page's form is used", async () => {
  handlers.getDriverCard = () => ({ result: JEAN });
  const driverPage = renderDriverPage();
  await screen.findByRole('heading', { name: 'Jean D.' });
  await fillTrip();
  driverPage.unmount();

  renderBooking('/');
  expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('Paris 8th arrondissement');
  await screen.findAllByText('€75'); // priced again on the new page before Continue
  await fillCheckout();
  expect(requestedDriverRow()).toBeNull();
  await userEvent.click(confirmButton());
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/booking-confirmation'));
  expect(callsTo('createBooking')).toEqual([expect.objectContaining({ requestedDriverId: null })]);
});

it('says clearly when the id is not an approved driver, and offers to book without one', async () => {
  handlers.getDriverCard = () => ({ error: { status: 'NOT_FOUND', message: 'errors.not-found' } });
  renderDriverPage('nobody');
  expect(await screen.findByRole('heading', { level: 1, name: en.bookDriver.notFound.title })).toBeInTheDocument();
  expect(screen.getByText(en.bookDriver.notFound.body)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: en.bookDriver.bookAny })).toHaveAttribute('href', '/');
  expect(screen.queryByRole('combobox', { name: 'From' })).toBeNull();
  expect(callsTo('getDriverCard')).toEqual([{ driverId: 'nobody' }]);
});

it('says the same for a malformed id, without asking the server', async () => {
  renderDriverPage('x'.repeat(129));
  expect(await screen.findByRole('heading', { level: 1, name: en.bookDriver.notFound.title })).toBeInTheDocument();
  expect(callsTo('getDriverCard')).toEqual([]);
});

it('offers a retry when the service cannot be reached, and shows the card once it can', async () => {
  handlers.getDriverCard = () => 'offline';
  renderDriverPage();
  expect(await screen.findByRole('heading', { level: 1, name: en.bookDriver.failedTitle })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: en.bookDriver.bookAny })).toHaveAttribute('href', '/');

  handlers.getDriverCard = () => ({ result: JEAN });
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Jean D.' })).toBeInTheDocument();
  expect(callsTo('getDriverCard')).toHaveLength(2);
});
