import type { AvailabilityResult } from '../../domain/schemas/address.ts';
import { ApiError } from '../errors.ts';
import type { CallOptions, Http } from '../http.ts';
import {
  ApcCheckResponse,
  AutoAddressResponse,
  ProviderAvailabilityResponse,
  type AddressSuggestion,
  type ApcCheckRequest,
  type AutoAddressRequest,
  type ProviderAvailabilityRequest,
} from '../schemas/availability.ts';

/** The default provider of `POST provider-availabilities/{provider}` (spec section 7). */
export const DEFAULT_PROVIDER = 'TAL';

const sig = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

/** `POST provider-availabilities/{provider}` (default TAL); a 4xx is "no availability". */
export async function checkProviderAvailability(
  http: Http,
  provider: string,
  body: ProviderAvailabilityRequest,
  { signal }: CallOptions = {},
): Promise<AvailabilityResult> {
  try {
    return await http.json('checkProviderAvailability', ProviderAvailabilityResponse, `provider-availabilities/${encodeURIComponent(provider || DEFAULT_PROVIDER)}`, {
      method: 'post',
      json: body,
      ...sig(signal),
    });
  } catch (error) {
    return noAvailabilityOn4xx(error);
  }
}

/** `POST apc/check` (international and VoIP); a 4xx is "no availability". Available: code 200 or 201. */
export async function checkApc(http: Http, body: ApcCheckRequest, { signal }: CallOptions = {}): Promise<ApcCheckResponse> {
  try {
    return await http.json('checkApc', ApcCheckResponse, 'apc/check', {
      method: 'post',
      json: body,
      ...sig(signal),
    });
  } catch (error) {
    return { ...noAvailabilityOn4xx(error), numbers: null };
  }
}

/** `POST auto-address`: the suggestions that match down to the house number. */
export async function searchAddresses(http: Http, body: AutoAddressRequest, { signal }: CallOptions = {}): Promise<AddressSuggestion[]> {
  const answer = await http.json('searchAddresses', AutoAddressResponse, 'auto-address', { method: 'post', json: body, ...sig(signal) });
  return answer.autocomplete.suggestions.suggestions.filter((suggestion) => suggestion.matchLevel === 'houseNumber');
}

/** Spec section 7: "an availability check with a 4xx status counts as no availability". */
function noAvailabilityOn4xx(error: unknown): AvailabilityResult {
  if (error instanceof ApiError && error.code === 'ERR_BAD_REQUEST') {
    const data = (error.data ?? {}) as { errorMessages?: unknown };
    return {
      canOrder: false,
      availablePlans: [],
      results: [],
      code: error.status ?? null,
      errorMessages: Array.isArray(data.errorMessages) ? (data.errorMessages as AvailabilityResult['errorMessages']) : null,
    };
  }
  throw error;
}
