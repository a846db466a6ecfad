/**
 * Index repair (issue 18, finding 3): compares each organization's live memories in D1 with what
 * its vector namespace holds and fixes both directions — a live memory missing from the index gets
 * an outbox "index" row (the drain upserts it, reusing the stored vector), an id the index holds for
 * a memory that is archived, erased or unknown is removed. Run on demand
 * (`POST /v1/admin/jobs/index-repair/run`) and by `npm run bench:load` after a run, whose audit
 * requires drift 0 on a second pass. One organization per step; the checkpoint is the last one done.
 * An index that cannot list its ids (Vectorize) is skipped: its drift is repaired by `reindex`.
 */
import type { Job } from "../jobs/job";
import { organizationIdsAfter } from "../storage/users-store";
import { liveMemoryIdsOfOrg } from "../storage/vectors-store";
import { enqueueOutbox } from "./statements";

export const indexRepairJob: Job = {
  name: "index-repair",
  async step(deps, checkpoints) {
    const { db, vectors } = deps;
    const cursor = (await checkpoints.get()) ?? "";
    const [orgId] = await organizationIdsAfter(db, cursor, 1);
    if (!orgId || !vectors.ids) {
      await checkpoints.clear();
      return { processed: 0, done: true, detail: vectors.ids ? {} : { skipped: "the vector index cannot list its ids" } };
    }
    const live = new Set(await liveMemoryIdsOfOrg(db, orgId));
    const held = new Set(await vectors.ids(orgId));
    const missing = [...live].filter((id) => !held.has(id));
    const stray = [...held].filter((id) => !live.has(id));
    if (stray.length) await vectors.remove(orgId, stray);
    const now = deps.clock();
    await db.batch([...missing.map((id) => enqueueOutbox(db, "index", id, orgId, now)), checkpoints.set("", orgId)]);
    return { processed: 1, done: false, detail: { missing: missing.length, stray: stray.length } };
  },
};
