/**
 * Person slots of chat and mixed-script text (issue 14, round 7), read from the typed structure around a value rather
 * than from the word itself:
 * - a chat header's name before its time, in any of the forms a roster shows it: several words with particles
 *   (`Sanne ter Horst 10:16 AM:`, `Lieven De Smet 10:20 AM:`), directory order (`Harrison, Jack 10:02 AM:`), a Slack
 *   header alone on its line (`Ousmane Sow  11:09 AM`);
 * - an account's activity line: a handle joining or leaving a channel (`* kalle has joined #ops`,
 *   `rodrigo_villalobos_quintero joined #incident-2113`);
 * - the addressee of an IRC line (`<tiina> pekka: check upstream`): IRC clients put the addressed nick first, then a colon;
 * - a message that opens with its writer's own name after the speaker (`Ngozi Eze: ngozi: yeah`, `Lieven De Smet 10:20
 *   AM: Lieven: new office`), in the writer's own script (`Tanvir Hasan: তানভীর: আমার`, `Amir Hosseini: امیر here`);
 * - a lower-case speaker after a line's emoji, Slack shortcode and time, in one to four words (`🙂 [9:10] kostas:`,
 *   `:coffee: 08:02 bram van der linden:`): chat exports put the display name there as typed;
 * - a name in the slots of payment formats, which print it in capitals: an MT940 `:86:` field's counterparty (`?32`/`?33`),
 *   an airline record's `SURNAME/GIVEN MR`, a statement line's payer or payee before the IBAN or after `FROM` and before
 *   `REF` (`SEPA CT HENDRIKS M NL70…`, `FASTER PAYMENT FROM ADEBAYO O REF …`); a merchant there (`ALBERT HEIJN`) is
 *   no listed name;
 * - every handle of a people key's list without brackets (`Reviewers: hye-jin-choi, wong-ka-ho`), each built from a name;
 * - a CJK name standing alone in Latin-script text (`called 佐藤 健太 at`, `KYC: 张伟 —`, `| 김민준 |`): a run of Han or
 *   Hangul that opens with a family name and has Latin text or punctuation on both sides. In a Latin line a short island
 *   of another script is a name or a place far more often than a word; places are the lexicon's to rule out.
 * - a machine or a personal environment named after its owner, in the forms operating systems and teams give them:
 *   Apple's default names drop the apostrophe (`Marcos iPhone`, `Dagnys-MBP` for Marco's and Dagny's), Windows'
 *   are upper case (`HARUKA-PC`), small boxes and consoles take the owner's handle (`agnieszka-nuc`, `juergen-pi`,
 *   `keanu-ps5`), and so do per-person environments (`andreea-dumitrescu-dev-pod`, `lucia-sandbox-0`). The owner must
 *   be a listed given name or surname, or a handle built from name parts: `office-pc`, `build-pi` and `api-sandbox`
 *   stay.
 * And, once the other detectors have spoken (credentialPartners, from name-assembly.ts): the account half of a credential
 * pair. A password or token found in the text has an account beside it in the forms that carry both — `user ruud /
 * <password>`, `<password> / user giuseppe.lo.bianco`, `-u wojtek -p<password>`, `-u li:<password>`,
 * `https://obinna:<token>@`, `olamide:{SHA}<hash>` — and that account is a person's when it is built from a name.
 * Every reader is gated by a cheap literal test before its pattern runs, and each pattern is compiled once.
 */
import type { Finding } from "./types.ts";
import { execAll } from "./regex.ts";
import { scanGate } from "./word-gates.ts";
import { HANGUL_SURNAMES, HAN_SURNAMES, JA_SURNAMES, isOrdinaryWord, nameEvidence as E, plausibleLowerName } from "./person-names.ts";
import { givenDotSurname, looksLikePersonHandle } from "./usernames.ts";
import { nameShapedHandle } from "./handle-shape.ts";
import { ANY_CASE_PARTICLE, ANY_CASE_PARTICLES, PARTICLE } from "./name-particles.ts";

/**
 * The starts of the lines holding a hit of `hit` (global), each once: a line's reader is tried only on the few lines that
 * hold what it needs (a clock, ": ", "joined"), not at every line start of every text.
 */
function linesOf(hit: RegExp, text: string): number[] {
  const starts: number[] = [];
  hit.lastIndex = 0;
  for (let m = hit.exec(text); m; m = hit.exec(text)) {
    const s = text.lastIndexOf("\n", m.index) + 1;
    if (starts[starts.length - 1] !== s) starts.push(s);
    const nl = text.indexOf("\n", m.index + m[0].length);
    if (nl === -1) break;
    hit.lastIndex = nl + 1;
  }
  return starts;
}

/** A sticky pattern tried at the given line starts only. */
function* stickyAt(re: RegExp, text: string, starts: number[]): Generator<RegExpExecArray> {
  for (const s of starts) {
    re.lastIndex = s;
    const m = re.exec(text);
    if (m) yield m;
  }
}

const CLOCK_HIT = /\d:\d\d/g;
const JOIN_HIT = /(?:joined|left|quit) /g;
const IRC_HIT = /<[@+%]?[^<>\s]{1,30}>[ \t]/g;
// A message that opens with a word and a colon, or with a letter of a script without case, after a first ": ".
const SELF_HIT = /:[ \t]+(?:[^\s:]{2,20}:[ \t]|[\u0530-\u1fff\ufb1d-\ufdff\ufe70-\ufefe])/g;

