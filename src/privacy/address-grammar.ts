import { buildAutomaton, wordStarts } from "./literal-scan.ts";
import { execAll } from "./regex.ts";
import { neededWords, wordsPresent } from "./word-gates.ts";
import type { Finding } from "./types.ts";

/**
 * Street addresses read by one grammar over a lexicon, instead of one pattern per country: a street is a
 * street-type word from many languages and scripts, a name of one to four words, and a house number, in one of
 * the orders the world writes them —
 *   - type first, number after: "Calle de Alcalá 128", "Οδός Ερμού 27", "ул. Тверская, д. 12", "شارع الملك فهد 4521";
 *   - number first, type first: "27 avenue de la République", "15 شارع طلعت حرب", "88 Jalan Sultan Ismail";
 *   - name first, type after, number after: "Rothschild Blvd 45", "Andrássy út 61", "Bağdat Cd. No:214";
 *   - a type glued to its name, number after or before: "Hauptstraße 5a", "Sveavägen 44", "22 Kingsway".
 * The house number may carry its marker (`No.`, `nº`, `Nr.`, `No:`, `д.`) and its parts (`84/92`, `1511/230`, `12-14`,
 * `5a`, `bis`). The unit grammar (address-units.ts) then grows each finding over floors, flats and rooms, as it does
 * for every address detector. The lexicon is the point: a form seen nowhere in the corpus is read when its words are
 * a street's words, and a number beside a word that is not one (`Windows 10`, `Python 3`) never is.
 */

/** Type words written before the street's name. Case-sensitive ones are everyday words in lower case ("via Slack"). */
const PREFIX_ANY_CASE = [
  // French, Spanish, Portuguese, Italian, Catalan
  "rue", "avenue", "boulevard", "boul\\.", "chemin", "allée", "impasse", "quai", "faubourg", "esplanade",
  // Quebec's rural and hillside roads as Canada Post's street types list them ("1420 rang Saint-Joseph", "montée Sainte-Marie").
  "rang", "montée", "ruelle",
  "calle", "avenida", "avda\\.", "paseo", "carretera", "ronda", "travesía", "glorieta", "pasaje", "callejón", "calzada", "jirón", "prolongación",
  "rua", "travessa", "praça", "alameda", "estrada", "rodovia", "ladeira", "viela", "praceta",
  "viale", "piazza", "piazzale", "corso", "vicolo", "lungomare", "lungotevere", "contrada",
  "carrer", "passeig", "avinguda", "plaça", "rambla",
  // Galician, as the Xunta's street-name guide writes the types ("Rúa do Hospital 17", "Praza de Galicia 3").
  "rúa", "praza", "camiño", "travesa", "rolda",
  // Romanian, Polish, Czech, Slovak
  "strada", "bulevardul", "calea", "aleea", "șoseaua", "şoseaua", "splaiul", "intrarea", "ulica", "aleja", "aleje", "osiedle", "náměstí", "nám\\.", "třída",
  // Indonesian, Malay, Thai, Vietnamese
  "jalan", "jln\\.?", "jl\\.", "lorong", "soi", "thanon", "đường", "phố",
  // Greek, Cyrillic, Arabic, Persian, Hebrew (no letter case)
  "οδός", "οδος", "οδ\\.", "λεωφόρος", "λεωφορος", "λεωφ\\.", "πλατεία", "odos", "leoforos",
  // Greek declines the type word: "στην οδό Ερμού 56" (accusative), "επί της οδού Σταδίου 5", "στη λεωφόρο Κηφισίας 12".
  "οδό", "οδού", "λεωφόρο", "λεωφόρου", "πλατείας",
  "ул\\.", "улица", "вул\\.", "вулиця", "просп\\.", "проспект", "пр-т", "пер\\.", "переулок", "провулок", "бул\\.", "бульвар", "булевар", "наб\\.", "набережная", "шоссе", "пл\\.", "площадь",
  "شارع", "طريق", "جادة", "زقاق", "خیابان", "کوچه", "بلوار", "רחוב", "רח'", "שדרות", "שד'",
  // Central Asia: Kazakh and Russian microdistricts, Tajik avenues and streets
  "мкр\\.", "мкрн\\.", "микрорайон", "хиёбони", "кӯчаи",
  // Romanian and Moldovan "str." in lower case, Serbian and Croatian "Bulevar", "Trg" (Cyrillic "трг"), Bosnian "bulevard", Polish "plac"
  "str\\.", "bulevar", "trg", "трг", "bulevard", "plac",
];
/** Capitalised only: in lower case these are everyday words or abbreviations ("via email", "place 3 orders", "av. 4 ms"). */
// Hebrew, Arabic and Persian types transliterated as Israeli, Egyptian and Iranian addresses are written on Latin-script
// forms ("Rehov Dizengoff 180", "Sderot Rothschild 45", "Derech Begin 132", "Sharia Qasr El Nil 26", "Khiaban Vali Asr 12").
// Albanian "Rruga" ("Rr."), Welsh "Heol", "Stryd", "Ffordd", Irish "Sráid", "Bóthar", Scottish Gaelic "Sràid", "Rathad": the
// street word first, as those languages write it ("Rruga e Kavajës 44", "14 Heol y Bont").
const PREFIX_CAPITAL = ["Rruga", "Rr\\.", "Heol", "Stryd", "Ffordd", "Sráid", "Bóthar", "Sràid", "Rathad", "Rehov", "Rechov", "Rehob", "Sderot", "Shderot", "Derech", "Kikar", "Sharia", "Shari", "Sharie", "Khiaban", "Khiyaban", "Via", "Av\\.", "Place", "Route", "Cours", "Passage", "Square", "Plaza", "Camino", "Largo", "Strada", "Borgo", "Salita", "C\\/", "Str\\.", "Ul\\.", "ul\\.", "Al\\.", "al\\.", "Pl\\.", "Os\\.", "Gang", "Gg\\.", "Bd\\.", "Blvd\\.?", "R\\."];

/**
 * Type words written after the street's name as a word of their own, with the number after them (Israel, Turkey,
 * Hungary, the German and Nordic separate forms). English types that are also products' or things' words in that
 * position ("Google Drive 2", "One Way 3", "Protection Ring 3") are left to the number-first grammar.
 */
