/**
 * Temporal expressions in a query, resolved against `as_of` (or now), all in UTC:
 * "yesterday", "today", "last week", "this month", "3 days ago", "past 2 weeks", "in May 2023",
 * "on 8 May 2023", "2022", "before/after/since/until <one of these>". Also whether the query asks
 * *when* something happened and whether it asks for what is recent. Pure; unit-tested.
 */
import { DAY_MS } from "../util/time";

export interface TimeRange { from: number | null; to: number | null; label: string }

export interface TimeIntent {
  /** "when did…", "what date…": answers carry a time, so time-bearing memories matter. */
  asksWhen: boolean;
  /** "recently", "just", "latest", "what was I doing": the newest memories matter. */
  recency: boolean;
  /** An explicit period; memories inside it are boosted (filters stay `since`/`until`). */
  range: TimeRange | null;
}

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
const MONTH_RE = `(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;
const monthIndex = (s: string) => MONTHS.findIndex((m) => m.startsWith(s.toLowerCase().slice(0, 3)));
const UNIT_DAYS: Record<string, number> = { day: 1, week: 7, month: 30, year: 365 };
const NUMBER_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, couple: 2, few: 3 };

const startOfDay = (t: number) => Math.floor(t / DAY_MS) * DAY_MS;
const utc = (y: number, m: number, d = 1) => Date.UTC(y, m, d);

/** A period named by a date expression at `text`'s start (after "in", "on", "during", …). */
function periodAt(text: string, asOf: number): TimeRange | null {
  const now = new Date(asOf);
  const y = now.getUTCFullYear();
  const today = startOfDay(asOf);
  let m: RegExpExecArray | null;
  if ((m = /^(?:the\s+)?yesterday\b/.exec(text))) return { from: today - DAY_MS, to: today - 1, label: "yesterday" };
  if ((m = /^(?:today|tonight|this morning|this afternoon|this evening)\b/.exec(text))) return { from: today, to: today + DAY_MS - 1, label: m[0] };
  if ((m = /^last night\b/.exec(text))) return { from: today - DAY_MS, to: today - 1, label: "last night" };
  if ((m = /^(this|last|previous|past)\s+(week|month|year|weekend)\b/.exec(text))) {
    const [, which, unit] = m;
    if (unit === "weekend") {
      const dow = now.getUTCDay(); // 0 Sunday
      const lastSat = today - ((dow + 1) % 7) * DAY_MS - (which === "this" ? 0 : 7 * DAY_MS);
      return { from: lastSat, to: lastSat + 2 * DAY_MS - 1, label: `${which} weekend` };
    }
    if (unit === "week") {
      const monday = today - ((now.getUTCDay() + 6) % 7) * DAY_MS;
      return which === "this" ? { from: monday, to: asOf, label: "this week" } : { from: monday - 7 * DAY_MS, to: monday - 1, label: `${which} week` };
    }
    if (unit === "month") {
      const first = utc(y, now.getUTCMonth());
      return which === "this" ? { from: first, to: asOf, label: "this month" } : { from: utc(y, now.getUTCMonth() - 1), to: first - 1, label: `${which} month` };
    }
    return which === "this" ? { from: utc(y, 0), to: asOf, label: "this year" } : { from: utc(y - 1, 0), to: utc(y, 0) - 1, label: `${which} year` };
  }
  if ((m = /^(?:the\s+)?(?:past|last)\s+(\d+|two|three|four|five|six|seven|eight|nine|ten|few|couple(?:\s+of)?)\s+(day|week|month|year)s?\b/.exec(text))) {
    const n = Number(m[1]) || NUMBER_WORDS[m[1].split(/\s/)[0]] || 1;
    return { from: asOf - n * UNIT_DAYS[m[2]] * DAY_MS, to: asOf, label: m[0] };
  }
  if ((m = /^(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|few|couple(?:\s+of)?)\s+(day|week|month|year)s?\s+ago\b/.exec(text))) {
    const n = Number(m[1]) || NUMBER_WORDS[m[1].split(/\s/)[0]] || 1;
    const days = UNIT_DAYS[m[2]];
    const center = asOf - n * days * DAY_MS;
    const half = Math.max(1, days / 2) * DAY_MS;
    return { from: center - half, to: center + half, label: m[0] };
  }
  // 8 May 2023 | 8th of May, 2023 | May 8, 2023 | May 8
  if ((m = new RegExp(`^(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_RE}\\.?,?(?:\\s+(\\d{4}))?\\b`).exec(text))) {
    const year = m[3] ? Number(m[3]) : latestYearFor(monthIndex(m[2]), asOf);
    const from = utc(year, monthIndex(m[2]), Number(m[1]));
    return { from, to: from + DAY_MS - 1, label: m[0] };
  }
  if ((m = new RegExp(`^${MONTH_RE}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b,?(?:\\s+(\\d{4}))?`).exec(text))) {
    const year = m[3] ? Number(m[3]) : latestYearFor(monthIndex(m[1]), asOf);
    const from = utc(year, monthIndex(m[1]), Number(m[2]));
    return { from, to: from + DAY_MS - 1, label: m[0] };
  }
  // May 2023 | May, 2023 | May (the latest May not after as_of)
  if ((m = new RegExp(`^(?:early\\s+|mid\\s*-?\\s*|late\\s+)?${MONTH_RE}\\b,?(?:\\s+(?:of\\s+)?(\\d{4}))?`).exec(text))) {
    const mi = monthIndex(m[1]);
    if (m[1].toLowerCase() === "may" && !m[2] && !/^(?:early|mid|late)/.test(text)) return null; // "may" is usually a verb
    const year = m[2] ? Number(m[2]) : latestYearFor(mi, asOf);
    return { from: utc(year, mi), to: utc(year, mi + 1) - 1, label: m[0] };
  }
  if ((m = /^(?:the\s+)?((?:19|20)\d{2})\b/.exec(text))) {
    const year = Number(m[1]);
    return { from: utc(year, 0), to: utc(year + 1, 0) - 1, label: m[1] };
  }
  if ((m = /^(\d{4})-(\d{2})-(\d{2})\b/.exec(text))) {
    const from = utc(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
    return { from, to: from + DAY_MS - 1, label: m[0] };
  }
  return null;
}

/** The latest year in which `month` has begun by `asOf`. */
function latestYearFor(month: number, asOf: number): number {
  const d = new Date(asOf);
  return month <= d.getUTCMonth() ? d.getUTCFullYear() : d.getUTCFullYear() - 1;
}

const ASKS_WHEN = /(^|[^\p{L}])(when|what (?:time|date|day|year|month|week)|which (?:year|month|day|date|week)|how long ago|since when)\b/iu;
const RECENCY = /\b(recent(?:ly)?|lately|latest|just now|most recent|newest|last time|where (?:did )?(?:we|i) leave off|left off|what (?:was|were|am|are) (?:i|we) (?:doing|working on)|earlier today|a moment ago)\b/i;

export function parseTemporal(query: string, asOf: number): TimeIntent {
  const text = query.toLowerCase().replace(/\s+/g, " ");
  let range: TimeRange | null = null;
  // Scan each word boundary for a period; a preceding "before/after/since/until" opens it.
  const starts = [0, ...[...text.matchAll(/[\s(,]+/g)].map((m) => (m.index ?? 0) + m[0].length)];
  for (const at of starts) {
    const period = periodAt(text.slice(at), asOf);
    if (!period) continue;
    const prefix = text.slice(Math.max(0, at - 12), at);
    const dir = /\b(before|prior to|until|till)\s+$/.exec(prefix)?.[1] ?? /\b(after|since)\s+$/.exec(prefix)?.[1];
    if (dir === "before" || dir === "prior to" || dir === "until" || dir === "till") {
      range = { from: null, to: period.from === null ? null : period.from - 1, label: `${dir} ${period.label}` };
    } else if (dir === "after" || dir === "since") {
      range = { from: dir === "since" ? period.from : (period.to ?? 0) + 1, to: asOf, label: `${dir} ${period.label}` };
    } else {
      range = period;
    }
    break;
  }
  return { asksWhen: ASKS_WHEN.test(text), recency: RECENCY.test(text), range };
}

/** Does a text mention a time (a date, weekday, month, relative day)? Answers to "when" usually do. */
const TIME_MENTION = new RegExp(
  `\\b(yesterday|today|tonight|tomorrow|last (?:night|week|weekend|month|year|summer|winter|spring|fall|autumn|friday|saturday|sunday|monday|tuesday|wednesday|thursday)|this (?:week|weekend|month|year|morning|summer)|next (?:week|month|year)|\\d+ (?:days?|weeks?|months?|years?) ago|(?:a|one|two|three|few|couple of) (?:days?|weeks?|months?|years?) ago|ago|recently|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|${MONTH_RE.replace("|may|", "|(?:in|of|since|during|early|late) may|")}|(?:19|20)\\d{2}|\\d{1,2}:\\d{2}|\\d{4}-\\d{2}-\\d{2})\\b`,
  "i",
);
export const mentionsTime = (text: string) => TIME_MENTION.test(text);
