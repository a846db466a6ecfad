/**
 * `decodeURIComponent` that never throws: a malformed escape ("%zz", a lone "%") gives undefined, so a caller chooses
 * its fallback (the raw text, or nothing). `form`: "+" is a space, as in a form body or a query string
 * (application/x-www-form-urlencoded).
 */
export function decodeUri(value: string, form = false): string | undefined {
  try {
    return decodeURIComponent(form ? value.replace(/\+/g, " ") : value);
  } catch {
    return undefined;
  }
}
