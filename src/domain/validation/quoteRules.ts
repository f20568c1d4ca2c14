import * as z from 'zod/mini';
import { maxLength, messageKey, minLength, required } from './messages.ts';
import { companyNameSchema, emailSchema, NAME_MAX_LENGTH, PHONE_MAX_LENGTH, PHONE_MIN_LENGTH } from './personalRules.ts';

/**
 * The quote form (spec section 5): companyName required, valid, 1 to 60; first and last name required
 * (at most 30, like all names); e-mail required and valid; phoneNumberQuote required, 6 to 30 (its phone
 * and mobile validity come from the live server check); personal data use accepted.
 */
export const quoteFormSchema = z.object({
  companyName: companyNameSchema,
  firstName: z.string().check(required(), maxLength(NAME_MAX_LENGTH)),
  lastName: z.string().check(required(), maxLength(NAME_MAX_LENGTH)),
  email: emailSchema,
  phoneNumberQuote: z.string().check(required(), z.overwrite((v) => v.trim()), minLength(PHONE_MIN_LENGTH), maxLength(PHONE_MAX_LENGTH)),
  personalDataUseConsent: z.boolean().check(z.refine((v) => v, { error: messageKey('acceptPersonalDataUse') })),
});
