import { sendContactMessage as op } from '@rides/contracts/contact';
import { callable } from '../http/callable';
import { config } from '../config';
import { db } from '../db/db';
import { requestFacts } from '../http/request-facts';
import { kickOutbox } from '../mail/outbox-dispatch';
import { sendContactMessage } from './contact.service';

/** Public: the contact form (`/contact`), signed out or in. */
export const sendContactMessageCallable = callable(op, 'public', (input, { rawRequest }) =>
  sendContactMessage(
    { db: db(), supportInbox: config().supportInbox, shellOrigin: config().shellOrigin, afterCommit: () => void kickOutbox() },
    input,
    requestFacts(rawRequest),
  ),
);
