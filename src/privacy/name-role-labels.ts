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
const PARTICLE = /^(?:Le|La|De|Da|Do|Dos|Das|Del|Della|Di|Van|Von|Du|Bin|Al|El|Ter|Ten|Den|Der|Ní|Nic|Mac|Ó)$/;

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

/**
 * The same evidence in prose, with no colon: a role noun only people fill, then the person's name as its apposition —
 * "customer N. Kariuki", "Underwriter Siobhán Ní Bhriain flagged …", "approved by supervisor Algirdas", "night auditor
 * Souksavanh Phommachanh", "driver Youssef El Amrani", "moderator Nilufar". Each role word is rare, but the form recurs:
 * round 21 counted such name leaks in 10 of 24 training halves (C, O, P, R, S, U, W, X, Y, Z; README round 21). The name is
 * one to three capitalised words (an initial may open it, a particle may stand inside) ending the capitalised run, each a
 * listed name or a word no lexicon knows (readsAsName); roles a program, a firm or a device fills as often (SHARED: "agent
 * Datadog", "driver Update", "customer Globex") need a listed given name first, or an initial and a listed surname.
 */
const PROSE_PERSON_ROLES = "supervisor|moderator|underwriter|approver|auditor|interpreter|translator|cashier|courier|technician|nurse|RN|doctor|dr|patient|applicant|tenant|landlord|landlady|traveler|traveller|mentor|buddy|volunteer|researcher|caseworker|teller|clerk|recruiter|dispatcher|receptionist|therapist|tutor|inspector|witness|guarantor|cardholder|payee|beneficiary|underwriting officer|loan officer";
const PROSE_SHARED_ROLES = "agent|driver|manager|customer|guest|passenger|holder|officer|operator|contact|owner|reviewer|tester";
/** "user agent", "device driver", "password manager": a compound whose head is a role word names a program or a thing. */
const NOT_A_ROLE_BEFORE = /(?:user|ssh|gpg|build|ci|deploy|release|monitoring|datadog|device|kernel|print|printer|graphics|gpu|usb|jdbc|odbc|database|db|network|disk|video|audio|password|package|node|window|task|file|resource|entity|secret|session|connection|download|project|product|service|test|load|key|account|cluster|team|data|record|process|card|system)[ \t-]+$/i;
const ROLE_NOUN = new RegExp(`(?<![\\p{L}\\p{M}\\p{N}_.@/-])(?:(?<person>${PROSE_PERSON_ROLES})|(?<shared>${PROSE_SHARED_ROLES}))\\.?[ \\t]+(?=\\p{Lu})`, "giu");
const INITIALS = "(?:\\p{Lu}\\.[ \\t]?){1,2}";
const NAME_WORD = "\\p{Lu}[\\p{Ll}\\p{M}'’]+(?:-\\p{Lu}?[\\p{Ll}\\p{M}]+)?";
const INNER_PARTICLE = "(?:de|da|do|dos|das|del|della|di|van|von|le|la|du|bin|ibn|al|el|El|Al|Ní|Nic|Mac|Ó|ap|ter|ten)";
/** The apposition: initials, then one to three name words, ending the capitalised run (no capitalised word follows). */
const APPOSITION = new RegExp(`^(?<initials>${INITIALS})?(?<name>${NAME_WORD}(?:[ \\t](?:${INNER_PARTICLE}[ \\t])?${NAME_WORD}){0,2})(?![\\p{L}\\p{M}\\p{N}_@'’-])(?![ \\t]+\\p{Lu})`, "u");

export function findRoleNounNames(text: string): Finding[] {
  const out: Finding[] = [];
  if (!E.hasLexicon()) return out;
  for (const m of text.matchAll(ROLE_NOUN)) {
    // The role written in capitals is a heading or a code ("RN" apart), and a role after a compound's head is a thing.
    if (/^\p{Lu}{2,}$/u.test(m[0].trim()) && m[0].trim() !== "RN") continue;
    if (NOT_A_ROLE_BEFORE.test(text.slice(Math.max(0, m.index - 24), m.index))) continue;
    const at = m.index + m[0].length;
    const v = APPOSITION.exec(text.slice(at, at + 80));
    if (!v) continue;
    const name = v.groups!.name!;
    const initials = v.groups!.initials ?? "";
    const shared = m.groups!.shared !== undefined;
    const words = name.split(/[ \t]+/);
    if (initials) {
      // "K. Srinivasa Rao", "T. Mahlaba": after initials the words are a surname's, listed or unknown to every lexicon.
      if (!words.every((w) => E.knownLast(w) || (!E.knownWord(w) && E.unknownNameWord(w)) || /^\p{Ll}/u.test(w))) continue;
      if (shared && !words.some((w) => E.knownLast(w))) continue;
    } else if (!readsAsName(name, shared)) continue;
    out.push({ type: "person_name", start: at, end: at + v[0].length, detector: "name:role-noun", confidence: 0.7 });
  }
  return out;
}
