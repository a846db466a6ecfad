import { createHash } from "node:crypto";
import type { QueuedWrite } from "./journal.ts";

/** The Worker's limit for POST /v1/memories/batch. */
export const MAX_BATCH_SIZE = 100;
import { BATCH_ROUTE, MEMORY_ROUTE } from "./wire.ts";
export { BATCH_ROUTE, MEMORY_ROUTE };

/** Items sent in one request; `plain`: without their local vectors. */
export interface SendGroup {
  items: QueuedWrite[];
  plain: boolean;
}

/**
 * The Idempotency-Key of a batch, derived from what it carries: the same
 * items (and vector choice) always give the same key, so a resend after a
 * crash is recognised, and a different membership can never reuse a key the
 * service has already stored with another body.
 */
export function batchKey(ids: string[], plain: boolean): string {
  return `batch-${createHash("sha256").update(`${ids.join(",")}${plain ? "|plain" : ""}`).digest("hex")}`;
}

/** True when the group is exactly the batch its items were last declared in, so no new declaration is needed. */
export function isDeclared(group: SendGroup): boolean {
  const batch = group.items[0]?.batch;
  return (
    !!batch &&
    batch.plain === group.plain &&
    batch.ids.length === group.items.length &&
    group.items.every((item, i) => item.batch === batch && batch.ids[i] === item.id)
  );
}

/**
 * Groups pending writes into requests, in queue order. Items already sent in
 * a batch (journaled before sending) go out with the same companions again,
 * even if the batch size changed since; other consecutive memory writes are
 * packed up to `size`. Stops once `maxItems` items are planned (an open batch
 * is never cut).
 */
export function planGroups(items: QueuedWrite[], size: number, maxItems = Infinity): SendGroup[] {
  const groups: SendGroup[] = [];
  let planned = 0;
  let packing: QueuedWrite[] = [];
  const placed = new Set<string>();
  const flush = () => {
    if (packing.length) groups.push({ items: packing, plain: false });
    packing = [];
  };
  for (const item of items) {
    if (planned >= maxItems) break;
    if (placed.has(item.id)) continue;
    if (item.batch) {
      flush();
      const members = items.filter((other) => other.batch === item.batch);
      for (const m of members) placed.add(m.id);
      groups.push({ items: members, plain: item.batch.plain });
      planned += members.length;
      continue;
    }
    if (item.route !== MEMORY_ROUTE) {
      flush();
      groups.push({ items: [item], plain: false });
      planned++;
      continue;
    }
    packing.push(item);
    planned++;
    if (packing.length >= size) flush();
  }
  flush();
  return groups;
}

/** The body without its local vector. */
export function withoutEmbedding(body: unknown): unknown {
  if (typeof body !== "object" || body === null || !("embedding" in body)) return body;
  const { embedding: _dropped, ...rest } = body as Record<string, unknown>;
  return rest;
}

/**
 * Which items of a batch the service blamed: its 4xx names fields as
 * `memories.N.field` (`details.field`, and every failing field in
 * `details.issues`). Returns the reason per item index, with the position
 * prefix removed so it reads like the single-write error.
 */
export function blamedItems(status: number, body: unknown, count: number): Map<number, string> {
  const error = (body as { error?: { code?: string; message?: string; details?: { field?: unknown; issues?: unknown } } } | undefined)?.error;
  const blamed = new Map<number, string>();
  if (!error) return blamed;
  const prefix = `${status} ${error.code ?? ""}`.trim();
  const issues = Array.isArray(error.details?.issues) ? (error.details.issues as Array<{ field?: unknown; message?: unknown }>) : [];
  const fields = [...issues.map((i) => ({ field: String(i.field ?? ""), message: String(i.message ?? "") })), { field: String(error.details?.field ?? ""), message: "" }];
  for (const { field, message } of fields) {
    const m = /^memories\.(\d+)(?:\.(.*))?$/.exec(field);
    if (!m) continue;
    const index = Number(m[1]);
    if (index >= count || blamed.has(index)) continue;
    const local = m[2] ?? "memory";
    const text = message ? `${local}: ${message}` : (error.message ?? "").replace(/memories\.\d+\./g, "");
    blamed.set(index, `${prefix} ${text}`.replace(/\s+/g, " "));
  }
  return blamed;
}
