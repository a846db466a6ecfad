/**
 * Type priors per intent (else route), learned from the developer-memory suite's half A labels by
 * bench/devmem/learn-type-priors.mjs (generated; do not edit by hand). For each key: how much likelier a
 * memory type is among the essential answers than in the corpus, shrunk toward 1 (pseudo-count 8),
 * square-rooted and bounded to [0.8, 1.25]. A type or key not listed weighs 1. Half B never feeds it.
 */
export const TYPE_PRIORS: Record<string, Record<string, number>> = {
  "change": {
    "decision": 1.25,
    "discovery": 0.8,
    "episode": 0.8,
    "fact": 1.25,
    "gotcha": 0.8,
    "location": 0.8,
    "preference": 0.8,
    "status": 0.8
  },
  "factual": {
    "decision": 1.25,
    "discovery": 0.8,
    "episode": 0.8,
    "fact": 1.25,
    "gotcha": 0.8,
    "location": 1.25,
    "preference": 0.8,
    "status": 0.8
  },
  "preference": {
    "decision": 0.8,
    "discovery": 0.8,
    "episode": 0.8,
    "fact": 1.09,
    "gotcha": 0.8,
    "location": 0.8,
    "preference": 1.25,
    "status": 0.8
  },
  "project": {
    "decision": 1.25,
    "discovery": 0.8,
    "episode": 0.8,
    "fact": 1.25,
    "gotcha": 0.8,
    "location": 0.8,
    "preference": 0.8,
    "status": 0.8
  },
  "skill": {
    "decision": 0.8,
    "discovery": 1.25,
    "episode": 0.8,
    "fact": 0.8,
    "gotcha": 1.25,
    "location": 0.8,
    "preference": 1.12,
    "status": 0.8
  },
  "status": {
    "decision": 1.04,
    "discovery": 0.8,
    "episode": 0.8,
    "fact": 0.8,
    "gotcha": 0.8,
    "location": 0.8,
    "preference": 0.8,
    "status": 1.25
  }
};
