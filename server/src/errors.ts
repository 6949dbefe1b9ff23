/** Error codes a service may raise, and the HTTP status each one answers with. */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  too_many_requests: 429,
  unavailable: 503,
  insufficient_storage: 507,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The one error type services throw; the error handler turns it into `{"detail": ...}`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly detail: string;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, detail: string, headers: Record<string, string> = {}) {
    super(detail);
    this.name = 'AppError';
    this.code = code;
    this.detail = detail;
    this.headers = headers;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (what: string): AppError => new AppError('not_found', `${what} not found`);

export const DISK_FULL_DETAIL = "The server's disk is full.";

/**
 * Whether an error, or one it wraps (Drizzle puts the driver's error in `cause`), says the disk is full:
 * a file system's ENOSPC or EDQUOT (document files, the embedded database, outbox mail, backups) or
 * PostgreSQL's disk_full (SQLSTATE 53100, "could not extend file").
 */
export function isDiskFull(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (code === 'ENOSPC' || code === 'EDQUOT' || code === '53100') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
