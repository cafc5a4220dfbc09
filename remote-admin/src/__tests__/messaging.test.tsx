import type { ReactElement } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SentMessage } from '@rides/contracts/messaging';
import { i18n, renderAt } from '@rides/test-utils/render';
import en from '../locales/en.json';
import BulkWhatsappPage from '../pages/bulk-whatsapp-page';
import ClicksendSmsPage from '../pages/clicksend-sms-page';
import HelloDriversPage from '../pages/hello-drivers-page';
import TestNotificationsPage from '../pages/test-notifications-page';
import TwilioConfigPage from '../pages/twilio-config-page';
import { callsOf, handlers, refusal, reset } from './fake-backend';

i18n.addResourceBundle('en', 'admin', en);

const local = { provider: 'local', local: true, configured: true, sender: null, missing: [] };
const status = {
  email: { provider: 'smtp', local: false, configured: true, sender: 'no-reply@paris-transfers.example', missing: [] },
  sms: { provider: 'twilio', local: false, configured: false, sender: '+33 6•• •• •• 78', missing: ['TWILIO_AUTH_TOKEN'] },
  whatsapp: local,
  smsAdapters: [
    { provider: 'twilio', configured: false, missing: ['TWILIO_AUTH_TOKEN'] },
    { provider: 'clicksend', configured: false, missing: ['CLICKSEND_USERNAME', 'CLICKSEND_API_KEY'] },
    { provider: 'local', configured: true, missing: [] },
  ],
  statusCallbackUrl: 'https://europe-west9-demo.cloudfunctions.net/twilioStatus',
};
const sent = (over: Partial<SentMessage> = {}): SentMessage => ({
  id: 'm1',
  channel: 'sms',
  to: '+33612345678',
  purpose: 'test',
  status: 'sent',
  deliveryStatus: 'delivered',
  provider: 'twilio',
  createdAt: '2026-07-01T10:00:00.000Z',
  sentAt: '2026-07-01T10:00:02.000Z',
  lastError: null,
  ...over,
});

const render = (path: string, element: ReactElement) => renderAt(path, [{ path, element }]);

beforeEach(() => {
  reset();
  handlers.getMessagingStatus = async () => status;
  handlers.listSentMessages = async () => ({ messages: [] });
});

