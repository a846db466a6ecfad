import { nameEvidence as E, plausibleLowerName } from "./person-names.ts";

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
  if (parts.length > 4) return false;
  if (E.isPlaceholderName(parts.join(" "))) return false; // john.doe, jane_smith: documentation's nobody
  if (parts.length === 1) return single(lower);
  // Every part a name or an initial, at least one a listed given name or surname of 3+ letters, none an ordinary word.
  const named = (p: string) => E.knownFirst(p, false) || surname(p);
  const nameOk = (p: string) => p.length === 1 || (named(p) && !(E.knownWord(p) && !E.knownFirst(p, true)));
  if (parts.length <= 3 && parts.every(nameOk) && parts.some((p) => p.length >= 3 && named(p))) return true;
  return builtFromNameParts(lower, parts, named, nameOk);
}

/**
 * Name parts joined the way people write their handles in any language, beyond "given.surname": a surname's particle
 * ("marco.de.luca", "zainab_al-rashid", "pedro.dos.santos"), a romanised East Asian given name in hyphenated syllables
 * beside its surname ("jun-ho.park", "zhang-min", "mei-ling.zhou"), a given name the lists lack beside two they know
 * ("ana-lucia.ferraz"), a given name and an initial ("ashwin-k"). What a service account's handle is made of (ordinary
 * words: "build-k", "data-de-luxe") is none of these.
 */
function builtFromNameParts(lower: string, parts: string[], named: (p: string) => boolean, nameOk: (p: string) => boolean): boolean {
  if (HYPHENED_WORDS.has(lower)) return false;
  const seps = lower.match(/[._-]/g) ?? [];
  let listed = 0, particle = 0, syllables = 0, eastAsian = 0, unknown = 0, initials = 0;
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i]!;
    if (p.length === 1) { initials++; continue; }
    // A particle stands between a given name and the surname it belongs to, never first or last.
    if (SURNAME_PARTICLES.has(p) && i > 0 && i < parts.length - 1) { particle++; continue; }
    // "jun-ho", "jae-won": romanised syllables joined by a hyphen, each a consonant onset and a vowel.
    const hyphened = (i > 0 && seps[i - 1] === "-") || (i < parts.length - 1 && seps[i] === "-");
    if (EAST_ASIAN_SURNAMES.has(p)) eastAsian++;
    if (hyphened && ROMANISED_SYLLABLE.test(p)) { syllables++; continue; }
    if (EAST_ASIAN_SURNAMES.has(p)) continue;
    if (p.length >= 3 && nameOk(p) && named(p)) { listed++; continue; }
    // After a particle a surname need not be listed ("el-amrani", "de-souza"): the particle says what it is.
    if (i > 0 && SURNAME_PARTICLES.has(parts[i - 1]!) && p.length >= 3 && plausibleLowerName(p)) { unknown++; continue; }
    if (p.length >= 4 && plausibleLowerName(p)) { unknown++; continue; }
    return false;
  }
  if (unknown > 1) return false;
  if (particle > 0) return listed >= 1; // "marco.de.luca", "fatima_el-amrani"
  // A given name in hyphenated syllables and a surname, every part one or the other: "jae-won.lee", "zhang-min", "jun-ho.park".
  if (syllables > 0) return unknown === 0 && initials === 0 && listed + eastAsian >= 1 && syllables + listed + (eastAsian - Math.min(eastAsian, syllables)) >= 2;
  if (initials > 0) return parts.length === 2 && (listed + eastAsian >= 1 || (unknown === 1 && seps[0] === "-")); // "ashwin-k"
  // "ana-lucia.ferraz"; "aziz.karimov", "kamila.juraeva": a listed given name first and a surname no list holds.
  return unknown === 1 && (listed + eastAsian >= 2 || (parts.length === 2 && E.knownFirst(parts[0]!, true) && !E.knownWord(parts[0]!) && parts[1]!.length >= 4));
}

