/**
 * Knowledge-graph writes of a consolidation step, planned inside the user's writer: entities
 * upserted by normalized name, relationships reinforced with decay applied first (seed 004),
 * facts inserted with validity intervals — a changed value closes the previous interval, an
 * unexplained different value is a conflict candidate handed to the conflict flags.
 */
import { flagConflictStatements, type ConflictKind } from "../memory/conflict-flags";
import { normalizeEntityName } from "../memory/entities";
import { decayedRelationship, reinforcedRelationship } from "../lifecycle/scoring";
import {
  closeFactStatement, entitiesByNames, insertFactStatement, insertRelationshipStatement, openFactsOf, reinforceRelationshipStatement,
  relationshipProbe, upsertEntityStatement, type EntityKey, type RelationshipRow,
} from "../storage/graph-store";
import { newId } from "../util/ids";

export interface EntityRef { name: string; type: string }
export const entityKey = (e: EntityRef) => `${normalizeEntityName(e.name)}|${e.type}`;

const MAX_EVIDENCE = 20;
const NEW_RELATIONSHIP_STRENGTH = 0.5;

interface Owner { orgId: string; userId: string }

export function upsertEntity(db: D1Database, o: Owner, e: EntityRef, confidence: number, now: number) {
  return upsertEntityStatement(db, {
    id: newId("ent", now), orgId: o.orgId, userId: o.userId, name: e.name, normalized: normalizeEntityName(e.name), type: e.type, confidence, now,
  });
}

/** Existing entity ids by key, for the entities a step mentions. */
async function entityIds(db: D1Database, userId: string, refs: EntityRef[]): Promise<Map<string, string>> {
  const names = [...new Set(refs.map((r) => normalizeEntityName(r.name)))];
  return new Map((await entitiesByNames(db, userId, names)).map((r) => [`${r.normalized}|${r.type}`, r.id]));
}

const keyOf = (userId: string, e: EntityRef): EntityKey => ({ userId, normalized: normalizeEntityName(e.name), type: e.type });

export interface RelationshipDraft {
  source: EntityRef;
  target: EntityRef;
  type: string;
  /** A memory id (the memory made from the same episode), or the episode id when none was made. */
  evidence: string;
  /** False when `evidence` is only the episode: such evidence is never flagged as a conflict side. */
  evidenceIsKnowledge?: boolean;
}

/** "A chosen over B" after "B chosen over A" is a conflict candidate between the two memories. */
const REVERSIBLE: Record<string, ConflictKind> = { chosen_over: "contradiction", preferred_over: "preference_shift" };
export interface FactDraft {
  entity: EntityRef;
  property: string;
  value: string;
  at: number;
  changesPrevious: boolean;
  memoryId: string | null;
  confidence: number;
}

export interface GraphCounts {
  relationshipsCreated: number;
  relationshipsReinforced: number;
  reversals: number;
  factsCreated: number;
  factsClosed: number;
  factsUnchanged: number;
  conflicts: number;
}

