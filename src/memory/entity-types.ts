/**
 * The one vocabulary of entity types (`entities.type`), shared by write-time extraction
 * (memory/entity-extractor.ts), consolidation (rules and LLM) and the graph API.
 *
 * - person        someone: a chat speaker ("Caroline: …"), "user" (the memory's owner)
 * - organization  a company, team or institution (the LLM tells these apart; rules do not)
 * - project       a project or repository: "the Zephyr project", a memory's project
 * - technology    a language, framework, service or tool, by its canonical name ("Node.js", "Postgres")
 * - file          a file path as written, without a line number ("src/index.ts")
 * - component     something in code: an identifier (parseTemporal, MAX_TERMS, RateLimiter), a call,
 *                 a backticked name, or a part of the system the LLM names ("webhook job")
 * - concept       a subject without a proper name ("session timeout"): fact subjects, LLM concepts
 * - name          a proper name whose kind is unknown ("New York", "John Smith"): what rules see
 *                 when a capitalized name is not a speaker
 *
 * Graph lookups (retrieval/graph.ts) match by normalized name whatever the type; the type keeps
 * "Zephyr" the project apart from "Zephyr" the name. Before migrations/0008 write-time extraction
 * stored code identifiers as `code`; that migration rewrote them to `component`.
 */
export const ENTITY_TYPES = ["person", "project", "technology", "file", "component", "concept", "organization", "name"] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

/** What the LLM extractor is asked to choose from: it can tell a person from a place, so never `name`. */
export const LLM_ENTITY_TYPES = ENTITY_TYPES.filter((t) => t !== "name");
