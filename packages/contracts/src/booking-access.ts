import { z } from 'zod';

/** A manage or live link's key: the booking's reference and its token. In a module of its own: the live ride's contract needs it without the booking's (and its phone rule's libphonenumber). */
export const bookingAccessSchema = z.object({ reference: z.string().regex(/^PT-[0-9A-Z]{6}$/), token: z.string().min(20).max(100) }).strict();
