import { checkCapacity, suggestVehicle, type Party } from '../capacity';
import { specTariff } from './tariff-fixture';

const capacity = specTariff.capacity;
const party = (p: Partial<Party>): Party => ({ passengers: 1, luggage: 0, childSeats: 0, boosterSeats: 0, ...p });

describe('vehicle capacity (sedan 3 passengers + 3 bags, van 7 + 7)', () => {
  it('takes a party up to the sedan limits in a sedan', () => {
    expect(checkCapacity('sedan', party({ passengers: 3, luggage: 3, childSeats: 1, boosterSeats: 1 }), capacity)).toBeNull();
    expect(suggestVehicle(party({ passengers: 3, luggage: 3 }), capacity)).toBe('sedan');
  });

  it('suggests the van when the sedan cannot carry the party', () => {
    expect(checkCapacity('sedan', party({ passengers: 4 }), capacity)).toEqual({ code: 'too-many-passengers-for-sedan', suggestedVehicle: 'van' });
    expect(checkCapacity('sedan', party({ passengers: 2, luggage: 4 }), capacity)).toEqual({ code: 'too-much-luggage-for-sedan', suggestedVehicle: 'van' });
    expect(checkCapacity('van', party({ passengers: 4, luggage: 4 }), capacity)).toBeNull();
    expect(suggestVehicle(party({ passengers: 4 }), capacity)).toBe('van');
    expect(suggestVehicle(party({ passengers: 7, luggage: 7 }), capacity)).toBe('van');
  });

  it('names the passengers first when several sedan limits are exceeded', () => {
    expect(checkCapacity('sedan', party({ passengers: 5, luggage: 5 }), capacity)?.code).toBe('too-many-passengers-for-sedan');
  });

  it('names the seats when only the sedan seat limit is exceeded', () => {
    const small = { ...capacity, sedan: { ...capacity.sedan, childSeats: 1 } };
    expect(checkCapacity('sedan', party({ passengers: 3, childSeats: 2 }), small)).toEqual({ code: 'too-many-seats-for-sedan', suggestedVehicle: 'van' });
  });

  it('refuses a party beyond the van in one vehicle, whichever vehicle was asked for', () => {
    const beyond = { code: 'too-many-for-one-vehicle', suggestedVehicle: null };
    expect(checkCapacity('van', party({ passengers: 8 }), capacity)).toEqual(beyond);
    expect(checkCapacity('van', party({ passengers: 2, luggage: 8 }), capacity)).toEqual(beyond);
    expect(checkCapacity('van', party({ passengers: 7, childSeats: 3, boosterSeats: 2 }), capacity)).toEqual(beyond);
    expect(checkCapacity('sedan', party({ passengers: 8 }), capacity)).toEqual(beyond);
    expect(suggestVehicle(party({ passengers: 8 }), capacity)).toBeNull();
  });

  it('needs an adult: child and booster seats together are at most passengers - 1', () => {
    const noAdult = { code: 'seats-exceed-passengers', suggestedVehicle: null };
    expect(checkCapacity('sedan', party({ passengers: 1, childSeats: 1 }), capacity)).toEqual(noAdult);
    expect(checkCapacity('van', party({ passengers: 3, childSeats: 2, boosterSeats: 1 }), capacity)).toEqual(noAdult);
    expect(checkCapacity('sedan', party({ passengers: 2, boosterSeats: 1 }), capacity)).toBeNull();
    expect(suggestVehicle(party({ passengers: 1, childSeats: 1 }), capacity)).toBeNull();
  });
});
