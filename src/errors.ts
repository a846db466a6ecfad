/**
 * The one error type of the domain. Code anywhere throws `EngramError`; it is turned into an HTTP
 * response once (`toHttpResponse`, used by the app's onError) and into an MCP tool error once.
 * `message` is safe to show to a client; anything internal stays in logs.
 */
export type ErrorCode =
  | "invalid_json"
  | "validation_failed"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "idempotency_key_reused"
  | "too_many_api_keys"
  | "last_active_api_key"
  | "embedding_mismatch"
  | "payload_too_large"
  | "unsupported_media_type"
  | "rate_limited"
  | "unavailable"
  | "internal";

const STATUS: Record<ErrorCode, number> = {
  invalid_json: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  idempotency_key_reused: 409,
  too_many_api_keys: 409,
  last_active_api_key: 409,
  embedding_mismatch: 422,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
};

export interface ErrorBody {
  code: ErrorCode;
  message: string;
  details?: unknown;
}

export class EngramError extends Error {
  readonly code: ErrorCode;
  readonly details?: unknown;

  constructor(code: ErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = "EngramError";
    this.code = code;
    this.details = details;
  }

  get status(): number {
    return STATUS[this.code];
  }

  toBody(): ErrorBody {
    return this.details === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, details: this.details };
  }

  /** Rebuilds an error that crossed a Durable Object RPC boundary as a plain body. */
  static fromBody(body: ErrorBody): EngramError {
    return new EngramError(body.code, body.message, body.details);
  }
}

export const notFound = (what: string) => new EngramError("not_found", `${what} not found`);

/** Result type for RPC boundaries, where thrown errors lose their class and fields. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: ErrorBody };

export async function captureResult<T>(work: () => Promise<T>): Promise<Result<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (err) {
    if (err instanceof EngramError) return { ok: false, error: err.toBody() };
    throw err;
  }
}

export function unwrapResult<T>(result: Result<T>): T {
  if (!result.ok) throw EngramError.fromBody(result.error);
  return result.value;
}

export function toHttpResponse(err: unknown): Response {
  const e =
    err instanceof EngramError
      ? err
      : new EngramError("internal", "Internal error. The request was not applied partially; it is safe to retry.");
  if (!(err instanceof EngramError)) console.error("unhandled error", err);
  const headers: Record<string, string> = { "content-type": "application/json; charset=utf-8" };
  if (e.code === "unauthorized") headers["www-authenticate"] = 'Bearer realm="engram"';
  const retryAfter = (e.details as { retry_after_seconds?: number } | undefined)?.retry_after_seconds;
  if (e.code === "rate_limited" && retryAfter) headers["retry-after"] = String(retryAfter);
  // A dependency that is down (embedder, vector index, LLM, storage) is retryable: say when.
  if (e.code === "unavailable") headers["retry-after"] = String(retryAfter ?? 5);
  return new Response(JSON.stringify({ error: e.toBody() }), { status: e.status, headers });
}
