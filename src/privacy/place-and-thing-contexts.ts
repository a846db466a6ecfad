import { nameEvidence as E } from "./person-names.ts";
import { lineBefore } from "./line-window.ts";

/**
 * A capitalised word a name reader accepts can be a place or a thing, and the words around it often say which, by how the
 * language builds such phrases rather than by what any list knows of the word (issue 14, round 16, branch privlook16):
 * - a facility noun right after it makes it that facility's place ("Chester office closes", "Printer in Hamilton room",
 *   "Florence (IT) office"): a person's office is "Chester's office", never a noun adjunct;
 * - a country code in brackets after a place word, or after "in" ("Merchants in Victoria (AU)");
 * - a saint's title before it ("Santa Rosa", "São Paulo", "St. Helier"): places named after saints;
 * - the other members of its coordinated list: one kind per list, so places beside places after a locative "in"
 *   ("in Sydney, Darwin and Hamilton"), cities beside cities ("Kraków, Thessaloniki and Đà Nẵng are closed") and
 *   products beside versioned products ("Ruby 3.3 and Ada 2022");
 * - an appositive naming a machine or a program ("Hermes (the mail relay)", "Atlas, our build server,");
 * - "the" before it and a common noun after it: the name modifies the noun ("the Amber Forest pack", "the Jasper reports");
 *   English puts no article before a person's name.
 */
export function placeOrThingByContext(text: string, start: number, end: number): boolean {
  const after = text.slice(end, end + 40);
  if (FACILITY_AFTER.test(after)) return true;
  const value = text.slice(start, end);
  const oneWord = !/[ \t]/.test(value);
  if (COUNTRY_CODE_AFTER.test(after) && (E.isPlace(value.split(/[ \t]+/).pop()!) || LOCATIVE_IN_BEFORE.test(lineBefore(text, start, 40)))) return true;
  if (oneWord && SAINT_BEFORE.test(text.slice(Math.max(0, start - 8), start))) return true;
  if (THING_APPOSITIVE_AFTER.test(after)) return true;
  if (thingNamedBefore(text, start, after)) return true;
  // (Not "the Maria Lopez account": a listed surname ends a person's name there.)
  if (nounAdjunctAfterThe(text, start, after) && !(!oneWord && E.knownLast(value.split(/[ \t]+/).pop()!))) return true;
  return value.split(/[ \t]+/).length <= 2 && listOfPlacesOrProducts(text, start, end);
}

/** Facilities an organisation has in a place; the noun must end there ("office hours" is still an office's). */
const FACILITY_NOUNS =
  "office|offices|branch|campus|site|warehouse|plant|factory|depot|hub|datacenter|data[ \\t]cent(?:er|re)|headquarters|HQ|showroom|store|mall|airport|station|room|meeting[ \\t]room|conference[ \\t]room";
const FACILITY_AFTER = new RegExp(`^(?:[ \\t]*\\([A-Z]{2,3}\\))?[ \\t]+(?:${FACILITY_NOUNS})(?![\\p{L}'’-])`, "u");
/** ISO 3166 alpha-2 in brackets: "(AU)", "(IT)". Alone it may be a team ("Priya (IT)"), so the word must be a place or stand after "in". */
const COUNTRY_CODE_AFTER = /^[ \t]*\([A-Z]{2}\)/;
/**
 * A locative "in" before the word or its list. Phrasal verbs take people after the same "in" ("loop in Dana", "check in with",
 * "bring in Sam"): not those.
 */
const PHRASAL_IN = /(?:^|[^\p{L}])(?:loop|looped|looping|bring|brought|pull|pulled|rope|roped|fill|filled|sign|signed|log|logged|check|checked|cc|cc'd|chime|chimed|jump|jumped|weigh|weighed|call|called|step|stepped|let|send|sent|put|keep|kept|get|got|add|added)[ \t]+in[ \t]+$/iu;
const LOCATIVE_IN = /(?:^|[^\p{L}])in[ \t]+$/iu;
const LOCATIVE_IN_BEFORE = { test: (before: string): boolean => LOCATIVE_IN.test(before) && !PHRASAL_IN.test(before) };
const SAINT_BEFORE = /(?:^|[^\p{L}.])(?:San|Santa|Santo|São|Sao|Saint|Sainte|St\.|Ste\.|Sankt|Sant)[ \t]+$/u;

/** What a machine or a program is called: "(the mail relay)", "(our CI server)", ", the build bot,". Never a person's role. */
const THING_NOUNS =
  "relay|server|service|daemon|bot|host|box|vm|cluster|node|database|db|queue|broker|proxy|gateway|router|switch|firewall|printer|scanner|app|tool|library|framework|plugin|script|job|pipeline|model|runner|agent|scheduler|crawler|scraper|dashboard|instance|device|sensor|robot|repo|repository|product|brand|font|theme|pack|lamp|engine|compiler|language|cms|api|bucket|cron|cronjob|container|image";
const THING_APPOSITIVE_AFTER = new RegExp(
  `^(?:[ \\t]*\\(|,[ \\t]+)(?:the|our|a|an|their|its)[ \\t]+(?:[\\p{L}\\d-]+[ \\t]+){0,2}(?:${THING_NOUNS})s?(?:[ \\t]*[),;.]|$)`,
  "iu",
);

/**
 * The other order of the appositive: the thing's noun, then its name — in brackets closed right after it ("dev board (Jetson
 * Orin Nano)", "the relay (Hermes)"), or, in languages that put a channel's, a group's or a server's name right after its
 * noun, with none ("канал Ночной Эфир", "la chaîne Radio Nova", "Kanal Nordlicht"). English bare "the app Anna uses" is a
 * relative clause with a person in it, so English nouns count only with the brackets.
 */
const THING_NOUN_BRACKET = new RegExp(`(?:^|[^\\p{L}])(?:${THING_NOUNS}|board|kit|module|controller|adapter|console|headset|monitor|keyboard|charger|drone|camera|laptop|phone|handset|tablet|router|vehicle|truck|channel|podcast|show)s?[ \\t]*\\([ \\t]*$`, "iu");
const THING_NOUN_BARE = /(?:^|[^\p{L}])(?:канал|канала|каналі|чат|группа|группе|сервер|бот|проект|подкаст|шоу|chaîne|kanal|Kanal|canal|grupo|Gruppe|kanava|kanał)[ \t]+$/u;
function thingNamedBefore(text: string, start: number, after: string): boolean {
  const before = text.slice(Math.max(0, start - 32), start);
  return (THING_NOUN_BRACKET.test(before) && /^[ \t]*\)/.test(after)) || THING_NOUN_BARE.test(before);
}

