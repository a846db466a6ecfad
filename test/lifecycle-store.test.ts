/**
 * The lifecycle's statements hold their guards: a job reads a row, the owner changes it, and the
 * job's batch must then change nothing (no archive, no outbox row, no event, no drift); the purge
 * must leave a memory archived after its cutoff (or restored) untouched.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { archiveStatements, driftStatement, guardedConfidenceEvent, purgeStatements } from "../src/storage/lifecycle-store";
import { newUser, remember } from "./helpers";
import { row } from "./lifecycle-helpers";

const count = async (table: "outbox" | "events", memoryId: string, kind: string) =>
  (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE memory_id = ? AND kind = ?`).bind(memoryId, kind).first<{ n: number }>())!.n;

describe("lifecycle statements and their guards", () => {
  it("an archive whose guard no longer holds changes nothing; one whose guard holds archives with its outbox row and event", async () => {
    const u = await newUser("guard-archive");
    const m = (await remember(u.key, { content: "The deploy script lives in scripts/deploy.sh", type: "location" })).body.memory;
    const now = Date.now();
    const stale = archiveStatements(env.DB, m.id, { reason: "test", copyKey: "k", actorUserId: null, now, guard: { confidence: m.confidence + 0.1 } });
    await env.DB.batch(stale);
    expect((await row(m.id))!.archived_at).toBeNull();
    expect(await count("outbox", m.id, "unindex")).toBe(0);
    expect(await count("events", m.id, "memory.archived")).toBe(0);

    const fresh = archiveStatements(env.DB, m.id, { reason: "test", copyKey: "k", actorUserId: null, now, guard: { confidence: m.confidence, last_accessed_at: null, pinned: 0 } });
    await env.DB.batch(fresh);
    expect((await row(m.id))!.archived_at).toBe(now);
    expect(await count("outbox", m.id, "unindex")).toBe(1);
    expect(await count("events", m.id, "memory.archived")).toBe(1);
  });

  it("drift and its history event apply only to the row as it was read", async () => {
    const u = await newUser("guard-drift");
    const m = (await remember(u.key, { content: "Tabs, not spaces, in the Makefile", type: "gotcha" })).body.memory;
    const c = { orgId: u.orgId, userId: null, memoryId: m.id, from: m.confidence, to: 0.42, reason: "drift", now: Date.now() };
    const moved = { confidence: m.confidence, drift_days: 1, archived_at: null, pinned: 0 }; // drift_days is 0 in the row
    await env.DB.batch([guardedConfidenceEvent(env.DB, c, moved), driftStatement(env.DB, m.id, { confidence: 0.42, driftDays: 5 }, moved)]);
    expect((await row(m.id))!.confidence).toBe(m.confidence);
    expect(await count("events", m.id, "confidence.changed")).toBe(0);

    const asRead = { ...moved, drift_days: 0 };
    await env.DB.batch([guardedConfidenceEvent(env.DB, c, asRead), driftStatement(env.DB, m.id, { confidence: 0.42, driftDays: 5 }, asRead)]);
    expect(await row(m.id)).toMatchObject({ confidence: 0.42, drift_days: 5 });
    expect(await count("events", m.id, "confidence.changed")).toBe(1);
  });

  it("purge deletes a memory archived before the cutoff and leaves one archived after it", async () => {
    const u = await newUser("guard-purge");
    const old = (await remember(u.key, { content: "Old runbook: restart the queue worker by hand", type: "pattern" })).body.memory;
    const recent = (await remember(u.key, { content: "Recent runbook: the queue worker restarts itself", type: "pattern" })).body.memory;
    const now = Date.now();
    const cutoff = now - 1000;
    await env.DB.batch([
      env.DB.prepare("UPDATE memories SET archived_at = ? WHERE id = ?").bind(cutoff - 1, old.id),
      env.DB.prepare("UPDATE memories SET archived_at = ? WHERE id = ?").bind(cutoff + 1, recent.id),
    ]);
    for (const r of [old, recent]) {
      await env.DB.batch(purgeStatements(env.DB, { id: r.id, orgId: u.orgId, archivedAt: null }, { cutoff, now }));
    }
    expect(await row(old.id)).toBeNull();
    expect(await count("events", old.id, "memory.purged")).toBe(1);
    expect(await row(recent.id)).not.toBeNull();
    expect(await count("events", recent.id, "memory.purged")).toBe(0);
    expect(await count("outbox", recent.id, "unindex")).toBe(0);
  });
});