const SUFFIX = [
  "Street", "St\\.?", "Avenue", "Ave\\.?", "Road", "Rd\\.?", "Boulevard", "Blvd\\.?", "Marg", "Salai",
  "Straße", "Strasse", "Str\\.", "Allee", "Weg", "Platz", "Gasse", "Damm", "Ufer", "Chaussee",
  // Vienna's ring roads and riverside streets ("Lerchenfelder Gürtel 43/2/14", "Rossauer Lände 3").
  "Gürtel", "Lände",
  // gate … vegen only after a genitive: checked on the match (a lookbehind here made the scan 4× slower).
  "gate", "gata", "vei", "vej", "väg", "vegen", "gatan", "veien", "vägen", "allé", "stræde", "plads",
  "utca", "u\\.", "út", "ut", "útja", "tér", "körút", "krt\\.",
  // Russian and Ukrainian types written after the name ("Тверская ул., д. 7", "Невский пр-т 28")
  "ул\\.", "улица", "пр-т", "просп\\.", "проспект", "пер\\.", "наб\\.", "ш\\.", "вул\\.",
  // the same types transliterated, as Russian addresses are written on Latin-script forms ("Nevsky Prospekt 28", "Tverskaya Ulitsa 7")
  "Prospekt", "prospekt", "Ulitsa", "ulitsa", "ul\\.", "Pereulok", "pereulok", "Shosse", "shosse", "Naberezhnaya", "naberezhnaya",
  "Caddesi", "Cad\\.", "Cd\\.", "Sokak", "Sokağı", "Sk\\.", "Sok\\.", "Bulvarı", "Blv\\.",
  // Baltic: Estonian maantee, tänav, puiestee; Lithuanian gatvė, prospektas, alėja; Latvian iela, bulvāris, prospekts
  "mnt\\.?", "maantee", "tn\\.?", "tänav", "pst\\.?", "puiestee", "g\\.", "gatvė", "pr\\.", "prospektas", "al\\.", "alėja", "iela", "bulvāris", "prospekts", "gatve",
  // Uzbek and Kazakh (the apostrophe in three spellings)
  "ko['’‘ʻ]chasi", "kuchasi", "shoh ko['’‘ʻ]chasi", "prospekti", "көшесі", "даңғылы",
  // Basque "kalea", Georgian "გამზირი" (avenue) and "ქუჩა" (street), with their abbreviations "გამზ." and "ქ."
  "kalea", "etorbidea", "გამზირი", "ქუჩა", "გამზ\\.", "ქ\\.",
  // Armenian "փողոց" (street), "պողոտա" (avenue) and their abbreviations; Amharic "መንገድ" (road)
  "փողոց", "պողոտա", "փ\\.", "պող\\.", "መንገድ",
];
/** Type endings glued to the name ("Hauptstraße", "Keizersgracht", "Sveavägen", "Kingsway", "Bishopsgate"). */
const GLUED_EU =
  "(?:straße|strasse|str\\.|weg|gasse|platz|allee|damm|ufer|steig|pfad|graben|laan|straat|gracht|kade|singel|plein|dreef|steeg|vej|gade|gatan|gata|gaten|vägen|vegen|veien|gränd|katu|tie|vegur|stræti|braut)";
/** English glued types, read only after a house number ("22 Kingsway", "250 Bishopsgate", "1585 Broadway"). */
const GLUED_EN = "(?:way|gate)";
/** Words with those endings that are no street. */
const GLUED_NOT =
  /^(?:Gateway|Norway|Subway|Runway|Getaway|Hallway|Doorway|Pathway|Railway|Walkway|Airway|Stairway|Freeway|Headway|Leeway|Anyway|Halfway|Midway|Alleyway|Tollgate|Watergate|Stargate|Delegate|Aggregate|Tailgate|Floodgate|Brigade|Blockade|Arcade|Cascade|Escapade|Barricade|Forweg|Ausweg|Umweg|Rückweg|Heimweg|Fussweg|Hinweg|Hotstraße)$/;

/** A word of a street's name: capitalised (any script with case), an uncased script's word, a particle or an ordinal. */
const NAME_WORD =
  "(?:\\p{Lu}[\\p{L}\\p{M}'’.-]*|[\\p{Script=Arabic}\\p{Script=Hebrew}\\p{Script=Thai}\\p{Script=Georgian}\\p{Script=Ethiopic}]+|(?:de|del|della|delle|dello|degli|dei|di|da|dal|dalla|do|dos|das|du|des|la|le|les|los|las|van|von|der|den|al|el|bin|y|e|i)|[dlDL]['’]\\p{Lu}[\\p{L}'’-]*|\\d{1,3}(?:st|nd|rd|th|º|ª|e|er)|\\d{1,3}(?=[ \\t]+(?:Street|St|Avenue|Ave|Road|Rd)\\b))";
const NAME = `${NAME_WORD}(?:[ \\t]+${NAME_WORD}){0,3}`;
/** Type words of languages that write the rest of a street's name in lower case (see type-genitive-number). */
const SLAVIC_TYPE = "(?:[Bb]ulevar|[Bb]ulevard|[Tt]rg|[Uu]lica|[Uu]l\\.|[Aa]leja|[Nn]áměstí|[Nn]ám\\.|[Bb]ul\\.|[Бб]улевар|[Бб]ульвар|[Бб]ул\\.|[Уу]лица|[Уу]л\\.|[Вв]улиця|[Вв]ул\\.|[Тт]рг|[Пп]роспект|[Пп]росп\\.|[Пп]лощадь)";
/** A house number with its marker and parts. */
const MARKER = "(?:No\\.?|Nº|nº|N°|n°|Nr\\.?|nr\\.?|No:|Nro\\.?|núm\\.?|Núm\\.?|д\\.|d\\.(?=[ \\t]*\\d)|дом|буд\\.|Kav\\.|پلاک|رقم|مبنى|عمارة|بناية|ቤት ቁጥር|Km\\.?(?=[ \\t]*\\d)|km\\.?(?=[ \\t]*\\d))"; // "d." is д. transliterated ("Tverskaya ul., d. 18"); Persian pelak, Arabic raqm and building (a Gulf street has no house numbers)
/** ASCII digits, or the Arabic-Indic ones Arabic and Persian text writes ("٤٢ شارع التحلية"). */
const D = "[\\d٠-٩۰-۹]";
// Quito numbers a house by its block and distance from the axis: "N34-451", "E7-32".
const NUMBER = `(?:${MARKER}[ \\t]*)?(?:[NSEO]\\d{1,3}-\\d{1,4}|${D}{1,5}[A-Za-z]?(?:[\\/-]${D}{1,4}[A-Za-z]?){0,3})(?:[ \\t]+(?:bis|ter)\\b)?`;
/** Neither a version, a decimal, a time nor a measure follows the number. */
const NUMBER_END = "(?![\\p{L}\\p{N}]|[.,:]\\d|[ \\t]*(?:%|ms\\b|s\\b|GB\\b|MB\\b|KB\\b|px\\b|x\\b|times\\b|mal\\b))";

