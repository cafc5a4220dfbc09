/** SPEC 9 device tiers: what the device can afford. */
export type DeviceTier = 'low' | 'medium' | 'high';

export interface DeviceFacts {
  /** navigator.hardwareConcurrency; unknown counts as capable. */
  cores?: number;
  /** navigator.connection.effectiveType: 'slow-2g' | '2g' | '3g' | '4g'. */
  connection?: string;
}

/** 2 cores or fewer, or a 2g connection: low (animations off); 4 cores or fewer: medium; else high. */
export function deviceTier({ cores, connection }: DeviceFacts): DeviceTier {
  if ((cores !== undefined && cores <= 2) || connection === '2g' || connection === 'slow-2g') return 'low';
  if (cores !== undefined && cores <= 4) return 'medium';
  return 'high';
}

/** SPEC 9: a largest contentful paint above this many milliseconds is reported as a warning. */
export const LCP_WARNING_MS = 2500;
