/**
 * A thin client for the Engram Worker's REST API (/v1). It returns status and
 * body instead of throwing on HTTP errors, because the sync loop decides per
 * status whether to retry, give up, or stop.
 */
export interface ServiceConfig {
  url: string;
  apiKey: string;
}

export interface ApiResponse<T = unknown> {
  status: number;
  body: T | undefined;
  retryAfter: string | null;
  /** The service answered from its Idempotency-Key record: this request was already stored. */
  replayed: boolean;
}

export interface ApiErrorBody {
  error?: { code?: string; message?: string; details?: unknown };
}

export class EngramClient {
  constructor(private readonly config: ServiceConfig, private readonly timeoutMs = 15_000) {}

  async request<T = unknown>(method: "GET" | "POST", route: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse<T>> {
    const url = new URL(route, this.config.url.endsWith("/") ? this.config.url : this.config.url + "/");
    const response = await fetch(url, {
      method,
      headers: {
        authorization: `Bearer ${this.config.apiKey}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = { error: { code: "non_json", message: text.slice(0, 200) } };
    }
    return { status: response.status, body: parsed as T, retryAfter: response.headers.get("retry-after"), replayed: response.headers.get("idempotent-replayed") === "true" };
  }

  /** Sends one queued write; the idempotency key makes a resend after a crash harmless. */
  send(route: string, body: unknown, idempotencyKey: string): Promise<ApiResponse> {
    return this.request("POST", route, body, { "idempotency-key": idempotencyKey });
  }
}

export function errorMessage(response: ApiResponse): string {
  const body = response.body as ApiErrorBody | undefined;
  return body?.error?.message ? `${response.status} ${body.error.code ?? ""} ${body.error.message}`.replace(/\s+/g, " ") : `HTTP ${response.status}`;
}
