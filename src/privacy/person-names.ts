import type { Finding } from "./types.ts";

/**
 * Personal names are only flagged in clearly personal context: a capitalized
 * word after "my colleague", in a sign-off, a Signed-off-by trailer, a
 * greeting. Capitalized words alone are mostly product names (Redis, Next,
 * Claude), and guessing on them would mask the knowledge worth keeping.
 */
const NAME_WORD = "(?:\\p{Lu}['’])?\\p{Lu}\\p{Ll}+(?:-\\p{Lu}\\p{Ll}+)?";
const HONORIFIC = "(?:(?:Mr|Mrs|Ms|Mx|Dr|Prof)\\.?\\s+)?";
const FULL_NAME = `${HONORIFIC}${NAME_WORD}(?: (?:van |de |von |da |di |le |la )?${NAME_WORD}){0,2}`;

const RELATIONS =
  "wife|husband|partner|girlfriend|boyfriend|son|daughter|kid|mother|father|mom|mum|dad|brother|sister|friend|colleague|coworker|co-worker|boss|manager|teammate|neighbou?r|doctor|therapist|landlord|client|lead|cofounder|co-founder|roommate|cousin|uncle|aunt";

/** Patterns whose trigger is weak ("ping", "meet", a role noun) need a first and last name to count. */
const CONTEXTS: RegExp[] = [
  new RegExp(`\\b(?:[Mm]y name is|[Mm]y name's|I am called|[Cc]all me)\\s+(?<name>${FULL_NAME})`, "gu"),
  new RegExp(`\\b(?:[Mm]y|[Oo]ur) (?:${RELATIONS})(?:,|'s| named| called)?\\s+(?<name>${FULL_NAME})`, "gu"),
  new RegExp(`\\b(?:${RELATIONS}),? (?<name>${FULL_NAME}),? (?:said|says|told|asked|wants|suggested|mentioned|prefers|thinks|reviewed|approved)\\b`, "gu"),
  new RegExp(`\\b(?:Signed-off-by|Co-authored-by|Reviewed-by|Reported-by|Acked-by|Tested-by|Author|From|Reviewer|Assignee|Owner|Contact):[ \\t]+(?<name>${FULL_NAME})`, "gu"),
  new RegExp(`(?:^|\\n)[ \\t]*(?:Dear|Hi|Hello|Hey)\\s+(?<name>${FULL_NAME})\\s*[,!]`, "gu"),
  new RegExp(`(?:^|\\n)[ \\t]*(?:Thanks|Thank you|Cheers|Best|Regards|Best regards|Kind regards|Sincerely)[,!]?[ \\t]*\\n?[ \\t]*(?<name>${FULL_NAME})[ \\t]*(?=\\n|$)`, "gu"),
  new RegExp(`\\b(?:[Pp]ing|[Aa]sk|[Cc]all|[Ee]mail|[Tt]ext|[Mm]essage|[Tt]ell|[Mm]eet|[Mm]et|[Cc]c)\\s+(?<name>${NAME_WORD} ${NAME_WORD})\\b`, "gu"),
  // Roles and paperwork that are about one person: "Contractor Ana Horvat", "W-9 for Ivan Novak", "Onboarding: Ana Horvat,".
  new RegExp(`\\b(?:[Cc]ontractor|[Ee]mployee|[Cc]andidate|[Aa]pplicant|[Pp]atient|[Tt]enant|[Nn]ew hire|[Ii]ntern|[Cc]ustomer|[Cc]lient)\\s+(?<name>${NAME_WORD} ${NAME_WORD})`, "gu"),
  new RegExp(`\\b(?:W-9|W-2|W-4|1099|[Pp]ayslip|[Cc]ontract|[Oo]ffer letter|NDA|[Vv]isa|[Pp]assport|[Ii]nvoice|[Bb]ackground check) (?:for|of) (?<name>${NAME_WORD} ${NAME_WORD})`, "gu"),
  new RegExp(`\\b(?:Onboarding|Offboarding|Employee|Candidate|Name|Full name|Customer|Patient|Emergency contact):[ \\t]+(?<name>${NAME_WORD} ${NAME_WORD})`, "gu"),
  // Git identity: [user] name = …, git config user.name "…", GIT_AUTHOR_NAME=…
  new RegExp(`(?:\\[user\\][^\\[]*?\\bname[ \\t]*=[ \\t]*|\\buser\\.name[ \\t=]+["']?|\\bGIT_(?:AUTHOR|COMMITTER)_NAME=["']?)(?<name>${FULL_NAME})`, "gu"),
  new RegExp(`\\b(?<name>${NAME_WORD} ${NAME_WORD})(?:'s)? (?:phone|email|address|birthday|salary|home address|medical|diagnosis|SSN)\\b`, "gu"),
];