const CAP = "\\p{Lu}[\\p{Ll}\\p{M}'’]+(?:-\\p{Lu}?[\\p{Ll}\\p{M}]+)?";
const PARTICLES = ANY_CASE_PARTICLES;
const PARTICLE_WORD = ANY_CASE_PARTICLE;
const TIME = "\\d{1,2}:\\d{2}(?:[ \\t]?[AaPp]\\.?[Mm]\\.?)?";
const LEAD = "[ \\t>*•-]*(?:\\[[^\\]\\n]{1,30}\\][ \\t]*|\\d{1,2}:\\d{2}(?::\\d{2})?[ \\t]+)?";

/** A capitalised word that reads as a name: listed, or unknown and no product, place, proper noun or not-name. */
function capitalisedName(w: string): boolean {
  if (!/^\p{Lu}[\p{Ll}\p{M}'’]+(?:-\p{Lu}?[\p{Ll}\p{M}]+)?$/u.test(w) || w.length < 2) return false;
  if (E.isNotName(w) || E.isPlace(w) || E.isPlaceholderName(w) || E.productLike(w) || E.isProper(w)) return false;
  if (E.knownFirst(w, true) || E.knownLast(w)) return true;
  return !E.knownWord(w) && E.unknownNameWord(w);
}

/** Several words of one name: particles between, every other word a name, at least one of them listed. */
function fullName(words: string[]): boolean {
  const core = words.filter((w, i) => !(i > 0 && i < words.length - 1 && PARTICLE_WORD.test(w)));
  if (core.length < 2 || core.length > 4) return false;
  if (core.every(capitalisedName)) return core.some((w) => E.knownFirst(w, true) || E.knownLast(w));
  // "Ousmane Sow": after a listed given name, a surname that is also a word ("Sow", "Bell") but no place or not-name.
  return E.knownFirst(core[0]!, true) && core.slice(1).every((w) => /^\p{Lu}/u.test(w) && !E.isNotName(w) && !E.isPlace(w) && !E.isProper(w) && !E.productLike(w));
}

const HEADER = new RegExp(
  `${LEAD}(?<a>(?<sur>${CAP}),[ \\t]+(?<given>${CAP})|${CAP}(?:[ \\t]+(?:(?:${PARTICLES})[ \\t]+)?${CAP}){1,3})[ \\t]+${TIME}[ \\t]*(?=:[ \\t]|\\r?\\n|$)`,
  "dyu",
);

function chatHeaders(text: string, out: Finding[], clockLines: number[]): void {
  for (const m of stickyAt(HEADER, text, clockLines)) {
    const [s, e] = m.indices!.groups!.a!;
    const g = m.groups!;
    // Directory order: a listed given name after the comma (one that is also a word too: "Jack"); the surname may also name a place ("Harrison, Jack").
    const ok = g.sur ? E.knownFirst(g.given!, false) && !E.isNotName(g.given!) && !E.knownWord(g.sur) && !E.isNotName(g.sur) && !E.isProper(g.sur) : fullName(g.a!.split(/[ \t]+/));
    if (ok) out.push({ type: "person_name", start: s, end: e, detector: "name:chat-header", confidence: 0.75 });
  }
}

// A chat client's header line holding one word before the clock: Slack's "🔥 ifeanyi 09:14 — I rotated …", "seun  9:15 AM",
// Discord's "kofi 🎮 — Today at 14:12", "efua.dev — 11/24/2026 9:41 PM", a status emoji or pronouns between ("andres (he/him)
// 09:31 reminder …", "Gulzhan · 14:18 —"). The display name stands alone there; "Standup 09:30", "Backup 02:00 ok" and
// "Berlin 10:00" are the same shape, so the word must read as a name (listed, or unknown and no place, product or label).
const PICTO = "(?:\\p{Extended_Pictographic}[\\u200D\\uFE0F\\u{1F3FB}-\\u{1F3FF}]*|:[a-z0-9_+-]{2,30}:)";
const ONE_WORD_HEADER = new RegExp(
  `[ \\t>*•]*(?:${PICTO}[ \\t]*){0,3}(?<a>\\p{L}[\\p{L}\\p{M}'’]*(?:[._-][\\p{L}\\p{M}]+){0,3})(?<mark>(?:[ \\t]*${PICTO}){0,3}(?:[ \\t]+\\((?:he|she|they|xe|ze)\\/\\p{Ll}+\\))?[ \\t]*(?:[·•—–][ \\t]*)?)(?:(?:Today|Yesterday)[ \\t]+at[ \\t]+|\\d{1,2}[./]\\d{1,2}[./]\\d{2,4}[ \\t]+)?${TIME}(?=[ \\t]*(?::[ \\t]|\\r?\\n|$)|[ \\t]+[—–-][ \\t]|[ \\t]+\\p{Ll}+[ \\t!,.])`,
  "dyu",
);

function oneWordHeaders(text: string, out: Finding[], clockLines: number[]): void {
  for (const m of stickyAt(ONE_WORD_HEADER, text, clockLines)) {
    const w = m.groups!.a!;
    const [s, e] = m.indices!.groups!.a!;
    let ok: boolean;
    if (/^\p{Lu}\p{Ll}/u.test(w) && !/[._]/.test(w)) {
      // A capitalised word: listed, or unknown to the lexicon when a chat mark (emoji, pronouns, "·", "—") says it is a header.
      ok = capitalisedName(w) && (E.knownFirst(w, true) || ((m.groups!.mark!.trim() !== "" || /\p{Extended_Pictographic}/u.test(text.slice(m.index, s))) && !LABEL_SHAPED.test(w.toLowerCase())));
    } else if (w === w.toLowerCase()) ok = lowerOrCapitalName(w) && looksLikePersonHandle(w) && !LABEL_SHAPED.test(w.split(/[._-]/)[0]!);
    else ok = false;
    if (ok) out.push({ type: "person_name", start: s, end: e, detector: "name:chat-header-word", confidence: 0.7 });
  }
}

const ACTIVITY = /[ \t>*•-]*(?:\[[^\]\n]{1,30}\][ \t]*)?(?:\*{1,3}[ \t]+|-->[ \t]+|<--[ \t]+)?(?<a>[a-z][a-z0-9._-]{2,30})[ \t]+(?:has[ \t]+)?(?:joined|left|quit)(?:[ \t]+the[ \t]+channel)?[ \t]+#/dy;

function handleName(h: string): boolean {
  if (!looksLikePersonHandle(h) || /\d{2,}/.test(h)) return false;
  if (nameShapedHandle(h)) return true;
  const parts = h.split(/[._-]/);
  return !parts.every(isOrdinaryWord) && (parts.length > 1 ? parts.every((p) => p.length === 1 || plausibleLowerName(p)) : plausibleLowerName(h) && !isOrdinaryWord(h));
}

function activityLines(text: string, out: Finding[]): void {
  if (!text.includes("#")) return;
  for (const m of stickyAt(ACTIVITY, text, linesOf(JOIN_HIT, text))) {
    const [s, e] = m.indices!.groups!.a!;
    if (handleName(m.groups!.a!)) out.push({ type: "person_name", start: s, end: e, detector: "name:activity-line", confidence: 0.7 });
  }
}

// "[21:04] <tiina> pekka: check upstream": an IRC message's addressed nick, or its writer's own name before "here".
const IRC = /[ \t]*(?:\[[^\]\n]{1,30}\][ \t]*)?<[@+%]?(?<nick>[^<>\s]{1,30})>[ \t]+(?<a>\p{L}[\p{L}\p{M}\d._-]{1,30})(?=:[ \t]|[ \t]+here\b)/dyu;

