import { lineAfter, lineBefore } from "./line-window.ts";

/**
 * A person the text itself calls a sample: "Budi Santoso is the sample row", "example user Ramesh Kumar", `"sample_guest" =
 * "Ola Nordmann"`, "customer Jenny Rosen (Stripe's sample name)", "Fulano de Tal" in a form's example, "Alice Example".
 * Documentation, seed scripts, string tables and test fixtures fill their person fields this way; the name names no one.
 *
 * The word must qualify the name itself, not the text around it: the corpus's writers put real people beside the same
 * words on purpose ("the test was run by Ana Ruiz", "fixture user { name: 'Nomvula Khumalo' … }", "seed user Tomasz
 * Wróbel already exists", "display name sample: Inês Moura, …", "test owner Ivana Horvat"), and a leak costs more than a
 * look-alike. So a name is a sample only
 * - after a stand-in word and a person noun that it qualifies ("example user …", "Example patient: …", "sample captain …"),
 *   or as the value of a key that says so (`example_user =`, `"sample":`, `placeholder_name`, `demo_user_name`), or
 * - before words that call it one ("… is the sample row", "… (placeholder, like John Doe here)", "…, the Philippine
 *   placeholder name", "… sample image"), or
 * - when a part of the name is itself the word "example" or "test" in some language ("Alice Example", "Profe Ejemplo",
 *   "Budi Contoh", "Minta János"), or
 * - when it is a placeholder name a language's own forms and manuals use ("Fulano de Tal", "Jan Kowalski", "Ola Nordmann",
 *   "Max Mustermann", "山田 太郎") and its line says it is an example, a template, a test, a seed or a fixture — those names
 *   are also real people's ("Kari Nordmann <kari@…>", a Japanese ticket's "登録者: 山田 太郎"), so the name alone is not enough.
 * "Seed" and "fixture" qualify a name only through the last rule: the corpus labels seeded and fixture people as real
 * (fixtures holding real customers is the leak those texts report).
 * Never where the clause calls the person real or denies the stand-in ("not a placeholder here, he's our PM").
 */
export function samplePerson(text: string, start: number, end: number): boolean {
  // Cheap refusal first (this runs for every name candidate): every rule below needs one of these stems on the name's line.
  if (!ANY_STAND_IN_STEM.test(lineBefore(text, start, 160)) && !ANY_STAND_IN_STEM.test(text.slice(start, end)) && !ANY_STAND_IN_STEM.test(lineAfter(text, end, 160))) return false;
  const before = clauseBefore(text, start);
  const after = clauseAfter(text, end);
  if (CALLED_REAL.test(before) || CALLED_REAL.test(ownClauseAfter(after))) return false;
  return (
    STAND_IN_BEFORE.test(before) ||
    STAND_IN_KEY_BEFORE.test(lineBefore(text, start, 80)) ||
    STAND_IN_AFTER.test(after) ||
    standInPart(text, start, end) ||
    placeholderNameInFrame(text, start, end)
  );
}

/** A stem of every word the rules below read (stand-in words, stand-in name parts, frame words, "Doe"), with no word bounds. */
const ANY_STAND_IN_STEM =
  /exampl|sampl|placeholder|dumm|fake|fictio|fictit|made-up|specimen|stand-in|demo|ejempl|exempl|esempi|beispiel|voorbeeld|przykład|příklad|пример|тестов|templat|test|fixture|seed|docs|readme|muster|vorlage|modelo|plantilla|modèle|contoh|àpẹẹrẹ|minta|esimerk|prueba|doe|例|テスト|サンプル/iu;

/**
 * Words that present a person as a stand-in, in the languages the corpus writes. Not "seed" or "fixture" (see above), nor
 * "test": "I'll paste the test customer: Rhodri ap Iorwerth, …" is a real customer's record pasted for a test.
 */
const STAND_IN =
  "(?:example|sample|placeholder|dummy|fake|fictional|fictitious|made-up|specimen|stand-in|demo|ejemplo|de[ \\t]+ejemplo|exemple|esempio|exemplo|beispiel|voorbeeld|przykładowy|przykładowa|пример|примерный|тестовый)";
/** Nouns for the person a stand-in word qualifies ("example user", "sample captain", "Beispielpatient"). */
const PERSON_NOUN =
  "(?:users?|names?|patients?|customers?|guests?|persons?|people|personas?|authors?|captains?|voters?|riders?|hosts?|members?|contacts?|clients?|employees?|students?|signers?|holders?|logins?|accounts?|buyers?|requesters?|recipients?|senders?|donors?|applicants?|passengers?|drivers?|nombres?|usuarios?|pacientes?|clientes?|utilisateurs?|benutzer|nutzer|kunden?|patienten?)";
