/** The error body of every API failure (DESIGN section 4). */
export interface ApiErrorBody {
  error?: { code?: string; message?: string; fields?: Record<string, string> };
}

/** A failed API call: HTTP status plus the server's code, message and field messages. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;

  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/** Builds an ApiError from a status and whatever body came back (JSON error envelope or not). */
export function toApiError(status: number, body: unknown): ApiError {
  const envelope = (body ?? {}) as ApiErrorBody;
  const error = envelope.error;
  const code = typeof error?.code === 'string' ? error.code : `HTTP_${status}`;
  const message = typeof error?.message === 'string' && error.message ? error.message : `Request failed (${status})`;
  const fields = error?.fields && typeof error.fields === 'object' ? error.fields : {};
  return new ApiError(status, code, message, fields);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