function lowerOrCapitalName(w: string): boolean {
  if (/^\p{Lu}/u.test(w)) return capitalisedName(w);
  return /[._-]/.test(w) ? handleName(w) : !isOrdinaryWord(w) && !E.isNotName(w) && (E.knownFirst(w, true) || plausibleLowerName(w));
}

function ircAddressees(text: string, out: Finding[]): void {
  if (!text.includes("<")) return;
  for (const m of stickyAt(IRC, text, linesOf(IRC_HIT, text))) {
    const [s, e] = m.indices!.groups!.a!;
    const w = m.groups!.a!;
    if (/^(?:ChanServ|NickServ|MemoServ|OperServ)$/i.test(m.groups!.nick!)) continue; // services address no one
    if (lowerOrCapitalName(w)) out.push({ type: "person_name", start: s, end: e, detector: "name:irc-addressee", confidence: 0.7 });
  }
}

const CASELESS = "\\p{Script=Arabic}\\p{Script=Hebrew}\\p{Script=Devanagari}\\p{Script=Bengali}\\p{Script=Tamil}\\p{Script=Telugu}\\p{Script=Gujarati}\\p{Script=Thai}\\p{Script=Georgian}\\p{Script=Armenian}\\p{Script=Ethiopic}\\p{Script=Sinhala}";
const HERE = "here|כאן|هنا|اینجا|ইখানে|এখানে|यहाँ|यहां|இங்கே|здесь|тут";
// A speaker (up to four words, or one in any script), a colon, then the writer's own name: the same word again before a
// colon, or one or two words of a script without case before a colon, Latin text or "here".
const SELF_NAMED = new RegExp(
  `${LEAD}(?<speaker>[\\p{L}\\p{M}'’-]+(?:[ \\t]+[\\p{L}\\p{M}'’-]+){0,3})(?:[ \\t]+${TIME})?:[ \\t]+(?:(?<own>[${CASELESS}\\p{M}\\u200C\\u200D]{2,20}(?:[ \\t][${CASELESS}\\p{M}\\u200C\\u200D]{2,20})?)(?=:[ \\t]|[ \\t]+(?:${HERE})(?![\\p{L}])|[ \\t]+\\p{Script=Latin})|(?<echo>[\\p{L}\\p{M}'’-]{2,20}):[ \\t])`,
  "dyu",
);
const CASELESS_CHAR = new RegExp(`[${CASELESS}]`, "u");

const fold = (w: string): string => w.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

function selfNamed(text: string, out: Finding[]): void {
  if (!text.includes(": ")) return;
  for (const m of stickyAt(SELF_NAMED, text, linesOf(SELF_HIT, text))) {
    const g = m.groups!;
    const speaker = g.speaker!.split(/[ \t]+/);
    if (g.echo) {
      // The same word as one of the speaker's: a writer naming themselves, never a label ("Note: Note:" is no speaker).
      const w = g.echo;
      if (!speaker.some((p) => fold(p) === fold(w)) || isOrdinaryWord(w.toLowerCase()) || E.isNotName(w)) continue;
      if (!(E.knownFirst(w, true) || E.knownLast(w) || plausibleLowerName(w.toLowerCase()))) continue;
      const [s, e] = m.indices!.groups!.echo!;
      out.push({ type: "person_name", start: s, end: e, detector: "name:self-named", confidence: 0.75 });
    } else if (g.own) {
      // Another script than the speaker's: a display name in Latin or Cyrillic and the writer's name in their own script.
      if (CASELESS_CHAR.test(g.speaker!) || !(speaker.length >= 2 ? fullName(speaker) || speaker.every((p) => /^\p{Lu}/u.test(p)) : capitalisedName(speaker[0]!))) continue;
      const [s, e] = m.indices!.groups!.own!;
      out.push({ type: "person_name", start: s, end: e, detector: "name:self-named", confidence: 0.75 });
    }
  }
}

