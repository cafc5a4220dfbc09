import fs from 'node:fs';
import path from 'node:path';
import { tariffSchema, type Tariff, type VersionedTariff } from '@rides/contracts/pricing';

/** The tariff seeded by migration 0006 (the JSON between its $tariff$ quotes). */
export function seededTariff(): Tariff {
  const sql = fs.readFileSync(path.resolve(__dirname, '../../../migrations/0006_tariffs.sql'), 'utf8');
  return tariffSchema.parse(JSON.parse(/\$tariff\$([\s\S]*?)\$tariff\$/.exec(sql)![1]!));
}

/**
 * The seeded tariff with other airport fares, none of them SPEC 9's: an answer that quotes these
 * figures read them from the tariff it was given, not from the copy or the seed.
 */
export function repricedTariff(): Tariff {
  const t = seededTariff();
  return {
    ...t,
    airportFares: { CDG: { sedan: 7700, van: 9900 }, ORY: { sedan: 6600, van: 8800 }, BVA: { sedan: 21000, van: 26000 } },
    extras: { ...t.extras, 'child-seat': 1200 },
  };
}

export const tariffSource = (tariff: Tariff) => jest.fn(async (): Promise<VersionedTariff> => ({ version: 7, tariff }));
