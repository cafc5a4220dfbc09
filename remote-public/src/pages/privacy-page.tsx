import { ContentPage, topicNamespaces } from '../content/content-page';

export const namespaces = topicNamespaces('privacy');

/** /privacy: what is kept, why, how long (@rides/domain/retention), who sees it, the person's rights. */
export default function PrivacyPage() {
  return <ContentPage topic="privacy" toc links={{ contact: ['contact'] }} end={['terms']} />;
}