const CJK = "\\p{Script=Han}\\p{Script=Hangul}\\p{Script=Hiragana}\\p{Script=Katakana}";
const CJK_ISLAND = new RegExp(
  `(?<a>(?:${JA_SURNAMES})[ \\t\\u3000]?\\p{Script=Han}{1,2}|[${HAN_SURNAMES}][ \\t\\u3000]?\\p{Script=Han}{1,2}|[${HANGUL_SURNAMES}][ \\t]?\\p{Script=Hangul}{2})(?![${CJK}])`,
  "dgu",
);
const CJK_CHAR = new RegExp(`[${CJK}]`, "u");
const LATIN_WORD = /\p{Script=Latin}{2}/u;

function cjkIslands(text: string, out: Finding[]): void {
  if (!CJK_CHAR.test(text) || !LATIN_WORD.test(text)) return;
  for (const m of execAll(CJK_ISLAND, text)) {
    const [s, e] = m.indices!.groups!.a!;
    if (s > 0 && CJK_CHAR.test(text[s - 1]!)) continue; // a run's middle: the run opens earlier
    // An island: the nearest letters on both sides (within the line) are Latin or there are none.
    const before = text.slice(Math.max(0, s - 24), s).split("\n").pop()!;
    const after = text.slice(e, e + 24).split("\n")[0]!;
    if (CJK_CHAR.test(before) || CJK_CHAR.test(after) || !(LATIN_WORD.test(before) || LATIN_WORD.test(after))) continue;
    out.push({ type: "person_name", start: s, end: e, detector: "name:cjk-island", confidence: 0.7 });
  }
}

// A chat header whose writer's name is in a script without letter case: "[飞书] 李娜 10:21: …", "[Slack JP] 山本 大輔 14:02:",
// "[KakaoTalk] 박서연 16:40: …", "[LINE] ソムチャイ 18:10:", and a dated export's writer between bars, Signal's
// "2026-11-21 18:05:59 | داریوش رضایی | …". Capitals cannot mark the name, so the slot and the name's form do: a Han name
// opens with a listed family name (or 小/老/阿 before one character, how colleagues are called), a Hangul name with a
// listed family syllable before one or two syllables, a katakana run is a foreign name written out; a name in the other
// caseless scripts (Arabic, Thai, Devanagari …) is one or two words before the clock, two after a date (a log's level word
// in Arabic or Thai stands there alone). The words for a part of the day ("오전 10:21", "下午 3:00") are clocks, not writers.
const CJK_LISTED_NAME = `(?:${JA_SURNAMES})(?:[ \\t\\u3000]?\\p{Script=Han}{1,2})?|[${HAN_SURNAMES}][ \\t\\u3000]?\\p{Script=Han}{1,2}|[小老阿]\\p{Script=Han}|[${HANGUL_SURNAMES}][ \\t]?\\p{Script=Hangul}{1,2}`;
const CJK_HEADER_NAME = `${CJK_LISTED_NAME}|[\\p{Script=Katakana}ー]{2,12}(?:[・ ][\\p{Script=Katakana}ー]{2,12})?`;
const CASELESS_WORD = `[${CASELESS}][${CASELESS}\\p{M}\\u200C\\u200D]{1,19}`;
const CASELESS_HEADER = new RegExp(
  `[ \\t>*•-]*(?:(?:\\[[^\\]\\n]{1,30}\\][ \\t]*)?(?<a>${CJK_HEADER_NAME}|${CASELESS_WORD}(?:[ \\t]${CASELESS_WORD})?)[ \\t]+${TIME}[ \\t]*(?=:[ \\t]|[—–-][ \\t]|\\r?\\n|$)` +
    `|\\[?(?:\\d{1,2}[./]\\d{1,2}[./]\\d{2,4}|\\d{4}-\\d{2}-\\d{2}),?[ \\tT]+${TIME}(?::\\d{2})?\\]?[ \\t]*[-–|][ \\t]*(?<b>${CJK_HEADER_NAME}|${CASELESS_WORD}[ \\t]${CASELESS_WORD}(?:[ \\t]${CASELESS_WORD})?)[ \\t]*[:|][ \\t]` +
    // LINE and WeChat exports: the message on the header's own line ("黃美玲 14:02 家譜上傳好了"), or the writer after the
    // date and clock and before a full-width colon ("2026-11-27 09:02 陈思远：…"). A listed family name only: a katakana
    // word before a clock and a message is as often a thing ("メンテナンス 14:00 開始").
    `|(?<c>${CJK_LISTED_NAME})[ \\t]+${TIME}[ \\t]+(?=\\p{L})` +
    `|\\[?(?:\\d{1,2}[./]\\d{1,2}[./]\\d{2,4}|\\d{4}-\\d{2}-\\d{2}),?[ \\tT]+${TIME}(?::\\d{2})?\\]?[ \\t]+(?<d>${CJK_LISTED_NAME})：)`,
  "dyu",
);
// The same writers where the export puts a date, a part of the day or seconds around the clock, in either order:
// DingTalk and KakaoWork "2026-11-27 09:12:04 王志强: …", KakaoTalk's PC export "2026년 11월 20일 오전 9:12, 김민준 : …" and its
// mobile one "이서준 [오후 8:02] …", WeChat's "王秀英 2026-09-14 09:12：…". A listed family name only, as above: a bot or a
// system writer (钉钉机器人, 배포알림봇) has none. A Hangul writer here is a family syllable and two more: after a stamp, two
// syllables are as often a log's word ("오류: …", "정보: …") as a name.
const CJK_WRITER_NAME = `(?:${JA_SURNAMES})(?:[ \\t\\u3000]?\\p{Script=Han}{1,2})?|[${HAN_SURNAMES}][ \\t\\u3000]?\\p{Script=Han}{1,2}|[小老阿]\\p{Script=Han}|[${HANGUL_SURNAMES}][ \\t]?\\p{Script=Hangul}{2}`;
const CHAT_DATE = "(?:\\d{1,2}[./]\\d{1,2}[./]\\d{2,4}|\\d{4}[-/.]\\d{1,2}[-/.]\\d{1,2}|\\d{4}년[ \\t]?\\d{1,2}월[ \\t]?\\d{1,2}일|\\d{4}年\\d{1,2}月\\d{1,2}日)";
const CHAT_STAMP = `\\[?(?:${CHAT_DATE},?[ \\tT]+)?(?:(?:오전|오후|上午|下午|午前|午後)[ \\t]?)?${TIME}(?::\\d{2})?\\]?`;
const CJK_STAMPED_WRITER = new RegExp(
  `[ \\t>*•-]*(?:${CHAT_STAMP},?[ \\t]+(?<a>${CJK_WRITER_NAME})[ \\t]?(?:：|:(?=[ \\t]))` +
    `|(?<b>${CJK_WRITER_NAME})[ \\t]+${CHAT_STAMP}(?:[ \\t]*：|:(?=[ \\t])|[ \\t]+(?=\\p{L})))`,
  "dyu",
);
// A chat turn whose writer is named in a script without letter case and no clock beside it: "陈志强: lot … 良率掉到 81%",
// "سارا محمدی: سلام، سرور …", "**राजेश थापा**: मैले पनि …". With no clock the turn's shape must carry it: a writer with a
// listed family name (as above), or two words of another caseless script, and a message of several words after the colon.
// A form's labels ("地址: …", "पता: …", "رمز عبور: …") are one word or hold a short value.
const CASELESS_SPEAKER = new RegExp(
  `[ \\t>•-]*(?:\\*\\*)?(?<a>${CJK_WRITER_NAME}|${CASELESS_WORD}[ \\t]${CASELESS_WORD})(?:\\*\\*)?[ \\t]?(?:：|:[ \\t])[ \\t]*(?<m>[^\\n]+)`,
  "dyu",
);
const COLON_HIT = /[:：]/g;
const CJK_MESSAGE = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** A message of several words: three words, or six letters of a script written without spaces. */
const severalWords = (m: string) => m.trim().split(/[ \t]+/).length >= 3 || (CJK_MESSAGE.test(m) && m.replace(/[\s\p{P}\p{N}]/gu, "").length >= 6);

