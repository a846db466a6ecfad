import { modelCandidates, thresholdFor, type ModelCandidate, type NameModel, type Span } from "./name-model-features.ts";
import { NAME_MODEL } from "./name-model-weights.ts";
import { slotCandidates } from "./name-slot-candidates.ts";
import { NAME_SLOT_MODEL } from "./name-slot-model-weights.ts";
import { nameEvidence as E } from "./person-names.ts";
import type { Finding } from "./types.ts";

/**
 * Person names accepted by a learned model: class-weighted L2 logistic regression over the candidates and evidence of
 * name-model-features.ts, fitted leave-one-half-out by bench/privacy/fit-name-model.ts across every training half, its
 * threshold chosen there on out-of-fold probabilities (names caught − 3 × false findings). It runs after every other
 * name reader (the hand-weighted run and handle scores of name-score.ts included) and weighs what they leave: what they
 * read, and the hand score, are among its inputs. (Taking the hand scores' place lost names on halves A–K: README round 17.)
 * Pure: a dot product per candidate, no dependency, the same in workerd and Node.
 */
let MODEL: NameModel = NAME_MODEL;
let TAP: ((text: string, candidates: readonly ModelCandidate[]) => void) | undefined;
/**
 * The slot family's model (name-slot-candidates.ts): its own weights, fitted after MODEL with MODEL fixed, so a slot
 * candidate can add a name but never change what the four families accept.
 */
let SLOT_MODEL: NameModel = NAME_SLOT_MODEL;
let SLOT_TAP: ((text: string, candidates: readonly ModelCandidate[]) => void) | undefined;

/** For the fitting script only: a model in place of the committed one (undefined restores it) and a tap that sees every candidate. */
export function setNameModelForFitting(model: NameModel | undefined, tap?: (text: string, candidates: readonly ModelCandidate[]) => void): void {
  MODEL = model ?? NAME_MODEL;
  TAP = tap;
}

/** For the fitting script only (--family slot): the slot model in place of the committed one, and a tap on its candidates. */
export function setSlotModelForFitting(model: NameModel | undefined, tap?: (text: string, candidates: readonly ModelCandidate[]) => void): void {
  SLOT_MODEL = model ?? NAME_SLOT_MODEL;
  SLOT_TAP = tap;
}

export function nameProbability(c: ModelCandidate, model: NameModel = MODEL): number {
  let z = model.bias;
  for (let i = 0; i < c.idx.length; i++) z += (model.weights[c.idx[i]!] ?? 0) * c.val[i]!;
  return 1 / (1 + Math.exp(-z));
}

/** The candidates the model accepts; `rules` are the person names other readers already found in the text. */
export function findModelNames(text: string, rules: readonly Span[]): Finding[] {
  if (!E.hasLexicon()) return [];
  const candidates = modelCandidates(text, rules);
  TAP?.(text, candidates);
  const out: Finding[] = [];
  for (const c of candidates) {
    // Where a reader already read a name, it also read where the name ends ("Hola Lucía": the greeting reader's "Lucía"): a
    // longer candidate over it would only take in the words beside the name.
    if (rules.some((r) => r.start < c.end && c.start < r.end)) continue;
    const p = nameProbability(c);
    if (p >= thresholdFor(MODEL, c.family)) out.push({ type: "person_name", start: c.start, end: c.end, detector: `name:model-${c.family}`, confidence: Math.min(0.9, Math.max(0.5, p)) });
  }
  // The slot family last, over the same rule readers' names (never over them: the same reason as above). Shut (threshold
  // above 1) costs nothing but the tap the fitting script sets.
  if (SLOT_MODEL.threshold <= 1 || SLOT_TAP) {
    const slots = slotCandidates(text, rules);
    SLOT_TAP?.(text, slots);
    for (const c of slots) {
      const p = nameProbability(c, SLOT_MODEL);
      if (p >= SLOT_MODEL.threshold) out.push({ type: "person_name", start: c.start, end: c.end, detector: "name:model-slot", confidence: Math.min(0.9, Math.max(0.5, p)) });
    }
  }
  return out;
}