const TWO_WORD_SOURCES = new Set(CONTEXTS.filter((r) => r.source.includes(`${NAME_WORD} ${NAME_WORD}`)).map((r) => r.source));

/** Capitalized words that follow these phrases but are not people. */
const NOT_NAMES = new Set(
  (
    "The A An This That It Claude Copilot Github GitHub Gitlab Docker Redis Postgres Node Next React Vue Svelte Python Rust Go Java " +
    "Cloudflare Workers Wrangler Vercel Netlify Stripe Slack Google Apple Microsoft Amazon AWS Azure Linux Ubuntu Debian Mac Windows " +
    "Team Support Admin Everyone Team All Ops Dev Devs Security Legal Sales Marketing Product Engineering QA CI Bot Dependabot Renovate " +
    "Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August September October November December " +
    "Sir Madam World Folks Alpine Chrome Firefox Safari Jira Confluence Notion Figma Sentry Datadog Grafana Kubernetes Terraform Ansible " +
    "Hono Drizzle Vitest Jest Prisma Supabase Firebase Zod Typescript TypeScript Javascript JavaScript Deno Bun Npm Yarn Pnpm Tailwind " +
    "Again Later Soon Today Tomorrow Yesterday Now Then Here There Please Also Again Again About Before After Everything Nothing Something"
  ).split(/\s+/),
);

const HONORIFIC_WORD = /^(Mr|Mrs|Ms|Mx|Dr|Prof)\.?$/;

function plausibleName(name: string, minWords: number): boolean {
  const words = name.split(/\s+/).filter((w) => !/^(van|de|von|da|di|le|la)$/.test(w));
  const core = words.filter((w) => !HONORIFIC_WORD.test(w));
  // "Mr Dupont" is one name word plus a title; a title alone is not a name.
  const enough = core.length >= minWords || (core.length >= 1 && core.length < words.length);
  return enough && core.every((w) => !NOT_NAMES.has(w.replace(/'s$/, "")));
}

export function findPersonNames(text: string, knownNames: string[] = [], contextual = true): Finding[] {
  const out: Finding[] = [];
  if (contextual) {
    for (const re of CONTEXTS) {
      re.lastIndex = 0;
      for (const m of text.matchAll(new RegExp(re.source, re.flags + "d"))) {
        const span = m.indices?.groups?.name;
        const name = m.groups?.name;
        if (!span || !name) continue;
        // Drop a trailing capitalized word that is not a name ("my colleague Ana Horvat Monday" is rare; "Ana Thanks" is not).
        let value = name;
        const minWords = TWO_WORD_SOURCES.has(re.source) ? 2 : 1;
        while (value.includes(" ") && !plausibleName(value, minWords)) value = value.slice(0, value.lastIndexOf(" "));
        if (!plausibleName(value, minWords)) continue;
        out.push({ type: "person_name", start: span[0], end: span[0] + value.length });
      }
    }
  }
  for (const known of knownNames) {
    const trimmed = known.trim();
    if (!trimmed) continue;
    const escaped = trimmed.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    for (const m of text.matchAll(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "gu"))) {
      out.push({ type: "person_name", start: m.index, end: m.index + trimmed.length });
    }
  }
  return out;
}
