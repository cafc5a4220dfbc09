import { z } from 'zod';
import { contactSchema } from './bookings';
import { languageSchema } from './languages';
import { botProofSchema, type SignInRefusal } from './sign-in';

/**
 * The contact form (issue [G] 4, `/contact`): a message to support, and an acknowledgement to the
 * sender in the page's language. Public, so it is guarded like sign-up: SPEC 5's bot rule and limits
 * per client address and per sender e-mail (every accepted message e-mails the address typed in).
 */

/**
 * Decided numbers (the spec is silent): a person writing twice or three times within an hour (a
 * correction, a forgotten detail) is never stopped; a script gets five messages an hour from one
 * address, and one inbox gets at most three acknowledgements an hour, whoever asks for them.
 */
export const CONTACT_LIMITS = {
  perAddress: { attempts: 5, windowMs: 3_600_000 },
  perSender: { attempts: 3, windowMs: 3_600_000 },
} as const;

/** Longest message accepted: a long story fits; a pasted document does not belong in a form. */
export const CONTACT_MESSAGE_MAX = 4000;

/**
 * An optional booking reference as people type it: "PT-7K3M9Q", "pt 7k3m9q" or just "7K3M9Q" all read
 * as PT-7K3M9Q (six characters after `PT-`, as bookingAccessSchema checks); blank reads as ''.
 */
export const typedReferenceSchema = z
  .string()
  .trim()
  .toUpperCase()
  .max(20)
  .transform((v) => {
    const compact = v.replace(/[\s-]+/g, '');
    if (!compact) return '';
    return `PT-${compact.length === 8 && compact.startsWith('PT') ? compact.slice(2) : compact}`;
  })
  .pipe(z.union([z.literal(''), z.string().regex(/^PT-[0-9A-Z]{6}$/)]));

export const contactMessageInput = z
  .object({
    // The same rules as a booking's contact (name of 2 to 120 characters; an e-mail, trimmed and lower-cased).
    name: contactSchema.shape.name,
    email: contactSchema.shape.email,
    /** Optional: empty when the message is about no booking. */
    bookingReference: typedReferenceSchema.default(''),
    message: z.string().trim().min(1).max(CONTACT_MESSAGE_MAX),
    /** The page's language: the acknowledgement is written in it. */
    language: languageSchema,
    proof: botProofSchema,
  })
  .strict();
export type ContactMessageInput = z.input<typeof contactMessageInput>;

export const sendContactMessage = {
  name: 'sendContactMessage',
  input: contactMessageInput,
  output: z.object({ sent: z.literal(true) }),
} as const;

/** Why a message was refused (details.reason), as on sign-in: `rate-limited` carries details.retryAfterMs. */
export type ContactRefusal = Extract<SignInRefusal, 'bot' | 'rate-limited'>;
