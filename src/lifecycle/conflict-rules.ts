/**
 * Rule-based, explainable conflict detection (spec: flag, never auto-resolve). Deliberately
 * conservative — a missed contradiction costs less than a false alarm that lowers two good memories
 * to 0.5. A memory states a claim (subject → value) only through one of these rules:
 *
 *  - metadata: `metadata.subject` (+ optional `metadata.property`) and `metadata.value`, any type;
 *  - prefer-over (preference): "prefer X over Y" → subject "X vs Y" (sorted), value X;
 *  - prefer-for (preference): "prefer|use|always use X for Y" → subject Y, value X;
 *  - is (fact): one short sentence "S is|are|=|: V" (S and V up to 8 words each) → subject S, value V.
 *
 * Two memories conflict when they state the same subject with different values AND: same type, and
 * that type is preference or fact (or both carry metadata claims); neither supersedes the other; their
 * validity intervals overlap; their context tags do not separate them ("local" vs "production" are two
 * truths, not a contradiction — seed 001); and they are not in two different projects.
 */

export interface Claim { subject: string; value: string; rule: "metadata" | "prefer-over" | "prefer-for" | "is" }

export interface ConflictCandidate {
  id: string;
  type: string;
  content: string;
  tags: string[];
  metadata: Record<string, unknown>;
  project_id: string | null;
  valid_from: number | null;
  valid_until: number | null;
  supersedes: string | null;
  superseded_by: string | null;
}

export type DetectedKind = "temporal_overlap" | "contradiction" | "preference_shift" | "local_vs_global";

export const CLAIM_TYPES = ["preference", "fact"] as const;