export async function planGraphWrites(
  db: D1Database, o: Owner, rels: RelationshipDraft[], facts: FactDraft[], now: number,
): Promise<{ statements: D1PreparedStatement[]; counts: GraphCounts }> {
  const statements: D1PreparedStatement[] = [];
  const counts: GraphCounts = { relationshipsCreated: 0, relationshipsReinforced: 0, reversals: 0, factsCreated: 0, factsClosed: 0, factsUnchanged: 0, conflicts: 0 };
  const ids = await entityIds(db, o.userId, [...rels.flatMap((r) => [r.source, r.target]), ...facts.map((f) => f.entity)]);

  // Relationships: group repeated triples, then reinforce existing rows or insert new ones.
  const grouped = new Map<string, { draft: RelationshipDraft; evidence: string[] }>();
  for (const r of rels) {
    if (entityKey(r.source) === entityKey(r.target)) continue;
    const key = `${entityKey(r.source)}>${entityKey(r.target)}>${r.type}`;
    const g = grouped.get(key) ?? { draft: r, evidence: [] };
    g.evidence.push(r.evidence);
    grouped.set(key, g);
  }
  const existing = new Map<string, RelationshipRow>();
  const known = [...grouped.values()].filter((g) => ids.has(entityKey(g.draft.source)) && ids.has(entityKey(g.draft.target)));
  const probes = known.map((g) =>
    relationshipProbe(db, { sourceId: ids.get(entityKey(g.draft.source))!, targetId: ids.get(entityKey(g.draft.target))!, type: g.draft.type }),
  );
  for (let i = 0; i < probes.length; i += 50) {
    const res = await db.batch<RelationshipRow>(probes.slice(i, i + 50));
    res.forEach((r, j) => {
      const row = r.results[0];
      const g = known[i + j];
      if (row) existing.set(`${entityKey(g.draft.source)}>${entityKey(g.draft.target)}>${g.draft.type}`, row);
    });
  }
  statements.push(...(await reversalFlags(db, o, grouped, ids, counts, now)));
  for (const [key, g] of grouped) {
    const row = existing.get(key);
    if (row) {
      let strength = decayedRelationship(row.strength, row.last_reinforced, now);
      for (let k = 0; k < g.evidence.length; k++) strength = reinforcedRelationship(strength);
      const evidence = [...new Set([...(JSON.parse(row.evidence) as string[]), ...g.evidence])].slice(-MAX_EVIDENCE);
      statements.push(reinforceRelationshipStatement(db, row.id, { strength, evidence, at: now }));
      counts.relationshipsReinforced++;
    } else {
      let strength = NEW_RELATIONSHIP_STRENGTH;
      for (let k = 1; k < g.evidence.length; k++) strength = reinforcedRelationship(strength);
      statements.push(
        insertRelationshipStatement(db, {
          id: newId("rel", now), userId: o.userId, source: keyOf(o.userId, g.draft.source), target: keyOf(o.userId, g.draft.target),
          type: g.draft.type, strength, evidence: [...new Set(g.evidence)].slice(-MAX_EVIDENCE), now,
        }),
      );
      counts.relationshipsCreated++;
    }
  }

  // Facts: open intervals per (entity, property), from storage and from this step, in time order.
  const open = new Map<string, { id: string; value: string; valid_from: number | null }[]>();
  const knownFactEntities = [...new Set(facts.map((f) => ids.get(entityKey(f.entity))).filter((x): x is string => !!x))];
  for (const r of await openFactsOf(db, o.userId, knownFactEntities)) {
    const key = `${r.normalized}|${r.type}|${r.property}`;
    open.set(key, [...(open.get(key) ?? []), { id: r.id, value: r.value, valid_from: r.valid_from }]);
  }
  for (const f of [...facts].sort((a, b) => a.at - b.at)) {
    const key = `${entityKey(f.entity)}|${f.property}`;
    const current = open.get(key) ?? [];
    if (current.some((c) => c.value.toLowerCase() === f.value.toLowerCase())) {
      counts.factsUnchanged++;
      continue;
    }
    const id = newId("fct", now);
    statements.push(
      insertFactStatement(db, {
        id, entity: keyOf(o.userId, f.entity), property: f.property, value: f.value, confidence: f.confidence, validFrom: f.at, memoryId: f.memoryId, now,
      }),
    );
    counts.factsCreated++;
    let survivors = current;
    if (f.changesPrevious) {
      // The text says the value changed: earlier intervals end where the new one starts.
      survivors = current.filter((c) => (c.valid_from ?? 0) > f.at);
      for (const c of current.filter((x) => (x.valid_from ?? 0) <= f.at)) {
        statements.push(closeFactStatement(db, c.id, f.at));
        counts.factsClosed++;
      }
    } else if (current.length) {
      // Another value, overlapping validity, nothing saying which replaced which: flag it against the
      // newest open value (one flag per new fact keeps a noisy property linear), never resolve it.
      const newest = current.reduce((a, b) => ((b.valid_from ?? 0) >= (a.valid_from ?? 0) ? b : a));
      statements.push(
        ...flagConflictStatements(
          db,
          { orgId: o.orgId, userId: o.userId, kind: "temporal_overlap", leftId: id, rightId: newest.id, onFacts: true, subject: `${f.entity.name}.${f.property}` },
          now,
        ),
      );
      counts.conflicts++;
    }
    open.set(key, [...survivors, { id, value: f.value, valid_from: f.at }]);
  }
  return { statements, counts };
}

/**
 * Reversed choices: a new "A chosen_over B" (or preferred_over) where "B … A" is stored or in this
 * step. The two memories behind them are flagged (contradiction / preference_shift); the newer
 * choice is not assumed to win.
 */
async function reversalFlags(
  db: D1Database, o: Owner, grouped: Map<string, { draft: RelationshipDraft; evidence: string[] }>, ids: Map<string, string>,
  counts: GraphCounts, now: number,
): Promise<D1PreparedStatement[]> {
  const out: D1PreparedStatement[] = [];
  const flagged = new Set<string>();
  const flag = (kind: ConflictKind, a: string, b: string, subject: string) => {
    const pair = [a, b].sort().join("|");
    if (a === b || flagged.has(pair)) return;
    flagged.add(pair);
    out.push(...flagConflictStatements(db, { orgId: o.orgId, userId: o.userId, kind, leftId: a, rightId: b, subject }, now));
    counts.reversals++;
  };
  const stored: { g: { draft: RelationshipDraft; evidence: string[] }; kind: ConflictKind; subject: string; probe: D1PreparedStatement }[] = [];
  for (const g of grouped.values()) {
    const kind = REVERSIBLE[g.draft.type];
    if (!kind || g.draft.evidenceIsKnowledge === false) continue;
    const subject = `${g.draft.source.name} ${g.draft.type} ${g.draft.target.name}`;
    const reverse = grouped.get(`${entityKey(g.draft.target)}>${entityKey(g.draft.source)}>${g.draft.type}`);
    if (reverse && reverse.draft.evidenceIsKnowledge !== false) flag(kind, g.evidence.at(-1)!, reverse.evidence.at(-1)!, subject);
    const s = ids.get(entityKey(g.draft.target));
    const t = ids.get(entityKey(g.draft.source));
    if (!s || !t) continue;
    stored.push({
      g, kind, subject,
      probe: relationshipProbe(db, { sourceId: s, targetId: t, type: g.draft.type, userId: o.userId }),
    });
  }
  for (let i = 0; i < stored.length; i += 50) {
    const res = await db.batch<{ evidence: string }>(stored.slice(i, i + 50).map((x) => x.probe));
    res.forEach((r, j) => {
      const { g, kind, subject } = stored[i + j];
      const theirs = r.results[0] ? (JSON.parse(r.results[0].evidence) as string[]).at(-1) : undefined;
      if (theirs) flag(kind, g.evidence.at(-1)!, theirs, subject);
    });
  }
  return out;
}