function caselessSpeakers(text: string, out: Finding[]): void {
  for (const m of stickyAt(CASELESS_SPEAKER, text, linesOf(COLON_HIT, text))) {
    if (!severalWords(m.groups!.m!) || DAY_PARTS.has(m.groups!.a!)) continue;
    const [s, e] = m.indices!.groups!.a!;
    if (!out.some((f) => f.start < e && s < f.end)) out.push({ type: "person_name", start: s, end: e, detector: "name:caseless-speaker", confidence: 0.7 });
  }
}
const DAY_PARTS = new Set(["오전", "오후", "오늘", "어제", "내일", "上午", "下午", "中午", "晚上", "早上", "今天", "明天", "昨天", "午前", "午後"]);
const CASELESS_OR_CJK = new RegExp(`[${CASELESS}${CJK}]`, "u");
const CJK_IN_TEXT = /[\p{Script=Han}\p{Script=Hangul}]/u;

function caselessHeaders(text: string, out: Finding[], clockLines: number[]): void {
  if (!CASELESS_OR_CJK.test(text)) return;
  for (const m of stickyAt(CASELESS_HEADER, text, clockLines)) {
    const group = (["a", "b", "c", "d"] as const).find((k) => m.groups![k] !== undefined)!;
    const w = m.groups![group]!;
    if (DAY_PARTS.has(w)) continue;
    const [s, e] = m.indices!.groups![group]!;
    out.push({ type: "person_name", start: s, end: e, detector: "name:caseless-header", confidence: 0.75 });
  }
  if (!CJK_IN_TEXT.test(text)) return;
  for (const m of stickyAt(CJK_STAMPED_WRITER, text, clockLines)) {
    const group = m.groups!.a !== undefined ? "a" : "b";
    const [s, e] = m.indices!.groups![group]!;
    if (DAY_PARTS.has(m.groups![group]!) || out.some((f) => f.start < e && s < f.end)) continue;
    out.push({ type: "person_name", start: s, end: e, detector: "name:caseless-header", confidence: 0.75 });
  }
}

const ROLES = new Set("office work home lab test dev kitchen living guest conference meeting room shared spare old new main front reception studio garage demo kiosk family kids school corp build ci api web app db data admin staging prod shared team".split(" "));

