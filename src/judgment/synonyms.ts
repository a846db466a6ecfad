/**
 * One notion in other words, for the duplicate side of judgment: WordNet's synonyms (generated into
 * synonyms-wordnet.ts by bench/judgment/wordnet-synonyms.ts, restricted to each word's first senses)
 * plus a short reviewed list of developer synonyms and abbreviations WordNet lacks ("svc" = service,
 * "CVE" ~ vulnerability, "stale" = "out of date"). Two words are synonyms when they share a group:
 * the relation is not transitive ("issue" = "topic" and "issue" = "publish" do not make "topic" =
 * "publish"). Also the merge guard's test for a predicate (a verb or adjective by WordNet's tagged
 * corpus), and its opposites (opposites.ts).
 */
import { WORDNET_PREDICATES, WORDNET_SYNONYMS } from "./synonyms-wordnet";
import { formsOf } from "./word-forms";

/**
 * Developer synonyms and abbreviations (reviewed; general words of the trade, never a phrase of a
 * labelled half). One group per line; a multi-word member is written with "_" and read from text by
 * DEV_PHRASES below.
 */
const DEVELOPER_SYNONYMS = `service svc
pull_request pr mr merge_request
repository repo
dependency dep deps
environment env
configuration config cfg conf
database db
kubernetes k8s kube
react_native rn
vulnerability cve vuln
container_image docker_image
stale out_of_date outdated
lockfile package-lock yarn-lock pnpm-lock
tenant customer_account
customer client
cancel end terminate stop
shut_down power_off powered_off turn_off turned_off switch_off switched_off
plan subscription tier
verbose chatty noisy wordy
annual yearly
eur euro
usd dollar
gbp pound sterling
jpy yen
monthly per_month
daily per_day
hourly per_hour
nightly every_night
break fail crash
prefer like want favour favor
dislike hate
implement write
forbid ban prohibit disallow
remove delete drop
reversible undoable
irreversible permanent
credential secret
authentication auth authn
authorization authz
production prod
staging stg
documentation docs doc
application app
message msg
request req
response resp
directory dir folder
command cmd
parameter param arg argument
variable var
function func fn
specification spec
maximum max
minimum min
temporary tmp temp
identifier id
information info
library lib
package pkg
message_queue mq queue
microservice service
endpoint route
deploy ship release
deployment release rollout
outage downtime incident
flaky intermittent unreliable
quarantine isolate
clear reset flush purge wipe
rollback revert
upgrade bump
quick fast
slow sluggish
big large
small little tiny
begin start
finish complete
mandatory required
issue ticket
bug defect
fix patch`;

/** Multi-word members of the developer list, read as one word before comparing ("out of date" → out_of_date). */
const DEV_PHRASES: [RegExp, string][] = [];

interface Table { groups: Map<string, number[]>; predicates: Set<string> }
let table: Table | null = null;

/** Word → its group numbers, built on first use (the strings are parsed once per isolate). */
function load(): Table {
  if (table) return table;
  const groups = new Map<string, number[]>();
  const lines = `${WORDNET_SYNONYMS}\n${DEVELOPER_SYNONYMS}`.split("\n");
  lines.forEach((line, i) => {
    for (const w of line.trim().split(/\s+/)) {
      if (!w) continue;
      const ids = groups.get(w) ?? groups.set(w, []).get(w)!;
      ids.push(i);
    }
  });
  table = { groups, predicates: new Set(WORDNET_PREDICATES.split(" ")) };
  return table;
}
for (const line of DEVELOPER_SYNONYMS.split("\n")) {
  for (const w of line.split(/\s+/)) if (w.includes("_")) DEV_PHRASES.push([new RegExp(String.raw`\b${w.replace(/_/g, "[\\s-]+")}s?\b`, "gi"), w]);
}

/** A text with the developer list's multi-word members joined into one word ("pull requests" → pull_request). */
export const joinPhrases = (text: string): string => DEV_PHRASES.reduce((t, [re, to]) => t.replace(re, to), text);

/** The group numbers of a written word, through its dictionary forms ("subscriptions" → subscription). */
function groupsOf(word: string): Set<number> {
  const g = load().groups;
  const out = new Set<number>();
  for (const l of formsOf(word)) for (const id of g.get(l) ?? []) out.add(id);
  return out;
}

const memo = new Map<string, Set<number>>();
const cachedGroups = (w: string) => {
  let hit = memo.get(w);
  if (!hit) {
    if (memo.size > 20000) memo.clear();
    hit = groupsOf(w);
    memo.set(w, hit);
  }
  return hit;
};

/** Whether two written words name one notion: the same dictionary form, or a shared synonym group. */
export function synonymous(x: string, y: string): boolean {
  if (x === y) return true;
  const [lx, ly] = [formsOf(x), formsOf(y)];
  if (lx.some((l) => ly.includes(l))) return true;
  const gy = cachedGroups(y);
  for (const id of cachedGroups(x)) if (gy.has(id)) return true;
  return false;
}

/** A verb or adjective by WordNet's tagged corpus ("misses", "detects", "stale"), through its dictionary forms. */
export function isPredicate(word: string): boolean {
  const p = load().predicates;
  return formsOf(word).some((l) => p.has(l));
}

