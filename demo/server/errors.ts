// Error bodies are always `{ error, code, field? }` (see the contract's conventions).
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: string,
    message: string,
    public readonly field?: string,
    public readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Not found') => new HttpError(404, 'not_found', what);
export const unauthorized = () => new HttpError(401, 'unauthorized', 'Sign in required');
export const badRequest = (message: string, field?: string) => new HttpError(400, 'validation', message, field);
export const lookupMismatch = () =>
  new HttpError(
    404,
    'lookup_mismatch',
    'The confirmation code or last name does not match our records. Please verify your information and try again.',
  );
