import { ContentPage, topicNamespaces } from '../content/content-page';

export const namespaces = topicNamespaces('services');

/** /services (SPEC 1 and 2): each service with a way to book it or see its price; tours are coming soon. */
export default function ServicesPage() {
  return (
    <ContentPage
      topic="services"
      links={{
        airports: ['book', 'pricing'],
        stations: ['book'],
        ports: ['book'],
        city: ['book', 'pricing'],
        france: ['book', 'pricing'],
        'child-seats': ['pricing'],
        tours: ['contact'],
      }}
      end={['book', 'pricing']}
    />
  );
}
