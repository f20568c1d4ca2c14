/**
 * What a machine reads of a failed actor: the `ApiError` shape of src/api, structurally, so that machines never
 * import the api layer (DESIGN.md, "Layers").
 */
export interface Failure {
  call?: string;
  status?: number;
  code?: string;
  message: string;
}

export function toFailure(error: unknown): Failure {
  if (error && typeof error === 'object') {
    const { call, status, code, message } = error as Partial<Failure>;
    return {
      ...(typeof call === 'string' ? { call } : {}),
      ...(typeof status === 'number' ? { status } : {}),
      ...(typeof code === 'string' ? { code } : {}),
      message: typeof message === 'string' ? message : String(error),
    };
  }
  return { message: String(error) };
}

export const statusOf = (error: unknown): number | undefined => toFailure(error).status;

/**
 * The answers that refuse what was sent (400, 409, 422): spec section 8's "ERR_BAD_REQUEST" reset applies to these
 * only. A 401, 403, 408 or 429 says nothing about the content (DESIGN.md, "Sessions, refusals and time limits").
 */
const contentRefusals: ReadonlySet<number> = new Set([400, 409, 422]);

export const isContentRefused = (error: unknown): boolean => {
  const { status } = toFailure(error);
  return status !== undefined && contentRefusals.has(status);
};

/** No answer at all: offline, or the server out of reach. */
export const isNetworkFailure = (error: unknown): boolean => toFailure(error).code === 'ERR_NETWORK';

/**
 * Whether a failed `POST orders` leaves it open that the server placed the order (issue 48): no answer (offline, a
 * time-out, a dropped connection), a 5xx, a 408, or a success answer that could not be read. Any other answer
 * refused the request, and the server has no order under its key.
 */
export const leavesOrderOpen = (error: unknown): boolean => {
  const { status, code } = toFailure(error);
  return status === undefined || status >= 500 || status === 408 || code === 'ERR_PARSE';
};
