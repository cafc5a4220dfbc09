import type { i18n as I18n } from 'i18next';

const loadRemoteApp = jest.fn();
jest.mock('../../federation/remotes', () => ({ loadRemoteApp: (...a: unknown[]) => loadRemoteApp(...a), preloadRemote: jest.fn() }));

import { preloadSignedInPage } from '../preload';

const i18n = { language: 'fr' } as I18n;
const SESSION_KEY = 'firebase:authUser:demo-api-key:[DEFAULT]';

beforeEach(() => {
  loadRemoteApp.mockReset();
  localStorage.clear();
});

it("a signed-in person's guarded page: its remote's App, page and texts load at once", async () => {
  const preload = jest.fn(async () => undefined);
  loadRemoteApp.mockResolvedValue(Object.assign(() => null, { preload }));
  localStorage.setItem(SESSION_KEY, '{}');
  preloadSignedInPage(i18n, '/driver/scheduled');
  expect(loadRemoteApp).toHaveBeenCalledWith('driver');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(preload).toHaveBeenCalledWith(i18n, 'fr', 'driverScheduled');
});

it('nothing for a signed-out visitor, a public page or a shell page', () => {
  preloadSignedInPage(i18n, '/driver');
  localStorage.setItem(SESSION_KEY, '{}');
  preloadSignedInPage(i18n, '/faq');
  preloadSignedInPage(i18n, '/profile');
  preloadSignedInPage(i18n, '/nowhere');
  expect(loadRemoteApp).not.toHaveBeenCalled();
});
