/**
 * The HTTP edge: reads a JSON body or query string and checks it with zod. Failures become one
 * EngramError naming the first failing field (all fields in `details.issues`); a body that is too
 * large is refused with 413 before it is parsed.
 */
import type { Context } from "hono";
import { z } from "zod";
import { EngramError } from "../errors";
import { LIMITS } from "../memory/types";

export function fieldPath(path: PropertyKey[]): string {
  return path.map(String).join(".") || "(body)";
}

export type Where = "body" | "query" | "path";

export function zodToError(error: z.ZodError, where: Where = "body"): EngramError {
  const issues = error.issues.map((i) => ({ field: fieldPath(i.path), message: i.message }));
  const first = issues[0];
  // Oversize content and oversize batches are "too large" (413), other limits are plain 400s.
  const tooLarge = error.issues.find(
    (i) =>
      (i.code === "too_big" && (i.path.at(-1) === "content" || fieldPath(i.path) === "memories")) ||
      (i.code === "custom" && (i as { params?: { tooLarge?: boolean } }).params?.tooLarge),
  );
  if (tooLarge) {
    const field = fieldPath(tooLarge.path);
    return new EngramError("payload_too_large", `${field}: ${tooLarge.message}`, { field, issues });
  }
  return new EngramError("validation_failed", `${first.field}: ${first.message}`, { field: first.field, in: where, issues });
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown, where: Where = "body"): z.output<S> {
  const r = schema.safeParse(value);
  if (!r.success) throw zodToError(r.error, where);
  return r.data;
}

export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
    throw new EngramError("unsupported_media_type", "Content-Type must be application/json");
  }
  const declared = Number(c.req.header("content-length") ?? "0");
  if (declared > LIMITS.bodyBytes) throw new EngramError("payload_too_large", `body exceeds ${LIMITS.bodyBytes} bytes`);
  const text = await c.req.text();
  if (text.length > LIMITS.bodyBytes) throw new EngramError("payload_too_large", `body exceeds ${LIMITS.bodyBytes} bytes`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw new EngramError("invalid_json", `body is not valid JSON: ${(err as Error).message}`);
  }
  return parseWith(schema, value, "body");
}

export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseWith(schema, c.req.query(), "query");
}

/** A path parameter (already percent-decoded by Hono), checked under its own name: `id: Too big…`. */
export function readParam<S extends z.ZodType>(c: Context, name: string, schema: S): z.output<S> {
  return parseWith(z.object({ [name]: schema }), { [name]: c.req.param(name) }, "path")[name] as z.output<S>;
}
