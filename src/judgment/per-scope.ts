/**
 * What a statement holds "per": its scope is a value (round 23b, issue 12). "Experiment assignment is sticky per user."
 * / "Bucketing is per request; a user can see both variants." state one assignment at two granularities — a
 * conflict, which the duplicate model merged out of fold (n-c-067). predicates.ts granularitySwap reads the same
 * sentence with only the scope word changed; this reads any two statements that each name a scope the other does
 * not. A "per" followed by a unit of time or measure is a rate ("3 per second" / "180 per minute"), read by the value
 * readers as one quantity; "per the spec", "per se" and "per cent" are no scopes. Asked of the duplicate model's merges
 * (taste-guard.ts modelMergeGuard).
 */

const PER = /\bper[\s-]+([a-z][\w-]*)/gi;
/** Words after "per" that name no scope: a determiner ("as per the docs"), Latin, a rate's unit. */
const NOT_A_SCOPE = new Set([
  "the", "a", "an", "our", "your", "their", "its", "this", "that", "se", "cent", "centum", "annum", "diem", "capita",
  "second", "seconds", "sec", "secs", "s", "ms", "millisecond", "milliseconds", "minute", "minutes", "min", "mins",
  "hour", "hours", "hr", "hrs", "h", "day", "days", "week", "weeks", "month", "months", "year", "years", "quarter",
  "night", "shift", "cycle", "unit", "kg", "kilo", "kilogram", "gram", "litre", "liter", "metre", "meter", "km", "mile",
  "gb", "mb", "kb", "tb", "byte", "bytes", "hundred", "thousand", "million",
]);

/** The scopes a text names after "per", lower-cased ("per user", "per-request"). */
export function perScopes(text: string): string[] {
  return [...text.matchAll(PER)].map((m) => m[1].toLowerCase().replace(/-.*$/, "")).filter((w) => !NOT_A_SCOPE.has(w));
}

/** One word or its plural / another form ("user" / "users", "tenant" / "tenants"). */
const sameScope = (x: string, y: string) => x === y || x.startsWith(y) || y.startsWith(x);

/** Why two texts hold at two granularities (each names a "per" scope the other does not), or null. */
export function perScopeClash(a: string, b: string): string | null {
  const [sa, sb] = [perScopes(a), perScopes(b)];
  const own = (xs: string[], ys: string[]) => xs.filter((x) => !ys.some((y) => sameScope(x, y)));
  const [oa, ob] = [own(sa, sb), own(sb, sa)];
  return oa.length > 0 && ob.length > 0 ? `held per another scope (per ${oa[0]} / per ${ob[0]})` : null;
}
