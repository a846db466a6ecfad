/**
 * Name-words: given names that are also ordinary words (hope, summer, will, grace, bill, june, blessing, sunday). The
 * lexicon lists them as ambiguous, so the cue rules want a surname beside them; in chat they stand alone. A position that
 * only a person takes is the evidence: a timestamped transcript's speaker (`[09:16] hope:`), a person introduced by the
 * team they speak for (`grace from billing`), the subject of a verb of speech (`will said`), the one thanked at the end of
 * a clause (`thanks Sunday!`), or the subject of an absence (`Blessing is out today`). Each position is read from its
 * shape, never from a phrasing of one text; the word must be a listed name-word, so `[09:16] deploy:` or `status from
 * finance` stay text.
 */
import type { Finding } from "./types.ts";
import { anchoredExec, atLineStarts, execAll, type Anchor } from "./regex.ts";
import { neededWords, wordsPresent } from "./word-gates.ts";
import { nameEvidence as E } from "./person-names.ts";

/**
 * Virtue and day names common in West and Southern Africa that no list holds as given names (they are English words):
 * read only in the positions below.
 */
const VIRTUE_NAMES = new Set(
  "blessing blessings precious gift comfort favour favor goodness godswill godspower promise praise prosper justice memory loveness happiness sunday monday patience mercy charity trust innocent".split(" "),
);

/** A given name that is also a word: ambiguous in the lexicon, a word a list calls a given name, or a virtue name. */
export function isNameWord(w: string): boolean {
  if (w.length < 3) return false;
  const lower = w.toLowerCase();
  const cap = lower.charAt(0).toUpperCase() + lower.slice(1);
  return VIRTUE_NAMES.has(lower) || E.givenWord(cap) || (E.knownFirst(cap, false) && !E.knownFirst(cap, true));
}

const EMOJI = "(?:\\p{Extended_Pictographic}[\\u200D\\uFE0F\\u{1F3FB}-\\u{1F3FF}]*[ \\t]*){0,4}";
const TIME = "(?:\\[\\d{1,2}:\\d{2}(?::\\d{2})?(?:[ \\t]?[AP]M)?\\]|\\d{1,2}:\\d{2}(?::\\d{2})?)";
const WORD = "(?<w>\\p{L}[\\p{Ll}\\p{M}]{2,15})";
const TEAMS =
  "finance|support|sales|legal|hr|ops|security|marketing|billing|accounting|accounts|engineering|qa|compliance|procurement|payroll|customer success|it|facilities|reception|recruiting|the office";
const ABSENCE = "is out(?: today| sick| this week)?|is off today|is sick|is on leave|is on vacation|is on holiday|is ooo|is OOO|is covering|is on call|is on-call";
const SPEECH = "said|says|asked|asks|wrote|replied|told (?:me|us|them)|mentioned|confirmed|suggested|pinged (?:me|us)";
/** Each SPEECH alternative's first word: an anchor hit wherever a match's verb stands. */
const SPEECH_WORDS = "said|says|asked|asks|wrote|replied|told|mentioned|confirmed|suggested|pinged";
/** What stands between a match's start and its anchor word: the word (letters, marks) and the spaces or tabs after it. */
const WORD_OR_SPACE = /[\p{L}\p{M} \t\ud800-\udfff]/u; // a surrogate: half of an astral letter, walked back one unit at a time
/** Words that make the next one a noun: "the bill said", "my hope is", "last summer from …". */
// Pronouns and auxiliaries too: "I hope said fix lands", "we will said" are the words.
const DETERMINER = /(?:^|[^\p{L}])(?:the|a|an|this|that|my|your|our|their|his|her|last|next|every|each|no|any|some|of|in|for|by|until|till|since|new|good|great|i|we|you|they|he|she|it|to|would|will|can)[ \t]+$/iu;

interface Position {
  name: string;
  gate: (lower: string) => boolean;
  re: RegExp;
  /** Sticky, tried at each line start only (regex.ts, atLineStarts). */
  line?: true;
  /** Tried only near each hit of the anchor (regex.ts, anchoredExec: the same matches as a scan of every position). */
  anchor?: Anchor;
  /** The word's case may be lower (chat writes names so); otherwise it must be capitalised. */
  lower: boolean;
}

