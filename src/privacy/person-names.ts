import { execAll, wholeWordOccurrences } from "./regex.ts";
import type { Finding } from "./types.ts";

/**
 * Person names. Capitalised words alone are mostly product names (Redis, Next, Claude), so a name
 * needs evidence: a context cue (greeting, sign-off, `Author:` / `Co-authored-by:` / `cc:` lines,
 * `Name <email>`, chat speaker labels, @mentions, "my colleague X", "X said", "ask X") or the name
 * lexicon (compromise's first names and surnames: "Priya Raman" anywhere in prose because "Priya"…
 * is not in it but "Raman"…; "Dana Kim" because "Dana" is a first name). Without the lexicon loaded
 * (the Worker's credential-only guard) only the cue rules run.
 */
export interface NameLexicon {
  /** Lower-case first names that are not also ordinary words. */
  first: Set<string>;
  /** First names that are also ordinary words (mark, grace, chase): need a surname or a strong cue. */
  ambiguousFirst: Set<string>;
  last: Set<string>;
  /** Every other word the lexicon knows (a surname candidate that is a known word is weaker evidence). */
  words: Set<string>;
}

let LEX: NameLexicon | undefined;
export function setNameLexicon(lexicon: NameLexicon): void {
  LEX = lexicon;
}
export function hasNameLexicon(): boolean {
  return LEX !== undefined;
}

const UP = "\\p{Lu}";
const LOW = "[\\p{Ll}\\p{M}]";
const NAME_WORD = `(?:${UP}['’])?${UP}${LOW}+(?:${UP}${LOW}+)?(?:-${UP}${LOW}+)?`;
const PARTICLE = "(?:van der |van den |van |von |de la |de |del |della |der |da |di |dos |du |le |la |bin |al-|ibn |O')";
const HONORIFIC = "(?:(?:Mr|Mrs|Ms|Mx|Dr|Prof|Sir|Dame|Rev)\\.?\\s+)";
const NAME = `${HONORIFIC}?${NAME_WORD}(?:[ \\t]+(?:${UP}\\.[ \\t]+)?${PARTICLE}?${NAME_WORD}){0,2}`;
const LIST_SEP = "(?:,[ \\t]*|[ \\t]+(?:and|&)[ \\t]+|[ \\t]*;[ \\t]*)";

const RELATIONS =
  "wife|husband|partner|spouse|girlfriend|boyfriend|fianc[eé]e?|son|daughter|kid|child|mother|father|mom|mum|dad|brother|sister|grandma|grandpa|grandmother|grandfather|friend|buddy|colleague|coworker|co-worker|boss|manager|team ?lead|tech lead|teammate|neighbou?r|doctor|dentist|therapist|landlord|landlady|client|lead|cofounder|co-founder|founder|ceo|cto|cfo|roommate|flatmate|cousin|uncle|aunt|niece|nephew|mentor|intern|assistant|recruiter|lawyer|accountant|contractor|consultant|designer|engineer|developer|pm|product manager|reviewer|report|direct report|hire|candidate";

const SPEECH_VERBS =
  "said|says|asked|asks|wrote|writes|replied|mentioned|suggested|thinks|thought|reviewed|approved|merged|pushed|fixed|reported|noticed|found|pinged|commented|confirmed|agreed|disagreed|wants|needs|prefers|recommended|explained|promised|joined|left|owns|is out|is off|is on|was|will|would|can|could|has|had|did|sent|shared|emailed|called|texted|told|knows|uploaded|signed|booked|paid";

const BEFORE_WORDS =
  "[Aa]sk|[Pp]ing|[Tt]ell|[Cc]all|[Ee]mail|[Mm]essage|[Tt]ext|[Mm]eet|[Mm]et|[Ww]ith|[Ff]rom|[Tt]o|[Bb]y|[Cc]c|[Pp]er|[Tt]hanks|[Tt]hank|[Aa]sked|[Tt]old|[Aa]ssigned to|[Ll]unch with|[Tt]alked to|[Ss]poke (?:with|to)|[Aa]ccording to|[Ii]nvite|[Ii]nvited|[Ff]or|[Bb]etween|[Ff]orward(?:ed)? to|[Hh]and(?:ed)? (?:it )?(?:off )?to|[Rr]eached out to|[Ss]ync with|[Cc]hat with|[Cc]heck with|[Cc]onfirm with|[Pp]air(?:ed)? with|[Mm]ention(?:ed)?|[Rr]emind|[Ll]oop in|[Tt]ag";

