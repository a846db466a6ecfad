/**
 * The parts of a street address around its "number + street" core, as one small grammar shared by every
 * address detector: a unit, floor or building before it ("Flat 2, ", "Plot 14, ", "#05-12, ", "4F, ") and
 * after it ("-II", "/3", ", 3º izq.", ", 34th Floor", ", Unit 7", ", 2. OG", ", Tower 2, Office 1804").
 * The detectors find the core; the engine grows each address finding over these parts, so a unit is
 * never left in the text beside a redacted street.
 */
export const UNIT_WORD =
  "(?:Apt|Apartment|Appt|Erf|Stand|Ward|Suite|Ste|Unit|Flat|Fl|Floor|Level|Lvl|Room|Rm|Bldg|Building|Tower|Block|Blk|Office|Villa|Dept|Shop|Lot|Plot|House|Piso|piso|Planta|planta|Puerta|puerta|Esc|esc|Int|int|App|app|Whg|Top|Stiege|Etage|bus|bte|Apto|apto|andar|sala|Sala|conj|Casa|casa|Bloco|bloco|Oficina|oficina|Local|local|Interior|Int|Torre|torre|Bodega|Depto|Dpto|depto|dpto|m|lok|Lok|floor|apt|unit|suite|flat|Interno|interno|Scala|scala|budynek|Budynek|klatka|Klatka|lgh|Lgh|boîte|Boîte|bte|Daire|daire|D:|Kat|kat|Bât|bât|Bâtiment|bâtiment|Bat|Escalier|escalier|Esc|Porte|porte|Phòng|phòng|Tầng|tầng|Lầu|lầu|Căn hộ|căn hộ|lejl|Lejl|leil|Wohnung|bureau|Bureau|Lantai|lantai|Lt|bl|Bl|sc|Sc|ap|Ap|et(?=\\.)|ajtó|lph|Lph|Of(?=\\.)|Conj|Cj|Fflat)";
