#!/usr/bin/env node
// Validates the labelled judgment suite (bench/judgment/{a,b,c,d,e,f,g,h,i,j,k,l}/*.jsonl): the schema of every line,
// unique ids, the minimum counts per half, halves a, b, d, e, f, g, h, i, j and k present (c is optional, a later tuning
// half with no minimum; d, e, f, g, h and i were written as held-out halves on 2026-11-25 and
// 2026-11-26; i and j are still held out, k was written as training data, the others are training data now). Prints counts per category, kind and memory type. Used by bench/judgment.mjs at start and by test/node/judgment-corpus.test.ts.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const corpusDir = path.dirname(fileURLToPath(import.meta.url));
export const HALVES = ["a", "b", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n", "o", "p", "q", "r", "s", "t", "u", "v", "w", "x", "y", "z", "aa", "ab", "ac", "ad", "ae", "af", "ag"]; // aa, ab, ac, ad, ae, af, ag: the halves after z (two letters); k, l, m, n, o, p: training halves written blind to the engine (README "Half K (training)", "Half L (training)")
/** Held-out halves: the runner prints only their counts (README). */
export const HELD_OUT_HALVES = ["i", "j"]; // b, d, e, f, g and h were held out until they were tuned on; i and j were written by the heldijudg and heldjjudg sessions, who never read the engine (README)
/** Blind halves, written blind to the engine and never read: AB (written blind in session 24, README "Half AB") is
 * session 25's transfer check (summary lines only: `offline.ts --half ab | grep ^offline`); AC (written blind in session
 * 25) is session 26's, AD (written blind in session 26, README "Half AD") session 27's. The halves ran out of letters after z, so the next ones are aa, ab, … (ids like aa-c-001).
 * P, Q, R, S, T, U, V, W, X, Y, Z and AA were sessions 13's–24's checks and are training data now (P since session 14,
 * Q since 15, R since 16, S since 17, T since 18, U since 19, V since 20, W since 21, X since 22, Y since 23, Z since 24,
 * AA since 25). Never listed pair by pair. The oldest
 * becomes training data each session; a newer blind half takes its place (blind from the start: its first figures are
 * counts only, bench/results/blind-judgment.txt). */
/** Training halves a round keeps as its helpers' transfer check: listed in the git-ignored file
 * bench/.transfer-halves of a checkout (e.g. "x"), they count as blind for every tool there (summary only, never
 * fitted on), so a helper cannot read them by accident. Absent on main and in CI. */
export const TRANSFER_HALVES = readTransferHalves(path.join(corpusDir, "..", ".transfer-halves"));
export const BLIND_HALVES = ["af", "ag", ...TRANSFER_HALVES]; // af: written blind in session 28 (README "Half AF"), session 29's check; ag: written blind in session 29 (README "Half AG"), session 30's check; ae (session 28's check) is training data since session 29
/** The halves the tools read and tune on (every half but the held-out and the blind ones). */
export const TRAINING_HALVES = ["a", "b", "c", "d", "e", "f", "g", "h", "k", "l", "m", "n", "o", "p", "q", "r", "s", "t", "u", "v", "w", "x", "y", "z", "aa", "ab", "ac", "ad", "ae"].filter((h) => !TRANSFER_HALVES.includes(h));

/** @param {string} file @returns {string[]} */
export function readTransferHalves(file) {
  return existsSync(file) ? readFileSync(file, "utf8").split(/[\s,]+/).filter(Boolean) : [];
}
/** Halves read when present, without minimum counts (c: written later, for tuning). */
export const OPTIONAL_HALVES = ["c"];
const ALL_HALVES = [...HALVES, ...OPTIONAL_HALVES];

export const MEMORY_TYPES = [
  "insight", "decision", "preference", "capability", "fact", "gotcha",
  "pattern", "discovery", "location", "status", "episode",
];
const SCOPES = ["private", "project", "team", "global"];
const SOURCES = ["user_stated", "ai_corrected", "ai_inferred"];

/** category → the expected outcome and the kinds it may use. */
export const CATEGORIES = {
  contradiction: {
    expect: "conflict",
    kinds: ["key_value", "preference", "version", "number_unit", "boolean", "change_of_mind", "cross_type", "identifier", "path"],
  },
  lookalike: { expect: "none", kinds: ["environment", "project", "validity", "platform", "override"] },
  refinement: { expect: "none", kinds: ["detail", "range"] },
  unrelated: { expect: "none", kinds: ["property"] },
  duplicate: {
    expect: "duplicate",
    kinds: ["paraphrase", "case_punctuation", "whitespace", "reordered_list", "synonym", "sentence_order", "key_value_form", "unit_equivalent", "markdown"],
  },
  supersession: { expect: "supersede", kinds: ["explicit"] },
};

/** The minimum per half (issue 12). */
export const MINIMUM = {
  total: 102,
  category: { contradiction: 32, lookalike: 16, refinement: 11, unrelated: 11, duplicate: 21, supersession: 11 },
  contradictionKind: 3,
  overrides: 3,
};

const MEMORY_KEYS = new Set(["type", "content", "scope", "project", "title", "valid_from", "valid_until", "tags", "metadata", "source", "supersedes_a"]);
const PAIR_KEYS = new Set(["id", "category", "kind", "a", "b", "expect", "note", "suggest_supersede"]);

function checkMemory(m, where, side, errors) {
  if (!m || typeof m !== "object" || Array.isArray(m)) return errors.push(`${where}.${side}: not an object`);
  for (const k of Object.keys(m)) if (!MEMORY_KEYS.has(k)) errors.push(`${where}.${side}: unknown field '${k}'`);
  if (!MEMORY_TYPES.includes(m.type)) errors.push(`${where}.${side}.type: one of ${MEMORY_TYPES.join(", ")}`);
  if (typeof m.content !== "string" || !m.content.trim()) errors.push(`${where}.${side}.content: a non-empty string`);
  if (m.scope !== undefined && !SCOPES.includes(m.scope)) errors.push(`${where}.${side}.scope: one of ${SCOPES.join(", ")}`);
  if (m.scope === "project" && !m.project) errors.push(`${where}.${side}.project: required when scope is project`);
  if (m.project !== undefined && (typeof m.project !== "string" || !/^[A-Za-z0-9][A-Za-z0-9._\-/ ]*$/.test(m.project)))
    errors.push(`${where}.${side}.project: a project name`);
  if (m.source !== undefined && !SOURCES.includes(m.source)) errors.push(`${where}.${side}.source: one of ${SOURCES.join(", ")}`);
  for (const k of ["valid_from", "valid_until"])
    if (m[k] !== undefined && Number.isNaN(Date.parse(m[k]))) errors.push(`${where}.${side}.${k}: an ISO 8601 date`);
  if (m.tags !== undefined && !(Array.isArray(m.tags) && m.tags.every((t) => typeof t === "string" && t))) errors.push(`${where}.${side}.tags: strings`);
  if (m.supersedes_a !== undefined && (side !== "b" || m.supersedes_a !== true)) errors.push(`${where}.${side}.supersedes_a: only \`true\`, only in b`);
}

const windowOf = (m) => [m.valid_from ? Date.parse(m.valid_from) : -Infinity, m.valid_until ? Date.parse(m.valid_until) : Infinity];

function checkPair(p, where, errors) {
  for (const k of Object.keys(p)) if (!PAIR_KEYS.has(k)) errors.push(`${where}: unknown field '${k}'`);
  if (typeof p.id !== "string" || !/^(?:[a-z]|aa|ab|ac|ad|ae|af|ag)-[a-z]+-\d{3}$/.test(p.id)) errors.push(`${where}.id: like a-c-001 or aa-c-001`);
  const cat = CATEGORIES[p.category];
  if (!cat) return errors.push(`${where}.category: one of ${Object.keys(CATEGORIES).join(", ")}`);
  if (!cat.kinds.includes(p.kind)) errors.push(`${where}.kind: '${p.kind}' is not a ${p.category} kind (${cat.kinds.join(", ")})`);
  if (p.expect !== cat.expect) errors.push(`${where}.expect: '${cat.expect}' for ${p.category}`);
  if (typeof p.note !== "string" || !p.note) errors.push(`${where}.note: say why`);
  checkMemory(p.a, where, "a", errors);
  checkMemory(p.b, where, "b", errors);
  if (!p.a || !p.b) return;
  const changeOfMind = p.category === "contradiction" && p.kind === "change_of_mind";
  if (changeOfMind !== (p.suggest_supersede === true)) errors.push(`${where}.suggest_supersede: true exactly on change_of_mind contradictions`);
  if ((p.category === "supersession") !== (p.b.supersedes_a === true)) errors.push(`${where}.b.supersedes_a: true exactly on supersessions`);
  if (p.a.content.trim() === p.b.content.trim()) errors.push(`${where}: a and b have the same content`);
  const sameRoom = p.a.scope === p.b.scope && p.a.project === p.b.project;
  if (p.category === "duplicate" && !(sameRoom && p.a.type === p.b.type)) errors.push(`${where}: a duplicate needs the same type, scope and project on both`);
  if (p.category === "contradiction" && !sameRoom) errors.push(`${where}: a contradiction needs the same scope and project on both`);
  if (p.category === "lookalike") {
    if (p.kind === "override" && !(p.a.scope === "global" && p.b.scope === "project" && p.b.project))
      errors.push(`${where}: an override is a: scope global, b: scope project with a project`);
    if (p.kind === "project" && !(p.a.project && p.b.project && p.a.project !== p.b.project))
      errors.push(`${where}: a project lookalike sets two different projects`);
    if (p.kind === "validity") {
      const [af, au] = windowOf(p.a);
      const [bf, bu] = windowOf(p.b);
      if (af < bu && bf < au) errors.push(`${where}: validity windows overlap`);
    }
  }
}

/** Reads and validates the corpus. Returns { pairs, errors, counts } (counts per half present; a and b always). */
export function loadCorpus(dir = corpusDir) {
  const errors = [];
  const pairs = [];
  const ids = new Map();
  const present = [];
  for (const half of ALL_HALVES) {
    let files = [];
    try {
      files = readdirSync(path.join(dir, half)).filter((f) => f.endsWith(".jsonl")).sort();
      present.push(half);
    } catch {
      if (HALVES.includes(half)) errors.push(`half ${half}: missing (${path.join(dir, half)})`);
    }
    for (const file of files) {
      const lines = readFileSync(path.join(dir, half, file), "utf8").split("\n");
      lines.forEach((line, i) => {
        if (!line.trim()) return;
        const where = `${half}/${file}:${i + 1}`;
        let p;
        try {
          p = JSON.parse(line);
        } catch (e) {
          return errors.push(`${where}: not JSON (${e.message})`);
        }
        checkPair(p, where, errors);
        if (typeof p.id === "string") {
          if (!p.id.startsWith(`${half}-`)) errors.push(`${where}.id: must start with '${half}-'`);
          if (ids.has(p.id)) errors.push(`${where}.id: '${p.id}' already used at ${ids.get(p.id)}`);
          ids.set(p.id, where);
        }
        pairs.push({ ...p, half, file });
      });
    }
  }
  const counts = {};
  for (const half of ALL_HALVES.filter((h) => HALVES.includes(h) || present.includes(h))) {
    const mine = pairs.filter((p) => p.half === half);
    const c = { total: mine.length, category: {}, kind: {}, type: {} };
    for (const p of mine) {
      c.category[p.category] = (c.category[p.category] ?? 0) + 1;
      const k = `${p.category}/${p.kind}`;
      c.kind[k] = (c.kind[k] ?? 0) + 1;
      for (const m of [p.a, p.b]) if (m?.type) c.type[m.type] = (c.type[m.type] ?? 0) + 1;
    }
    counts[half] = c;
    if (!HALVES.includes(half)) continue; // an optional half has no minimum counts
    if (c.total < MINIMUM.total) errors.push(`half ${half}: ${c.total} pairs, at least ${MINIMUM.total} needed`);
    for (const [cat, min] of Object.entries(MINIMUM.category))
      if ((c.category[cat] ?? 0) < min) errors.push(`half ${half}: ${c.category[cat] ?? 0} ${cat} pairs, at least ${min} needed`);
    for (const kind of CATEGORIES.contradiction.kinds)
      if ((c.kind[`contradiction/${kind}`] ?? 0) < MINIMUM.contradictionKind)
        errors.push(`half ${half}: ${c.kind[`contradiction/${kind}`] ?? 0} contradiction/${kind} pairs, at least ${MINIMUM.contradictionKind} needed`);
    if ((c.kind["lookalike/override"] ?? 0) < MINIMUM.overrides) errors.push(`half ${half}: fewer than ${MINIMUM.overrides} override lookalikes`);
  }
  const used = new Set(pairs.flatMap((p) => [p.a?.type, p.b?.type]));
  for (const t of MEMORY_TYPES) if (!used.has(t)) errors.push(`memory type '${t}' is used by no pair`);
  return { pairs, errors, counts };
}

/** Counts as printable lines. */
export function formatCounts(counts) {
  const out = [];
  for (const [half, c] of Object.entries(counts)) {
    out.push(`half ${half}: ${c.total} pairs`);
    out.push(`  categories: ${Object.entries(c.category).map(([k, v]) => `${k} ${v}`).join(", ")}`);
    out.push(`  kinds: ${Object.entries(c.kind).map(([k, v]) => `${k} ${v}`).join(", ")}`);
    out.push(`  memory types (a and b): ${MEMORY_TYPES.map((t) => `${t} ${c.type[t] ?? 0}`).join(", ")}`);
  }
  return out.join("\n");
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { errors, counts } = loadCorpus();
  console.log(formatCounts(counts));
  if (errors.length) {
    console.error(`\n${errors.length} problem(s):\n${errors.map((e) => `  ${e}`).join("\n")}`);
    process.exit(1);
  }
  console.log("\ncorpus OK");
}
