/**
 * One memory: content, metadata, confidence over time (from its history), strength, supersession
 * chain, conflicts, usage and feedback, events; and its actions, each one REST call: edit (PATCH),
 * pin/unpin, feedback, archive (DELETE) and restore, supersede and move (a new memory that
 * supersedes this one: scope and project are not editable in place). Another user's id → 404.
 */
import type { Hono } from "hono";
import { EngramError } from "../../errors";
import type { MemoryView } from "../../memory/schemas";
import { MEMORY_TYPES, SCOPES, TIERS } from "../../memory/types";
import { query, type ApiClient } from "../api";
import { LineChart } from "../charts";
import { field, seeOther, type DashContext, type DashEnv } from "../env";
import { ActionButton, CsrfField, fmtDate, Page, render } from "../layout";
import { flashFor } from "./flash";
import { Badges } from "./badges";

type Memory = MemoryView & { strength?: number };
interface History {
  confidence: Array<{ at: string; from: number; to: number; reason: string; by: string | null }>;
  events: Array<{ at: string; kind: string; user_id: string | null; data: Record<string, unknown> }>;
}
interface Conflict {
  id: string; kind: string; status: string; reason: string | null;
  left: MemoryView | null; right: MemoryView | null;
}

const idOk = (id: string) => /^[A-Za-z0-9_-]{1,64}$/.test(id);