const CALLED_REAL = /(?<![\p{L}])(?:real|actual|genuine|not[ \t]+(?:a[ \t]+|an[ \t]+)?(?:placeholder|sample|example|test|fake|dummy))(?![\p{L}])/iu;

/** "example user ", "Example patient: ", "the sample captain ", "docs example author A. U. " right before the name. */
const STAND_IN_BEFORE = new RegExp(
  `(?<![\\p{L}])${STAND_IN}[ \\t_-]?${PERSON_NOUN}(?:[ \\t]+(?:in|from|of)[ \\t]+(?:the[ \\t]+)?[\\p{L}\\p{N}'’ .-]{1,30}?)?(?:[ \\t]+(?:is|was|=)|[ \\t]*[:=])?[ \\t]*["'“«(\`]?(?:\\p{Lu}\\.[ \\t]*){0,3}$`,
  "iu",
);
/**
 * A key whose last words are a stand-in word and, optionally, the person noun it qualifies (`example_user = `, `"sample":
 * "`, `"placeholder_name": "`, `name="demo_user_name" …>`, `"onboarding.example.host" = "`, `form.sample.name=`); not a key
 * where another noun stands between ("demo_account_owner": the owner of a demo account is someone).
 */
const STAND_IN_KEY_BEFORE = new RegExp(
  `(?:^[ \\t]*|["'{,;][ \\t]*|[\\w.-]*[_.-])${STAND_IN}(?:[_.-]${PERSON_NOUN})?(?:[_.-]name)?["']?(?:[ \\t]*[:=][ \\t]*|[^<>\\n]{0,40}>)["'“«]?$`,
  "iu",
);
/**
 * Words after the name that call it a stand-in: "is the sample row", "is just a test persona", "(Stripe's sample name)",
 * "(placeholder, like John Doe here)", ", the Philippine placeholder name", "sample image", "is the Polish John Doe".
 */
const RECORD_NOUN = `(?:${PERSON_NOUN}|rows?|records?|entry|entries|data|image|photo|one|case)`;
/** A stand-in word that ends its phrase or qualifies a person or a record ("the sample row", "placeholder,"), not "the test lead". */
const STAND_IN_HEAD = `${STAND_IN}(?:[ \\t]+${RECORD_NOUN}(?![\\p{L}])|[ \\t]*(?=[^\\p{L}\\s]|$))`;
const STAND_IN_AFTER = new RegExp(
  `^["'”»\`]?[ \\t]*(?:(?:is|was|as|are)[ \\t]+(?:just[ \\t]+)?(?:the|a|an|our|their)[ \\t]+(?:(?:[\\p{L}'’-]+[ \\t]+){0,2}${STAND_IN_HEAD}|(?:[\\p{L}'’-]+[ \\t]+)?(?:John|Jane)[ \\t]+Doe(?![\\p{L}]))|\\([ \\t]*(?:[\\p{L}'’.-]+[ \\t]+){0,3}${STAND_IN}(?:[ \\t]+(?:name|${PERSON_NOUN}))?[ \\t]*(?=[^\\p{L}\\s])|,[ \\t]+(?:the|a|an|our)[ \\t]+(?:[\\p{L}'’-]+[ \\t]+){0,2}${STAND_IN_HEAD}|${STAND_IN}[ \\t]+(?:image|row|record|entry|persona|photo)(?![\\p{L}]))`,
  "iu",
);

/** The clause before the name on its line: cut at a sentence's end, ";" and a dash between spaces. */
function clauseBefore(text: string, start: number): string {
  const line = lineBefore(text, start, 120);
  let from = 0;
  // (Not at an initial's full stop: "A. U. Thor".)
  for (const m of line.matchAll(/(?<!(?:^|[^\p{L}])\p{Lu})[.!?;][ \t]|[ \t][—–][ \t]/gu)) from = m.index + m[0].length;
  return line.slice(from);
}
/** The clause after the name on its line: up to a sentence's end, ";" or a dash between spaces; past a comma right after the name (an appositive: ", the Philippine placeholder name"), to the next one. */
function clauseAfter(text: string, end: number): string {
  const line = lineAfter(text, end, 100);
  const stop = line.search(/[.!?;][ \t]|[.!?;]$|[ \t][—–][ \t]/);
  const clause = stop === -1 ? line : line.slice(0, stop);
  const comma = clause.indexOf(",", clause.startsWith(",") ? 1 : 0);
  return comma === -1 ? clause : clause.slice(0, comma);
}
/** What the name's own clause says after it, without an appositive: ", this one is real" speaks of another person. */
const ownClauseAfter = (after: string): string => (after.startsWith(",") ? "" : after);

