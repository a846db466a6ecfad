// Shared by the benchmarks: percentiles, the plain-BM25 baseline's stopwords and tokenizer.
import MiniSearch from "minisearch";

export const pct = (xs, p) => {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

// Plain BM25 baseline: MiniSearch with default (BM25+) scoring; the query loses English stopwords.
export const BASELINE_STOPWORDS = new Set(
  `a about above after again against all am an and any are as at be because been before being below between both but by can
  could did do does doing down during each few for from further had has have having he her here hers herself him himself his
  how i if in into is it its itself just me more most my myself no nor not now of off on once only or other our ours
  ourselves out over own same she should so some such than that the their theirs them themselves then there these they this
  those through to too under until up very was we were what when where which while who whom why will with would you your
  yours yourself yourselves`.split(/\s+/).filter(Boolean),
);

/** Plain BM25 (MiniSearch defaults, BM25+) over `docs` ({id, content}); the query loses stopwords. */
export function bm25Index(docs) {
  const ms = new MiniSearch({ fields: ["content"], idField: "id" });
  ms.addAll(docs.map((d) => ({ id: d.id, content: d.content })));
  return (question, k) => {
    const q = (question.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? []).filter((w) => !BASELINE_STOPWORDS.has(w)).join(" ");
    return ms.search(q || question).slice(0, k).map((r) => r.id);
  };
}
