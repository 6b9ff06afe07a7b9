/** Domain errors thrown by services; the error handler maps each to its HTTP status (DESIGN.md 4). */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message: string, fields?: Record<string, string>, code = 'VALIDATION') {
    super(400, code, message, fields);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Sign in to continue.', code = 'UNAUTHENTICATED') {
    super(401, code, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You do not have permission to do this.') {
    super(403, 'FORBIDDEN', message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found.') {
    super(404, 'NOT_FOUND', message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, fields?: Record<string, string>) {
    super(409, 'CONFLICT', message, fields);
  }
}

/** A business rule refuses the change (for example a closed record). */
export class RuleError extends AppError {
  constructor(message: string, code = 'RULE') {
    super(422, code, message);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(message: string) {
    super(429, 'RATE_LIMITED', message);
  }
}

/** An outside service failed or could not be reached; the message says what the user can do. */
export class ProviderError extends AppError {
  constructor(message: string, code = 'PROVIDER_ERROR') {
    super(502, code, message);
  }
}