const normalize = (s: string) =>
  s
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[`"'“”‘’]/g, "")
    .replace(/[.!;,]+$/g, "")
    .replace(/^(?:the|a|an)\s+/, "")
    .replace(/\s+/g, " ")
    .trim();

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;
const WHO = String.raw`(?:(?:i|we|the user|user|the team|team)\s+)?(?:always\s+)?`;
const PREFER_OVER = new RegExp(String.raw`^${WHO}(?:prefers?|likes?|wants?|chooses?|uses?|picks?)\s+(.+?)\s+(?:over|instead of|rather than)\s+(.+?)$`, "i");
const PREFER_FOR = new RegExp(String.raw`^${WHO}(?:prefers?|likes?|wants?|uses?)\s+(.+?)\s+for\s+(.+?)$`, "i");
const IS = /^(.+?)\s+(?:is|are|=|:)\s+(.+?)$/i;

export function extractClaim(m: Pick<ConflictCandidate, "type" | "content" | "metadata">): Claim | null {
  const md = m.metadata ?? {};
  if (typeof md.subject === "string" && (typeof md.value === "string" || typeof md.value === "number" || typeof md.value === "boolean")) {
    const subject = normalize(typeof md.property === "string" ? `${md.subject} ${md.property}` : md.subject);
    if (subject) return { subject, value: normalize(String(md.value)), rule: "metadata" };
  }
  const text = m.content.trim();
  // One short sentence only: longer prose carries nuance a regular expression cannot judge.
  if (text.length > 160 || /[.!?;]\s+\S/.test(text) || text.includes("\n")) return null;
  const body = normalize(text);
  if (m.type === "preference") {
    const over = PREFER_OVER.exec(body);
    if (over) {
      const [x, y] = [normalize(over[1]), normalize(over[2])];
      if (x && y && x !== y) return { subject: [x, y].sort().join(" vs "), value: x, rule: "prefer-over" };
    }
    const forMatch = PREFER_FOR.exec(body);
    if (forMatch) {
      const [value, subject] = [normalize(forMatch[1]), normalize(forMatch[2])];
      if (value && subject && words(value) <= 8 && words(subject) <= 8) return { subject, value, rule: "prefer-for" };
    }
    return null;
  }
  if (m.type === "fact") {
    const is = IS.exec(body);
    if (is) {
      const [subject, value] = [normalize(is[1]), normalize(is[2])];
      if (subject && value && words(subject) <= 8 && words(value) <= 8) return { subject, value, rule: "is" };
    }
  }
  return null;
}

const CONTEXT_WORDS: Record<string, string> = {
  local: "local", dev: "development", development: "development", staging: "staging",
  prod: "production", production: "production", test: "test", testing: "test", ci: "ci",
};

/** Context tags: "local", "production", … or any tag written "context:x" / "env:x". */
export function contextsOf(tags: string[]): Set<string> {
  const out = new Set<string>();
  for (const t of tags) {
    const tag = t.toLowerCase();
    const explicit = /^(?:context|env):(.+)$/.exec(tag);
    if (explicit) out.add(CONTEXT_WORDS[explicit[1]] ?? explicit[1]);
    else if (CONTEXT_WORDS[tag]) out.add(CONTEXT_WORDS[tag]);
  }
  return out;
}

/** Both unscoped, or sharing a context: the claims compete. Otherwise they hold in different contexts. */
function sameContext(a: string[], b: string[]): boolean {
  const ca = contextsOf(a);
  const cb = contextsOf(b);
  if (ca.size === 0 && cb.size === 0) return true;
  return [...ca].some((c) => cb.has(c));
}

function validityOverlaps(a: ConflictCandidate, b: ConflictCandidate): boolean {
  const aFrom = a.valid_from ?? -Infinity, aUntil = a.valid_until ?? Infinity;
  const bFrom = b.valid_from ?? -Infinity, bUntil = b.valid_until ?? Infinity;
  return aFrom <= bUntil && bFrom <= aUntil;
}

/** Why `a` and `b` conflict, or null. Pure; the same rule runs at write time and in the nightly scan. */
export function detectConflict(a: ConflictCandidate, b: ConflictCandidate): { kind: DetectedKind; subject: string; rule: string } | null {
  if (a.id === b.id || a.type !== b.type) return null;
  if (a.supersedes === b.id || b.supersedes === a.id || a.superseded_by || b.superseded_by) return null;
  if (a.project_id && b.project_id && a.project_id !== b.project_id) return null;
  const ca = claimOf(a);
  const cb = claimOf(b);
  if (!ca || !cb || ca.subject !== cb.subject || ca.value === cb.value) return null;
  if (!(CLAIM_TYPES as readonly string[]).includes(a.type) && !(ca.rule === "metadata" && cb.rule === "metadata")) return null;
  if (!sameContext(a.tags, b.tags) || !validityOverlaps(a, b)) return null;
  const rule = ca.rule === cb.rule ? ca.rule : `${ca.rule}/${cb.rule}`;
  if (Boolean(a.project_id) !== Boolean(b.project_id)) return { kind: "local_vs_global", subject: ca.subject, rule };
  if (a.type === "preference") return { kind: "preference_shift", subject: ca.subject, rule };
  const bounded = (m: ConflictCandidate) => m.valid_from !== null || m.valid_until !== null;
  return { kind: bounded(a) && bounded(b) ? "temporal_overlap" : "contradiction", subject: ca.subject, rule };
}

// Claims are extracted once per candidate object, so comparing many pairs stays cheap.
const claims = new WeakMap<ConflictCandidate, Claim | null>();
function claimOf(m: ConflictCandidate): Claim | null {
  if (!claims.has(m)) claims.set(m, extractClaim(m));
  return claims.get(m)!;
}

/** Every conflicting pair among `fresh` × (`existing` ∪ `fresh`), each pair once; compares within a subject only. */
export function detectPairs(fresh: ConflictCandidate[], existing: ConflictCandidate[]) {
  const out: { left: ConflictCandidate; right: ConflictCandidate; kind: DetectedKind; subject: string; rule: string }[] = [];
  const seen = new Set<string>();
  const bySubject = new Map<string, ConflictCandidate[]>();
  for (const m of [...existing, ...fresh]) {
    const c = claimOf(m);
    if (c) bySubject.set(c.subject, [...(bySubject.get(c.subject) ?? []), m]);
  }
  for (const a of fresh) {
    const c = claimOf(a);
    for (const b of c ? bySubject.get(c.subject) ?? [] : []) {
      const key = [a.id, b.id].sort().join("|");
      if (a.id === b.id || seen.has(key)) continue;
      const hit = detectConflict(a, b);
      if (hit) {
        seen.add(key);
        out.push({ left: a, right: b, ...hit });
      }
    }
  }
  return out;
}
