/**
 * The HTTP edge: reads a JSON body or query string and checks it with zod. Failures become one
 * EngramError naming the first failing field (all fields in `details.issues`); a body that is too
 * large is refused with 413 before it is parsed.
 */
import type { Context } from "hono";
import { z } from "zod";
import { EngramError } from "../errors";
import { LIMITS } from "../memory/types";
import { tooDeepAt } from "../util/json-depth";

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
  // After the schema, so a field with its own limit is named by it (`metadata`, not `metadata.a.a.a`).
  if (where === "body") requireShallow(value);
  return r.data;
}

/**
 * The request body as text, at most LIMITS.bodyBytes. Bytes that are not UTF-8 are refused rather
 * than decoded to U+FFFD: the replacement would be stored as if the client had sent it.
 */
export async function readBodyText(req: Request): Promise<string> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > LIMITS.bodyBytes) throw new EngramError("payload_too_large", `body exceeds ${LIMITS.bodyBytes} bytes`);
  const bytes = await req.arrayBuffer();
  if (bytes.byteLength > LIMITS.bodyBytes) throw new EngramError("payload_too_large", `body exceeds ${LIMITS.bodyBytes} bytes`);
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new EngramError("invalid_json", "body is not valid UTF-8");
  }
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The path of the first string (value or key) holding a lone surrogate ("\ud800"), if any.
 * Iterative: a body may nest 100,000 levels deep, which a recursive walk would overflow on.
 */
function loneSurrogateAt(root: unknown): PropertyKey[] | null {
  type Node = { value: unknown; key?: PropertyKey; parent?: Node };
  const pathOf = (n: Node | undefined, last?: PropertyKey): PropertyKey[] => {
    const path: PropertyKey[] = last === undefined ? [] : [last];
    for (; n?.parent; n = n.parent) path.unshift(n.key!);
    return path;
  };
  const stack: Node[] = [{ value: root }];
  // Only strings and containers are visited (numbers, booleans and null cannot hold text): a batch
  // of 100 memories carries 51,200 vector numbers, which used to cost a node and an entry each.
  const visit = (v: unknown) => typeof v === "string" || (v !== null && typeof v === "object");
  while (stack.length) {
    const node = stack.pop()!;
    const { value } = node;
    if (typeof value === "string") {
      if (LONE_SURROGATE.test(value)) return pathOf(node);
    } else if (Array.isArray(value)) {
      // Array indices are digits: no key can hold a surrogate.
      for (let i = value.length - 1; i >= 0; i--) if (visit(value[i])) stack.push({ value: value[i], key: i, parent: node });
    } else if (value !== null && typeof value === "object") {
      const keys = Object.keys(value);
      for (let i = keys.length - 1; i >= 0; i--) {
        const k = keys[i];
        if (LONE_SURROGATE.test(k)) return pathOf(node, k);
        const v = (value as Record<string, unknown>)[k];
        if (visit(v)) stack.push({ value: v, key: k, parent: node });
      }
    }
  }
  return null;
}

/**
 * Refuses lone surrogates: JSON allows the escape "\ud800" but no storage keeps it (D1 writes
 * U+FFFD), so the stored text would silently differ from what was acknowledged. `where` prefixes
 * the field path (`lines.3`) for callers that parse several documents.
 */
export function requireWellFormedText<T>(value: T, where?: string): T {
  const at = loneSurrogateAt(value);
  if (!at) return value;
  const field = [where, fieldPath(at)].filter((x) => x && x !== "(body)").join(".") || "(body)";
  const message = "contains an unpaired UTF-16 surrogate (not valid Unicode text)";
  throw new EngramError("validation_failed", `${field}: ${message}`, { field, in: "body", issues: [{ field, message }] });
}

/** JSON.parse with the envelope's errors, and well-formed text only. */
export function parseJsonText(text: string, where?: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    const subject = where ? `${where} is` : "body is";
    throw new EngramError("invalid_json", `${subject} not valid JSON: ${(err as Error).message}`, where ? { field: where } : undefined);
  }
  return requireWellFormedText(value, where);
}

/**
 * A backstop for every JSON field: nothing nests deeper than LIMITS.bodyDepth (fields with their
 * own, tighter limit, like `metadata`, are refused by their schema first). Named by the top of the
 * path, where the client can find it.
 */
function requireShallow(value: unknown) {
  const at = tooDeepAt(value, LIMITS.bodyDepth);
  if (!at) return;
  const field = fieldPath(at.slice(0, 4));
  const message = `nests deeper than ${LIMITS.bodyDepth} levels`;
  throw new EngramError("validation_failed", `${field}: ${message}`, { field, in: "body", issues: [{ field, message }] });
}

export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
    throw new EngramError("unsupported_media_type", "Content-Type must be application/json");
  }
  const input = parseJsonText(await readBodyText(c.req.raw));
  const output = parseWith(schema, input, "body");
  refuseUnknownFields(input, output);
  return output;
}

/**
 * REST bodies refuse fields their schema does not know: zod strips them, so `{"scop": "team"}`
 * would be stored as private with a 2xx. Found as keys of the input that the parsed output lacks,
 * at any depth — one check for every body schema, nested objects included, instead of a
 * `.strict()` to remember on each. Free-form fields (`metadata`, records) keep every key, so they
 * are never flagged.
 */
function refuseUnknownFields(input: unknown, output: unknown) {
  const unknown = strippedKeys(input, output, []);
  if (!unknown.length) return;
  const issues = unknown.map((path) => ({ field: fieldPath(path), message: "unknown field" }));
  const names = issues.map((i) => i.field);
  throw new EngramError("validation_failed", `${names[0]}: unknown field${names.length > 1 ? ` (also: ${names.slice(1).join(", ")})` : ""}`, {
    field: names[0], in: "body", unknown: names, issues,
  });
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);

/**
 * Paths (in document order) of the input's keys that the parsed output lacks. One shared path stack,
 * copied only for a finding, and primitives skipped without allocating: a batch's 51,200 vector
 * numbers used to cost a path array and a result array each.
 */
function strippedKeys(input: unknown, output: unknown, path: PropertyKey[], found: PropertyKey[][] = []): PropertyKey[][] {
  if (Array.isArray(input) && Array.isArray(output) && input.length === output.length) {
    for (let i = 0; i < input.length; i++) {
      const v = input[i];
      if (v === null || typeof v !== "object") continue;
      path.push(i);
      strippedKeys(v, output[i], path, found);
      path.pop();
    }
    return found;
  }
  if (!isPlainObject(input) || !isPlainObject(output)) return found;
  for (const k of Object.keys(input)) {
    path.push(k);
    if (!Object.hasOwn(output, k)) found.push([...path]);
    else strippedKeys(input[k], output[k], path, found);
    path.pop();
  }
  return found;
}

export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseWith(schema, c.req.query(), "query");
}

/** A path parameter (already percent-decoded by Hono), checked under its own name: `id: Too big…`. */
export function readParam<S extends z.ZodType>(c: Context, name: string, schema: S): z.output<S> {
  return parseWith(z.object({ [name]: schema }), { [name]: c.req.param(name) }, "path")[name] as z.output<S>;
}
