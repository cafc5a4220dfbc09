import { DEMO_COMPANY } from '@rides/contracts/company';
import { company, setCompany, whatsappLink } from '@rides/domain/company';
import { jsonLdText, taxiServiceJsonLd } from '../structured-data';

const base = { origin: 'https://rides.example', description: 'Transferts privés à prix fixe.' };

describe('the home page JSON-LD', () => {
  it('describes the taxi service with the company contacts and the area served', () => {
    const data = taxiServiceJsonLd(base);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'TaxiService',
      name: company().name,
      url: 'https://rides.example/',
      description: 'Transferts privés à prix fixe.',
      areaServed: [{ name: 'Paris' }, { name: 'Île-de-France' }, { name: 'France' }],
      provider: {
        '@type': 'LocalBusiness',
        email: company().supportEmail,
        telephone: company().phoneE164,
        address: { '@type': 'PostalAddress', streetAddress: company().postalAddress.join(', ') },
        vatID: company().vatNumber,
        priceRange: expect.any(String),
        sameAs: Object.values(company().social),
        contactPoint: { url: whatsappLink(), email: company().supportEmail, telephone: company().whatsappE164 },
      },
    });
  });

  it('states the facts of the environment it runs in (issue [N] 4)', () => {
    setCompany({ ...DEMO_COMPANY, name: 'Acme Transfers', supportEmail: 'help@acme.fr', phoneE164: '+33142000000', whatsappE164: '+33612000000', demo: false });
    try {
      expect(taxiServiceJsonLd(base)).toMatchObject({
        name: 'Acme Transfers',
        provider: { email: 'help@acme.fr', telephone: '+33142000000', contactPoint: { url: 'https://wa.me/33612000000' } },
      });
    } finally {
      setCompany(DEMO_COMPANY);
    }
  });

  it('has no rating without approved reviews, nor when they could not be read (never the copy’s 4.9)', () => {
    expect(taxiServiceJsonLd({ ...base, reviews: { count: 0, average: null } })).not.toHaveProperty('aggregateRating');
    expect(taxiServiceJsonLd(base)).not.toHaveProperty('aggregateRating');
    expect(JSON.stringify(taxiServiceJsonLd(base))).not.toMatch(/rating|review/i);
  });

  it('with approved reviews, their exact count and average', () => {
    expect(taxiServiceJsonLd({ ...base, reviews: { count: 3, average: 4.7 } }).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.7,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('its text cannot end the script element early', () => {
    const text = jsonLdText(taxiServiceJsonLd({ ...base, description: 'a </script><script>alert(1)</script>' }));
    expect(text).not.toContain('<');
    expect(JSON.parse(text).description).toBe('a </script><script>alert(1)</script>');
  });
});
