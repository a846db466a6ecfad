/** The rule-based rewrite and the fail-closed privacy gate of SWARM (pure, run in workerd like the engine's own tests). */
import { beforeAll, describe, expect, it } from "vitest";
import { generalizeText } from "../src/swarm/generalize";
import { failClosedCheck, readyGate } from "../src/swarm/privacy-gate";
import { clusterIdeas } from "../src/swarm/cluster";

const terms = [
  { term: "falcon", kind: "project" as const }, { term: "Heron Billing", kind: "project" as const },
  { term: "Priya Raman", kind: "person" as const }, { term: "Acme Robotics", kind: "org" as const },
];

beforeAll(() => readyGate());

describe("generalizeText", () => {
  it("drops project names, paths, hosts, URLs, e-mail addresses and known people, keeping the technical substance", () => {
    const out = generalizeText(
      "Falcon and Heron Billing ran out of Postgres connections → fix: PgBouncer in transaction mode on db-prod-03.acme.internal " +
        "(Priya Raman, /srv/falcon/pgbouncer.ini, https://wiki.acme.io/x, ops@acme.io, ~/code/falcon/db.ts, Acme Robotics style)",
      terms,
    );
    for (const s of ["falcon", "heron", "priya", "raman", "/srv", "acme", "db-prod", "wiki", "~/code", "ops@"]) expect(out.toLowerCase()).not.toContain(s);
    expect(out).toMatch(/Postgres connections/);
    expect(out).toMatch(/PgBouncer in transaction mode/);
  });

  it("leaves secrets and people it does not know for the gate instead of guessing", () => {
    const out = generalizeText("ask Svetlana to rotate it; token ghp_16C7e42F292c6912E7710c838347Ae178B4a", terms);
    expect(out).toContain("Svetlana");
    const gate = failClosedCheck(out, terms.map((t) => t.term), ["Priya Raman"]);
    expect(gate.pass).toBe(false);
    expect(Object.keys(gate.reasons).sort()).toEqual(["api_key", "person_name"]);
    expect(gate.redacted).not.toContain("Svetlana");
    expect(gate.redacted).not.toContain("ghp_");
  });

  it("fails closed on a private term the rewrite missed, and passes a clean text", () => {
    expect(failClosedCheck("the FALCON deploy needs a restart", ["falcon"], []).reasons).toEqual({ private_term: 1 });
    expect(failClosedCheck("restart the worker after changing the pool size", ["falcon"], [])).toMatchObject({ pass: true, reasons: {} });
  });
});

describe("clusterIdeas", () => {
  it("groups differently worded versions of one fix and keeps look-alikes with another tool apart", () => {
    const texts = [
      "the project ran out of Postgres connections under load → fix: put PgBouncer in transaction pooling mode in front of the database",
      "Postgres connection exhaustion in the project at peak load → fix: PgBouncer with transaction pooling in front of Postgres",
      "under load the project exhausted its Postgres connections → fix: run PgBouncer in transaction pooling mode before the database",
      "the project build breaks on the ARM runner → fix: pin protobuf to 3.21.0 in the project",
      "the project build breaks on the Windows runner → fix: pin grpc to 1.4.2 in the project",
    ].map((text, i) => ({ key: String(i), type: "gotcha", text }));
    const groups = clusterIdeas(texts).map((g) => g.sort().join(",")).sort();
    expect(groups).toEqual(["0,1,2", "3", "4"]);
  });
});
