/**
 * The overview: GET /v1/stats drawn as bars (by type, tier, scope) and rates, the open conflicts
 * waiting, and the projects the user is in.
 */
import type { Hono } from "hono";
import { BarChart } from "../charts";
import type { DashEnv } from "../env";
import { Page, pct, render } from "../layout";

interface Stats {
  memories: { live: number; archived: number; by_type: Record<string, number>; by_tier: Record<string, number>; by_scope: Record<string, number>; by_project?: Record<string, number> };
  storage: { total_bytes: number };
  recall_hit_rate: number | null;
  usage_success_rate: number | null;
  pattern_hit_rate: number | null;
  stale_share: number | null;
  conflicts: { open: number; resolved: number };
  learnings_per_session: number | null;
}

const entries = (r: Record<string, number>) => Object.entries(r).sort((a, b) => b[1] - a[1]);

export function registerOverview(app: Hono<DashEnv>) {
  app.get("/app", async (c) => {
    const api = c.get("api");
    const [s, { projects }] = await Promise.all([
      api.json<Stats>("GET", "/v1/stats"),
      api.json<{ projects: Array<{ name: string; role?: string }> }>("GET", "/v1/projects"),
    ]);
    const rates: Array<[string, number]> = [
      ["recall hit rate", s.recall_hit_rate],
      ["usage success", s.usage_success_rate],
      ["pattern hit rate", s.pattern_hit_rate],
      ["stale share", s.stale_share],
    ].filter((r): r is [string, number] => r[1] !== null);
    return render(
      c,
      <Page title="Overview" session={c.get("session")} path="/app">
        <h1>Overview</h1>
        <div class="grid3">
          <section class="card"><h2>Memories</h2><p><strong>{s.memories.live}</strong> live · {s.memories.archived} archived · {(s.storage.total_bytes / 1024).toFixed(0)} KB</p></section>
          <section class="card"><h2>Conflicts</h2><p><a href="/app/conflicts"><strong>{s.conflicts.open}</strong> open</a> · {s.conflicts.resolved} resolved</p></section>
          <section class="card"><h2>Learning</h2><p>{s.learnings_per_session === null ? "—" : s.learnings_per_session.toFixed(2)} learnings per session</p></section>
        </div>
        <div class="grid3">
          <section><h2>By type</h2><BarChart label="Memories by type" data={entries(s.memories.by_type)} /></section>
          <section><h2>By tier</h2><BarChart label="Memories by tier" data={entries(s.memories.by_tier)} /></section>
          <section><h2>By scope</h2><BarChart label="Memories by scope" data={entries(s.memories.by_scope)} /></section>
          <section><h2>By project</h2><BarChart label="Memories by project" data={entries(s.memories.by_project ?? {}).map(([k, n]) => [k || "(no project)", n])} /></section>
          <section><h2>Rates</h2><BarChart label="Rates" data={rates.map(([k, v]) => [k, Math.round(v * 100)])} format={(n) => pct(n / 100)} /></section>
        </div>
        <h2>Projects</h2>
        {projects.length === 0 ? <p class="muted small">None yet.</p> : (
          <ul>{projects.map((p) => <li><a href={`/app/memories?project=${encodeURIComponent(p.name)}`}>{p.name}</a>{p.role ? <span class="badge">{p.role}</span> : null}</li>)}</ul>
        )}
      </Page>,
    );
  });
}
