// The engine lives in the root package (src/privacy/) so the Worker runs the same code; this file keeps the
// companion's import paths. The person-name lexicon (built at bench time from compromise's, stored-name-lexicon.ts)
// is decoded on the first scrub that looks for names.
import {
  detect as coreDetect,
  formatReport,
  hasNameLexicon,
  redact,
  scrub as coreScrub,
  type Finding,
  type ScrubOptions,
  type ScrubResult,
} from "../../../src/privacy/core.ts";
import { setNameLexicon } from "../../../src/privacy/person-names.ts";
import { storedNameLexicon } from "../../../src/privacy/stored-name-lexicon.ts";

function ensureNameLexicon(options: ScrubOptions): void {
  if (options.names === false || hasNameLexicon()) return;
  setNameLexicon(storedNameLexicon());
}

export function scrub(text: string, options: ScrubOptions = {}): ScrubResult {
  ensureNameLexicon(options);
  return coreScrub(text, options);
}

export function detect(text: string, options: ScrubOptions = {}): Finding[] {
  ensureNameLexicon(options);
  return coreDetect(text, options);
}

export { formatReport, redact };
