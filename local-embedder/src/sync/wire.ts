/**
 * What the companion may send to the Worker's memory routes. The Worker refuses unknown body fields
 * (400 naming them, since issue 18), but the queue on disk holds bodies written by earlier versions,
 * and `engram import` queues whatever fields a JSON line carried (an export line's `id`,
 * `created_at`, …). Those fields were always stripped by the Worker; the companion now drops them
 * itself before sending, so everything already queued keeps syncing. Dropping exactly the fields the
 * Worker used to strip keeps the Idempotency-Key request hash (over the parsed body) unchanged for a
 * write the old version already delivered.
 *
 * Mirrors `memoryInput` in the Worker's src/memory/schemas.ts (a Worker test compares them).
 */
// No imports: the Worker's tests load this file in workerd.
export const MEMORY_ROUTE = "/v1/memories";
export const BATCH_ROUTE = "/v1/memories/batch";

export const MEMORY_FIELDS = [
  "content", "type", "scope", "project", "title", "tags", "metadata", "source", "provenance", "importance", "confidence", "tier",
  "session_id", "occurred_at", "valid_from", "valid_until", "supersedes", "allow_duplicate", "allow_secrets", "pinned", "embedding",
] as const;
export const EMBEDDING_FIELDS = ["model", "dimension", "vector"] as const;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function pick(value: unknown, fields: readonly string[]): unknown {
  if (!isObject(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([k]) => fields.includes(k)));
}

/** One memory as the Worker accepts it; anything else (e.g. a malformed item) is left for the Worker to judge. */
export function memoryForWire(body: unknown): unknown {
  const memory = pick(body, MEMORY_FIELDS);
  if (isObject(memory) && "embedding" in memory) memory.embedding = pick(memory.embedding, EMBEDDING_FIELDS);
  return memory;
}

/** A queued body as it goes on the wire: memory routes lose unknown fields, other routes are sent as queued. */
export function bodyForWire(route: string, body: unknown): unknown {
  if (route === MEMORY_ROUTE) return memoryForWire(body);
  if (route === BATCH_ROUTE && isObject(body) && Array.isArray(body.memories)) return { ...body, memories: body.memories.map(memoryForWire) };
  return body;
}
