import type { Finding } from "./types.ts";
import { atLineStarts, endsWithMatch } from "./regex.ts";
import { nameEvidence as E } from "./person-names.ts";

/**
 * Given names inside a chat message (issue 14, round 14). A chat export, a meeting transcript or a messenger log gives
 * each message its writer first (`[10:07] Lambert, Céline: …`, `14/10/2026, 19:05 - Tia Rosângela: …`,
 * `[00:26:16] Isabela Rocha: …`). What the writer says is about people more than anything else: the capitalised word the
 * name lists hold as a given name there is the person talked to or about ("Rohit saw it first", "Thibault remplace
 * Margaux", "Lucas meu número novo", "So Kamila, did …", "Дима, это же …"), whatever verb or language follows, so the
 * message's frame is the cue, not a list of verbs.
 * Only a strictly listed given name counts (the lexicon's, never a word that is also an ordinary word, a place, a
 * product or a not-name: "Will", "Mark", "Sydney", "Paris", "Jenkins" stay), standing alone (a capitalised word beside
 * it makes a longer proper name the other rules read: "Atlas Cluster", "Mercedes Benz"), and not where a thing's name
 * stands (after "the", "in", "use", before "API", "v2", ".io").
 * The speaker must read as one: a clock or date before it, or a writer's name of one to three capitalised words the
 * lexicon takes for a name. A label line ("Tags: Jasper, Jade", "Location: Florence") has neither.
 */

/** A message line: optional bullet, a clock or date, then the writer and a colon. */
const TURN = new RegExp(
  String.raw`[ \t]*(?:[>*•][ \t]*)?(?<time>(?:\[[^\]\n]{1,30}\]|\(?\d{1,4}[./-]\d{1,2}[./-]\d{1,4},?[ \t]+\d{1,2}:\d{2}(?::\d{2})?\)?|\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]*[AaPp]\.?[Mm]\.?)?)[ \t]*(?:[-–][ \t]*)?)?` +
    String.raw`(?<speaker>\p{L}[\p{L}\p{M}'’.-]*(?:,?[ \t]\p{L}[\p{L}\p{M}'’.-]*){0,3}):[ \t]+(?<message>[^\n]+)`,
  "dyu",
);
/** A capitalised word of any cased script, not inside a handle, a path or a hyphenated compound. */
const WORD = /(?<![\p{L}\p{M}\p{N}_@./#'’\\-])\p{Lu}[\p{Ll}\p{M}]+(?:-\p{Lu}?[\p{Ll}\p{M}]+)?(?![\p{L}\p{M}\p{N}_@\\/]|[.-][\p{L}\p{N}])/gu;
/** Words before a thing's name ("the Atlas cluster", "in Lisbon", "use Hugo"). */
const THING_BEFORE = /(?:^|[^\p{L}])(?:the|a|an|this|that|our|your|their|its|in|on|at|into|onto|of|via|use|uses|using|used|install|installed|run|running|deploy|deployed|migrate|migrated|upgrade|upgraded|than|vs|versus|named|called|new|old)[ \t]+$/iu;
/** One backward try at the window's end (regex.ts endsWithMatch). */
const thingBeforeAtEnd = endsWithMatch(THING_BEFORE);
/** Words after a thing's name ("Hugo v0.1", "Nova API", "Iris.io"). */
const THING_AFTER = /^(?:[ \t]+v?\d|[ \t]+(?:API|SDK|CLI|app|service|server|cluster|bucket|queue|plugin|module|package|library|repo|team|region|instance|bot|model|engine|project)\b|\.[a-z]|::|\()/u;
/** A capitalised word right beside the candidate: part of a longer proper name (before it, unless an ordinary word opens the sentence: "So Kamila, …"). */
const CAPITAL_BEFORE = /(?<![\p{L}\p{M}])(\p{Lu}[\p{L}\p{M}]*)[ \t]+$/u;
const CAPITAL_AFTER = /^[ \t]+\p{Lu}[\p{Ll}\p{M}]/u;
/** Code in the message: a chat that pastes code has identifiers, not people. */
const CODE = /[{}<>=`;]|=>|\(\)/;

function listedGiven(w: string): boolean {
  return w.length >= 3 && E.knownFirst(w, true) && !E.knownWord(w) && !E.isNotName(w) && !E.isPlace(w) && !E.isProper(w) && !E.isPlaceholderName(w) && !E.givenWord(w);
}

function speakerReads(speaker: string, hasTime: boolean): boolean {
  if (hasTime) return true;
  const ws = speaker.split(/[ \t,]+/).filter(Boolean);
  if (ws.length < 1 || ws.length > 3 || !ws.every((w) => /^\p{Lu}/u.test(w))) return false;
  // "Haruto Sasaki", "Гульнара": a given name the lists hold, or two or three words of a name.
  return ws.some((w) => listedGiven(w) || E.knownLast(w)) && ws.every((w) => !E.knownWord(w) || E.knownFirst(w, false) || E.knownLast(w));
}

export function findChatTurnNames(text: string): Finding[] {
  const out: Finding[] = [];
  if (!E.hasLexicon() || !text.includes(": ")) return out;
  for (const m of atLineStarts(TURN, text)) {
    const g = m.groups!;
    if (!speakerReads(g.speaker!, g.time !== undefined)) continue;
    const message = g.message!;
    if (CODE.test(message)) continue;
    const base = m.indices!.groups!.message![0];
    WORD.lastIndex = 0;
    for (let w = WORD.exec(message); w; w = WORD.exec(message)) {
      const word = w[0];
      if (!listedGiven(word)) continue;
      const before = message.slice(Math.max(0, w.index - 30), w.index);
      const after = message.slice(w.index + word.length, w.index + word.length + 20);
      if (thingBeforeAtEnd(before) || THING_AFTER.test(after) || CAPITAL_AFTER.test(after)) continue;
      const capitalBefore = CAPITAL_BEFORE.exec(before)?.[1];
      if (capitalBefore !== undefined && !E.knownWord(capitalBefore)) continue;
      const start = base + w.index;
      out.push({ type: "person_name", start, end: start + word.length, detector: "name:chat-turn-given", confidence: 0.7 });
    }
  }
  return out;
}
