/**
 * The extractor contract, on its own so the implementations (llm-extractor, rule-skill) depend on it
 * and not on the registry that picks one of them (extractor.ts), which imports them in turn.
 */
import type { OutcomeInput } from "../knowledge/outcome-schemas";
import type { SkillDraft } from "../skills/schemas";
import type { EpisodeInput, ExtractionRun, TokenUsage } from "./extraction";

export type SkillDraftResult =
  | { ok: true; draft: SkillDraft; usage: TokenUsage }
  | { ok: false; reason: string; usage: TokenUsage };

export interface Extractor {
  readonly name: "llm" | "rules";
  /** Episodes in order → chunk results in order; stops early (and says why) on outage or budget. */
  extractEpisodes(episodes: EpisodeInput[]): Promise<ExtractionRun>;
  /** A reusable skill from a verified, positively rated outcome, or why not. */
  draftSkill(outcome: OutcomeInput): Promise<SkillDraftResult>;
}
