import { useTranslation } from 'react-i18next';
import { Page } from '@rides/ui/page';
import { BroadcastForm } from '../messaging/broadcast-form';
import { MessagingStatus } from '../messaging/messaging-status';
import { SentMessages } from '../messaging/sent-messages';

/** /test-bulk-whatsapp: one WhatsApp message to every approved driver, previewed and confirmed first. */
export default function BulkWhatsappPage() {
  const { t } = useTranslation('admin');
  return (
    <Page title={t('pages.testBulkWhatsapp.title')} lead={t('pages.testBulkWhatsapp.lead')}>
      <MessagingStatus channels={['whatsapp']} />
      <BroadcastForm channels={['whatsapp']} defaultText="" />
      <SentMessages purpose="broadcast" />
    </Page>
  );
}
