/** @jest-environment node */
// The LOCAL flight board end to end in SQL (PGlite): what an admin sets is what the local flight
// status provider answers; the board lists the followed flights of the coming days with their row.
import { readConfig } from '../../config';
import { usePglite } from '../../test-kit/pglite';
import { insertBooking } from '../../test-kit/messaging-fixtures';
import { followedFlights, upsertLocalFlight } from '../flight-board.repo';
import { localFlightProvider } from '../local-adapter';
import { flightProvider, FlightsNotConfiguredError } from '../select-provider';

jest.setTimeout(60_000);

const t = usePglite();

const at = (iso: string) => new Date(iso);
const NOW = at('2026-03-14T08:00:00Z');

describe('the local flight status provider', () => {
  it('knows nothing of a flight that is not on the board', async () => {
    await expect(localFlightProvider(t.db).lookup({ flightNumber: 'ZZ999', arrivalDate: '2026-03-14' })).resolves.toBeNull();
  });

  it('answers what the board says, by number (normalised) and Paris date', async () => {
    await upsertLocalFlight(
      t.db,
      { flightNumber: 'AF1234', arrivalDate: '2026-03-14', state: 'scheduled', scheduledArrival: at('2026-03-14T09:35:00Z'), estimatedArrival: null, actualArrival: null, divertedTo: null },
      NOW,
    );
    const provider = localFlightProvider(t.db);
    expect(provider.name).toBe('local');
    await expect(provider.lookup({ flightNumber: 'af 1234', arrivalDate: '2026-03-14' })).resolves.toEqual({
      flightNumber: 'AF1234',
      state: 'scheduled',
      scheduledArrival: at('2026-03-14T09:35:00Z'),
      estimatedArrival: null,
      actualArrival: null,
      divertedTo: null,
    });
    await expect(provider.lookup({ flightNumber: 'AF1234', arrivalDate: '2026-03-15' })).resolves.toBeNull();
  });

  it('a change replaces the row: delayed, then diverted, then landed', async () => {
    const provider = localFlightProvider(t.db);
    const base = { flightNumber: 'AF1234', arrivalDate: '2026-03-14', scheduledArrival: at('2026-03-14T09:35:00Z'), actualArrival: null };
    const delayed = await upsertLocalFlight(t.db, { ...base, state: 'delayed', estimatedArrival: at('2026-03-14T10:40:00Z'), divertedTo: 'LYS' }, NOW);
    expect(delayed).toMatchObject({ flight_number: 'AF1234', arrival_date: '2026-03-14', state: 'delayed', diverted_to: null, updated_at: NOW });
    await expect(provider.lookup(base)).resolves.toMatchObject({ state: 'delayed', estimatedArrival: at('2026-03-14T10:40:00Z'), divertedTo: null });

    await upsertLocalFlight(t.db, { ...base, state: 'diverted', estimatedArrival: null, actualArrival: at('2026-03-14T10:05:00Z'), divertedTo: 'LYS' }, NOW);
    await expect(provider.lookup(base)).resolves.toMatchObject({ state: 'diverted', divertedTo: 'LYS', actualArrival: at('2026-03-14T10:05:00Z') });

    await upsertLocalFlight(t.db, { ...base, state: 'landed', estimatedArrival: null, actualArrival: at('2026-03-14T09:50:00Z'), divertedTo: null }, NOW);
    await expect(provider.lookup(base)).resolves.toEqual({
      flightNumber: 'AF1234',
      state: 'landed',
      scheduledArrival: at('2026-03-14T09:35:00Z'),
      estimatedArrival: null,
      actualArrival: at('2026-03-14T09:50:00Z'),
      divertedTo: null,
    });
    const rows = await t.db.selectFrom('local_flights').select('flight_number').where('flight_number', '=', 'AF1234').execute();
    expect(rows).toHaveLength(1); // one row per flight and date, replaced
  });
});

describe('the flight board listing', () => {
  it('lists the followed flights of pickups in the window, soonest first, with the board row when there is one', async () => {
    const watch = async (pickupAt: string, flightNumber: string, arrivalDate: string) => {
      const b = await insertBooking(t.db, { pickup_at: pickupAt, flight_number: flightNumber });
      await t.db
        .insertInto('flight_watches')
        .values({ booking_id: b.id, flight_number: flightNumber, arrival_date: arrivalDate, booked_pickup_at: pickupAt, notified_pickup_at: pickupAt })
        .execute();
      return b;
    };
    const later = await watch('2026-03-16T10:00:00Z', 'BA304', '2026-03-16');
    const soon = await watch('2026-03-14T10:05:00Z', 'AF1234', '2026-03-14');
    await watch('2026-03-12T10:00:00Z', 'AF1234', '2026-03-12'); // before the window
    await watch('2026-03-18T10:00:00Z', 'AF1234', '2026-03-18'); // after it

    const rows = await followedFlights(t.db, at('2026-03-13T08:00:00Z'), at('2026-03-17T08:00:00Z'));
    expect(rows.map((r) => r.reference)).toEqual([soon.reference, later.reference]);
    expect(rows[0]).toMatchObject({
      booking_id: soon.id,
      status: 'confirmed',
      ride_status: 'unassigned',
      pickup_at: at('2026-03-14T10:05:00Z'),
      flight_number: 'AF1234',
      arrival_date: '2026-03-14',
      state: 'unknown',
      scheduled_arrival: null,
      checked_at: null,
      local: { flight_number: 'AF1234', arrival_date: '2026-03-14', state: 'landed', actual_arrival: at('2026-03-14T09:50:00Z') },
    });
    expect(rows[1]).toMatchObject({ flight_number: 'BA304', arrival_date: '2026-03-16', local: null });
  });
});

describe('choosing the provider', () => {
  it('the local board in local; AeroAPI with its key; the board refused outside local', async () => {
    expect(flightProvider(t.db, readConfig({ RIDES_ENV: 'local' })).name).toBe('local');
    const local = readConfig({ RIDES_ENV: 'local', FLIGHTS_PROVIDER: 'aeroapi', AEROAPI_KEY: 'k', FLIGHT_ALERTS_KEY: 'f' });
    expect(flightProvider(t.db, local).name).toBe('aeroapi');
    expect(() => flightProvider(t.db, { ...local, aeroapiKey: null })).toThrow(FlightsNotConfiguredError);
    const production = { ...readConfig({ RIDES_ENV: 'local' }), environment: 'production' };
    expect(() => flightProvider(t.db, production)).toThrow(/refused outside the local environment/);
  });
});