/** One member of a coordinated list: one or two capitalised words, maybe a version ("Ruby 3.3", "Ada 2022"). */
const MEMBER = String.raw`\p{Lu}[\p{L}\p{M}'’.-]*(?:[ \t]+\p{Lu}[\p{L}\p{M}'’.-]*)?(?:[ \t]+\d[\d.]*)?`;
const JOIN = String.raw`(?:[ \t]*,[ \t]*(?:(?:and|or|und|et|y|e|i|og|och|en)[ \t]+)?|[ \t]+(?:and|or|und|et|y|e|i|og|och|en|&)[ \t]+)`;
const MEMBERS_BEFORE = new RegExp(`(?:${MEMBER}${JOIN}){1,6}$`, "u");
const MEMBERS_AFTER = new RegExp(`^(?:${JOIN}${MEMBER}){1,6}`, "u");
const ONE_MEMBER = new RegExp(MEMBER, "gu");
const VERSIONED = /[ \t]\d+(?:\.\d+)+$/;

function listOfPlacesOrProducts(text: string, start: number, end: number): boolean {
  const before = lineBefore(text, start, 120);
  const head = MEMBERS_BEFORE.exec(before);
  const tail = MEMBERS_AFTER.exec(text.slice(end, end + 120));
  if (!head && !tail) return false;
  const own = /^[ \t]+\d[\d.]*/.exec(text.slice(end, end + 12))?.[0];
  const siblings = [...(head?.[0].matchAll(ONE_MEMBER) ?? []), ...(tail?.[0].matchAll(ONE_MEMBER) ?? [])].map((m) => m[0]).filter((m) => !/^(?:and|or)$/i.test(m));
  if (siblings.length === 0) return false;
  // Products: a versioned sibling and a number after this word ("Ruby 3.3 and Ada 2022").
  if (own !== undefined && siblings.some((s) => VERSIONED.test(s))) return true;
  const bare = siblings.map((s) => s.replace(/[ \t]+\d[\d.]*$/, ""));
  const places = bare.filter((s) => E.isPlace(s)).length;
  const listStart = head ? before.length - head[0].length : before.length;
  // After a locative "in", one place among the others settles the list; without it, two places and no member that is anyone's
  if (places > 0 && LOCATIVE_IN_BEFORE.test(before.slice(0, listStart))) return true;
  // given name ("Kraków, Thessaloniki and …", not "Sydney, Paris and …"), the reading not opening on a given name, and no number in
  // the list: an address's fields after a recipient are places too ("Kemar Campbell, P.O. Box 1047, Kingston 10, Jamaica").
  const ownFirst = text.slice(start, end).split(/[ \t]+/)[0]!;
  return places >= 2 && !siblings.some((s) => /\d/.test(s)) && ![...bare, ownFirst].some((s) => E.knownFirst(s, true));
}

/** "the Amber Forest pack is …": an article, the capitalised words, then a lower-case word that is no verb or function word. */
const THE_BEFORE = /(?:^|[^\p{L}])[Tt]he[ \t]+$/u;
const NEXT_LOWER = /^[ \t]+(\p{Ll}{3,})(?![\p{L}'’-])/u;
const NOT_A_NOUN = new Set(
  ("is was are were be been being has have had will would can could should may might must did does do said says say told asked " +
    "and or but nor of from into onto to in on at for with who whom whose which that than then also just not only too very").split(" "),
);
function nounAdjunctAfterThe(text: string, start: number, after: string): boolean {
  if (!THE_BEFORE.test(text.slice(Math.max(0, start - 5), start))) return false;
  const next = NEXT_LOWER.exec(after)?.[1];
  return next !== undefined && !NOT_A_NOUN.has(next) && !/(?:ed|ly)$/.test(next);
}
