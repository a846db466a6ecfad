import { HAN_SURNAMES, HANGUL_SURNAMES, JA_SURNAMES, nameEvidence as E } from "./person-names.ts";
import type { Finding } from "./types.ts";

/**
 * One person written twice, side by side, in Latin letters and in their own script: "Layla Al-Sayed (ليلى السيد)",
 * "Wang Fang / 王芳", "Noa Levi | נועה לוי", "ნინო ბერიძე (Nino Beridze)". Intake forms, contact exports, shipping labels
 * and signatures give a name in both, and the readers read the side their lexicon knows; once one side is a found
 * person, the other side — in brackets, or after a slash or a bar — is the same person. Read by structure, no list: the
 * other side is a run of one other script with about as many words (a script written without spaces: a short run), and
 * a Latin side is capitalised words the lexicon does not call ordinary.
 */
const AFTER = /^[ \t]*(?:\(([^()\n]{1,60})\)|[/|][ \t]*([^\n/|,;()"<>·—–]{1,60}))/u;
/** The other side before the found name: "ნინო ბერიძე (Nino Beridze)", "王芳 / Wang Fang". */
const BEFORE = /([^\n/|,;:：()"<>·—–]{1,60})(?:[ \t]*\(|[ \t]*[/|][ \t]*)$/u;
const SCRIPTS: ReadonlyArray<readonly [string, RegExp]> = [
  ["latin", /\p{Script=Latin}/u],
  ["cjk", /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]/u],
  ["hangul", /\p{Script=Hangul}/u],
  ...["Arabic", "Hebrew", "Cyrillic", "Greek", "Georgian", "Armenian", "Ethiopic", "Thai", "Lao", "Devanagari", "Bengali", "Tamil", "Telugu", "Kannada", "Malayalam", "Gurmukhi", "Gujarati", "Sinhala", "Myanmar", "Khmer", "Tibetan"].map(
    (s) => [s.toLowerCase(), new RegExp(`\\p{Script=${s}}`, "u")] as const,
  ),
];
/** Scripts whose names are often written without a space between family and given name. */
const UNSPACED = new Set(["cjk", "hangul"]);
/**
 * A name in Han or Hangul opens with a listed family name, and one in katakana is a foreign name written out with its
 * separator ("ジョン・スミス"): a bare katakana or Han word beside a name is as often a label ("コメント (Tanaka Kenji)").
 */
const CJK_NAME_FORM = new RegExp(`^(?:${JA_SURNAMES}|[${HAN_SURNAMES}${HANGUL_SURNAMES}]|[\\p{Script=Katakana}ー]+・[\\p{Script=Katakana}ー]+$)`, "u");
const LETTER = /\p{L}/u;
const JOINERS = /[\p{M}\u200C\u200D・ー'’-]/u;

/** The one script every letter of `s` is written in ("other" for a script not listed, undefined for a mix or no letter). */
function scriptOf(s: string): string | undefined {
  let found: string | undefined;
  for (const ch of s) {
    if (!LETTER.test(ch)) {
      if (JOINERS.test(ch) || ch === " " || ch === "\t" || ch === "\u3000") continue;
      return undefined; // digits, punctuation: not a name written out
    }
    const script = SCRIPTS.find(([, re]) => re.test(ch))?.[0] ?? "other";
    if (found && script !== found) return undefined;
    found = script;
  }
  return found;
}

const words = (s: string) => s.trim().split(/[ \t\u3000]+/).filter(Boolean);
const CAPITALISED = /^\p{Lu}[\p{Ll}\p{M}'’]*(?:-\p{Lu}?[\p{Ll}\p{M}'’]+)*$/u;

/** Whether `other`, beside a found name written in `script` with `n` words, reads as the same name in another script. */
function sameNameOtherScript(other: string, script: string, n: number): boolean {
  const otherScript = scriptOf(other);
  if (!otherScript || otherScript === script || otherScript === "other" && script === "other") return false;
  const ws = words(other);
  if (ws.length === 0 || ws.length > 4) return false;
  if (otherScript === "latin") {
    // The Latin side of a name found in its own script: capitalised name words, none an ordinary word of the lexicon.
    if (!ws.every((w) => CAPITALISED.test(w) && !E.knownWord(w) && !E.isNotName(w) && !E.isPlace(w) && !E.productLike(w))) return false;
    return UNSPACED.has(script) ? ws.length <= 3 : Math.abs(ws.length - n) <= 1;
  }
  if (UNSPACED.has(otherScript)) {
    const letters = [...other].filter((ch) => LETTER.test(ch)).length;
    return letters >= 2 && letters <= 6 && ws.length <= 2 && CJK_NAME_FORM.test(other);
  }
  // A spaced script: as many words as the found name, give or take one, and more than one unless the name is one word.
  return Math.abs(ws.length - n) <= 1 && (ws.length >= 2 || n === 1);
}

export function scriptPairNames(text: string, kept: Finding[], free: (start: number, end: number) => boolean, take: (start: number, end: number) => void): void {
  if (!text.includes("(") && !text.includes("/") && !text.includes("|")) return;
  if (!E.hasLexicon()) return;
  for (const f of kept.filter((k) => k.type === "person_name")) {
    const name = text.slice(f.start, f.end);
    const script = scriptOf(name);
    if (!script) continue;
    const n = UNSPACED.has(script) ? 1 : words(name).length;
    const after = AFTER.exec(text.slice(f.end, f.end + 80));
    if (after) {
      const raw = after[1] ?? after[2]!;
      add(f, f.end + after[0].indexOf(raw), raw, script, n);
    }
    const window = text.slice(Math.max(0, f.start - 80), f.start);
    const before = BEFORE.exec(window);
    // In brackets the found name closes them: "ნინო ბერიძე (Nino Beridze)", not "… (Nino Beridze, Tbilisi)".
    if (before && (!before[0].trimEnd().endsWith("(") || text[f.end] === ")")) add(f, f.start - window.length + before.index, before[1]!, script, n);
  }

  function add(f: Finding, at: number, raw: string, script: string, n: number): void {
    const trimmed = raw.trim();
    if (!trimmed || !sameNameOtherScript(trimmed, script, n)) return;
    const start = at + (raw.length - raw.trimStart().length);
    const end = start + trimmed.length;
    if (!free(start, end)) return;
    take(start, end);
    kept.push({ type: "person_name", start, end, detector: `${f.detector}+script-pair`, confidence: f.confidence });
  }
}
