import type { VersionedTariff } from '@rides/contracts/pricing';
import { db } from '../db/db';
import { activeTariff } from './tariff.repo';
import { cachedFor } from './ttl-cache';

/**
 * How long an instance keeps the active tariff in memory (README: Prices, caching). getTariff and
 * quotePrice then read Postgres at most once a minute per instance; a newly activated tariff is
 * served everywhere within this time.
 */
export const TARIFF_CACHE_MS = 60_000;

/** The active tariff, from this instance's memory when read less than TARIFF_CACHE_MS ago. */
export const currentTariff: () => Promise<VersionedTariff> = cachedFor(TARIFF_CACHE_MS, () => activeTariff(db()));