export function registerMemoryDetail(app: Hono<DashEnv>) {
  app.get("/app/memories/:id", async (c) => {
    const id = c.req.param("id");
    if (!idOk(id)) throw new EngramError("not_found", "memory not found");
    const api = c.get("api");
    const path = `/v1/memories/${encodeURIComponent(id)}`;
    const { memory } = await api.json<{ memory: Memory }>("GET", path);
    const [history, conflicts, projects, chain, { entities }] = await Promise.all([
      api.json<History>("GET", `${path}/history`),
      api.json<{ conflicts: Conflict[] }>("GET", `/v1/conflicts${query({ status: "all", limit: 200 })}`),
      api.json<{ projects: Array<{ name: string }> }>("GET", "/v1/projects"),
      supersessionChain(api, memory),
      api.json<{ entities: Array<{ id: string; name: string; type: string }> }>("GET", `/v1/graph/entities${query({ memory: id, limit: 50 })}`),
    ]);
    const mine = conflicts.conflicts.filter((k) => k.left?.id === id || k.right?.id === id);
    const session = c.get("session");
    const own = memory.owner_id === session.grant.userId;
    const base = `/app/memories/${encodeURIComponent(id)}`;
    return render(
      c,
      <Page title={memory.title || "Memory"} session={session} path="/app/memories" flash={flashFor(c.req.query("done"))}>
        <p><a href="/app/memories">← Memories</a></p>
        <h1>{memory.title || "Memory"}</h1>
        {memory.instruction_like ? <p class="warn">This text reads like instructions to a model. It is shown as stored and never followed.</p> : null}
        <div class="card content" aria-label="Content">{memory.content}</div>
        <p><Badges m={memory} /></p>
        <div class="grid2">
          <section>
            <h2>Details</h2>
            <dl class="meta">
              <dt>id</dt><dd>{memory.id}</dd>
              <dt>source</dt><dd>{memory.source} ({memory.provenance})</dd>
              <dt>confidence</dt><dd>{memory.confidence.toFixed(2)}</dd>
              <dt>strength</dt><dd>{memory.strength === undefined ? "—" : memory.strength.toFixed(2)}</dd>
              <dt>importance</dt><dd>{memory.importance.toFixed(2)}</dd>
              <dt>effectiveness</dt><dd>{memory.effectiveness.toFixed(2)}</dd>
              <dt>used</dt><dd>{memory.use_count} times ({memory.success_count} worked, {memory.failure_count} failed); recalled {memory.access_count} times</dd>
              <dt>created</dt><dd>{fmtDate(memory.created_at)}</dd>
              <dt>updated</dt><dd>{fmtDate(memory.updated_at)}</dd>
              <dt>occurred</dt><dd>{fmtDate(memory.occurred_at)}</dd>
              <dt>valid</dt><dd>{fmtDate(memory.valid_from)} → {fmtDate(memory.valid_until)}</dd>
              <dt>session</dt><dd>{memory.session_id ?? "—"}</dd>
              {memory.archived_at ? <><dt>archived</dt><dd>{fmtDate(memory.archived_at)}</dd></> : null}
            </dl>
          </section>
          <section>
            <h2>Confidence over time</h2>
            <LineChart label="Confidence over time" points={confidencePoints(memory, history)} />
            <ul class="small">
              {history.confidence.map((h) => <li>{fmtDate(h.at)}: {h.from.toFixed(2)} → {h.to.toFixed(2)} — {h.reason}</li>)}
            </ul>
          </section>
        </div>

        <h2>Supersession chain</h2>
        {chain.length <= 1 ? <p class="muted small">Nothing replaced this memory and it replaced nothing.</p> : (
          <ol class="small">
            {chain.map((m) => (
              <li>{m.id === id ? <strong>{preview(m.content)} (this one)</strong> : <a href={`/app/memories/${encodeURIComponent(m.id)}`}>{preview(m.content)}</a>} <span class="muted">{fmtDate(m.created_at)}</span></li>
            ))}
          </ol>
        )}

        <h2>Entities</h2>
        {entities.length === 0 ? <p class="muted small">None extracted.</p> : (
          <p>{entities.map((e) => <><a href={`/app/graph/${encodeURIComponent(e.id)}`}>{e.name}</a> <span class="badge">{e.type}</span> </>)}</p>
        )}

        <h2>Conflicts</h2>
        {mine.length === 0 ? <p class="muted small">None.</p> : (
          <ul class="small">
            {mine.map((k) => (
              <li>{k.kind} ({k.status}): {k.reason ?? "—"} {k.status === "open" ? <a href="/app/conflicts">settle in the queue</a> : null}</li>
            ))}
          </ul>
        )}

        <h2>Actions</h2>
        {own ? <OwnerActions m={memory} session={session} base={base} projects={projects.projects.map((p) => p.name)} /> : <p class="muted small">Shared with you: you can give feedback; the owner edits.</p>}
        <div class="actions">
          {(["CONFIRM", "INCORRECT", "OUTDATED"] as const).map((t) => (
            <ActionButton session={session} action={`${base}/feedback`} fields={{ type: t }} label={t.charAt(0) + t.slice(1).toLowerCase()} />
          ))}
        </div>

        <h2>Events</h2>
        <table class="small">
          <thead><tr><th scope="col">when</th><th scope="col">what</th><th scope="col">details</th></tr></thead>
          <tbody>
            {history.events.map((e) => <tr><td>{fmtDate(e.at)}</td><td>{e.kind}</td><td class="why">{JSON.stringify(e.data).slice(0, 300)}</td></tr>)}
          </tbody>
        </table>
      </Page>,
    );
  });

  const act = (name: string, run: (api: ApiClient, id: string, c: DashContext) => Promise<string | Response>) =>
    app.post(`/app/memories/:id/${name}`, async (c) => {
      const id = c.req.param("id");
      if (!idOk(id)) throw new EngramError("not_found", "memory not found");
      const out = await run(c.get("api"), id, c);
      return out instanceof Response ? out : seeOther(c, `/app/memories/${encodeURIComponent(id)}`, out);
    });
  const p = (id: string) => `/v1/memories/${encodeURIComponent(id)}`;

  act("pin", async (api, id) => (await api.json("POST", `${p(id)}/pin`), "pinned"));
  act("unpin", async (api, id) => (await api.json("POST", `${p(id)}/unpin`), "unpinned"));
  act("restore", async (api, id) => (await api.json("POST", `${p(id)}/restore`), "restored"));
  act("archive", async (api, id, c) => {
    await api.json("DELETE", `${p(id)}${query({ reason: (await field(c, "reason")) || undefined })}`);
    return "archived";
  });
  act("feedback", async (api, id, c) => {
    const type = await field(c, "type");
    await api.json("POST", `${p(id)}/feedback`, { type });
    return "feedback";
  });
  act("edit", async (api, id, c) => {
    const { memory } = await api.json<{ memory: Memory }>("GET", p(id));
    const patch: Record<string, unknown> = {};
    const content = await field(c, "content");
    const title = await field(c, "title");
    const tags = (await field(c, "tags")).split(",").map((t) => t.trim()).filter(Boolean);
    const type = await field(c, "type");
    const tier = await field(c, "tier");
    if (content && content !== memory.content) patch.content = content;
    if (title !== (memory.title ?? "")) patch.title = title || null;
    if (tags.join(",") !== memory.tags.join(",")) patch.tags = tags;
    if (type && type !== memory.type) patch.type = type;
    if (tier && tier !== memory.tier) patch.tier = tier;
    if (Object.keys(patch).length) await api.json("PATCH", p(id), patch);
    return "edited";
  });
  act("supersede", async (api, id, c) => {
    const { memory } = await api.json<{ memory: Memory }>("GET", p(id));
    const out = await api.json<{ memory: MemoryView }>("POST", "/v1/memories", {
      ...carried(memory), content: await field(c, "content"), supersedes: id,
    });
    return seeOther(c, `/app/memories/${encodeURIComponent(out.memory.id)}`, "superseded");
  });
  act("move", async (api, id, c) => {
    const { memory } = await api.json<{ memory: Memory }>("GET", p(id));
    const project = await field(c, "project");
    const out = await api.json<{ memory: MemoryView }>("POST", "/v1/memories", {
      ...carried(memory), content: memory.content, scope: (await field(c, "scope")) || memory.scope,
      ...(project ? { project } : { project: undefined }), supersedes: id, allow_duplicate: true,
    });
    return seeOther(c, `/app/memories/${encodeURIComponent(out.memory.id)}`, "moved");
  });
}

