import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, renderAt } from '@rides/test-utils/render';
import type { DriverCard } from '@rides/contracts/drivers';
import en from '../../locales/en.json';
import DriversPage from '../drivers-page';
import { callsTo, handlers, installFakeNetwork, resetNetwork } from '../../booking/__tests__/fake-network';

i18n.addResourceBundle('en', 'public', en);
installFakeNetwork();

const card = (id: string, displayName: string | null): DriverCard => ({ id, displayName, languages: ['en', 'fr'], vehicleType: 'van', vehicle: 'Mercedes-Benz V-Class' });
const renderPage = () => renderAt('/drivers', [{ path: '/drivers', element: <DriversPage /> }]);

beforeEach(() => resetNetwork());

it("lists the drivers' cards, each with its own booking link, and loads more on request", async () => {
  handlers.listDrivers = ({ after }) =>
    after === null ? { result: { rows: [card('drv-1', 'Jean D.'), card('drv-2', null)], next: 'drv-2' } } : { result: { rows: [card('drv-3', 'Marie C.')], next: null } };
  renderPage();
  expect(await screen.findByRole('heading', { level: 2, name: 'Jean D.' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Book with Jean D.' })).toHaveAttribute('href', '/book/drv-1');
  expect(screen.getByRole('link', { name: en.drivers.bookUnnamed })).toHaveAttribute('href', '/book/drv-2');
  expect(screen.getByRole('status')).toHaveTextContent('2 drivers shown.');

  await userEvent.click(screen.getByRole('button', { name: en.drivers.more }));
  expect(await screen.findByRole('link', { name: 'Book with Marie C.' })).toHaveAttribute('href', '/book/drv-3');
  // The first page stays: three cards, three booking links.
  expect(screen.getAllByRole('link', { name: /^Book (with |this driver)/ })).toHaveLength(3);
  expect(screen.getByRole('status')).toHaveTextContent('3 drivers shown.');
  expect(screen.queryByRole('button', { name: en.drivers.more })).toBeNull();
  expect(callsTo('listDrivers')).toEqual([{ after: null }, { after: 'drv-2' }]);
});

it('says so when no driver is listed, and offers booking without one', async () => {
  handlers.listDrivers = () => ({ result: { rows: [], next: null } });
  renderPage();
  expect(await screen.findByText(en.drivers.empty)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: en.bookDriver.bookAny })).toHaveAttribute('href', '/');
});