interface Rule {
  re: RegExp;
  /** strong: any plausible capitalised name; lexicon: the first word must be a known first name (or two words with a known surname). */
  evidence: "strong" | "lexicon";
  confidence: number;
  /** The group holds a list of names ("Ana Horvat, Ivan Novak and Dana Kim"). */
  list?: boolean;
  minWords?: number;
  /** A cue stands right beside the name: two unknown capitalised words are enough ("ask Amara Nwosu"). */
  cued?: boolean;
}

const g = (source: string): RegExp => new RegExp(source, "gdu");

export const RULES: Rule[] = [
  // Trailers and headers: commit trailers, e-mail headers, meeting notes, tickets.
  {
    re: g(`(?:^|\\n)[ \\t>*-]*(?:Signed-off-by|Co-authored-by|Co-Authored-By|Reviewed-by|Reported-by|Acked-by|Tested-by|Suggested-by|Helped-by|Requested-by|Authored-by|Author|Authors|From|To|Cc|CC|Bcc|BCC|Reviewer|Reviewers|Assignee|Assignees|Assigned to|Owner|Owners|Contact|Maintainer|Maintainers|Committer|Approved by|Approver|Requested by|Reporter|Attendees|Present|Participants|Speaker|Interviewer|Interviewee|Driver|Host|On behalf of|Name|Full name|Customer|Patient|Emergency contact|Employee|Candidate|Onboarding|Offboarding|Tenant|Landlord|Recipient|Sender|Signed|Signature|Prepared by|Submitted by|Written by|Created by|Updated by|Edited by|Bill to|Ship to|Attn|ATTN|Attention)[ \\t]*:[ \\t]*(?<name>${NAME}(?:${LIST_SEP}${NAME})*)`),
    evidence: "strong",
    confidence: 0.92,
    list: true,
  },
  // Git identity and e-mail display names: "Dana Kim <dana@…>", "\"Kim, Dana\" <…>".
  { re: g(`(?<name>${NAME})[ \\t]+<[^<>\\s@]+@[^<>\\s]+>`), evidence: "strong", confidence: 0.9 },
  { re: g(`(?:\\[user\\][^\\[]*?\\bname[ \\t]*=[ \\t]*|\\buser\\.name[ \\t=]+["']?|\\bGIT_(?:AUTHOR|COMMITTER)_NAME=["']?|\\bauthor[ \\t]*[:=][ \\t]*["']|"author"[ \\t]*:[ \\t]*(?:\\{[ \\t]*"name"[ \\t]*:[ \\t]*)?")(?<name>${NAME})`), evidence: "strong", confidence: 0.9 },
  { re: g(`\\b(?:[Mm]y name is|[Mm]y name's|I am called|I'm called|[Cc]all me|[Tt]his is|[Ii]t's|[Ii]t is)\\s+(?<name>${NAME})`), evidence: "lexicon", confidence: 0.85 },
  { re: g(`\\b(?:[Mm]y name is|[Mm]y name's|I am called|I'm called)\\s+(?<name>${NAME})`), evidence: "strong", confidence: 0.9 },
  // Relations: "my colleague Ana Horvat", "our landlord, Mr Dupont", "Ana's manager Ivan".
  { re: g(`\\b(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir|[Yy]our|the|[Nn]ew|\\p{Lu}\\p{Ll}+'s)[ \\t]+(?:${RELATIONS})(?:,|'s| named| called)?[ \\t]+(?<name>${NAME})`), evidence: "strong", confidence: 0.9 },
  // Greetings at the start of a line or message.
  { re: g(`(?:^|\\n|[.!?][ \\t]+)[ \\t>*-]*(?:Dear|Hi|Hello|Hey|Hiya|Heya|Yo|Morning|Good morning|Good afternoon|Good evening|Greetings|Welcome|Congrats|Congratulations|Thanks|Thank you|Thx|Ty|Cheers)[ \\t,]+(?<name>${NAME})(?=[ \\t]*(?:[,!:;.—–]|-|\\n|$| for\\b| and\\b))`), evidence: "strong", confidence: 0.88, list: false },
  // Sign-offs: "Thanks,\nDana", "Best regards,\nAna Horvat", "— Dana", "-- \nDana Kim".
  { re: g(`(?:^|\\n)[ \\t]*(?:Thanks|Thank you|Many thanks|Cheers|Best|Best wishes|Regards|Best regards|Kind regards|Warm regards|Warmly|Sincerely|Yours|Yours truly|Talk soon|Later|Love|xoxo|Ciao|Take care|Sent from my \\w+)[ \\t]*[,!.]?[ \\t]*\\r?\\n[ \\t]*(?<name>${NAME})[ \\t]*(?=\\r?\\n|$|,)`), evidence: "strong", confidence: 0.9 },
  { re: g(`(?:^|\\n|[ \\t])(?:—|–|--|~)[ \\t]*\\r?\\n?[ \\t]*(?<name>${NAME})[ \\t]*(?=\\r?\\n|$|[,(])`), evidence: "strong", confidence: 0.85 },
  // Chat transcripts: "Dana: can you…", "[10:32] Dana Kim: …", "<dana> …" (lexicon), "**Ana**: …".
  { re: g(`(?:^|\\n)[ \\t]*(?:\\[[^\\]\\n]{1,30}\\][ \\t]*|\\d{1,2}:\\d{2}(?::\\d{2})?(?:[ \\t]*[AaPp][Mm])?[ \\t]+)?(?:\\*\\*|<|@)?(?<name>${NAME})(?:\\*\\*|>)?[ \\t]*(?::|>|\\[\\d)[ \\t]`), evidence: "lexicon", confidence: 0.85, cued: true },
  { re: g(`(?:^|\\n)[ \\t]*(?:\\[[^\\]\\n]{1,30}\\][ \\t]*|\\d{1,2}:\\d{2}(?::\\d{2})?[ \\t]+)(?<name>${NAME})[ \\t]*:[ \\t]`), evidence: "strong", confidence: 0.85, minWords: 1 },
  // Speech and action verbs after a name, words that introduce a person before it.
  { re: g(`(?<![\\p{L}\\p{N}_.@/-])(?<name>${NAME})(?:'s)?[ \\t]+(?:${SPEECH_VERBS})\\b`), evidence: "lexicon", confidence: 0.8, cued: true },
  { re: g(`\\b(?:${BEFORE_WORDS})[ \\t]+(?<name>${NAME})(?![\\p{L}\\p{N}_.@/-]|\\.[\\p{L}])`), evidence: "lexicon", confidence: 0.8, cued: true },
  { re: g(`(?<name>${NAME})(?:'s|’s)[ \\t]+(?:phone|number|mobile|cell|email|e-mail|address|home|house|flat|apartment|birthday|salary|wife|husband|partner|kids?|son|daughter|mom|dad|mother|father|medical|diagnosis|SSN|passport|laptop|account|contract|visa|review|feedback|PR|branch|team|manager|desk)\\b`), evidence: "lexicon", confidence: 0.85, cued: true },
  { re: g(`(?<name>${NAME})(?:'s|’s)[ \\t]+(?:phone|number|mobile|cell|email|e-mail|address|home address|birthday|salary|medical|diagnosis|SSN|passport)\\b`), evidence: "strong", confidence: 0.85, minWords: 2 },
  // Honorifics: "Dr. Anna Weber", "Mr Dupont".
  { re: g(`\\b(?<name>(?:Mr|Mrs|Ms|Mx|Dr|Prof)\\.?[ \\t]+${NAME_WORD}(?:[ \\t]+${PARTICLE}?${NAME_WORD}){0,2})`), evidence: "strong", confidence: 0.9 },
  // Roles and paperwork that are about one person.
  { re: g(`\\b(?:[Cc]ontractor|[Ee]mployee|[Cc]andidate|[Aa]pplicant|[Pp]atient|[Tt]enant|[Nn]ew hire|[Ii]ntern|[Cc]ustomer|[Cc]lient|[Uu]ser|[Mm]ember)[ \\t]+(?<name>${NAME_WORD}[ \\t]+${NAME_WORD})`), evidence: "lexicon", confidence: 0.8, cued: true },
  { re: g(`\\b(?:W-9|W-2|W-4|1099|[Pp]ayslip|[Cc]ontract|[Oo]ffer letter|NDA|[Vv]isa|[Pp]assport|[Ii]nvoice|[Bb]ackground check|[Rr]eference letter|[Pp]erformance review)[ \\t]+(?:for|of|from)[ \\t]+(?<name>${NAME_WORD}[ \\t]+${NAME_WORD})`), evidence: "strong", confidence: 0.85 },
  // Anything that reads "First Last" with a known first name or a known surname.
  { re: g(`(?<![\\p{L}\\p{N}_.@/#$-])(?<name>${NAME_WORD}[ \\t]+(?:${UP}\\.[ \\t]+)?${PARTICLE}?${NAME_WORD}(?:[ \\t]+${NAME_WORD})?)(?![\\p{L}\\p{N}_@/(]|\\.[\\p{L}\\p{N}])`), evidence: "lexicon", confidence: 0.75, minWords: 2 },
];