const ORDINAL = "\\d{1,3}(?:st|nd|rd|th|\\.?º|\\.?ª|\\.|e|er|ème|os|ος)?";
// Danish floors name the door too: "4. th." (right), "2. tv." (left), "1. mf." (middle).
const SIDE = "(?:izq|izda|dcha|der|dra|Izq|Izda|Dcha|Der|Dra|IZQ|IZDA|DCHA|DER|DRA|ESQ|DTO|links|rechts|gauche|droite|Esq|esq|Dto|dto|Dt|Frente|frente|tv|th|mf|[A-D])\\.?";
/** One of the two streets a block lies between: a number ("10", "57") or a capitalised name ("G", "Habana", "San Lázaro"). */
const CROSS_STREET = "(?:\\d{1,3}[A-Z]?|\\p{Lu}[\\p{L}'’.-]*(?:[ \\t]+\\p{Lu}[\\p{L}'’.-]*){0,2})(?![\\p{L}\\d])";
/** A floor after the number: "3rd Floor", ", 2. kat", " 5. krs", "2e étage". */
// Spanish and Basque write the floor's ordinal and the door's side with no floor word ("3º izq.", "2º dcha", "3. eskuina",
// "2. ezk."): the side word after an ordinal is the floor's part of the address.
const FLOOR_PART = `,?[ \\t]+${ORDINAL}[ \\t]*(?:Floor|floor|Fl\\.?|piso|planta|andar|OG|Stock|Etage|étage|etasje|etg|etage|våning|vån|sal|krs|kerros|verdieping|piętro|patro|emelet|kat|Kat|sprat|tầng|Tầng|emelet|em|orofos|όροφος|pis|izq|izqda|izda|dcha|drcha|dch|ezk|ezkerra|esk|eskuina|eskubia|erdia)(?![\\p{L}])\\.?(?:[ \\t]+(?:links|rechts|Mitte|gauche|droite|izq|dcha)\\b|[ \\t]+\\d{1,3}\\b\\.?)?`;
const TAIL_PART =
  // Brazilian forms put " - " between the parts ("Rua Oscar Freire, 379 - apto 52").
  `(?:(?:,|[ \\t]+[-–])?[ \\t]+${UNIT_WORD}(?![a-zà-ÿ])\\.?:?[ \\t]*(?:#|No\\.?[ \\t]*|nº[ \\t]*)?[\\w-]{1,6}\\.?` +
  `|${FLOOR_PART}` +
  `|,[ \\t]*${ORDINAL}[ \\t]*${SIDE}(?:[ \\t]*${SIDE})?(?=[,;\\s"']|$)` +
  // Portuguese floor after a dash: "Av. da Liberdade, 110 - 2.º", "… - 3.º Esq.".
  `|[ \\t]+[-–][ \\t]+\\d{1,2}\\.?[ºª°](?:[ \\t]*(?:Esq|Dto|Frente|[A-D])\\.?)?` +
  // A Latin American corner: "Av. Amazonas N34-451 y Av. Atahualpa", "Calle 50 esq. Calle 53".
  `|[ \\t]+(?:y|esq\\.?|esquina)[ \\t]+(?:Av\\.|Avenida|Calle|Jr\\.|Jirón|Carrera)[ \\t]+\\p{Lu}[\\p{L}'’-]+(?:[ \\t]+\\p{Lu}[\\p{L}'’-]+)?` +
  // "3º 2ª", "2º B", "4°": a floor and its door as ordinals (º is no word character, so no \\b after it).
  `|,[ \\t]*\\d{1,2}\\.?[ºª°](?:[ \\t]*\\d{1,2}[ºª°]|[ \\t]*[A-Z](?![\\p{L}]))?(?![\\p{L}\\d])` +
  // Spain's floors named by word, as Correos' addressing guide lists them: "bajo" (ground), "entlo."/"entresuelo",
  // "pral."/"principal" (the first above it), "ático"/"sobreático" (the top), each with its door's side or letter
  // ("Avda. de Vigo 55, bajo", "…, 1, entlo. 2ª", "…, ático izda.").
  `|,[ \\t]*(?:[Bb]ajos?|[Ee]ntlo\\.?|[Ee]ntresuelo|[Pp]ral\\.?|[Pp]rincipal|[ÁáAa]tico|[Ss]obre[áa]tico)(?![\\p{L}])(?:[ \\t]*(?:${SIDE}|\\d{1,2}[ºª]))?` +
  // Catalan floor and door as ordinals: "5è 2a", "1r 1a", "3r 4t".
  `|,[ \\t]*\\d{1,2}(?:è|r|n|t|a)[ \\t]+\\d{1,2}(?:a|è|r|n|t)(?![\\p{L}\\d])` +
  // An East Asian district after the road: "…, Gangnam-gu", "…, Shibuya-ku", "…, Yeoksam-dong".
  `|,[ \\t]*\\p{Lu}\\p{Ll}+-(?:gu|dong|ku|shi|cho|machi|gun|eup|myeon)\\b` +
  // A floor written "5F" after a comma, or "14階"/"8층"/"12楼" after the number (East Asian forms).
  `|,[ \\t]*\\d{1,3}F\\b|[ \\t　]*\\d{1,3}(?:階|층|楼|樓)` +
  // Hong Kong's and Manila's floor after the street: "31 Wyndham Street, 6/F", "Ayala Ave 6750, 21/F", "G/F" the ground
  // floor (Hongkong Post's own addressing guide writes floors so; the head grammar already reads them before the street).
  `|,[ \\t]*(?:\\d{1,3}|G|LG|UG|M)\\/F(?![\\p{L}\\d])` +
  // Singapore's unit is "#" floor "-" unit, up to five digits ("#08-1142", "#12-345A"; URA's published format).
  `|,?[ \\t]+#(?:\\d{1,3}-\\d{1,5}[A-Z]?(?![\\w-])|[\\w-]{1,6})` +
  // Danish ground floor ("st. tv."), a district numbered after a Gulf street ("Street 14, Al Barsha 2").
  `|,[ \\t]*st\\.?[ \\t]*(?:tv|th|mf)\\.?` +
  `|,[ \\t]*(?:Sector|Block|Phase|Zone)[ \\t]*\\d{1,3}(?:-?[A-Z])?\\b` + // Chandigarh's lettered sub-sectors: "Sector 17-C"
  // Islamabad's lettered sectors ("Street 12, F-7/2").
  `|,[ \\t]*(?:Sector[ \\t]+)?[A-Z]-\\d{1,2}(?:\\/\\d)?(?![\\w/-])` +
  // Units as more countries write them: a Korean building and room ("101동 1203호"), a floor after a comma ("12층"),
  // a Chinese building and room ("2号楼 1503室"), Hebrew floor and flat ("קומה 5", "דירה 4"), Arabic building, floor and
  // flat ("مبنى ٣", "الدور الثالث", "شقة ٧"), Uzbek floor and flat ("4-qavat", "3-xonadon"), Cyrillic house and flat
  // ("д. 77", "кв. 14", "хонаи 12"), Indonesian neighbourhood units ("RT 05/RW 02"), New Zealand rural delivery ("RD 3"),
  // Norwegian flat numbers ("H0301").
  `|,?[ \\t　]*\\d{1,4}동(?:[ \\t]*\\d{1,4}호)?|,?[ \\t　]*\\d{1,5}(?:호|号室|號室)|,[ \\t　]*\\d{1,3}(?:층|階|楼|樓)` +
  `|[ \\t　]*\\d{1,4}[ \\t　]?(?:号楼|號樓|栋|棟|幢|座|单元|單元)|[ \\t　]*\\d{1,5}[ \\t　]?(?:室|号房|號房)` +
  `|,?[ \\t]*(?:קומה|דירה|כניסה)[ \\t]*\\d{1,3}` +
  `|[،,][ \\t]*(?:مبنى|شقة|عمارة|الدور|الطابق|پلاک|طبقه|واحد)[ \\t]*(?:[\\d٠-٩۰-۹]{1,4}|[\\u0621-\\u064A]+)` +
  // Persian alleys after the street ("، کوچه گلستان"), units in more languages after a comma: "office 12", "bldg 2",
  // Serbian "stan 12" and "2. sprat", Georgian "ბინა 5", Basque "3. ezk.", Portuguese "R/C" (ground floor).
  `|[،,][ \\t]*(?:کوچه|کوی)[ \\t]+[\\u0621-\\u064A\\u067E\\u0686\\u0698\\u06A9\\u06AF\\u06CC]+` +
  `|,[ \\t]*(?:office|bldg|building|room|stan|ბინა|sprat|ezk\\.|esk\\.)[ \\t]*\\d{1,5}[A-Za-z]?` +
  `|,[ \\t]*R\\/C\\b|,[ \\t]*[Rr]\\/[Cc](?:[ \\t]+(?:Esq|Dto|Frente|esq|dto|dta|izq)\\.?)?(?![\\p{L}])` +
  // Units read from their shape rather than their word, so a language the lists above lack still reads (round 7): an ordinal
  // and a lower-case word ("2. eskuina", "5. krs"), one or two lower-case words and a number ("korter 5", "офис 412", "case
  // postale 211": a town is capitalised and its postcode stands before it or has four digits or more), a word and a number
  // after a slash ("88a/Top 12"), a Roman floor and a door ("52. II. em. 4.").
  `|,[ \\t]*\\d{1,2}\\.[ \\t]*\\p{Ll}{2,10}\\.?(?![\\p{L}])` +
  `|,[ \\t]*\\p{Ll}[\\p{Ll}.]{1,11}(?:[ \\t]+\\p{Ll}[\\p{Ll}.]{1,11})?[ \\t]*(?:[1-9]\\d{0,2}(?:\\.\\d{1,3}(?![\\d.]))?|[1-9]\\d{3}(?=[ \\t]*[,;\"')\\n]|$))[A-Za-z]?(?![\\p{L}\\d])` +
  `|\\/\\p{L}{2,8}\\.?[ \\t]*\\d{1,4}[A-Za-z]?(?![\\p{L}\\d])` +
  `|\\.?[ \\t]+[IVX]{1,4}\\.[ \\t]*\\p{Ll}{1,6}\\.(?:[ \\t]*\\d{1,3}\\.?)?` +
  // Hungarian ground floors and numbered floors with their door ("13. fsz. 2.", "5. 2. em. 7.", "3. mfsz. 1. ajtó").
  `|\\.?[ \\t]+(?:fsz|fszt|mfsz|mfszt|\\d{1,2}\\.[ \\t]*em)\\.(?:[ \\t]*\\d{1,3}\\.?(?:[ \\t]*ajtó)?)?` +
  // A floor word after the number the street's own tail ended on ("Mannerheimintie 12 B 5. krs").
  `|(?<=\\d)\\.[ \\t]*(?:krs|kerros|OG|Stock|etg|etasje|em|emelet|sprat|kat|piętro|patro|verdieping|vån|våning)\\.?(?![\\p{L}])` +
  `|,[ \\t]*\\d{1,3}-(?:qavat|xonadon|uy|kvartira)(?![\\p{L}])` +
  `|,[ \\t]*(?:д\\.|дом|кв\\.|квартира|корп\\.|стр\\.|оф\\.|хонаи|кӯчаи)[ \\t]*\\d{1,4}[а-яА-Я]?` +
  // A named building after the street, as Spanish and Portuguese addresses give it ("Av. Arce 2631, Edif. Illimani, Piso 4",
  // "Calle 93 #11-27, Edificio Torre Central"): the building word and its capitalised name, up to three words.
  `|,[ \\t]*(?:Edif\\.|Edificio|Edf\\.|Ed\\.|Edifício|Condominio|Condomínio|Conjunto|Residencial)[ \\t]+\\p{Lu}[\\p{L}'’-]+(?:[ \\t]+\\p{Lu}[\\p{L}'’-]+){0,2}` +
  // A German flat as housing companies number it ("Karl-Marx-Allee 93, WE 14": Wohneinheit).
  `|,[ \\t]*WE[ \\t]+\\d{1,4}(?![\\p{L}\\d])` +
  // Polish flats: "104 lok. 5", "84 m. 17".
  `|[ \\t]+lok\\.[ \\t]*\\d{1,4}[a-z]?` +
  // Cross streets after the number (Cuba's "e/ 10 y 12", "entre G y H", Yucatán's "x 57 y 59"): the block between two
  // streets is how these addresses are found, so it is part of the address.
  `|,?[ \\t]+(?:e\\/|entre|x)[ \\t]*${CROSS_STREET}[ \\t]+y[ \\t]+${CROSS_STREET}` +
  // Finnish flats ("Hämeenkatu 5 as. 7": asunto), Argentine ground floor ("Gorriti 5870, PB 2": planta baja).
  `|[ \\t]+as\\.[ \\t]*\\d{1,4}\\b|,[ \\t]*PB(?:[ \\t]+[A-Z\\d]{1,3})?(?![\\p{L}\\d])` +
  // Two or more capitalised unit words with a small number each ("…, Hyrja 2, Kati 4": entrance and floor in Albanian):
  // one such segment may be a town's district ("Dublin 4"), a run of them is a building's entrance, floor and flat.
  `|(?:,[ \\t]*\\p{Lu}\\p{Ll}{1,10}\\.?[ \\t]+\\d{1,3}[A-Za-z]?(?![\\p{L}\\d])){2,3}` +
  `|,[ \\t]*RT[ \\t.]*\\d{1,3}(?:[ \\t]*\\/[ \\t]*RW[ \\t.]*\\d{1,3})?|,[ \\t]*RD[ \\t]*\\d{1,2}\\b|,[ \\t]*H\\d{4}\\b)`;
