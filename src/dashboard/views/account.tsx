/**
 * Account: API keys (a new key is shown once, in the response to the form — never in a URL or a
 * redirect; rotate = a new key with the same label, then the old one revoked), OAuth connections,
 * projects, and export/import (NDJSON, or the seed layouts as JSON).
 */
import type { Hono } from "hono";
import { EngramError, type ErrorBody } from "../../errors";
import { IMPORT_MAX_LINES } from "../../lifecycle/schemas";
import { LIMITS } from "../../memory/types";
import { query } from "../api";
import { field, seeOther, type DashContext, type DashEnv } from "../env";
import { ActionButton, CsrfField, fmtDate, Page, render } from "../layout";
import { flashFor } from "./flash";

interface Key { id: string; name: string | null; prefix: string; created_at: string; revoked_at: string | null; current: boolean }
interface Connection { id: string; client_name: string | null; client_id: string; created_at: string; key_active: boolean }
interface Project { id: string; name: string; role: string; created_at: string }
interface ImportResult { created: number; exists: number; duplicate: number; results: Array<{ line: number; status: string }>; parts?: number }

/** Non-empty NDJSON lines in parts the import route takes in one request (line count and body size). */
export function ndjsonParts(text: string, maxLines = IMPORT_MAX_LINES, maxBytes = LIMITS.bodyBytes - 1024): string[] {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current: string[] = [];
  let bytes = 0;
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    const size = encoder.encode(line).length + 1;
    if (current.length && (current.length >= maxLines || bytes + size > maxBytes)) {
      parts.push(current.join("\n"));
      current = [];
      bytes = 0;
    }
    current.push(line);
    bytes += size;
  }
  if (current.length) parts.push(current.join("\n"));
  return parts.length ? parts : [text];
}

const idOk = (id: string) => /^[A-Za-z0-9_-]{1,64}$/.test(id);

export function registerAccount(app: Hono<DashEnv>) {
  app.get("/app/account", (c) => accountPage(c, {}));

  app.post("/app/account/keys", async (c) => {
    const name = (await field(c, "name")) || undefined;
    const out = await c.get("api").json<{ key: Key; api_key: string }>("POST", "/v1/keys", { name });
    return accountPage(c, { newKey: out.api_key, newKeyNote: "Copy it now: it is shown only this once." }, 201);
  });

  app.post("/app/account/keys/:id/revoke", async (c) => {
    const id = c.req.param("id");
    if (!idOk(id)) throw new EngramError("not_found", "key not found");
    await c.get("api").json("DELETE", `/v1/keys/${encodeURIComponent(id)}`);
    return seeOther(c, "/app/account", "revoked");
  });

  app.post("/app/account/keys/:id/rotate", async (c) => {
    const id = c.req.param("id");
    if (!idOk(id)) throw new EngramError("not_found", "key not found");
    const api = c.get("api");
    const { keys } = await api.json<{ keys: Key[] }>("GET", "/v1/keys");
    const old = keys.find((k) => k.id === id);
    if (!old) throw new EngramError("not_found", "key not found");
    if (old.current) throw new EngramError("conflict", "This is the key this session signed in with; rotate it from another session, or sign in with another key first");
    const out = await api.json<{ api_key: string }>("POST", "/v1/keys", { name: old.name ?? undefined });
    await api.json("DELETE", `/v1/keys/${encodeURIComponent(id)}`);
    return accountPage(c, { newKey: out.api_key, newKeyNote: "The old key is revoked. Copy the new one now: it is shown only this once." });
  });

  app.post("/app/account/connections/:id/revoke", async (c) => {
    const id = c.req.param("id");
    if (!idOk(id)) throw new EngramError("not_found", "connection not found");
    await c.get("api").json("DELETE", `/v1/connections/${encodeURIComponent(id)}`);
    return seeOther(c, "/app/account", "revoked");
  });

  app.post("/app/account/projects", async (c) => {
    await c.get("api").json("POST", "/v1/projects", { name: await field(c, "name") });
    return seeOther(c, "/app/account", "project");
  });

  // A GET that only reads: a link can download it; the cookie is SameSite=Strict, so no other site can.
  app.get("/app/account/export", async (c) => {
    const res = await c.get("api").raw("GET", `/v1/export${query({ archived: c.req.query("archived") === "false" ? "false" : "true" })}`);
    if (!res.ok) throw new EngramError("unavailable", `export answered ${res.status}`);
    const day = new Date().toISOString().slice(0, 10);
    return new Response(res.body, {
      headers: {
        "content-type": "application/x-ndjson; charset=utf-8",
        "content-disposition": `attachment; filename="engram-export-${day}.ndjson"`,
        "cache-control": "no-store",
        "x-content-type-options": "nosniff",
      },
    });
  });

  app.post("/app/account/import", async (c) => {
    const body = await c.req.parseBody();
    const file = body.file;
    if (!(file instanceof File) || file.size === 0) throw new EngramError("validation_failed", "file: choose an export (.ndjson) or a seed layout (.json)", { field: "file" });
    const text = await file.text();
    // A seed layout (.json) is one request; an export is sent in parts of IMPORT_MAX_LINES lines,
    // each one idempotent import, so a file larger than one request's limit still goes in (and a
    // retry after a failed part repeats nothing). The summary says how many parts went in.
    const parts = /\.json$/i.test(file.name) ? [{ body: text, type: "application/json" }] : ndjsonParts(text).map((body) => ({ body, type: "application/x-ndjson" }));
    const total: ImportResult = { created: 0, exists: 0, duplicate: 0, results: [] };
    for (const [i, part] of parts.entries()) {
      const res = await c.get("api").raw("POST", "/v1/import", part.body, part.type);
      const out = (await res.json()) as ImportResult & { error?: ErrorBody };
      if (!res.ok) {
        const err = out.error?.code ? EngramError.fromBody(out.error) : new EngramError("internal", `import answered ${res.status}`);
        if (i === 0) throw err;
        throw new EngramError(err.code, `part ${i + 1} of ${parts.length}: ${err.message}; parts 1–${i} were imported, and importing the file again is safe`);
      }
      total.created += out.created;
      total.exists += out.exists;
      total.duplicate += out.duplicate;
      total.results.push(...out.results);
    }
    return accountPage(c, { imported: { ...total, parts: parts.length } });
  });

  app.post("/app/account/projects/:name/members", async (c) => {
    const name = c.req.param("name");
    await c.get("api").json("POST", `/v1/projects/${encodeURIComponent(name)}/members`, { user_id: await field(c, "user_id"), role: (await field(c, "role")) || "member" });
    return seeOther(c, "/app/account", "member");
  });
}

