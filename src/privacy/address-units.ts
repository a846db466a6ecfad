/**
 * The parts of a street address around its "number + street" core, as one small grammar shared by every
 * address detector: a unit, floor or building before it ("Flat 2, ", "Plot 14, ", "#05-12, ", "4F, ") and
 * after it ("-II", "/3", ", 3º izq.", ", 34th Floor", ", Unit 7", ", 2. OG", ", Tower 2, Office 1804").
 * The detectors find the core; the engine grows each address finding over these parts, so a unit is
 * never left in the text beside a redacted street.
 */
const UNIT_WORD =
  "(?:Apt|Apartment|Appt|Erf|Stand|Ward|Suite|Ste|Unit|Flat|Fl|Floor|Level|Lvl|Room|Rm|Bldg|Building|Tower|Block|Blk|Office|Villa|Dept|Shop|Lot|Plot|House|Piso|piso|Planta|planta|Puerta|puerta|Esc|esc|Int|int|App|app|Whg|Top|Stiege|Etage|bus|bte|Apto|apto|andar|sala|Sala|conj|Casa|casa|Bloco|bloco|Oficina|oficina|Local|local|Interior|Int|Torre|torre|Bodega|Depto|Dpto|depto|dpto|m|lok|Lok|floor|apt|unit|suite|flat|Interno|interno|Scala|scala|lgh|Lgh|boîte|Boîte|bte|Daire|daire|D:|Kat|kat|Bât|bât|Bâtiment|bâtiment|Bat|Escalier|escalier|Esc|Porte|porte|Phòng|phòng|Tầng|tầng|Lầu|lầu|Căn hộ|căn hộ|lejl|Lejl|leil|Wohnung|bureau|Bureau|Lantai|lantai|Lt|bl|Bl|sc|Sc|ap|Ap|et(?=\\.)|ajtó|lph|Lph|Of(?=\\.)|Conj|Cj)";
