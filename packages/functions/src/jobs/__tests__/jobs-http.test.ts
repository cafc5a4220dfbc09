/** @jest-environment node */
// runJobs without a database: guarded like dispatchOutbox, runs the jobs, kicks the outbox when
// reminders were queued.
import type { Request } from 'firebase-functions/v2/https';
import { config } from '../../config';
import { LOCAL_OUTBOX_DISPATCH_KEY } from '../../config-local';
import { kickOutbox } from '../../mail/outbox-dispatch';
import { runJobs } from '../jobs.http';
import { runScheduledJobs } from '../scheduled-jobs';

jest.mock('../scheduled-jobs', () => ({ ...jest.requireActual('../scheduled-jobs'), runScheduledJobs: jest.fn() }));
jest.mock('../../db/db', () => ({ db: () => ({}) }));
jest.mock('../../mail/outbox-dispatch', () => ({ ...jest.requireActual('../../mail/outbox-dispatch'), kickOutbox: jest.fn(async () => undefined) }));
jest.mock('firebase-functions', () => ({ logger: { info: jest.fn(), warn: jest.fn(), error: jest.fn() } }));

function call(method: string, headers: Record<string, string> = {}) {
  const req = { method, get: (h: string) => headers[h.toLowerCase()] } as unknown as Request;
  const res = {
    statusCode: 0,
    body: undefined as unknown,
    set() {
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
  return Promise.resolve(runJobs(req, res as never)).then(() => res);
}

beforeEach(() => {
  jest.mocked(runScheduledJobs).mockReset().mockResolvedValue({ expired: 1, reminders: 4 });
  jest.mocked(kickOutbox).mockClear();
});

describe('runJobs', () => {
  it('runs the jobs for a POST with the key, kicks the outbox, and answers the report', async () => {
    const res = await call('POST', { 'x-outbox-key': LOCAL_OUTBOX_DISPATCH_KEY });
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ expired: 1, reminders: 4 });
    expect(kickOutbox).toHaveBeenCalledTimes(1);
  });

  it('does not kick the outbox when nothing was queued', async () => {
    jest.mocked(runScheduledJobs).mockResolvedValue({ expired: 0, reminders: 0 });
    await call('POST', { 'x-outbox-key': LOCAL_OUTBOX_DISPATCH_KEY });
    expect(kickOutbox).not.toHaveBeenCalled();
  });

  it('kicks the outbox when a flight moved a pickup (issue [K]), with no reminder due', async () => {
    jest.mocked(runScheduledJobs).mockResolvedValue({ expired: 0, reminders: 0, flights: { checked: 1, moved: 1, alerts: 0 } });
    await call('POST', { 'x-outbox-key': LOCAL_OUTBOX_DISPATCH_KEY });
    expect(kickOutbox).toHaveBeenCalledTimes(1);
  });

  it('refuses a wrong key, a GET, and the local key outside the local environment', async () => {
    expect((await call('POST', { 'x-outbox-key': 'guess' })).statusCode).toBe(401);
    expect((await call('GET', { 'x-outbox-key': LOCAL_OUTBOX_DISPATCH_KEY })).statusCode).toBe(405);
    const environment = config().environment;
    Object.assign(config(), { environment: 'production' });
    try {
      expect((await call('POST', { 'x-outbox-key': LOCAL_OUTBOX_DISPATCH_KEY })).statusCode).toBe(503);
    } finally {
      Object.assign(config(), { environment });
    }
    expect(runScheduledJobs).not.toHaveBeenCalled();
  });

  it('answers 500 when the jobs break', async () => {
    jest.mocked(runScheduledJobs).mockRejectedValue(new Error('database down'));
    expect((await call('POST', { 'x-outbox-key': LOCAL_OUTBOX_DISPATCH_KEY })).statusCode).toBe(500);
  });
});
