/**
 * Nightly conflict scan: the write-time rule (conflict-rules.ts) over each user's live memories, for
 * pairs that arrived by paths without write-time detection (import, consolidation, edits of tags,
 * metadata or validity). A pair with a conflicts row of any status is never flagged again — a
 * resolved conflict stays resolved.
 */
import { detectPairs } from "../conflict-rules";
import { claimCandidates, flagStatements, toCandidate, unflaggedPairs } from "../conflicts";
import { perUserJob } from "./users";

export const conflictScanJob = perUserJob({
  name: "conflict-scan",
  usersPerStep: 10,
  async forUser(deps, user, now) {
    const { db } = deps;
    const rows = await claimCandidates(db, user.id);
    if (rows.length < 2) return { statements: [], processed: 0 };
    const pairs = await unflaggedPairs(db, detectPairs(rows.map(toCandidate), []));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const statements = pairs.flatMap((p) => flagStatements(db, user.org_id, user.id, byId.get(p.left.id)!, byId.get(p.right.id)!, p, now));
    const flagged = pairs.length;
    return { statements, processed: flagged, detail: { flagged } };
  },
});
