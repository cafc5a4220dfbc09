/** One e-mail, ready to send. `messageId` is the Message-ID header, angle brackets included. */
export interface MailMessage {
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where an answer goes when it is not the sender (the contact form's messages to support: the person who wrote). */
  replyTo?: string;
}

/**
 * Where e-mail leaves the system (ARCHITECTURE: third parties behind an interface). The real adapter
 * is SMTP via nodemailer (smtp-mailer.ts); pointed at the local stack's SMTP capture it says so:
 * `local` is true and the logs say nothing is delivered.
 */
export interface Mailer {
  readonly name: string;
  readonly local: boolean;
  /** Resolves once the server accepted the message; rejects otherwise (the outbox retries). */
  send(m: MailMessage): Promise<void>;
}

/**
 * The Message-ID of an outbox message, derived from its dedupe key: a re-send after a crash is the
 * same message to mail clients, which show it once. `<booking-123-confirmation-booker@rides.local>`.
 */
export function messageIdFor(dedupeKey: string, domain = 'rides.local'): string {
  const local = dedupeKey.replace(/[^A-Za-z0-9.-]+/g, '-').replace(/^[-.]+|[-.]+$/g, '');
  return `<${local}@${domain}>`;
}
