/**
 * The one mapping from errors to MCP tool results, mirroring `toHttpResponse` in src/errors.ts:
 * an EngramError becomes `isError: true` with its code and message (which names the field, e.g.
 * "content: …"); anything else is logged and reported as an internal error without details.
 */
import type { CallToolResult } from "@modelcontextprotocol/server";
import { EngramError } from "../errors";

export function toToolError(err: unknown): CallToolResult {
  const e =
    err instanceof EngramError
      ? err
      : new EngramError("internal", "Internal error. The request was not applied partially; it is safe to retry.");
  if (!(err instanceof EngramError)) console.error("unhandled MCP tool error", err);
  const field = (e.details as { field?: string } | undefined)?.field;
  return {
    isError: true,
    content: [{ type: "text", text: `${e.code}: ${e.message}` }],
    _meta: { error: { code: e.code, status: e.status, ...(field ? { field } : {}) } },
  };
}

/** Wraps a tool handler so every thrown error takes the one mapping above. */
export function guarded<A>(handler: (args: A) => Promise<CallToolResult>): (args: A) => Promise<CallToolResult> {
  return async (args) => {
    try {
      return await handler(args);
    } catch (err) {
      return toToolError(err);
    }
  };
}

/** A successful result: text for the model, structured content for the output schema. */
export function toolResult(text: string, structured: Record<string, unknown>): CallToolResult {
  return { content: [{ type: "text", text }], structuredContent: structured };
}
