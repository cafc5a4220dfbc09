import type { QueryClient } from '@tanstack/react-query';
import { getReviewSummary } from '@rides/contracts/reviews';
import { operationQuery } from '@rides/platform/query';
import { taxiServiceJsonLd, jsonLdText, type RatingFacts } from './structured-data';
import { applyJsonLd } from './apply-head';

/**
 * Loaded at idle time on the home page only (it brings zod with the reviews contract): reads the
 * approved reviews' summary through the page's query cache (the home page's reviews section asks
 * for the same key, so one request serves both), then writes the JSON-LD. When the summary cannot
 * be read, the data is written without a rating rather than not at all.
 */
export async function writeHomeJsonLd(client: QueryClient, origin: string, description: string): Promise<() => void> {
  const reviews: RatingFacts | undefined = await client.fetchQuery(operationQuery(getReviewSummary, {}, 'public')).catch(() => undefined);
  return applyJsonLd(jsonLdText(taxiServiceJsonLd({ origin, description, reviews })));
}
