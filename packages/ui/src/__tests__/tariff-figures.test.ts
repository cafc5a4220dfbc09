import { specTariff } from '@rides/domain/pricing/__tests__/tariff-fixture';
import { figureMark, splitFigures, tariffFigures } from '../tariff-figures';

describe("/pricing's figures from the tariff (the page and the start script write them with this one function)", () => {
  it('writes each fare, band, seat count and extra of the tariff in the reader’s language', () => {
    const en = tariffFigures(specTariff, 'en');
    expect([en['air.CDG.sedan'], en['air.CDG.van'], en['air.CDG.supplement']]).toEqual(['€75', '€95', '+€20']);
    expect([en['air.BVA.sedan'], en['air.BVA.supplement']]).toEqual(['€200', '+€50']);
    expect([en.km, en['short.sedan'], en['base.van'], en['perKm.van']]).toEqual(['10', '€35', '€25', '€2.50']);
    // The worked example by the booking's own rule: €20 + 40 km × €2 = €100.
    expect(en.example).toBe('€100');
    expect([en['passengers.van'], en['luggage.sedan'], en['childSeats.van']]).toEqual(['7', '3', '4']);
    expect([en['extra.child-seat'], en['extra.pet']]).toEqual(['€10', '€10']);

    const fr = tariffFigures(specTariff, 'fr');
    expect(fr['air.ORY.sedan']).toMatch(/^65\s€$/);
    expect(fr['perKm.van']).toMatch(/^2,50\s€$/);
  });

  it('splits a translated sentence into its words and its figures, in order', () => {
    const sentence = `${figureMark('base.sedan')} + ${figureMark('perKm.sedan')} per km`;
    expect(splitFigures(sentence)).toEqual([{ figure: 'base.sedan' }, ' + ', { figure: 'perKm.sedan' }, ' per km']);
    expect(splitFigures('No figure here.')).toEqual(['No figure here.']);
  });
});
