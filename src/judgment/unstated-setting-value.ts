/**
 * A setting named without its value (round 24, issue 12): the inverse of setting-duplicate.ts. There a key/value
 * line and a sentence are one memory when the sentence says the key and the value; here one side sets a key
 * ("permits.applications PK = application_uuid") and the other names that key ("… the applicant's national ID as the
 * primary key") but not its value: it says something else of the same setting — another value, or none — so it is
 * no restatement. l-c-008 (a conflict the rules miss) was the duplicate model's last out-of-fold wrong merge: every
 * other word pairs up ("national ID", "applications"), and "PK" / "primary key" meet as an acronym. Only the duplicate
 * model's merges are refused (taste-guard.ts modelMergeGuard); it never adds a conflict.
 */
import { valueForms } from "./aligned-duplicate";
import { memoByText } from "./memo";
import { GENERIC_KEY_WORDS, keyWordMet, valueMet } from "./setting-duplicate";
import { alignedWords } from "./synonym-duplicate";

interface Assignment {
  /** The key's words, lower-case ("maxRetries" → max, retries; "PK" → pk). */
  key: string[];
  /** The value's first token as written. */
  value: string;
}

/** A key token right before "=" or ":", and the value's first token (a sentence may go on after it). */
const ASSIGNMENT = /(?:^|[\s(`])`?([A-Za-z][\w.-]*)`?[ \t]*(?:=|:)[ \t]*["'`]?([^\s,;()"'`]+)/g;

/** Every key/value assignment a text makes, anywhere in it ("permits.applications PK = application_uuid (…)"). Memoised per text. */
const allAssignments = memoByText((text: string): Assignment[] =>
  [...text.matchAll(ASSIGNMENT)]
    // (A URL's scheme is no key: "https://…".)
    .filter((m) => !m[2].startsWith("/"))
    .map((m) => ({
      key: m[1].replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase().split(/[\s_.\-]+/).filter(Boolean),
      value: m[2].replace(/[.!?]+$/, ""),
    }))
    .filter((s) => s.key.length > 0 && s.value.length > 0 && !s.key.some((w) => /\d/.test(w))));

/** The assignments whose value is a name in code (IDENTIFIER): the settings read here. */
export const assignmentsOf = (text: string): Assignment[] => allAssignments(text).filter((s) => IDENTIFIER.test(s.value));

/**
 * A value that is a name in code: snake_case, camelCase or dotted ("application_uuid", "orderId", "org.acme.Ids"). Prose
 * that restates such a setting repeats the name; a quantity ("30000 ms" / "30 seconds") or a plain word ("may",
 * "read-only") is said in other words too often to be read here (quantities are the value guard's).
 */
const IDENTIFIER = /^[A-Za-z][A-Za-z0-9]*(?:(?:_|\.)[A-Za-z0-9]+|[a-z0-9][A-Z][A-Za-z0-9]*)+$/;

/** Why one side names the other's setting without its value, or null. */
export function settingValueUnstated(a: string, b: string): string | null {
  return unstatedOneWay(a, b) ?? unstatedOneWay(b, a);
}

function unstatedOneWay(settingText: string, prose: string): string | null {
  // (Two settings are the value guard's: each states its value.)
  if (allAssignments(prose).length) return null;
  const proseText = valueForms(prose);
  const words = alignedWords(proseText);
  for (const { key, value } of assignmentsOf(settingText)) {
    const specific = key.filter((w) => !GENERIC_KEY_WORDS.has(w));
    if (!specific.length || !specific.every((w) => keyWordMet(w, words, proseText))) continue;
    if (valueMet(value, key, words, proseText)) continue;
    return `a setting named without its value (${key.join(" ")} = ${value} on one side only)`;
  }
  return null;
}
