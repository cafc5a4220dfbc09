import pg from 'pg';

/** The local stack's Postgres, for arranging what a test cannot wait for (the test run sets DATABASE_URL). */
export async function sql<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5433/postgres' });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * The id of a demo driver, with any ride a rerun (or an earlier spec) left them in the next hours set
 * aside, so an assignment in that window is not refused as busy.
 */
export async function freeDriver(email: string): Promise<string> {
  await sql(
    `update bookings set busy = null, ride_status = 'cancelled', status = 'cancelled'
     where driver_id = (select id from users where email = $1) and busy && tstzrange(now() - interval '3 hours', now() + interval '30 hours')`,
    [email],
  );
  const [driver] = await sql<{ id: string }>('select id from users where email = $1', [email]);
  return driver!.id;
}
