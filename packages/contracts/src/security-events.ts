import { z } from 'zod';
import { SECURITY_EVENT_TYPES } from './security-event-types';

export { ANONYMOUS_EVENT_TYPES, SECURITY_EVENT_TYPES, type SecurityEventType } from './security-event-types';

export const securityEventTypeSchema = z.enum(SECURITY_EVENT_TYPES);

/** Details are small flat key/value facts; the whole object is capped so the table cannot be flooded. */
const MAX_DETAILS_KEYS = 20;
const MAX_DETAILS_JSON = 2000;
const detailValue = z.union([z.string().max(500), z.number().finite(), z.boolean(), z.null()]);

export const logSecurityEventInput = z
  .object({
    eventType: securityEventTypeSchema,
    identifier: z.string().trim().min(1).max(320),
    details: z
      .record(z.string().max(64), detailValue)
      .default({})
      .refine((d) => Object.keys(d).length <= MAX_DETAILS_KEYS, { message: 'errors.tooManyDetails' })
      .refine((d) => JSON.stringify(d).length <= MAX_DETAILS_JSON, { message: 'errors.detailsTooLarge' }),
    userAgent: z.string().max(512),
    pageUrl: z.url({ protocol: /^https?$/ }).max(2048),
  })
  .strict();
export type LogSecurityEventInput = z.input<typeof logSecurityEventInput>;

export const logSecurityEventOutput = z.object({ id: z.string() });
export type LogSecurityEventOutput = z.infer<typeof logSecurityEventOutput>;

export const logSecurityEvent = {
  name: 'logSecurityEvent',
  input: logSecurityEventInput,
  output: logSecurityEventOutput,
} as const;