/** @mentions whose handle starts with a known first name: "@dana.kim", "@priya_r", "cc @Ivan". */
const MENTION = /(?<![\w.@/])@(?<handle>[A-Za-z][A-Za-z0-9]*(?:[._-][A-Za-z0-9]+)*)(?![\w@/]|\.[a-z]{2,}\b)/g;

/** Capitalised words that follow these cues but are not people. */
const NOT_NAMES = new Set(
  (
    "The A An This That These Those It Its I We You They He She Me Us Them My Our Your Their His Her There Here What Who When Where Why How Which " +
    "Claude Copilot Github GitHub Gitlab GitLab Docker Redis Postgres Postgresql PostgreSQL Mysql MySQL Mongo MongoDB Node Next React Vue Svelte Angular Python Rust Go Java Kotlin Swift Scala Ruby Rails Julia Elixir Erlang Haskell Perl Php PHP Dart Flutter Lua " +
    "Cloudflare Workers Worker Wrangler Vercel Netlify Stripe Slack Google Apple Microsoft Amazon AWS Azure Linux Ubuntu Debian Fedora Arch Alpine Mac Macos MacOS Windows Android Ios IOS " +
    "Team Teams Support Admin Admins Everyone Everybody Anyone All Ops DevOps Dev Devs Security Legal Sales Marketing Product Engineering Design QA CI CD Bot Bots Dependabot Renovate Jenkins Travis Circle Buildkite Actions " +
    "Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August September October November December Today Tomorrow Yesterday Tonight Morning Afternoon Evening Night Weekend " +
    "Sir Madam Folks Guys Gang Friends Friend Colleagues Colleague Customer Customers Users User Client Clients Members Member Reviewers Reviewer Maintainers Owner Owners Boss Mom Dad Mum Manager Lead " +
    "Chrome Firefox Safari Edge Jira Confluence Notion Figma Sentry Datadog Grafana Prometheus Kubernetes Terraform Ansible Helm Nginx Apache Kafka Celery Airflow Spark Hadoop Elastic Elasticsearch Kibana Logstash Vault Consul Nomad Packer Vagrant " +
    "Hono Drizzle Vitest Jest Mocha Chai Jasmine Karma Cypress Playwright Puppeteer Selenium Prisma Supabase Firebase Zod Typescript TypeScript Javascript JavaScript Deno Bun Npm NPM Yarn Pnpm Tailwind Vite Webpack Rollup Esbuild Babel Eslint Prettier Storybook " +
    "Django Flask Fastapi FastAPI Laravel Symfony Spring Express Nest Nuxt Remix Astro Gatsby Ember Backbone Meteor Apollo Graphql GraphQL Hugo Jekyll Sinatra Phoenix Gin Echo Fiber Actix Axum Tokio Rocket " +
    "Openai OpenAI Anthropic Gemini Llama Mistral Ollama Cohere Bard Siri Alexa Cortana Chatgpt ChatGPT Gpt GPT Sonnet Opus Haiku " +
    "Again Later Soon Now Then Please Also About Before After Everything Nothing Something Anything Yes No Ok Okay Sure Thanks Thank Cheers Regards Best Hello Hi Hey Dear Welcome Sorry Great Good Nice Cool Done Fixed Update Updated Note Notes Todo TODO Fixme FIXME Warning Error Info Debug Fatal Panic " +
    "Street St Avenue Ave Road Rd Lane Drive Court Boulevard Way Place Square Park Suite Apt Building Floor Room City County State Country North South East West Central Main " +
    "Inc Ltd LLC Corp Co Company Group Labs Systems Software Technologies Solutions Services Foundation University College School Institute Hospital Bank Capital Partners Ventures Holdings Consulting " +
    "New Old Big Small First Last Next Previous Final Default Custom Public Private Internal External Global Local Remote Primary Secondary Master Slave Release Beta Alpha Stable Nightly Canary Staging Production Prod Dev Test Tests Testing Demo Sample Example Examples " +
    "Engram Memory Memories Agent Agents Server Client Service Services Api API Sdk SDK Cli CLI App Apps Web Mobile Desktop Cloud Edge Data Database Cache Queue Index Search Auth Login Logout Signup Account Accounts Settings Config Dashboard Console Portal Page Pages Doc Docs Readme README Changelog License " +
    "Christmas Easter Halloween Thanksgiving Ramadan Diwali Hanukkah"
  ).split(/\s+/),
);
const NOT_NAME_LOWER = new Set([...NOT_NAMES].map((w) => w.toLowerCase()));
/** Product and language names that are also given names: not a person on their own, but "Julia Weber" is. */
const ALSO_GIVEN_NAMES = new Set("Julia Ruby Ada Hugo Jasmine Alexa Siri Claude Jenkins Travis Sage Phoenix Apollo Django Flask Kafka Ember Celery Karma Mocha Chai Jest Swift Rust Dart Elixir Crystal Pearl Amber Jade Ray Victoria Cassandra Iris Luna Aurora Nova Grace Mark Max Bill Rob Jack Frank Dawn Joy Hope Faith June April May August Florence Austin Dallas Jordan Chase Cooper Hunter Mason Carter Tyler Morgan Taylor".split(" "));
for (const w of ["World", "Everyone", "There", "Team", "Guys", "Folks", "Y'all", "All"]) NOT_NAMES.add(w);
const HONORIFIC_WORD = /^(Mr|Mrs|Ms|Mx|Dr|Prof|Sir|Dame|Rev)\.?$/;
const PARTICLE_WORD = /^(van|der|den|von|de|la|del|della|da|di|dos|du|le|bin|ibn|al)$/;

