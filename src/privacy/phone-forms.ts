/**
 * Phone look-alikes by the number's own form (issue 14, branch `privlook9`): how the digits are grouped, which codes
 * the numbering plan allows, and the mark or key written right before them. Pure functions of the text; `phones.ts`
 * asks them after its candidate pattern and before (or after) libphonenumber.
 */

/**
 * Groupings a North American number is written in: 415-555-0134, (415) 555-0134, 1-415-555-0134, 415.555.0134,
 * 555-0134, 415 5550134, 4155550134, +1 415 555 0134. A number read as American only because nothing else was said
 * (no "+", no phone word before it) must be written this way: "DHL 4921 8830 12" (4-4-2) and "NIP 725-18-01-126"
 * (3-2-2-3, Poland's tax-number layout) hold ten valid NANP digits but are grouped as no one writes a phone here.
 */
const NANP_GROUPS = new Set(["3-3-4", "1-3-3-4", "3-4", "3-7", "10", "11", "1-10"]);
export function nanpGrouping(raw: string): boolean {
  const body = raw.trim().replace(/\s*(?:x|ext\.?|#)\s*\d{1,5}$/i, ""); // an extension is the switchboard's, not the grouping
  const groups = body.split(/\D+/).filter(Boolean).map((g) => g.length).join("-");
  return NANP_GROUPS.has(groups);
}

/** Whether two writings of a number group its digits alike ("(11) 98765-4012" and libphonenumber's national format). */
export function sameGrouping(a: string, b: string): boolean {
  const groups = (x: string) => x.split(/\D+/).filter(Boolean).map((g) => g.length).join("-");
  return groups(a) === groups(b);
}

/**
 * The North American Numbering Plan's own rule: an area code and an exchange start with 2–9 (NXX-NXX-XXXX). "+1 000
 * 555 0100" or "(123) 045-6789" is possible by length only — no line anywhere is numbered so, whatever a writer meant.
 */
export function nanpCodesValid(nationalNumber: string): boolean {
  return nationalNumber.length !== 10 || /^[2-9]\d{2}[2-9]/.test(nationalNumber);
}

/**
 * The key nearest the number names a record, not a line: "Phone-shaped SKU 555-0199-21", "call about order
 * 415-555-0134"? — no: only when the record word stands right before the digits ("SKU ", "order #", "ref: "), so a phone
 * word further back does not make the SKU a phone. "order line 0800 …" ends with "line" and stays a phone.
 */
const RECORD_LEAD = /(?<!\p{L})(?:sku|upc|ean|gtin|isbn|issn|asin|order|invoice|ticket|tracking|serial|part|model|batch|lot|build|ref|reference|case|shipment|booking|confirmation|courier ref)(?:[ \t]*(?:number|no\.?|nr\.?|num|id|#))?[ \t]*[:=#]?[ \t]*$/iu;
export function recordKeyRightBefore(before: string): boolean {
  return RECORD_LEAD.test(before);
}

/** 〒 is Japan's postal mark: the digits after it are a postcode ("〒060-0042"), never a phone. */
export function postalMarkBefore(before: string): boolean {
  return /〒[ \t]*$/.test(before);
}