/** What a replacement keeps from the memory it supersedes. */
const carried = (m: Memory) => ({
  type: m.type, scope: m.scope, ...(m.project ? { project: m.project } : {}), ...(m.title ? { title: m.title } : {}),
  tags: m.tags, source: m.source === "user_stated" || m.source === "ai_inferred" ? m.source : undefined,
});

function OwnerActions(props: { m: Memory; session: DashEnv["Variables"]["session"]; base: string; projects: string[] }) {
  const { m, session, base } = props;
  return (
    <>
      <div class="actions">
        {m.pinned ? <ActionButton session={session} action={`${base}/unpin`} label="Unpin" /> : <ActionButton session={session} action={`${base}/pin`} label="Pin" />}
        {m.archived_at
          ? <ActionButton session={session} action={`${base}/restore`} label="Restore" />
          : <ActionButton session={session} action={`${base}/archive`} label="Archive (forget)" danger />}
      </div>
      <details>
        <summary>Edit</summary>
        <form method="post" action={`${base}/edit`} class="card">
          <CsrfField session={session} />
          <p><label for="e-content">Content</label><textarea id="e-content" name="content" required>{m.content}</textarea></p>
          <p><label for="e-title">Title</label><input type="text" id="e-title" name="title" value={m.title ?? ""} /></p>
          <p><label for="e-tags">Tags (comma-separated)</label><input type="text" id="e-tags" name="tags" value={m.tags.join(", ")} /></p>
          <p><label for="e-type">Type</label><select id="e-type" name="type">{MEMORY_TYPES.map((t) => <option selected={t === m.type}>{t}</option>)}</select></p>
          <p><label for="e-tier">Tier</label><select id="e-tier" name="tier">{TIERS.map((t) => <option selected={t === m.tier}>{t}</option>)}</select></p>
          <p><button type="submit" class="primary">Save</button></p>
        </form>
      </details>
      <details>
        <summary>Supersede with a new version</summary>
        <form method="post" action={`${base}/supersede`} class="card">
          <CsrfField session={session} />
          <p><label for="s-content">The new content</label><textarea id="s-content" name="content" required>{m.content}</textarea></p>
          <p><button type="submit">Supersede</button></p>
        </form>
      </details>
      <details>
        <summary>Move to another scope or project</summary>
        <form method="post" action={`${base}/move`} class="card">
          <CsrfField session={session} />
          <p><label for="m-scope">Scope</label><select id="m-scope" name="scope">{SCOPES.map((s) => <option selected={s === m.scope}>{s}</option>)}</select></p>
          <p><label for="m-project">Project</label><select id="m-project" name="project"><option value="">none</option>{props.projects.map((n) => <option selected={n === m.project}>{n}</option>)}</select></p>
          <p><button type="submit">Move</button></p>
        </form>
      </details>
    </>
  );
}

function confidencePoints(m: Memory, h: History) {
  const created = Date.parse(m.created_at);
  const pts = h.confidence.length ? [{ at: created, value: h.confidence[0].from }] : [{ at: created, value: m.confidence }];
  for (const step of h.confidence) pts.push({ at: Date.parse(step.at), value: step.to });
  pts.push({ at: Math.max(Date.now(), pts[pts.length - 1].at), value: m.confidence });
  return pts;
}

/** Older versions first, then this one, then what replaced it; at most 5 hops each way. */
async function supersessionChain(api: ApiClient, m: Memory): Promise<MemoryView[]> {
  const get = async (id: string) => {
    try {
      return (await api.json<{ memory: MemoryView }>("GET", `/v1/memories/${encodeURIComponent(id)}`)).memory;
    } catch (err) {
      if (err instanceof EngramError && (err.code === "not_found" || err.code === "forbidden")) return null;
      throw err;
    }
  };
  const before: MemoryView[] = [];
  const after: MemoryView[] = [];
  for (let id = m.supersedes, i = 0; id && i < 5; i++) {
    const x = await get(id);
    if (!x) break;
    before.unshift(x);
    id = x.supersedes;
  }
  for (let id = m.superseded_by, i = 0; id && i < 5; i++) {
    const x = await get(id);
    if (!x) break;
    after.push(x);
    id = x.superseded_by;
  }
  return [...before, m, ...after];
}

const preview = (s: string) => (s.length > 120 ? `${s.slice(0, 120)}…` : s);
