/**
 * The first- and last-name lexicon of compromise (MIT, spencermountain/compromise): about 3,000
 * first names and 900 surnames, maintained with its tagger. Importing compromise unpacks its whole
 * English lexicon (~0.4 s of CPU on this machine); this file only reads it, from whichever build of
 * compromise the caller loaded (name-lexicon.ts: the ES module; the companion: the CommonJS bundle, lazily).
 */
import { curatedNotName, type NameLexicon } from "./person-names.ts";
import { FINDING_TYPES } from "./types.ts";
import { WORLD_GIVEN_NAMES, WORLD_SURNAMES } from "./world-names.ts";
import { MORE_GIVEN_NAMES, MORE_SURNAMES } from "./world-names-more.ts";
import { decodeWords } from "./front-coding.ts";
import { FAKER_GIVEN_NAMES_CODED, FAKER_SURNAMES_CODED } from "./world-names-faker.ts";

/** Places that are also given names (compromise tags most of them only "Person"): a weak cue is not enough for them. */
const PLACES_THAT_ARE_NAMES = "sydney houston jordan austin victoria chad florence georgia dallas lincoln phoenix aurora chelsea paris brooklyn israel india kenya denver orlando cairo adelaide alexandria milan geneva vienna valencia siena verona orleans hudson kingston santiago savannah madison charlotte eugene regina lima salem carson sierra cheyenne helena".split(" ");

/** World given names that are also English words or cues: they count only beside a surname or a cue. */
const ENGLISH_HOMOGRAPHS = new Set("can son long tan sang per van jan min ping hung dung sunday may will hope faith grace mark bill rose dawn nana sem ren sho amani imani neema baraka".split(" "));

/**
 * Given names compromise lists only as names that are, far more often, English nouns a developer's text
 * uses ("Job succeeded", "Art assets", "Miles per hour"): ambiguous, like compromise's own mark and grace.
 */
const NOUN_NAMES = new Set("job art guy rich norm lance pierce wade reed rod cliff glen heath earl miles chance page penny sky river stone storm hunter crystal sunny august".split(" "));

/**
 * The names of the data this engine finds, as tables and forms name their columns ("iban", "mac", "nino", "bsn"):
 * a word here heading a column is a field, never a person, even where a broad name list holds it (faker's "Iban", "Nino").
 */
const DATA_KIND_WORDS = new Set([
  ...FINDING_TYPES.flatMap((t) => t.split("_")),
  ..."ssn nino bsn sin cpf cnpj dni nie nif pan rut curp pesel nir iin tin vat bic swift ein itin aadhaar imei imsi iccid".split(" "),
]);

/** The part of compromise's API this reads: its lexicon, word → tag(s). */
export interface CompromiseLike {
  model(): unknown;
}

const PLACE = new Set(["City", "Country", "Region", "Place"]);
const PROPER = new Set(["City", "Country", "Region", "Place", "ProperNoun", "Organization", "Demonym", "SportsTeam", "Honorific"]);

export function buildNameLexicon(nlp: CompromiseLike): NameLexicon {
  const lexicon = (nlp.model() as { one: { lexicon: Record<string, string | string[]> } }).one.lexicon;
  const first = new Set<string>();
  const ambiguousFirst = new Set<string>();
  const last = new Set<string>();
  const words = new Set<string>();
  const places = new Set<string>();
  const proper = new Set<string>();
  const placeLike = new Set<string>();
  for (const [word, tag] of Object.entries(lexicon)) {
    const tags = Array.isArray(tag) ? tag : [tag];
    if (word.includes(" ") || (tags.some((t) => PLACE.has(t)) && !tags.some((t) => t.endsWith("Name") || t === "Person"))) {
      if (tags.some((t) => PROPER.has(t))) places.add(word.normalize("NFD").replace(/\p{M}/gu, ""));
      if (word.includes(" ")) continue;
    }
    if (tags.includes("MaleName") || tags.includes("FemaleName") || tags.includes("Person")) {
      if (NOUN_NAMES.has(word)) ambiguousFirst.add(word); // "Job succeeded": a name only beside a surname or a strong cue
      else first.add(word);
      if (tags.some((t) => PLACE.has(t))) placeLike.add(word); // Sydney, Houston, Jordan: a name and a place
    }
    else if (tags.includes("FirstName")) ambiguousFirst.add(word); // mark, grace, chase: also common words
    else if (tags.includes("LastName")) last.add(word);
    else if (!tags.some((t) => PROPER.has(t))) words.add(word); // "Mendoza" is a city too, and still a surname
    else proper.add(word); // British, Toyota, Paris: proper nouns that are not people
  }
  // Names compromise does not list (see world-names.ts): a homograph of an English word stays ambiguous.
  for (const w of [...WORLD_GIVEN_NAMES, ...MORE_GIVEN_NAMES]) {
    if (!w || first.has(w) || ambiguousFirst.has(w)) continue;
    if (words.has(w) || proper.has(w) || w.length < 3 || ENGLISH_HOMOGRAPHS.has(w) || NOUN_NAMES.has(w)) ambiguousFirst.add(w);
    else first.add(w);
  }
  // faker's locale lists (world-names-faker.ts, ~70 locales): the same rules as the hand lists above.
  // Unlike the hand lists, a broad list's word that is also an English word, a proper noun or a place is left out rather
  // than made ambiguous (faker's "Mine", "Sep"; the generator already dropped words under 4 letters and faker's own
  // vocabulary of things), and so is a word this engine's own lists call a product or a not-name ("Apollo", "Kafka")
  // and a data kind's name ("Iban").
  const broad = (w: string) =>
    !words.has(w) && !proper.has(w) && !places.has(w) && !ENGLISH_HOMOGRAPHS.has(w) && !NOUN_NAMES.has(w) && !DATA_KIND_WORDS.has(w) && !curatedNotName(w);
  const broadOnly = new Set<string>();
  for (const w of decodeWords(FAKER_GIVEN_NAMES_CODED)) {
    if (first.has(w) || ambiguousFirst.has(w) || !broad(w)) continue;
    first.add(w);
    broadOnly.add(w);
  }
  for (const w of PLACES_THAT_ARE_NAMES) placeLike.add(w);
  for (const w of [...WORLD_SURNAMES, ...MORE_SURNAMES]) if (w && !words.has(w) && !proper.has(w) && !ENGLISH_HOMOGRAPHS.has(w)) last.add(w);
  const broadOnlyLast = new Set<string>();
  for (const w of decodeWords(FAKER_SURNAMES_CODED)) {
    if (last.has(w) || !broad(w)) continue;
    last.add(w);
    broadOnlyLast.add(w);
  }
  return { first, ambiguousFirst, last, words, places, proper, placeLike, broadOnly, broadOnlyLast };
}

