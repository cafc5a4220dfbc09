import { z } from 'zod';
import { adapterName, parseEnv, trimmed, type ConfigContext, type Secrets } from './schema';

const FLIGHTS_PROVIDERS = ['aeroapi', 'local'] as const;
export type FlightsProviderName = (typeof FLIGHTS_PROVIDERS)[number];

/** Who says where a flight is (flights/select-provider.ts, issue [K]), and its keys. */
export interface FlightsConfig {
  /**
   * Who says where a flight is (flights/select-provider.ts, issue [K]): `aeroapi` (FlightAware AeroAPI,
   * the default outside `local`) or `local`, the LOCAL flight board admins drive by hand, the default
   * in `local` and refused anywhere else (FLIGHTS_PROVIDER).
   */
  flightsProvider: FlightsProviderName;
  /** FlightAware AeroAPI key (x-apikey). A secret: required outside local, and locally when FLIGHTS_PROVIDER=aeroapi. */
  aeroapiKey: string | null;
  /**
   * The shared secret FlightAware's alerts carry in the URL of the flightAlerts function (`?key=`):
   * AeroAPI does not sign its alerts. A secret: required like AEROAPI_KEY.
   */
  flightAlertsKey: string | null;
}

/** Locally FLIGHTS_PROVIDER is the local flight board, so nothing calls AeroAPI: the stand-ins say they are not keys. */
export const FLIGHTS_SECRETS = {
  AEROAPI_KEY: { subsystem: 'flights', local: 'local-not-an-aeroapi-key' },
  FLIGHT_ALERTS_KEY: { subsystem: 'flights', local: 'local-not-a-flight-alerts-key' },
} as const satisfies Secrets;

const SCHEMA = z.object({ FLIGHTS_PROVIDER: adapterName(), AEROAPI_KEY: trimmed(), FLIGHT_ALERTS_KEY: trimmed() });

/**
 * FLIGHTS_PROVIDER: `local` by default in `local`, else `aeroapi`. The LOCAL flight board is refused
 * outside `local` (flights would only move when someone types), an unknown name everywhere, and AeroAPI
 * in `local` without its key and the alerts' key (outside local the secrets check of config.ts requires them).
 */
export function readFlights({ env, environment, local }: ConfigContext): FlightsConfig {
  const v = parseEnv(SCHEMA, env);
  const name = v.FLIGHTS_PROVIDER ?? (local ? 'local' : 'aeroapi');
  if (!(FLIGHTS_PROVIDERS as readonly string[]).includes(name)) {
    throw new Error(`config: unknown FLIGHTS_PROVIDER "${name}" (aeroapi or local).`);
  }
  if (name === 'local' && !local) {
    throw new Error(
      `config: FLIGHTS_PROVIDER=local (the LOCAL flight board, driven by hand) is refused outside the local environment ("${environment}"); use FLIGHTS_PROVIDER=aeroapi.`,
    );
  }
  if (name === 'aeroapi' && local) {
    const missing = (['AEROAPI_KEY', 'FLIGHT_ALERTS_KEY'] as const).filter((k) => v[k] === undefined);
    if (missing.length > 0) throw new Error(`config: FLIGHTS_PROVIDER=aeroapi needs ${missing.join(' and ')}.`);
  }
  return { flightsProvider: name as FlightsProviderName, aeroapiKey: v.AEROAPI_KEY ?? null, flightAlertsKey: v.FLIGHT_ALERTS_KEY ?? null };
}
