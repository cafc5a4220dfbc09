import { deviceTier, LCP_WARNING_MS } from '@rides/domain/device-tier';

/**
 * Marks the page with its device tier (SPEC 9): `data-tier` on <html>. The low tier turns animations
 * and transitions off (global CSS in @rides/ui/system), as does the person's reduced-motion setting.
 */
export function applyDeviceTier(): void {
  const nav = navigator as Navigator & { connection?: { effectiveType?: string } };
  const tier = deviceTier({ cores: nav.hardwareConcurrency || undefined, connection: nav.connection?.effectiveType });
  document.documentElement.dataset.tier = tier;
}

/** SPEC 9: reports a largest contentful paint above 2500 ms as a warning. Loaded after start-up. */
export async function watchLcp(): Promise<void> {
  const { onLCP } = await import('web-vitals');
  onLCP((metric) => {
    if (metric.value > LCP_WARNING_MS) {
      console.warn(`Slow largest contentful paint: ${Math.round(metric.value)} ms (budget ${LCP_WARNING_MS} ms)`, metric.entries.at(-1)?.element);
    }
  });
}
