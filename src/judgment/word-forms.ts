/**
 * The dictionary forms of a written word, the one reader of verb and noun forms judgment has: regular endings stripped
 * ("deletes" → delete, "enabled" → enable, "denied" → deny, "dropped" → drop) and irregular verbs looked up ("left" →
 * leave). A leaf: synonyms.ts, opposites.ts and denying-verbs.ts read forms here without importing one another.
 */

/** Dictionary forms a written word may stand for: "explanations" → explanation, "deletes" → delete, "enabled" → enable. */
export function lemmasOf(word: string): string[] {
  const w = word.toLowerCase();
  const out = [w];
  const strip = (suffix: string, add = "") => w.length > suffix.length + 2 && w.endsWith(suffix) && out.push(w.slice(0, -suffix.length) + add);
  strip("ies", "y");
  strip("ied", "y");
  strip("es");
  strip("s");
  strip("ed");
  strip("ed", "e");
  strip("ing");
  strip("ing", "e");
  if (/([b-df-hj-np-tv-z])\1(?:ed|ing)$/.test(w)) out.push(w.replace(/([b-df-hj-np-tv-z])\1(?:ed|ing)$/, "$1"));
  return out;
}

/** Irregular verb forms a note uses ("forms:lemma"), since lemmasOf only strips regular endings. */
const IRREGULAR = `written,wrote:write broken,broke:break ran:run built:build sent:send kept:keep held:hold found:find
made:make done,did:do gone,went:go taken,took:take given,gave:give chosen,chose:choose shown:show known,knew:know
thrown,threw:throw drawn,drew:draw driven,drove:drive frozen,froze:freeze forgotten,forgot:forget hidden,hid:hide
begun,began:begin spoken,spoke:speak stolen,stole:steal fallen,fell:fall grown,grew:grow brought:bring bought:buy
caught:catch taught:teach thought:think fought:fight sought:seek left:leave lost:lose meant:mean met:meet paid:pay
said:say sold:sell told:tell understood:understand stood:stand spent:spend lent:lend bent:bend slept:sleep
swept:sweep felt:feel dealt:deal led:lead fed:feed rebuilt:rebuild rewritten,rewrote:rewrite
overridden,overrode:override undone,undid:undo spun:spin won:win stuck:stick struck:strike hung:hang dug:dig
wound:wind axed:axe`;
const IRREGULAR_FORMS = new Map<string, string>();
for (const entry of IRREGULAR.split(/\s+/)) {
  const [forms, lemma] = entry.split(":");
  for (const f of forms.split(",")) IRREGULAR_FORMS.set(f, lemma);
}

/** Dictionary forms of a written word: regular endings stripped (lemmasOf), irregular verbs looked up. */
const formsMemo = new Map<string, string[]>();
export function formsOf(word: string): string[] {
  let hit = formsMemo.get(word);
  if (hit) return hit;
  const w = word.toLowerCase();
  const irregular = IRREGULAR_FORMS.get(w);
  hit = irregular ? [...lemmasOf(w), irregular] : lemmasOf(w);
  if (formsMemo.size > 20000) formsMemo.clear();
  formsMemo.set(word, hit);
  return hit;
}
