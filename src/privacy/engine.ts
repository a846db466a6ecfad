import { DETECTORS, type Detector } from "./detectors.ts";
import { findPersonNames } from "./person-names.ts";
import { PLACEHOLDER_LABEL, type Finding, type FindingType, type RedactedFinding, type ScrubOptions, type ScrubResult } from "./types.ts";

interface Candidate extends Finding {
  priority: number;
}

function runDetector(detector: Detector, text: string): Candidate[] {
  const out: Candidate[] = [];
  // "d" gives group offsets, so a finding can cover just the secret inside a longer match.
  const re = new RegExp(detector.pattern.source, detector.pattern.flags.includes("d") ? detector.pattern.flags : detector.pattern.flags + "d");
  for (const m of text.matchAll(re)) {
    const groups = m.indices?.groups;
    const span = groups?.secret ?? groups?.secret2 ?? m.indices?.[0];
    if (!span) continue;
    const [start, end] = span;
    if (end <= start) continue;
    const value = text.slice(start, end);
    if (detector.validate && !detector.validate(value, text, start, end)) continue;
    out.push({ type: detector.type, start, end, priority: detector.priority });
  }
  return out;
}

/** Every candidate span, before overlaps are settled. Exported for the bench's diagnostics. */
export function detect(text: string, options: ScrubOptions = {}): Finding[] {
  const disabled = new Set<FindingType>(options.disabled ?? []);
  const candidates: Candidate[] = [];
  for (const detector of DETECTORS) if (!disabled.has(detector.type)) candidates.push(...runDetector(detector, text));
  if (!disabled.has("person_name")) {
    for (const f of findPersonNames(text, options.knownNames, options.names ?? true)) candidates.push({ ...f, priority: 20 });
  }
  // Highest priority first, then the longer span: the most specific, most complete reading wins.
  candidates.sort((a, b) => b.priority - a.priority || b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: Candidate[] = [];
  for (const c of candidates) {
    if (kept.some((k) => c.start < k.end && k.start < c.end)) continue;
    kept.push(c);
  }
  propagateIdentities(text, kept);
  return kept.sort((a, b) => a.start - b.start).map(({ type, start, end }) => ({ type, start, end }));
}

/**
 * A user name found in /home/olga/… or a person's name found in a sign-off is
 * just as identifying in "User olga" or "thanks Dana" elsewhere in the same
 * text; masking one occurrence and leaving the next would undo the masking.
 * So every other whole-word occurrence of such a value gets the same type.
 */
function propagateIdentities(text: string, kept: Candidate[]): void {
  const values = new Map<string, FindingType>();
  for (const c of kept) {
    if (c.type !== "home_path" && c.type !== "person_name") continue;
    const value = text.slice(c.start, c.end);
    if (value.length >= 3) values.set(value, c.type);
  }
  for (const [value, type] of values) {
    const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    for (const m of text.matchAll(new RegExp(`(?<![\\p{L}\\p{N}_])${escaped}(?![\\p{L}\\p{N}_])`, "gu"))) {
      const start = m.index;
      const end = start + value.length;
      if (kept.some((k) => start < k.end && k.start < end)) continue;
      kept.push({ type, start, end, priority: 0 });
    }
  }
}

/**
 * Finds private data and replaces each span with a typed placeholder. The same
 * value gets the same placeholder within one text ([EMAIL_1] twice), so the
 * redacted text still says "the same person" where the original did.
 */
export function scrub(text: string, options: ScrubOptions = {}): ScrubResult {
  const findings = detect(text, options);
  const numbering = new Map<string, string>();
  const perType = new Map<FindingType, number>();
  // Text that was scrubbed before may already hold [EMAIL_1]; new values continue after it so one
  // placeholder never stands for two different values.
  for (const [type, label] of Object.entries(PLACEHOLDER_LABEL) as Array<[FindingType, string]>) {
    for (const m of text.matchAll(new RegExp(`\\[${label}_(\\d+)\\]`, "g"))) perType.set(type, Math.max(perType.get(type) ?? 0, Number(m[1])));
  }
  const report: Partial<Record<FindingType, number>> = {};
  const redacted: RedactedFinding[] = [];
  let out = "";
  let cursor = 0;
  for (const f of findings) {
    const value = text.slice(f.start, f.end);
    const key = `${f.type}\u0000${normalizeForIdentity(f.type, value)}`;
    let placeholder = numbering.get(key);
    if (!placeholder) {
      const n = (perType.get(f.type) ?? 0) + 1;
      perType.set(f.type, n);
      placeholder = `[${PLACEHOLDER_LABEL[f.type]}_${n}]`;
      numbering.set(key, placeholder);
    }
    report[f.type] = (report[f.type] ?? 0) + 1;
    out += text.slice(cursor, f.start) + placeholder;
    cursor = f.end;
    redacted.push({ ...f, placeholder });
  }
  out += text.slice(cursor);
  return { text: out, findings: redacted, report };
}

/** Two spellings of one value (case of an email, spacing of a card) are one identity. */
function normalizeForIdentity(type: FindingType, value: string): string {
  switch (type) {
    case "email":
      return value.toLowerCase();
    case "credit_card":
    case "iban":
    case "phone":
      return value.replace(/[\s().-]/g, "").toUpperCase();
    default:
      return value;
  }
}

/** One line per type, e.g. "removed 2 email, 1 api_key". */
export function formatReport(report: ScrubResult["report"]): string {
  const parts = Object.entries(report).map(([type, n]) => `${n} ${type}`);
  return parts.length ? `removed ${parts.join(", ")}` : "nothing to remove";
}
