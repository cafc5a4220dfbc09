import { screen, within } from '@testing-library/react';
import { i18n, renderAt } from '@rides/test-utils/render';
import en from '../locales/en.json';
import AdminHomePage from '../pages/admin-home-page';
import { boardAnswer, boardRide, callsOf, handlers, reset } from './fake-backend';

i18n.addResourceBundle('en', 'admin', en);

beforeEach(reset);

it("links to the admin areas and says how many rides wait for a driver, overdue ones included, from the server's counts", async () => {
  // The first page holds three rides; the server counts every ride of the side, beyond the page too.
  const rides = [boardRide({ id: '1', pickupAt: '2026-07-01T09:00:00.000Z' }), boardRide({ id: '2' }), boardRide({ id: '3', pickupAt: '2026-07-03T09:00:00.000Z' })];
  handlers.listRideBoard = async () => boardAnswer(rides, '2026-07-01T10:00:00.000Z', { next: 'page-2', counts: { later: 41 } });
  renderAt('/admin', [{ path: '/admin', element: <AdminHomePage /> }]);
  expect(await screen.findByTestId('waiting-count')).toHaveTextContent('43 rides waiting for a driver · 1 overdue');
  expect(callsOf('listRideBoard')).toEqual([{ scope: 'unassigned', limit: 50, after: null }]);
  expect(screen.getByRole('link', { name: 'Assign rides' })).toHaveAttribute('href', '/admin/assign-rides');
  expect(screen.getByRole('link', { name: 'All requests' })).toHaveAttribute('href', '/admin/all-requests');
  expect(screen.getByRole('link', { name: 'Driver approvals' })).toHaveAttribute('href', '/admin/driver-approvals');
  expect(screen.getByRole('link', { name: 'Pending sign-ups' })).toHaveAttribute('href', '/admin/pending-signups');
  const tools = within(screen.getByRole('region', { name: 'Messaging tools' }));
  expect(tools.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
    '/test-notifications',
    '/test-sms',
    '/test-twilio-config',
    '/test-whatsapp',
    '/test-bulk-whatsapp',
    '/test-clicksend-sms',
    '/send-hello-drivers',
  ]);
});

it('says when every confirmed ride has a driver', async () => {
  handlers.listRideBoard = async () => boardAnswer([], '2026-07-01T10:00:00.000Z');
  renderAt('/admin', [{ path: '/admin', element: <AdminHomePage /> }]);
  expect(await screen.findByTestId('waiting-count')).toHaveTextContent(en.home.noneWaiting);
});

it('says "or more" once a group reached the count the server stops at', async () => {
  handlers.listRideBoard = async () => boardAnswer([boardRide({ id: '2' })], '2026-07-01T10:00:00.000Z', { next: 'page-2', counts: { later: 1000 } });
  renderAt('/admin', [{ path: '/admin', element: <AdminHomePage /> }]);
  expect(await screen.findByTestId('waiting-count')).toHaveTextContent('1001 or more rides waiting for a driver');
});