const POSITIONS: Position[] = [
  {
    name: "timestamped-speaker",
    gate: (t) => /\d:\d\d/.test(t),
    re: new RegExp(`[ \\t>*-]*${TIME}[ \\t]+${EMOJI}@?${WORD}:[ \\t]+\\S`, "dyu"),
    line: true,
    lower: true,
  },
  {
    name: "from-team",
    gate: (t) => t.includes(" from "),
    // The word and the spaces before "from" are letters, marks, spaces and tabs: the start walks back over those from each "from".
    anchor: { re: /(?<=[ \t])from[ \t]/gi, back: Infinity, chars: WORD_OR_SPACE },
    re: new RegExp(`(?<![\\p{L}\\p{N}_.@/-])${WORD}[ \\t]+from[ \\t]+(?:the[ \\t]+)?(?:${TEAMS})(?:[ \\t]+team)?(?![\\p{L}\\p{N}_]|[ \\t]*[-/.][\\p{L}])`, "dgiu"),
    lower: true,
  },
  {
    name: "speech-verb",
    gate: (t) => /\b(?:said|says|asked|asks|wrote|replied|told|mentioned|confirmed|suggested|pinged)\b/.test(t),
    anchor: { re: new RegExp(`(?<=[ \\t])(?:${SPEECH_WORDS})`, "g"), back: Infinity, chars: WORD_OR_SPACE },
    re: new RegExp(`(?<![\\p{L}\\p{N}_.@/-])${WORD}[ \\t]+(?:${SPEECH})(?![\\p{L}\\p{N}_])`, "dgu"),
    lower: true,
  },
  {
    name: "thanked",
    gate: (t) => /\b(?:thanks|thank you|thx|ty|cheers)\b/.test(t),
    re: new RegExp(`\\b(?:[Tt]hanks|[Tt]hank you|[Tt]hx|[Cc]heers)[ \\t]+${WORD}(?=[ \\t]*(?:[!.,;]|$|\\n|\\p{Extended_Pictographic}))`, "dgu"),
    lower: false,
  },
  {
    name: "absent",
    gate: (t) => / is (?:out|off|sick|on |ooo|covering)/.test(t),
    re: new RegExp(`(?<![\\p{L}\\p{N}_.@/-])${WORD}[ \\t]+(?:${ABSENCE})(?![\\p{L}\\p{N}_-])`, "dgu"),
    lower: false,
  },
];

/** Each rule's necessary words (word-gates.ts): a rule whose pattern words are all absent is not tried. */
const NEEDS = new Map(POSITIONS.map((p) => [p, neededWords(p.re)]));

export function findNameWords(text: string, lowerText: string = text.toLowerCase()): Finding[] {
  const out: Finding[] = [];
  for (const p of POSITIONS) {
    if (!p.gate(lowerText) || !wordsPresent(NEEDS.get(p)!, text)) continue;
    for (const m of p.line ? atLineStarts(p.re, text) : p.anchor ? anchoredExec(p.re, p.anchor, text) : execAll(p.re, text)) {
      const w = m.groups!.w!;
      const start = m.indices!.groups!.w![0];
      if (!p.lower && !/^\p{Lu}/u.test(w)) continue;
      if (/^\p{Lu}/u.test(w) && w.slice(1) !== w.slice(1).toLowerCase()) continue;
      if (!isNameWord(w)) continue;
      if (p.name !== "timestamped-speaker" && p.name !== "thanked" && DETERMINER.test(text.slice(Math.max(0, start - 12), start))) continue;
      out.push({ type: "person_name", start, end: start + w.length, detector: `name:name-word-${p.name}`, confidence: 0.7 });
    }
  }
  return out;
}

/**
 * A name-word found in one position is the same person elsewhere in the text only where it could not be the word: written
 * capitalised, not opening a line or sentence, not after a determiner ("thanks Sunday! the Sunday release": the second is the day).
 */
export function nameWordEcho(text: string, start: number): boolean {
  if (!/^\p{Lu}/u.test(text.charAt(start))) return false;
  const before = text.slice(Math.max(0, start - 12), start);
  return !/(?:^|[.!?\n][ \t]*|\n[ \t>*-]*)$/u.test(before) && !DETERMINER.test(before);
}
