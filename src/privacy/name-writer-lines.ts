import type { Finding } from "./types.ts";
import { nameEvidence as E } from "./person-names.ts";

/**
 * The writer of a message line (issue 14, round 25): "Kalani: wait that's the private half", "# Prabhjot: chezmoi's
 * template should have …", "… in your example. — Folake: done, rotating.", "[10:02] Ainura: wait, this is …". A chat
 * pasted into a note, a comment left in a file, a reply after a dash: one or two capitalised words, a colon, then a
 * sentence that opens in lower case. A label line has the same shape ("Reminder: the W-4 sample …", "Device: iPad …",
 * "Runbook: to unseal …"), so the writer must read as a person's name and the line as a person's speech:
 * - the writer's words: a given name or surname the lists hold, or a word no list holds that is shaped like a name (no
 *   ordinary word, place, product, no English noun ending: -er, -or, -ion, -ment …; a cased non-Latin word only before
 *   a message in its own script's lower case, "Γιάννης: ο κωδικός …");
 * - the message: three words or more, opening on a lower-case letter;
 * - the speech: a listed given name as the writer, or a mark that opens someone's note or reply (a comment's "#" or "//",
 *   a dash or arrow before the writer, a time stamp in brackets), or the message's own register — I, my, you, we,
 *   please, thanks, wait, an emoji.
 * Missed so (round 25, the training halves' name leaks): H, L, M, R, S, U, Y, Z, AC, AE.
 */
const WORD = String.raw`\p{Lu}[\p{Ll}\p{M}'’]+(?:-\p{Lu}?[\p{Ll}\p{M}]+)?`;
/** A line's writer: a comment mark, a bullet, a dash or a stamp may stand before it. */
const LINE_WRITER = new RegExp(
  String.raw`(?:^|\n)[ \t]*(?<mark>(?:#|\/\/|[-*•>—–←])[ \t]*)?(?<stamp>\[[^\]\n]{1,30}\][ \t]*)?(?<writer>${WORD}(?:[ \t]${WORD})?)[ \t]*:[ \t]+(?<message>[^\n]+)`,
  "dgu",
);
/** A reply after a dash or an arrow inside a line: "… your example. — Folake: done, rotating." */
const DASH_WRITER = new RegExp(String.raw`(?<=[.!?)\]"'”][ \t]+)(?<mark>[—–←])[ \t]*(?<writer>${WORD}(?:[ \t]${WORD})?)[ \t]*:[ \t]+(?<message>[^\n]+)`, "dgu");
/** A message in prose: a lower-case first word, then two more words at least. */
const PROSE = /^\p{Ll}[\p{L}\p{M}'’]*[,.]?(?:[ \t]+\S+){2,}/u;
/** A person speaking: first and second person, chat words, an emoji. */
const SPEECH = /(?:^|[^\p{L}])(?:i|i'm|i've|i'll|me|my|we|we're|our|you|you're|your|pls|please|thanks|thx|wait|sorry|oops|lol|ok|okay|nit|btw|fyi)(?![\p{L}'’])|\p{Extended_Pictographic}/iu;
/** Endings of English nouns of roles and things ("Reminder", "Dispatcher", "Attributes"), and of labels in other languages. */
const NOUN_ENDING = /(?:er|or|ers|ors|ion|ions|ment|ing|ure|ance|ence|ity|ness|ive|age|ics|ist|al|ia|ie|io|ía|es|ts|le|ook|ply|ice|ase)$/i;
/** Header labels no list calls an ordinary word. */
const HEADER_LABELS = new Set(["re", "fwd", "fw", "aw", "sv", "vs", "title", "objet", "betreff", "asunto", "oggetto", "onderwerp"]);
const LATIN = /^[\p{Script=Latin}\p{M}'’-]+$/u;

const listedGiven = (w: string): boolean => E.knownFirst(w, true) && !E.knownWord(w) && !E.isPlace(w) && !E.isProper(w);

function writerWord(w: string, message: string): boolean {
  if (HEADER_LABELS.has(w.toLowerCase()) || E.isNotName(w) || E.isPlaceholderName(w) || E.knownWord(w) || E.isPlace(w) || E.isProper(w)) return false;
  if (E.knownFirst(w, true) || E.knownLast(w)) return true;
  if (!LATIN.test(w)) return new RegExp(`^[\\p{Script=${scriptOf(w)}}]`, "u").test(message);
  return /^\p{Lu}\p{Ll}+(?:-\p{Lu}?\p{Ll}+)?$/u.test(w.normalize("NFC")) === true && E.unknownNameWord(w) && !NOUN_ENDING.test(w) && !E.productLike(w);
}
/** The script of a word's first letter, among the cased ones a writer's name is written in besides Latin. */
function scriptOf(w: string): string {
  return /^\p{Script=Cyrillic}/u.test(w) ? "Cyrillic" : /^\p{Script=Greek}/u.test(w) ? "Greek" : /^\p{Script=Armenian}/u.test(w) ? "Armenian" : "Latin";
}

export function findWriterLineNames(text: string): Finding[] {
  const out: Finding[] = [];
  if (!E.hasLexicon() || !text.includes(": ")) return out;
  for (const re of [LINE_WRITER, DASH_WRITER]) {
    re.lastIndex = 0;
    for (const m of text.matchAll(re)) {
      const g = m.groups!;
      const message = g.message!;
      if (!PROSE.test(message)) continue;
      const words = g.writer!.split(/[ \t]/);
      if (!words.every((w) => writerWord(w, message))) continue;
      const marked = g.mark !== undefined && !/^[-*•>]/.test(g.mark) || g.stamp !== undefined;
      if (!marked && !SPEECH.test(message) && !(words.length === 1 && listedGiven(words[0]!))) continue;
      const start = m.indices!.groups!.writer![0];
      out.push({ type: "person_name", start, end: start + g.writer!.length, detector: "name:writer-line", confidence: 0.7 });
    }
  }
  return out;
}
