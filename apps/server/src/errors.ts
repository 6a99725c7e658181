import type { ErrorCode } from "@vinestra/contracts";
import type { ContentfulStatusCode } from "hono/utils/http-status";

const statusByCode: Record<ErrorCode, ContentfulStatusCode> = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  search_limit_reached: 402,
  upgrade_required: 402,
  internal: 500,
  unavailable: 503,
};

/** The one error type services throw; `app.onError` renders it as `{ error: { code, message } }`. */
export class AppError extends Error {
  readonly status: ContentfulStatusCode;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = statusByCode[code];
  }
}
