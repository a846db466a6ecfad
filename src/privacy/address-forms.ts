import { execAll } from "./regex.ts";
import { findAddressGrammar } from "./address-grammar.ts";
import { neededWords, wordsPresent } from "./word-gates.ts";
import type { Finding } from "./types.ts";

/**
 * Street addresses in forms the Latin "number + name + street type" grammar (detectors.ts) does not
 * read, one pattern per family of countries:
 *   - French: a house number with its repetition suffix before the street type ("14 bis rue des
 *     Tanneurs", "7 ter avenue Jean Jaurès");
 *   - numbered streets after a house or unit (the Gulf, South Asia): "Villa 23, Street 14, Al Barsha 2", Islamabad's
 *     lettered sectors ("Plot 42, Street 7, Sector I-9/2"),
 *     "Office 1204, Building 7, Street 5", "House 12, Road 5, Dhanmondi" (the area before the city's comma);
 *     a numbered street alone ("Street 14 of the level map") is not one;
 *   - Japanese block addresses (chome-banchi-go, "3-1-1" or "2丁目5-3") with the building and room after them;
 *   - Chinese road + number (路/街/大道 … 号; Taiwan's section, lane and alley: 信義路五段7號) with the building and room;
 *   - Korean road names (…로/…길 + number) after their district (…구/…시/…군);
 *   - Russian, Ukrainian and Bulgarian: ул./вул./пр. + name, д. + number, кв./оф./ет./ап. + number.
 * The unit grammar (address-units.ts) then grows each finding as it does every other address.
 */
