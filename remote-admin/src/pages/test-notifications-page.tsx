import { useTranslation } from 'react-i18next';
import { Page } from '@rides/ui/page';
import { MessagingStatus } from '../messaging/messaging-status';
import { SentMessages } from '../messaging/sent-messages';
import { TestMessageForm } from '../messaging/test-message-form';

/** /test-notifications: a test e-mail, SMS or WhatsApp message to one recipient, and the latest test sends. */
export default function TestNotificationsPage() {
  const { t } = useTranslation('admin');
  return (
    <Page title={t('pages.testNotifications.title')} lead={t('pages.testNotifications.lead')}>
      <MessagingStatus channels={['email', 'sms', 'whatsapp']} />
      <TestMessageForm channels={['email', 'sms', 'whatsapp']} />
      <SentMessages purpose="test" />
    </Page>
  );
}
