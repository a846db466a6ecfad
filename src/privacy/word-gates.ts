import { anyPresent, gateWords, literalAlternatives, necessaryWords, presentGateWords } from "./name-gates.ts";
import { testAnywhere } from "./regex.ts";

/**
 * Rules skipped by the engine's one cue-word scan (name-gates.ts) instead of a regex scan each: every pattern's necessary
 * words (words every match contains, read from its source), registered in the scan when the rule's module loads. A rule
 * whose pattern has none is tried as before; one with words none of which stands in the text could not have matched.
 * Only ASCII words join the scan: another script's letters would add columns to its table for every state (a larger
 * table to build on the first text and to read from). A word with a character above U+007F is answered instead by one
 * test per text for any such character: a match holding that word holds a non-ASCII character (lower-casing never
 * makes one of an ASCII character), so in an ASCII text (most developer text) a pattern whose words all need one is
 * skipped, and one with words of both kinds is tried where an ASCII word stands or the text is not ASCII.
 */
export interface Need {
  /** The ASCII words, as registered in the scan. */
  words: string[];
  /** Some word has a non-ASCII character: any non-ASCII character in the text lets the pattern through. */
  orWide: boolean;
}

export function neededWords(...patterns: Array<RegExp | undefined>): Need[] {
  return patterns.flatMap((re) => {
    const words = re && necessaryWords(re);
    if (!words) return [];
    const ascii = words.filter((w) => /^[\x20-\x7e]+$/.test(w));
    return [{ words: gateWords(ascii), orWide: ascii.length < words.length }];
  });
}

/** The last text asked about and whether it holds a character above U+007F. */
let wideText: string | undefined;
let wideAnswer = false;
const NON_ASCII = /[^\x00-\x7f]/;
function hasWide(text: string): boolean {
  if (text !== wideText) {
    wideText = text;
    wideAnswer = NON_ASCII.test(text);
  }
  return wideAnswer;
}

/** False when some pattern's necessary words are all absent from the text (the scan's answer is kept for the last two texts). */
export function wordsPresent(needs: Need[], text: string): boolean {
  if (needs.length === 0) return true;
  const present = presentGateWords(text);
  return needs.every((n) => anyPresent(n.words, present) || (n.orWide && hasWide(text)));
}

/**
 * A reader's gate regex (one test of the whole text before its scans) answered through the one cue-word scan: false at
 * once when none of its necessary words stands in the text. Where the gate is nothing but lower-case ASCII literals
 * tested on the lower-cased text (`onLower`), the scan's answer is the regex's and the regex never runs; otherwise it
 * runs only where a word is present, so the answer is always the regex's own. `text` is what the scan reads (the
 * engine's view), `subject` what the regex was tested on (the text itself or its lower-cased copy).
 */
export function scanGate(re: RegExp, onLower = false): (text: string, subject: string) => boolean {
  if (re.global || re.sticky) throw new Error(`a gate is tested from the text's start: ${re.source}`);
  const literals = onLower ? literalAlternatives(re) : undefined;
  if (literals && literals.every((w) => w === w.toLowerCase() && /^[\x20-\x7e]+$/.test(w))) {
    const words = gateWords(literals);
    return (text) => anyPresent(words, presentGateWords(text));
  }
  const needs = neededWords(re);
  return (text, subject) => wordsPresent(needs, text) && testAnywhere(re, subject); // its needed characters first (char-needs.ts)
}
