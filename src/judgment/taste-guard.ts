/**
 * What the learned duplicate model (duplicate-model.ts) may not merge, whatever its probability (round 19): two tastes.
 *
 * A preference is the user's taste about one thing, and two opposite tastes about that thing share its words and its
 * subject: "use long flags (--recursive, not -r) so I can read them" / "Short flags please; `rm -rf` is easier to
 * read", "code first, prose after" / "the explanation before any code", "friendly, non-technical error messages" /
 * "show the raw error code and exception". The model merges pairs whose words do not all pair up; the left-over words
 * of two opposite tastes are plain words (an adjective, an order, a style), which it reads as "only plain words
 * differ". On the training halves the non-duplicates it ranks closest to its threshold are mostly such preference
 * pairs (bench/judgment/README.md "Round 19"). The rule paths still merge restated preferences where every word of
 * each side is accounted for (same words up to synonyms, the meaning path with no new value); only the model is
 * refused. Decisions and patterns are not tastes: they name what is done, and their opposites differ in a value, a
 * tool or a denial the merge guards read.
 */
import { disjointPastOneSynonym } from "./predicate-coverage";
import { withoutFileExtensions } from "./file-names";
import { perScopeClash } from "./per-scope";
import { addedClause } from "./added-clause";
import { buildVariantClash } from "./build-variants";
import { settingValueUnstated } from "./unstated-setting-value";
import { namedHolderClash } from "./named-holder";
import { addedRequirement } from "./added-requirement";
import { changeSaidElsewhere } from "./change-cue-languages";
import { distinctShape } from "./distinct-values";
import { noSharedMeaning } from "./shared-meaning";
import { arrowChangeAgainstOld } from "./named-switch";

/**
 * One project named before a colon on both sides ("berthbook: every API handler validates with zod first." /
 * "berthbook: every cron job writes a heartbeat row.", aa-u-027, round 24b) is the subject, not a layout line
 * (predicate-coverage.ts reads a colon as layout and leaves it to other guards): the colon is dropped for the model's
 * strict check so the two predicates are read.
 */
function withoutSharedProjectColon(a: string, b: string): [string, string] {
  const lead = /^([\w.-]+):\s+/;
  const [ma, mb] = [lead.exec(a), lead.exec(b)];
  if (!ma || !mb || ma[1].toLowerCase() !== mb[1].toLowerCase()) return [a, b];
  return [`${ma[1]} ${a.slice(ma[0].length)}`, `${mb[1]} ${b.slice(mb[0].length)}`];
}

/**
 * Two texts naming different paths, ids or channels are not one memory (distinct-values.ts, the rules' duplicate
 * blocker): "Play store package id: qzvkx…" / "the beta listing uses the id wmnrt…" (distinct-values.test.ts) — the
 * model, on since round 24b, merged it at cosine 0.8.
 */
function distinctNames(a: string, b: string): string | null {
  const shape = distinctShape(a, b);
  return shape ? `the two name different values (${shape})` : null;
}

/** Why a merge the duplicate model proposes is refused as two tastes, or null. */
export function tasteGuard(a: { type: string }, b: { type: string }): string | null {
  return a.type === "preference" || b.type === "preference" ? "a preference restated in other words is left to the rules (opposite tastes share their words)" : null;
}

/**
 * Nor two properties of one subject (round 20): "The API gateway terminates TLS." / "The API gateway adds an
 * X-Request-Id header.", "pg-r1 runs on a 64 GB VM." / "pg-r1 is the synchronous standby." The duplicate model reaches
 * such pairs at 0.55–0.8 (one subject pulls the cosine up), and ranked them next to its threshold on the training
 * halves. So its merges pass a strict form of predicate-coverage.ts's guard at every cosine: no word of either side's
 * predicate met on the other side (its half-the-predicate form there refuses too many paraphrases in synonyms). Since
 * round 22 every learned merge, the logistic model's too, passes that strict form (compare.ts learnedMergeClash: "Gate
 * B12 arrivals use belt 7." / "Gate B12 is a remote stand served by bus." at cosine 0.56); here it is read in its
 * stricter form, where one synonym alone is no shared finding (disjointPastOneSynonym, session 27), and a file name's
 * extension is no word of the predicate (file-names.ts: "named <id>_<lang>.srt" / "delivered as SRT"). Round 23b adds
 * the model's last out-of-fold wrong merges, by reading: two "per" scopes (per-scope.ts, "sticky per user" / "per
 * request"), a refinement that adds a clause after "and" / "with" (added-clause.ts), two builds (build-variants.ts,
 * "debug firmware" / "release firmware"), and in disjointPastOneSynonym a value stated by one side only. Round 24 adds
 * a setting named without its value (unstated-setting-value.ts: "PK = application_uuid" / "… the national ID as the
 * primary key", l-c-008). Round 24b adds a name as the whole predicate against another property of the role
 * (named-holder.ts, ad-u-033; a setting "key = Name" too, z-c-007), a requirement with an object of its own
 * (added-requirement.ts, ac-u-033), one project before a colon as the subject (aa-u-027), and a change said in another
 * language than English (change-cue-languages.ts, w-c-089). Session 29 adds the plainest need, asked last: a word that carries
 * meaning shared by the two, in any form or synonym (shared-meaning.ts: "the lonely target" / "crowd note 17" share none).
 */
export function modelMergeGuard(a: { type: string; content: string }, b: { type: string; content: string }): string | null {
  return (
    tasteGuard(a, b) ??
    disjointPastOneSynonym(...withoutSharedProjectColon(withoutFileExtensions(a.content), withoutFileExtensions(b.content))) ??
    perScopeClash(a.content, b.content) ??
    addedClause(a.content, b.content) ??
    buildVariantClash(a.content, b.content) ??
    settingValueUnstated(a.content, b.content) ??
    namedHolderClash(a.content, b.content) ??
    addedRequirement(a.content, b.content) ??
    changeSaidElsewhere(a.content, b.content) ??
    arrowChangeAgainstOld(a.content, b.content) ??
    distinctNames(a.content, b.content) ??
    noSharedMeaning(a.content, b.content)
  );
}
