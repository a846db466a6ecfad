/**
 * The rule-based extractor: the same pipeline as the LLM path with deterministic rules.
 * Per sentence: abstract to essence (narration removed), score importance (seed 002), classify
 * into a typed memory, spot entities, and derive relationships and facts from a few reliable
 * sentence shapes (chose X over Y, X is in path:line, X version N, X is set to Y).
 */
import { abstractToEssence, isWorthKeeping, splitSentences, stripNarrative } from "../knowledge/abstraction";
import { MIN_IMPORTANCE, scoreImportance } from "../knowledge/importance";
import { canonicalTechnology, extractEntities, fileLocations } from "../memory/entity-extractor";
import type { EntityType } from "../memory/entity-types";
import {
  emptyExtraction, noUsage, type ChunkResult, type EpisodeInput, type ExtractedMemoryType, type Extraction,
} from "./extraction";

const PREFERENCE = /\b((i|we) (really )?(prefer|like to|want to|always use|never use|don'?t like|hate)|(user|they) prefers?|please (always|never)|my preference)\b/i;
const DECISION = /\b(chose|choose|decided|went with|opted for|picked|switched to|settled on|we('ll| will) use|going with)\b/i;
const CHANGE_WITH_REASON = /\b(upgraded|downgraded|migrated|moved|switched|replaced|pinned)\b.*\b(because|since|so that|as)\b/i;
const GOTCHA = /\b(fixed|solved|resolved|the (bug|issue|problem|error|cause) (was|is)|root cause|fails? (when|if|because)|broke|breaks|crash(es|ed)?|error|gotcha|workaround|caused by)\b/i;
const DISCOVERY = /\b(found that|discovered|realized|realised|turns out|turned out|learned|learnt|it works by|apparently)\b/i;
const LOCATION_VERB = /\b(is|are|lives?|sits?|is implemented|are implemented|is defined|are defined|is handled|is configured|is registered|is wired|can be found|located)\b[^.]*?\b(in|at|inside|under)\b/i;
const STATUS = /\b(left off|next step|next steps|todo|still need|remaining work|not yet done|wip|to be continued|blocked on)\b/i;
const PATTERN = /\b(the (approach|pattern|trick|way) (that works|is)|works well|best practice|rule of thumb|always .+ before)\b/i;
const CHANGE = /\b(now|upgraded|switched|moved|migrated|changed|no longer|raised|lowered|bumped|renamed|replaced)\b/i;

/** Leading words that refer back to the previous sentence: merged into the memory before it. */
const CONTINUATION = /^(because|since|this (is|was) because|that'?s because|the reason|which|so (that|we)|it (was|is) caused)\b/i;

function classify(sentence: string): ExtractedMemoryType | null {
  if (PREFERENCE.test(sentence)) return "preference";
  const hedged = /\b(maybe|might|not sure|probably)\b/i.test(sentence);
  if ((DECISION.test(sentence) || CHANGE_WITH_REASON.test(sentence)) && !hedged) return "decision";
  if (GOTCHA.test(sentence)) return "gotcha";
  if (DISCOVERY.test(sentence)) return "discovery";
  if (hasLineLocation(sentence) || (LOCATION_VERB.test(sentence) && hasPath(sentence))) return "location";
  if (STATUS.test(sentence)) return "status";
  if (PATTERN.test(sentence)) return "pattern";
  if (!hedged && factsOf(sentence).length) return "fact";
  return null;
}

const paths = fileLocations;
const hasPath = (s: string) => paths(s).length > 0;
const hasLineLocation = (s: string) => paths(s).some((p) => /:\d+/.test(p));

const MIN_BY_TYPE: Partial<Record<ExtractedMemoryType, number>> = { preference: 0.7, decision: 0.75, location: 0.6, status: 0.5 };

interface Draft { type: ExtractedMemoryType; content: string; importance: number }

/** Typed memories of one episode: classified sentences, with continuations merged into them. */
export function memoriesOf(text: string): Draft[] {
  const drafts: Draft[] = [];
  // "I prefer X, and please always Y" holds two preferences.
  const sentences = splitSentences(text).flatMap((s) => s.split(/,\s+and\s+(?=(?:please|always|never)\b)/i));
  for (const raw of sentences) {
    if (!isWorthKeeping(raw)) continue;
    const sentence = stripNarrative(raw);
    if (!sentence) continue;
    const last = drafts.at(-1);
    const isFix = /^fixed\b/i.test(sentence);
    if (last && (CONTINUATION.test(sentence) || (isFix && (last.type === "gotcha" || last.type === "discovery")))) {
      // "found that X … I fixed it by Y" is one gotcha: the cause and its resolution together.
      last.content = `${last.content.replace(/[.!?]$/, "")}; ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;
      if (isFix) last.type = "gotcha";
      last.importance = Math.max(last.importance, scoreImportance(last.content).score);
      continue;
    }
    // Classify the original sentence: its lead-in ("I found that …") carries the signal.
    const type = classify(raw) ?? classify(sentence);
    if (!type) {
      const { score, signals } = scoreImportance(sentence);
      // Unclassified but clearly important ("critical: never run migrations on prod by hand").
      if (score >= 0.75 && signals.includes("emphasis")) drafts.push({ type: "insight", content: sentence, importance: score });
      continue;
    }
    const score = Math.max(scoreImportance(sentence).score, MIN_BY_TYPE[type] ?? 0);
    if (score < MIN_IMPORTANCE) continue;
    drafts.push({ type, content: sentence, importance: score });
  }
  return drafts.map((d) => ({ ...d, content: abstractToEssence(d.content, 600) }));
}

/** An entity as consolidation passes it around: compared by identity once `remember`ed. */
interface SpottedEntity { name: string; type: EntityType }

// Facts --------------------------------------------------------------------------------------

interface FactDraft { entity: SpottedEntity; property: string; value: string; changes_previous: boolean }

/** "Node 22", "Node.js v22.1", "Postgres version 16", "upgraded Node to 22". */
const VERSIONS = [
  /\b([A-Za-z][\w.+-]*?)\s+(?:version\s+|v)?(\d+(?:\.\d+){0,2})\b(?!\s*(?:%|ms|s\b|seconds|minutes|hours|days|requests|items|times))/gi,
  /\b(?:upgraded|downgraded|moved|pinned|bumped)\s+([A-Za-z][\w.+-]*?)\s+(?:from\s+v?[\d.]+\s+)?to\s+v?(\d+(?:\.\d+){0,2})\b/gi,
];
const LOCATED = /^(?:the\s+)?(.{3,60}?)\s+(?:now\s+)?(?:is|are|lives|live|sits)\s+(?:now\s+)?(?:implemented |defined |handled |configured |registered |wired up |located )?(?:now )?(?:in|at|inside|under)\s+`?([\w@./-]+\.[a-z]{1,6}(?::\d+(?:-\d+)?)?)`?/i;
const SETTING = /^(?:the\s+)?([\w .-]{3,40}?)\s+(?:is|was|has been)\s+(?:now\s+)?(?:set to|configured (?:to|as)|changed to|raised to|lowered to|increased to|reduced to)\s+([^.,;]{1,40})/i;

function factEntity(name: string): SpottedEntity {
  const tech = canonicalTechnology(name);
  if (tech) return { name: tech, type: "technology" };
  if (/\.[a-z]{1,6}$/.test(name) && /[/.]/.test(name)) return { name, type: "file" };
  if (/\(\)$|^[A-Z][a-z0-9]+[A-Z]/.test(name) || /^`/.test(name)) return { name: name.replace(/`/g, "").replace(/\(\)$/, ""), type: "component" };
  return { name: name.replace(/`/g, "").toLowerCase(), type: "concept" };
}

export function factsOf(sentence: string): FactDraft[] {
  const out: FactDraft[] = [];
  const changes = CHANGE.test(sentence);
  const versions = new Map<string, string>();
  for (const pattern of VERSIONS) {
    for (const v of sentence.matchAll(pattern)) if (canonicalTechnology(v[1])) versions.set(canonicalTechnology(v[1])!, v[2]);
  }
  for (const [tech, version] of versions) {
    out.push({ entity: { name: tech, type: "technology" }, property: "version", value: version, changes_previous: changes });
  }
  const loc = sentence.replace(/^(fixed|chose|decided)[^,]*,\s*/i, "").match(LOCATED);
  // The subject is the last clause before the verb: "After the move, the rate limiter lives in …".
  const subject = loc?.[1].split(/[:;,]\s+/).pop()!.replace(/^the\s+/i, "").trim();
  if (loc && subject && !/^(it|this|that|they|the (bug|issue|problem|fix))$/i.test(subject)) {
    out.push({ entity: factEntity(subject), property: "location", value: loc[2], changes_previous: changes });
  }
  const set = sentence.match(SETTING);
  if (set) out.push({ entity: factEntity(set[1].trim()), property: "value", value: set[2].trim(), changes_previous: changes });
  return out;
}

// Relationships ------------------------------------------------------------------------------

const OVER = /\b([\w.+#-]+(?: [\w.+#-]+)?)\s+(?:over|instead of|rather than)\s+([\w.+#-]+(?: [\w.+#-]+)?)/i;

function relationshipsOf(type: ExtractedMemoryType, content: string, entities: SpottedEntity[], project: string | null) {
  const rels: { source: SpottedEntity; target: SpottedEntity; type: string }[] = [];
  const techOrComponent = entities.filter((e) => e.type === "technology" || e.type === "component");
  const over = content.match(OVER);
  if (over && (type === "decision" || type === "preference")) {
    const chosen = lastEntityIn(over[1], entities);
    const rejected = firstEntityIn(over[2], entities);
    if (chosen && rejected && chosen !== rejected) rels.push({ source: chosen, target: rejected, type: type === "decision" ? "chosen_over" : "preferred_over" });
  }
  if (type === "preference") {
    const user: SpottedEntity = { name: "user", type: "person" };
    const liked = over ? lastEntityIn(over[1], entities) : techOrComponent[0];
    if (liked) rels.push({ source: user, target: liked, type: "prefers" });
  }
  if (type === "location") {
    const file = entities.find((e) => e.type === "file");
    for (const e of techOrComponent) if (file) rels.push({ source: e, target: file, type: "located_in" });
  }
  if (type === "gotcha") {
    const file = entities.find((e) => e.type === "file");
    for (const e of techOrComponent.slice(0, 3)) if (file && e.type === "component") rels.push({ source: e, target: file, type: "fixed_in" });
  }
  if (project && type !== "preference" && type !== "status") {
    // A project uses what its decisions, facts and fixes name, except the alternative it rejected.
    const rejected = over ? firstEntityIn(over[2], entities) : undefined;
    const p: SpottedEntity = { name: project, type: "project" };
    for (const e of entities.filter((x) => x.type === "technology" && x !== rejected)) rels.push({ source: p, target: e, type: "uses" });
  }
  // Co-mention inside one memory: weak, but it is what personalized PageRank walks.
  const linked = entities.filter((e) => e.type !== "person").slice(0, 4);
  for (let i = 0; i < linked.length; i++) {
    for (let j = i + 1; j < linked.length; j++) rels.push({ source: linked[i], target: linked[j], type: "related_to" });
  }
  return rels;
}

function mentionIndex(text: string, e: SpottedEntity): number {
  const escaped = e.name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return text.toLowerCase().search(new RegExp(`(?<![\\w./-])${escaped}(?![\\w/-])`));
}
function lastEntityIn(text: string, entities: SpottedEntity[]) {
  return entities.filter((e) => mentionIndex(text, e) >= 0).sort((a, b) => mentionIndex(text, b) - mentionIndex(text, a))[0];
}
function firstEntityIn(text: string, entities: SpottedEntity[]) {
  return entities.filter((e) => mentionIndex(text, e) >= 0).sort((a, b) => mentionIndex(text, a) - mentionIndex(text, b))[0];
}

// The extractor ------------------------------------------------------------------------------

export function extractWithRules(episodes: EpisodeInput[]): Extraction {
  const out = emptyExtraction();
  const entities = new Map<string, SpottedEntity>();
  const remember = (e: SpottedEntity) => {
    const key = `${e.name.toLowerCase()}|${e.type}`;
    if (!entities.has(key)) entities.set(key, e);
    return entities.get(key)!;
  };
  episodes.forEach((ep, episode) => {
    if (ep.projectName) remember({ name: ep.projectName, type: "project" });
    for (const d of memoriesOf(ep.content)) {
      const spotted = extractEntities(d.content).map(({ name, type }) => remember({ name, type }));
      out.memories.push({
        episode, type: d.type, content: d.content, importance: d.importance,
        tags: spotted.filter((e) => e.type === "technology").map((e) => e.name.toLowerCase()).slice(0, 10),
        entities: spotted.map((e) => e.name),
      });
      for (const r of relationshipsOf(d.type, d.content, spotted, ep.projectName)) {
        remember(r.source);
        remember(r.target);
        out.relationships.push({ episode, source: r.source.name, target: r.target.name, type: r.type });
      }
      for (const f of factsOf(d.content)) {
        const e = remember(f.entity);
        out.facts.push({ episode, entity: e.name, property: f.property, value: f.value, changes_previous: f.changes_previous });
        const file = spotted.find((x) => x.type === "file");
        if (f.property === "location" && file && e.type !== "file") {
          out.relationships.push({ episode, source: e.name, target: file.name, type: "located_in" });
        }
      }
    }
  });
  out.entities = [...entities.values()];
  return out;
}

export const RULE_CHUNK = 50;

/** Rule extraction never fails or spends tokens; chunks only keep the bookkeeping rows small. */
export function runRules(episodes: EpisodeInput[]): ChunkResult[] {
  const chunks: ChunkResult[] = [];
  for (let i = 0; i < episodes.length; i += RULE_CHUNK) {
    const slice = episodes.slice(i, i + RULE_CHUNK);
    chunks.push({ episodes: slice, status: "done", extraction: extractWithRules(slice), usage: noUsage() });
  }
  return chunks;
}
