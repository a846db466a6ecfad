/**
 * What kind of answer a question expects, and whether a memory has that shape — the classic
 * question-answering "answer type" check, by explainable rules. A "where" or "which city" question
 * is answered by a memory that names a place ("took a trip to Rome") or a file path, a "who" or "which band"
 * question by one that names someone, "what book" (film, song…) by a title, "how many" or "how long"
 * by a number, "why" by a reason ("because …", "so that …", "to avoid …", or "Why X: …"). The memory that answers often shares no word with the question, so this
 * is evidence neither BM25 nor a weak embedding model sees. (When-questions are the same idea
 * for dates; temporal.ts handles them.) Pure; unit-tested.
 */
import { CAPITALIZED_STOPWORDS, speakerOf } from "../memory/entity-extractor";

export type AnswerType = "place" | "person" | "title" | "quantity" | "reason";

const PLACE_NOUNS = "cit(?:y|ies)|countr(?:y|ies)|places?|towns?|states?|locations?|destinations?|spots?|regions?|islands?|parks?|beach(?:es)?";
const PERSON_NOUNS = "friends?|people|persons?|artists?|bands?|musicians?|singers?|authors?|writers?|players?|teams?|actors?|actresses|celebrit(?:y|ies)|mentors?|colleagues?";
const TITLE_NOUNS = "books?|novels?|movies?|films?|songs?|albums?|shows?|series|games?|podcasts?|titles?|plays?|poems?";

const RULES: Array<{ type: AnswerType; re: RegExp }> = [
  { type: "place", re: new RegExp(`^where\\b|\\b(?:which|what)\\s+(?:\\w+\\s+)?(?:${PLACE_NOUNS})\\b|\\bwhere\\s+(?:did|does|do|has|have|is|was)\\b`, "i") },
  { type: "person", re: new RegExp(`^(?:who|whom)\\b|\\b(?:which|what)\\s+(?:\\w+\\s+)?(?:${PERSON_NOUNS})\\b`, "i") },
  { type: "title", re: new RegExp(`\\b(?:which|what)\\s+(?:\\w+\\s+)?(?:${TITLE_NOUNS})\\b`, "i") },
  { type: "quantity", re: /^how\s+(?:many|much|long|old|often|far)\b/i },
  { type: "reason", re: /^why\b|\b(?:what (?:was|is|were) the (?:reason|rationale)|reasons? (?:for|behind)|what led (?:us|me|you|them|to))\b/i },
];

/** The answer type a question expects, or null (when-questions are temporal.ts's). */
export function expectedAnswer(query: string): AnswerType | null {
  const q = query.trim();
  return RULES.find((r) => r.re.test(q))?.type ?? null;
}

const PLACE_CUE = /\b(?:in|to|from|at|near|visit(?:ed|ing)?|around|across|toward|towards|through|via)\s+(?:the\s+)?([A-Z][\p{L}'’-]+(?:\s+[A-Z][\p{L}'’-]+)*)/gu;
// "my home country, Sweden", "the city of Lyon"
const PLACE_APPOSITION = /\b(?:country|city|town|hometown|state|island|village|province)(?:\s+of)?,?\s+([A-Z][\p{L}'’-]+(?:\s+[A-Z][\p{L}'’-]+)*)/gu;
// In developer memories "where" is answered by a file, a directory or a URL.
const PATH_OR_URL = /\bhttps?:\/\/\S+|(?:^|[\s(`'"])(?:\.{0,2}\/)?[\w.-]+\/[\w./-]+|\b[\w-]+\.(?:ts|tsx|js|mjs|py|rs|go|java|rb|json|ya?ml|toml|md|sql|sh|css|html)\b/;
const QUOTED = /["“][^"”]{2,80}["”]/u;
// Not at the start of a sentence, where capitals are grammar.
const CAPITALIZED_RUN = /(?<!(?:[.!?]["”)]?\s+|^\s*|\n\s*))\b([A-Z][\p{L}'’-]+(?:\s+[A-Z][\p{L}'’-]+)*)/gu;
// A stated reason: a causal connective, a purpose clause, or a "Why X: …" note.
const REASON = /\b(?:because|since|so that|so (?:we|i|it|they)|in order to|to (?:avoid|keep|reduce|save|cut|prevent|make)|due to|the reason|rationale|thanks to|as a result)\b|^why\b[^:]{0,120}:/i;
const NUMBER = /\b\d+(?:[.,]\d+)?\b|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|hundred|dozen|couple|several|once|twice)\b/i;

/**
 * 1 when `content` has the shape of the expected answer, else 0. `people` are the names already
 * in the conversation (speakers, people the question names): a place or a new person must be
 * something else ("thanks to Caroline" names no place).
 */
export function answerShape(content: string, type: AnswerType | null, people: Set<string>): number {
  if (!type) return 0;
  const speaker = speakerOf(content);
  const body = (speaker ? content.slice(content.indexOf(":") + 1) : content).trim();
  const isNew = (name: string) => {
    const words = name.split(/\s+/).map((w) => w.replace(/['’]s$/u, ""));
    return words.some((w) => w.length > 1 && !CAPITALIZED_STOPWORDS.has(w.toLowerCase()) && !people.has(w.toLowerCase()));
  };
  switch (type) {
    case "place":
      return PATH_OR_URL.test(body) || [...body.matchAll(PLACE_CUE), ...body.matchAll(PLACE_APPOSITION)].some((m) => isNew(m[1])) ? 1 : 0;
    case "person":
      return [...body.matchAll(CAPITALIZED_RUN)].some((m) => isNew(m[1])) ? 1 : 0;
    case "title":
      return QUOTED.test(body) || [...body.matchAll(CAPITALIZED_RUN)].some((m) => m[1].includes(" ") && isNew(m[1])) ? 1 : 0;
    case "quantity":
      return NUMBER.test(body) ? 1 : 0;
    case "reason":
      return REASON.test(body) ? 1 : 0;
  }
}
