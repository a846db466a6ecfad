/**
 * Turns a natural-language query into FTS5 terms: lower-case words minus stopwords (English
 * function words, question scaffolding and chat filler), each quoted so user text can never inject
 * FTS5 syntax. FTS5's porter tokenizer stems the quoted terms the same way it stemmed the documents.
 */
const STOPWORDS = new Set(
  `a about above after again against all am an and any are as at be because been before being below between both but by
  can could did do does doing down during each few for from further had has have having he her here hers herself him
  himself his how i if in into is it its itself just me more most my myself no nor not now of off on once only or other
  our ours ourselves out over own same she should so some such than that the their theirs them themselves then there
  these they this those through to too under until up very was we were what when where which while who whom why will
  with would you your yours yourself yourselves ever did does tell know like get got also really
  hey hi hello yeah yes ok okay oh wow thanks thank lol haha um uh hmm gonna wanna kinda sorta pretty much lot lots
  thing things stuff something anything everything someone anyone one ones kind sort type name names much many
  s t d ll re ve m don didn doesn isn wasn aren weren won wouldn couldn shouldn`
    .split(/\s+/)
    .filter(Boolean),
);

export const isStopword = (w: string) => STOPWORDS.has(w);

/** Words of a text, lower-cased; apostrophes split ("Caroline's" → caroline, s). */
export const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];

export function queryTerms(query: string): string[] {
  const all = words(query);
  const kept = all.filter((w) => !STOPWORDS.has(w) && (w.length > 1 || /\d/.test(w)));
  return [...new Set(kept.length ? kept : all)];
}

/** Quoted phrases the user wrote ("…"), searched as FTS5 phrases. */
export function quotedPhrases(query: string): string[] {
  return [...query.matchAll(/["“]([^"”]{3,80})["”]/g)].map((m) => words(m[1]).join(" ")).filter((p) => p.includes(" "));
}

/** An FTS5 MATCH expression for one term or phrase, safely quoted. */
export const ftsPhrase = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** An FTS5 MATCH expression OR-ing the terms, or null when the query has no searchable word. */
export function ftsMatchExpression(terms: string[]): string | null {
  if (!terms.length) return null;
  return terms.map(ftsPhrase).join(" OR ");
}

/**
 * A light suffix stemmer for in-memory matching (reranker features, matched terms). The index
 * itself uses FTS5's Porter stemmer; this only needs to agree on common inflections.
 */
export function lightStem(w: string): string {
  if (w.length <= 3) return w;
  for (const [suffix, min] of [["ies", 4], ["ing", 5], ["ed", 4], ["es", 4], ["ly", 5], ["s", 4]] as const) {
    if (w.endsWith(suffix) && w.length - suffix.length >= min - suffix.length + 1) {
      const base = w.slice(0, -suffix.length);
      if (suffix === "ies") return `${base}y`;
      if ((suffix === "ing" || suffix === "ed") && /([b-df-hj-np-tv-z])\1$/.test(base)) return base.slice(0, -1);
      if (suffix === "s" && w.endsWith("ss")) return w;
      return base;
    }
  }
  return w;
}
