/**
 * A table looked up by a memory's words, without Object.prototype: stored text is untrusted, and a plain object
 * answers "constructor", "toString" or "__proto__" with a built-in (a function where a word or a list was expected:
 * rootOf threw on ANTONYMS["constructor"]; canonicalName put a function's source into a subject, aa3fb13).
 * Every word table of judgment is built with it (word-table.test.ts checks them all).
 */
export function wordTable<T extends object>(table: T): T {
  return Object.assign(Object.create(null) as T, table);
}
