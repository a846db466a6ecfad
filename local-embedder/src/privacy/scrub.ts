// The engine lives in the root package (src/privacy/) so the Worker runs the same code; this file keeps the
// companion's import paths. The person-name lexicon (compromise, ~0.4 s to unpack) is loaded on the first
// scrub that looks for names, from compromise's CommonJS bundle, so CLI commands that never scrub start fast.
import { createRequire } from "node:module";
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
import { buildNameLexicon, type CompromiseLike } from "../../../src/privacy/lexicon-build.ts";
import { setNameLexicon } from "../../../src/privacy/person-names.ts";

function ensureNameLexicon(options: ScrubOptions): void {
  if (options.names === false || hasNameLexicon()) return;
  setNameLexicon(buildNameLexicon(createRequire(import.meta.url)("compromise/two") as CompromiseLike));
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
