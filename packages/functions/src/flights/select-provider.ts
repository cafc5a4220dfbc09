import { config, type Config } from '../config';
import type { Db } from '../db/db';
import { aeroapiProvider } from './aeroapi-adapter';
import { localFlightProvider } from './local-adapter';
import type { FlightStatusProvider } from './provider';

export class FlightsNotConfiguredError extends Error {
  constructor(reason: string) {
    super(`flights: ${reason}`);
    this.name = 'FlightsNotConfiguredError';
  }
}

/**
 * The flight status provider FLIGHTS_PROVIDER names: FlightAware AeroAPI (AEROAPI_KEY needed), or the
 * LOCAL flight board, only in the local environment (config() refuses it elsewhere already; checked
 * again here, fail closed).
 */
export function flightProvider(db: Db, cfg: Config = config(), fetchImpl?: typeof fetch): FlightStatusProvider {
  if (cfg.flightsProvider === 'aeroapi') {
    if (!cfg.aeroapiKey) throw new FlightsNotConfiguredError('AeroAPI needs AEROAPI_KEY.');
    return aeroapiProvider({ apiKey: cfg.aeroapiKey, ...(fetchImpl && { fetch: fetchImpl }) });
  }
  if (cfg.environment !== 'local') {
    throw new FlightsNotConfiguredError('the LOCAL flight board is driven by hand and is refused outside the local environment; use FLIGHTS_PROVIDER=aeroapi.');
  }
  return localFlightProvider(db);
}
