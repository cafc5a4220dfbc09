import { ContentPage } from '../content/content-page';

/** /privacy: what is kept, why, how long (@rides/domain/retention), who sees it, the person's rights. */
export default function PrivacyPage() {
  return <ContentPage topic="privacy" toc links={{ contact: ['contact'] }} end={['terms']} />;
}