async function accountPage(c: DashContext, extra: { newKey?: string; newKeyNote?: string; imported?: ImportResult }, status = 200) {
  const api = c.get("api");
  const session = c.get("session");
  const [{ keys }, { connections }, { projects }] = await Promise.all([
    api.json<{ keys: Key[] }>("GET", "/v1/keys"),
    api.json<{ connections: Connection[] }>("GET", "/v1/connections").catch(() => ({ connections: [] as Connection[] })),
    api.json<{ projects: Project[] }>("GET", "/v1/projects"),
  ]);
  return render(
    c,
    <Page title="Account" session={session} path="/app/account" flash={flashFor(c.req.query("done"))}>
      <h1>Account</h1>
      {extra.newKey ? (
        <div class="card" role="status" aria-label="New API key">
          <p><strong>New API key.</strong> {extra.newKeyNote}</p>
          <p class="once" id="new-key">{extra.newKey}</p>
        </div>
      ) : null}
      {extra.imported ? (
        <p class="flash" role="status">Imported: {extra.imported.created} created, {extra.imported.exists} already there, {extra.imported.duplicate} duplicates ({extra.imported.results.length} lines{(extra.imported.parts ?? 1) > 1 ? ` in ${extra.imported.parts} parts` : ""}).</p>
      ) : null}

      <h2>API keys</h2>
      <table>
        <thead><tr><th scope="col">label</th><th scope="col">prefix</th><th scope="col">created</th><th scope="col">status</th><th scope="col"><span class="muted">actions</span></th></tr></thead>
        <tbody>
          {keys.map((k) => (
            <tr>
              <td>{k.name ?? "—"}</td>
              <td><code>{k.prefix}…</code></td>
              <td>{fmtDate(k.created_at)}</td>
              <td>{k.revoked_at ? `revoked ${fmtDate(k.revoked_at)}` : k.current ? "active (this session)" : "active"}</td>
              <td class="actions">
                {!k.revoked_at && !k.current ? (
                  <>
                    <ActionButton session={session} action={`/app/account/keys/${encodeURIComponent(k.id)}/rotate`} label="Rotate" />
                    <ActionButton session={session} action={`/app/account/keys/${encodeURIComponent(k.id)}/revoke`} label="Revoke" danger />
                  </>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <form method="post" action="/app/account/keys" class="actions">
        <CsrfField session={session} />
        <div><label for="k-name">Label for a new key</label><input type="text" id="k-name" name="name" maxlength={100} /></div>
        <button type="submit" class="primary">Create key</button>
      </form>

      <h2>Connected apps (OAuth)</h2>
      {connections.length === 0 ? <p class="muted small">None.</p> : (
        <table>
          <thead><tr><th scope="col">app</th><th scope="col">connected</th><th scope="col">status</th><th scope="col"><span class="muted">actions</span></th></tr></thead>
          <tbody>
            {connections.map((k) => (
              <tr>
                <td>{k.client_name ?? k.client_id}</td><td>{fmtDate(k.created_at)}</td><td>{k.key_active ? "working" : "key revoked"}</td>
                <td><ActionButton session={session} action={`/app/account/connections/${encodeURIComponent(k.id)}/revoke`} label="Disconnect" danger /></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <h2>Projects</h2>
      {projects.length === 0 ? <p class="muted small">None yet.</p> : (
        <ul>
          {projects.map((p) => (
            <li>
              {p.name} <span class="badge">{p.role}</span>
              {p.role === "owner" ? (
                <form method="post" action={`/app/account/projects/${encodeURIComponent(p.name)}/members`} class="actions">
                  <CsrfField session={session} />
                  <div><label for={`pm-${p.id}`}>Add a member (user id)</label><input type="text" id={`pm-${p.id}`} name="user_id" required maxlength={64} /></div>
                  <div><label for={`pr-${p.id}`}>Role</label><select id={`pr-${p.id}`} name="role"><option>member</option><option>owner</option></select></div>
                  <button type="submit">Add member</button>
                </form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <form method="post" action="/app/account/projects" class="actions">
        <CsrfField session={session} />
        <div><label for="p-name">New project</label><input type="text" id="p-name" name="name" required maxlength={100} /></div>
        <button type="submit">Create project</button>
      </form>

      <h2>Export and import</h2>
      <p><a href="/app/account/export" download>Download all your memories (NDJSON)</a> · <a href="/app/account/export?archived=false" download>without archived</a></p>
      <form method="post" action="/app/account/import" enctype="multipart/form-data" class="actions">
        <CsrfField session={session} />
        <div><label for="i-file">Import an export (.ndjson) or a seed layout (.json); large exports are sent in parts of 5,000 lines</label><input type="file" id="i-file" name="file" accept=".ndjson,.jsonl,.json,application/x-ndjson,application/json" required /></div>
        <button type="submit">Import</button>
      </form>
    </Page>,
    status,
  );
}
