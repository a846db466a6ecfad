// The engine lives in the root package (src/privacy/) so the Worker runs the same code; this file keeps the companion's import paths.
export { detect, formatReport, scrub } from "../../../src/privacy/index.ts";
