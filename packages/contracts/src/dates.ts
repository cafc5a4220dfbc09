import { z } from 'zod';

/**
 * Calendar days and months the back office is asked about (Paris time). This century only: a year like
 * 9999 or 0001 is refused before any handler turns it into an instant (beyond what Paris time zone data
 * covers) or walks day by day towards it.
 */

/** A Paris calendar day `YYYY-MM-DD` of this century, a real date (2026-02-30 is refused). */
export const parisDateSchema = z.iso.date().regex(/^20\d{2}-/);
/** A Paris calendar month `YYYY-MM` of this century. */
export const monthSchema = z.string().regex(/^20\d{2}-(0[1-9]|1[0-2])$/);

/** Days from `from` to `to` (0 for the same day, negative when reversed). */
export const daysBetween = (from: string, to: string): number => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
