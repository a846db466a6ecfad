/**
 * Claims: what a memory asserts, as (subject, value) pairs with a polarity and qualifiers, read
 * from any memory type by explainable rules. A memory yields zero or more claims:
 *
 *  - metadata: `metadata.subject` (+ `property`) and `metadata.value`;
 *  - key/value in the syntaxes people write: `x: y`, `x = y`, `x → y`, table rows, `x is y`,
 *    `x uses y`, `x set to y`, `set x to y`, `x defaults to y`, `we use y for x`;
 *  - stances: prefer / always / never / avoid / instead of / rather than / over — a stance on a
 *    name (`use pnpm` → pnpm: true) and, for a known tool, the job it does (package manager: pnpm);
 *  - changes: switched / migrated / moved / replaced / renamed / bumped / no longer / deprecated /
 *    now … instead of … — an `old` claim and a `current` one, so a stored memory that still says
 *    the old value is recognised as the thing that changed;
 *  - typed slots inside prose: versions of known tools (Node 20), quantities with units
 *    (a 30 s timeout), booleans (X is enabled).
 *
 * Values are parsed (values.ts) and subjects normalised (text.ts) so spellings compare equal.
 */
import { findCategoryMembers, PROPERTY_NOUNS } from "./lexicon";
import { clausesOf, contextsOfClause, contextsOfTags, subjectKey, subjectLabelOf as subjectText2Label, versionFloor } from "./text";
import { parseValue, textValue, type Value } from "./values";

export interface Claim {
  /** Canonical subject, for matching ("" when the sentence names none, e.g. "we use pnpm"). */
  subject: string;
  /** The subject as people read it (words as written, lower-cased, filler and contexts dropped). */
  label: string;
  /** The job a named tool does, when the value is a known tool (package manager, database, …). */
  category: string | null;
  value: Value;
  /** -1 for "never X", "don't use X", "X is not …". */
  polarity: 1 | -1;
  /** `old` is the from-side of a change statement: true before, not any more. */
  role: "current" | "old";
  contexts: string[];
  rule: string;
  /** The clause it was read from, for the write response and the conflict list. */
  text: string;
}

export interface ClaimSource {
  type: string;
  content: string;
  title?: string | null;
  tags: string[];
  metadata: Record<string, unknown>;
}

const MAX_SUBJECT_WORDS = 7;
const MAX_VALUE_WORDS = 10;

/** Things whose bare numbers are versions ("Node 20", "Postgres 16", "python3.12"). */
const VERSIONED = new Set(
  `node deno bun python python3 java jdk go golang ruby php rust rustc typescript ts postgres mysql mariadb redis mongodb
  elasticsearch kafka react vue angular svelte next.js nuxt django rails spring laravel express fastify hono ubuntu debian
  alpine centos fedora macos ios android kubernetes terraform docker npm pnpm yarn pip gradle maven webpack vite esbuild
  jest vitest eslint prettier tailwind prisma drizzle sqlite openssl nginx envoy istio helm swift kotlin scala elixir erlang
  dotnet .net c# gcc clang llvm cuda wrangler vitest playwright cypress storybook electron flutter dart chrome firefox safari`
    .split(/\s+/)
    .filter(Boolean),
);

