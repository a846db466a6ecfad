/**
 * The parts of a street address around its "number + street" core, as one small grammar shared by every
 * address detector: a unit, floor or building before it ("Flat 2, ", "Plot 14, ", "#05-12, ", "4F, ") and
 * after it ("-II", "/3", ", 3º izq.", ", 34th Floor", ", Unit 7", ", 2. OG", ", Tower 2, Office 1804").
 * The detectors find the core; the engine grows each address finding over these parts, so a unit is
 * never left in the text beside a redacted street.
 */
const UNIT_WORD =
  "(?:Apt|Apartment|Appt|Suite|Ste|Unit|Flat|Fl|Floor|Level|Lvl|Room|Rm|Bldg|Building|Tower|Block|Blk|Office|Villa|Dept|Shop|Lot|Plot|House|Piso|piso|Planta|planta|Puerta|puerta|Esc|esc|Int|int|App|app|Whg|Top|Stiege|Etage|bus|bte|Apto|apto|andar|sala|Sala|conj|Casa|casa|Bloco|bloco|Oficina|oficina|Local|local|Interior|Int|Torre|torre|Bodega|Depto|Dpto|m|lok|Lok)";
const ORDINAL = "\\d{1,3}(?:st|nd|rd|th|º|ª|\\.|e|er|ème)?";
const SIDE = "(?:izq|izda|dcha|der|dra|links|rechts|gauche|droite|[A-D])\\.?";
const TAIL_PART =
  `(?:,?[ \\t]+${UNIT_WORD}\\.?[ \\t]*(?:#|No\\.?[ \\t]*|nº[ \\t]*)?[\\w-]{1,6}\\.?` +
  `|,?[ \\t]+${ORDINAL}[ \\t]*(?:Floor|floor|Fl\\.?|piso|planta|andar|OG|Stock|Etage|étage)\\b\\.?` +
  `|,[ \\t]*${ORDINAL}[ \\t]*${SIDE}(?:[ \\t]*${SIDE})?(?=[,\\s]|$)` +
  `|,[ \\t]*\\d{1,2}[ºª][A-Z]?\\b` +
  `|,?[ \\t]+#[\\w-]{1,6})`;
/** After the house number: "-II", "-14", "/3", " bis"; then up to three unit parts. */
const TAIL = new RegExp(`(?:-[IVX]{1,4}\\b|-\\d{1,4}[A-Za-z]?\\b|\\/\\d{1,4}[A-Za-z]?\\b|[ \\t]+(?:bis|ter)\\b)?(?:${TAIL_PART}){0,3}`, "y");
/** Before the street: "Flat 2, ", "Plot 14, ", "#05-12, ", "4F, ", "3rd Floor, ", "No. 7, ". */
const HEAD = new RegExp(
  `(?:(?:${UNIT_WORD}|No|Nº)\\.?[ \\t]*#?[\\w-]{1,6}|#\\d{1,3}-\\d{1,4}|\\d{1,2}F|${ORDINAL}[ \\t]+(?:Floor|Fl\\.?))[ \\t]*,?[ \\t]*$`,
  "u",
);

const UNIT_BEFORE_NUMBER = /(?:Plot|House|Lot|No|Nº|Unit|Flat|Apt|Suite|Villa|Shop|Stand|Erf)\.?[ \t]*#?$/;

export function growAddress(text: string, start: number, end: number): [number, number] {
  TAIL.lastIndex = end;
  const m = TAIL.exec(text);
  let newEnd = m && m[0].length ? end + m[0].replace(/[,\s]+$/, "").length : end;
  const before = text.slice(Math.max(0, start - 24), start);
  const h = HEAD.exec(before);
  // The head must stand alone (line start or after punctuation): "sent to Flat 2, 19 Harrow Road" grows, "version 2, 19 Harrow" cannot.
  let newStart = h && /(?:^|[\s,;:(>"'])$/.test(before.slice(0, h.index)) ? start - (before.length - h.index) : start;
  // "Plot 14, Admiralty Way", "No. 7, Jalan Ampang": the unit word of a core that starts with its number.
  if (newStart === start && /^\d/.test(text.slice(start, start + 1))) {
    const w = UNIT_BEFORE_NUMBER.exec(before);
    if (w && /(?:^|[\s,;:(>"'])$/.test(before.slice(0, w.index))) newStart = start - (before.length - w.index);
  }
  if (newEnd < end) newEnd = end;
  return [newStart, newEnd];
}
