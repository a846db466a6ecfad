import { nameEvidence as E } from "./person-names.ts";

/**
 * Whether an account handle is built from a person's name, read from the name lexicon rather than
 * from where it stands: "haruto-sato", "nkosi_dlamini", "kenji.watanabe" (a given name and a surname),
 * "hkaur", "skrueger", "mquispe" (an initial and a surname; German umlauts written "ue", "oe", "ae"),
 * "kwame" (a listed given name on its own). Service accounts and product names ("tideway", "keycloak",
 * "ledger", "report") are none of these, which is what lets a position that holds either kind (a chat
 * speaker, `--auth USER:`, `Benutzer USER`, a `user:` field) tell them apart.
 */
export function nameShapedHandle(handle: string): boolean {
  if (!E.hasLexicon() || handle.length < 3 || handle.length > 40 || /\d/.test(handle)) return false;
  const lower = handle.toLowerCase();
  const parts = lower.split(/[._-]/);
  if (parts.some((p) => p === "")) return false;
  if (parts.length > 3) return false;
  if (E.isPlaceholderName(parts.join(" "))) return false; // john.doe, jane_smith: documentation's nobody
  if (parts.length === 1) return single(lower);
  // Every part a name or an initial, at least one a listed given name or surname of 3+ letters, none an ordinary word.
  const named = (p: string) => E.knownFirst(p, false) || surname(p);
  return parts.every((p) => p.length === 1 || (named(p) && !(E.knownWord(p) && !E.knownFirst(p, true)))) && parts.some((p) => p.length >= 3 && named(p));
}

function single(w: string): boolean {
  if (E.knownWord(w) || E.isNotName(w)) return false;
  if (w.length >= 3 && E.knownFirst(w, true)) return true; // "kwame", "oluwaseun"
  if (w.length >= 3 && surname(w) && w.length >= 5) return true; // "oyelaran"
  // An initial (or two) and a surname: "hkaur", "mquispe", "jfernandes", "aoyelaran".
  for (const cut of [1, 2]) if (w.length - cut >= 4 && surname(w.slice(cut))) return true;
  return false;
}

/** A listed surname, also as written without its umlaut ("krueger" for Krüger, "schoenberg" for Schönberg). */
function surname(w: string): boolean {
  if (E.knownLast(w)) return true;
  const plain = w.replace(/([aou])e/g, "$1");
  return plain !== w && E.knownLast(plain);
}
