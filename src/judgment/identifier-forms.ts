/**
 * Round 15: identifiers whose notation says what kind of thing they name, so that two memories giving one each meet
 * on that kind even when they share few other words (typed-forms.ts hands them to the slot reader):
 *  - USB ids, written as "VID 0x1209, PID 0x5A3C", "1209:5a3d" (lsusb) or "0x1209:0x4A21": one device enumerates
 *    as one vendor:product pair, so the pair is the value ("1209:5a3c") whichever way it is written;
 *  - hexadecimal numbers ("CAN ID 0x18FF50E5", "I2C address 0x44", "arbitration ID is 0x3F2"): an address or a
 *    frame id, compared as a number ("0x0800" = "0x800"); the words around it still say which one;
 *  - issue-tracker project keys ("the Jira project key for Skyhaven is SKY", "tickets: key APP", "the INFRA Jira
 *    project"): a team files its tickets under one key.
 * Pure; every pattern is compiled once here.
 */
import { wordTable } from "./word-table";
export interface IdentifierForm { kind: string; value: string; raw: string; at: number }

/** Kinds whose value names its own slot: one device has one USB id, whatever else each text says of it. */
export const SELF_SLOTTED_KINDS = new Set(["usb id"]);
/**
 * Kinds whose notation names the slot, unless each side names an owner the other does not ("the platform team's Jira
 * key" / "the mobile team's"): the words that only say what kind of value it is, which name no owner.
 */
export const OWNED_KINDS: Record<string, Set<string>> = wordTable({
  // (With the group nouns that name no owner by themselves: "the search squad" / "the billing squad" are two owners.)
  "project key": new Set(["jira", "youtrack", "linear", "key", "project", "ticket", "issue", "look", "lik", "no", "not", "use", "file", "liv", "under", "team", "squad", "group"]),
});

const HEX4 = String.raw`(?:0x)?([0-9a-f]{4})`;
/** "1209:5a3d", "0x1209:0x4A21" (two groups of four hex digits: never a time of day, whose groups have two). */
const USB_PAIR = new RegExp(String.raw`(?<![\w:.-])${HEX4}:${HEX4}(?![\w:-]|\.\w)`, "gi");
/** "VID 0x1209, PID 0x5A3C", "VID=1209 PID=5a3c". */
const USB_NAMED = new RegExp(String.raw`\bVID\b\s*[:=]?\s*${HEX4}\b[\s,;/]*(?:and\s+)?\bPID\b\s*[:=]?\s*${HEX4}\b`, "gi");
/** Words that say the text is about USB devices: without them "dead:beef" is no vendor and product. */
const USB_WORDS = /\b(?:usb|vid|pid|lsusb|enumerat\w*|vendor|dfu)\b/i;
const HEX = /(?<![\w.:-])0x([0-9a-f]{1,16})(?![\w…]|\.\w)/gi;

/** A project key: capitals (a digit may follow), 2–10 long, as trackers write them ("SKY", "DENG", "MOB2"). */
const KEY = String.raw`([A-Z][A-Z0-9]{1,9})`;
/** Words that say the key is an issue tracker's (not a licence key, an API key or a map key). */
const TRACKER = /\b(?:jira|youtrack|linear|tickets?|issues?)\b|\b(?:project|issue) key\b/i;
/** "key SKH", "key for the mobile team is MOB", "key … looks like MOB" (a few words between, no clause end). */
const AFTER_KEY = new RegExp(String.raw`\bkey\b(?:\s+(?:for|of)\s+[^.;:\n]{1,40}?)?\s*(?:\bis\b|\blooks like\b|=|:)?\s*[("'\`]?${KEY}(?![\w-])`, "g");
/** "the INFRA Jira project", "under the SKY project". */
const BEFORE_PROJECT = new RegExp(String.raw`(?<![\w-])${KEY}\s+(?:Jira\s+)?project\b`, "g");
/** A denial right before the key ("there is no MOB project") names a key that is not the value. */
const DENIED_BEFORE = /\b(?:no|not|never|isn't|aren't)\s+(?:the\s+)?$/i;

export function identifierFormsOf(text: string): IdentifierForm[] {
  const out: IdentifierForm[] = [];
  const usbSpans: [number, number][] = [];
  if (USB_WORDS.test(text)) {
    for (const re of [USB_NAMED, USB_PAIR]) {
      for (const m of text.matchAll(re)) {
        if (usbSpans.some(([s, e]) => m.index < e && m.index + m[0].length > s)) continue;
        out.push({ kind: "usb id", value: `${m[1]}:${m[2]}`.toLowerCase(), raw: m[0], at: m.index });
        usbSpans.push([m.index, m.index + m[0].length]);
      }
    }
  }
  for (const m of text.matchAll(HEX)) {
    if (usbSpans.some(([s, e]) => m.index >= s && m.index < e)) continue;
    // (A hex number of 17 or more digits, or an elided one — "0x7a3F…c91E" — is a hash or an address: the lookahead drops it.)
    out.push({ kind: "hex", value: BigInt(`0x${m[1]}`).toString(16), raw: m[0], at: m.index });
  }
  if (TRACKER.test(text)) {
    for (const re of [AFTER_KEY, BEFORE_PROJECT]) {
      for (const m of text.matchAll(re)) {
        const at = m.index + m[0].lastIndexOf(m[1]);
        if (DENIED_BEFORE.test(text.slice(Math.max(0, at - 16), at)) || out.some((f) => f.kind === "project key" && f.at === at)) continue;
        out.push({ kind: "project key", value: m[1], raw: m[1], at });
      }
    }
  }
  return out;
}
