/**
 * The statements every write path composes, from the stores that own their tables (AGENTS.md,
 * "Who owns which table"), re-exported so the write paths keep one import.
 */
export { recordEvent } from "../storage/events-store";
export { insertMemory } from "../storage/memories-store";
export { enqueueOutbox } from "../storage/outbox-store";
export { upsertVector } from "../storage/vectors-store";
