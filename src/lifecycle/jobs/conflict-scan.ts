/**
 * Nightly judgment scan (src/judgment/scan.ts) over every user's live memories: conflicts and
 * duplicates among memories that arrived without write-time judgment (imports, memories stored
 * before it existed, edits of tags or validity). A pair with a conflicts row of any status is
 * never flagged again — a resolved or dismissed conflict stays settled.
 */
import { judgeStoredMemories } from "../../judgment/scan";
import { perUserJob } from "./users";

export const conflictScanJob = perUserJob({
  name: "conflict-scan",
  usersPerStep: 10,
  finishesTonight: true,
  async forUser(deps, user, now) {
    const r = await judgeStoredMemories(deps.db, user, now);
    return { statements: r.statements, processed: r.conflicts + r.duplicates, detail: { flagged: r.conflicts, merged: r.duplicates } };
  },
});
