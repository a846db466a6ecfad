/**
 * Candidate discovery and promotion for one organization (the nightly job's step):
 *  1. evidence: opted-in, enabled members' own live memories of the shared types that were used or
 *     came from a verified outcome (nothing of an opted-out member is read);
 *  2. each text generalized (rules), then grouped by idea across members (cluster.ts);
 *  3. per group, one vote per member: their uses, successes and explicit ratings pooled;
 *  4. a group matching an existing item refreshes its votes (then recount: withdrawal at ≤ 3);
 *     a new group that meets the criteria (> 3 members, effectiveness > 9, general enough; a
 *     memory in an open conflict is no evidence) is rewritten (LLM or rules) and checked by the privacy gate in fail-closed
 *     mode: pass → shared, any finding → the admins' review queue, holding the redacted text;
 *  5. at most `max_promotions` new items per organization per 24 hours.
 */
import type { Deps } from "../config";
import { optedInMembers, swarmSettingsOf } from "../storage/orgs-store";
import {
  auditStatement, deleteVotesExcept, dropEvidenceStatement, evidenceMemories, inOpenConflict, insertItemStatement, itemsOfOrg, ownerRatings,
  privateTerms, promotionsSince, putEvidenceStatement, upsertVectorStatement, votesOf,
} from "../storage/swarm-store";
import type { SwarmItemRow } from "../storage/schema";
import { sha256Hex } from "../util/crypto";
import { newId } from "../util/ids";
import { clusterIdeas, ideaWords, medoid, sameIdea, type IdeaText } from "./cluster";
import { meetsCriteria, SHARED_TYPES, voterOf, type VoterEvidence } from "./evidence";
import { generalizeText } from "./generalize";
import type { Rewriter } from "./llm-generalize";
import { failClosedCheck, readyGate } from "./privacy-gate";
import { recount } from "./revocation";

/** Bounds per organization and run: memories read per member, members considered. */
export const PER_MEMBER_LIMIT = 100;
export const MEMBER_LIMIT = 500;
/** Fewer content words than this after generalization: too specific or too thin to apply elsewhere. */
const MIN_IDEA_WORDS = 4;

export interface OrgRunResult {
  org_id: string; members: number; memories: number; ideas: number; candidates: number;
  promoted: number; held_for_review: number; refreshed: number; withdrawn: number; rate_limited: number; conflicted: number;
}

interface Idea { texts: IdeaText[]; memoryIds: string[]; voters: Map<string, VoterEvidence>; representative: string; type: string }

