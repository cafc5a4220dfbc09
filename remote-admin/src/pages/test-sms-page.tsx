import { useTranslation } from 'react-i18next';
import { Page } from '@rides/ui/page';
import { MessagingStatus } from '../messaging/messaging-status';
import { SentMessages } from '../messaging/sent-messages';
import { TestMessageForm } from '../messaging/test-message-form';

/** /test-sms: a test text message through the SMS provider in use, and the latest test sends. */
export default function TestSmsPage() {
  const { t } = useTranslation('admin');
  return (
    <Page title={t('pages.testSms.title')} lead={t('pages.testSms.lead')}>
      <MessagingStatus channels={['sms']} />
      <TestMessageForm channels={['sms']} />
      <SentMessages purpose="test" />
    </Page>
  );
}
