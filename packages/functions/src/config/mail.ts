import { z } from 'zod';
import { parseEnv, secretOr, text, type ConfigContext, type DeployValues, type Secrets } from './schema';

/** E-mail and the outbox that sends it (mail/). */
export interface MailConfig {
  /** Outgoing mail server (mail/smtp-mailer.ts): the local stack's SMTP capture, a provider's SMTP in production. */
  smtpUrl: string;
  /** Sender of every e-mail, "Name <address>". */
  mailFrom: string;
  /** Shared secret of the dispatchOutbox HTTP function (header x-outbox-key). A secret: required outside local. */
  outboxDispatchKey: string;
}

/** The local stack's mailbox (scripts/stack). */
const LOCAL_SMTP_URL = 'smtp://127.0.0.1:2525';

/** The local stack's outbox dispatcher key (scripts/stack/stack.ts sends it); refused outside `local`. */
export const LOCAL_OUTBOX_DISPATCH_KEY = 'local-only-outbox-dispatch-key';

export const MAIL_SECRETS = {
  // It carries credentials (user:password@), so it is a secret, not a line of the deploy's .env.
  SMTP_URL: { subsystem: 'mail', local: LOCAL_SMTP_URL },
  OUTBOX_DISPATCH_KEY: { subsystem: 'mail', local: LOCAL_OUTBOX_DISPATCH_KEY },
} as const satisfies Secrets;

/** Given to every environment other than `local` in its deploy .env (a string param). */
export const MAIL_DEPLOY_VALUES = { MAIL_FROM: 'mail' } as const satisfies DeployValues;

const SCHEMA = z.object({ SMTP_URL: text(), MAIL_FROM: text(), OUTBOX_DISPATCH_KEY: text() });

export function readMail(ctx: ConfigContext): MailConfig {
  const v = parseEnv(SCHEMA, ctx.env);
  return {
    smtpUrl: v.SMTP_URL ?? LOCAL_SMTP_URL,
    mailFrom: v.MAIL_FROM ?? 'Paris Private Transfers <bookings@localhost>',
    outboxDispatchKey: secretOr(v.OUTBOX_DISPATCH_KEY, LOCAL_OUTBOX_DISPATCH_KEY, ctx),
  };
}
