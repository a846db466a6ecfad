/**
 * The graph: find an entity, then its neighbourhood (GET /v1/graph/entities/{id}): relationships
 * drawn as an SVG on the server, facts with their validity over time, and the memories that
 * mention it. The layout is concentric rings by relationship strength (strongest nearest), which
 * stays legible at a few hundred neighbours where a force layout turns into a hairball, needs no
 * script and no graph library in the bundle. Every node is a link, so the picture is navigable by
 * keyboard; the same data is in the tables below it.
 */
import type { Hono } from "hono";
import { EngramError } from "../../errors";
import type { MemoryView } from "../../memory/schemas";
import { query } from "../api";
import type { DashEnv } from "../env";
import { fmtDate, Page, render } from "../layout";

interface Entity { id: string; name: string; type: string; mentions?: number; aliases?: string[] }
interface Relationship { id: string; type: string; direction: "in" | "out"; other: { id: string; name: string; type: string }; strength: number; last_reinforced: string }
interface Fact { id: string; property: string; value: string; confidence: number; valid_from: string | null; valid_until: string | null; memory_id: string | null }
interface EntityPage { entity: Entity; facts: Fact[]; relationships: Relationship[]; memories: MemoryView[] }

export function registerGraph(app: Hono<DashEnv>) {
  app.get("/app/graph", async (c) => {
    const q = c.req.query("q")?.trim().slice(0, 200) ?? "";
    const { entities } = await c.get("api").json<{ entities: Entity[] }>("GET", `/v1/graph/entities${query({ query: q || undefined, limit: 100 })}`);
    return render(
      c,
      <Page title="Graph" session={c.get("session")} path="/app/graph">
        <h1>Graph</h1>
        <form method="get" action="/app/graph" role="search" class="filters">
          <div class="wide"><label for="g-q">Find an entity</label><input type="search" id="g-q" name="q" value={q} placeholder="a person, tool, service…" /></div>
          <div><button type="submit" class="primary">Find</button></div>
        </form>
        {entities.length === 0 ? <p class="muted">No entities{q ? " match" : " yet: they are extracted from memories as they are written"}.</p> : (
          <ul aria-label="Entities">
            {entities.map((e) => <li><a href={`/app/graph/${encodeURIComponent(e.id)}`}>{e.name}</a> <span class="badge">{e.type}</span></li>)}
          </ul>
        )}
      </Page>,
    );
  });

  app.get("/app/graph/:id", async (c) => {
    const id = c.req.param("id");
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw new EngramError("not_found", "entity not found");
    const g = await c.get("api").json<EntityPage>("GET", `/v1/graph/entities/${encodeURIComponent(id)}${query({ memories: 50 })}`);
    return render(
      c,
      <Page title={g.entity.name} session={c.get("session")} path="/app/graph">
        <p><a href="/app/graph">← Graph</a></p>
        <h1>{g.entity.name} <span class="badge">{g.entity.type}</span></h1>
        <Neighbourhood center={g.entity} rels={g.relationships} />
        <h2>Relationships ({g.relationships.length})</h2>
        {g.relationships.length === 0 ? <p class="muted small">None yet.</p> : (
          <table class="small">
            <thead><tr><th scope="col">relation</th><th scope="col">entity</th><th scope="col">strength</th><th scope="col">last seen</th></tr></thead>
            <tbody>
              {g.relationships.map((r) => (
                <tr>
                  <td>{r.direction === "out" ? `${r.type} →` : `← ${r.type}`}</td>
                  <td><a href={`/app/graph/${encodeURIComponent(r.other.id)}`}>{r.other.name}</a> <span class="badge">{r.other.type}</span></td>
                  <td>{r.strength.toFixed(2)}</td>
                  <td>{fmtDate(r.last_reinforced)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <h2>Facts over time ({g.facts.length})</h2>
        {g.facts.length === 0 ? <p class="muted small">None yet.</p> : (
          <table class="small">
            <thead><tr><th scope="col">property</th><th scope="col">value</th><th scope="col">valid</th><th scope="col">confidence</th><th scope="col">from</th></tr></thead>
            <tbody>
              {g.facts.map((f) => (
                <tr>
                  <td>{f.property}</td><td>{f.value}</td>
                  <td>{fmtDate(f.valid_from)} → {f.valid_until ? fmtDate(f.valid_until) : "now"}</td>
                  <td>{f.confidence.toFixed(2)}</td>
                  <td>{f.memory_id ? <a href={`/app/memories/${encodeURIComponent(f.memory_id)}`}>memory</a> : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <h2>Memories that mention it ({g.memories.length})</h2>
        <ul class="small">
          {g.memories.map((m) => <li><a href={`/app/memories/${encodeURIComponent(m.id)}`}>{m.title || (m.content.length > 120 ? `${m.content.slice(0, 120)}…` : m.content)}</a></li>)}
        </ul>
      </Page>,
    );
  });
}

/** Ring k holds up to 10·k nodes at radius 110·k; labels are drawn while they fit, else in a tooltip. */
export function ringLayout(n: number): Array<{ x: number; y: number; ring: number }> {
  const out: Array<{ x: number; y: number; ring: number }> = [];
  let ring = 1;
  while (out.length < n) {
    const cap = 10 * ring;
    const count = Math.min(cap, n - out.length);
    for (let i = 0; i < count; i++) {
      const a = (2 * Math.PI * i) / count + ring * 0.35; // offset each ring so spokes don't line up
      out.push({ x: Math.round(110 * ring * Math.cos(a)), y: Math.round(110 * ring * Math.sin(a)), ring });
    }
    ring++;
  }
  return out;
}

function Neighbourhood(props: { center: Entity; rels: Relationship[] }) {
  // One node per neighbour (strongest relation), strongest nearest the centre.
  const byOther = new Map<string, Relationship>();
  for (const r of props.rels) if ((byOther.get(r.other.id)?.strength ?? -1) < r.strength) byOther.set(r.other.id, r);
  const nodes = [...byOther.values()].sort((a, b) => b.strength - a.strength);
  const pos = ringLayout(nodes.length);
  const rings = pos.length ? pos[pos.length - 1].ring : 0;
  const R = 110 * rings + 90;
  const labelled = nodes.length <= 60;
  return (
    <svg class="graph" width={2 * R} height={2 * R} viewBox={`${-R} ${-R} ${2 * R} ${2 * R}`} role="img" aria-label={`${props.center.name} and ${nodes.length} related entities`}>
      {nodes.map((_, i) => <line class="edge" x1={0} y1={0} x2={pos[i].x} y2={pos[i].y} stroke-width={0.5 + 2.5 * nodes[i].strength} />)}
      <circle class="node center" cx={0} cy={0} r={14} />
      <text x={0} y={-20} text-anchor="middle" font-weight="600">{props.center.name}</text>
      {nodes.map((r, i) => (
        <a href={`/app/graph/${encodeURIComponent(r.other.id)}`} aria-label={`${r.other.name}, ${r.type}`}>
          <circle class="node" cx={pos[i].x} cy={pos[i].y} r={labelled ? 8 : 5}><title>{`${r.other.name} (${r.other.type}) — ${r.type}, strength ${r.strength.toFixed(2)}`}</title></circle>
          {labelled ? <text x={pos[i].x} y={pos[i].y + 20} text-anchor="middle">{r.other.name.length > 18 ? `${r.other.name.slice(0, 17)}…` : r.other.name}</text> : null}
        </a>
      ))}
    </svg>
  );
}
