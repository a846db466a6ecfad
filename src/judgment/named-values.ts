/**
 * One slot, two names (round 23, issue 12): "Soil moisture sensors report over LoRaWAN." / "the soil moisture probes
 * send their readings over NB-IoT"; "Membership dues are collected only by GoCardless direct debit." / "All dues are
 * charged to members' cards through Stripe Billing subscriptions." The two memories share the slot (subject and
 * property, in partly different words) and each names its own product, protocol, tool or standard as the value, so no
 * value word repeats and no typed reader pairs them (a name has no unit, no version, no closed set to meet in).
 *
 * Read from the pair alone (per-pair work, no stored memory is scanned; write time only, with the cosine): each side's
 * names (a word written as a name: capitals inside it, a capital away from a sentence's start, letters with digits, a
 * code span; a unit after a number is a quantity) and the ones the other side never says. A conflict needs exactly one
 * such name on each side, each introduced in one role (ROLE_OF: the channel or tool "via/over/through/with/by", where
 * it goes "in/to", where it runs "on", where it comes "from", what it "is"; a key's ":", "=", "→" takes any role), each
 * standing after at least two slot words its clause shares with the other's (slot-reader.ts's words, weighed by
 * subject-match.ts's rarity: one shared word is most often the subject alone). Not read: a side that adds ("also",
 * "too", "another"), a clause of ability ("can", "supports": one way among several), a side that names the other's
 * value too (then one is a subject or a list item), more than one new name on a side. The caller's contexts, places,
 * populations and projects come after this reader as after every text reader (compare.ts).
 *
 * Measured (bench/judgment/README.md, round 23): training +11 conflicts, 0 false flags; the looser readings tried
 * (one shared word, a copula meeting any role, one class for every place word) each added false flags at 1 per 1–2
 * conflicts gained: "order-svc is written in Go" / "… is owned by the Fulfillment team".
 */
import { memoByText } from "./memo";
import { abbreviates, rarity } from "./subject-match";
import { slotWords } from "./slot-reader";
import { identifierWords } from "./text";

interface NameSpan { raw: string; words: string[]; start: number; end: number; clause: number }
interface Reading { names: NameSpan[]; words: Set<string>; clauses: string[] }

const TOKEN = /`[^`\n]{1,60}`|[\p{L}\p{N}][\p{L}\p{N}+#_/.-]*[\p{L}\p{N}+#]|[\p{L}\p{N}]/gu;
/** Capitals, letters mixed with digits, a code span: how a name is written wherever it stands. */
const NAME_SHAPE = /^`|\p{Ll}\p{Lu}|\p{Lu}.*\p{Lu}|\p{L}.*\d|\d.*\p{L}/u;
/** Words in capitals that are still no names of one thing (pronoun, generic acronyms of the trade). */
const NOT_NAMES = new Set(["i", "ok", "id", "ids", "api", "url", "ui", "db", "eta", "todo", "fyi", "tbd", "asap", "n/a"]);
const SENTENCE_START = /(?:^|[.!?;:\n]\s*|^\s*[-*•]\s*|\n\s*[-*•]\s*|[—–]\s*)$/;
/** A side that adds a value to the slot rather than naming its one value. */
const ADDS = /\b(?:also|too|as well|another|additionally|in addition|besides|alongside|both|either|plus)\b/i;
/**
 * The word that introduces a value, by the role it gives it: the channel or tool something is done with, where it goes
 * or is kept, where it runs, where it comes from, or the value itself said of a key ("is", ":", "="). Two names fill
 * one role only when introduced alike: "written in Go" / "owned by the Fulfillment team" are two properties.
 */
const ROLE_OF: Record<string, string> = Object.fromEntries([
  ["instrument", "via over through with by using"],
  ["destination", "in into to inside within"],
  ["host", "on onto upon"],
  ["source", "from"],
  ["copula", "is are"],
  ["key", ": = → ->"],
].flatMap(([role, words]) => words.split(" ").map((w) => [w, role])));
/**
 * Do two role words give their names one role? A key's value (":", "=", "→") takes the role of whatever the other side
 * says, since the key names the slot itself ("Log level in production: WARN" / "… level = DEBUG", "flink checkpoint
 * storage: s3://…" / "checkpoints … go to HDFS"). A copula's does not: "The ledger DB is PostgreSQL 16" / "… is backed
 * up nightly to S3" say what it is and where its copies go.
 */
const oneRole = (x: string | null, y: string | null) => x !== null && y !== null && (x === y || x === "key" || y === "key");

/** Words that may stand between the role word and the name ("through the Redis stream", "to Zendesk group"). */
const BETWEEN = 2;

