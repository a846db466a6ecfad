import type { Finding } from "./types.ts";
import { nameEvidence as E } from "./person-names.ts";

/**
 * The person a receipt, a form or a roster names by their role (issue 14, round 14): `Cashier: Ana`, `Serveur: Maxime`,
 * `Cameriere: Gennaro`, `Le atendió: Iker`, `Atendido por: Inês`, `Coordinator: Litia`, `Buddy assigned: Hiroshi`,
 * `Débiteur : Yannick Le Goff`. The label is a role only a person fills — an agent noun of service or care, or a passive
 * "served by" — in the languages receipts are printed in, so the value after its colon is a name when it reads as one:
 * one to three capitalised words, each a listed name or a word no lexicon calls ordinary, closing the field.
 * Roles a program fills too (`Server: Apache`, `Host: Cloudflare`, `Driver: PostgreSQL`, `Agent: Datadog`, `Operator:
 * Vodafone`) count only with a listed given name after them. A firm (`Liffey Design Ltd`), a team (`Ops Team`), a
 * placeholder (`TBD`, `N/A`) or lower-case text is no one.
 * Read at each colon of the text (one indexOf walk, a short look back), not by a scan of its own over every position.
 */

/** Roles only people fill, as labels (lower case; the label may end the role with "by"/"por"/"par"/"da"/"von"). */
const PERSON_ROLES =
  "cashier|waiter|waitress|bartender|barista|hostess|attendant|clerk|sales associate|salesperson|served by|attended by|assisted by|helped by|your server|coordinator|buddy|buddy assigned|mentor|volunteer|courier|technician|engineer on site|nurse|doctor|physician|caseworker|case worker|advisor|adviser|consultant|teller|stylist|therapist|tutor|instructor|trainer|coach|guide|inspector|debtor|creditor|payer|payee|beneficiary|cardholder|card holder|account holder|guarantor|signatory|witness|next of kin|emergency contact" +
  "|cajero|cajera|camarero|camarera|mesero|mesera|atendido por|atendida por|le atendió|lo atendió|la atendió|te atendió|vendedor|vendedora|asesor|asesora|repartidor|repartidora|deudor|deudora|titular" +
  "|atendente|garçom|garçonete|operador de caixa|devedor|devedora" +
  "|serveur|serveuse|caissier|caissière|vendeur|vendeuse|conseiller|conseillère|livreur|livreuse|débiteur|débitrice|créancier|titulaire|servi par|servie par" +
  "|cameriere|cameriera|cassiere|cassiera|addetto|addetta|servito da|servita da|debitore|intestatario|intestataria" +
  "|kellner|kellnerin|bedienung|kassierer|kassiererin|verkäufer|verkäuferin|berater|beraterin|schuldner|schuldnerin|es bediente sie|bedient von" +
  "|kassier|kassière|medewerker|bediend door|kasjer|kasjerka|kelner|kelnerka|obsługiwał|obsługiwała";
/** Roles a program or a firm fills as often as a person: a listed given name is needed after them. */
const SHARED_ROLES = "server|host|agent|driver|operator|representative|rep|contact|owner|client|customer|guest|passenger|recipient|sender";

/**
 * The role that ends the 24 characters before a colon, read backwards from their end in one try (sticky at the end, the
 * role in a lookbehind) where `(?:^|[^\p{L}\p{M}])(?:role)[ \t]*$` was tried from every position of the window. Same
 * answer: a role ends with a letter, so it ends where the trailing spaces start; of two roles ending there, the longer
 * one is a person role ("your server" over "server": no shared role holds a space, so a shorter role inside a longer
 * shared one has a letter before it), which both readings take.
 */
const LABEL_BEFORE_COLON = new RegExp(`$(?<=(?:^|[^\\p{L}\\p{M}])(?:(?<person>${PERSON_ROLES})|(?<shared>${SHARED_ROLES}))[ \\t]*)`, "iuy");
/**
 * One to three capitalised words after the colon, one space apart, then the field's end: the line's end, a separator, a
 * phone, a bracket, or two spaces (a receipt pads its columns with spaces: "Kassiererin: Friederike  Bon 17" ends the
 * name before "Bon", the receipt's number).
 */
const VALUE = /^[ \t]*(?<name>\p{Lu}[\p{Ll}\p{M}'’]+(?:-\p{Lu}?[\p{Ll}\p{M}]+)?(?:[ \t](?:(?:de|da|do|dos|das|del|della|di|van|von|le|la|du|bin|al)[ \t])?\p{Lu}[\p{Ll}\p{M}'’]+(?:-\p{Lu}?[\p{Ll}\p{M}]+)?){0,2})(?=[ \t]*(?:$|\n|[·|•;,()/]|[ \t]{2}|[ \t][—–-][ \t]|[ \t]+\+?\d))/u;

function nameWord(w: string): boolean {
  return E.knownFirst(w, false) || E.knownLast(w) || E.unknownNameWord(w);
}

/** A capitalised particle inside a name ("Yannick Le Goff", "Ana De Souza"): no word of its own. */
const PARTICLE = /^(?:Le|La|De|Da|Do|Dos|Das|Del|Della|Di|Van|Von|Du|Bin|Al|El|Ter|Ten|Den|Der)$/;

function readsAsName(value: string, shared: boolean): boolean {
  const ws = value.split(/[ \t]+/).filter((w, i, all) => /^\p{Lu}/u.test(w) && !(i > 0 && i < all.length - 1 && PARTICLE.test(w)));
  if (ws.some((w) => E.isNotName(w) || E.isProper(w)) || E.isPlace(value) || E.isPlaceholderName(value)) return false;
  if (shared) return E.knownFirst(ws[0]!, true) && !E.knownWord(ws[0]!) && ws.every(nameWord);
  if (!ws.every(nameWord)) return false;
  // A single word: a name a list holds, or a word no lexicon knows ("Litia", "Gennaro"); an ordinary word is no one.
  return ws.length > 1 || !E.knownWord(ws[0]!) || E.knownFirst(ws[0]!, true);
}

export function findRoleLabelNames(text: string): Finding[] {
  const out: Finding[] = [];
  if (!E.hasLexicon()) return out;
  for (let i = text.indexOf(":"); i !== -1; i = text.indexOf(":", i + 1)) {
    const window = text.slice(Math.max(0, i - 24), i);
    LABEL_BEFORE_COLON.lastIndex = window.length;
    const label = LABEL_BEFORE_COLON.exec(window);
    if (!label) continue;
    const m = VALUE.exec(text.slice(i + 1, i + 80));
    if (!m) continue;
    const value = m.groups!.name!;
    if (!readsAsName(value, label.groups!.shared !== undefined)) continue;
    const start = i + 1 + m[0].length - value.length;
    out.push({ type: "person_name", start, end: start + value.length, detector: "name:role-label", confidence: 0.75 });
  }
  return out;
}