/** An owner's name in a device or environment name: listed (any case), or a handle of name parts. */
function ownerName(w: string): boolean {
  const lower = w.toLowerCase();
  if (ROLES.has(lower) || w.length < 3) return false;
  const title = lower[0]!.toUpperCase() + lower.slice(1);
  if (/[._-]/.test(lower)) return nameShapedHandle(lower) && lower.split(/[._-]/).length >= 2;
  if (E.isNotName(title) || E.isPlace(title) || E.isProper(title) || E.knownWord(title) || isOrdinaryWord(lower)) return false;
  return E.knownFirst(title, true) || E.knownLast(title);
}

// "Marcos iPhone", "Dagnys-MBP": Apple's default device name, the owner's name and an "s" without the apostrophe.
const APPLE_DEVICE = /(?<![\p{L}\p{N}_'’-])(?<a>\p{Lu}[\p{Ll}\p{M}]{2,15})s[ -](?:iPhone|iPad|MacBook(?:[ -]Pro|[ -]Air)?|MBP|MBA|iMac|Mac[ -]mini|Apple[ -]Watch)(?![\p{L}\p{N}_])/dgu;
// "HARUKA-PC", "agnieszka-nuc", "chan-tai-man-dev-pod": an owner before a device or a personal environment.
const OWNED = /(?<![\p{L}\p{N}_.@'’-])(?<a>[A-Z]{3,15}|[a-z][a-z\u00E0-\u024F]{2,15}(?:[._-][a-z\u00E0-\u024F]{1,15}){0,2})-(?:(?:PC|LAPTOP|DESKTOP|NB|WS)|(?:nuc|pi|rpi|raspberrypi|ps[345]|xbox|steamdeck|chromebook|macbook|mbp|mba|nas)|(?:dev-pod|sandbox|scratch|devbox|dev-env)(?:-\d+)?)(?![\p{L}\p{N}_]|-[\p{L}])/dgu;
const DEVICE_GATE = /(?:iPhone|iPad|MacBook|MBP|MBA|iMac|Mac.mini|Watch|-PC|-LAPTOP|-DESKTOP|-NB|-WS|-nuc|-pi|-rpi|-raspberrypi|-ps\d|-xbox|-steamdeck|-chromebook|-macbook|-mbp|-mba|-nas|-dev-pod|-sandbox|-scratch|-devbox|-dev-env)\b/;
/** Asked through the one cue-word scan first (word-gates.ts scanGate). */
const deviceGate = scanGate(DEVICE_GATE);

function ownedDevices(text: string, out: Finding[]): void {
  if (!deviceGate(text, text)) return;
  for (const m of execAll(APPLE_DEVICE, text)) {
    const [s, e] = m.indices!.groups!.a!;
    const w = m.groups!.a!;
    // The span keeps the "s": a name ends at a word's end, and "Marcos" is as much the owner's name as "Marco".
    if (E.knownFirst(w, true) && !E.knownWord(w) && !E.isPlace(w) && !E.isNotName(w)) out.push({ type: "person_name", start: s, end: e + 1, detector: "name:owned-device", confidence: 0.7 });
  }
  for (const m of execAll(OWNED, text)) {
    const [s, e] = m.indices!.groups!.a!;
    if (ownerName(m.groups!.a!)) out.push({ type: "person_name", start: s, end: e, detector: "name:owned-device", confidence: 0.7 });
  }
}

const EMOJI = "(?:\\p{Extended_Pictographic}[\\u200D\\uFE0F\\u{1F3FB}-\\u{1F3FF}]*|:[a-z0-9_+-]{2,30}:)";
const CLOCK = "\\d{1,2}:\\d{2}(?::\\d{2})?(?:[ \\t]?[AaPp][Mm])?";
const LOWER_SPEAKER = new RegExp(
  `[ \\t>*•-]*(?:${EMOJI}[ \\t]*){0,3}(?:\\[${CLOCK}\\]|${CLOCK})[ \\t]+(?<a>[a-z][a-z\\u00DF-\\u024F'’-]{1,20}(?:[ \\t]+[a-z][a-z\\u00DF-\\u024F'’-]{0,20}){0,3}):[ \\t]+\\S`,
  "dyu",
);
const LABEL_SHAPED = /(?:er|or|ers|ors|ing|ings|tion|sion|ment|ness|ity|ance|ence|able|ible|ism|ist|ize|ise|ify|ive|ous|ful|less|ship|ware|logy|ure|ory|ary|ics|al|ly|bot|duty|ops|ci)$/;
const LOWER_PARTICLE = PARTICLE;

function lowerSpeakers(text: string, out: Finding[], clockLines: number[]): void {
  if (!text.includes(": ")) return;
  for (const m of stickyAt(LOWER_SPEAKER, text, clockLines)) {
    const words = m.groups!.a!.split(/[ \t]+/);
    const core = words.filter((w, i) => !(i > 0 && i < words.length - 1 && LOWER_PARTICLE.test(w)));
    // Every word a name's ("standup notes:" is a label), and one listed when there are several.
    if (!core.every((w) => w.length >= 2 && !isOrdinaryWord(w) && !E.isNotName(w) && (E.knownFirst(w, true) || E.knownLast(w) || plausibleLowerName(w)))) continue;
    if (core.length > 1 && !core.some((w) => E.knownFirst(w, true) || E.knownLast(w))) continue;
    // One word alone: listed, or name-shaped with no English noun's ending ("reminder:", "scheduler:", "monitoring:").
    if (core.length === 1 && !(E.knownFirst(core[0]!, true) || nameShapedHandle(core[0]!) || (!E.knownWord(core[0]!) && !LABEL_SHAPED.test(core[0]!) && looksLikePersonHandle(core[0]!)))) continue;
    const [s, e] = m.indices!.groups!.a!;
    out.push({ type: "person_name", start: s, end: e, detector: "name:lower-speaker", confidence: 0.7 });
  }
}

const FIRM_WORD = /^(?:GMBH|AG|KG|OHG|UG|SE|SA|SAS|SARL|SL|SPA|SRL|BV|NV|LTD|LIMITED|LLC|LLP|PLC|INC|CORP|CO|AB|AS|ASA|OY|KFT|BANK|BANKA|SPARKASSE|VERSICHERUNG|FINANZAMT|STADTWERKE|TRAVEL|SERVICES|SERVICE|GROUP|HOLDING|INSURANCE|TELECOM|ENERGY|MARKET|STORE|SHOP|PAY|PAYMENTS)$/;

/** Words of a name in capitals or in title case: every word an initial or a name word, one of them listed. */
export function upperCaseName(value: string): boolean {
  const words = value.trim().split(/[ \t]+/);
  if (words.length < 2 || words.length > 4 || words.some((w) => FIRM_WORD.test(w.toUpperCase()))) return false;
  const titled = words.map((w) => w.toLowerCase().replace(/(^|[-'’])(\p{L})/gu, (_m, a: string, b: string) => a + b.toUpperCase()));
  let listed = 0;
  for (const w of titled) {
    if (/^\p{Lu}\.?$/u.test(w)) continue; // an initial
    if (!/^\p{Lu}[\p{Ll}\p{M}'’]+(?:-\p{Lu}?[\p{Ll}\p{M}]+)*$/u.test(w) || E.isNotName(w) || E.isPlace(w) || E.isProper(w) || E.productLike(w)) return false;
    if (E.knownFirst(w, true) || E.knownLast(w)) listed++;
    else if (E.knownWord(w) && !E.knownFirst(w, false)) return false; // "Jan" is a month and a given name
  }
  return listed >= 1 && titled.some((w) => w.length > 2);
}

const UPPER_RUN = "[A-Z\\u00C0-\\u00DE][A-Z\\u00C0-\\u00DE'’-]*(?:[ \\t]+[A-Z\\u00C0-\\u00DE][A-Z\\u00C0-\\u00DE'’-]*){1,3}";
const PAYMENT_SLOTS: Array<{ gate: RegExp; re: RegExp }> = [
  // MT940 :86: subfields ?32 and ?33 hold the counterparty's name (any case), up to the next "?".
  { gate: /\?3[23]/, re: /\?3[23](?<a>[\p{L}][\p{L}\p{M}'’. -]{2,26}?)(?=\?\d\d|\r?\n|$)/dgu },
  // IATA passenger names: SURNAME/GIVEN and a title.
  { gate: /\/[A-Z]/, re: /(?<![A-Za-z\/])(?<a>[A-Z][A-Z'-]{1,30}\/[A-Z][A-Z-]{1,30}(?:[ \t][A-Z][A-Z-]{1,30})?)[ \t]+(?:MR|MRS|MS|MISS|MSTR|DR)\b/dg },
  // A statement line's payer or payee: capitals before an IBAN, or after FROM/TO/CT/DD and before REF.
  { gate: /[A-Z]{2}\d{2}[A-Z0-9]{10}|\bREF\b/, re: new RegExp(`(?<=\\b(?:CT|DD|FROM|TO|VON|AN|BY ORDER OF)[ \\t]+)(?<a>${UPPER_RUN})(?=[ \\t]+(?:[A-Z]{2}\\d{2}[A-Z0-9]{10,30}\\b|REF\\b))`, "dgu") },
];

function paymentNames(text: string, out: Finding[]): void {
  for (const slot of PAYMENT_SLOTS) {
    if (!slot.gate.test(text)) continue;
    for (const m of execAll(slot.re, text)) {
      const v = m.groups!.a!.trim();
      if (!upperCaseName(v.replace(/\//, " "))) continue;
      const [s] = m.indices!.groups!.a!;
      out.push({ type: "person_name", start: s, end: s + v.length, detector: "name:payment-slot", confidence: 0.75 });
    }
  }
}

const PEOPLE_LIST = /\b(?:[Rr]eviewers?|[Aa]ssignees?|[Aa]pprovers?|[Mm]aintainers?|[Ww]atchers?|[Cc]ollaborators?|REVIEWERS|ASSIGNEES)[ \t]*:[ \t]*(?<list>@?[A-Za-z][\w.-]{1,38}(?:[ \t]*,[ \t]*@?[A-Za-z][\w.-]{1,38}){1,8})/dg;
const PEOPLE_GATE = /reviewer|assignee|approver|maintainer|watcher|collaborator/i;
const peopleGate = scanGate(PEOPLE_GATE);

function peopleLists(text: string, out: Finding[]): void {
  if (!peopleGate(text, text)) return;
  for (const m of execAll(PEOPLE_LIST, text)) {
    let at = m.indices!.groups!.list![0];
    for (const raw of m.groups!.list!.split(",")) {
      const lead = raw.length - raw.trimStart().length;
      const item = raw.trim();
      const h = item.replace(/^@/, "");
      const s = at + lead + (item.length - h.length);
      at += raw.length + 1;
      if (/[._-]/.test(h) && personAccount(h)) out.push({ type: "person_name", start: s, end: s + h.length, detector: "name:people-list", confidence: 0.75 });
    }
  }
}

// A Matrix or XMPP user id, "@lobsang:curio.chat", "<@pema.y:matrix.org>": the part between the "@" and the home server's
// name is the account, and an account shaped like a name (or written in a script without case) is its holder's name. The
// form is rare outside chat (an e-mail puts its "@" after the account), so the shape of the account is the only test;
// bridges and bots by their usual names stay.
const MATRIX_ID = /(?<![\p{L}\p{N}_.+-])@(?<a>[^\s:@<>"'`]{2,40}):[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){0,4}\.[a-z]{2,12}(?![\w.-])/dgu;
const SERVICE_ACCOUNT = /bot|bridge|admin|appservice|server|notice|github|gitlab|telegram|discord|slack|irc|signal|whatsapp|jira|sentry|alert|system|support|noreply/i;
const LETTERS_ONLY = /^[\p{L}\p{M}]+$/u;

function matrixIds(text: string, out: Finding[]): void {
  if (!text.includes("@")) return;
  for (const m of execAll(MATRIX_ID, text)) {
    const h = m.groups!.a!;
    if (SERVICE_ACCOUNT.test(h) || isOrdinaryWord(h.toLowerCase())) continue;
    const ascii = /^[\x00-\x7f]+$/.test(h);
    if (ascii ? !(personAccount(h) || plausibleLowerName(h.replace(/[._-]\p{L}$/u, ""))) : !LETTERS_ONLY.test(h.replace(/[\u0F0B\u200C\u200D]/g, ""))) continue;
    const [s, e] = m.indices!.groups!.a!;
    out.push({ type: "person_name", start: s, end: e, detector: "name:matrix-id", confidence: 0.7 });
  }
}

export function findSlotNames(text: string): Finding[] {
  const out: Finding[] = [];
  if (text.includes(":")) {
    const clockLines = linesOf(CLOCK_HIT, text);
    if (clockLines.length) {
      chatHeaders(text, out, clockLines);
      oneWordHeaders(text, out, clockLines);
      lowerSpeakers(text, out, clockLines);
      caselessHeaders(text, out, clockLines);
    }
  }
  if (CASELESS_OR_CJK.test(text)) caselessSpeakers(text, out);
  activityLines(text, out);
  ircAddressees(text, out);
  selfNamed(text, out);
  cjkIslands(text, out);
  ownedDevices(text, out);
  paymentNames(text, out);
  peopleLists(text, out);
  matrixIds(text, out);
  return out;
}

const HANDLE = "[A-Za-z][A-Za-z0-9._-]{1,38}[A-Za-z0-9]";
// Before a secret: "user X / ", "login: X, password ", "-u X -p", "-u X:", "://X:", a line's "X:" (htpasswd, .pgpass).
const BEFORE_SECRET = new RegExp(
  `(?:(?:\\b(?:user(?:name)?|login|usuario|utilisateur|benutzer|utente|account|acct|uid)[ \\t]*[:=]?[ \\t]+|(?:^|[ \\t])-u[ \\t]*|:\\/\\/)(?<a>${HANDLE})|(?:^|\\n)(?<b>${HANDLE}))[ \\t]*(?:[\\/,;|][ \\t]*)?(?:(?:pass(?:word)?|passwd|pwd|pw|mdp|contraseña|senha|hasło|parola|wachtwoord|passwort)[ \\t]*[:=]?[ \\t]*|-p[ \\t]*|:)?["']?$`,
  "du",
);
// After a secret: " / user X", ", login X".
const AFTER_SECRET = new RegExp(`^["']?[ \\t]*[\\/,;|][ \\t]*(?:user(?:name)?|login|usuario|utilisateur|benutzer|utente|account)[ \\t]*[:=]?[ \\t]+(?<a>${HANDLE})(?![A-Za-z0-9._-])`, "du");

/** An account that is a person's: a handle built from a name (listed parts, or given.surname in a position of accounts). */
function personAccount(h: string): boolean {
  const lower = h.toLowerCase();
  if (h !== lower && !/^\p{Lu}\p{Ll}+$/u.test(h)) return false; // "AKIA…", "CamelCase": ids, not people
  if (!looksLikePersonHandle(lower) || /\d/.test(lower)) return false;
  return nameShapedHandle(lower) || givenDotSurname(lower);
}

type Free = (start: number, end: number) => boolean;
type Take = (start: number, end: number) => void;

export function credentialPartners(text: string, kept: Finding[], free: Free, take: Take): void {
  const secrets = kept.filter((f) => f.type === "password" || f.type === "api_key");
  if (secrets.length === 0) return;
  for (const f of secrets) {
    const lo = Math.max(0, f.start - 64);
    const before = BEFORE_SECRET.exec(text.slice(lo, f.start));
    const m = before ?? AFTER_SECRET.exec(text.slice(f.end, f.end + 64));
    if (!m) continue;
    const group = (["a", "b", "c", "d"] as const).find((k) => m.groups![k] !== undefined)!;
    const h = m.groups![group]!;
    const at = (before ? lo : f.end) + m.indices!.groups![group]![0];
    if (!personAccount(h) || !free(at, at + h.length)) continue;
    take(at, at + h.length);
    kept.push({ type: "person_name", start: at, end: at + h.length, detector: "name:credential-account", confidence: 0.75 });
  }
}