/** English words written in hyphenated syllables, which the syllable reading would take for a name. */
const HYPHENED_WORDS = new Set("lo-fi hi-fi wi-fi sci-fi yo-yo so-so ping-pong hip-hop tik-tok chit-chat no-go go-go ha-ha".split(" "));
/** Particles that open a surname in handles as in names: de luca, al-rashid, van der berg, bin salem. */
const SURNAME_PARTICLES = new Set("de da di do del della dello dei dos das du van von der den ter ten al el bin ibn ben le la lo mac mc st".split(" "));
/** Chinese, Korean and Cantonese surnames as romanised in handles (several are English words: park, song, moon). */
const EAST_ASIAN_SURNAMES = new Set(
  ("kim lee yi park pak choi choe jung jeong chung kang cho jo yoon yun jang chang lim im han oh seo suh shin sin kwon hwang ahn an song jeon chun hong yoo yu ko go moon mun yang son bae baek paik heo huh nam shim noh roh ha kwak sung cha joo ju woo koo gu min ryu yoo na jin ji chae won bang gong hyun " +
    "zhang wang li liu chen yang zhao huang zhou wu xu sun hu zhu gao lin he guo ma luo liang zheng xie tang feng dong xiao cheng cao yuan deng fu shen zeng peng lu su jiang cai jia ding wei xue ye yan pan du dai xia zhong tian ren fan fang shi yao tan liao zou xiong qiu qin gu hou shao meng long wan duan lei qian yin qiao lai wen " +
    "leung chan wong cheung lau ng ho yip tsang kwok tse chow chau fung lam mak tam tsui yeung lo lui siu cheng kwan hui").split(" "),
);
/** A romanised syllable: an onset of up to two consonants (or none), one or two vowels, and an n, ng or m at most ("ho", "won", "ling", "hyun"). */
const ROMANISED_SYLLABLE = /^(?:[bcdfghjklmnpqrstwxyz]{0,2}|[ckpstj]h|ts|kw|hy|gy|ky|ny|ry|sh|zh|ch)[aeiouy]{1,2}(?:n|ng|m|k|l)?$/;

function single(w: string): boolean {
  if (E.knownWord(w) || E.isNotName(w)) return false;
  if (w.length >= 3 && E.knownFirst(w, true)) return true; // "kwame", "oluwaseun"
  if (w.length >= 3 && surname(w) && w.length >= 5) return true; // "oyelaran"
  // An initial (or two) and a surname: "hkaur", "mquispe", "jfernandes", "aoyelaran".
  for (const cut of [1, 2]) if (w.length - cut >= 4 && surname(w.slice(cut))) return true;
  return runTogetherName(w);
}

/**
 * A given name and a surname written together with no separator, the way logins are made: "mustafayilmaz",
 * "nasrinjafari", "gauravbhatt" (a given name a curated list holds that is no ordinary word, then a listed surname of 4+ letters),
 * or a surname and its initial after it, "kowalczykm", "pereirag" (a curated surname of 5+ letters: faker's broad list
 * holds "Cleanu" and "Postma", which would read "cleanup" and "postman" as names). Ordinary words run together
 * ("markdown", "rosewood") fail: "mark" and "rose" are also words, and "down" and "wood" are no surnames.
 */
export function runTogetherName(w: string): boolean {
  if (w.length < 7 || w.length > 24 || !/^[a-z]+$/.test(w)) return false;
  for (let cut = 3; cut <= w.length - 4; cut++) {
    const given = w.slice(0, cut);
    const family = w.slice(cut);
    if (E.knownFirst(given, true) && !E.broadOnly(given) && !E.knownWord(given) && !E.isNotName(given) && surname(family) && !E.knownWord(family) && !E.isNotName(family)) return true;
  }
  const family = w.slice(0, -1);
  return family.length >= 5 && !w.endsWith("s") && E.curatedLast(family) && !E.knownWord(family) && !E.knownFirst(family, false) && !E.isNotName(family);
}

/** A listed surname, also as written without its umlaut ("krueger" for Krüger, "schoenberg" for Schönberg). */
function surname(w: string): boolean {
  if (E.knownLast(w)) return true;
  const plain = w.replace(/([aou])e/g, "$1");
  return plain !== w && E.knownLast(plain);
}
