/**
 * Memories: the list (GET /v1/memories with filters and keyset pages, or POST /v1/recall when a
 * search is typed, each result with its `why`) and the filter form. The detail page and its
 * actions are in memory-detail.tsx.
 */
import type { Hono } from "hono";
import { MEMORY_TYPES, SCOPES, TIERS } from "../../memory/types";
import type { MemoryView } from "../../memory/schemas";
import { query } from "../api";
import type { DashContext, DashEnv } from "../env";
import { fmtDate, Page, render } from "../layout";
import { flashFor } from "./flash";
import { Badges } from "./badges";

const FILTERS = ["q", "type", "scope", "project", "tier", "tag", "archived", "review", "since", "until", "sort"] as const;
type Filters = Partial<Record<(typeof FILTERS)[number], string>>;

export function registerMemories(app: Hono<DashEnv>) {
  app.get("/app/memories", async (c) => {
    const f: Filters = {};
    for (const k of FILTERS) {
      const v = c.req.query(k)?.trim();
      if (v) f[k] = v.slice(0, 500);
    }
    const cursor = c.req.query("cursor");
    const api = c.get("api");
    const started = Date.now();
    const [{ projects }, page] = await Promise.all([
      api.json<{ projects: Array<{ name: string }> }>("GET", "/v1/projects"),
      f.q ? search(c, f) : list(c, f, cursor),
    ]);
    c.header("server-timing", `api;dur=${Date.now() - started}`, { append: true });
    return render(
      c,
      <Page title="Memories" session={c.get("session")} path="/app/memories" flash={flashFor(c.req.query("done"))}>
        <h1>Memories</h1>
        <FilterForm f={f} projects={projects.map((p) => p.name)} />
        {f.q ? <p class="muted small">Search results from recall (hybrid: BM25, vectors, graph), best first; “why” shows what found each one.</p> : null}
        {page.items.length === 0 ? <p class="muted">No memories match.</p> : (
          <ul class="memories" aria-label="Memories">
            {page.items.map((m) => <MemoryItem m={m} />)}
          </ul>
        )}
        <nav class="pager" aria-label="Pages">
          {cursor ? <a href={`/app/memories${query({ ...f })}`}>First page</a> : null}
          {page.next ? <a href={`/app/memories${query({ ...f, cursor: page.next })}`} rel="next">Next page</a> : null}
        </nav>
      </Page>,
    );
  });
}

type Item = MemoryView & { why?: Record<string, unknown>; score?: number };

async function list(c: DashContext, f: Filters, cursor: string | undefined) {
  const path = `/v1/memories${query({
    type: f.type, scope: f.scope, tier: f.tier, project: f.project, tag: f.tag,
    include_archived: f.archived === "include" ? "true" : undefined,
    archived_only: f.archived === "only" ? "true" : undefined,
    needs_review: f.review ? "true" : undefined,
    since: dateParam(f.since), until: dateParam(f.until, 1),
    order: f.sort === "oldest" ? "oldest" : undefined,
    limit: 50, cursor,
  })}`;
  const out = await c.get("api").json<{ memories: Item[]; next_cursor: string | null }>("GET", path);
  return { items: out.memories, next: out.next_cursor };
}

/** Recall has no tier, review or archived-only filter: those narrow its results here. */
async function search(c: DashContext, f: Filters) {
  const body: Record<string, unknown> = { query: f.q, k: 50 };
  if (f.type) body.types = [f.type];
  if (f.scope) body.scopes = [f.scope];
  if (f.project) body.projects = [f.project];
  if (f.tag) body.tags = [f.tag];
  if (f.since) body.since = dateParam(f.since);
  if (f.until) body.until = dateParam(f.until, 1);
  if (f.archived) body.include_archived = true;
  const out = await c.get("api").json<{ results: Item[] }>("POST", "/v1/recall", body);
  let items = out.results;
  if (f.tier) items = items.filter((m) => m.tier === f.tier);
  if (f.review) items = items.filter((m) => m.needs_review);
  if (f.archived === "only") items = items.filter((m) => m.archived_at);
  if (f.sort === "oldest") items = [...items].sort((a, b) => a.created_at.localeCompare(b.created_at));
  if (f.sort === "newest") items = [...items].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return { items, next: null };
}

