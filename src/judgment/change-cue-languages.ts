/**
 * A change said in French, German, Spanish, Italian or Portuguese (round 24b, issue 12). A pair where one side says
 * something changed ("switched", "no longer", features.ts change_cue) is never the duplicate model's to merge: the old
 * state and the new one share their words. features.ts reads that cue in English only, so "On utilise Moodle pour les
 * cours en ligne." / "Nous sommes passés de Moodle à Canvas à la rentrée." (w-c-089, a conflict the model merged out of
 * fold at p 0.63) reached the model as an open pair. The same cue in the other languages the memories are written in,
 * asked of the duplicate model's merges only (taste-guard.ts modelMergeGuard); the features stay as they are.
 */
const CHANGE_CUE_ELSEWHERE = new RegExp(
  [
    // French: "passés de X à Y", "remplacé", "migré", "abandonné", "ne … plus", "désormais", "à la place"
    String.raw`\bpass[ée]e?s?\s+(?:de|du|des)\s+\S+.*\s(?:à|au|aux|sur|vers)\s`,
    String.raw`\b(?:remplac|migr|abandonn|chang)(?:é|ée|és|ées|er)\b`,
    String.raw`\bn(?:e\s+|['’])\S+\s+plus\b`,
    String.raw`\b(?:désormais|dorénavant|à la place)\b`,
    // German: "gewechselt", "umgestiegen", "ersetzt", "nicht mehr", "stattdessen", "seit"
    String.raw`\b(?:gewechselt|umgestiegen|umgezogen|ersetzt|migriert|abgelöst|nicht mehr|stattdessen|inzwischen)\b`,
    // Spanish / Portuguese / Italian: "cambiamos de X a Y", "ya no", "reemplazado", "migramos", "não … mais", "non più"
    String.raw`\b(?:cambi(?:amos|ó|ado)|reemplaz(?:ado|amos)|migr(?:amos|ado|ou|ato|ati)|pasamos\s+de|ya\s+no|en\s+lugar\s+de|substituí(?:do|mos)|mudamos|não\s+\S+\s+mais|non\s+\S+\s+più|sostituit[oaie]|passati\s+da)\b`,
  ].join("|"),
  "i",
);

/** The English cue (features.ts change_cue), "any more" in two words too: a side that says the change as well. */
const CHANGE_CUE_ENGLISH = /\b(?:switched|moved|migrated|replaced|no longer|any ?more|instead|deprecated|changed|used to)\b/i;
const saysChange = (t: string) => CHANGE_CUE_ELSEWHERE.test(t) || CHANGE_CUE_ENGLISH.test(t);

function changeOnOneSide(changed: string, other: string): string | null {
  const m = CHANGE_CUE_ELSEWHERE.exec(changed);
  // Both sides saying the change is one change said twice ("On n'achète plus …" / "… no animal rennet any more").
  return m && !saysChange(other) ? `one side says something changed ("${m[0].trim()}"), the other states one state` : null;
}

/** Why one side says, in a language other than English, that something changed and the other does not, or null. */
export function changeSaidElsewhere(a: string, b: string): string | null {
  return changeOnOneSide(a, b) ?? changeOnOneSide(b, a);
}
