import { z } from 'zod';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * A phone number someone can be reached on, stored in E.164 (+33612345678). Numbers written without
 * a country code are read as French ones (the service is in France); any other country needs its +code.
 */
export const phoneSchema = z
  .string()
  .trim()
  .max(40)
  .transform((value, ctx) => {
    const phone = parsePhoneNumberFromString(value, 'FR');
    if (!phone?.isValid()) {
      ctx.addIssue({ code: 'custom', message: 'invalid-phone' });
      return z.NEVER;
    }
    return phone.number;
  });
