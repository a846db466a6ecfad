/**
 * The privacy engine without the name lexicon: what Worker code imports when it must not pay
 * compromise's start-up cost (the write guard looks for credentials only). Names are then found
 * by context cues alone, unless `loadNameLexicon()` was awaited once.
 */
export { detect, formatReport, redact, scrub } from "./engine.ts";
export { hasNameLexicon } from "./person-names.ts";
export { isPlaceholderValue } from "./placeholders.ts";
export * from "./types.ts";

/** Loads compromise's name lexicon into the engine (idempotent). */
export async function loadNameLexicon(): Promise<void> {
  await import("./name-lexicon.ts");
}
