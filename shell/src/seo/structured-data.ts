import { company, whatsappLink } from '@rides/domain/company';
import { LANGUAGES } from '@rides/i18n/languages';
import type { ReviewSummary } from '@rides/contracts/reviews';

/** The reviews part of the summary the builder reads (count and average of approved reviews). */
export type RatingFacts = Pick<ReviewSummary, 'count' | 'average'>;

export interface StructuredDataInput {
  /** The site's origin; the service's URL is its home page. */
  origin: string;
  /** The home page's description in the page's language. */
  description: string;
  /** Approved reviews, from getReviewSummary; absent when they could not be read. */
  reviews?: RatingFacts;
}

const EVERY_DAY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * The home page's JSON-LD (schema.org TaxiService). Only facts the product holds: the company's
 * contacts from COMPANY, the area it serves, and a rating computed from approved reviews. The
 * copy's "4.9 from 800+ reviews" is the company's statement, never structured data (issue [G] 2):
 * `aggregateRating` appears only when there is at least one approved review, with its exact figures.
 */
export function taxiServiceJsonLd({ origin, description, reviews }: StructuredDataInput): Record<string, unknown> {
  const url = `${origin}/`;
  const rated = reviews && reviews.count > 0 && reviews.average !== null;
  return {
    '@context': 'https://schema.org',
    '@type': 'TaxiService',
    name: company().name,
    url,
    description,
    serviceType: 'Private airport and city transfers',
    areaServed: [
      { '@type': 'City', name: 'Paris' },
      { '@type': 'AdministrativeArea', name: 'Île-de-France' },
      { '@type': 'Country', name: 'France' },
    ],
    provider: {
      '@type': 'LocalBusiness',
      name: company().name,
      url,
      email: company().supportEmail,
      telephone: company().phoneE164,
      address: { '@type': 'PostalAddress', streetAddress: company().postalAddress.join(', ') },
      vatID: company().vatNumber,
      // Fixed fares from a city ride to a Beauvais transfer; the amounts are on /pricing, from the tariff.
      priceRange: '€€',
      sameAs: Object.values(company().social).filter(Boolean),
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer support',
        email: company().supportEmail,
        // The support line is a WhatsApp number (SPEC 1: support by e-mail, WhatsApp and the assistant).
        telephone: company().whatsappE164,
        url: whatsappLink(),
        availableLanguage: [...LANGUAGES],
        // SPEC 9: support answers within one hour, 24/7.
        hoursAvailable: { '@type': 'OpeningHoursSpecification', dayOfWeek: EVERY_DAY, opens: '00:00', closes: '23:59' },
      },
    },
    ...(rated && {
      aggregateRating: { '@type': 'AggregateRating', ratingValue: reviews.average, reviewCount: reviews.count, bestRating: 5, worstRating: 1 },
    }),
  };
}

/**
 * The text of the `<script type="application/ld+json">` element. `<` is escaped so a description
 * can never close the script element early. Not subject to the CSP's script-src: a script element
 * whose type is not JavaScript is a data block, never executed.
 */
export const jsonLdText = (data: Record<string, unknown>): string => JSON.stringify(data).replace(/</g, '\\u003c');