const words = (s: string) => s.trim().split(/\s+/).filter(Boolean).length;
const clean = (s: string) => s.trim().replace(/^[`"'“”(]+|[`"'“”),.;:!]+$/g, "").trim();

/** The value part, cut at words that start a new thought ("because", "so that", "since", "—"). */
const cutValue = (s: string) =>
  clean(
    s
      .split(/\s+(?:because|since|so that|so we|so it|which|who|when|unless|except|but|though|although|as of|per|—|–|--)\s+|\s+\(|,\s+(?:and|but|so|which|because)\s+/i)[0]
      // Time phrases say when, not what: "SQS last sprint" is SQS.
      .replace(/\s+(?:(?:last|this|next|earlier this|later this)\s+(?:week|month|quarter|year|sprint|release|friday|monday|tuesday|wednesday|thursday)|yesterday|today|tonight|recently|earlier|a while ago|(?:\d+|a few|two|three)\s+(?:days|weeks|months|sprints)\s+ago|(?:in|on|during|after|before)\s+(?:january|february|march|april|may|june|july|august|september|october|november|december|q[1-4]|\d{4}|monday|tuesday|wednesday|thursday|friday)\b.*)$/i, ""),
  );

const versionish = (subject: string) => {
  const last = subject.toLowerCase().split(/\s+/).pop() ?? "";
  return VERSIONED.has(last) || /\bversion\b/i.test(subject) || VERSIONED.has(subject.toLowerCase());
};

interface Draft {
  subject: string;
  value: string;
  polarity?: 1 | -1;
  role?: "current" | "old";
  rule: string;
  /** Parse the value as a version even without a "v". */
  versionish?: boolean;
}

// ---- change statements: the old and the new value --------------------------------------------
const CHANGE_VERB = String.raw`(?:switched|switching|switch|migrated|migrating|migrate|moved|moving|move|changed|changing|change|went|converted|ported|upgraded|upgrading|upgrade|downgraded|downgrade|bumped|bumping|bump|transitioned|shifted|updated|update)`;
const CHANGE_PATTERNS: { re: RegExp; map: (m: RegExpExecArray) => { subject: string; from: string; to: string } | null }[] = [
  // "switched the CI from Travis to GitHub Actions", "bumped Node from 18 to 20", "moved X from A to B"
  { re: new RegExp(String.raw`\b${CHANGE_VERB}\s+(?:(.{1,60}?)\s+)?from\s+(.{1,60}?)\s+(?:to|over to|onto|into)\s+(.{1,80})$`, "i"), map: (m) => ({ subject: m[1] ?? "", from: m[2], to: m[3] }) },
  // "migrated CircleCI → GitHub Actions", "CI: switched Yarn -> pnpm": the arrow is the from/to.
  { re: new RegExp(String.raw`\b${CHANGE_VERB}\s+(?:(.{1,60}?)\s+)?(?:from\s+)?([^\s→>=-][^→]{0,59}?)\s*(?:→|->|=>)\s*(.{1,80})$`, "i"), map: (m) => ({ subject: m[1] && /\bfrom$/i.test(m[1]) ? "" : m[1] ?? "", from: m[2], to: m[3] }) },
  // "replaced A with B", "swapped A for B"
  { re: /\b(?:replaced|replacing|replace|swapped|swapping|swap|traded)\s+(.{1,60}?)\s+(?:with|for|by)\s+(.{1,80})$/i, map: (m) => ({ subject: "", from: m[1], to: m[2] }) },
  // "dropped A in favour of B", "ditched A for B"
  { re: /\b(?:dropped|ditched|removed|abandoned|retired|got rid of)\s+(.{1,60}?)\s+(?:in favou?r of|for)\s+(.{1,80})$/i, map: (m) => ({ subject: "", from: m[1], to: m[2] }) },
  // "renamed A to B"
  { re: /\brenamed\s+(.{1,60}?)\s+(?:to|as)\s+(.{1,80})$/i, map: (m) => ({ subject: "", from: m[1], to: m[2] }) },
  // "B replaces A", "B replaced A"
  { re: /^(.{1,60}?)\s+(?:now\s+)?(?:replaces|replaced|supersedes|superseded)\s+(.{1,80})$/i, map: (m) => ({ subject: "", from: m[2], to: m[1] }) },
  // "now use B instead of A", "use B instead of A from now on"
  { re: /\b(?:now|from now on|going forward|these days)\b.*?\b(?:use|using|uses|run|runs|on|is|are)\s+(.{1,60}?)\s+(?:instead of|rather than|in place of)\s+(.{1,60})$/i, map: (m) => ({ subject: "", from: m[2], to: m[1] }) },
  { re: /\b(?:use|using|uses|run|runs)\s+(.{1,60}?)\s+(?:instead of|in place of)\s+(.{1,60}?)\s+(?:now|from now on|going forward|these days)$/i, map: (m) => ({ subject: "", from: m[2], to: m[1] }) },
  // "moved the config to src/config.ts" (no from): a location change
  { re: new RegExp(String.raw`\b(?:moved|relocated|move)\s+(.{1,60}?)\s+(?:to|into|under)\s+(\S+[/\\.]\S*)$`, "i"), map: (m) => ({ subject: m[1], from: "", to: m[2] }) },
];

function changeDrafts(clause: string): Draft[] {
  for (const { re, map } of CHANGE_PATTERNS) {
    const m = re.exec(clause);
    if (!m) continue;
    const c = map(m);
    if (!c) continue;
    const from = cutValue(c.from), to = cutValue(c.to);
    if (!to || words(to) > MAX_VALUE_WORDS || (from && words(from) > MAX_VALUE_WORDS)) continue;
    const subject = clean(c.subject ?? "");
    const isVersion = versionish(subject) || /^v?\d/.test(from) && /^v?\d/.test(to);
    const out: Draft[] = [{ subject, value: to, rule: "change", versionish: isVersion }];
    if (from) {
      out.push({ subject, value: from, role: "old", rule: "change", versionish: isVersion });
      // The old thing itself is no longer in use: a stance, so "always use A" is caught too.
      if (!subject || !isVersion) out.push({ subject: from, value: "false", rule: "change", polarity: 1 });
    }
    return out;
  }
  // "no longer use A[, now B]", "A is deprecated[, use B]", "we stopped using A"
  const noLonger = /\b(?:no longer|not anymore|stopped|stop|ripped out|rip out|tore out|threw out|got rid of|get rid of|changed (?:my|our) minds? (?:on|about))\s+(?:use|using|uses|run|running|runs|need|needs|rely on|relying on|support|supporting|on)?\s*(.{1,60}?)(?:\s+any\s*more)?(?:[,;:]\s*(?:(?:we|now|instead)\s+)*(?:use|using|uses|run|runs|it'?s|is)?\s*(.{1,60}?)(?:\s+instead)?)?$/i.exec(clause);
  if (noLonger) {
    const from = cutValue(noLonger[1]);
    const to = noLonger[2] ? cutValue(noLonger[2]) : "";
    if (from && words(from) <= MAX_VALUE_WORDS) {
      const out: Draft[] = [{ subject: from, value: "false", rule: "no-longer" }, { subject: "", value: from, role: "old", rule: "no-longer" }];
      if (to && words(to) <= MAX_VALUE_WORDS) out.push({ subject: "", value: to, rule: "no-longer" });
      return out;
    }
  }
  const deprecated = /^(.{1,60}?)\s+(?:is|are|was|were|has been|have been|got)\s+(?:now\s+)?(?:deprecated|removed|retired|gone|dead|sunset)(?:[,;:]?\s*(?:use|in favou?r of|replaced by|switch to)\s+(.{1,60}))?$/i.exec(clause);
  if (deprecated) {
    const from = cutValue(deprecated[1]);
    const to = deprecated[2] ? cutValue(deprecated[2]) : "";
    const out: Draft[] = [{ subject: from, value: "false", rule: "deprecated" }, { subject: "", value: from, role: "old", rule: "deprecated" }];
    if (to) out.push({ subject: "", value: to, rule: "deprecated" });
    return out;
  }
  return [];
}

// ---- stances: prefer / always / never / avoid / X over Y --------------------------------------
const WHO = String.raw`(?:(?:i|we|you|they|the team|team|everyone|devs?|developers?)\s+)?`;
const STANCE_VERB = String.raw`(?:prefer|prefers|preferring|like|likes|favou?r|favou?rs|want|wants|choose|chooses|chose|pick|picks|picked|go with|went with|stick with|stick to|use|uses|using|run|runs|write|writes|do|does|rely on|standardi[sz]ed on|settled on|opted for|opt for)`;
const NEGATION = String.raw`(?:never|don'?t|do not|doesn'?t|does not|didn'?t|did not|avoid|avoids|avoiding|shouldn'?t|should not|must not|mustn'?t|can'?t|cannot|won'?t|will not|no need to|not)`;

// Compiled once: these run on every clause of every memory a write is compared with.
const OVER = new RegExp(String.raw`(?:^|\b)${WHO}(?:always\s+|usually\s+|strongly\s+)?(?:${STANCE_VERB}\s+)?(.{1,50}?)\s+(?:over|instead of|rather than|in place of|not|vs\.?|versus)\s+(.{1,50})$`, "i");
const NEG = new RegExp(String.raw`(?:^|\b)${WHO}(?:should\s+|must\s+)?${NEGATION}\s+(?:ever\s+)?(?:${STANCE_VERB}\s+|add\s+|call\s+|commit\s+|push\s+|put\s+|deploy\s+|merge\s+)?(.{1,60})$`, "i");
// Anchored: "the billing service uses Postgres" is a key/value about the service, not a stance.
const POS = new RegExp(String.raw`^(?:(?:so|and|but|here|now|going forward|from now on|in general|generally)[,]?\s+)?${WHO}(?:always|usually|only|should|must|prefer to|like to|tend to)?\s*${STANCE_VERB}\s+(.{1,60}?)(?:\s+(?:for|as|to)\s+(?:the\s+|our\s+|all\s+)?(.{1,50}))?$`, "i");

const PREFER_TO = /(?:^|\b)(?:prefer|prefers|preferring|preferred)\s+(?!to\b)(.{1,50}?)\s+to\s+(.{1,50})$/i;

function stanceDrafts(clause: string): Draft[] {
  const out: Draft[] = [];
  // "prefer X over Y", "use X rather than Y", "X over Y"; after a verb of preferring, "X to Y" says the same.
  const over = OVER.exec(clause) ?? PREFER_TO.exec(clause);
  const lead = /^(?:.*?\b)?(?:prefer|prefers|preferring|like|likes|favou?r|want|choose|pick|go with|stick with|use|using|uses|always)\b/i;
  if (over && lead.test(clause.slice(0, over.index + over[0].length - over[2].length))) {
    const x = cutValue(over[1]), y = cutValue(over[2]);
    if (x && y && words(x) <= 6 && words(y) <= 6) {
      const forSubject = /\s+for\s+(.{1,50})$/i.exec(y);
      const yy = forSubject ? clean(y.slice(0, forSubject.index)) : y;
      const subject = forSubject ? clean(forSubject[1]) : "";
      out.push({ subject, value: x, rule: "prefer-over" }, { subject: x, value: "true", rule: "prefer-over" }, { subject: yy, value: "false", rule: "prefer-over" });
      return out;
    }
  }
  // "never use X", "don't use X", "avoid X"
  const neg = NEG.exec(clause);
  if (neg && !/\b(?:is|are)\s+not\b/i.test(neg[0].slice(0, 20))) {
    const x = cutValue(neg[1].replace(/\s+for\s+.*$/i, ""));
    const forSubject = /\s+for\s+(.{1,50})$/i.exec(neg[1]);
    if (x && words(x) <= 8) {
      out.push({ subject: x, value: "false", rule: "never" });
      if (forSubject) out.push({ subject: `${clean(forSubject[1])} ${x}`, value: "false", rule: "never" });
      return out;
    }
  }
  // "always use X (for Y)", "prefer X", "we use X for Y"
  const pos = POS.exec(clause);
  if (pos) {
    const x = cutValue(pos[1]);
    const subject = pos[2] ? cutValue(pos[2]) : "";
    const stanceWord = /\b(?:always|prefer|prefers|preferring|like|likes|favou?r|never|only|should|must|want|choose|pick|stick|standardi[sz]ed|settled|opted)\b|^use\b/i.test(pos[0]);
    if (x && words(x) <= 6 && (subject || stanceWord || findCategoryMembers(x).length)) {
      if (subject && words(subject) <= MAX_SUBJECT_WORDS) out.push({ subject, value: x, rule: "use-for" });
      else out.push({ subject: "", value: x, rule: "use" });
      if (stanceWord) out.push({ subject: x, value: "true", rule: "prefer" });
    }
  }
  return out;
}

// ---- key/value -------------------------------------------------------------------------------
const KV_PATTERNS: { rule: string; re: RegExp; s: number; v: number; polarity?: (m: RegExpExecArray) => 1 | -1 }[] = [
  // "x: y", "x = y", "x=y", "x := y", "x -> y", "x → y", "x => y"
  // (A comparison — "node >= 20", "x <= 5", "a != b" — is a constraint, not "key = value": its
  // operator stays with the value, which then reads as a floor or a ceiling.)
  { rule: "kv", re: /^([^:=→<>!~]{1,60}?)\s*(?::=|=>|->|→|(?<![<>!~])=(?!=)|:(?!\/\/))\s*(.{1,120})$/, s: 1, v: 2 },
  // "set x to y", "pin x to y", "cap x at y"
  { rule: "set-to", re: /\b(?:set|setting|configure|configured|pin|pinned|lock|locked|cap|capped|limit|limited|raise|raised|lower|lowered|increase|increased|decrease|decreased|reduce|reduced|bump|bumped)\s+(?:the\s+)?(.{1,60}?)\s+(?:to|at)\s+(.{1,80})$/i, s: 1, v: 2 },
  // "x defaults to y", "x should be y", "x is set to y", "x is y"
  { rule: "defaults-to", re: /^(.{1,60}?)\s+(?:defaults?\s+to|falls?\s+back\s+to)\s+(.{1,80})$/i, s: 1, v: 2 },
  { rule: "is-set-to", re: /^(.{1,60}?)\s+(?:is|are|was|were|has been|should be|must be|needs to be|stays|remains)\s+(?:now\s+|currently\s+|still\s+)?(?:set|configured|pinned|locked|fixed|capped|limited|hard-?coded|kept)\s+(?:to|at)\s+(.{1,80})$/i, s: 1, v: 2 },
  { rule: "is", re: /^(.{1,60}?)\s+(is|are|was|were|should be|must be|has to be|needs to be|stays|remains|equals)\s+(?:now\s+|currently\s+|still\s+|always\s+)?(not\s+)?(.{1,80})$/i, s: 1, v: 4, polarity: (m) => (m[3] ? -1 : 1) },
  // "x uses y", "x runs on y", "x lives in y", "x targets y", "x is deployed to y"
  { rule: "uses", re: /^(.{1,60}?)\s+(?:now\s+|currently\s+|still\s+|also\s+)?(?:uses|use|runs on|run on|runs|run|targets|requires|require|needs|depends on|is built with|are built with|is hosted on|are hosted on|is deployed to|is deployed on|are deployed to|deploys to|deploy to|deploys on|lives in|live in|lives at|is located in|is located at|is stored in|are stored in|is kept in|are kept in|sits in|goes to|go to|talks to|points to|point to|connects to|is served by|is handled by|are handled by|is managed by|is owned by|are owned by|reads from|writes to)\s+(.{1,80})$/i, s: 1, v: 2 },
  // "y for x" inverted: "we use y for x", "we deploy on y"
  { rule: "we-use-for", re: /\b(?:we|i|the team|they)\s+(?:now\s+|currently\s+|still\s+)?(?:use|run|deploy|host|store|keep|build|ship)\s+(?:\w+\s+)?(?:on|to|in|with)?\s*(.{1,60}?)\s+(?:for|as)\s+(?:the\s+|our\s+)?(.{1,50})$/i, s: 2, v: 1 },
  // "we deploy X on Y", "we host X on Y", "we store X in Y"
  { rule: "we-verb-x-on-y", re: /\b(?:we|i|the team|they)\s+(?:now\s+|currently\s+|still\s+)?(deploy|host|store|keep|run|publish|ship|build|log|send)\s+(.{1,40}?)\s+(?:on|to|in|with|via|through|at|into)\s+(.{1,60})$/i, s: 2, v: 3 },
];

const SUBJECT_REJECT = /^(?:it|this|that|there|here|which|what|who|why|how|when|note|tip|todo|fix|fixed|solution|problem|issue|error|cause|reason|answer|result|so|and|but|because|example|e\.g|i\.e|see|ps|nb)$/i;

function kvDrafts(clause: string): Draft[] {
  for (const p of KV_PATTERNS) {
    const m = p.re.exec(clause);
    if (!m) continue;
    let subject = clean(m[p.s]);
    const rawValue = m[p.v];
    if (!subject || !rawValue) continue;
    // "We moved X" style clauses begin with a pronoun: drop it for "x is y" readings.
    subject = subject.replace(/^(?:we|i|you|they)\s+(?:now\s+)?(?:deploy|host|store|keep|run)\s+/i, "");
    if (p.rule === "we-verb-x-on-y") subject = `${m[1]} ${subject}`;
    // ("The default git branch of the firmware repo" names its property first and may run longer.)
    if ((words(subject) > MAX_SUBJECT_WORDS && !(words(subject) <= MAX_SUBJECT_WORDS + 3 && propertyOfHead(subject))) || SUBJECT_REJECT.test(subject)) continue;
    if (/^(?:https?|ftp|wss?|file|mailto)$/i.test(subject) || /^\d{1,2}$/.test(subject)) continue;
    const value = cutValue(rawValue);
    if (!value || words(value) > MAX_VALUE_WORDS) continue;
    return [{ subject, value, rule: p.rule, polarity: p.polarity?.(m) ?? 1, versionish: versionish(subject) }];
  }
  return [];
}

// ---- typed slots inside prose -----------------------------------------------------------------
const UNIT = String.raw`(?:ms|milliseconds?|s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?|d|days?|w|weeks?|b|bytes?|kb|kib|mb|mib|gb|gib|tb|tib|k|%|percent|px|rem|rps|qps|req\/s|rpm|x|cores?|vcpus?|cpus?|chars?|characters|lines|columns|cols|retries|attempts|workers|replicas|connections|threads|items|requests|rows|users|spaces)`;
const QUANTITY_NOUN = String.raw`(?:timeouts?|ttl|time-?outs?|deadline|limit|cap|max\w*|min\w*|interval|delay|backoff|window|retention|expiry|expiration|lifetime|budget|quota|size|length|width|depth|count|concurrency|parallelism|replicas|workers|threads|retries|attempts|pool(?: size)?|batch(?: size)?|page(?: size)?|port|memory|ram|heap|disk|storage|threshold|coverage|rate(?: limit)?|line length|indent(?:ation)?|tab width|cache(?: ttl)?|sla|slo|uptime)`;

const NUM_UNIT = String.raw`(\d[\d,_]*(?:\.\d+)?\s?${UNIT}?)`;
const QUANTITY_BEFORE = new RegExp(String.raw`\b${NUM_UNIT}\s+((?:[\w-]+\s+){0,2}?${QUANTITY_NOUN})\b`, "gi");
const QUANTITY_AFTER = new RegExp(String.raw`\b((?:[\w-]+\s+){0,2}?${QUANTITY_NOUN})\s+(?:of|at|=|is|are|to|:|was|set to|capped at|limited to|around|about|~)?\s*(?:about\s+|around\s+|~)?${NUM_UNIT}(?![\w.]*[/:])`, "gi");

function slotDrafts(clause: string): Draft[] {
  const out: Draft[] = [];
  // "Node 20", "node@20", "Python 3.12", "postgres 16"
  // A range or a list of versions ("Node 18 through 22", "3.10 and 3.11") is left to the typed
  // values (slots.ts), which compare ranges.
  const ranged = /\d\s*(?:through|thru|to|-|–|and|or|,)\s*v?\d/i.test(clause) || /\b(?:between|from)\s+v?\d/i.test(clause);
  // (An image tag, "python:3.12-slim", "node:20-bookworm", is that name's version too.)
  for (const m of ranged ? [] : clause.matchAll(/\b([A-Za-z][\w.#+-]{0,20}?)(?:\s+version|\s+v|@|:|\s+|(?<=python|node|php|ruby|java|go)(?=\d))v?(\d+(?:\.(?:\d+|x))?(?:\.(?:\d+|x))?)(?![\w.]*[/:])\b/g)) {
    const name = m[1].toLowerCase();
    // "Python 3.10 or newer", "Go 1.21+", "at least Node 18": a floor, which a later version satisfies.
    const floor = versionFloor(clause.slice(0, m.index), clause.slice(m.index + m[0].length));
    if (VERSIONED.has(name) || VERSIONED.has(name.replace(/\d+$/, ""))) out.push({ subject: `${name.replace(/\d+$/, "")} version`, value: `${floor ? ">=" : ""}${m[2]}`, rule: "version", versionish: true });
  }
  // "a 30 s timeout", "30s TTL", "timeout of 30 s", "max 5 retries", "port 8080"
  if (/\d/.test(clause)) {
    // The subject is what the clause says before the number ("Redis runs on port" ≠ "Postgres runs on port").
    const lead = (i: number, noun: string) => `${clause.slice(0, i).split(/\s+/).slice(-6).join(" ")} ${noun}`;
    for (const m of clause.matchAll(QUANTITY_BEFORE)) out.push({ subject: lead(m.index, m[2]), value: m[1], rule: "quantity" });
    for (const m of clause.matchAll(QUANTITY_AFTER)) out.push({ subject: lead(m.index, m[1]), value: m[2], rule: "quantity" });
  }
  // "X is enabled", "X is turned off", "enable X", "disable X"
  const bool = /^(.{1,50}?)\s+(?:is|are|was|were|should be|must be|stays|remains)\s+(?:now\s+|currently\s+|still\s+|always\s+)?(enabled|disabled|on|off|turned on|turned off|active|inactive|required|optional|mandatory|allowed|forbidden|banned|not allowed)$/i.exec(clause);
  if (bool) out.push({ subject: bool[1], value: /off|disabled|inactive|optional|forbidden|banned|not allowed/i.test(bool[2]) ? "false" : "true", rule: "bool" });
  // "enable X", "we disabled X" (not "X is enabled for admins": "enabled" there is not the verb).
  const verb = /^(?:(?:we|i|they|you|please)\s+)?(?:always\s+|now\s+|just\s+)?(enable|enabled|disable|disabled|turn on|turned on|turn off|turned off|switch on|switched on|switch off|switched off)\s+(?:the\s+)?(.{1,50})$/i.exec(clause);
  if (verb) out.push({ subject: cutValue(verb[2]), value: /disable|off/i.test(verb[1]) ? "false" : "true", rule: "bool" });
  return out;
}

/**
 * A draft becomes a claim. "X is our cache" is read as cache = X (the property is the noun after
 * the copula); a value that starts with a property ("runs on port 6380") moves it into the subject.
 * Free-text values count only under a subject that names a property ("default branch", "owner"):
 * "the API is slow" and "the API is REST" are two remarks, not two values of one thing.
 */
function finish(d: Draft, contexts: string[], text: string): Claim[] {
  let subjectText = d.subject;
  let valueText = d.value;
  const inverted = /^(?:(?:our|the|my|their|its|a|an)\s+)?(?:(?:main|primary|default|only|current|new|preferred|official)\s+)?([\w-]+(?:\s+[\w-]+)?)$/i.exec(clean(valueText));
  if (d.rule === "is" && inverted && PROPERTY_NOUNS.has(lastWord(inverted[1])) && !PROPERTY_NOUNS.has(lastWord(subjectText)) && /^(?:our|the|my|their|its)\s/i.test(clean(valueText))) {
    [subjectText, valueText] = [inverted[1], subjectText];
  }
  const lead = /^((?:port|version|region|host|branch|tag|channel|bucket|namespace|database|schema|queue|topic)\s+)(\S+)$/i.exec(clean(valueText));
  if (lead && d.rule !== "change") {
    subjectText = `${subjectText} ${lead[1]}`;
    valueText = lead[2];
  }
  const versionHint = d.versionish || /\bversion$/i.test(subjectText.trim()) || (lead !== null && /^version/i.test(lead[1]));
  let value: Value = parseValue(valueText, versionHint);
  let polarity: 1 | -1 = d.polarity ?? 1;
  // "x is not y" on a boolean flips the value instead of the polarity.
  if (value.kind === "bool" && polarity === -1) {
    value = { ...value, b: !value.b };
    polarity = 1;
  }
  const subject = subjectKey(subjectText);
  // A value that starts with a known tool names it ("Postgres 16 with pgvector" is Postgres, detailed).
  const members = value.kind === "text" ? findCategoryMembers(valueText.replace(/^(?:(?:the|our|a|an|my|their|only|just)\s+)+/i, "")) : [];
  const category = members.length && members[0].index === 0 ? members[0].category : null;
  const role = d.role ?? "current";
  if (value.kind === "text") {
    if (!subject && !category) {
      // "we use X" with X no known tool: a stance on X.
      if (value.tokens.length && value.tokens.length <= 4) {
        return [{ subject: subjectKey(valueText), label: subjectText2Label(valueText), category: null, value: { kind: "bool", b: true, raw: "true" }, polarity, role, contexts, rule: d.rule, text }];
      }
      return [];
    }
    // A list of tools ("SvelteKit, Tailwind, SQLite, Fly.io") is one value in any order: its members
    // as a set, so a reordered list is the same value and a shorter one a detail of it.
    if (category && members.length > 1 && /,|\band\b|\+|\//.test(valueText)) value = { ...textValue([...new Set(members.map((m) => m.value))].sort().join(" ")), raw: valueText };
    else if (category) value = { ...textValue(members[0].value), raw: valueText };
    else if ((!isPropertySubject(subjectText) && !isPathLike(valueText)) || PREDICATE.test(valueText.trim())) return [];
    else if (value.tokens.length > 5) return [];
  }
  return [{ subject, label: subjectText2Label(subjectText), category, value, polarity, role, contexts, rule: d.rule, text }];
}

const lastWord = (s: string) => (s.toLowerCase().match(/[\p{L}\p{N}_-]+/gu) ?? []).pop()?.replace(/s$/, "") ?? "";
/** "the default branch of the repo": the head of "P of X" names a property. */
const propertyOfHead = (s: string) => PROPERTY_NOUNS.has(lastWord(/^(.{1,40}?)\s+of\s+/i.exec(s)?.[1] ?? ""));
/** The subject names a property by its last word ("the repo's default branch") or by the head of "P of X". */
const isPropertySubject = (s: string) => PROPERTY_NOUNS.has(lastWord(s)) || propertyOfHead(s);
/** "written in Go", "owned by the X team": a predicate about the subject, not a value of one of its properties. */
// (A phrasal verb's particle and an adverb of how often may stand between: "backed up nightly to S3", "rolled out
// weekly by the platform team", "scraped every 15 s by the agent".)
const PREDICATE = /^(?!(?:enabled|disabled|required|allowed|banned|pinned|locked|capped|limited|fixed)\b)(?:\w+ed|written|built|run|owned|made|kept|done|known|used|given|taken|seen|driven|shown|hosted|maintained|deployed)\s+(?:(?:up|out|off|down|over|back|away)\s+)?(?:(?:\w+ly|nightly|daily|weekly|hourly|monthly)\s+|every\s+\S+(?:\s+[a-z]+)?\s+)?(?:by|in|with|on|for|from|to|at|as|under|via|into|onto)\b/i;
const isPathLike = (s: string) => /[\\/]|\.\w{1,5}\b|^\w+:\/\//.test(s);

/** Every claim of a memory; pure and cheap (regular expressions over its clauses). */
export function extractClaims(m: ClaimSource): Claim[] {
  const out: Claim[] = [];
  const tagContexts = contextsOfTags(m.tags);
  const md = m.metadata ?? {};
  if (typeof md.subject === "string" && ["string", "number", "boolean"].includes(typeof md.value)) {
    const subject = typeof md.property === "string" ? `${md.subject} ${md.property}` : md.subject;
    out.push(...finish({ subject, value: String(md.value), rule: "metadata", versionish: versionish(subject) }, tagContexts, `${subject}: ${String(md.value)}`));
  }
  for (const clause of clausesOf(m.content)) {
    if (clause.length > 400) continue;
    const contexts = [...new Set([...tagContexts, ...contextsOfClause(clause)])];
    const stripped = clause.replace(/^(?:(?:note|tip|fyi|heads up|update|decision|preference|reminder|important|gotcha|status|todo)\s*[:!-]\s*)/i, "");
    const drafts = [...changeDrafts(stripped)];
    if (!drafts.length) drafts.push(...stanceDrafts(stripped));
    if (!drafts.length) drafts.push(...kvDrafts(stripped));
    drafts.push(...slotDrafts(stripped));
    for (const d of drafts) out.push(...finish(d, contexts, clause));
  }
  return dedupe(out);
}

function dedupe(claims: Claim[]): Claim[] {
  const seen = new Set<string>();
  return claims.filter((c) => {
    const v = c.value.kind === "text" ? c.value.norm : JSON.stringify({ ...c.value, raw: undefined });
    const key = `${c.subject}|${c.category}|${v}|${c.polarity}|${c.role}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The claim's subject as shown to people: the category when the sentence named none. */
export const subjectLabel = (c: Claim) => c.label || c.category || c.subject || "(unnamed)";

