import { tariffSchema, type VersionedTariff } from '@rides/contracts/pricing';
import type { Db } from '../db/db';

/**
 * The active tariff (migration 0006: exactly one row is active), parsed with the shared schema so a
 * malformed row fails loudly here instead of pricing a trip wrongly.
 */
export async function activeTariff(db: Db): Promise<VersionedTariff> {
  const row = await db.selectFrom('tariffs').select(['version', 'data']).where('active', '=', true).executeTakeFirst();
  if (!row) throw new Error('No active tariff: run the migrations (0006_tariffs.sql seeds one).');
  const parsed = tariffSchema.safeParse(row.data);
  if (!parsed.success) throw new Error(`Tariff version ${row.version} is invalid: ${parsed.error.message}`);
  return { version: row.version, tariff: parsed.data };
}
