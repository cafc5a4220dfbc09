import { randomUUID } from 'node:crypto';
import { deleteApp } from 'firebase-admin/app';
import { app } from '../firebase';
import { call, query, signIn } from './helpers';

// Issue [M] 3 against the emulators and Postgres: a driver registers this device for web push; the
// local stack takes the local twin's tokens only; nobody else registers, or removes another's device.
afterAll(() => deleteApp(app()));

const localToken = () => `local-${randomUUID()}`;
const devices = (token: string) => query<{ user_id: string; provider: string; label: string }>('select user_id, provider, label from push_devices where token = $1', [token]);

describe('registerPushDevice and unregisterPushDevice', () => {
  it("keeps the driver's device, and only the driver removes it", async () => {
    const [driver, customer] = await Promise.all([signIn('driver@example.com'), signIn('customer@example.com')]);
    const token = localToken();
    const res = await call('registerPushDevice', { provider: 'local', token, label: 'Chrome on Android' }, driver);
    expect(res.result).toEqual({ registered: true });
    expect(await devices(token)).toEqual([expect.objectContaining({ provider: 'local', label: 'Chrome on Android' })]);

    expect((await call('unregisterPushDevice', { token }, customer)).result).toEqual({ removed: false });
    expect(await devices(token)).toHaveLength(1);
    expect((await call('unregisterPushDevice', { token }, driver)).result).toEqual({ removed: true });
    expect(await devices(token)).toEqual([]);
  });

  it('refuses a token of a push service this environment does not send through', async () => {
    const driver = await signIn('driver@example.com');
    const token = `fcm-${randomUUID()}`;
    const res = await call('registerPushDevice', { provider: 'fcm', token }, driver);
    expect(res.error).toMatchObject({ status: 'FAILED_PRECONDITION', details: { reason: 'push-provider' } });
    expect(await devices(token)).toEqual([]);
  });

  it('refuses anyone but a driver', async () => {
    const customer = await signIn('customer@example.com');
    const token = localToken();
    expect((await call('registerPushDevice', { provider: 'local', token }, customer)).error?.status).toBe('PERMISSION_DENIED');
    expect((await call('registerPushDevice', { provider: 'local', token })).error?.status).toBe('UNAUTHENTICATED');
    expect((await call('unregisterPushDevice', { token })).error?.status).toBe('UNAUTHENTICATED');
    expect(await devices(token)).toEqual([]);
  });
});
