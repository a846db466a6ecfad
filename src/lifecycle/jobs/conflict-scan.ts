/**
 * Nightly conflict scan: the write-time rule (conflict-rules.ts) over each user's live memories, for
 * pairs that arrived by paths without write-time detection (import, consolidation, edits). A pair
 * with a conflicts row of any status is never flagged again — a resolved conflict stays resolved.
 */
import { detectPairs } from "../conflict-rules";
import { claimCandidates, flagStatements, toCandidate } from "../conflicts";
import { perUserJob } from "./users";

export const conflictScanJob = perUserJob({
  name: "conflict-scan",
  usersPerStep: 10,
  async forUser(deps, user, now) {
    const { db } = deps;
    const rows = await claimCandidates(db, user.id);
    if (rows.length < 2) return { statements: [], processed: 0 };
    const pairs = detectPairs(rows.map(toCandidate), []);
    if (!pairs.length) return { statements: [], processed: 0 };
    const { results } = await db.prepare("SELECT left_id, right_id FROM conflicts WHERE user_id = ?").bind(user.id).all<{ left_id: string; right_id: string }>();
    const known = new Set(results.map((r) => `${r.left_id}|${r.right_id}`));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const statements: D1PreparedStatement[] = [];
    let flagged = 0;
    for (const p of pairs) {
      if (known.has([p.left.id, p.right.id].sort().join("|"))) continue;
      statements.push(...flagStatements(db, user.org_id, user.id, byId.get(p.left.id)!, byId.get(p.right.id)!, p, now));
      flagged++;
    }
    return { statements, processed: flagged, detail: { flagged } };
  },
});
