/** The memory vocabulary of the spec ("Data model"), in one place. */

export const MEMORY_TYPES = [
  "insight", "decision", "preference", "capability", "fact", "gotcha",
  "pattern", "discovery", "location", "status", "episode",
] as const;
export type MemoryType = (typeof MEMORY_TYPES)[number];

export const SCOPES = ["private", "project", "team", "global"] as const;
export type Scope = (typeof SCOPES)[number];

export const TIERS = ["stm", "wm", "ltm"] as const;
export type Tier = (typeof TIERS)[number];

/** Higher wins in a conflict (spec "Sources"); recency breaks ties. */
export const SOURCES = ["user_stated", "ai_corrected", "ai_inferred"] as const;
export type Source = (typeof SOURCES)[number];

/**
 * How a memory arrived (issue 18 item 8), beside `source` (who vouches for it): said by the user,
 * inferred by the assistant, captured from a tool's output, imported from a file, received from
 * another agent (SWARM), or derived by nightly consolidation. Recall weighs each by
 * `PROVENANCE_TRUST` (retrieval/weighting.ts).
 */
export const PROVENANCES = ["user_statement", "assistant_inference", "tool_output", "import", "swarm", "consolidation"] as const;
export type Provenance = (typeof PROVENANCES)[number];

/**
 * What a client may declare on a write; swarm and consolidation are set by those paths. `import`
 * (text brought over from another store, e.g. Claude Code's auto-memory by `engram
 * sync-claude-memory`) carries the same trust as the user's own statements, so declaring it gains
 * nothing; unlike `/v1/import` it goes through the ordinary write path, judgment included.
 */
export const CLIENT_PROVENANCES = ["user_statement", "assistant_inference", "tool_output", "import"] as const satisfies readonly Provenance[];

/** A write that does not say how it arrived: what its source implies. */
export const provenanceOfSource = (source: Source): Provenance => (source === "user_stated" ? "user_statement" : "assistant_inference");

/**
 * Recall's trust factor per provenance (a multiplier of the final weight, retrieval/weighting.ts).
 * It adds only what `source` and `confidence` do not already say: who vouches (user > assistant) is
 * weighed by the source hierarchy, so the user's statements, the assistant's inferences,
 * consolidation's derivations and a deliberate import keep 1 and rank exactly as before. Tool output
 * and items from other agents are third-party text that nobody in the conversation stated — the
 * channels memory poisoning uses — and get 0.85: about the gap between user_stated and ai_inferred
 * in the source part, so a clearly better tool-output match still wins over a weak user statement,
 * while an equally relevant one ranks below it.
 */
export const PROVENANCE_TRUST: Record<Provenance, number> = {
  user_statement: 1,
  assistant_inference: 1,
  consolidation: 1,
  import: 1,
  tool_output: 0.85,
  swarm: 0.85,
};

/** Arrivals that are never promoted in tier without the user's confirmation (a pin). */
export const LOW_TRUST_PROVENANCES: ReadonlySet<string> = new Set<Provenance>(["tool_output", "swarm"]);

/** An instruction-like memory (safety/instructions.ts) from a low-trust channel is weighed down further. */
export const INSTRUCTION_LIKE_LOW_TRUST_FACTOR = 0.5;

/** The trust part of recall's weight: the provenance's factor, halved for instruction-like low-trust text. */
export function trustFactor(provenance: string, instructionLike: boolean): number {
  const base = PROVENANCE_TRUST[provenance as Provenance] ?? 1;
  return instructionLike && LOW_TRUST_PROVENANCES.has(provenance) ? base * INSTRUCTION_LIKE_LOW_TRUST_FACTOR : base;
}

interface TypeTraits {
  /** Anchored types keep strength 1; decaying ones fade with disuse (spec "Scoring"). */
  decays: boolean;
  defaultScope: Scope;
}

export const TYPE_TRAITS: Record<MemoryType, TypeTraits> = {
  insight: { decays: false, defaultScope: "project" },
  decision: { decays: false, defaultScope: "project" },
  preference: { decays: false, defaultScope: "private" },
  capability: { decays: false, defaultScope: "global" },
  fact: { decays: false, defaultScope: "project" },
  gotcha: { decays: true, defaultScope: "project" },
  pattern: { decays: true, defaultScope: "global" },
  discovery: { decays: true, defaultScope: "project" },
  location: { decays: true, defaultScope: "project" },
  status: { decays: true, defaultScope: "project" },
  episode: { decays: true, defaultScope: "private" },
};

/**
 * The scope a memory lands in when the client does not say. A project-scoped type written
 * without a project becomes the user's global (cross-project) knowledge.
 */
export function defaultScope(type: MemoryType, hasProject: boolean): Scope {
  const scope = TYPE_TRAITS[type].defaultScope;
  if (scope === "project" && !hasProject) return "global";
  return scope;
}

/**
 * The scope a new memory lands in when the client does not say, given how it arrived: tool output and
 * other agents' items stay private to their owner — third-party text is not shared with a project or
 * team unless the client asks for that scope explicitly (the confirmation).
 */
export const defaultScopeFor = (type: MemoryType, hasProject: boolean, provenance: string): Scope =>
  LOW_TRUST_PROVENANCES.has(provenance) ? "private" : defaultScope(type, hasProject);

/** Anchored knowledge goes straight to long-term memory; the rest starts in working memory. */
export const defaultTier = (type: MemoryType): Tier => (TYPE_TRAITS[type].decays ? "wm" : "ltm");

/**
 * The tier a new memory starts in when the client does not say: tool output and other agents' items
 * never start in long-term memory (LTM is knowledge someone vouched for); they reach it only through
 * the tier job, which waits for the owner's pin (lifecycle/scoring.ts nextTierStep).
 */
export const defaultTierFor = (type: MemoryType, provenance: string): Tier =>
  LOW_TRUST_PROVENANCES.has(provenance) && defaultTier(type) === "ltm" ? "wm" : defaultTier(type);

/** Starting confidence follows the source hierarchy. */
export const DEFAULT_CONFIDENCE: Record<Source, number> = {
  user_stated: 0.9,
  ai_corrected: 0.8,
  ai_inferred: 0.6,
};

export const LIMITS = {
  contentBytes: 8 * 1024,
  titleChars: 300,
  tags: 32,
  tagChars: 64,
  metadataBytes: 16 * 1024,
  /** Nesting of `metadata` (objects and arrays). D1's JSON functions fail far deeper (1000), which once aborted jobs for every tenant. */
  metadataDepth: 20,
  /** Nesting of any request body: a backstop for fields without their own limit. */
  bodyDepth: 64,
  batch: 100,
  recallK: 100,
  bodyBytes: 4 * 1024 * 1024,
  vectorDimension: 4096,
  queryChars: 2000,
} as const;
