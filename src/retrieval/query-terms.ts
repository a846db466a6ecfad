/**
 * Turns a natural-language query into FTS5 terms: lower-case words minus stopwords, each quoted so
 * user text can never inject FTS5 syntax, OR-ed so BM25 ranks by how many and how rare they are.
 */
const STOPWORDS = new Set(
  `a about above after again against all am an and any are as at be because been before being below between both but by
  can could did do does doing down during each few for from further had has have having he her here hers herself him
  himself his how i if in into is it its itself just me more most my myself no nor not now of off on once only or other
  our ours ourselves out over own same she should so some such than that the their theirs them themselves then there
  these they this those through to too under until up very was we were what when where which while who whom why will
  with would you your yours yourself yourselves ever did does tell know like get got also really`
    .split(/\s+/)
    .filter(Boolean),
);

export function queryTerms(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];
  const kept = words.filter((w) => !STOPWORDS.has(w) && (w.length > 1 || /\d/.test(w)));
  return [...new Set(kept.length ? kept : words)];
}

/** An FTS5 MATCH expression, or null when the query has no searchable word. */
export function ftsMatchExpression(terms: string[]): string | null {
  if (!terms.length) return null;
  return terms.map((t) => `"${t.replace(/"/g, '""')}"`).join(" OR ");
}