/** "rue" → "[rR]ue": both cases of the first letter, without the "i" flag (it would make the name's capitals optional). */
const bothCases = (w: string): string => (w[0]!.toUpperCase() === w[0]!.toLowerCase() ? w : `[${w[0]}${w[0]!.toUpperCase()}]${w.slice(1)}`);
/**
 * The type words as plain strings, for a literal scan: "jln\\.?" → "jln", "Av\\." → "Av.". The two type-first forms try
 * their pattern only where one stands (a big alternation tried at every position cost more than the rest of the grammar).
 */
const plain = (w: string): string => w.replace(/\\\.\?/g, "").replace(/\\(.)/g, "$1").replace(/\[([^\]])[^\]]*\]/g, "$1");
/** Every spelling a word's one character class allows ("ko['’]chasi" → "ko'chasi", "ko’chasi"). */
const spellings = (w: string): string[] => {
  const m = /\[([^\]]+)\]/.exec(w);
  return m ? [...m[1]!].map((c) => plain(w.replace(m[0], c))) : [plain(w)];
};
const ANY_CASE_WORDS = buildAutomaton([...new Set(PREFIX_ANY_CASE.map((w) => plain(w).toLowerCase()))]);
const CAPITAL_LIST = [...new Set(PREFIX_CAPITAL.map(plain))];
const anyCase = PREFIX_ANY_CASE.map(bothCases).join("|");
const capital = PREFIX_CAPITAL.join("|");
const PREFIX = `(?:${anyCase}|${capital})`;
const SUFFIX_ALT = SUFFIX.join("|");

/** The suffix types as literals for the automaton, and what must follow one for name-type-number to be worth trying. */
const SUFFIX_LIST = [...new Set(SUFFIX.flatMap(spellings))];
const GLUED_LIST = GLUED_EU.slice(3, -1).split("|").map(plain);
/** One automaton for every case-sensitive word (capitalised prefixes, suffix types, glued endings): one pass over the text finds all three kinds. */
const CASED_WORDS = buildAutomaton([...CAPITAL_LIST, ...SUFFIX_LIST, ...GLUED_LIST]);
const SUFFIX_FROM = CAPITAL_LIST.length;
const GLUED_FROM = SUFFIX_FROM + SUFFIX_LIST.length;

/** The words of one text, found once: prefix-type starts, suffix-type and glued-ending starts with a number after them. */
interface Words {
  type: number[];
  suffix: number[];
  glued: number[];
}
const NUMBER_AFTER = new RegExp(`\\.?[ \\t]*[,፣]?[ \\t]*(?:${MARKER}[ \\t]*)?\\d`, "y");
/** The characters a NUMBER_AFTER match can start with: its optional parts' first characters, each MARKER's first letter, a digit. */
const NUMBER_AFTER_FIRST = new Set([..."., \t0123456789፣", ...MARKER.slice(3, -1).split("|").map((m) => m[0]!)].map((c) => c.charCodeAt(0)));

/**
 * Hebrew and Arabic write a preposition or the article as one letter glued to the next word ("לרחוב דיזנגוף 99": to
 * Dizengoff Street; "بشارع الملك فهد": on King Fahd Street): Hebrew's ב ל מ ה ו ש כ, Arabic's ب ل و ف ك. A type word of
 * those scripts after one such letter is still a word of its own.
 */
const GLUED_PREPOSITION = "[בלמהושכبلوفك]";
const GLUED_PREPOSITION_RE = new RegExp(`^${GLUED_PREPOSITION}$`);
const HEBREW_OR_ARABIC = /[\u0590-\u05FF\u0600-\u06FF]/;
/** A type word at i is one of its own behind a glued preposition: the letter before it, and no word character before that. */
function behindGluedPreposition(text: string, i: number): boolean {
  return i > 0 && GLUED_PREPOSITION_RE.test(text[i - 1]!) && HEBREW_OR_ARABIC.test(text[i] ?? "") && (i === 1 || !WORD_CHAR.test(text[i - 2]!));
}

/**
 * `gate`: a cheap test of the part a form cannot match without, before its full pattern scans the text.
 */
