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

/** Spec section 8: `ERR_BAD_REQUEST` is any 4xx answer. */
export const isBadRequest = (error: unknown): boolean => {
  const failure = toFailure(error);
  return failure.code === 'ERR_BAD_REQUEST' || (failure.status !== undefined && failure.status >= 400 && failure.status < 500);
};
