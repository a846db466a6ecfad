/**
 * Particles inside a name, in one list for people and places: "Ana de la Cruz", "Pieter van der Berg", "Hafiz bin
 * Rahman", "Rue de la Loi", "Via dei Mille", "Avenida dos Andradas", "Dar es Salaam Road". Each is a word of its own
 * between two words of the name, written in lower case (a person's also capitalised in a header: "Van der Berg").
 * address-chains.ts (a street's or a place's name in a chain of segments) and name-slots.ts (a name before a chat
 * line's time) read them from here.
 */
export const PARTICLE_WORDS: readonly string[] = [
  // Romance languages
  "de", "la", "le", "les", "du", "des", "del", "della", "delle", "dello", "degli", "dei", "dal", "dalla", "da", "do", "dos", "das", "di", "y", "e", "et",
  // Germanic
  "van", "von", "der", "den", "ter", "ten", "zum", "zur", "of",
  // Arabic, Malay, Swahili
  "al", "el", "bin", "binti", "ibn", "na", "wa",
];
/** Particles of two words, tried before their first word alone. */
const PARTICLE_PAIRS = ["van der", "van den", "de la"];

const capitalised = (w: string): string => w[0]!.toUpperCase() + w.slice(1);

/** One particle word in lower case. */
export const PARTICLE = new RegExp(`^(?:${PARTICLE_WORDS.join("|")})$`);
/** The particles as a regex alternation (no group), lower-case ones only: a street's name. */
export const LOWER_PARTICLES = [...PARTICLE_PAIRS, ...PARTICLE_WORDS].join("|");
/** The same with each capitalised as well: a person's name in a header ("Van der Berg"). */
export const ANY_CASE_PARTICLES = [...PARTICLE_PAIRS, ...PARTICLE_WORDS, ...PARTICLE_WORDS.map(capitalised)].join("|");
/** One particle word in either case. */
export const ANY_CASE_PARTICLE = new RegExp(`^(?:${ANY_CASE_PARTICLES})$`, "u");