const FORMS: Array<{ name: string; gate: RegExp; re: RegExp; valid?: (v: string, text: string, start: number) => boolean }> = [
  {
    name: "fr-repetition",
    gate: /\d[ \t]*(?:bis|ter|quater)\b/i,
    re: /(?<![\w.-])\d{1,4}[ \t]*(?:bis|ter|quater|B|T)\b,?[ \t]+(?:rue|avenue|av\.|boulevard|bd|chemin|place|allée|impasse|quai|route|cours|sentier|passage|square|voie|faubourg|esplanade|Rue|Avenue|Boulevard|Chemin|Place|Allée|Impasse|Quai|Route|Cours|Passage)[ \t]+(?:(?:de|du|des|la|le|l’|l'|d’|d'|aux|au)[ \t]*)*\p{Lu}[\p{L}'’-]+(?:[ \t]+(?:(?:de|du|des|la|le|et)[ \t]+)?\p{Lu}[\p{L}'’-]+){0,3}/gu,
  },
  {
    name: "numbered-street",
    gate: /(?:Street|St\.?|Road|Rd\.?|Lane|Avenue|Ave\.?|Sikka)[ \t]+(?:No\.?[ \t]*)?\d/,
    re: /(?<![\w-])(?:Villa|House|Building|Bldg|Office|Apartment|Apt|Flat|Plot|Shop|Warehouse)\.?[ \t]*(?:No\.?[ \t]*)?\d{1,5}(?:-?[A-Z])?,[ \t]*(?:(?:Building|Bldg|Tower|Block)\.?[ \t]*(?:No\.?[ \t]*)?\d{1,4}[A-Z]?,[ \t]*)?(?:Street|St\.?|Road|Rd\.?|Lane|Avenue|Ave\.?|Sikka)[ \t]+(?:No\.?[ \t]*)?\d{1,4}(?:,[ \t]*(?:(?:Al|El)[ -])?\p{Lu}\p{Ll}+(?:[ \t]+\p{Lu}\p{Ll}+)?[ \t]+\d{1,2}(?![\w.-])|,[ \t]*(?:Block|Blk|Sector)[ \t]*(?:[A-Z]-\d{1,2}(?:\/\d)?(?![\w/-])|[A-Z0-9]{1,3}\b))?(?:,[ \t]*\p{Lu}\p{Ll}+(?:[ \t]+\p{Lu}\p{Ll}+){0,2}(?=[,"'\n]|$))?/gu,
  },
  {
    name: "jp-block",
    gate: /\d(?:丁目|[-−－])\d/,
    // A space may stand between the district and the block ("梅田 3-1-3"); a building word (棟, 館) numbers its room bare ("ヒルズ棟 402").
    // Sapporo's grid names the block by its row and column ("北7条西3丁目"); a typed address may space the chōme from its
    // banchi ("大通西4丁目 6-1"); a building's name may end in its own number ("…スクエア2 4階").
    re: /[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}ー]{1,12}?[ \t　]?(?:\d{1,2}条[東西南北]?)?\d{1,2}(?:丁目[ \t　]?|[-−－])\d{1,4}(?:番地?|[-−－])\d{1,4}(?:号)?(?:[ \t　]*[\p{Script=Katakana}\p{Script=Han}A-Za-zー・]{1,20}\d{0,2}(?:[ \t　]*\d{1,4}(?:号室|号|室|階|F)|[棟館][ \t　]*\d{1,4}(?![\d-])))?/gu,
    // "手順は1-2-3": dashed numbers after a word are an address only beside a place (…区, …市, …町) or a block word.
    valid: (v) => /丁目|番|[区市町村郡都道府県]|号室|階/.test(v),
  },
  {
    name: "es-poligono",
    gate: /Pol(?:[íi]gono|\.)/,
    // A Spanish industrial estate's address: the estate ("Polígono Industrial El Cerro", "Pol. Ind. Las Salinas") and the
    // unit in it (its "nave", "parcela" or a street of the estate and a number), as correos.es and every supplier's invoice write it.
    re: /(?<![\p{L}])Pol(?:[íi]gono|\.)(?:[ \t]+(?:Industrial|Ind\.|Empresarial|Emp\.))?[ \t]+\p{Lu}[\p{L}'’.-]*(?:[ \t]+[\p{L}'’.-]+){0,3},?[ \t]+(?:Nave|nave|Parcela|parcela|Calle|calle|C\/)[ \t]*(?:[\p{Lu}\p{L}'’.-]+[ \t]+){0,3}?(?:n\.?º[ \t]*)?\d{1,4}[A-Za-z]?(?![\p{L}\d])/gu,
  },
  {
    name: "jp-banchi",
    gate: /[都道府県市区町村郡][^\d\n]{0,16}\d{1,4}(?:番地?|[-−－])\d/,
    // Where towns have no chōme (Kyoto's, rural towns'), the address ends in the banchi and the gō alone ("…祇園町南側570-8",
    // "信楽町長野1203-4"). Two numbers are a score or a range as often, so the run before them must name the place: a
    // prefecture (都, 道, 府, 県), or a municipality (市, 区, 郡, 町, 村) and the name of its district ("笠間市箱田",
    // "信楽町長野"), in kanji or katakana (hiragana is the sentence's: particles, "届け先は"); not a word that only opens with 市 or 区 (市場 "market",
    // 区間 "section"); and nothing may follow the numbers that counts them (%, 年, 日, 時, 点, 位, 人, 回, 円).
    re: /(?<![\p{Script=Han}\p{Script=Katakana}ー])[\p{Script=Han}\p{Script=Katakana}ー]{0,10}?(?:[\p{Script=Han}]{1,3}[都道府県][\p{Script=Han}\p{Script=Katakana}ー]{2,20}?|[\p{Script=Han}]{1,4}[市区郡](?![場民販況長役政価街間分域別画切内外])[\p{Script=Han}\p{Script=Katakana}ー]{1,12}?|[\p{Script=Han}]{1,4}[町村][\p{Script=Han}]{1,6}?)\d{1,4}(?:番地?|[-−－])\d{1,4}(?:号)?(?![\d%％年月日時分秒点位人回個件円-])/gu,
  },
  {
    name: "cn-road",
    gate: /\d{1,5}[ \t]?[号號]/,
    // Typed text often spaces the number out ("世纪大道 88 号 2305 室", Taiwan's lane and alley "181 巷 35 弄") and names the
    // tower before its floor ("100号 环球金融中心 45楼"); Taiwan numbers a floor's share as "12 樓之 3" (the third unit of it).
    re: /[\p{Script=Han}]{1,12}?(?:路|街|道|大道|大街|巷|弄|胡同)(?:[一二三四五六七八九十]{1,3}段)?(?:[ \t]?\d{1,4}[ \t]?巷)?(?:[ \t]?\d{1,4}[ \t]?弄)?[ \t]?\d{1,5}[ \t]?[号號](?:[ \t　]?[\p{Script=Han}A-Za-z\d]{0,12}?[ \t　]?\d{1,5}[ \t]?(?:室|号房|楼|樓|层|層|单元)(?:之[ \t]?\d{1,3})?|(?:[ \t　]?[\p{Script=Han}A-Za-z]{1,12}){0,2}?[ \t　]?[A-Z\d]{1,3}[ \t]?(?:座|栋|棟|号楼|號樓)[ \t]?\d{0,5}(?:[ \t]?室)?)?/gu,
  },
  {
    // A number, a street's name with no type word, and a dwelling's or an office's secondary unit as USPS Publication 28 writes
    // them ("77 Bowery Apt 5F", "350 Fifth Suite 2100"): the unit after the name is what says it is a street. Only "Apt" and
    // "Suite": "Unit", "Room" and "Floor" also follow a count of things ("3 Dell Monitors Room 4"). The number must open the
    // phrase (no capitalised word right before it: "Windows 11 Pro Suite 3").
    name: "name-then-unit",
    gate: /(?:Apt|Apartment|Suite|Ste)\.?[ \t]*#?\d/,
    re: /(?<![\w.:\/#-])(?<!\p{Lu}[\p{L}\d]*[ \t])\d{1,5}[ \t]+(?:\p{Lu}[\p{Ll}'’-]+[ \t]+){1,3}(?:Apt|Apartment|Suite|Ste)\.?[ \t]*#?\d{1,5}[A-Z]?(?![\p{L}\d])/gu,
  },
  {
    name: "kr-road",
    gate: /(?:로|길)[ \t]*\d/,
    // The city before the district too ("서울특별시 마포구 월드컵북로 396"), or its short name as Korea Post's address lines
    // and everyday writing give it ("서울 마포구 …", "경기 성남시 …": the metropolitan cities and provinces).
    re: /(?:(?:[\p{Script=Hangul}]{1,8}(?:특별시|광역시|특별자치시|특별자치도|도)|서울|부산|대구|인천|광주|대전|울산|세종|경기|강원|충북|충남|전북|전남|경북|경남|제주)[ \t]+)?[\p{Script=Hangul}]{1,8}(?:구|시|군)[ \t]+[\p{Script=Hangul}\d]{1,10}(?:로|길)[ \t]*\d{1,4}(?:-\d{1,4})?(?![\p{Script=Hangul}\d%.])/gu,
  },
  {
    // A numbered street without an ordinal after the house number, as the grid cities of western Canada write them
    // (Edmonton, Surrey, Calgary: "10304 111 St NW", "7788 128 St", "15220 104 Ave"), with its quadrant if any.
    name: "numbered-grid-street",
    gate: /\d[ \t]+(?:St|Street|Ave|Avenue)\b/,
    re: /(?<![\w.,:\/-])\d{3,5}[ \t]+\d{1,3}[ \t]+(?:St|Street|Ave|Avenue)\.?(?:[ \t]+(?:NW|NE|SW|SE))?(?![\p{L}\d])(?=[ \t]*(?:[,;|"'\n]|$|#|(?:Unit|Suite|Apt)\b))/gu, // a field's or an address's end follows, not prose ("2048 16 Street races")
  },
  {
    // A road-name address without its district ("테헤란로 152", "세종대로 110"), as chat gives one: "로" is also the particle
    // "to/with" ("서버로 2"), so it is read only where the text says an address is meant (주소, 배송지, 도로명, 우편) within
    // the 80 characters before it.
    name: "kr-road-cued",
    gate: /주소|배송지|도로명|우편/,
    re: /(?<![\p{Script=Hangul}\d])[\p{Script=Hangul}]{2,8}(?:대로|로|길)[ \t]*\d{1,4}(?:-\d{1,4})?(?![\p{Script=Hangul}\d%.])/gu,
    valid: (_v, text, start) => /주소|배송지|도로명|우편/.test(text.slice(Math.max(0, start - 80), start)),
  },
  {
    // A name in quotes is written whole, lower-case words too (Bulgarian and Russian: бул. „Черни връх“ 100, ул. «Мира» 5).
    name: "ru-street",
    gate: /(?:ул|вул|пр|пер|бул|наб|ш)\./i,
    re: /(?<![\p{L}])(?:ул\.|улица|вул\.|вулиця|пр\.|просп\.|проспект|пер\.|переулок|провулок|бул\.|бульвар|наб\.|набережная|ш\.|шоссе)[ \t]*(?:[„«“"]\p{Lu}[^„“”«»"\n]{1,40}[“”»"]|\p{Lu}[\p{L}-]+(?:[ \t]+\p{Lu}[\p{L}-]+){0,2}),?[ \t]*(?:(?:д\.|дом|буд\.)[ \t]*)?\d{1,4}[а-яА-Яa-z]?(?:\/\d{1,3})?(?:,?[ \t]*(?:корп\.|к\.|стр\.|кв\.|квартира|оф\.|офис|под\.|ет\.|етаж|ап\.|апартамент|вх\.|бл\.)[ \t]*[\dА-Я]{1,4})*/gu,
  },
  {
    // Vietnamese alleys: house number, then the lane and alley (ngõ/ngách/hẻm/kiệt + number), then the street type
    // first ("số 27 ngõ 105 phố Xuân Thủy", "45/12 hẻm 3 đường Lê Văn Sỹ").
    name: "vn-alley",
    gate: /(?:phố|đường|Phố|Đường)[ \t]+\p{Lu}/u,
    re: /(?<![\p{L}\d])(?:[Ss]ố[ \t]+)?\d{1,4}[A-Za-z]?(?:\/\d{1,4})?[ \t]+(?:(?:ngõ|ngách|hẻm|kiệt|Ngõ|Ngách|Hẻm|Kiệt)[ \t]+\d{1,4}[A-Za-z]?(?:\/\d{1,4})?[ \t]+)*(?:phố|đường|Phố|Đường)[ \t]+\p{Lu}[\p{L}\p{M}]*(?:[ \t]+\p{Lu}[\p{L}\p{M}]*){0,4}/gu,
  },
  {
    // Vietnamese streets are named for people and places and written with no type word after the house number ("27 Lý Thường
    // Kiệt, Hoàn Kiếm", "72 Lê Thánh Tôn"): a number, then two to four capitalised syllables with a diacritic among them, then a
    // comma and a capital or the end of a field, in a text that holds letters only Vietnamese writes (ơ, ư, ă, đ, a tone
    // mark below or a hook above).
    name: "vn-number-name",
    gate: /[ơưăđƠƯĂĐạ-ỹ]/u,
    re: /(?<![\p{L}\d\/.,-])\d{1,4}[A-Za-z]?(?:\/\d{1,4}[A-Za-z]?)?[ \t]+\p{Lu}[\p{Ll}\p{M}]{0,6}(?:[ \t]+\p{Lu}[\p{Ll}\p{M}]{0,6}){1,3}(?=[ \t]*(?:,[ \t]*\p{Lu}|["'|;\n]|$))/gu,
    // The name holds a letter with a diacritic; the text (the gate) holds one only Vietnamese writes.
    valid: (v) => /[\u00C0-\u024F\u1EA0-\u1EF9]/u.test(v),
  },
  {
    // German streets named by a preposition and a place ("Im Neuenheimer Feld 227", "An der Alster 42", "Auf dem Kamp 7",
    // "Unter den Linden 77", "Am Sonnenhang 14"): no type word, so the grammar never reads them. The last word must be a
    // landscape or landmark noun (Feld, Berg, Markt, Hof, Graben, …, glued or alone), and the number must end its field
    // (a comma, a line's end, a separator): "Im Jahr 2024", "am Montag 3 Tickets" and "im Feld 3 eintragen" are not streets.
    name: "de-prepositional",
    gate: /(?:Im|Am|Zum|Zur|Beim|(?:An|Auf|In|Unter|Hinter|Vor|Bei|Über|Ueber)[ \t]+(?:dem|der|den|die|das))[ \t]+\p{Lu}[\p{Ll}ß]+[ \t]+(?:\p{Lu}[\p{Ll}ß]+[ \t]+)?\d/u,
    re: /(?<![\p{L}\d])(?:Im|Am|Zum|Zur|Beim|(?:An|Auf|In|Unter|Hinter|Vor|Bei|Über|Ueber)[ \t]+(?:dem|der|den|die|das))[ \t]+(?:\p{Lu}[\p{Ll}ß]+(?:er|en|es|e)[ \t]+)?\p{Lu}[\p{Ll}ß]+[ \t]+\d{1,4}[a-z]?(?=[ \t]*(?:[,;·|"')\n]|$))/gu,
    valid: (v) => GERMAN_PLACE_NOUN.test(v.replace(/[ \t]+\d{1,4}[a-z]?$/, "")),
  },
];

/** Landscape and landmark nouns German street names end in (alone or glued: "Feld", "Sonnenhang", "Kupfergraben"). */
const GERMAN_PLACE_NOUN =
  /(?:feld|felde|berg|markt|hof|graben|bach|brunnen|anger|wall|tor|ring|park|garten|gärten|heide|wald|hang|rain|kamp|busch|brink|deich|wiese|wiesen|acker|stein|kreuz|linden|mühle|kirche|schloss|hafen|ufer|steig|see|au|aue|holz|dom|weiher|teich|eck|winkel|höhe|hügel|grund|bruch|moor|hain|platz|weg|pfad|kanal|damm|tal|horst|kolk|wehr|turm|pforte|alster|elbe|rhein|main|spree|isar)$/iu;

/**
 * The streets that documentation and forms use as examples ("Musterstraße 1", "123 Example Street, Anytown",
 * "Calle Falsa 123", a test data row's "Teststraße 1, Testhausen"; not "742 Evergreen Terrace", which the corpus's writers label as an address): look-alikes, as "Jane Doe" and "Max Mustermann" are for names.
 */
const PLACEHOLDER_STREET =
  /\b(?:Muster\p{Ll}*|Beispiel\p{Ll}*|Test(?:straße|strasse|str\.|weg|gasse|platz|allee|hausen|stadt|dorf|ville|town)|Example|Sample|Fake|Anytown|Any Street|Calle Falsa|Calle Ejemplo|Rua Exemplo|Via Esempio|Rue de l['’]Exemple|Voorbeeld\p{Ll}*|Exempel\p{Ll}*|Contoh|Przykładow\p{Ll}*)\b/u;
/**
 * A street in a row or a line whose other values are placeholders — the town "Anytown", a postcode of zeros, an address at
 * a reserved example domain ("Test Customer,test@example.org,555-0100,\"123 Main Street\",Anytown,00000"), a form's own
 * stand-ins for the person beside it ("Firstname Lastname", an SSN slot "XXX-XX-XXXX"): test data. ("Jane Doe" is not one:
 * a bill names a real street beside her as often as a template does.)
 */
const PLACEHOLDER_ROW = /\b(?:Anytown|Anyville|Springfield,? (?:XX|ZZ)|Testville|Musterstadt|Beispielstadt|First[ _]?[Nn]ame,? Last[ _]?[Nn]ame)\b|\bX{3}-X{2}-X{4}\b|[,"' \t]0{5}(?:[,"' \t]|$)|@example\.(?:com|org|net)\b/u;
/**
 * The example word of a script written without spaces opening the address ("例如：台北市中正區重慶南路一段122號", a form's
 * hint; "例えば", "예:"): the form's stand-in, as "Musterstraße 1" is in German. Read inside the reading (the road form may
 * take the word in) and just before it.
 */
const EXAMPLE_OPENING = /(?:(?:例如|比如|譬如|範例|范例|示例|例えば|예시)[ \t]*[：:]?|예[ \t]*[：:])[ \t]*$/u; // "예" alone is also "yes"
const EXAMPLE_HEAD = /^(?:例如|比如|譬如|範例|范例|示例|例えば|예시|예[ \t]*[：:])/u;
export function placeholderAddress(text: string, start: number, end: number): boolean {
  if (PLACEHOLDER_STREET.test(text.slice(start, end))) return true;
  if (EXAMPLE_HEAD.test(text.slice(start, start + 4)) || EXAMPLE_OPENING.test(text.slice(Math.max(0, start - 8), start))) return true;
  if (routeWithoutDestination(text, start, end)) return true;
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const lineEnd = text.indexOf("\n", end);
  return PLACEHOLDER_ROW.test(text.slice(Math.max(lineStart, start - 120), Math.min(lineEnd === -1 ? text.length : lineEnd, end + 120)));
}

/**
 * "77, route Faleolo": a French road is named for where it leads ("route de Lyon", "route du Col", "route des Alpes",
 * "route d'Annecy") or by its class ("route nationale 7"); "route" before a bare name is the English noun (a delivery
 * route, a bus route), and the number before it someone else's ("sorter 77").
 */
const FR_ROUTE_NO_PARTICLE = /^\d{1,4}[A-Za-z]?,?[ \t]+route[ \t]+(?!(?:de|du|des|d['’]|la|le|les|nationale|départementale|forestière|neuve|vieille)(?![\p{L}]))/u;
function routeWithoutDestination(text: string, start: number, end: number): boolean {
  return FR_ROUTE_NO_PARTICLE.test(text.slice(start, Math.min(end, start + 24)));
}

/** The forms written in Cyrillic, kana, Han or Hangul: one character-class scan skips them for the mostly-Latin rest. */
const NON_LATIN_FORMS = new Set(["jp-block", "jp-banchi", "cn-road", "kr-road", "ru-street"]);
const NON_LATIN = /[\u0400-\u04ff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;

/** Each form's necessary words (word-gates.ts): a form whose gate or pattern words are all absent is not tried. */
const NEEDS = new Map(FORMS.map((f) => [f, neededWords(f.gate, f.re)]));

export function findAddressForms(text: string): Finding[] {
  const out: Finding[] = [];
  const nonLatin = NON_LATIN.test(text);
  for (const f of FORMS) {
    if ((!nonLatin && NON_LATIN_FORMS.has(f.name)) || !wordsPresent(NEEDS.get(f)!, text) || !f.gate.test(text)) continue;
    for (const m of execAll(f.re, text)) if (!f.valid || f.valid(m[0], text, m.index)) out.push({ type: "street_address", start: m.index, end: m.index + m[0].length, detector: `address:${f.name}`, confidence: 0.75 });
  }
  // The lexicon grammar (address-grammar.ts) reads the forms no per-country pattern above or in detectors.ts does.
  out.push(...findAddressGrammar(text));
  return out;
}
