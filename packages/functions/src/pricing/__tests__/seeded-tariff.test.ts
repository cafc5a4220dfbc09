import fs from 'node:fs';
import path from 'node:path';
import { tariffSchema, type Tariff } from '@rides/contracts/pricing';
import { AIRPORT_SEDAN_FARES_EUR, SHORT_BAND_MAX_KM } from '@rides/domain/pricing/spec-fares';

/** The tariff seeded by migration 0006, read from the SQL itself (the JSON between $tariff$ quotes). */
function seededTariff(): unknown {
  const sql = fs.readFileSync(path.resolve(__dirname, '../../../migrations/0006_tariffs.sql'), 'utf8');
  const json = /\$tariff\$([\s\S]*?)\$tariff\$/.exec(sql)?.[1];
  if (!json) throw new Error('0006_tariffs.sql has no $tariff$ literal');
  return JSON.parse(json);
}

describe('the seeded tariff (migration 0006)', () => {
  let tariff: Tariff;
  beforeAll(() => {
    tariff = tariffSchema.parse(seededTariff());
  });

  it('carries the SPEC 9 sedan airport fares exactly: CDG 75, Orly 65, Beauvais 200 EUR', () => {
    expect(tariff.airportFares.CDG.sedan).toBe(AIRPORT_SEDAN_FARES_EUR.CDG * 100);
    expect(tariff.airportFares.ORY.sedan).toBe(AIRPORT_SEDAN_FARES_EUR.ORY * 100);
    expect(tariff.airportFares.BVA.sedan).toBe(AIRPORT_SEDAN_FARES_EUR.BVA * 100);
    expect([tariff.airportFares.CDG.sedan, tariff.airportFares.ORY.sedan, tariff.airportFares.BVA.sedan]).toEqual([7500, 6500, 20000]);
  });

  it('has the SPEC 9 short band: up to 10 km', () => {
    expect(tariff.distance.shortMaxKm).toBe(SHORT_BAND_MAX_KM);
  });

  it('has the amounts and limits listed in the README', () => {
    const doc = fs.readFileSync(path.resolve(__dirname, '../../../../../README.md'), 'utf8');
    const euros = (cents: number) => `${cents / 100} EUR`;
    for (const airport of ['CDG', 'ORY', 'BVA'] as const) {
      expect(doc).toContain(euros(tariff.airportFares[airport].van));
    }
    for (const vehicle of ['sedan', 'van'] as const) {
      const band = tariff.distance[vehicle];
      expect(doc).toContain(euros(band.shortFlatCents));
      expect(doc).toContain(`${euros(band.longBaseCents)} + ${(band.longPerKmCents / 100).toFixed(2)} EUR/km`);
    }
    for (const cents of Object.values(tariff.extras)) expect(doc).toContain(euros(cents));
  });
});
