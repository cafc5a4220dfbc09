import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deviceLabel, readPushDevice } from '@rides/platform/push-device';
import { initialSession, setSession } from '@rides/platform/session';
import { renderAt } from '@rides/test-utils/render';
import { NotificationsSection } from '../profile/notifications-section';
import { backend, calls, callsTo, en } from './driver-fixtures';

const n = en.notifications;
let permission: NotificationPermission = 'default';
let answer: NotificationPermission = 'granted';

function browserWithPush() {
  Object.defineProperty(window, 'Notification', {
    configurable: true,
    value: { get permission() { return permission; }, requestPermission: jest.fn(async () => (permission = answer)) },
  });
  const registration = { pushManager: { getSubscription: async () => null } };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration, addEventListener() {}, removeEventListener() {} },
  });
}

function browserWithout() {
  delete (window as { Notification?: unknown }).Notification;
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
}

const setOnline = (online: boolean) => Object.defineProperty(navigator, 'onLine', { configurable: true, value: online });
const renderSection = () => renderAt('/driver/profile', [{ path: '/driver/profile', element: <NotificationsSection /> }]);
const theSwitch = () => screen.getByRole('checkbox', { name: n.label });
const keepOnDevice = (uid: string, token: string) => localStorage.setItem('rides.push-device', JSON.stringify({ uid, token }));

beforeEach(() => {
  calls.length = 0;
  backend.pushTokens.length = 0;
  backend.answer = async (name) => (name === 'registerPushDevice' ? { registered: true } : { removed: true });
  permission = 'default';
  answer = 'granted';
  localStorage.clear();
  setOnline(true);
  browserWithPush();
  setSession({ status: 'signedIn', user: { id: 'drv-1', email: 'driver@example.com' }, roles: ['driver'], effectiveRole: 'driver' });
});
afterEach(() => {
  setSession(initialSession);
  browserWithout();
});

it('turns notifications on for this device: asks the browser, registers the token, and remembers the choice here', async () => {
  renderSection();
  expect(theSwitch()).not.toBeChecked();
  expect(screen.getByText(n.offHint)).toBeInTheDocument();
  await userEvent.click(theSwitch());
  await waitFor(() => expect(theSwitch()).toBeChecked());
  expect(window.Notification.requestPermission).toHaveBeenCalled();
  expect(callsTo('registerPushDevice')).toEqual([{ name: 'registerPushDevice', input: { provider: 'local', token: backend.pushTokens[0], label: deviceLabel() } }]);
  expect(readPushDevice()).toEqual({ uid: 'drv-1', token: backend.pushTokens[0] });
  expect(screen.getByText(n.onHint)).toBeInTheDocument();
});

it('turns them off: the server forgets the token and so does the device', async () => {
  permission = 'granted';
  keepOnDevice('drv-1', 'local-0b9f3c55-6d7e-4d1a-9f0e-000000000042');
  renderSection();
  expect(theSwitch()).toBeChecked();
  await userEvent.click(theSwitch());
  await waitFor(() => expect(theSwitch()).not.toBeChecked());
  expect(callsTo('unregisterPushDevice')).toEqual([{ name: 'unregisterPushDevice', input: { token: 'local-0b9f3c55-6d7e-4d1a-9f0e-000000000042' } }]);
  expect(readPushDevice()).toBeUndefined();
});

it("shows another person's choice on this device as off", () => {
  permission = 'granted';
  keepOnDevice('someone-else', 'local-0b9f3c55-6d7e-4d1a-9f0e-000000000042');
  renderSection();
  expect(theSwitch()).not.toBeChecked();
});

it('says how to allow notifications when the driver refused them in the browser, where the focus goes', async () => {
  answer = 'denied';
  renderSection();
  await userEvent.click(theSwitch());
  expect(await screen.findByText(n.blocked)).toBeInTheDocument();
  await waitFor(() => expect(screen.getByText(n.blocked).closest('[tabindex="-1"]')).toHaveFocus());
  expect(callsTo('registerPushDevice')).toHaveLength(0);
  expect(readPushDevice()).toBeUndefined();
});

it('says the question can be asked again when the driver closed it without answering', async () => {
  answer = 'default';
  renderSection();
  await userEvent.click(theSwitch());
  expect(await screen.findByRole('alert')).toHaveTextContent(n.dismissed);
  expect(theSwitch()).not.toBeChecked();
  expect(callsTo('registerPushDevice')).toHaveLength(0);
});

it('needs a connection to switch, and says so', async () => {
  setOnline(false);
  renderSection();
  await userEvent.click(theSwitch());
  expect(await screen.findByRole('alert')).toHaveTextContent(n.offline);
  expect(theSwitch()).not.toBeChecked();
  expect(calls).toHaveLength(0);
});

it('says when the server could not register the device, and leaves it off', async () => {
  backend.answer = async () => {
    throw new Error('internal');
  };
  renderSection();
  await userEvent.click(theSwitch());
  expect(await screen.findByRole('alert')).toHaveTextContent(n.failed);
  expect(theSwitch()).not.toBeChecked();
  expect(readPushDevice()).toBeUndefined();
});

it('explains what to do on a browser that cannot show notifications', () => {
  browserWithout();
  renderSection();
  expect(screen.getByText(n.unsupported)).toBeInTheDocument();
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
});

it('names the device as its owner knows it', () => {
  expect(deviceLabel('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36')).toBe('Chrome on Android');
  expect(deviceLabel('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1')).toBe('Safari on iPhone');
  expect(deviceLabel('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe('Firefox on Linux');
});
