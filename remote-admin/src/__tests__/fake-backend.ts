import { installBackend } from '@rides/platform/api';
import { BackendError, type Backend } from '@rides/platform/backend';
import type { BoardRide } from '@rides/contracts/rides';
import { allowedActions } from '@rides/domain/ride-lifecycle';

/** The network edge only: records every call and answers with the handler of its operation name. */
export const calls: Array<{ name: string; input: unknown }> = [];
export const handlers: Record<string, (input: unknown) => Promise<unknown>> = {};
installBackend(
  async () =>
    ({
      call: async (name: string, input: unknown) => {
        calls.push({ name, input });
        const handler = handlers[name];
        if (!handler) throw new BackendError('internal', `no handler for ${name}`);
        return handler(input);
      },
    }) as unknown as Backend,
);

export const callsOf = (name: string) => calls.filter((c) => c.name === name).map((c) => c.input);

export const reset = () => {
  calls.length = 0;
  for (const k of Object.keys(handlers)) delete handlers[k];
};

/** A refusal as the callable sends it: a code and `details.reason`. */
export const refusal = (code: string, reason: string, extra: object = {}) => new BackendError(code, `errors.${code}`, { reason, ...extra });

export const paris8 = { id: 'paris-08', kind: 'district', name: 'Paris 8th arrondissement', detail: '75008', lat: 48.87272, lon: 2.31255, inParis: true } as const;
export const cdg2e = { id: 'cdg-t2e', kind: 'airport', airport: 'CDG', name: 'CDG Terminal 2E', detail: '95700 Roissy-en-France', lat: 49.0035, lon: 2.576, inParis: false } as const;

/**
 * A ride on the board. Unless a test says otherwise, `allowedActions` are what the lifecycle table lets
 * an admin do with a confirmed booking in the ride's status (as the server fills them).
 */
export const boardRide = (over: Partial<BoardRide> = {}): BoardRide => {
  const ride: Omit<BoardRide, 'allowedActions'> = {
    id: '101',
    reference: 'PT-AAA101',
    status: 'unassigned',
    pickupAt: '2026-07-01T18:00:00.000Z',
    dropoffAt: '2026-07-01T19:00:00.000Z',
    from: paris8,
    to: cdg2e,
    party: { vehicle: 'sedan', passengers: 2, luggage: 1, childSeats: 0, boosterSeats: 0, extras: [] },
    flightNumber: null,
    travellerName: 'Grace Hopper',
    payment: 'card',
    totalCents: 7500,
    requestedDriver: null,
    driver: null,
    ...over,
  };
  const facts = { status: ride.status, pickupAt: new Date(ride.pickupAt), fromKind: ride.from.kind, hasFlight: ride.flightNumber !== null, bookingConfirmed: true };
  return { ...ride, allowedActions: over.allowedActions ?? allowedActions(facts, 'admin', new Date(ride.pickupAt)) };
};