const ORDINAL = "\\d{1,3}(?:st|nd|rd|th|\\.?º|\\.?ª|\\.|e|er|ème|os|ος)?";
// Danish floors name the door too: "4. th." (right), "2. tv." (left), "1. mf." (middle).
const SIDE = "(?:izq|izda|dcha|der|dra|links|rechts|gauche|droite|Esq|esq|Dto|dto|Dt|Frente|frente|tv|th|mf|[A-D])\\.?";
const TAIL_PART =
  // Brazilian forms put " - " between the parts ("Rua Oscar Freire, 379 - apto 52").
  `(?:(?:,|[ \\t]+[-–])?[ \\t]+${UNIT_WORD}(?![a-zà-ÿ])\\.?:?[ \\t]*(?:#|No\\.?[ \\t]*|nº[ \\t]*)?[\\w-]{1,6}\\.?` +
  `|,?[ \\t]+${ORDINAL}[ \\t]*(?:Floor|floor|Fl\\.?|piso|planta|andar|OG|Stock|Etage|étage|etasje|etg|etage|våning|vån|sal|krs|kerros|verdieping|piętro|patro|emelet|kat|Kat|tầng|Tầng|emelet|em|orofos|όροφος|pis)(?![\\p{L}])\\.?(?:[ \\t]+(?:links|rechts|Mitte|gauche|droite|izq|dcha)\\b|[ \\t]+\\d{1,3}\\b\\.?)?` +
  `|,[ \\t]*${ORDINAL}[ \\t]*${SIDE}(?:[ \\t]*${SIDE})?(?=[,;\\s"']|$)` +
  // Portuguese floor after a dash: "Av. da Liberdade, 110 - 2.º", "… - 3.º Esq.".
  `|[ \\t]+[-–][ \\t]+\\d{1,2}\\.?[ºª°](?:[ \\t]*(?:Esq|Dto|Frente|[A-D])\\.?)?` +
  // A Latin American corner: "Av. Amazonas N34-451 y Av. Atahualpa", "Calle 50 esq. Calle 53".
  `|[ \\t]+(?:y|esq\\.?|esquina)[ \\t]+(?:Av\\.|Avenida|Calle|Jr\\.|Jirón|Carrera)[ \\t]+\\p{Lu}[\\p{L}'’-]+(?:[ \\t]+\\p{Lu}[\\p{L}'’-]+)?` +
  // "3º 2ª", "2º B", "4°": a floor and its door as ordinals (º is no word character, so no \\b after it).
  `|,[ \\t]*\\d{1,2}\\.?[ºª°](?:[ \\t]*\\d{1,2}[ºª°]|[ \\t]*[A-Z](?![\\p{L}]))?(?![\\p{L}\\d])` +
  // Catalan floor and door as ordinals: "5è 2a", "1r 1a", "3r 4t".
  `|,[ \\t]*\\d{1,2}(?:è|r|n|t|a)[ \\t]+\\d{1,2}(?:a|è|r|n|t)(?![\\p{L}\\d])` +
  // An East Asian district after the road: "…, Gangnam-gu", "…, Shibuya-ku", "…, Yeoksam-dong".
  `|,[ \\t]*\\p{Lu}\\p{Ll}+-(?:gu|dong|ku|shi|cho|machi|gun|eup|myeon)\\b` +
  // A floor written "5F" after a comma, or "14階"/"8층"/"12楼" after the number (East Asian forms).
  `|,[ \\t]*\\d{1,3}F\\b|[ \\t　]*\\d{1,3}(?:階|층|楼|樓)` +
  `|,?[ \\t]+#[\\w-]{1,6}` +
  // Danish ground floor ("st. tv."), a district numbered after a Gulf street ("Street 14, Al Barsha 2").
  `|,[ \\t]*st\\.?[ \\t]*(?:tv|th|mf)\\.?` +
  `|,[ \\t]*(?:Sector|Block|Phase|Zone)[ \\t]*\\d{1,3}\\b` +
  // Islamabad's lettered sectors ("Street 12, F-7/2").
  `|,[ \\t]*[A-Z]-\\d{1,2}(?:\\/\\d)?(?![\\w/-])` +
  // Units as more countries write them: a Korean building and room ("101동 1203호"), a floor after a comma ("12층"),
  // a Chinese building and room ("2号楼 1503室"), Hebrew floor and flat ("קומה 5", "דירה 4"), Arabic building, floor and
  // flat ("مبنى ٣", "الدور الثالث", "شقة ٧"), Uzbek floor and flat ("4-qavat", "3-xonadon"), Cyrillic house and flat
  // ("д. 77", "кв. 14", "хонаи 12"), Indonesian neighbourhood units ("RT 05/RW 02"), New Zealand rural delivery ("RD 3"),
  // Norwegian flat numbers ("H0301").
  `|,?[ \\t　]*\\d{1,4}동(?:[ \\t]*\\d{1,4}호)?|[ \\t　]*\\d{1,5}호|,[ \\t　]*\\d{1,3}(?:층|階|楼|樓)` +
  `|[ \\t　]*\\d{1,4}(?:号楼|號樓|栋|棟|座)|[ \\t　]*\\d{1,5}(?:室|号房|號房)` +
  `|,[ \\t]*(?:קומה|דירה|כניסה)[ \\t]*\\d{1,3}` +
  `|[،,][ \\t]*(?:مبنى|شقة|عمارة|الدور|الطابق|پلاک|طبقه|واحد)[ \\t]*(?:[\\d٠-٩۰-۹]{1,4}|[\\u0621-\\u064A]+)` +
  // Persian alleys after the street ("، کوچه گلستان"), units in more languages after a comma: "office 12", "bldg 2",
  // Serbian "stan 12" and "2. sprat", Georgian "ბინა 5", Basque "3. ezk.", Portuguese "R/C" (ground floor).
  `|[،,][ \\t]*(?:کوچه|کوی)[ \\t]+[\\u0621-\\u064A\\u067E\\u0686\\u0698\\u06A9\\u06AF\\u06CC]+` +
  `|,[ \\t]*(?:office|bldg|building|room|stan|ბინა|sprat|ezk\\.|esk\\.)[ \\t]*\\d{1,5}[A-Za-z]?` +
  `|,[ \\t]*\\d{1,2}\\.[ \\t]*(?:sprat|kat|ezk|esk|kerros)\\.?` +
  `|,[ \\t]*R\\/C\\b` +
  `|,[ \\t]*\\d{1,3}-(?:qavat|xonadon|uy|kvartira)(?![\\p{L}])` +
  `|,[ \\t]*(?:д\\.|дом|кв\\.|квартира|корп\\.|стр\\.|оф\\.|хонаи|кӯчаи)[ \\t]*\\d{1,4}[а-яА-Я]?` +
  // Polish flats: "104 lok. 5", "84 m. 17".
  `|[ \\t]+lok\\.[ \\t]*\\d{1,4}[a-z]?` +
  `|,[ \\t]*RT[ \\t.]*\\d{1,3}(?:[ \\t]*\\/[ \\t]*RW[ \\t.]*\\d{1,3})?|,[ \\t]*RD[ \\t]*\\d{1,2}\\b|,[ \\t]*H\\d{4}\\b)`;