const FORMS: Array<{ name: string; re: RegExp; gate?: RegExp; atTypeWord?: "at" | "before"; atSuffixWord?: boolean; atGluedWord?: boolean }> = [
  // Type first, number after: "Calle de Alcalá 128", "Rua Augusta nº 214", "ул. Тверская, д. 12".
  { name: "type-name-number", re: new RegExp(`(?:(?<![\\p{L}\\p{N}_-])|(?<=(?:^|[^\\p{L}\\p{N}_-])${GLUED_PREPOSITION}))${PREFIX}[ \\t]+${NAME}[,،]?[ \\t]*${NUMBER}${NUMBER_END}`, "gu"), atTypeWord: "at" },
  // South Slavic, Bulgarian and Russian orthography capitalise only a street's first word: after the type word its name is
  // often a common noun or adjective in the genitive, in lower case ("Bulevar oslobođenja 47", "Trg bana Jelačića 5",
  // "Булевар ослобођења 18", "улица граф Игнатиев 12", "ул. Кабанбай батыра 11"): one of its words is in lower case (names all capitalised are
  // type-name-number's). The name's last word
  // has four letters or more ("trg je 5" is a sentence).
  { name: "type-genitive-number", re: new RegExp(`(?<![\\p{L}\\p{N}_-])${SLAVIC_TYPE}[ \\t]+(?=(?:\\p{Lu}[\\p{L}\\p{M}'’-]*[ \\t]+){0,2}\\p{Ll})[\\p{L}\\p{M}][\\p{L}\\p{M}'’-]*(?:[ \\t]+[\\p{L}\\p{M}][\\p{L}\\p{M}'’-]*){0,2}(?<=[\\p{L}\\p{M}]{4})[,]?[ \\t]*${NUMBER}${NUMBER_END}`, "gu"), atTypeWord: "at" },
  // Number first, then type first: "27 avenue de la République", "15 شارع طلعت حرب". A number right after another
  // number's group is the end of a phone or an amount ("+46 70 318 44 92, Storgatan 12"), not a house number.
  { name: "number-type-name", re: new RegExp(`(?<![\\p{L}\\p{N}_.,/-]|\\d[ \\t])${D}{1,5}[A-Za-z]?(?:[\\/-]${D}{1,4})?,?[ \\t]+${PREFIX}[ \\t]+${NAME}`, "gu"), atTypeWord: "before" },
  // Name first, type after, number after: "Rothschild Blvd 45", "Andrássy út 61", "Bağdat Cd. No:214".
  { name: "name-type-number", re: new RegExp(`(?<![\\p{L}\\p{N}_-])${NAME}[ \\t]+(?:${SUFFIX_ALT})(?![\\p{L}])[ \\t]*[,፣]?[ \\t]*${NUMBER}${NUMBER_END}`, "gu"), atSuffixWord: true },
  // Number first, then the name and a type written after it, when a postcode and a town follow (the Nordic form as
  // foreigners write it: "9 Karl Johans gate, 0154 Oslo", "14 Drottninggatan väg, 111 51 Stockholm"): the postcode is the evidence.
  { name: "number-name-type", re: new RegExp(`(?<![\\p{L}\\p{N}_.,/-])${D}{1,5}[A-Za-z]?[ \\t]+${NAME}[ \\t]+(?:${SUFFIX_ALT})(?![\\p{L}])(?=,[ \\t]*\\d{3}[ \\t]?\\d{1,2}[ \\t]+\\p{Lu})`, "gu"), atSuffixWord: true },
  // A type glued to the name: "Hauptstraße 5a", "Sveavägen 44"; or a number before it: "22 Kingsway", "250 Bishopsgate".
  { name: "glued-number", re: new RegExp(`(?<![\\p{L}\\p{N}_-])(?:\\p{Lu}[\\p{L}\\p{M}'’-]+[ \\t]+){0,2}\\p{Lu}[\\p{Ll}\\p{M}'’-]*${GLUED_EU}(?:[ \\t]+|\\.[ \\t]*|,[ \\t]*)${NUMBER}${NUMBER_END}`, "gu"), atGluedWord: true }, // "Renegade334" is a handle
  { name: "number-glued", re: new RegExp(`(?<![\\p{L}\\p{N}_.,/-]|\\d[ \\t])\\d{1,5}[A-Za-z]?,?[ \\t]+\\p{Lu}[\\p{Ll}'’-]+(?:${GLUED_EU}|${GLUED_EN})(?![\\p{L}])`, "gu") },
  // German streets named after people or places join the name's words and the type with hyphens, each capitalised
  // (Duden's rule for multi-word street names): "Karl-Liebknecht-Str. 3", "Karl-Marx-Allee 34", "Konrad-Adenauer-Platz 1". Not "-Ring": "Zero-Trust-Ring 3" is a protection ring.
  { name: "hyphenated-type-number", re: new RegExp(`(?<![\\p{L}\\p{N}_-])(?:\\p{Lu}[\\p{Ll}\\p{M}ß'’]+-){1,3}(?:Straße|Strasse|Str\\.|Weg|Gasse|Platz|Allee|Damm|Ufer|Steig|Pfad|Graben|Chaussee|Promenade|Markt|Kai)[ \\t]*${NUMBER}${NUMBER_END}`, "gu"), gate: /-(?:Stra|Str\.|Weg|Gasse|Platz|Allee|Damm|Ufer|Steig|Pfad|Graben|Chaussee|Promenade|Markt|Kai)/ },
  // Japanese block addresses in Latin letters, as Google and Japan Post write them: the chōme, the block and the house
  // before or after the district ("3 Chome-2-5 Kasumigaseki", "2-5, Kasumigaseki 3-chome"; the kanji form is address-forms.ts's jp-block).
  { name: "jp-chome-latin", re: /(?<![\p{L}\p{N}-])(?:\d{1,2}[ \t-]?[Cc]h[oō]me[-–]\d{1,4}(?:[-–]\d{1,4})?(?:[ \t]+\p{Lu}[\p{Ll}ō]+(?:-[a-z]+)?)?|\d{1,4}[-–]\d{1,4},?[ \t]+\p{Lu}[\p{Ll}ō]+[ \t]+\d{1,2}-[Cc]h[oō]me)(?![\p{L}\p{N}])/gu, gate: /[Cc]h[oō]me/ },
  // The same numbers without the word, chōme-block-house before the district's name ("3-7-1 Nishi-Shinjuku, Room 2104,
  // Shinjuku-ku"): three dashed numbers are a date or a version as often, so a ward, city or prefecture must follow on the line,
  // the house number has at most three digits (not a year) and the name is no weekday or month.
  { name: "jp-block-latin", re: /(?<![\p{L}\p{N}.\/:-])\d{1,2}-\d{1,2}-\d{1,3}[ \t]+(?!(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\p{Ll}*(?![\p{L}]))\p{Lu}\p{Ll}{2,}(?:-\p{Lu}?\p{Ll}+)?(?![\p{L}\p{N}])(?=[^\n]{0,80}?(?:\p{Ll}-(?:ku|shi|ken|cho|machi)|Tokyo|Osaka|Kyoto|Yokohama|Nagoya|Sapporo|Fukuoka|Kobe|Japan)(?![\p{L}]))/gu, gate: /\d-\d{1,2}-\d{1,4}[ \t]+\p{Lu}/u },
  // A house number with its marker first, then an English-typed street (South Asia): "No. 52/1 Galle Road", "No 14 Duplication Rd".
  { name: "marker-number-street", re: /(?<![\p{L}\p{N}])(?:No|Nº|N°)\.?[ \t]*\d{1,5}[A-Z]?(?:\/\d{1,4}[A-Z]?)?,?[ \t]+(?:\p{Lu}[\p{L}'’.-]*[ \t]+){1,3}(?:Road|Rd|Street|St|Lane|Mawatha|Avenue|Ave|Marg|Place|Terrace)\b\.?/gu, gate: /\bN[oº°]\.?[ \t]*\d/ },
  // Thai writes the street type glued to its name: "99/12 ซอยสุขุมวิท 31", "เลขที่ 88/9 ถนนพระราม 4".
  // A soi is a lane off its road, written after it with its own number ("99/12 ถนนสุขุมวิท ซอย 31"), and a village
  // number (หมู่, "moo") before the road in the provinces ("55/3 หมู่ 4 ถนนนิมมานเหมินท์").
  { name: "thai-street", re: /(?:เลขที่[ \t]*)?(?:\d{1,5}(?:\/\d{1,4})?[ \t]+)?(?:(?:หมู่|ม\.)[ \t]*\d{1,2}[ \t]+)?(?:ซอย|ถนน|ซ\.|ถ\.)[\p{Script=Thai}]+(?:[ \t]*\d{1,4})?(?:[ \t]+(?:ซอย|ซ\.)[ \t]*[\p{Script=Thai}]*[ \t]*\d{1,4}(?![\d\/]))?/gu, gate: /ซอย|ถนน|ซ\.|ถ\./ },
  // Vietnamese addresses without a street-type word, after a floor or an alley: "Tầng 9, 45 Lê Duẩn", "Số 12, Ngõ 58 Nguyễn Chí Thanh".
  { name: "vn-unit-street", re: /(?<![\p{L}\p{N}])(?:(?:(?:Tầng|Lầu|Phòng)[ \t]*\d{1,3},[ \t]*)(?:[Ss]ố[ \t]+)?\d{1,5}[A-Z]?(?:\/\d{1,4})?|(?:[Ss]ố[ \t]+)?\d{1,5}[A-Z]?(?:\/\d{1,4})?,?[ \t]+(?:[Nn]gõ|[Nn]gách|[Hh]ẻm|[Kk]iệt)[ \t]+\d{1,4}[A-Za-z]?(?:\/\d{1,4})?|[Ss]ố[ \t]+\d{1,5}[A-Z]?(?:\/\d{1,4})?,?)[ \t]+\p{Lu}[\p{L}\p{M}]*(?:[ \t]+\p{Lu}[\p{L}\p{M}]*){0,3}/gu, gate: /Tầng|Lầu|Phòng|[Nn]gõ|[Nn]gách|[Hh]ẻm|[Kk]iệt|[Ss]ố/ },
  // Noida and Gurugram: a plot in a lettered block, then the sector ("C-42, Sector 62").
  { name: "in-sector", re: /(?<![\w-])[A-Z]{1,2}-\d{1,4}[A-Z]?,[ \t]*(?:Sector|Sec\.?|Phase|DLF Phase)[ \t]*-?\d{1,3}[A-Z]?\b/g, gate: /Sector|Sec\.|Phase/ },
  // Philippine subdivisions and Nigerian estates number the block and the lot, not the street: "Blk 5 Lot 12 Phase 2",
  // "Plot 5, Block 12, Lekki Phase 1".
  { name: "block-lot", re: /(?<![\p{L}\p{N}])(?:(?:Blk|Block)\.?[ \t]*\d{1,4}[A-Z]?,?[ \t]+(?:Lot|L)\.?[ \t]*\d{1,4}[A-Z]?|(?:Plot|House|Villa)\.?[ \t]*\d{1,5}[A-Z]?,[ \t]*(?:Block|Blk)\.?[ \t]*[A-Z0-9]{1,4})(?:,?[ \t]+(?:\p{Lu}\p{Ll}+[ \t]+){0,2}Phase[ \t]*(?:\d{1,2}|[IVX]{1,4})[A-Z]?)?(?![\p{L}\p{N}])/gu, gate: /\b(?:Blk|Block)\b/ },
  // A flat, the building's name, then a street with no number (Ireland, the UK): "Apartment 4, The Maltings, Bow Street".
  { name: "unit-building-street", re: /(?<![\p{L}\p{N}])(?:Apartment|Apt|Flat|Unit|Suite)\.?[ \t]*\d{1,5}[A-Z]?,[ \t]*(?:The[ \t]+)?(?:\p{Lu}[\p{L}'’-]+[ \t]*){1,3},[ \t]*(?:\p{Lu}[\p{L}'’-]+[ \t]+){1,3}(?:Street|Road|Lane|Avenue|Square|Quay|Place|Terrace|Row|Walk|Close)\b/gu, gate: /(?:Apartment|Apt|Flat|Unit|Suite)\.?[ \t]*\d/ },
  // Korean lot addresses after their district: "강남구 역삼동 737-32".
  // The city or province and the district before it belong to the address ("부산광역시 해운대구 우동 1408-5").
  { name: "kr-jibun", re: /(?:[\p{Script=Hangul}]{1,8}(?:특별시|광역시|특별자치시|특별자치도|도|시)[ \t]+)?(?:[\p{Script=Hangul}]{1,6}(?:구|군|시)[ \t]+)(?:[\p{Script=Hangul}]{1,6}(?:구)[ \t]+)?[\p{Script=Hangul}]{1,6}(?:동|리|가)[ \t]*\d{1,4}(?:-\d{1,4})?(?![\d-])/gu, gate: /(?:동|리|가)[ \t]*\d/ },
  // An Indonesian office tower and floor before its Jalan: "Gedung Wisma 46 Lt. 21, Jl. Jend. Sudirman Kav. 1" (one match, so the
  // tower's name is not read as a person's).
  { name: "id-tower-street", re: new RegExp(`(?<![\\p{L}])(?:Gedung|Wisma|Menara|Graha)[ \\t]+(?:(?:\\p{Lu}[\\p{L}.&-]*|\\d{1,3})[ \\t]+){0,4}(?:Lt\\.?|Lantai)[ \\t]*\\d{1,3},[ \\t]*(?:Jl\\.|Jalan|Jln\\.?)[ \\t]+${NAME}[,]?[ \\t]*${NUMBER}${NUMBER_END}`, "gu"), gate: /(?:Lt\.?|Lantai)[ \t]*\d{1,3},/ },
  // Hindi house and lane numbers: "मकान नं. 12, गली नं. 4", "फ्लैट नंबर 302", "प्लॉट नं. 45/2".
  { name: "hi-house-number", re: /(?:मकान|घर|फ्लैट|प्लॉट|भवन)[ \t]*(?:नं\.?|नंबर|संख्या|क्रमांक)[ \t]*[\d०-९]{1,5}(?:[\/-][\d०-९]{1,4})?(?:[,،][ \t]*(?:गली|सड़क|मार्ग|सेक्टर|ब्लॉक|मंजिल)[ \t]*(?:नं\.?|नंबर)?[ \t]*[\d०-९]{1,4})?/gu, gate: /मकान|घर|फ्लैट|प्लॉट|भवन/ },
  // Greek leaves out "οδός" and keeps its article: the street's name in the genitive after "στην"/"στη"/"επί της" (to, on)
  // and the house number ("στην Ερμού 42", "επί της Πανεπιστημίου 30"); the genitive ending is what makes the name a street's.
  { name: "gr-article-street", re: /(?<=(?:^|[^\p{L}])(?:στην|στη|επί της|επί τη|της)[ \t]+)(?:\p{Lu}[\p{Ll}\p{M}]+(?:ου|ού|ης|ής|ας|άς|ων|ών)[ \t]+){1,2}\d{1,4}[α-ωΑ-Ωa-zA-Z]?(?![\p{L}\p{N}]|[.,]\d)/gu, gate: /(?:στην?|της)[ \t]+\p{Lu}/u },
  // Tamil and Bengali write the Indian order in their own script: the house number, the name, then the road ("12, காந்தி
  // சாலை", "১২, মিরপুর রোড"), the locality after it when it is a nagar (தி. நகர், T. Nagar).
  { name: "in-script-road", re: /(?<![\p{L}\p{N}])[\d০-৯௦-௯]{1,5}(?:\/[\d০-৯]{1,4})?,?[ \t]+(?:[\p{Script=Tamil}\p{Script=Bengali}.]+[ \t]+){1,3}(?:சாலை|தெரு|வீதி|রোড|সড়ক|লেন)(?:,[ \t]*(?:[\p{Script=Tamil}\p{Script=Bengali}.]+[ \t]+)?(?:நகர்|নগর))?(?![\p{L}])/gu, gate: /சாலை|தெரு|வீதி|রোড|সড়ক|লেন/ },
  // Dhaka numbers houses and roads, not streets, and names the area after them (Bengali of "House 27, Road 11, Dhanmondi").
  { name: "bd-house-road", re: /(?:বাড়ি|বাসা|হাউস)[ \t]*(?:নং|নম্বর)?[ \t]*[\d০-৯]{1,4}(?:\/[\d০-৯A-Za-z]{1,3})?,[ \t]*(?:রোড|সড়ক)[ \t]*(?:নং|নম্বর)?[ \t]*[\d০-৯]{1,3}(?:\/[\d০-৯A-Za-z]{1,2})?(?:,[ \t]*[\p{Script=Bengali}]+(?=[,।\n]))?/gu, gate: /রোড|সড়ক/ },
  // British industrial and business estates number units, not doors: "Unit 5, Cardiff Gate Business Park", "Units 3-4, Kingsway Trading Estate".
  { name: "uk-estate-unit", re: /(?<![\p{L}\p{N}])Units?[ \t]*\d{1,4}[A-Z]?(?:-\d{1,4}[A-Z]?)?,[ \t]*(?:\p{Lu}[\p{L}'’-]+[ \t]+){1,4}(?:Business|Industrial|Trading|Retail|Enterprise|Science|Technology|Commercial)[ \t]+(?:Park|Estate|Centre|Center)(?![\p{L}])/gu, gate: /(?:Park|Estate|Centre|Center)/ },
  // Rural America numbers a house along a numbered route: "14 Navajo Route 12", "4821 County Road 9", "1200 State Route 4".
  { name: "us-numbered-route", re: /(?<![\p{L}\p{N}.,\/-])\d{1,6}[ \t]+(?:County|State|Navajo|Indian|Farm to Market|Ranch to Market|Forest Service)[ \t]+(?:Road|Rd\.?|Route|Rte\.?|Highway|Hwy\.?)[ \t]+\d{1,4}[A-Z]?(?![\p{L}\p{N}]|[.,]\d)/gu, gate: /(?:Road|Rd|Route|Rte|Highway|Hwy)[ \t]+\d/ },
  // Czech and Slovak: a street named by an adjective, with the conscription and orientation numbers ("Vinohradská 1511/230").
  { name: "cz-adjective", re: /(?<![\p{L}\p{N}_-])(?:\p{Lu}\p{Ll}+[ \t]+)?\p{Lu}\p{Ll}*(?:ská|cká|ní|ová|ova|ého|ích)[ \t]+\d{1,5}\/\d{1,4}[a-z]?(?![\p{L}\p{N}]|[.,]\d)/gu, gate: /\d\/\d/ },
  // Polish streets named by an adjective, with a flat ("Piotrkowska 104 lok. 5", "Marszałkowska 84 m. 17") or a
  // postcode after them ("Długa 12, 00-238"): the unit or the postcode is what makes a name and a number an address.
  { name: "pl-adjective", re: /(?<![\p{L}\p{N}_-])\p{Lu}\p{Ll}+(?:ska|cka|dzka|owa|na)[ \t]+\d{1,4}[a-z]?(?:\/\d{1,4})?(?=[ \t]+(?:lok|m)\.[ \t]*\d|,[ \t]*\d{2}-\d{3}\b)/gu, gate: /(?:lok|m)\.[ \t]*\d|\d{2}-\d{3}/ },
  // US and Canadian rural and military delivery: "RR 2 Box 118", "HC 64 Box 2210", "Rural Route 3", "PSC 1234 Box 5678".
  { name: "rural-route", re: /\b(?:RR|R\.R\.|HC|PSC|CMR|Rural Route|Highway Contract)[ \t]*#?\d{1,4}(?:,?[ \t]+Site[ \t]+\d{1,4})?(?:,?[ \t]+(?:Box|Comp)[ \t]+\d{1,5})?(?![\w.-])/g },
  // A vCard's ADR: post-office box; extended address; street; locality; … — the street component is the address.
  { name: "vcard-adr", re: /(?<=(?:^|\n)(?:item\d+\.)?ADR(?:;[^:\n]*)?:[^;\n]*;[^;\n]*;)[^;\n]*\d[^;\n]*/g, gate: /ADR[;:]/ },
  // Persian: a street, alleys after it, then its pelak ("خیابان شریعتی، کوچه گلستان، پلاک ۱۲").
  { name: "fa-street-pelak", re: /(?:خیابان|بلوار|کوچه)[ \t]+[\u0621-\u064A\u067E\u0686\u0698\u06A9\u06AF\u06CC\u200c ]+(?:[،,][ \t]*(?:خیابان|کوچه|کوی|بن[\u200c ]?بست)[ \t]+[\u0621-\u064A\u067E\u0686\u0698\u06A9\u06AF\u06CC\u200c ]+){0,3}[،,][ \t]*پلاک[ \t]*[\d۰-۹٠-٩]{1,5}/gu, gate: /پلاک/ },
  // South Asian house numbers: "H.No. 8-2-293/82/A, Road No. 12", "D.No. 12-5-7, MG Road", "Door No 14, 3rd Cross".
  { name: "in-house-number", re: /\b(?:H\.?[ \t]?No|D\.?[ \t]?No|Door[ \t]+No|House[ \t]+No|Plot[ \t]+No)\.?[ \t]*[\dA-Z][\w\/-]{0,20},[ \t]*(?:(?:Road|Street|Lane|Cross|Main)[ \t]+No\.?[ \t]*\d{1,3}|\d{1,3}(?:st|nd|rd|th)[ \t]+(?:Cross|Main)(?:[ \t]+(?:Road|Rd))?|(?:\p{Lu}[\p{L}.]*[ \t]+){1,3}(?:Road|Rd|Street|St|Lane|Marg|Nagar|Colony|Salai))\.?/gu },
  // Bengaluru's numbered cross and main roads after a flat and the building's name: "Flat 302, Sai Krupa Apartments,
  // 14th Cross Road", "No. 12, 3rd Main". The head is part of the match so a building's name is not read as a person's.
  { name: "in-cross-main", re: /(?<![\p{L}\p{N}])(?:(?:Flat|House|No|Door No|Apartment|Apt|#)\.?[ \t]*[\w\/-]{1,8},[ \t]*(?:(?:\p{Lu}[\p{L}.'’-]*[ \t]+){0,3}(?:Apartments|Apts|Residency|Enclave|Towers?|Layout|Complex|Heights|Nivas|Niwas|Bhavan|Sadan|Mansion|Court|Block),[ \t]*)?|(?:\p{Lu}[\p{L}.'’-]*[ \t]+){0,3}(?:Apartments|Apts|Residency|Enclave|Towers?|Layout|Complex|Heights|Nivas|Niwas|Bhavan|Sadan|Mansion),[ \t]*)\d{1,3}(?:st|nd|rd|th)[ \t]+(?:Cross|Main)(?:[ \t]+(?:Road|Rd))?\b\.?(?:,[ \t]*\d{1,2}(?:st|nd|rd|th)[ \t]+(?:Cross|Main)(?:[ \t]+(?:Road|Rd))?\b\.?)?/gu, gate: /\d(?:st|nd|rd|th)[ \t]+(?:Cross|Main)/ },
];

/** Things that take a number and are no street: "Windows 10", "Route 66" as a song, a product's version. */
const NOT_A_STREET =
  /^(?:Build|Version|Release|Sprint|Issue|Step|Phase|Level|Chapter|Section|Page|Season|Episode|Part|Track|Gate|Windows|Ubuntu|Python|Java|Node|iOS|Android|Office|Studio|Series|Model|Type|Class|Stage|Round|Week|Day|Room|Floor|Table|Figure|Line|Item|Case|Run|Job|Task|Port|Rack|Terminal|Platform|Flight|Train|Bus|Tier|Batch|Shard|Region|Zone|Test|Story|Epic|Bug|Patch|Draft|Vol|Total|Score|Rank|Wave|Cohort|Group|Team|Squad)\b/;

/** Each form's necessary words (word-gates.ts): a form whose gate or pattern words are all absent is not tried. */
const NEEDS = new Map(FORMS.map((f) => [f, neededWords(f.gate, f.re)]));

export function findAddressGrammar(text: string): Finding[] {
  const out: Finding[] = [];
  if (!/[\d٠-٩۰-۹०-९০-৯௦-௯]/.test(text)) return out;
  let words: Words | undefined;
  for (const f of FORMS) {
    if (!wordsPresent(NEEDS.get(f)!, text) || (f.gate && !f.gate.test(text))) continue;
    let matches: Iterable<{ index: number; 0: string }>;
    if (f.atTypeWord) {
      words ??= findWords(text);
      const typeWords = words.type;
      if (typeWords.length === 0) continue;
      // A window around each type word: from it ("at"), or from a house number just before it ("before").
      matches = windowMatches(f.re, text, typeWords, f.atTypeWord === "at" ? 0 : 14, 160);
    } else if (f.atSuffixWord || f.atGluedWord) {
      words ??= findWords(text);
      const at = f.atSuffixWord ? words.suffix : words.glued;
      if (at.length === 0) continue;
      matches = windowMatches(f.re, text, at, f.atSuffixWord ? 130 : 90, 40);
    } else matches = execAll(f.re, text);
    for (const m of matches) {
      const v = m[0];
      if (NOT_A_STREET.test(v.replace(/^\d+[A-Za-z]?,?[ \t]+/, ""))) continue;
      if (f.name.includes("glued") && v.split(/[\s,]+/).some((w) => GLUED_NOT.test(w))) continue;
      // A Nordic "gate"/"vei" standing apart follows a genitive ("Karl Johans gate 22"); "Boarding gate 12" is an airport's.
      if (f.name.includes("name-type") && /(?<![sS])[ \t]+(?:gate|gata|vei|vej|väg|vegen)(?:[ \t]|$)/.test(v)) continue;
      // A number after a comma with a capitalised word after it is the postcode before the town ("Karl Johans gate, 0154
      // Oslo", Sweden's "113 50 Stockholm"), not the house number: no form writes a bare house number after a comma and before a town.
      if (f.name === "name-type-number" && /,[ \t]*\d{3,5}$/.test(v) && /^(?:[ \t]\d{2})?[ \t]+\p{Lu}/u.test(text.slice(m.index + v.length, m.index + v.length + 6))) continue;
      // A comma glued to the number in a delimited row ("6 Bardwell Road,01865 774213,Volunteer driver"): a cell boundary, and
      // the number the next cell's (a phone, an amount); a written address puts a space after its comma.
      if (f.name === "name-type-number" && /\p{L}\.?,\d[^,]*$/u.test(v) && delimitedRow(text, m.index)) continue;
      if (!/[\d٠-٩۰-۹०-९০-৯௦-௯]/.test(v)) continue;
      // Georgian and Ethiopic have no capitals to end a name: the one word before the type is the street's (a genitive in
      // Georgian, "რუსთაველის გამზირი 12"; "ቦሌ መንገድ"), the words before it the sentence's.
      if (f.name === "name-type-number" && UNCASED_LEAD.test(v)) {
        const core = UNCASED_CORE.exec(v);
        if (core) {
          out.push({ type: "street_address", start: m.index + core.index, end: m.index + v.length, detector: `address-grammar:${f.name}`, confidence: 0.7 });
          continue;
        }
      }
      // Not right after a house number of its own: "٤٢ شارع التحلية، مبنى ٣" is number-type-name's, its building a unit.
      if (f.name === "type-name-number" && /[\d٠-٩۰-۹][ \t]$/.test(text.slice(Math.max(0, m.index - 2), m.index))) continue;
      out.push({ type: "street_address", start: m.index, end: m.index + v.length, detector: `address-grammar:${f.name}`, confidence: 0.7 });
    }
  }
  return out;
}

/** The line around `at` is a delimited row: three commas or more with no space after them. */
function delimitedRow(text: string, at: number): boolean {
  const lineStart = text.lastIndexOf("\n", at) + 1;
  const lineEnd = text.indexOf("\n", at);
  return (text.slice(lineStart, lineEnd === -1 ? text.length : lineEnd).match(/,(?! )/g)?.length ?? 0) >= 3;
}

const WORD_CHAR = /[\p{L}\p{N}_-]/u;
const UNCASED_LEAD = /^[\p{Script=Georgian}\p{Script=Ethiopic}]/u;
/** The name's last word, the type word and the number in an uncased script without capitals to mark where a name starts. */
const UNCASED_CORE = /[\p{Script=Georgian}\p{Script=Ethiopic}]+[ \t]+[\p{Script=Georgian}\p{Script=Ethiopic}]+\.?[ \t]*[,፣]?[ \t]*(?:ቤት ቁጥር[ \t]*)?\d[^]*$/u;

/** The pattern's matches in windows [start - back, start + ahead) around the given starts, each once, none cut by a window's start. */
function windowMatches(re: RegExp, text: string, starts: number[], back: number, ahead: number): Array<{ index: number; 0: string }> {
  const out: Array<{ index: number; 0: string }> = [];
  let done = -1;
  let i = 0;
  while (i < starts.length) {
    // Starts close together share one window.
    const lo = Math.max(0, starts[i]! - back, done);
    let hi = Math.min(text.length, starts[i]! + ahead);
    while (i + 1 < starts.length && starts[i + 1]! - back < hi) hi = Math.min(text.length, starts[++i]! + ahead);
    i++;
    for (const m of execAll(re, text.slice(lo, hi))) {
      if (m.index === 0 && lo > 0 && /[\p{L}\p{N}_.,/-]/u.test(text[lo - 1]!) && !behindGluedPreposition(text, lo)) continue;
      out.push({ index: lo + m.index, 0: m[0] });
      done = Math.max(done, lo + m.index + m[0].length);
    }
  }
  return out;
}

/**
 * The grammar's words in one text: two passes of the literal-scan automaton (the lower-cased text for the prefix types
 * written in either case, the text for the rest) instead of big alternations tried at every position. A prefix type
 * must be a word of its own ("true" holds "rue") with a space or a dot after it; a suffix type or glued ending needs a
 * house number after it.
 */
function findWords(text: string): Words {
  const type = new Set<number>();
  const suffix: number[] = [];
  const glued: number[] = [];
  // /^\.?[ \t]/ on the two characters after the word, read as char codes first (most hits are inside longer words: "true", "entities").
  const spaceAfter = (j: number): boolean => {
    const c = text.charCodeAt(j);
    if (c === 46) return text.charCodeAt(j + 1) === 32 || text.charCodeAt(j + 1) === 9;
    return c === 32 || c === 9;
  };
  const own = (i: number, len: number): boolean => spaceAfter(i + len) && (i === 0 || !WORD_CHAR.test(text[i - 1]!) || behindGluedPreposition(text, i));
  const lower = text.toLowerCase();
  if (lower.length !== text.length) for (let i = 0; i < text.length; i++) type.add(i); // a letter that lower-cases to two: every position
  else {
    const anyCase = wordStarts(ANY_CASE_WORDS, lower);
    for (let k = 0; k < anyCase.length; k += 2) if (own(anyCase[k]!, ANY_CASE_WORDS.words[anyCase[k + 1]!]!.length)) type.add(anyCase[k]!);
  }
  const cased = wordStarts(CASED_WORDS, text);
  for (let k = 0; k < cased.length; k += 2) {
    const i = cased[k]!;
    const id = cased[k + 1]!;
    const len = CASED_WORDS.words[id]!.length;
    if (id < SUFFIX_FROM) {
      if (own(i, len)) type.add(i);
      continue;
    }
    // NUMBER_AFTER can only start with ".", a space, a tab, ",", a digit or a marker's first letter: the sticky test is skipped elsewhere.
    if (!NUMBER_AFTER_FIRST.has(text.charCodeAt(i + len))) continue;
    NUMBER_AFTER.lastIndex = i + len;
    if (!NUMBER_AFTER.test(text)) continue;
    if (id < GLUED_FROM) suffix.push(i);
    else glued.push(i);
  }
  return { type: [...type].sort((a, b) => a - b), suffix, glued };
}
