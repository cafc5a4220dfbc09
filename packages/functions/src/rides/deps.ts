import { db } from '../db/db';
import { kickOutbox } from '../mail/outbox-dispatch';
import { enqueueRideMessages } from '../messaging/ride-messages';
import type { RideDeps } from './ride.service';

/** The ride service as the callables run it: the instance's pool, the clock, messages through the outbox. */
export const rideDeps = (): RideDeps => ({
  db: db(),
  now: () => new Date(),
  onMessageEvent: enqueueRideMessages,
  afterCommit: () => void kickOutbox(),
});
