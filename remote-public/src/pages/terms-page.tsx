import { ContentPage, topicNamespaces } from '../content/content-page';

export const namespaces = topicNamespaces('terms');

/** /terms: the service terms the checkout asks to accept; its numbers come from the rules in @rides/domain. */
export default function TermsPage() {
  return <ContentPage topic="terms" toc links={{ contact: ['contact'] }} end={['privacy']} />;
}