/**
 * A part of the name, or the word right after it, is the word "example", "sample" or "test" in some language, capitalised as a
 * name's part: "Alice Example", "Kwame Test", "Profe Ejemplo", "Budi Contoh" (Indonesian), "Adéwálé Àpẹẹrẹ" (Yoruba), "Minta
 * János" (Hungarian, surname first), "Пример".
 */
const STAND_IN_PART =
  /^(?:Example|Sample|Test|Tester|Testuser|Dummy|Placeholder|Ejemplo|Exemplo|Esempio|Exemple|Beispiel|Voorbeeld|Contoh|Àpẹẹrẹ|Пример|Przykład|Příklad|Minta|Esimerkki|Testi|Teste|Prueba)$/u;
function standInPart(text: string, start: number, end: number): boolean {
  const parts = text.slice(start, end).split(/[ \t]+/);
  if (parts.some((p) => STAND_IN_PART.test(p))) return true;
  const next = /^[ \t]([\p{Lu}][\p{L}\p{M}]*)/u.exec(text.slice(end, end + 24));
  return next !== null && STAND_IN_PART.test(next[1]!);
}

/**
 * Placeholder names of forms and manuals by language (the lists in Wikipedia's "Placeholder name" and "List of placeholder
 * names by language", and the vendors' own sample people the corpus quotes: Stripe's "Jenny Rosen", FHIR's "Peter James
 * Chalmers", Spain's DNI specimen "Juan Español Español", a template's "Firstname Lastname"). Parts separated by any space, comma, ";" , "|" or quote, either
 * order ("Doe, John", a CSV row's "John,Doe").
 */
const PLACEHOLDER_NAMES = [
  "john doe", "jane doe", "joe bloggs", "fred bloggs", "richard roe", "joe schmoe",
  "fulano de tal", "fulano", "fulanito", "mengano", "zutano", "beltrano", "sicrano", "juan perez", "juan pérez", "juan del pueblo",
  "juan dela cruz", "juan español español", "español español juan", "carmen española española", "jan kowalski", "anna kowalska", "jan novák", "jan novak",
  "ola nordmann", "kari nordmann", "sven svensson", "matti meikäläinen", "maija meikäläinen", "max mustermann", "erika mustermann",
  "max muster", "hans muster", "otto normalverbraucher", "jan jansen", "jan modaal", "jean dupont", "jean dupond", "mario rossi",
  "ion popescu", "minta jános", "israel israeli", "иван иванов", "вася пупкин", "taro yamada",
  "yamada taro", "hanako yamada", "山田 太郎", "山田太郎", "山田 花子", "山田花子", "张三", "李四", "王五", "홍길동", "hong gildong",
  "jenny rosen", "peter james chalmers", "firstname lastname",
];
const SEPARATOR = "[\\s,;|\"'`]+";
const PLACEHOLDER_NAME = new RegExp(
  `(?<![\\p{L}])(?:${PLACEHOLDER_NAMES.flatMap((n) => {
    const parts = n.split(" ").map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    const forward = parts.join(SEPARATOR);
    return parts.length === 2 ? [forward, `${parts[1]}${SEPARATOR}${parts[0]}`] : [forward];
  }).join("|")})(?![\\p{L}])`,
  "giu",
);
/** Words that say a line holds an example, a template, a test, seed data or a fixture, in the languages of those names. */
const FRAME =
  /(?<![\p{L}])(?:example|examples|sample|samples|placeholder|placeholders|dummy|fake|template|test|tests|fixture|fixtures|seed|seeding|seeded|demo|specimen|docs|readme|muster|beispiel|vorlage|ejemplo|modelo|plantilla|exemplo|modelo|esempio|exemple|modèle|voorbeeld|przykład|příklad|пример|тестовый|テスト|サンプル|例)|(?:例|示例|样例|テスト|サンプル)/iu;

function placeholderNameInFrame(text: string, start: number, end: number): boolean {
  const before = lineBefore(text, start, 160);
  const after = lineAfter(text, end, 160);
  const line = before + text.slice(start, end) + after;
  if (!FRAME.test(line)) return false;
  let hit = false;
  for (const m of line.matchAll(PLACEHOLDER_NAME)) {
    if (m.index < before.length + (end - start) && m.index + m[0].length > before.length) hit = true;
  }
  // The sentence, not the clause: "Juan dela Cruz — not a placeholder here, he's our PM".
  return hit && !CALLED_REAL.test(sentenceOf(before) + text.slice(start, end) + sentenceRest(after));
}
const sentenceOf = (before: string): string => before.slice(before.search(/[.!?][ \t](?:[^.!?]|[.!?](?![ \t]))*$/) + 1);
function sentenceRest(after: string): string {
  const stop = after.search(/[.!?](?:[ \t]|$)/);
  return stop === -1 ? after : after.slice(0, stop);
}
