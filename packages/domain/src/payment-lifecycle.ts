/**
 * The lifecycle of one checkout's payment (issue [O] 2): a payments row starts open when the checkout
 * is opened, and the provider's events move it (packages/functions/src/payments/payment-status.repo.ts).
 * A paid payment is never downgraded; money reported after a session expired or failed still counts.
 */
import type { StatusTransition } from './status-machine';

export const PAYMENT_ROW_STATUSES = ['open', 'paid', 'expired', 'failed'] as const;
export type PaymentRowStatus = (typeof PAYMENT_ROW_STATUSES)[number];
export type PaymentAction = 'pay' | 'expire' | 'fail';

export const PAYMENT_TRANSITIONS: readonly StatusTransition<PaymentAction, PaymentRowStatus>[] = [
  { action: 'pay', from: ['open', 'expired', 'failed'], to: 'paid', by: ['provider'] },
  { action: 'expire', from: ['open'], to: 'expired', by: ['provider'] },
  { action: 'fail', from: ['open'], to: 'failed', by: ['provider'] },
];
