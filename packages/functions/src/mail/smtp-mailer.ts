import nodemailer, { type Transporter } from 'nodemailer';
import * as logs from './logs';
import { config } from '../config';
import type { MailMessage, Mailer } from './mailer';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/** True when the SMTP server is on this machine: the local stack's capture, which delivers nothing. */
export function isLocalSmtp(url: string): boolean {
  try {
    return LOCAL_HOSTS.has(new URL(url).hostname);
  } catch {
    return false;
  }
}

export interface SmtpMailerOptions {
  /** smtp://host:port, smtps://user:pass@host:465, … (nodemailer connection URL). */
  url: string;
  /** "Name <address>" of every message. */
  from: string;
  /** Replaces the SMTP transport (tests: nodemailer's streamTransport or jsonTransport). */
  transporter?: Transporter;
}

/**
 * The SMTP adapter. The Message-ID header is the outbox message's own (derived from its dedupe key),
 * never one nodemailer makes up, so a re-send after a crash is the same message to mail clients.
 */
export function createSmtpMailer(options: SmtpMailerOptions): Mailer {
  const local = isLocalSmtp(options.url);
  const transporter =
    options.transporter ??
    nodemailer.createTransport({
      url: options.url,
      // Bounded, so a hung server cannot outlive the outbox lease (outbox.service.ts).
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  let announced = false;
  return {
    name: local ? 'smtp (local capture)' : 'smtp',
    local,
    async send(m: MailMessage): Promise<void> {
      if (local && !announced) {
        announced = true;
        logs.smtpCaptureSelected(options.url);
      }
      await transporter.sendMail({
        from: options.from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        messageId: m.messageId,
        ...(m.replyTo ? { replyTo: m.replyTo } : {}),
      });
    },
  };
}

let shared: Mailer | null = null;
/** The function instance's mailer, from SMTP_URL and MAIL_FROM. */
export const smtpMailer = (): Mailer => (shared ??= createSmtpMailer({ url: config().smtpUrl, from: config().mailFrom }));
