/**
 * The nightly SWARM job: one organization with SWARM on per step, in id order; the checkpoint (the
 * last organization done) commits in that organization's final batch, so a crash resumes with the
 * next one and a re-run of an organization only recomputes the same votes.
 */
import type { Job } from "../jobs/job";
import { swarmOrgsAfter } from "../storage/orgs-store";
import { selectRewriter } from "./llm-generalize";
import { promoteForOrg } from "./promote";

export const swarmJob: Job = {
  name: "swarm",
  async step(deps, checkpoints) {
    const cursor = (await checkpoints.get()) ?? "";
    const [orgId] = await swarmOrgsAfter(deps.db, cursor, 1);
    if (!orgId) {
      await checkpoints.clear();
      return { processed: 0, done: true };
    }
    const started = Date.now();
    const r = await promoteForOrg(deps, orgId, selectRewriter(deps.env), [checkpoints.set("", orgId)]);
    // Totals add up across steps (the runner sums numbers); `orgs` lists each organization's own figures.
    const { org_id: _id, ...totals } = r;
    return { processed: 1, done: false, detail: { ...totals, orgs: [{ ...r, ms: Date.now() - started }] } };
  },
};
