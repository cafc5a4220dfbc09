import type { DriverRide } from '@rides/contracts/rides';
import type { DriverProfile } from '@rides/contracts/driver-profile';
import { fakeBackend } from '@rides/test-utils/fake-backend';
import { i18n } from '@rides/test-utils/render';
import en from '../locales/en.json';

i18n.addResourceBundle('en', 'driver', en);
export { en };

/** The network edge only: records calls and answers as the callables would (`answer` per test). */
export const backend: { answer: (name: string, input: unknown) => Promise<unknown>; pushTokens: string[] } = { answer: async () => ({}), pushTokens: [] };
export const { calls } = fakeBackend(
  {
    // The local twin's token, as the Firebase backend makes it in the local environment.
    pushToken: async () => {
      const token = `local-0b9f3c55-6d7e-4d1a-9f0e-${String(backend.pushTokens.length).padStart(12, '0')}`;
      backend.pushTokens.push(token);
      return { provider: 'local', token };
    },
    dropPushToken: async () => {},
  },
  (name, input) => backend.answer(name, input),
);
export const callsTo = (name: string) => calls.filter((c) => c.name === name);

export const paris8 = { id: 'paris-08', kind: 'district', name: 'Paris 8th arrondissement', detail: '75008', lat: 48.87272, lon: 2.31255, inParis: true } as const;
export const cdg2e = { id: 'cdg-t2e', kind: 'airport', airport: 'CDG', name: 'CDG Terminal 2E', detail: '95700 Roissy-en-France', lat: 49.0035, lon: 2.576, inParis: false } as const;

export const ride = (over: Partial<DriverRide> = {}): DriverRide => ({
  id: '101',
  reference: 'PT-AAA101',
  status: 'assigned',
  pickupAt: '2099-07-01T08:30:00.000Z', // 10:30 in Paris
  dropoffAt: '2099-07-01T09:30:00.000Z',
  from: cdg2e,
  to: paris8,
  flightNumber: 'AF1234',
  party: { vehicle: 'van', passengers: 3, luggage: 2, childSeats: 1, boosterSeats: 0, extras: [{ code: 'pet', quantity: 1 }] },
  signText: 'Grace Hopper',
  traveller: { name: 'Grace Hopper', phone: '+33612345678' },
  notes: 'Arriving with a cat in a carrier.',
  collectCents: null,
  cashCollectedCents: null,
  allowedActions: [],
  startFrom: '2099-07-01T07:00:00.000Z',
  handBackUntil: '2099-06-30T20:30:00.000Z',
  noShowFrom: '2099-07-01T09:30:00.000Z',
  reconfirmBy: null,
  ...over,
});

export const stats = { today: 2, month: 14, completedThisMonth: 9, toCollectCents: 16000 };
export const ridesAnswer = (rides: DriverRide[], over: Partial<typeof stats> = {}) => ({ rides, stats: { ...stats, ...over }, now: new Date().toISOString() });

export const profile = (over: Partial<DriverProfile> = {}): DriverProfile => ({
  name: 'Dan Driver',
  phone: '+33612345678',
  languages: ['en', 'fr'],
  vehicleType: 'sedan',
  vehicleMake: 'Mercedes-Benz',
  vehicleModel: 'E-Class',
  vehicleColour: 'Black',
  plate: 'AB-123-CD',
  photoUrl: null,
  active: true,
  unavailable: [],
  ...over,
});
