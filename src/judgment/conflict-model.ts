/**
 * The learned conflict model: the pair features (features.ts) with what differs between the two texts
 * (difference-features.ts) and the two memory types, read by a small ensemble of shallow regression trees (or a
 * logistic model) fitted by bench/judgment/fit-conflict-model.ts and committed as a table
 * (conflict-model-weights.ts). Trees can say "one swapped stretch AND both sides numbers AND close in meaning",
 * which a sum of weights cannot. combiner.ts asks it only where the rules left a pair open.
 * Pure and deterministic: a walk of a few dozen trees of depth ≤ 3 per pair.
 */
import { DIFFERENCE_FEATURE_NAMES, differenceFeatures } from "./difference-features";
import { SUBJECT_OVERLAP_NAMES, subjectOverlap } from "./subject-overlap";

/** The memory types a pair may hold, one feature each (either side of that type). */
const TYPE_FEATURES = ["fact", "decision", "preference", "status", "gotcha", "insight", "pattern", "location"] as const;

/** The model's inputs after the pair features (features.ts FEATURE_NAMES, which come first; not imported: features.ts imports us). */
export const CONFLICT_EXTRA_NAMES = [
  ...DIFFERENCE_FEATURE_NAMES,
  ...TYPE_FEATURES.map((t) => `type_${t}` as const),
  "types_equal_status",
  // Appended in round 18: trees fitted before it never index these.
  ...SUBJECT_OVERLAP_NAMES,
] as const;

/** One regression tree: node 0 is the root; an inner node sends x[feature] ≤ threshold left. */
export interface TreeNode { feature?: number; threshold?: number; left?: number; right?: number; leaf?: number }
export interface Tree { nodes: TreeNode[] }

export type ConflictModel =
  | { kind: "trees"; threshold: number; trees: Tree[] }
  | { kind: "logistic"; threshold: number; mean: number[]; scale: number[]; weights: number[]; bias: number };

/** The conflict model's inputs for a pair: the pair features `x` (pairFeatures(...).x), the differences, the types. */
export function conflictFeatures(a: { type: string; content: string }, b: { type: string; content: string }, x: readonly number[]): number[] {
  const types = TYPE_FEATURES.map((t) => Number(a.type === t || b.type === t));
  return [...x, ...differenceFeatures(a.content, b.content), ...types, Number(a.type === "status" && b.type === "status"), ...subjectOverlap(a.content, b.content)];
}

function leafOf(t: Tree, x: readonly number[]): number {
  let k = 0;
  for (let step = 0; step < 64; step++) {
    const n = t.nodes[k];
    if (n.feature === undefined) return n.leaf ?? 0;
    k = x[n.feature] <= n.threshold! ? n.left! : n.right!;
  }
  return 0;
}

export function treesProbability(m: Extract<ConflictModel, { kind: "trees" }>, x: readonly number[]): number {
  let z = 0;
  for (const t of m.trees) z += leafOf(t, x);
  return 1 / (1 + Math.exp(-z));
}

/** The model's probability that the pair is a contradiction. */
export function conflictProbability(m: ConflictModel, x: readonly number[]): number {
  if (m.kind === "trees") return treesProbability(m, x);
  let z = m.bias;
  for (let i = 0; i < x.length; i++) z += m.weights[i] * ((x[i] - m.mean[i]) / m.scale[i]);
  return 1 / (1 + Math.exp(-z));
}
