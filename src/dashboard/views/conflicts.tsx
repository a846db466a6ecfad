/**
 * The conflict queue: both memories side by side with the claims that disagree, the reason, the
 * write-time suggestion; settle with keep one / both valid / merge (POST /v1/conflicts/{id}/resolve).
 */
import type { Hono } from "hono";
import { EngramError } from "../../errors";
import type { MemoryView } from "../../memory/schemas";
import { query } from "../api";
import { field, seeOther, type DashEnv } from "../env";
import { ActionButton, CsrfField, fmtDate, Page, render } from "../layout";
import { flashFor } from "./flash";
import { Badges } from "./badges";

interface Claim { subject: string; value: string; text: string; rule: string }
interface Conflict {
  id: string; kind: string; status: string; subject: string | null; reason: string | null;
  left: MemoryView | null; right: MemoryView | null;
  suggestion: { keep: string; reason: string } | null;
  claims: { left: Claim; right: Claim } | null;
  suggested_supersession: { keep: string; replaces: string } | null;
  resolution: Record<string, unknown> | null;
  created_at: string; resolved_at: string | null;
}

export function registerConflicts(app: Hono<DashEnv>) {
  app.get("/app/conflicts", async (c) => {
    const status = c.req.query("status") === "resolved" ? "resolved" : "open";
    const { conflicts } = await c.get("api").json<{ conflicts: Conflict[] }>("GET", `/v1/conflicts${query({ status, limit: 100 })}`);
    const session = c.get("session");
    return render(
      c,
      <Page title="Conflicts" session={session} path="/app/conflicts" flash={flashFor(c.req.query("done"))}>
        <h1>Conflicts</h1>
        <p>
          {status === "open" ? <strong>Open</strong> : <a href="/app/conflicts">Open</a>} ·{" "}
          {status === "resolved" ? <strong>Resolved</strong> : <a href="/app/conflicts?status=resolved">Resolved</a>}
        </p>
        {conflicts.length === 0 ? <p class="muted">{status === "open" ? "Nothing to settle." : "None resolved yet."}</p> : null}
        {conflicts.map((k) => <ConflictCard k={k} session={session} />)}
      </Page>,
    );
  });

  app.post("/app/conflicts/:id/resolve", async (c) => {
    const id = c.req.param("id");
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw new EngramError("not_found", "conflict not found");
    const action = await field(c, "action");
    const merged = await field(c, "merged_content");
    const note = await field(c, "note");
    await c.get("api").json("POST", `/v1/conflicts/${encodeURIComponent(id)}/resolve`, {
      action, ...(action === "merge" ? { merged_content: merged } : {}), ...(note ? { note } : {}),
    });
    return seeOther(c, "/app/conflicts", "resolved");
  });
}

function Side(props: { m: MemoryView | null; claim?: Claim; suggested: boolean; label: string }) {
  const m = props.m;
  return (
    <section class="card" aria-label={props.label}>
      <h3 class="small muted">{props.label}{props.suggested ? " — suggested to keep" : ""}</h3>
      {m ? (
        <>
          <div class="content">{m.content}</div>
          <p class="small"><Badges m={m} /> confidence {m.confidence.toFixed(2)} · {m.source} · {fmtDate(m.created_at)}</p>
          {props.claim ? <p class="small">claim: <strong>{props.claim.subject}</strong> = <strong>{props.claim.value}</strong></p> : null}
          <p class="small"><a href={`/app/memories/${encodeURIComponent(m.id)}`}>open</a></p>
        </>
      ) : <p class="muted">No longer visible.</p>}
    </section>
  );
}

function ConflictCard(props: { k: Conflict; session: DashEnv["Variables"]["session"] }) {
  const { k, session } = props;
  const action = `/app/conflicts/${encodeURIComponent(k.id)}/resolve`;
  return (
    <article class="card" aria-label={`Conflict ${k.subject ?? k.kind}`}>
      <h2>{k.subject ?? k.kind} <span class="badge">{k.kind}</span></h2>
      <p>{k.reason ?? "Flagged as disagreeing."}</p>
      {k.suggestion ? <p class="small">Suggestion: keep the {k.suggestion.keep === k.left?.id ? "left" : "right"} one — {k.suggestion.reason}</p> : null}
      <div class="grid2">
        <Side label="Left" m={k.left} claim={k.claims?.left} suggested={k.suggestion?.keep === k.left?.id} />
        <Side label="Right" m={k.right} claim={k.claims?.right} suggested={k.suggestion?.keep === k.right?.id} />
      </div>
      {k.status === "open" ? (
        <>
          <div class="actions">
            <ActionButton session={session} action={action} fields={{ action: "keep_left" }} label="Keep left" />
            <ActionButton session={session} action={action} fields={{ action: "keep_right" }} label="Keep right" />
            <ActionButton session={session} action={action} fields={{ action: "both_valid" }} label="Both valid (different contexts)" />
          </div>
          <details>
            <summary>Merge into one memory</summary>
            <form method="post" action={action}>
              <CsrfField session={session} />
              <input type="hidden" name="action" value="merge" />
              <p><label for={`merge-${k.id}`}>Merged content</label>
                <textarea id={`merge-${k.id}`} name="merged_content" required>{[k.left?.content, k.right?.content].filter(Boolean).join("\n")}</textarea></p>
              <p><button type="submit">Merge</button></p>
            </form>
          </details>
        </>
      ) : <p class="small muted">Resolved {fmtDate(k.resolved_at)}: {JSON.stringify(k.resolution ?? {})}</p>}
    </article>
  );
}
