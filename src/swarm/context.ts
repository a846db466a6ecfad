/**
 * The pool in the session-start context bundle: for an active member, up to three shared items that
 * fit the current error, open files or project, appended after the member's own sections (their own
 * knowledge comes first) while the token budget allows, fenced as data like every stored text.
 */
import type { Principal } from "../auth/principal";
import type { Deps } from "../config";
import type { ContextBundle } from "../context/bundle";
import { fenceData, quoteContent } from "../context/display";
import { swarmActive } from "./membership";
import { findShared, sharedView } from "./search";

const estimate = (text: string) => Math.ceil(text.length / 4);

export async function withSharedContext(
  deps: Deps, p: Principal, bundle: ContextBundle, req: { project?: string; files: string[]; error?: string; maxTokens: number },
): Promise<ContextBundle & { shared?: ReturnType<typeof sharedView>[] }> {
  const query = [req.error, ...req.files.map((f) => f.split(/[\\/]/).pop()), req.project].filter(Boolean).join(" ");
  if (!query || !(await swarmActive(deps.db, p))) return bundle;
  const hits = await findShared(deps, p, query, 3);
  const shared: ReturnType<typeof sharedView>[] = [];
  const lines: string[] = [];
  let used = bundle.tokens.used + estimate("\n\n## Shared by your team (SWARM)\n") + estimate(fenceData(""));
  for (const h of hits) {
    const v = sharedView(h.item);
    const rate = v.usage.success_rate === null ? "" : `, ${Math.round(v.usage.success_rate * 100)}% success`;
    const line = `- [${v.type}] ${quoteContent(v.content)} (${v.usage.users} teammates${rate}; #${v.id})`;
    if (used + estimate(line) > req.maxTokens) break;
    used += estimate(line) + 1;
    lines.push(line);
    shared.push(v);
  }
  if (!shared.length) return bundle;
  const markdown = `${bundle.markdown}\n\n## Shared by your team (SWARM)\n${fenceData(lines.join("\n"))}`;
  return { ...bundle, shared, markdown, tokens: { ...bundle.tokens, used: estimate(markdown) } };
}
