import { createHash } from 'node:crypto';

/** Stable JSON: keys sorted at every level, so equal requests hash equally whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries.sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** What an idempotency key was first used for: a replay must ask for the same booking. */
export const requestHash = (request: unknown): string => createHash('sha256').update(canonical(request)).digest('hex');
