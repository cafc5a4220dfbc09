import { ContentPage, topicNamespaces } from '../content/content-page';

export const namespaces = topicNamespaces('about');

/** /about (SPEC 2): who we are, how drivers are chosen, the company's own claims, contacts. */
export default function AboutPage() {
  return <ContentPage topic="about" links={{ 'our-drivers': ['drivers'], contact: ['contact'] }} end={['book', 'pricing']} />;
}
