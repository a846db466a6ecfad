/** Shared set-up for the SWARM tests: an organization with an admin, members, and their evidence. */
import { ADMIN, call, newUser } from "./helpers";

export interface Member { id: string; key: string; name: string }

export async function newOrg(prefix: string): Promise<{ orgId: string; name: string; admin: Member }> {
  const name = `${prefix}-${crypto.randomUUID().slice(0, 8)}`;
  const r = await call("POST", "/v1/admin/orgs", { key: ADMIN, body: { name, admin: "Ada Admin" } });
  if (r.status !== 201) throw new Error(`create org ${r.status} ${JSON.stringify(r.body)}`);
  return { orgId: r.body.org.id, name, admin: { id: r.body.admin.id, key: r.body.api_key, name: "Ada Admin" } };
}

export async function member(orgName: string, name: string): Promise<Member> {
  const u = await newUser(name, orgName);
  return { id: u.id, key: u.key, name };
}

export async function enableOrg(orgId: string, admin: Member, extra: Record<string, unknown> = {}) {
  const r = await call("PUT", `/v1/orgs/${orgId}/swarm`, { key: admin.key, body: { enabled: true, ...extra } });
  if (r.status !== 200) throw new Error(`enable ${r.status} ${JSON.stringify(r.body)}`);
}

export async function optIn(m: Member, enabled = true) {
  const r = await call("PUT", "/v1/me/swarm", { key: m.key, body: { enabled } });
  if (r.status !== 200) throw new Error(`opt-in ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

/** A verified fix recorded as a task outcome in the member's project, then used once more with success. */
export async function recordFix(m: Member, project: string, error: string, solution: string): Promise<string> {
  await call("POST", "/v1/projects", { key: m.key, body: { name: project } });
  const o = await call("POST", "/v1/outcomes", {
    key: m.key,
    body: { task: { input: `fix ${error.slice(0, 40)}`, type: "BUGFIX" }, project, verified: true, errors: [{ error, solution, solution_verified: true }] },
  });
  if (o.status !== 201) throw new Error(`outcome ${o.status} ${JSON.stringify(o.body)}`);
  const id = o.body.outcome.learnings.find((l: { memory_type: string }) => l.memory_type === "gotcha").id;
  const u = await call("POST", `/v1/memories/${id}/usage`, { key: m.key, body: { success: true } });
  if (u.status !== 200) throw new Error(`usage ${u.status} ${JSON.stringify(u.body)}`);
  return id;
}

/** A gotcha stored directly (secrets kept as written) and used successfully twice. */
export async function recordGotcha(m: Member, content: string, key = m.key): Promise<string> {
  const r = await call("POST", "/v1/memories", { key, body: { content, type: "gotcha", scope: "private", allow_secrets: true } });
  if (r.status !== 201 && r.status !== 200) throw new Error(`remember ${r.status} ${JSON.stringify(r.body)}`);
  const id = r.body.id ?? r.body.memory?.id ?? r.body.results?.[0]?.id;
  for (let i = 0; i < 2; i++) await call("POST", `/v1/memories/${id}/usage`, { key, body: { success: true } });
  return id;
}

export async function runNightlySwarm() {
  const r = await call("POST", "/v1/admin/jobs/swarm/run", { key: ADMIN });
  if (r.status !== 200) throw new Error(`job ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.runs[0];
}

export async function items(orgId: string, admin: Member, status?: string) {
  const r = await call("GET", `/v1/orgs/${orgId}/swarm/items${status ? `?status=${status}` : ""}`, { key: admin.key });
  if (r.status !== 200) throw new Error(`items ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.items as Array<{ id: string; content: string; status: string; status_reason: string | null; usage: { users: number; success_rate: number | null } }>;
}

/** One organization's figures in a run of the swarm job. */
export const orgRun = (run: { detail: { orgs?: Array<Record<string, number | string>> } }, orgId: string) =>
  run.detail.orgs?.find((o) => o.org_id === orgId) ?? {};
