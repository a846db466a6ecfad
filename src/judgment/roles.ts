/**
 * Two members of one replicated system in two roles: "statement_timeout is 0 on the analytics replica" /
 * "on the OLTP primary statement_timeout is 5s", "the canary logs at DEBUG" / "the stable pods log at
 * WARN". A primary and its replicas, a leader and its followers, a canary and the stable fleet are
 * different machines that are set up differently on purpose, so values that differ between them are two
 * facts (compare.ts treats them as a look-alike, like two populations in qualifiers.ts).
 * A role counts only as a noun — the thing the clause is about ("the replica", "on the OLTP primary,"),
 * not an adjective ("primary key", "primary region", "replica count") — and only when each text names
 * its own role and never the other's.
 */
import { STOP_WORDS } from "./text";
import { wordTable } from "./word-table";

/** Role nouns of a replicated database or a staged rollout, folded to one name per role. */
const ROLES: Record<string, string> = wordTable({
  primary: "primary", primaries: "primary", master: "primary", leader: "primary", writer: "primary",
  replica: "replica", replicas: "replica", secondary: "replica", secondaries: "replica", standby: "replica", standbys: "replica", follower: "replica", followers: "replica", "read-replica": "replica",
  canary: "canary", canaries: "canary", stable: "stable",
});
/** Verbs a role noun may be the subject of ("the replica runs …", "canaries log …"). */
const SUBJECT_VERBS = /^(?:runs?|logs?|serves?|holds?|keeps?|gets?|takes?|sets?|allows?|rejects?|accepts?|answers?|lags?|handles?|stores?|sees?)$/;

/** The roles a text names as nouns. */
export function rolesOf(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.toLowerCase().matchAll(/[a-z][a-z-]*/g)) {
    const role = ROLES[m[0]];
    if (!role) continue;
    // "stable" is a role only as a head noun of rollout words ("stable pods", "the stable fleet") or alone.
    const rest = text.slice(m.index + m[0].length);
    const next = /^\s*([A-Za-z][\w-]*)/.exec(rest)?.[1]?.toLowerCase();
    const noun = !next || /^\s*[.,;:)!?\n]/.test(rest) || STOP_WORDS.has(next) || SUBJECT_VERBS.test(next) || ((role === "canary" || role === "stable") && /^(?:pods?|hosts?|nodes?|fleet|instances?|servers?|machines?|release|ring|cohort|deploys?)$/.test(next));
    // "On the OLTP primary statement_timeout is 5s": a place a setting holds, followed by the setting's name.
    const place = /\b(?:on|in|at|against)\s+(?:the|an?|our|each|every)\s+(?:[\w-]+\s+)?$/i.test(text.slice(Math.max(0, m.index - 40), m.index)) && /^\s*[A-Za-z]*[_\d]/.test(rest);
    if (noun || place) out.add(role);
  }
  return out;
}

/** Why `a` and `b` are about two roles of one system ("replica vs primary"), or null. */
export function distinctRoles(a: string, b: string): string | null {
  const [ra, rb] = [rolesOf(a), rolesOf(b)];
  if (ra.size !== 1 || rb.size !== 1) return null;
  const [x, y] = [[...ra][0], [...rb][0]];
  // Each text names its role only: a text that names both ("promote the replica to primary") is about the pair.
  const mentions = (text: string, role: string) => Object.entries(ROLES).some(([w, r]) => r === role && new RegExp(`\\b${w}\\b`, "i").test(text));
  if (x === y || mentions(a, y) || mentions(b, x)) return null;
  return `${x} vs ${y}`;
}
