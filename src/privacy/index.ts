/**
 * The privacy engine: one module for the Worker (workerd) and the Node companion.
 * No network, no filesystem, no Node built-ins: every dependency is plain JS.
 */
export { detect, scrub, formatReport } from "./engine.ts";
export { isPlaceholderValue } from "./placeholders.ts";
export { ibanValid, luhnValid, ssnValid } from "./checksums.ts";
export * from "./types.ts";
