import { useTranslation } from 'react-i18next';
import { Page } from '@rides/ui/page';
import { MessagingStatus } from '../messaging/messaging-status';
import { SentMessages } from '../messaging/sent-messages';
import { TestMessageForm } from '../messaging/test-message-form';

/** /test-clicksend-sms: ClickSend's configuration, and a test SMS sent through ClickSend whatever the default provider. */
export default function ClicksendSmsPage() {
  const { t } = useTranslation('admin');
  return (
    <Page title={t('pages.testClicksendSms.title')} lead={t('pages.testClicksendSms.lead')}>
      <MessagingStatus channels={[]} adapters={['clicksend']} />
      <TestMessageForm channels={['sms']} provider="clicksend" />
      <SentMessages purpose="test" />
    </Page>
  );
}
