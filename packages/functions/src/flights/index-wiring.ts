// What the functions' index.ts wires from the flights module (index.ts only re-exports triggers):
//   export { flightAlerts } from './flights/index-wiring';
// The follow job (follow.ts) is run by the jobs; the flight board's callables are in flight-board.callable.ts.
import { db } from '../db/db';
import { kickOutbox } from '../mail/outbox-dispatch';
import { makeFlightAlerts } from './flight-alerts.http';
import { recheckFlight } from './follow';
import { flightProvider } from './select-provider';

/**
 * FlightAware AeroAPI posts its alerts here (the account's alert endpoint:
 * `<functions base URL>/flightAlerts?key=<FLIGHT_ALERTS_KEY>`): the alerted flight is re-checked with
 * the provider (never the alert's word), and what that queued (moved pickups, alerts) is delivered.
 */
export const flightAlerts = makeFlightAlerts({
  onFlightChanged: async (flightNumber, arrivalDate) => {
    await recheckFlight(db(), flightProvider(db()), flightNumber, arrivalDate, new Date());
    await kickOutbox(); // never throws
  },
});
