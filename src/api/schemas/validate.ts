import * as z from 'zod/mini';
import { LiveValidationRequest, PhoneValidationFlags } from '../../domain/schemas/phoneValidation.ts';

/** `POST plans/{planCode}/order/validate`: body {type, value}; the answer is stored as the validation flags. */
export const ValidateRequest = LiveValidationRequest;
export type ValidateRequest = z.infer<typeof ValidateRequest>;

export const ValidateResponse = PhoneValidationFlags;
export type ValidateResponse = z.infer<typeof ValidateResponse>;
