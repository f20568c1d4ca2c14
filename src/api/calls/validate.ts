import type { PhoneValidationFlags } from '../../domain/schemas/phoneValidation.ts';
import type { CallOptions, Http } from '../http.ts';
import { ValidateResponse, type ValidateRequest } from '../schemas/validate.ts';

/**
 * `POST plans/{planCode}/order/validate`. Spec section 7: a failed live validation is silently ignored, so every
 * failure (after reporting a 5xx or network error) answers `null`: the field keeps its local validity.
 */
export async function validateOrderField(http: Http, planCode: string, body: ValidateRequest, { signal }: CallOptions = {}): Promise<PhoneValidationFlags | null> {
  try {
    return await http.json('validateOrderField', ValidateResponse, `plans/${encodeURIComponent(planCode)}/order/validate`, {
      method: 'post',
      json: body,
      ...(signal ? { signal } : {}),
    });
  } catch {
    return null;
  }
}
