import { useTranslation } from 'react-i18next';
import { Page } from '@rides/ui/page';
import { BroadcastForm } from '../messaging/broadcast-form';
import { SentMessages } from '../messaging/sent-messages';

/** /send-hello-drivers: a friendly hello to every approved driver by SMS, WhatsApp or e-mail, previewed and confirmed first. */
export default function HelloDriversPage() {
  const { t } = useTranslation('admin');
  return (
    <Page title={t('pages.sendHelloDrivers.title')} lead={t('pages.sendHelloDrivers.lead')}>
      <BroadcastForm channels={['sms', 'whatsapp', 'email']} defaultText={t('messaging.broadcast.helloText')} />
      <SentMessages purpose="broadcast" />
    </Page>
  );
}