function words(name: string): string[] {
  return name.split(/[ \t]+/).filter((w) => !PARTICLE_WORD.test(w) && !/^\p{Lu}\.$/u.test(w));
}

function isNotName(w: string, inFullName = false): boolean {
  const bare = w.replace(/(?:'s|’s)$/, "");
  if (inFullName && ALSO_GIVEN_NAMES.has(bare)) return false;
  return NOT_NAMES.has(bare) || NOT_NAME_LOWER.has(bare.toLowerCase()) && !(LEX?.first.has(bare.toLowerCase()) ?? false);
}

function knownFirst(w: string, strict: boolean): boolean {
  if (!LEX) return false;
  const lower = w.toLowerCase().split("-")[0]!;
  return LEX.first.has(lower) || (!strict && LEX.ambiguousFirst.has(lower));
}
function knownLast(w: string): boolean {
  return LEX?.last.has(w.toLowerCase()) ?? false;
}
function knownWord(w: string): boolean {
  return LEX?.words.has(w.toLowerCase()) ?? false;
}

/** Trims non-name words from the end and decides whether what is left is a person's name under a rule. */
function acceptName(raw: string, rule: Rule): string | undefined {
  let value = raw;
  for (;;) {
    const ws = words(value);
    const core = ws.filter((w) => !HONORIFIC_WORD.test(w));
    const hasHonorific = core.length < ws.length;
    const full = core.length >= 2 && core.every((w) => !NOT_NAMES.has(w));
    const ok =
      core.length >= 1 &&
      core.length >= (rule.minWords ?? 1) &&
      core.every((w) => !isNotName(w, full)) &&
      (rule.evidence === "strong" || hasHonorific || lexiconEvidence(core) || (rule.cued === true && cuedFullName(core)));
    if (ok) return value;
    const cut = value.lastIndexOf(" ");
    if (cut <= 0) return undefined;
    value = value.slice(0, cut).replace(/[ \t]+$/, "");
  }
}

/** After a cue ("ask", "candidate", "X said"), two or three capitalised words none of which is an ordinary word. */
function cuedFullName(core: string[]): boolean {
  if (!LEX || core.length < 2) return false;
  return core.every((w) => knownFirst(w, false) || knownLast(w) || !knownWord(w));
}

function lexiconEvidence(core: string[]): boolean {
  if (!LEX) return false;
  const [first, ...rest] = core;
  if (!first) return false;
  if (rest.length === 0) return knownFirst(first, true);
  // "Dana Kim": a known first name and a capitalised word that is not an ordinary word (or is a surname).
  const surnameOk = rest.every((w) => knownLast(w) || knownFirst(w, false) || !knownWord(w));
  if (knownFirst(first, true) && surnameOk) return true;
  if (knownFirst(first, false) && rest.some((w) => knownLast(w))) return true; // "Mark Johnson"
  // "Priya Raman": neither word is an ordinary word and one is a known surname.
  return !knownWord(first) && rest.some((w) => knownLast(w)) && !isNotName(first);
}

export function findPersonNames(text: string, knownNames: string[] = [], contextual = true): Finding[] {
  const out: Finding[] = [];
  if (contextual) {
    for (const rule of RULES) {
      rule.re.lastIndex = 0;
      for (const m of execAll(rule.re, text)) {
        const group = m.groups?.name;
        if (!group) continue;
        const groupStart = m.indices!.groups!.name![0];
        const parts = rule.list ? splitList(group) : [{ text: group, offset: 0 }];
        for (const part of parts) {
          const value = acceptName(part.text, rule);
          if (!value) continue;
          const start = groupStart + part.offset;
          out.push({ type: "person_name", start, end: start + value.length, detector: `name:${rule.evidence}`, confidence: rule.confidence });
        }
      }
    }
    for (const m of execAll(MENTION, text)) {
      const handle = m.groups!.handle!;
      const head = handle.split(/[._-]/)[0]!;
      if (!LEX || !LEX.first.has(head.toLowerCase()) || NOT_NAME_LOWER.has(head.toLowerCase())) continue;
      out.push({ type: "person_name", start: m.index + 1, end: m.index + 1 + handle.length, detector: "name:mention", confidence: 0.75 });
    }
  }
  for (const known of knownNames) {
    const trimmed = known.trim();
    if (!trimmed) continue;
    for (const start of wholeWordOccurrences(text, trimmed)) {
      out.push({ type: "person_name", start, end: start + trimmed.length, detector: "name:known", confidence: 1 });
    }
  }
  return out;
}

const LIST_SEP_RE = new RegExp(LIST_SEP, "gu");

function splitList(group: string): Array<{ text: string; offset: number }> {
  const out: Array<{ text: string; offset: number }> = [];
  let last = 0;
  for (const m of execAll(LIST_SEP_RE, group)) {
    out.push({ text: group.slice(last, m.index), offset: last });
    last = m.index + m[0].length;
  }
  out.push({ text: group.slice(last), offset: last });
  return out.filter((p) => p.text.length > 0);
}

/** The first word of an accepted multi-word name, when it is a first name: "Dana Kim … thanks Dana". */
export function firstNameOf(name: string): string | undefined {
  const ws = words(name).filter((w) => !HONORIFIC_WORD.test(w));
  if (ws.length < 2) return undefined;
  const first = ws[0]!;
  return first.length >= 3 && (knownFirst(first, true) || !LEX) && !isNotName(first) ? first : undefined;
}
