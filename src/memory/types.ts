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

/** Anchored knowledge goes straight to long-term memory; the rest starts in working memory. */
export const defaultTier = (type: MemoryType): Tier => (TYPE_TRAITS[type].decays ? "wm" : "ltm");

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