/**
 * A flat written in lower case after a comma, in the languages whose word for it is a plain noun: Serbian, Croatian and
 * Bosnian "stan", Russian "kv." (kvartira) in Latin or Cyrillic letters, Georgian "ბინა", Hebrew "דירה" ("Knez Mihailova 22,
 * stan 5", "Nevsky Prospekt 28, kv. 15").
 */
const FLAT_AFTER_COMMA = ",[ \\t]*(?:stan|kv\\.|кв\\.|квартира|ბინა|דירה)[ \\t]*\\d{1,4}[A-Za-zа-я]?(?![\\p{L}\\d])";
/**
 * What after a house number says it is one even with no street type word before it ("Ilica 242, 3. kat", "Vlaška 81a,
 * 2. kat", "Gorriti 5870, PB 2"): a unit word with a number, a floor, a Finnish flat, an Argentine ground floor. The
 * shape-only parts of the tail are left out: after a bare "word + number" they read too much ("Python 3, 2. edition").
 */
export const UNIT_AFTER_NUMBER = new RegExp(
  `(?:(?:,|[ \\t]+[-–])?[ \\t]+${UNIT_WORD}(?![a-zà-ÿ])\\.?[ \\t]*(?:#|No\\.?[ \\t]*)?\\d{1,4}[A-Za-z]?(?![\\p{L}\\d])|${FLAT_AFTER_COMMA}|${FLOOR_PART}|[ \\t]+as\\.[ \\t]*\\d{1,4}\\b|,[ \\t]*PB(?![\\p{L}\\d]))`,
  "yu",
);
/** Parts of a building named in German addresses ("Hinterhaus", "Seitenflügel links"). */
const BUILDING_PART = "(?:Hinterhaus|Vorderhaus|Hinterhof|Vorderhof|Innenhof|Seitenflügel|Gartenhaus|Quergebäude|Rückgebäude|Hof|Aufgang[ \\t]+[A-Z0-9])(?:[ \\t]+(?:links|rechts|li\\.|re\\.))?(?![\\p{L}])";
/** After the street: a compass suffix ("Queen St W", "Elgin Ave NW"); after the number: "-II", "-14", "/3", "/B", " bis", " A 12" (not " D:6", a Turkish door the unit grammar reads); then up to three unit parts. */
const TAIL = new RegExp(
  `(?:[ \\t]+(?:N|S|E|W|O|NE|NW|SE|SW|North|South|East|West|Ouest|Est)\\b\\.?)?(?:-[IVX]{1,4}\\b|-\\d{1,2}(?:hg|hoog|h)\\b|-\\d{1,4}[A-Za-z]?\\b|-(?:bis|ter|hs|huis|[A-Za-z])\\b|[ \\t]+[A-H](?:[ \\t]?\\d{1,3})?(?![\\p{L}\\d:])|(?:\\/\\d{1,4}[A-Za-z]?\\b){1,3}|\\/[A-Za-z]\\b|[ \\t]+(?:bis|ter)\\b|[ \\t]+(?:huis|hs|bg|boven|bov|beneden|ben|zw)(?![\\p{L}\\d-])|\\.(?=[ \\t]+\\d{1,2}\\.[ \\t]*\\p{L})|(?<=\\d)\\.(?=[ \\t]*,))?(?:${TAIL_PART}|,[ \\t]*${BUILDING_PART}){0,3}`,
  "yu",
);
/** "12/48 Bourke Street": a unit number written before the house number with a slash. */
const SLASH_UNIT = /(?:^|[\s,;:(])((?:(?:Unit|Flat|Apt|Suite|Shop|Villa)\.?[ \t]+)?\d{1,4}[A-Za-z]?\/)$/;
/** "Prinses Beatrixlaan 582", "Lange Voorhout 8": capitalised words before a street whose name ends in its type. */
const SUFFIXED_STREET = /^\p{Lu}[\p{Ll}ß]+(?:laan|straat|weg|gracht|kade|singel|plein|markt|dreef|steeg|straße|strasse|allee|gasse|platz|ring|damm|vej|gade|gatan|vägen|veien|katu)\b/u;
/**
 * A house's name before its numbered street, the building-name line of British, Irish and Welsh addresses (Royal Mail's
 * PAF holds it beside the number): a name ending in a house word ("Rose Cottage, ", "The Old Boathouse, ") or Welsh "Tŷ"
 * and its name ("Ty Newydd, "). Read only before a core that opens on its house number.
 */
/** The words British and Irish houses are named by, last in the name ("Rose Cottage", "The Old Boathouse"). */
export const HOUSE_NAME_WORDS = "(?:Cottage|Cottages|House|Farm|Farmhouse|Lodge|Barn|Boathouse|Manor|Grange|Croft|Bungalow|Rectory|Vicarage|Coach House|Mill House)";
const HOUSE_NAME_HEAD = new RegExp(`(?:^|[\\n,;:|—–-][ \\t]*|[ \\t]{2,})((?:The[ \\t]+)?(?:\\p{Lu}[\\p{L}'’-]+[ \\t]+){0,2}${HOUSE_NAME_WORDS}|(?:Ty|Tŷ|Bwthyn|Plas)[ \\t]+\\p{Lu}[\\p{L}'’-]+),[ \\t]*$`, "u");
/** Where a house's name before a street that opens on its number starts ("Rose Cottage, 3 Mill Lane"), if one stands there. */
export function houseNameStart(text: string, start: number): number | undefined {
  if (!/^\d/.test(text.slice(start, start + 1))) return undefined;
  const before = text.slice(Math.max(0, start - 48), start);
  const house = HOUSE_NAME_HEAD.exec(before);
  return house ? start - (before.length - (house.index + house[0].indexOf(house[1]!))) : undefined;
}
const WORDS_BEFORE = /(?:^|[^\p{L}\p{N}:])((?:\p{Lu}[\p{Ll}.]+[ \t]+){1,2})$/u;
/** Before the street: "Flat 2, ", "Plot 14, ", "#05-12, ", "4F, ", "3rd Floor, ", "No. 7, ". */
const HEAD_PART = `(?:(?:${UNIT_WORD}(?:[ \\t]+No)?|No|Nº)\\.?[ \\t]*#?[\\w/-]{1,6}|(?:G|LG|UG|M)\\/F|#\\d{1,3}-\\d{1,4}|\\d{1,2}F|\\d{1,3}\\/F|${ORDINAL}[ \\t]+(?:Floor|Fl\\.?))`;
/** Up to three parts: Hong Kong names the room, the floor and the tower ("Room 1205, 12/F, Tower 2, 18 Harbour Road"); a ground floor "G/F"; Glasgow's "Flat 2/1". */
const HEAD = new RegExp(`(?<![\\p{L}\\p{N}])(?:${HEAD_PART}[ \\t]*,[ \\t]*){0,2}${HEAD_PART}[ \\t]*,?[ \\t]*$`, "u");
/** An Indonesian office tower and its floor before the street: "Gedung Wisma 46 Lt. 21, ", "Menara BCA Lantai 12, ". */
const TOWER_FLOOR_HEAD = /(?:Gedung|Wisma|Menara|Graha|Plaza)[ \t]+(?:(?:\p{Lu}[\p{L}.&-]*|\d{1,3})[ \t]+){0,4}(?:Lt\.?|Lantai)[ \t]*\d{1,3},[ \t]*$/u;
/** A unit or two and the building's name before the street: "Flat 12B, Prestige Meridian, ", "Unit 14, Block C, Sunnyside Gardens, ". */
const HEAD_WITH_BUILDING = new RegExp(
  `(?:(?:(?:${UNIT_WORD})\\.?[ \\t]*(?:No\\.?[ \\t]*)?#?[\\w-]{1,6}|${HEAD_PART}),[ \\t]*){1,2}(?:\\p{Lu}[\\p{L}'’.&-]+[ \\t]+){0,3}\\p{Lu}[\\p{L}'’.-]+,[ \\t]*$`,
  "u",
);

/**
 * The French complement lines before the street (La Poste's order, NF Z 10-011: the residence or building named, then the
 * building, staircase, entrance and flat): "Résidence Les Acacias, Bât. B, 17 rue Félix Faure", "Bâtiment A, Escalier 3,
 * 22 avenue Jean Jaurès". A named residence, or one of those unit words with its letter or number, up to four parts.
 */
const FR_PART =
  "(?:(?:Résidence|Résid\\.|Rés\\.|Residence|Immeuble|Imm\\.|Cité|Lotissement|Domaine|Hameau)[ \\t]+(?:\\p{Lu}[\\p{L}'’-]*|les|le|la|du|des|de|l['’]\\p{L}+)(?:[ \\t]+(?:\\p{Lu}[\\p{L}'’-]*|les|le|la|du|des|de|d['’]\\p{L}+)){0,4}" +
  "|(?:Bât\\.|Bât|Bâtiment|Bat\\.|Escalier|Esc\\.|Entrée|Appartement|Appt\\.|Apt\\.|Porte)[ \\t]*[A-Z0-9]{1,4}(?![\\p{L}\\d]))";
const FR_HEAD = new RegExp(`(?<![\\p{L}\\p{N}])(?:${FR_PART}[ \\t]*,[ \\t]*){1,4}$`, "u");

// "House No. 14", "Ward No. 4" (Nepal's wards): a unit word may stand before the number's own marker.
const UNIT_BEFORE_NUMBER = /(?:(?:House|Plot|Door|Flat|Villa|Shop|Unit|Lot|Building|Stand|Erf|Ward)\.?[ \t]+(?=N[oº]))?(?:Plot|House|Lot|No|Nº|Unit|Flat|Apt|Apartment|Office|Building|Room|Block|Blk|Tower|Suite|Villa|Shop|Stand|Erf)\.?[ \t]*#?$/;

/** Street types that stand before the name, abbreviated or not (Ukrainian, Polish, Russian, Bulgarian, Croatian, Czech, Hungarian, Romanian). */
const STREET_TYPE_BEFORE =
  /(?:vul|vulytsia|vulytsya|ul|ulica|ulitsa|ulice|al|aleja|aleea|pl|plac|bul|bulv|bulevar|bulevard|prosp|prospekt|nab|pereulok|provulok|shosse|trg|nám|utca|str|strada|bd|bdul|calea|şos|sos)\.?[ \t]+$/iu;
/** A street numbered after its type ("Ang Mo Kio Ave 3, #05-12", "Jalan Telawi 3, Bangsar"): the number before a comma, or before a Singapore unit ("Ang Mo Kio Ave 10 #08-1133"). */
const TYPE_NUMBER = /[ \t]+\d{1,2}[A-Z]?(?=,|[ \t]+#\d{1,3}-\d)/y;

function newEndOf(text: string, end: number): number {
  if (/[\p{L}.]/u.test(text[end - 1] ?? "")) {
    TYPE_NUMBER.lastIndex = end;
    if (TYPE_NUMBER.test(text)) end = TYPE_NUMBER.lastIndex;
  }
  TAIL.lastIndex = end;
  const m = TAIL.exec(text);
  return m && m[0].length ? end + m[0].replace(/[,\s]+$/, "").length : end;
}

/**
 * An address grown over its units, and, where it stands in a quoted field that holds nothing but a street, over the
 * whole field: the widest reading first (the quoted field's, when there is one), then the unit grammar's alone. The
 * engine takes the field only where no other finding stands in it (a name before the street or a phone after it says
 * the field is a sentence, not a street: "…님, 배송지 … 테헤란로 152, 12층로 … 010-…"); else the grammar's reading.
 */
export function growAddressReadings(text: string, start: number, end: number): [[number, number], ...Array<[number, number]>] {
  const grammar = growAddressUnits(text, start, end);
  const field = quotedField(text, grammar[0], grammar[1]);
  return field ? [field, grammar] : [grammar];
}

function growAddressUnits(text: string, start: number, end: number): [number, number] {
  let newEnd = newEndOf(text, end);
  const before = text.slice(Math.max(0, start - 48), start); // room, floor and tower: "Room 1205, 12/F, Tower 2, "
  const wide = text.slice(Math.max(0, start - 90), start);
  const b = HEAD_WITH_BUILDING.exec(wide);
  if (b && /(?:^|[\s,;:(>"'])$/.test(wide.slice(0, b.index))) return [start - (wide.length - b.index), Math.max(newEndOf(text, end), end)];
  // A French street opens on its number ("17 rue …"): the complement lines before it belong to it.
  const fr = /^\d/.test(text.slice(start, start + 1)) ? FR_HEAD.exec(wide) : null;
  if (fr && /(?:^|[\s,;:(>"'·])$/.test(wide.slice(0, fr.index))) return [start - (wide.length - fr.index), Math.max(newEndOf(text, end), end)];
  const tower = TOWER_FLOOR_HEAD.exec(wide);
  if (tower && /(?:^|[\s,;:(>"'])$/.test(wide.slice(0, tower.index))) return [start - (wide.length - tower.index), Math.max(newEndOf(text, end), end)];
  const h = HEAD.exec(before);
  // The head must stand alone (line start or after punctuation): "sent to Flat 2, 19 Harrow Road" grows, "version 2, 19 Harrow" cannot.
  let newStart = h && /(?:^|[\s,;:(>"'])$/.test(before.slice(0, h.index)) ? start - (before.length - h.index) : start;
  // "Plot 14, Admiralty Way", "No. 7, Jalan Ampang": the unit word of a core that starts with its number.
  // "House No. 14, …": a core that starts with its number's marker takes the unit word before it too.
  if (newStart === start && /^(?:\d|No\.?[ \t]*\d|Nº)/.test(text.slice(start, start + 6))) {
    const w = UNIT_BEFORE_NUMBER.exec(before);
    if (w && /(?:^|[\s,;:(>"'])$/.test(before.slice(0, w.index))) newStart = start - (before.length - w.index);
  }
  // A street type written before the name, as Slavic, Hungarian and Romanian addresses do ("vul. Khreshchatyk 22", "ul.
  // Banacha 1a", "bul. Vitosha 12", "str. Lipscani 5"): the core read from the name on takes its type word.
  if (newStart === start && /^\p{Lu}/u.test(text.slice(start, start + 1))) {
    const t = STREET_TYPE_BEFORE.exec(before);
    if (t && /(?:^|[\s,;:(>"'/])$/.test(before.slice(0, t.index))) newStart = start - (before.length - t.index);
  }
  if (newStart === start) {
    const slash = SLASH_UNIT.exec(before);
    if (slash) {
      newStart = start - slash[1]!.length;
      // "No. 52/1 Galle Road": the marker before the slashed number.
      const lead = text.slice(Math.max(0, newStart - 24), newStart);
      const w = UNIT_BEFORE_NUMBER.exec(lead);
      if (w && /(?:^|[\s,;:(>"'])$/.test(lead.slice(0, w.index))) newStart -= lead.length - w.index;
    }
    else if (SUFFIXED_STREET.test(text.slice(start, start + 40))) {
      const w = WORDS_BEFORE.exec(before);
      if (w) newStart = start - w[1]!.length;
    }
  }
  if (newStart === start) newStart = houseNameStart(text, start) ?? start;
  if (newEnd < end) newEnd = end;
  return [newStart, newEnd];
}

/** What may stand before a field's opening quote (a CSV comma, "addr=", "VALUES (", a space) and after its closing one. */
const OPENS_FIELD = /[=:,(\[\s]/;
const CLOSES_FIELD = /[,;)\]}\s]/;
/** A field that holds more than a street: a mail or web address, a key, a postcode or a zip run, a state and its zip. */
const NOT_STREET_ONLY = /[@=<>{}|]|:\/\/|\d{5}|(?:^|[\s,])\d{4}(?:[\s,]|$)|\b[A-Z]{2}[ \t]+\d{3,}|\b[A-Z]\d[A-Z][ \t]?\d[A-Z]\d\b|\b[A-Z]{1,2}\d[A-Z\d]?[ \t]\d[A-Z]{2}\b/;

/**
 * A street read inside a quoted field — a CSV cell, an SQL string, `addr="…"` — is the field's street part, and a field
 * that holds nothing but a street (no postcode, no mail or web address, at most 90 characters) is all of it: whatever the
 * unit grammar cannot name around the core is still that address ("Travessa do Carmo 9, r/c Dto", "House No. C 45/9, Ring
 * Road East", "東京都港区六本木6-10-1 402号室"). The line's structure says where the address ends, not a list of words.
 */
function quotedField(text: string, start: number, end: number): [number, number] | undefined {
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  let open = -1;
  for (let i = start - 1; i >= Math.max(lineStart, start - 90); i--) {
    const ch = text[i]!;
    if (ch === '"' || ch === "'") { open = i; break; }
  }
  if (open === -1 || (open > 0 && !OPENS_FIELD.test(text[open - 1]!))) return undefined;
  const q = text[open]!;
  const close = text.indexOf(q, end);
  const lineEnd = text.indexOf("\n", end);
  if (close === -1 || (lineEnd !== -1 && close > lineEnd) || close - open - 1 > 90) return undefined;
  if (close + 1 < text.length && !CLOSES_FIELD.test(text[close + 1]!)) return undefined;
  const field = text.slice(open + 1, close);
  if (/["']/.test(field.replace(/(?<=\p{L})'(?=\p{L})/gu, "")) || NOT_STREET_ONLY.test(field)) return undefined;
  if (open + 1 === start && close === end) return undefined;
  return [open + 1 + (field.length - field.trimStart().length), close - (field.length - field.trimEnd().length)];
}
