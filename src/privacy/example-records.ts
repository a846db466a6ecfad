import { isPlaceholderName } from "./person-names.ts";

/**
 * A record documentation made up: a phone, an IBAN, a card or an id in the same sentence as a stand-in person ("Max
 * Mustermann", "John Q. Public") or a mailbox at a domain reserved for examples (RFC 2606: example.com/.org/.net, .example,
 * .test, .invalid). Seed scripts, form specimens and vendors' templates fill every field of one made-up person this way;
 * a real customer's record does not sit beside "max@example.org". A sentence that calls its values real keeps them
 * ("a real customer (…), replace with John Doe").
 */
export function exampleRecord(text: string, start: number, end: number): boolean {
  const sentence = sentenceAround(text, start, end);
  if (REAL_WORD.test(sentence.replace(DENIED_REAL, ""))) return false;
  let standIn = EXAMPLE_MAILBOX.test(sentence);
  // Every person-shaped run in the sentence must be the stand-in: "Refund to Jonas Weber, IBAN …, not to the Max Mustermann
  // sample" is Jonas's record.
  for (const m of sentence.replace(FIELD_LABEL, "").matchAll(CAPITALISED_RUN)) {
    if (!isPlaceholderName(m[0])) return false;
    standIn = true;
  }
  return standIn;
}

/** A form's label for the name field before the name ("…, Name Max Mustermann"): the field's word, not part of the person's name. */
const FIELD_LABEL = /(?<![\p{L}])(?:Name|Nome|Nombre|Nom|Naam|Namn|Navn|Nimi)(?=[ \t]+\p{Lu})/gu;
const EXAMPLE_MAILBOX = /[\w.+-]@(?:[\w-]+\.)*(?:example\.(?:com|org|net)|example|test|invalid)(?![\w.-]*\w)/i;
const CAPITALISED_RUN = /(?<![\p{L}])\p{Lu}\p{Ll}[\p{L}'’-]*(?:[ \t]+\p{Lu}\.)?[ \t]+\p{Lu}\p{Ll}[\p{L}'’-]*/gu;
/** "not a real person" denies what REAL_WORD would read. */
const DENIED_REAL = /(?<![\p{L}])(?:not|no|never|nicht|kein|pas)[ \t]+(?:(?:a|an|any|ein|eine|un|une)[ \t]+)?\p{L}+/giu;
const REAL_WORD = /(?<![\p{L}])(?:real|actual|live|production|genuine|echte[nr]?|real(?:es)?|vrai|réel(?:le)?)(?![\p{L}])/iu;

/**
 * A full stop before a space after a word of four letters or more, a digit or a closing mark: not an initial's ("John Q.
 * Public") nor an abbreviation's ("Tel. +49 …", "Nr. 4").
 */
const SENTENCE_END = /\n|(?<=\p{Ll}{4}|[\d)"'”])[.!?](?:[ \t]|$)/u;
const SENTENCE_END_LAST = /(?<=\p{Ll}{4}|[\d)"'”])[.!?][ \t](?:[^.!?]|(?<!\p{Ll}{4}|[\d)"'”])[.!?])*$/u;
/** The sentence a value stands in, at most 120 characters each way: cut at the line's end and at a full stop before a space. */
function sentenceAround(text: string, start: number, end: number): string {
  let before = text.slice(Math.max(0, start - 120), start);
  before = before.slice(Math.max(before.lastIndexOf("\n"), before.search(SENTENCE_END_LAST)) + 1);
  let after = text.slice(end, end + 120);
  const stop = after.search(SENTENCE_END);
  if (stop !== -1) after = after.slice(0, stop);
  return before + text.slice(start, end) + after;
}
