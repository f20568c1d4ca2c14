import * as z from 'zod/mini';

/** Phone validation result flags (spec section 3), as `POST plans/{planCode}/order/validate` answers. */
export const PhoneValidationFlags = z.object({
  isMobilePhoneNumberValid: z.nullish(z.boolean()),
  isPhoneNumberValid: z.nullish(z.boolean()),
  isMinLengthValid: z.nullish(z.boolean()),
  isMaxLengthValid: z.nullish(z.boolean()),
  isPatternValid: z.nullish(z.boolean()),
});
export type PhoneValidationFlags = z.infer<typeof PhoneValidationFlags>;

/** The field types the live validation call accepts (spec section 7). */
export const LiveValidationType = z.enum([
  'contact.phoneNumber',
  'invoice.vatId',
  'previousTenant.companyName',
  'previousTenant.firstName',
  'previousTenant.lastName',
  'previousTenant.phoneNumber.nationalDestinationCode',
  'taeLocation.ftthModemId',
  'taeLocation.homeId',
  'portingEntry.block.inquiryTerminal',
  'taeLocation.demarcInquiry',
  'taeLocation.lineId',
  'taeLocation.nationalDestinationCode',
  'phoneNumberOnActivationDay',
  'landlord.phoneNumber',
  'customer.verificationMethod.comment',
]);
export type LiveValidationType = z.infer<typeof LiveValidationType>;

export const LiveValidationRequest = z.object({ type: LiveValidationType, value: z.string() });
export type LiveValidationRequest = z.infer<typeof LiveValidationRequest>;
