import { useTranslation } from 'react-i18next';
import { SMS_PROVIDERS } from '@rides/contracts/messaging';
import { Page } from '@rides/ui/page';
import { MessagingStatus } from '../messaging/messaging-status';

/**
 * /test-twilio-config: the provider of each channel, local or configured (or which settings are
 * missing), the masked senders, every SMS adapter and where Twilio's delivery reports arrive.
 */
export default function TwilioConfigPage() {
  const { t } = useTranslation('admin');
  return (
    <Page title={t('pages.testTwilioConfig.title')} lead={t('pages.testTwilioConfig.lead')}>
      <MessagingStatus channels={['email', 'sms', 'whatsapp']} adapters={SMS_PROVIDERS} callback />
    </Page>
  );
}
