/**
 * The privacy engine: one module for the Worker (workerd) and the Node companion.
 * No network, no filesystem, no Node built-ins: every dependency is plain JS.
 * This entry loads the person-name lexicon at import; `core.ts` is the same engine without it.
 */
import "./name-lexicon.ts";

export * from "./core.ts";
export { ibanValid, luhnValid, ssnValid } from "./checksums.ts";
