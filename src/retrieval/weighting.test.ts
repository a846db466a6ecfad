import { describe, expect, it } from "vitest";
import type { MemoryRecord } from "../memory/view";
import { DAY_MS } from "../util/time";
import { EXPIRED_FACTOR, finalWeight, SUPERSEDED_FACTOR } from "./weighting";

const now = Date.parse("2026-03-11T00:00:00Z");
const base = {
  id: "mem_1", org_id: "o", user_id: "u", scope: "private", project_id: null, project_name: null, type: "episode", tier: "wm",
  title: null, content: "x", tags: "[]", metadata: "{}", source: "user_stated", session_id: null, confidence: 0.9, importance: 0.5,
  effectiveness: 5, access_count: 0, use_count: 0, success_count: 0, failure_count: 0, pinned: 0, needs_review: 0, archived_at: null,
  created_at: now, updated_at: now, occurred_at: null, last_accessed_at: null, last_used_at: null, valid_from: null, valid_until: null,
  supersedes: null, superseded_by: null, content_hash: "h", embedding_model: null, embedding_dim: null, indexed_at: null,
  provenance: "user_statement", instruction_like: 0,
} satisfies MemoryRecord;
const priors = { preference: { preference: 1.25, episode: 0.8 } };
const w = (patch: Partial<MemoryRecord>, key = "complex", asOf = now) => finalWeight({ ...base, ...patch }, key, now, asOf, priors);

describe("finalWeight", () => {
  it("superseded and expired memories sink", () => {
    expect(w({ superseded_by: "mem_2" }).factor / w({}).factor).toBeCloseTo(SUPERSEDED_FACTOR);
    expect(w({ valid_until: now - DAY_MS }).factor / w({}).factor).toBeCloseTo(EXPIRED_FACTOR);
    // As of a date inside the validity interval, the same memory is not expired.
    expect(w({ valid_until: now - DAY_MS }, "complex", now - 2 * DAY_MS).expired).toBe(1);
  });

  it("follows the source hierarchy and confidence", () => {
    expect(w({ source: "user_stated" }).factor).toBeGreaterThan(w({ source: "ai_corrected" }).factor);
    expect(w({ source: "ai_corrected" }).factor).toBeGreaterThan(w({ source: "ai_inferred" }).factor);
    expect(w({ confidence: 0.9 }).factor).toBeGreaterThan(w({ confidence: 0.4 }).factor);
  });

  it("weighs tool output and SWARM items below what the user said, instruction-like ones lower still", () => {
    expect(w({ provenance: "assistant_inference" }).trust).toBe(1);
    expect(w({ provenance: "tool_output" }).factor / w({}).factor).toBeCloseTo(0.85);
    expect(w({ provenance: "swarm" }).trust).toBeCloseTo(0.85);
    expect(w({ provenance: "tool_output", instruction_like: 1 }).trust).toBeCloseTo(0.425);
    // The flag alone does not sink what the user said (a user may store a prompt on purpose).
    expect(w({ instruction_like: 1 }).trust).toBe(1);
  });

  it("decaying memories lose strength unused; anchored types do not", () => {
    const stale = { created_at: now - 60 * DAY_MS, importance: 0 };
    expect(w({ ...stale, type: "episode" }).strength).toBeLessThan(w({ type: "episode", importance: 0 }).strength);
    expect(w({ ...stale, type: "decision" }).strength).toBe(1);
  });

  it("prefers project over global scope, and weighs the type prior of the intent or route", () => {
    expect(w({ scope: "project" }).factor).toBeGreaterThan(w({ scope: "global" }).factor);
    expect(w({ type: "preference" }, "preference").factor).toBeGreaterThan(w({ type: "episode" }, "preference").factor);
    expect(w({ type: "episode" }, "preference").type).toBe(0.8);
    expect(w({ type: "preference" }, "complex").type).toBe(1); // nothing learned for this key
  });
});
