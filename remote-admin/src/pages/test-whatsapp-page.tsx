import { useTranslation } from 'react-i18next';
import { Page } from '@rides/ui/page';
import { MessagingStatus } from '../messaging/messaging-status';
import { SentMessages } from '../messaging/sent-messages';
import { TestMessageForm } from '../messaging/test-message-form';

/** /test-whatsapp: a test WhatsApp message to one number, and the latest test sends. */
export default function TestWhatsappPage() {
  const { t } = useTranslation('admin');
  return (
    <Page title={t('pages.testWhatsapp.title')} lead={t('pages.testWhatsapp.lead')}>
      <MessagingStatus channels={['whatsapp']} />
      <TestMessageForm channels={['whatsapp']} />
      <SentMessages purpose="test" />
    </Page>
  );
}