/** A yyyy-mm-dd from the date input as ISO (plus `days`, so "until" includes its day). */
function dateParam(d: string | undefined, days = 0): string | undefined {
  if (!d || !/^\d{4}-\d{2}-\d{2}$/.test(d)) return d || undefined;
  return new Date(Date.parse(`${d}T00:00:00Z`) + days * 86_400_000).toISOString();
}

function Select(props: { name: string; label: string; value?: string; options: ReadonlyArray<string | [string, string]> }) {
  return (
    <div>
      <label for={`f-${props.name}`}>{props.label}</label>
      <select id={`f-${props.name}`} name={props.name}>
        <option value="">any</option>
        {props.options.map((o) => {
          const [v, l] = typeof o === "string" ? [o, o] : o;
          return <option value={v} selected={props.value === v}>{l}</option>;
        })}
      </select>
    </div>
  );
}

function FilterForm(props: { f: Filters; projects: string[] }) {
  const f = props.f;
  return (
    <form class="filters" method="get" action="/app/memories" role="search">
      <div class="wide">
        <label for="f-q">Search (leave empty to browse)</label>
        <input type="search" id="f-q" name="q" value={f.q ?? ""} placeholder="what did we decide about the database?" />
      </div>
      <Select name="type" label="Type" value={f.type} options={MEMORY_TYPES} />
      <Select name="scope" label="Scope" value={f.scope} options={SCOPES} />
      <Select name="project" label="Project" value={f.project} options={props.projects} />
      <Select name="tier" label="Tier" value={f.tier} options={TIERS} />
      <div>
        <label for="f-tag">Tag</label>
        <input type="text" id="f-tag" name="tag" value={f.tag ?? ""} />
      </div>
      <Select name="archived" label="Archived" value={f.archived} options={[["include", "include archived"], ["only", "only archived"]]} />
      <Select name="review" label="Needs review" value={f.review} options={[["1", "only needing review"]]} />
      <div>
        <label for="f-since">Created from</label>
        <input type="date" id="f-since" name="since" value={f.since ?? ""} />
      </div>
      <div>
        <label for="f-until">Created until</label>
        <input type="date" id="f-until" name="until" value={f.until ?? ""} />
      </div>
      <Select name="sort" label="Sort" value={f.sort} options={[["newest", "newest first"], ["oldest", "oldest first"]]} />
      <div><button type="submit" class="primary">Apply</button> <a href="/app/memories">Clear</a></div>
    </form>
  );
}

function MemoryItem(props: { m: Item }) {
  const m = props.m;
  const preview = m.content.length > 400 ? `${m.content.slice(0, 400)}…` : m.content;
  return (
    <li>
      <a class="title" href={`/app/memories/${encodeURIComponent(m.id)}`}>{m.title || firstLine(m.content)}</a>
      <div class="content">{preview}</div>
      <div class="small muted">
        <Badges m={m} /> confidence {m.confidence.toFixed(2)} · {fmtDate(m.created_at)}
        {m.score !== undefined ? ` · score ${m.score}` : ""}
      </div>
      {m.why ? <div class="why">why: {whySummary(m.why)}</div> : null}
    </li>
  );
}

const firstLine = (s: string) => {
  const l = s.split("\n")[0];
  return l.length > 90 ? `${l.slice(0, 90)}…` : l;
};

/** The parts of recall's `why` a person reads: the route and which retrievers found it, at what rank. */
export function whySummary(why: Record<string, unknown>): string {
  const parts: string[] = [];
  if (why.route) parts.push(`route ${String(why.route)}`);
  for (const k of ["bm25", "dense", "graph", "working_memory"]) {
    const v = why[k] as Record<string, unknown> | null | undefined;
    if (v) parts.push(`${k}${v.rank !== undefined ? ` #${String(v.rank)}` : ""}`);
  }
  const rerank = why.rerank as { score?: number } | undefined;
  if (rerank?.score !== undefined) parts.push(`rerank ${rerank.score}`);
  const trust = why.trust as { provenance?: string } | undefined;
  if (trust?.provenance) parts.push(`from ${trust.provenance}`);
  return parts.join(" · ") || JSON.stringify(why).slice(0, 300);
}
