import { estimatedDistance } from '@rides/domain/distance';
import { db } from '../../db/db';
import { kickOutbox } from '../../mail/outbox-dispatch';
import { startChangePayment } from '../../payments/payments.service';
import { refundBooking } from '../../payments/refunds.service';
import { paymentProvider } from '../../payments/select-provider';
import { currentTariff } from '../../pricing/tariff.service';
import type { SelfServiceDeps } from './deps';

/** The self-service services as the callables, the webhook and the jobs run them: refunds and checkouts through the configured provider. */
export const selfServiceDeps = (): SelfServiceDeps => ({
  db: db(),
  now: () => new Date(),
  tariff: currentTariff,
  distance: estimatedDistance,
  refund: (trx, r) => refundBooking(trx, paymentProvider(), r),
  startChangePayment: (trx, p) => startChangePayment(trx, paymentProvider(), p),
  afterCommit: () => void kickOutbox(),
});
