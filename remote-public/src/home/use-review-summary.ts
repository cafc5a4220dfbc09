import { useEffect, useState, type RefObject } from 'react';
import { useQuery } from '@tanstack/react-query';
import { callPublic } from '@rides/platform/public-api';
import type { ReviewSummary } from '@rides/contracts/reviews';

/**
 * The cache key of the summary: `operationKey(getReviewSummary, {})` written out, so the home page's
 * first chunk does not import the schemas (zod); they load with the call (a unit test holds the two
 * equal). The same key for every visitor: one read per page per SPEC 9's five minutes.
 */
export const REVIEW_SUMMARY_KEY = ['getReviewSummary', {}];

/** True once `ref` is within `marginPx` of the viewport (at once where IntersectionObserver is missing). */
export function useNearViewport(ref: RefObject<HTMLElement | null>, marginPx = 600): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !ref.current) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, { rootMargin: `${marginPx}px 0px` });
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near, ref, marginPx]);
  return near;
}

/**
 * The approved reviews' count, average and latest six (getReviewSummary, public). Fetched when the
 * section comes near the screen: the section is below the fold, and a visitor who books straight
 * from the hero never downloads it.
 */
export function useReviewSummary(enabled: boolean) {
  return useQuery<ReviewSummary>({
    queryKey: REVIEW_SUMMARY_KEY,
    queryFn: async ({ signal }) => {
      const { getReviewSummary } = await import('@rides/contracts/reviews');
      return callPublic(getReviewSummary, {}, signal);
    },
    enabled,
  });
}