/** The role of the word that introduces the name at `start`, within BETWEEN words before it, or null. */
function roleBefore(text: string, start: number): string | null {
  const before = text.slice(Math.max(0, start - 80), start).match(/[\p{L}\p{N}'’-]+|[:=→]|->/gu) ?? [];
  for (let i = before.length - 1, seen = 0; i >= 0 && seen <= BETWEEN; i--, seen++) {
    const role = ROLE_OF[before[i].toLowerCase()];
    if (role) return role;
    // (A number between is a count of the named thing, "two AA cells": no role word reaches past it.)
    if (/\d/.test(before[i])) return null;
  }
  return null;
}

/**
 * A clause of ability or option names one way among possibly many ("the bot can roll back with `/rollback`" / "can post
 * the diff with `/changes`"): no exclusive value of a slot.
 */
const ABILITY = /\b(?:can|could|may|might|supports|is able to|are able to|allows?|lets?|optionally)\b/i;

const clauseBreak = /[.;!?\n](?:\s|$)/g;

function read(text: string): Reading {
  const names: NameSpan[] = [];
  const words = new Set<string>();
  const breaks = [...text.matchAll(clauseBreak)].map((m) => m.index!);
  const clauseAt = (i: number) => breaks.filter((b) => b < i).length;
  let open: NameSpan | null = null;
  for (const m of text.matchAll(TOKEN)) {
    const raw = m[0];
    const at = m.index!;
    const low = raw.replace(/`/g, "").toLowerCase();
    for (const w of low.split(/[^\p{L}\p{N}]+/u).filter(Boolean)) words.add(w);
    const capitalised = /^\p{Lu}/u.test(raw) && !SENTENCE_START.test(text.slice(0, at));
    const isName = !NOT_NAMES.has(low) && (NAME_SHAPE.test(raw) || capitalised);
    const numberAfterName = open && /^\d+$/.test(raw) && open.end + 1 >= at;
    // (A unit after a number, "2 GiB", "+1.2 K", and a number's own letters, "500s", "1st", "3x5", are quantities.)
    const quantity = /^\d/.test(raw) || /\d[\s\u00a0]*$/.test(text.slice(Math.max(0, at - 3), at));
    if ((isName && !quantity) || numberAfterName) {
      if (open && text.slice(open.end, at).trim() === "" && clauseAt(at) === open.clause) {
        open.raw = text.slice(open.start, at + raw.length);
        open.words.push(low);
        open.end = at + raw.length;
      } else {
        open = { raw, words: [low], start: at, end: at + raw.length, clause: clauseAt(at) };
        names.push(open);
      }
    } else open = null;
  }
  const bounds = [0, ...breaks.map((b) => b + 1), text.length];
  const clauses = bounds.slice(0, -1).map((b, i) => text.slice(b, bounds[i + 1]));
  return { names, words, clauses };
}
const readingOf = memoByText(read);

/** Does `other` say this name (or a word of it, or a word it abbreviates or is abbreviated by: "LoRa" / "LoRaWAN")? */
function said(n: NameSpan, other: Reading): boolean {
  return n.words.some((w) => {
    for (const part of w.split(/[^\p{L}\p{N}]+/u).filter((p) => p.length >= 2 && /\p{L}/u.test(p))) {
      if (other.words.has(part) || other.words.has(part.replace(/s$/, "")) || other.words.has(`${part}s`)) return true;
      for (const o of other.words) if (abbreviates(part, o)) return true;
    }
    return false;
  });
}

/** Slot words of one clause (slot-reader.ts's folding, the one word-rarity.ts counts), the name's own words left out. */
const clauseSlot = (clause: string, name: NameSpan) => slotWords(clause, new Set(identifierWords(name.raw.replace(/`/g, " "))));

/** Does a shared slot word stand in the name's clause before the name? */
function followsSlot(clause: string, name: NameSpan, shared: string[]): boolean {
  const at = clause.indexOf(name.raw);
  return at > 0 && [...slotWords(clause.slice(0, at), new Set())].some((w) => shared.includes(w));
}

/** Minimum summed rarity of the words the two values' clauses share (subject-match.ts's scale: one rare word ≈ 5). */
export const NAMED_SLOT_WEIGHT = 7;
/** Cosine under which two texts are about two things, whatever words they share. */
export const NAMED_SLOT_MIN_COS = 0.5;
/** Shared slot words needed: one is most often the subject alone (a project's or a service's name), two name its property. */
const MIN_SHARED = 2;
const squashName = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

export interface NamedValueConflict { subject: string; why: string; values: [string, string] }

/** One slot, each side naming one value the other never says (module comment). Write time only (`cosine`). */
export function namedValueConflict(a: string, b: string, cosine: number | undefined): NamedValueConflict | null {
  if (cosine === undefined || cosine < NAMED_SLOT_MIN_COS) return null;
  if (ADDS.test(a) || ADDS.test(b)) return null;
  const [ra, rb] = [readingOf(a), readingOf(b)];
  if (!ra.names.length || !rb.names.length) return null;
  const [na, nb] = [ra.names.filter((n) => !said(n, rb)), rb.names.filter((n) => !said(n, ra))];
  if (na.length !== 1 || nb.length !== 1) return null;
  const [x, y] = [na[0], nb[0]];
  const [cx, cy] = [ra.clauses[x.clause] ?? a, rb.clauses[y.clause] ?? b];
  if (ABILITY.test(cx) || ABILITY.test(cy)) return null;
  const role = roleBefore(a, x.start);
  if (!oneRole(role, roleBefore(b, y.start))) return null;
  if (squashName(x.raw) === squashName(y.raw) || !/\p{L}/u.test(x.raw) || !/\p{L}/u.test(y.raw)) return null;
  const [sx, sy] = [clauseSlot(cx, x), clauseSlot(cy, y)];
  const shared = [...sx].filter((w) => sy.has(w));
  if (shared.length < MIN_SHARED || shared.reduce((s, w) => s + rarity(w), 0) < NAMED_SLOT_WEIGHT) return null;
  // (The value follows its slot: a name before every shared word opens the sentence as its place or subject, "On the
  // Linux workstation Python comes from apt".)
  if (!followsSlot(cx, x, shared) || !followsSlot(cy, y, shared)) return null;
  return { subject: shared.join(" "), why: `one slot (${shared.join(", ")}), two names: ${x.raw} / ${y.raw}`, values: [x.raw, y.raw] };
}
