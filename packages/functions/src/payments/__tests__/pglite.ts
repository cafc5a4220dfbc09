// A throwaway in-process Postgres for unit tests: PGlite with all migrations, served over the Postgres
// protocol on a Unix socket (no TCP port) from a worker thread, as the local stack serves it; the code
// under test uses its real driver (Kysely over node-postgres). PGlite runs in a worker because its
// loader uses dynamic import(), which Jest's module sandbox does not allow.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import type { Kysely } from 'kysely';
import { createDb } from '../../db/db';
import type { Database } from '../../db/schema';

const MIGRATIONS = path.resolve(__dirname, '../../../migrations');

const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const path = require('node:path');
const { PGlite } = require(workerData.pglite);
const { btree_gist } = require(workerData.btreeGist);
const { PGLiteSocketServer } = require(workerData.socket);
(async () => {
  const db = new PGlite({ extensions: { btree_gist } });
  for (const f of fs.readdirSync(workerData.migrations).filter((f) => f.endsWith('.sql')).sort()) {
    await db.exec(fs.readFileSync(path.join(workerData.migrations, f), 'utf8'));
  }
  const server = new PGLiteSocketServer({ db, path: workerData.socketPath, maxConnections: 20 });
  await server.start();
  parentPort.postMessage('ready');
})().catch((e) => parentPort.postMessage('error: ' + (e && e.stack || e)));
`;

export interface TestDb {
  db: Kysely<Database>;
  close(): Promise<void>;
}

export async function pgliteDb(): Promise<TestDb> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rides-pay-'));
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: {
      pglite: require.resolve('@electric-sql/pglite'),
      btreeGist: require.resolve('@electric-sql/pglite/contrib/btree_gist'),
      socket: require.resolve('@electric-sql/pglite-socket'),
      migrations: MIGRATIONS,
      socketPath: path.join(dir, '.s.PGSQL.5432'),
    },
  });
  const message = await new Promise<unknown>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  if (message !== 'ready') throw new Error(`PGlite worker: ${String(message)}`);
  const db = createDb(`postgres://postgres@localhost/postgres?host=${encodeURIComponent(dir)}`, 4);
  return {
    db,
    async close() {
      await db.destroy();
      await worker.terminate();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

let n = 0;
/** A card booking waiting for payment; returns its id and reference. */
export async function insertCardBooking(
  db: Kysely<Database>,
  over: { status?: 'pending_payment' | 'expired' | 'cancelled' | 'confirmed'; expiresAt?: Date } = {},
): Promise<{ id: string; reference: string }> {
  const reference = `PT-T${String(++n).padStart(5, '0')}`;
  const place = JSON.stringify({ id: 'x', kind: 'landmark', name: 'X', detail: '', lat: 48.85, lon: 2.35, inParis: true });
  return db
    .insertInto('bookings')
    .values({
      reference,
      idempotency_key: randomUUID(),
      request_hash: 'h',
      status: over.status ?? 'pending_payment',
      payment_method: 'card',
      payment_status: 'unpaid',
      language: 'en',
      booker_name: 'Ada Lovelace',
      booker_email: 'ada@example.com',
      booker_phone: '+33612345678',
      from_place: place,
      to_place: place,
      pickup_at: new Date(Date.now() + 86_400_000),
      party: JSON.stringify({}),
      quote: JSON.stringify({}),
      total_cents: 7500,
      tariff_version: 1,
      expires_at: over.expiresAt ?? new Date(Date.now() + 30 * 60_000),
    })
    .returning(['id', 'reference'])
    .executeTakeFirstOrThrow();
}

/** A modify of the booking waiting for its price difference to be paid; returns its id. */
export async function insertAwaitingChange(db: Kysely<Database>, bookingId: string, priceBeforeCents = 7500, priceAfterCents = 10500): Promise<string> {
  const row = await db
    .insertInto('booking_changes')
    .values({
      booking_id: bookingId,
      kind: 'modify',
      status: 'awaiting_payment',
      actor: 'booker',
      price_before_cents: priceBeforeCents,
      price_after_cents: priceAfterCents,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