describe('broadcast to the drivers (/test-bulk-whatsapp)', () => {
  const preview = { recipients: 12, sample: [{ name: 'Bruno Martin', to: '+33 6•• •• •• 11' }], rendered: 'Road works at CDG T2 tonight.\n— Paris Private Transfers' };

  it('previews, asks for an explicit confirmation naming the count, then sends with the confirmed count', async () => {
    const user = userEvent.setup();
    handlers.previewDriverBroadcast = async () => preview;
    handlers.sendDriverBroadcast = async () => ({ queued: 12 });
    render('/test-bulk-whatsapp', <BulkWhatsappPage />);
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Road works at CDG T2 tonight.');
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const shown = within(await screen.findByTestId('broadcast-preview'));
    expect(callsOf('previewDriverBroadcast')).toEqual([{ channel: 'whatsapp', text: 'Road works at CDG T2 tonight.' }]);
    expect(shown.getByText('12 approved drivers will receive it by WhatsApp.')).toBeInTheDocument();
    expect(shown.getByText('Bruno Martin · +33 6•• •• •• 11')).toBeInTheDocument();
    expect(shown.getByTestId('broadcast-rendered')).toHaveTextContent('Road works at CDG T2 tonight. — Paris Private Transfers');

    await user.click(shown.getByRole('button', { name: 'Send to 12 drivers…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Send this message to 12 drivers?' }));
    expect(dialog.getByText('It goes out by WhatsApp to 12 drivers now and cannot be taken back.')).toBeInTheDocument();
    expect(callsOf('sendDriverBroadcast')).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsOf('sendDriverBroadcast')).toEqual([]);

    await user.click(shown.getByRole('button', { name: 'Send to 12 drivers…' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send to 12 drivers' }));
    await waitFor(() => expect(callsOf('sendDriverBroadcast')).toEqual([{ channel: 'whatsapp', text: 'Road works at CDG T2 tonight.', confirm: true, expectedRecipients: 12 }]));
    expect(await screen.findByText('12 messages queued.', { selector: 'div' })).toBeInTheDocument();
  });

  it('when the drivers changed after the preview, says so and asks for a new preview', async () => {
    const user = userEvent.setup();
    handlers.previewDriverBroadcast = async () => preview;
    handlers.sendDriverBroadcast = async () => {
      throw refusal('failed-precondition', 'recipients-changed', { recipients: 13 });
    };
    render('/test-bulk-whatsapp', <BulkWhatsappPage />);
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(await screen.findByRole('button', { name: 'Send to 12 drivers…' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send to 12 drivers' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.messaging.refusals['recipients-changed']);
    expect(screen.queryByTestId('broadcast-preview')).not.toBeInTheDocument();
  });

  it('says the hourly limit when the server refuses for it', async () => {
    const user = userEvent.setup();
    handlers.previewDriverBroadcast = async () => preview;
    handlers.sendDriverBroadcast = async () => {
      throw refusal('resource-exhausted', 'rate-limited', { retryAfterMs: 25 * 60_000 });
    };
    render('/test-bulk-whatsapp', <BulkWhatsappPage />);
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(await screen.findByRole('button', { name: 'Send to 12 drivers…' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send to 12 drivers' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('At most 3 broadcasts per hour. Try again in 25 minutes.');
  });

  it('changing the text drops the preview, so what is confirmed is what was previewed', async () => {
    const user = userEvent.setup();
    handlers.previewDriverBroadcast = async () => preview;
    render('/test-bulk-whatsapp', <BulkWhatsappPage />);
    const text = screen.getByRole('textbox', { name: /Message/ });
    await user.type(text, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByTestId('broadcast-preview');
    await user.type(text, ' again');
    expect(screen.queryByTestId('broadcast-preview')).not.toBeInTheDocument();
  });
});

it('/send-hello-drivers starts from a friendly hello and lets the channel be chosen', async () => {
  const user = userEvent.setup();
  handlers.previewDriverBroadcast = async () => ({ recipients: 1, sample: [], rendered: en.messaging.broadcast.helloText });
  render('/send-hello-drivers', <HelloDriversPage />);
  expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue(en.messaging.broadcast.helloText);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Channel' }), 'email');
  await user.click(screen.getByRole('button', { name: 'Preview' }));
  expect(await screen.findByText('1 approved driver will receive it by E-mail.')).toBeInTheDocument();
  expect(callsOf('previewDriverBroadcast')).toEqual([{ channel: 'email', text: en.messaging.broadcast.helloText }]);
});

describe('test messages', () => {
  it('checks the recipient before sending, sends on the chosen channel and says what became of it', async () => {
    const user = userEvent.setup();
    handlers.sendTestMessage = async () => sent();
    handlers.listSentMessages = async () => ({ messages: [sent({ id: 'm0', channel: 'email', to: 'ops@example.com', provider: 'smtp', deliveryStatus: null })] });
    render('/test-notifications', <TestNotificationsPage />);
    expect(within(await screen.findByTestId('sent-message')).getByText('ops@example.com')).toBeInTheDocument();
    expect(callsOf('listSentMessages')).toEqual([{ purpose: 'test', limit: 20 }]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Channel' }), 'sms');
    await user.type(screen.getByRole('textbox', { name: /Recipient/ }), '12');
    await user.click(screen.getByRole('button', { name: 'Send test' }));
    expect(screen.getByText(en.messaging.form.badPhone)).toBeInTheDocument();
    expect(callsOf('sendTestMessage')).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: /Recipient/ }));
    await user.type(screen.getByRole('textbox', { name: /Recipient/ }), '+33 6 12 34 56 78');
    await user.click(screen.getByRole('button', { name: 'Send test' }));
    await waitFor(() => expect(callsOf('sendTestMessage')).toEqual([{ channel: 'sms', to: '+33 6 12 34 56 78', text: en.messaging.form.defaultText }]));
    expect(await screen.findByText('Sent to +33612345678 through twilio.')).toBeInTheDocument();
    await waitFor(() => expect(callsOf('listSentMessages')).toHaveLength(2));
  });

  it('says the hourly limit of test messages', async () => {
    const user = userEvent.setup();
    handlers.sendTestMessage = async () => {
      throw refusal('resource-exhausted', 'rate-limited');
    };
    render('/test-notifications', <TestNotificationsPage />);
    await user.type(screen.getByRole('textbox', { name: /Recipient/ }), 'ops@example.com');
    await user.click(screen.getByRole('button', { name: 'Send test' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('At most 20 test messages per hour. Try again later.');
  });

  it('/test-clicksend-sms shows ClickSend’s missing settings and forces the ClickSend provider', async () => {
    const user = userEvent.setup();
    handlers.sendTestMessage = async () => sent({ provider: 'clicksend', status: 'pending' });
    render('/test-clicksend-sms', <ClicksendSmsPage />);
    const clicksend = within(await screen.findByTestId('adapter-clicksend'));
    expect(clicksend.getByText('Not configured')).toBeInTheDocument();
    expect(clicksend.getByText('CLICKSEND_API_KEY')).toBeInTheDocument();
    expect(screen.queryByTestId('adapter-twilio')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Recipient/ }), '+33612345678');
    await user.click(screen.getByRole('button', { name: 'Send test through ClickSend' }));
    await waitFor(() => expect(callsOf('sendTestMessage')).toEqual([{ channel: 'sms', to: '+33612345678', text: en.messaging.form.defaultText, provider: 'clicksend' }]));
    expect(await screen.findByText('Queued for +33612345678 (clicksend).')).toBeInTheDocument();
  });
});

it('/test-twilio-config shows each channel’s provider, local or configured, missing names, masked sender and the callback address', async () => {
  render('/test-twilio-config', <TwilioConfigPage />);
  const sms = within(await screen.findByTestId('status-sms'));
  expect(sms.getByText('twilio')).toBeInTheDocument();
  expect(sms.getByText('Not configured')).toBeInTheDocument();
  expect(sms.getByText('TWILIO_AUTH_TOKEN')).toBeInTheDocument();
  expect(sms.getByText('+33 6•• •• •• 78')).toBeInTheDocument();
  expect(within(screen.getByTestId('status-whatsapp')).getByText('Local — nothing is delivered')).toBeInTheDocument();
  expect(within(screen.getByTestId('status-email')).getByText('Configured')).toBeInTheDocument();
  expect(within(screen.getByTestId('adapter-local')).getByText('Local — nothing is delivered')).toBeInTheDocument();
  expect(screen.getByText(status.statusCallbackUrl)).toBeInTheDocument();
});