export async function promoteForOrg(deps: Deps, orgId: string, rewrite: Rewriter, extra: D1PreparedStatement[] = []): Promise<OrgRunResult> {
  const db = deps.db;
  const now = deps.clock();
  const result: OrgRunResult = { org_id: orgId, members: 0, memories: 0, ideas: 0, candidates: 0, promoted: 0, held_for_review: 0, refreshed: 0, withdrawn: 0, rate_limited: 0, conflicted: 0 };
  const settings = await swarmSettingsOf(db, orgId);
  if (!settings.enabled) {
    await recount(db, orgId, [], { now, actor: "job", extra });
    return result;
  }
  await readyGate();
  const active = await optedInMembers(db, orgId);
  const members = active.slice(0, MEMBER_LIMIT);
  result.members = members.length;
  const [read, terms] = await Promise.all([
    evidenceMemories(db, orgId, members, SHARED_TYPES, PER_MEMBER_LIMIT),
    privateTerms(db, orgId, members),
  ]);
  // A memory in an open conflict is not evidence until the conflict is settled (its member may
  // still vote through their other memories of the idea); it never blocks the others' votes.
  const conflicted = await inOpenConflict(db, read.map((m) => m.id));
  const memories = read.filter((m) => !conflicted.has(m.id));
  result.memories = memories.length;
  result.conflicted = conflicted.size;
  const ids = memories.map((m) => m.id);
  const ratings = await ownerRatings(db, ids);
  const ratingsOf = new Map<string, number[]>();
  for (const r of ratings) ratingsOf.set(r.memory_id, [...(ratingsOf.get(r.memory_id) ?? []), Math.max(1, Math.min(10, r.rating))]);

  const texts: IdeaText[] = memories.map((m) => ({ key: m.id, type: m.type, text: generalizeText(m.content, terms) }));
  const vectors = texts.length ? await deps.embedder.embed(texts.map((t) => t.text), "document") : [];
  texts.forEach((t, i) => (t.vector = vectors[i]));

  const ideas: Idea[] = [];
  for (const group of clusterIdeas(texts)) {
    const voters = new Map<string, VoterEvidence>();
    for (const i of group) {
      const m = memories[i];
      const v = voters.get(m.user_id) ?? { uses: 0, successes: 0, ratings: 0, ratingSum: 0 };
      // A verified outcome is one successful use; the memory's counters add recorded uses after it.
      v.uses += m.uses + m.outcome;
      v.successes += m.successes + m.outcome;
      for (const r of ratingsOf.get(m.id) ?? []) {
        v.ratings++;
        v.ratingSum += r;
      }
      voters.set(m.user_id, v);
    }
    const rep = medoid(texts, group);
    ideas.push({
      texts: group.map((i) => texts[i]), memoryIds: group.map((i) => memories[i].id), voters,
      representative: texts[rep].text, type: texts[rep].type,
    });
  }
  result.ideas = ideas.length;

  const redact = (text: string) => failClosedCheck(text, [], []).redacted;
  // Existing items (every status: a rejected idea is not proposed again) matched by idea.
  const items = await itemsOfOrg(db, orgId);
  const matched = new Map<string, Idea>();
  const unmatched: Idea[] = [];
  for (const idea of ideas) {
    const item = matchItem(items, idea, redact);
    if (item && !matched.has(item.id)) matched.set(item.id, idea);
    else if (!item) unmatched.push(idea);
  }

  const voterHash = new Map<string, string>();
  for (const u of active) voterHash.set(u, await voterOf(orgId, u));
  // Nothing of a member who is no longer active stays in the pool: not their evidence, not their uses or ratings.
  await deleteVotesExcept(db, orgId, [...voterHash.values()]);
  const statements: D1PreparedStatement[] = [];
  // Refresh evidence of every existing item: present voters get their evidence, the rest lose it.
  const existingVotes = await votesOf(db, items.map((i) => i.id));
  for (const item of items) {
    const idea = matched.get(item.id);
    const present = new Set<string>();
    if (idea) {
      for (const [userId, e] of idea.voters) {
        if (e.successes === 0) continue;
        const voter = voterHash.get(userId)!;
        present.add(voter);
        statements.push(putEvidenceStatement(db, { itemId: item.id, voter, uses: e.uses, successes: e.successes, ratings: e.ratings, ratingSum: e.ratingSum, now }));
      }
      result.refreshed++;
    }
    for (const v of existingVotes) if (v.itemId === item.id && v.supports && !present.has(v.voter)) statements.push(dropEvidenceStatement(db, item.id, v.voter, now));
  }

  let budget = Math.max(0, settings.max_promotions - (await promotionsSince(db, orgId, now - 86_400_000)));
  for (const idea of unmatched) {
    const stats = pooled(idea.voters);
    if (!meetsCriteria(stats) || ideaWords(idea.representative).size < MIN_IDEA_WORDS) continue;
    result.candidates++;
    if (budget === 0) {
      result.rate_limited++;
      continue;
    }
    budget--;
    const rewritten = await rewrite(idea.texts.map((t) => t.text), idea.representative);
    const gate = failClosedCheck(rewritten.text, terms.map((t) => t.term), terms.filter((t) => t.kind === "person").map((t) => t.term));
    const status = gate.pass ? "shared" : "review";
    // The review queue holds the redacted text: what the gate found never leaves its owner's account.
    const content = gate.pass ? rewritten.text : gate.redacted;
    const id = newId("swm", now);
    const contentHash = await sha256Hex(content);
    statements.push(
      insertItemStatement(db, {
        id, orgId, type: idea.type, content, tags: "[]", status, statusReason: gate.pass ? null : Object.keys(gate.reasons).sort().join(","),
        contentHash, supporters: stats.supporters, uses: stats.uses, successes: stats.successes, effectiveness: stats.effectiveness,
        lastConfirmedAt: now, promotedAt: gate.pass ? now : null, createdAt: now, updatedAt: now,
      }),
      auditStatement(db, {
        orgId, kind: gate.pass ? "swarm.promoted" : "swarm.held_for_review", itemId: id, actor: "job",
        data: { content_hash: contentHash, supporters: stats.supporters, effectiveness: stats.effectiveness, rewrite: rewritten.by, findings: gate.reasons }, now,
      }),
    );
    for (const [userId, e] of idea.voters) {
      if (e.successes === 0) continue;
      statements.push(putEvidenceStatement(db, { itemId: id, voter: voterHash.get(userId)!, uses: e.uses, successes: e.successes, ratings: e.ratings, ratingSum: e.ratingSum, now }));
    }
    if (gate.pass) {
      const [vector] = await deps.embedder.embed([content], "document");
      statements.push(upsertVectorStatement(db, { itemId: id, orgId, model: deps.embedder.model, vector }));
      result.promoted++;
    } else result.held_for_review++;
  }
  if (statements.length) await db.batch(statements);
  // Statistics and withdrawal from the votes as they now stand; the checkpoint commits with it.
  const changes = await recount(db, orgId, items.map((i) => i.id), { now, actor: "job", extra });
  result.withdrawn = changes.filter((c) => c.to === "withdrawn").length;
  return result;
}

function pooled(voters: Map<string, VoterEvidence>) {
  let sum = 0, n = 0, uses = 0, successes = 0;
  for (const e of voters.values()) {
    const obs = e.uses + e.ratings;
    if (!obs) continue;
    sum += (10 * e.successes + e.ratingSum) / obs;
    n++;
    uses += e.uses;
    successes += e.successes;
  }
  // Members with evidence of success only: a member who merely stored the text does not support it.
  const supporters = [...voters.values()].filter((e) => e.successes > 0).length;
  return { supporters, effectiveness: n ? Math.round((sum / n) * 100) / 100 : 0, uses, successes };
}

/**
 * The existing item saying this idea: its text against the idea's texts, by the same test as
 * clustering. Held and rejected items keep the gate's redacted text ([PERSON_1]), so the idea's texts
 * are compared in that form too.
 */
function matchItem(items: SwarmItemRow[], idea: Idea, redacted: (text: string) => string): SwarmItemRow | undefined {
  return items.find((item) => {
    const it: IdeaText = { key: item.id, type: item.type, text: item.content };
    return idea.texts.some((t) => sameIdea(it, { ...t, vector: undefined }) || sameIdea(it, { ...t, text: redacted(t.text), vector: undefined }));
  });
}
