/** @jest-environment node */
// The dispatch triggers without a database: deliverDue is replaced, the HTTP function is called as
// the Functions framework calls it (request, response).
import type { Request } from 'firebase-functions/v2/https';
import { deliverDue } from '../outbox.service';
import { kickOutbox } from '../outbox-dispatch';
import { dispatchOutbox } from '../outbox-dispatch.http';
import { config } from '../../config';
import { LOCAL_OUTBOX_DISPATCH_KEY } from '../../config-local';

jest.mock('../outbox.service', () => ({ deliverDue: jest.fn() }));
jest.mock('../../db/db', () => ({ db: () => ({}) }));
jest.mock('../smtp-mailer', () => ({ smtpMailer: () => ({ name: 'fake', local: true, send: jest.fn() }) }));
jest.mock('firebase-functions', () => ({ logger: { info: jest.fn(), warn: jest.fn(), error: jest.fn() } }));

const report = { claimed: 2, sent: 2, retrying: 0, failed: 0 };

function call(method: string, headers: Record<string, string> = {}) {
  const req = { method, get: (h: string) => headers[h.toLowerCase()] } as unknown as Request;
  const res = {
    statusCode: 0,
    body: undefined as unknown,
    headers: {} as Record<string, string>,
    set(k: string, v: string) {
      this.headers[k] = v;
      return this;
    },
    status(code: number) {
      this.statusCode = code;
      return this;
    },
    json(body: unknown) {
      this.body = body;
      return this;
    },
  };
  return Promise.resolve(dispatchOutbox(req, res as never)).then(() => res);
}

beforeEach(() => jest.mocked(deliverDue).mockReset().mockResolvedValue(report));

describe('dispatchOutbox', () => {
  it('delivers due messages for a POST with the key, and answers the counts', async () => {
    const res = await call('POST', { 'x-outbox-key': LOCAL_OUTBOX_DISPATCH_KEY });
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual(report);
    expect(deliverDue).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['no key', {}],
    ['a wrong key', { 'x-outbox-key': 'guess' }],
  ])('refuses %s with 401 and sends nothing', async (_what, headers) => {
    const res = await call('POST', headers);
    expect(res.statusCode).toBe(401);
    expect(deliverDue).not.toHaveBeenCalled();
  });

  it('answers 405 to anything but POST', async () => {
    expect((await call('GET', { 'x-outbox-key': LOCAL_OUTBOX_DISPATCH_KEY })).statusCode).toBe(405);
    expect(deliverDue).not.toHaveBeenCalled();
  });

  it('refuses the local default key outside the local environment', async () => {
    const environment = config().environment;
    Object.assign(config(), { environment: 'production' });
    try {
      expect((await call('POST', { 'x-outbox-key': LOCAL_OUTBOX_DISPATCH_KEY })).statusCode).toBe(503);
      expect(deliverDue).not.toHaveBeenCalled();
    } finally {
      Object.assign(config(), { environment });
    }
  });

  it('answers 500 when delivery breaks', async () => {
    jest.mocked(deliverDue).mockRejectedValue(new Error('database down'));
    expect((await call('POST', { 'x-outbox-key': LOCAL_OUTBOX_DISPATCH_KEY })).statusCode).toBe(500);
  });
});

describe('kickOutbox', () => {
  it('never throws: a failed kick is logged and left to the dispatcher', async () => {
    jest.mocked(deliverDue).mockRejectedValue(new Error('database down'));
    await expect(kickOutbox()).resolves.toBeUndefined();
  });

  it('folds kicks that arrive during a run into one more run', async () => {
    let release!: () => void;
    jest.mocked(deliverDue).mockImplementationOnce(() => new Promise((r) => (release = () => r(report))));
    const first = kickOutbox();
    const second = kickOutbox();
    const third = kickOutbox();
    release();
    await Promise.all([first, second, third]);
    expect(deliverDue).toHaveBeenCalledTimes(2);
  });
});