/** Parts of a building named in German addresses ("Hinterhaus", "Seitenflügel links"). */
const BUILDING_PART = "(?:Hinterhaus|Vorderhaus|Seitenflügel|Gartenhaus|Quergebäude|Rückgebäude|Hof|Aufgang[ \\t]+[A-Z0-9])";
/** After the street: a compass suffix ("Queen St W", "Elgin Ave NW"); after the number: "-II", "-14", "/3", "/B", " bis", " A 12" (not " D:6", a Turkish door the unit grammar reads); then up to three unit parts. */
const TAIL = new RegExp(
  `(?:[ \\t]+(?:N|S|E|W|O|NE|NW|SE|SW|North|South|East|West|Ouest|Est)\\b\\.?)?(?:-[IVX]{1,4}\\b|-\\d{1,2}(?:hg|hoog|h)\\b|-\\d{1,4}[A-Za-z]?\\b|-(?:bis|ter|hs|huis|[A-Za-z])\\b|[ \\t]+[A-H](?:[ \\t]?\\d{1,3})?(?![\\p{L}\\d:])|(?:\\/\\d{1,4}[A-Za-z]?\\b){1,3}|\\/[A-Za-z]\\b|[ \\t]+(?:bis|ter)\\b|\\.(?=[ \\t]+\\d{1,2}\\.[ \\t]*\\p{L}))?(?:${TAIL_PART}|,[ \\t]*${BUILDING_PART}){0,3}`,
  "yu",
);
/** "12/48 Bourke Street": a unit number written before the house number with a slash. */
const SLASH_UNIT = /(?:^|[\s,;:(])((?:(?:Unit|Flat|Apt|Suite|Shop|Villa)\.?[ \t]+)?\d{1,4}[A-Za-z]?\/)$/;
/** "Prinses Beatrixlaan 582", "Lange Voorhout 8": capitalised words before a street whose name ends in its type. */
const SUFFIXED_STREET = /^\p{Lu}[\p{Ll}ß]+(?:laan|straat|weg|gracht|kade|singel|plein|markt|dreef|steeg|straße|strasse|allee|gasse|platz|ring|damm|vej|gade|gatan|vägen|veien|katu)\b/u;
const WORDS_BEFORE = /(?:^|[^\p{L}\p{N}:])((?:\p{Lu}[\p{Ll}.]+[ \t]+){1,2})$/u;
/** Before the street: "Flat 2, ", "Plot 14, ", "#05-12, ", "4F, ", "3rd Floor, ", "No. 7, ". */
const HEAD_PART = `(?:(?:${UNIT_WORD}(?:[ \\t]+No)?|No|Nº)\\.?[ \\t]*#?[\\w/-]{1,6}|(?:G|LG|UG|M)\\/F|#\\d{1,3}-\\d{1,4}|\\d{1,2}F|\\d{1,3}\\/F|${ORDINAL}[ \\t]+(?:Floor|Fl\\.?))`;
/** Up to three parts: Hong Kong names the room, the floor and the tower ("Room 1205, 12/F, Tower 2, 18 Harbour Road"); a ground floor "G/F"; Glasgow's "Flat 2/1". */
const HEAD = new RegExp(`(?:${HEAD_PART}[ \\t]*,[ \\t]*){0,2}${HEAD_PART}[ \\t]*,?[ \\t]*$`, "u");
/** An Indonesian office tower and its floor before the street: "Gedung Wisma 46 Lt. 21, ", "Menara BCA Lantai 12, ". */
const TOWER_FLOOR_HEAD = /(?:Gedung|Wisma|Menara|Graha|Plaza)[ \t]+(?:(?:\p{Lu}[\p{L}.&-]*|\d{1,3})[ \t]+){0,4}(?:Lt\.?|Lantai)[ \t]*\d{1,3},[ \t]*$/u;
/** A unit or two and the building's name before the street: "Flat 12B, Prestige Meridian, ", "Unit 14, Block C, Sunnyside Gardens, ". */
const HEAD_WITH_BUILDING = new RegExp(
  `(?:(?:${UNIT_WORD})\\.?[ \\t]*(?:No\\.?[ \\t]*)?#?[\\w-]{1,6},[ \\t]*){1,2}(?:\\p{Lu}[\\p{L}'’.&-]+[ \\t]+){0,3}\\p{Lu}[\\p{L}'’.-]+,[ \\t]*$`,
  "u",
);

// "House No. 14": a unit word may stand before the number's own marker.
const UNIT_BEFORE_NUMBER = /(?:(?:House|Plot|Door|Flat|Villa|Shop|Unit|Lot|Building|Stand|Erf)\.?[ \t]+(?=N[oº]))?(?:Plot|House|Lot|No|Nº|Unit|Flat|Apt|Apartment|Office|Building|Room|Block|Blk|Tower|Suite|Villa|Shop|Stand|Erf)\.?[ \t]*#?$/;

/** A street numbered after its type ("Ang Mo Kio Ave 3, #05-12", "Jalan Telawi 3, Bangsar"): the number before a comma. */
const TYPE_NUMBER = /[ \t]+\d{1,2}[A-Z]?(?=,)/y;

function newEndOf(text: string, end: number): number {
  if (/[\p{L}.]/u.test(text[end - 1] ?? "")) {
    TYPE_NUMBER.lastIndex = end;
    if (TYPE_NUMBER.test(text)) end = TYPE_NUMBER.lastIndex;
  }
  TAIL.lastIndex = end;
  const m = TAIL.exec(text);
  return m && m[0].length ? end + m[0].replace(/[,\s]+$/, "").length : end;
}

export function growAddress(text: string, start: number, end: number): [number, number] {
  let newEnd = newEndOf(text, end);
  const before = text.slice(Math.max(0, start - 48), start); // room, floor and tower: "Room 1205, 12/F, Tower 2, "
  const wide = text.slice(Math.max(0, start - 90), start);
  const b = HEAD_WITH_BUILDING.exec(wide);
  if (b && /(?:^|[\s,;:(>"'])$/.test(wide.slice(0, b.index))) return [start - (wide.length - b.index), Math.max(newEndOf(text, end), end)];
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
  if (newEnd < end) newEnd = end;
  return [newStart, newEnd];
}
