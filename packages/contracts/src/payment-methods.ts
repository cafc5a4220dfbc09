import { z } from 'zod';

/** How a booking is paid: by card online, or to the driver. In a module of its own: the ride contracts need it without the booking's (and its phone rule's libphonenumber). */
export const PAYMENT_METHODS = ['card', 'driver'] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
