/**
 * Erase for real on N = 4 databases (issue 18, docs/scaling.md): erasing a memory and deleting an
 * account remove every copy — rows, history texts, vectors, R2 archive copies, backup lines — on
 * whatever database the organization lives on, the account's own rows on the primary, and the audit
 * stays with the organization's data. Checked by searching every database and store afterwards, for
 * an organization moved off the primary and one that was not.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { buildDeps } from "../src/config";
import { ADMIN, call, newUser, remember } from "./helpers";
import { SHARDS, d1, everywhereContaining, memoriesIn, move, r2Containing, settle, type Shard } from "./sharding-helpers";

const runJob = (name: string) => call("POST", `/v1/admin/jobs/${name}/run`, { key: ADMIN });
const vectorIds = async (orgId: string, shard: Shard) => (await buildDeps(env as Env).vectorsFor(shard).ids!(orgId)).sort();
const eventsOf = async (shard: Shard, kind: string, where: string, arg: string) =>
  (await d1(shard).prepare(`SELECT COUNT(*) AS n FROM events WHERE kind = ? AND ${where}`).bind(kind, arg).first<{ n: number }>())!.n;

describe.each<Shard>(["DB", "DB_1"])("erasure for an organization on %s", (shard) => {
  it("erasing memories leaves no copy in any database, index or R2, and the audit is on the organization's database", async () => {
    const secret = `wombatgleam${shard.replace("_", "")}`;
    const u = await newUser(`eraser-${shard}`, `erase-org-${shard}`);
    await move(u.orgId, shard); // new organizations are placed by the rule: put this one where the case needs it
    const live = await remember(u.key, { content: `The ${secret} token lives in vault seven`, type: "fact" }, { "Idempotency-Key": `erase-${shard}` });
    expect(live.status).toBe(201);
    const liveId: string = live.body.memory.id;
    // History text: feedback with a comment quoting it is kept in its event.
    expect((await call("POST", `/v1/memories/${liveId}/feedback`, { key: u.key, body: { type: "CONFIRM", comment: `yes, the ${secret} one` } })).status).toBe(200);
    const archived = await remember(u.key, { content: `Old: ${secret} once lived in vault two`, type: "fact" });
    const archivedId: string = archived.body.memory.id;
    const keep = await remember(u.key, { content: "Releases go out on Thursdays", type: "decision" });
    await settle();
    expect((await call("DELETE", `/v1/memories/${archivedId}`, { key: u.key })).status).toBe(200);
    await settle();
    expect((await runJob("backup")).status).toBe(200);
    // Before: the text is on the organization's database only, in R2 (archive copy, backup) and indexed.
    expect((await everywhereContaining(secret)).every((h) => h.startsWith(`${shard}.`))).toBe(true);
    expect(await everywhereContaining(secret)).toEqual(expect.arrayContaining([`${shard}.memories`, `${shard}.events`, `${shard}.idempotency_keys`]));
    expect(await r2Containing(archivedId, "archive/")).toHaveLength(1);
    expect((await r2Containing(secret, "backups/")).length).toBeGreaterThan(0);
    expect(await vectorIds(u.orgId, shard)).toContain(liveId);

    for (const id of [liveId, archivedId]) expect((await call("POST", `/v1/memories/${id}/erase`, { key: u.key })).status).toBe(200);
    await settle();
    expect((await runJob("outbox")).status).toBe(200);
    expect((await runJob("backup")).status).toBe(200); // the rotation drops the erased lines

    expect(await everywhereContaining(secret)).toEqual([]);
    expect(await r2Containing(secret)).toEqual([]);
    expect(await vectorIds(u.orgId, shard)).not.toContain(liveId);
    expect(await vectorIds(u.orgId, shard)).toContain(keep.body.memory.id);
    for (const id of [liveId, archivedId]) {
      // Only the audit (ids, no text) and the backup rotation's record name it, on its organization's database.
      for (const s of SHARDS) expect(await eventsOf(s, "audit.memory_erased", "memory_id = ?", id), `${id} audit on ${s}`).toBe(s === shard ? 1 : 0);
      const named = (await everywhereContaining(id)).sort();
      expect(named).toEqual([`${shard}.erasures`, `${shard}.events`]);
    }
    const cleared = await d1(shard).prepare("SELECT COUNT(*) AS n FROM erasures WHERE user_id = ? AND backups_cleared_at IS NOT NULL").bind(u.id).first<{ n: number }>();
    expect(cleared!.n).toBe(2);
    expect((await call("GET", `/v1/memories/${keep.body.memory.id}`, { key: u.key })).status).toBe(200);
  }, 120_000);

  it.each(["self", "admin"] as const)("deleting an account (%s) erases its data there and its account rows on the primary", async (by) => {
    const secret = `numbatquill${by}${shard.replace("_", "")}`;
    const org = `erase-acct-${by}-${shard}`;
    const u = await newUser(`leaver-${by}`, org);
    const mate = await newUser(`stayer-${by}`, org);
    await move(u.orgId, shard); // new organizations are placed by the rule: put this one where the case needs it
    for (let i = 0; i < 3; i++) expect((await remember(u.key, { content: `${secret} note ${i} about the billing cron`, type: "fact", scope: i ? "private" : "team" })).status).toBe(201);
    const mates = await remember(mate.key, { content: "The stayer keeps the deploy checklist", type: "fact", scope: "team" });
    await settle();
    expect((await runJob("backup")).status).toBe(200);
    expect(await memoriesIn(shard, u.orgId)).toBe(4);
    expect((await r2Containing(secret, `backups/${u.orgId}/${u.id}/`)).length).toBeGreaterThan(0);

    const res = by === "self"
      ? await call("DELETE", `/v1/me?confirm=${u.id}`, { key: u.key })
      : await call("POST", `/v1/admin/users/${u.id}/erase`, { key: ADMIN });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.status).toBe("erased");
    await settle();
    expect((await runJob("outbox")).status).toBe(200);

    expect(await everywhereContaining(secret)).toEqual([]);
    expect(await r2Containing(secret)).toEqual([]);
    expect((await env.BLOBS.list({ prefix: `backups/${u.orgId}/${u.id}/` })).objects).toEqual([]);
    expect((await vectorIds(u.orgId, shard)).length).toBe(1); // the teammate's memory only
    // The account is gone where accounts live: the key refused, no key rows, the users row a tombstone.
    expect((await call("GET", "/v1/memories", { key: u.key })).status).toBe(401);
    const primary = d1("DB");
    expect((await primary.prepare("SELECT COUNT(*) AS n FROM api_keys WHERE user_id = ?").bind(u.id).first<{ n: number }>())!.n).toBe(0);
    expect(await primary.prepare("SELECT name, disabled_at IS NOT NULL AS disabled FROM users WHERE id = ?").bind(u.id).first()).toEqual({ name: "erased user", disabled: 1 });
    // The audit (who asked, that it finished) is with the organization's data, once.
    for (const s of SHARDS) {
      expect(await eventsOf(s, "audit.account_erased", "user_id = ?", u.id), `audit on ${s}`).toBe(s === shard ? 1 : 0);
      expect(await eventsOf(s, "audit.account_erasure_requested", "user_id = ?", u.id), `request on ${s}`).toBe(s === shard ? 1 : 0);
    }
    // The teammate keeps everything.
    expect((await call("GET", `/v1/memories/${mates.body.memory.id}`, { key: mate.key })).status).toBe(200);
    expect(await memoriesIn(shard, u.orgId)).toBe(1);
  }, 120_000);
});
