/** @jest-environment node */
// Which adapter sends, what each needs, and that production fails closed.
import { config, type Config } from '../../config';
import type { Mailer } from '../../mail/mailer';
import { maskNumber, MessagingNotConfiguredError } from '../provider';
import { createAdapter, messagingSelector, missingFor } from '../select-provider';

jest.mock('firebase-functions', () => ({ logger: { info: jest.fn(), warn: jest.fn(), error: jest.fn() } }));

const mailer: Mailer = { name: 'fake', local: true, send: jest.fn(async () => undefined) };
const cfg = (over: Partial<Config> = {}): Config => ({ ...config(), ...over });
const twilio = { twilioAccountSid: 'AC1', twilioAuthToken: 'secret-token', twilioSmsFrom: '+33700000001', twilioWhatsappFrom: '+14155238886' };
const clicksend = { clicksendUsername: 'ops', clicksendApiKey: 'secret-key', clicksendFrom: null };

describe('messaging configuration', () => {
  it('defaults to the local adapter outside production', () => {
    expect(config().environment).toBe('local');
    expect(config().smsProvider).toBe('local');
    expect(config().whatsappProvider).toBe('local');
    expect(messagingSelector(config(), mailer)('sms')).toMatchObject({ name: 'local', local: true });
  });

  it('names what each adapter is missing, never a value', () => {
    expect(missingFor('twilio', 'sms', cfg())).toEqual(['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_SMS_FROM']);
    expect(missingFor('twilio', 'whatsapp', cfg({ ...twilio, twilioWhatsappFrom: null }))).toEqual(['TWILIO_WHATSAPP_FROM']);
    expect(missingFor('clicksend', 'sms', cfg())).toEqual(['CLICKSEND_USERNAME', 'CLICKSEND_API_KEY']);
    expect(missingFor('clicksend', 'sms', cfg(clicksend))).toEqual([]);
    expect(missingFor('clicksend', 'whatsapp', cfg(clicksend))).toEqual(['WHATSAPP_PROVIDER']);
    expect(missingFor('carrier-pigeon', 'sms', cfg())).toEqual(['SMS_PROVIDER']);
  });

  it('refuses the local adapter in production and an adapter whose secrets are missing (fails closed)', () => {
    const production = cfg({ environment: 'production', smsProvider: 'local' });
    expect(() => createAdapter('local', 'sms', production, mailer)).toThrow(MessagingNotConfiguredError);
    expect(() => createAdapter('twilio', 'sms', cfg({ environment: 'production' }), mailer)).toThrow('needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_SMS_FROM');
    expect(() => createAdapter('twilio', 'sms', cfg({ environment: 'production', ...twilio }), mailer)).not.toThrow();
  });

  it('lets a test message force an SMS adapter, and builds each adapter once', () => {
    const select = messagingSelector(cfg({ ...twilio, ...clicksend, smsProvider: 'twilio', whatsappProvider: 'twilio' }), mailer);
    expect(select('sms').name).toBe('twilio');
    expect(select('sms', 'clicksend').name).toBe('clicksend');
    expect(select('sms', 'local').name).toBe('local');
    expect(select('whatsapp', 'clicksend').name).toBe('twilio'); // forcing is for SMS only
    expect(select('sms')).toBe(select('sms'));
  });

  it('masks a sender number', () => {
    expect(maskNumber('+33612345678')).toBe('+33 6•• •• •• 78');
    expect(maskNumber('whatsapp:+14155238886')).toBe('+14 1•• •• •• 86');
    expect(maskNumber('RidesParis')).toBe('Ri••is');
    expect(maskNumber(null)).toBeNull();
  });
});
